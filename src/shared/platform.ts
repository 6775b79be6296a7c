/**
 * The one doorway to extension APIs. Nothing else touches `browser`/`chrome` (Biome enforces it),
 * so tests can swap this module and the rest stays browser-agnostic.
 *
 * It calls the browsers' own APIs: Firefox's `browser` and, in Chromium, `chrome`, whose Manifest
 * V3 methods return promises when given no callback. webextension-polyfill's runtime would add
 * 10 KB to a content script that loads in every frame (docs/adr/006-popover-isolation.md); its
 * types still describe the API here. The one behaviour the polyfill supplied that Chromium lacks,
 * answering a message with a promise, onMessage below bridges through sendResponse.
 */
import type { Browser } from "webextension-polyfill";

const browser = ((globalThis as { browser?: Browser }).browser ??
  (globalThis as { chrome?: Browser }).chrome) as Browser;

export type StorageChanges = Record<string, { oldValue?: unknown; newValue?: unknown }>;
export type StorageArea = "sync" | "local";

let settingsAreaOnce: Promise<StorageArea> | undefined;

export const platform = {
  /**
   * Where settings live: storage.sync, or storage.local where sync is unavailable (Firefox with
   * sync switched off by policy or about:config rejects every call; some forks lack the area).
   */
  settingsArea(): Promise<StorageArea> {
    settingsAreaOnce ??= (async () => {
      try {
        if (!browser.storage.sync) return "local";
        await browser.storage.sync.get("settingsVersion");
        return "sync";
      } catch {
        return "local";
      }
    })();
    return settingsAreaOnce;
  },
  async readStorage(area: StorageArea, keys: string[]): Promise<Record<string, unknown>> {
    return browser.storage[area].get(keys);
  },
  async writeStorage(area: StorageArea, values: Record<string, unknown>): Promise<void> {
    await browser.storage[area].set(values);
  },
  async removeStorage(area: StorageArea, keys: string[]): Promise<void> {
    await browser.storage[area].remove(keys);
  },
  /** Subscribes to changes in the sync and local areas; returns the unsubscribe function. */
  onStorageChanged(listener: (changes: StorageChanges, area: StorageArea) => void): () => void {
    const wrapped = (changes: StorageChanges, area: string) => {
      if (area === "local" || area === "sync") listener(changes, area);
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
    const wrapped = (
      message: unknown,
      sender: { tab?: { id?: number } },
      sendResponse: (response: unknown) => void,
    ): true | undefined => {
      const answer = listener(message, sender.tab?.id);
      if (answer === undefined) return undefined;
      answer.then(sendResponse, () => sendResponse(undefined));
      return true; // keeps the channel open until sendResponse
    };
    // The types describe the polyfill's promise-returning listener; this is the callback form both
    // browsers accept natively.
    const onMessage = browser.runtime.onMessage as unknown as {
      addListener(l: typeof wrapped): void;
      removeListener(l: typeof wrapped): void;
    };
    onMessage.addListener(wrapped);
    return () => onMessage.removeListener(wrapped);
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
  /** Runs `listener` when this version of the extension is installed, or updated to. */
  onInstalledOrUpdated(listener: () => void): void {
    browser.runtime.onInstalled.addListener((details) => {
      if (details.reason === "install" || details.reason === "update") listener();
    });
  },
  /**
   * Chromium injects manifest content scripts only into pages loaded after an install or update,
   * so pages already open would keep an orphaned script (or none): inject the new one into every
   * frame of every open tab. Firefox does this itself and has no `scripting` permission from us.
   */
  async injectContentScriptIntoOpenTabs(js: string, css: string): Promise<void> {
    if (!("scripting" in browser) || !browser.scripting) return;
    for (const tab of await browser.tabs.query({})) {
      if (tab.id === undefined) continue;
      const target = { tabId: tab.id, allFrames: true };
      // Pages we may not script (the browser's own, the web store) refuse; the rest go on.
      await browser.scripting.insertCSS({ target, files: [css] }).catch(() => undefined);
      await browser.scripting.executeScript({ target, files: [js] }).catch(() => undefined);
    }
  },
  /** The URL of a file packaged with the extension. */
  resourceUrl(path: string): string {
    return browser.runtime.getURL(path);
  },
  openOptionsPage(): Promise<void> {
    return browser.runtime.openOptionsPage();
  },
};
