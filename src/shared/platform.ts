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
import { INSTANCE_KEY_NAME } from "./messages.ts";

const browser = ((globalThis as { browser?: Browser }).browser ??
  (globalThis as { chrome?: Browser }).chrome) as Browser;

export type StorageChanges = Record<string, { oldValue?: unknown; newValue?: unknown }>;
export type StorageArea = "sync" | "local";

let settingsAreaOnce: Promise<StorageArea> | undefined;

/*
 * What content.js itself uses, as functions of their own so that its bundle carries only them:
 * an object's members are never tree-shaken, and `platform` holds them too.
 */

/**
 * Listens for messages from other contexts, with the sending tab's id (undefined for messages
 * from extension pages); returns the unsubscribe function.
 */
export function onMessage(
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
  const events = browser.runtime.onMessage as unknown as {
    addListener(l: typeof wrapped): void;
    removeListener(l: typeof wrapped): void;
  };
  events.addListener(wrapped);
  return () => events.removeListener(wrapped);
}

/** False once the extension was reloaded or removed under a still-running content script. */
export function isContextAlive(): boolean {
  try {
    return Boolean(browser.runtime?.id);
  } catch {
    return false;
  }
}

/**
 * The extension's own files. An object of one member, so that the built bundles still show every
 * lazy import as `import(x.resourceUrl(…))` (tests/unit/node/build-parts.test.ts).
 */
export const ownFiles = {
  /** The URL of a file packaged with the extension. */
  resourceUrl(path: string): string {
    return browser.runtime.getURL(path);
  },
  /**
   * The origin of the extension's own pages. Not that of resourceUrl's addresses: Chromium gives
   * web-accessible files a per-session address (use_dynamic_url), whose documents still have this
   * origin.
   */
  origin(): string {
    return new URL(browser.runtime.getURL("/")).origin;
  },
};

export const platform = {
  /**
   * Where settings live: storage.sync, or storage.local where sync is unavailable (Firefox with
   * sync switched off by policy or about:config rejects every call; some forks lack the area).
   */
  settingsArea(): Promise<StorageArea> {
    settingsAreaOnce ??= (async () => {
      try {
        // Throws where the area is missing, rejects where it is switched off.
        await browser.storage.sync.get("settingsVersion");
        return "sync";
      } catch {
        return "local";
      }
    })();
    return settingsAreaOnce;
  },
  /**
   * Reads `keys` from the settings area. On the first call the read is itself the test of whether
   * storage.sync works, so a frame starts with one storage round trip, not a probe and a read.
   */
  async readSettingsRecord(keys: string[]): Promise<{ area: StorageArea; record: Record<string, unknown> }> {
    if (!settingsAreaOnce) {
      let read: Promise<Record<string, unknown>>;
      try {
        read = browser.storage.sync.get(keys);
      } catch (error) {
        // Where the area is missing, `storage.sync` itself is undefined.
        read = Promise.reject(error);
      }
      settingsAreaOnce = read.then(
        () => "sync" as const,
        () => "local" as const,
      );
      const record = await read.catch(() => undefined);
      if (record) return { area: "sync", record };
    }
    const area = await settingsAreaOnce;
    return { area, record: await browser.storage[area].get(keys) };
  },
  async readStorage(area: StorageArea, keys: string[]): Promise<Record<string, unknown>> {
    return browser.storage[area].get(keys);
  },
  /** Subscribes to storage changes, with the area they happened in; returns the unsubscribe function. */
  onStorageChanged(listener: (changes: StorageChanges, area: StorageArea) => void): () => void {
    // Other areas ("managed", "session") pass too; no listener of ours reads them.
    const wrapped = (changes: StorageChanges, area: string) => listener(changes, area as StorageArea);
    browser.storage.onChanged.addListener(wrapped);
    return () => browser.storage.onChanged.removeListener(wrapped);
  },
  onMessage,
  sendToBackground(message: unknown): Promise<unknown> {
    return browser.runtime.sendMessage(message);
  },
  isContextAlive,
};

