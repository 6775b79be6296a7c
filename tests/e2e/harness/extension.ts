/**
 * Reaching into the extension itself: its options page, and storage written from there (how the
 * popup and options page change settings).
 */
import type { Page, Viewport } from "puppeteer-core";
import {
  type BackgroundToContent,
  INSTANCE_KEY_NAME,
  type PageDescription,
} from "../../../src/shared/messages.ts";
import {
  DEFAULT_SETTINGS,
  DEFAULT_TEXT_SIZE,
  SETTINGS_VERSION,
  VERSION_KEY,
} from "../../../src/shared/settings.ts";
import type { ExtensionBrowser } from "./browsers.ts";
import { patient, WAIT_MS } from "./patience.ts";

export interface ExtensionPageOptions {
  /**
   * Open the tab behind the current one. A tab opened in front hides the page a test is watching
   * (visibilityState "hidden": no frames, so no highlight repaints) until it is brought back.
   */
  background?: boolean;
  /** The viewport (a phone's, with touch) the page opens in. */
  viewport?: Viewport;
}

/** Opens one of the extension's own pages in a new tab. */
export async function openExtensionPage(
  ext: ExtensionBrowser,
  path: string,
  options: ExtensionPageOptions = {},
): Promise<Page> {
  const page = await (options.background ? ext.newPage({ background: true }) : ext.newPage());
  // Before the page loads: a change of touch or mobile emulation reloads it, which over WebDriver
  // BiDi never ends for an extension page.
  if (options.viewport) await page.setViewport(options.viewport);
  await loadExtensionPage(ext, page, path);
  // The pages render once their settings are read, after the load event: wait for the heading
  // both have, or an audit or a click can find a page with nothing on it yet.
  await page.waitForFunction(() => document.querySelector("h1") !== null, { polling: 50 });
  return page;
}

/** Navigates `page` to one of the extension's pages and waits for its load event. */
async function loadExtensionPage(ext: ExtensionBrowser, page: Page, path: string): Promise<void> {
  const url = `${ext.extensionOrigin}/${path}`;
  if (ext.kind === "firefox") {
    // Over WebDriver BiDi, goto() to a moz-extension:// page never resolves, and evaluating while
    // the tab swaps about:blank for the extension page can fail; poll until the page is there.
    void page.goto(url).catch(() => undefined);
    await pollUntil(() =>
      page.evaluate((wanted) => location.href === wanted && document.readyState === "complete", url),
    );
  } else {
    await page.goto(url, { waitUntil: "load" });
  }
}

/**
 * One extension page per browser, kept open in a background tab, from which tests write storage and
 * message tabs. Opening a page for each call cost seconds in Firefox (a new tab, then the options
 * page reading sync storage before it draws); the page's extension APIs are all these calls need,
 * so they do not wait for it to draw. It is reopened if something closed it (a test that reloads
 * or removes the extension).
 */
const controlPages = new WeakMap<ExtensionBrowser, Promise<Page>>();

async function controlPage(ext: ExtensionBrowser): Promise<Page> {
  const open = await controlPages.get(ext)?.catch(() => undefined);
  // Asked of the page itself: over WebDriver BiDi, page.url() still says about:blank (the goto
  // that brought the extension page never resolved).
  const alive = await open
    ?.evaluate((origin) => location.origin === origin, ext.extensionOrigin)
    .catch(() => false);
  if (open && alive) return open;
  await open?.close().catch(() => undefined);
  const opening = (async () => {
    const page = await ext.newPage({ background: true });
    await loadExtensionPage(ext, page, "options.html");
    return page;
  })();
  controlPages.set(ext, opening);
  return opening;
}

/**
 * Writes settings where the extension keeps them (storage.sync, tagged with today's version so
 * no migration runs over them), as the options page and popup do.
 */
export async function setStorage(ext: ExtensionBrowser, values: Record<string, unknown>): Promise<void> {
  const page = await controlPage(ext);
  await page.evaluate(
    async (v) => {
      type StorageApi = { storage: { sync: { set(values: unknown): Promise<void> } } };
      const scope = globalThis as unknown as { browser?: StorageApi; chrome?: StorageApi };
      await (scope.browser ?? scope.chrome)!.storage.sync.set(v);
    },
    { ...values, [VERSION_KEY]: SETTINGS_VERSION },
  );
}

/** The extension's storage.sync as its pages see it (`browser` in Firefox, `chrome` in Chromium). */
type SyncArea = {
  storage: { sync: { get(keys: null): Promise<Record<string, unknown>>; clear(): Promise<void> } };
};

/** Everything in storage.sync, read from an extension page. */
export async function readSyncStorage(ext: ExtensionBrowser): Promise<Record<string, unknown>> {
  return (await controlPage(ext)).evaluate(() => {
    const scope = globalThis as unknown as { browser?: SyncArea; chrome?: SyncArea };
    return (scope.browser ?? scope.chrome)!.storage.sync.get(null);
  });
}

/** Empties storage.sync (settings and anything a test put there). */
export async function clearSyncStorage(ext: ExtensionBrowser): Promise<void> {
  await (await controlPage(ext)).evaluate(async () => {
    const scope = globalThis as unknown as { browser?: SyncArea; chrome?: SyncArea };
    await (scope.browser ?? scope.chrome)!.storage.sync.clear();
  });
}

/**
 * Puts every setting back to a new install's, for an afterEach: a test that changes settings and
 * then fails must not leave the next test with the extension off or in another language.
 */
export async function resetSettings(ext: ExtensionBrowser): Promise<void> {
  await setStorage(ext, { ...DEFAULT_SETTINGS, textSize: DEFAULT_TEXT_SIZE });
}

