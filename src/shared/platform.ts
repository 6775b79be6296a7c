/**
 * The one doorway to extension APIs. Nothing else imports webextension-polyfill or touches
 * `browser`/`chrome` (Biome enforces it), so tests can swap this module and the rest stays
 * browser-agnostic.
 */
import browser from "webextension-polyfill";

export type StorageChanges = Record<string, { oldValue?: unknown; newValue?: unknown }>;

export const platform = {
  async readLocal(keys: string[]): Promise<Record<string, unknown>> {
    return browser.storage.local.get(keys);
  },
  async writeLocal(values: Record<string, unknown>): Promise<void> {
    await browser.storage.local.set(values);
  },
  /** Subscribes to storage changes; returns the unsubscribe function. */
  onLocalChanged(listener: (changes: StorageChanges) => void): () => void {
    const wrapped = (changes: StorageChanges, area: string) => {
      if (area === "local") listener(changes);
    };
    browser.storage.onChanged.addListener(wrapped);
    return () => browser.storage.onChanged.removeListener(wrapped);
  },
  /**
   * Listens for messages from other contexts, with the sending tab's id (undefined for messages
   * from extension pages); returns the unsubscribe function.
   */
  onMessage(
    listener: (message: unknown, tabId: number | undefined) => Promise<unknown> | undefined,
  ): () => void {
    const wrapped = (message: unknown, sender: { tab?: { id?: number } }) =>
      listener(message, sender.tab?.id);
    browser.runtime.onMessage.addListener(wrapped);
    return () => browser.runtime.onMessage.removeListener(wrapped);
  },
  sendToBackground(message: unknown): Promise<unknown> {
    return browser.runtime.sendMessage(message);
  },
  async activeTabId(): Promise<number | undefined> {
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    return tab?.id;
  },
  sendToTab(tabId: number, message: unknown): Promise<unknown> {
    return browser.tabs.sendMessage(tabId, message);
  },
  async setBadge(tabId: number, text: string): Promise<void> {
    await browser.action.setBadgeText({ tabId, text });
    await browser.action.setBadgeBackgroundColor({ tabId, color: "#3d5a80" });
  },
  onTabRemoved(listener: (tabId: number) => void): void {
    browser.tabs.onRemoved.addListener(listener);
  },
  /** False once the extension was reloaded or removed under a still-running content script. */
  isContextAlive(): boolean {
    try {
      return Boolean(browser.runtime?.id);
    } catch {
      return false;
    }
  },
  openOptionsPage(): Promise<void> {
    return browser.runtime.openOptionsPage();
  },
};