/**
 * What only the background and the extension's own pages (popup, options) use: tabs, the toolbar
 * button, commands, menus. Apart from `platform` so that the content script, loaded in every frame
 * of every page, does not carry them (an object's members are never tree-shaken).
 */
export const extensionPages = {
  /** Writing settings is for the extension's own pages and the background; the content script only reads. */
  async writeStorage(area: StorageArea, values: Record<string, unknown>): Promise<void> {
    await browser.storage[area].set(values);
  },
  async removeStorage(area: StorageArea, keys: string[]): Promise<void> {
    await browser.storage[area].remove(keys);
  },
  async activeTabId(): Promise<number | undefined> {
    const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
    return tab?.id;
  },
  /**
   * Sends to the content script of `tabId`: every frame's, or only frame `frameId`'s. A frame
   * whose content script does not listen yet (a top frame with no text, or whose text cannot hold
   * a reference: content/loader/index.ts) is reached by scripting where the build has that permission
   * (Chromium's), and hands the message to its instance, which starts main.js to answer it.
   */
  async sendToTab(tabId: number, message: unknown, frameId?: number): Promise<unknown> {
    try {
      return await (frameId === undefined
        ? browser.tabs.sendMessage(tabId, message)
        : browser.tabs.sendMessage(tabId, message, { frameId }));
    } catch (error) {
      const unheard = error instanceof Error && /Receiving end does not exist/.test(error.message);
      if (!unheard || frameId === undefined || !browser.scripting) throw error;
      const [injection] = await browser.scripting
        .executeScript({
          target: { tabId, frameIds: [frameId] },
          func: deliverToInstance,
          args: [INSTANCE_KEY_NAME, message],
        })
        .catch(() => {
          // A page the content script does not run on (the browser's own): as unheard as before.
          throw error;
        });
      return injection?.result ?? undefined;
    }
  },
  /** Shows the greyed toolbar icon (drawn by src/node/icons.ts) in a tab where Badr Lens is off. */
  async setIconOff(tabId: number, off: boolean): Promise<void> {
    const prefix = off ? "icons/off-" : "icons/";
    await browser.action.setIcon({ tabId, path: { 16: `${prefix}16.png`, 32: `${prefix}32.png` } });
  },
  /**
   * Whether this browser has keyboard commands and a context menu for extensions: Firefox for
   * Android has neither (its `commands` and `menus` are undefined), and says so on the options page.
   */
  hasCommands(): boolean {
    return typeof browser.commands?.getAll === "function";
  },
  /** The manifest's keyboard commands with the shortcut each has now ("" when none). */
  async commands(): Promise<{ name: string; description: string; shortcut: string }[]> {
    if (!extensionPages.hasCommands()) return [];
    return (await browser.commands.getAll()).map((c) => ({
      name: c.name ?? "",
      description: c.description ?? "",
      shortcut: c.shortcut ?? "",
    }));
  },
  onCommand(listener: (name: string) => void): void {
    browser.commands?.onCommand.addListener(listener);
  },
  /**
   * Creates (or recreates) a context-menu item. Firefox names the API `menus` and keeps
   * `contextMenus` as an alias; Chromium has only `contextMenus`.
   */
  async createContextMenu(id: string, title: string, contexts: ("selection" | "editable")[]): Promise<void> {
    const menus = browser.contextMenus;
    if (!menus) return;
    await menus.remove(id).catch(() => undefined);
    await new Promise<void>((done) => {
      menus.create({ id, title, contexts }, () => done());
    });
  },
  async updateContextMenu(id: string, title: string): Promise<void> {
    await browser.contextMenus?.update(id, { title });
  },
  /** Clicks on our context-menu items: the item, the selected text, and where it was. */
  onContextMenuClicked(
    listener: (
      itemId: string,
      selection: string,
      tabId: number | undefined,
      frameId: number | undefined,
    ) => void,
  ): void {
    browser.contextMenus?.onClicked.addListener((info, tab) => {
      listener(String(info.menuItemId), info.selectionText ?? "", tab?.id, info.frameId);
    });
  },
  /** Which browser runs us, for the instructions that differ (where to change shortcuts). */
  isFirefox(): boolean {
    return browser.runtime.getURL("").startsWith("moz-extension:");
  },
  async setBadge(tabId: number, text: string): Promise<void> {
    await browser.action.setBadgeText({ tabId, text });
    await browser.action.setBadgeBackgroundColor({ tabId, color: "#3d5a80" });
  },
  onTabRemoved(listener: (tabId: number) => void): void {
    browser.tabs.onRemoved.addListener(listener);
  },
  /**
   * Runs `listener` when this version of the extension is installed ("install": a new install, or
   * a reinstall after a removal, which starts with empty storage) or updated to ("update"; a
   * reload of the extension, in Firefox, is one too). A browser's own update is neither.
   */
  onInstalledOrUpdated(listener: (reason: "install" | "update") => void): void {
    browser.runtime.onInstalled.addListener((details) => {
      if (details.reason === "install" || details.reason === "update") listener(details.reason);
    });
  },
  /** Opens one of the extension's own pages (such as first-run.html) in a new tab, in front. */
  async openExtensionTab(path: string): Promise<void> {
    await browser.tabs.create({ url: browser.runtime.getURL(path), active: true });
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
  openOptionsPage(): Promise<void> {
    return browser.runtime.openOptionsPage();
  },
  /** Lets content scripts use storage.session (the popover remembers its open sections there). */
  async readSession(key: string): Promise<unknown> {
    return (await browser.storage.session.get(key))[key];
  },
  async writeSession(key: string, value: unknown): Promise<void> {
    await browser.storage.session.set({ [key]: value });
  },
};

/**
 * Run in a frame by scripting, in the extension's world there: hands `message` to the content
 * script's instance (messages.ts INSTANCE_KEY_NAME). Serialised on its own, so it uses nothing
 * from around it.
 */
function deliverToInstance(key: string, message: unknown): Promise<unknown> | undefined {
  type Instance = { deliver?(message: unknown): Promise<unknown> | undefined };
  const instance = (globalThis as unknown as Record<symbol, Instance | undefined>)[Symbol.for(key)];
  return instance?.deliver?.(message);
}

/**
 * Whether the extension's pages can reach this frame's content script before it listens for
 * messages: by scripting (extensionPages.sendToTab), which Chromium's build has the permission for
 * and Firefox's has not. Told by a global only Firefox gives content scripts (`cloneInto`), so
 * that asking touches no extension API: making `runtime` in a frame costs 0.4–1.6 ms.
 */
export function reachableByScripting(): boolean {
  return typeof (globalThis as { cloneInto?: unknown }).cloneInto !== "function";
}

/** The browser's interface language, such as "en-US" or "ar" (a function of its own: content.js has no use for it; popover.js and the extension pages do). */
export function uiLanguage(): string {
  try {
    return browser.i18n.getUILanguage();
  } catch {
    return navigator.language;
  }
}

/**
 * The reader's languages in order of preference (navigator.languages, which both browsers fill
 * from the accept-languages setting), for the verse translation. A function of its own for the
 * same reason as uiLanguage().
 */
export function readerLanguages(): readonly string[] {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return languages.filter((l): l is string => typeof l === "string" && l !== "");
}

/** The elements a site asked Badr Lens to leave alone: only the embed has such a site (src/embed/platform.ts). */
export function skipSelector(): string | undefined {
  return undefined;
}

/** A popover opened: the embed tells its site (src/embed/platform.ts); the extension tells no one. */
export function announceOpen(_targets: readonly string[]): void {}

/**
 * storage.session (kept until the browser closes, never written to disk), reached through the
 * background, which keeps only the keys in SESSION_KEYS. The area stays closed to content scripts
 * in both browsers (Chromium could open it to them, all keys at once; Firefox cannot), so a page's
 * renderer can never read more of it than those keys. A caller keeps its own copy in memory for
 * when the background does not answer.
 */
export const sessionStore = {
  read(key: string): Promise<unknown> {
    return browser.runtime.sendMessage({ type: "session:get", key });
  },
  async write(key: string, value: unknown): Promise<void> {
    await browser.runtime.sendMessage({ type: "session:set", key, value });
  },
};