/**
 * Puts a browser that earlier test files used back as a new install leaves it, for the next file:
 * every tab closed (one blank tab stays, so the browser keeps a window), every storage area the
 * extension uses emptied, and the settings written as a new install reads them.
 */
export async function freshInstallState(ext: ExtensionBrowser): Promise<void> {
  const blank = await ext.newPage();
  for (const page of await ext.browser.pages()) if (page !== blank) await page.close().catch(() => undefined);
  const control = await controlPage(ext);
  await control.evaluate(async () => {
    type Area = { clear(): Promise<void> };
    type StorageApi = { storage: { local: Area; sync: Area; session?: Area } };
    const scope = globalThis as unknown as { browser?: StorageApi; chrome?: StorageApi };
    const { storage } = (scope.browser ?? scope.chrome)!;
    await Promise.all([storage.local.clear(), storage.sync.clear(), storage.session?.clear()]);
  });
  await resetSettings(ext);
}

/** Sends `message` to the top frame of the tab showing `url` from one of the extension's pages; its answer. */
async function messageTab(ext: ExtensionBrowser, url: string, message: unknown): Promise<unknown> {
  return messageTabFrom(await controlPage(ext), url, message);
}

/**
 * Sends `message` from `sender` (one of the extension's pages) to the top frame of the tab showing
 * `url`, as the popup and the background do; the answer, or false when no tab shows `url`.
 */
export function messageTabFrom(sender: Page, url: string, message: unknown): Promise<unknown> {
  return sender.evaluate(
    async (wanted, msg, instanceKey) => {
      interface Tabs {
        query(q: object): Promise<{ id?: number; url?: string }[]>;
        sendMessage(id: number, message: unknown, options: { frameId: number }): Promise<unknown>;
      }
      interface Scripting {
        executeScript(injection: object): Promise<{ result?: unknown }[]>;
      }
      type Api = { tabs: Tabs; scripting?: Scripting };
      const scope = globalThis as unknown as { browser?: Api; chrome?: Api };
      const { tabs, scripting } = (scope.browser ?? scope.chrome)!;
      const tab = (await tabs.query({})).find((t) => t.url === wanted);
      if (tab?.id === undefined) return false;
      try {
        return await tabs.sendMessage(tab.id, msg, { frameId: 0 });
      } catch (error) {
        // As platform.ts's sendToTab does: a frame that does not listen yet (Chromium) is reached
        // by scripting, and its content script's instance takes the message.
        if (!scripting || !/Receiving end does not exist/.test(String(error))) throw error;
        const [injection] = await scripting.executeScript({
          target: { tabId: tab.id, frameIds: [0] },
          func: (key: string, m: unknown) =>
            (globalThis as unknown as Record<symbol, { deliver?(m: unknown): unknown } | undefined>)[
              Symbol.for(key)
            ]?.deliver?.(m),
          args: [instanceKey, msg],
        });
        return injection?.result;
      }
    },
    url,
    message,
    INSTANCE_KEY_NAME,
  );
}

/**
 * Sends `message` to the top frame of the tab showing `url` from one of the extension's pages, as
 * the background does when the browser delivers a command or a context-menu click.
 */
export async function sendToTab(
  ext: ExtensionBrowser,
  url: string,
  message: BackgroundToContent,
): Promise<void> {
  const delivered = await messageTab(ext, url, message);
  if (delivered !== true) throw new Error(`${message.type} was not taken by the tab`);
}

/** What the page's content script tells the popup: its site, whether it is on, every reference. */
export async function describeTab(ext: ExtensionBrowser, url: string): Promise<PageDescription> {
  const answer = await messageTab(ext, url, { type: "popup:describe-page" });
  if (typeof answer !== "object" || answer === null)
    throw new Error(`the tab did not describe itself: ${answer}`);
  return answer as PageDescription;
}

/**
 * describeTab, once the page's content script listens: it starts when the page is idle, so a first
 * question asked right after the page loads may find no one to answer yet.
 */
export async function describeTabOnceListening(ext: ExtensionBrowser, url: string): Promise<PageDescription> {
  let description: PageDescription | undefined;
  await pollUntil(async () => {
    description = await describeTab(ext, url);
    return true;
  });
  return description!;
}

/**
 * Opens the real toolbar popup for the tab in front (Chromium only: action.openPopup() from the
 * service worker works headless too; Firefox offers no way to open it from automation) and
 * returns it once it has asked the page.
 */
export async function openActionPopup(ext: ExtensionBrowser): Promise<Page> {
  if (ext.kind !== "chromium") throw new Error("only Chromium can open the action popup from a test");
  const workerTarget = await ext.browser.waitForTarget(
    (t) => t.type() === "service_worker" && t.url().startsWith(ext.extensionOrigin),
  );
  const worker = await workerTarget.worker();
  await worker!.evaluate(() =>
    (
      globalThis as unknown as { chrome: { action: { openPopup(): Promise<void> } } }
    ).chrome.action.openPopup(),
  );
  const popupTarget = await ext.browser.waitForTarget((t) => t.url().endsWith("/popup.html"));
  const popup = patient((await popupTarget.asPage())!);
  await popup.waitForFunction(() => document.querySelector(".site, .pad:not(:empty)") !== null, {
    polling: 50,
  });
  return popup;
}

/** Polls `check` every 50 ms until it resolves true; errors while a page is in flux count as false. */
export async function pollUntil(check: () => Promise<boolean>, timeoutMs = WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error("timed out waiting for the extension page");
    await new Promise((next) => setTimeout(next, 50));
  }
}
