/**
 * The options page where people meet it: options_ui has open_in_tab false, so each browser shows
 * options.html inside its own extensions page, a <webview> in chrome://extensions and a <browser>
 * in about:addons. A frame-ancestors directive could refuse those embedders while the page still
 * works in a tab, so tests look at it there too.
 */
import type { ExtensionBrowser } from "./browsers.ts";
import { evaluateInParent } from "./firefox-parent.ts";
import { WAIT_MS } from "./patience.ts";

/** Polls `check` every 50 ms until it returns a value; errors while a page is in flux count as none. */
async function poll<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((next) => setTimeout(next, 50));
  }
}

export interface EmbeddedOptions {
  /** The document the embedder shows. */
  url: string;
  /** Evidence that options.js ran and drew the form (see each browser's function). */
  evidence: string;
}

/** Opens the browser's own options UI for the extension and waits until the form is drawn in it. */
export async function showEmbeddedOptions(ext: ExtensionBrowser): Promise<EmbeddedOptions> {
  return ext.kind === "chromium" ? chromiumEmbeddedOptions(ext) : firefoxEmbeddedOptions(ext);
}

/** Chromium: the <webview> guest is a target of its own; its form controls are counted inside it. */
async function chromiumEmbeddedOptions(ext: ExtensionBrowser): Promise<EmbeddedOptions> {
  const url = `${ext.extensionOrigin}/options.html`;
  const page = await ext.newPage();
  const browserSession = await ext.browser.target().createCDPSession();
  try {
    await page.goto(`chrome://extensions/?options=${ext.extensionId}`, { waitUntil: "load" });
    const targetId = await poll(async () => {
      const { targetInfos } = await browserSession.send("Target.getTargets");
      return targetInfos.find((t) => t.type === "webview" && t.url === url)?.targetId;
    }, "chrome://extensions to embed the options page");
    const { sessionId } = await browserSession.send("Target.attachToTarget", { targetId, flatten: true });
    const guest = browserSession.connection()?.session(sessionId);
    if (!guest) throw new Error("no session on the options page's webview");
    const inputs = await poll(async () => {
      const { result } = await guest.send("Runtime.evaluate", {
        expression: "document.querySelectorAll('form input').length",
        returnByValue: true,
      });
      return typeof result.value === "number" && result.value > 0 ? result.value : undefined;
    }, "the form inside chrome://extensions' options dialog");
    await guest.detach().catch(() => undefined);
    return { url, evidence: `${inputs} form controls` };
  } finally {
    await browserSession.detach().catch(() => undefined);
    await page.close().catch(() => undefined);
  }
}

/**
 * Firefox: about:addons' inline <browser> belongs to no tab, so WebDriver BiDi cannot evaluate in
 * it. The parent process can draw it, though: without options.js the page is an empty <main> and
 * draws nothing dark on white; the form draws its text.
 */
const FIREFOX_OPEN = `async (id) => {
  await BrowserAddonUI.openAddonsMgr("addons://detail/" + encodeURIComponent(id) + "/preferences");
  return true;
}`;

const FIREFOX_DRAWN = `async () => {
  const doc = gBrowser.selectedBrowser.contentDocument;
  const inline = doc?.querySelector("#addon-inline-options");
  const global = inline?.browsingContext?.currentWindowGlobal;
  if (!global) return null;
  const bitmap = await global.drawSnapshot(null, 1, "rgb(255,255,255)");
  const canvas = doc.createElementNS("http://www.w3.org/1999/xhtml", "canvas");
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext("2d");
  context.drawImage(bitmap, 0, 0);
  const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
  let dark = 0;
  for (let i = 0; i < pixels.length; i += 4)
    if (pixels[i] < 128 && pixels[i + 1] < 128 && pixels[i + 2] < 128) dark++;
  return { url: global.documentURI?.spec ?? "", dark };
}`;

// about:addons may have taken over the window's only tab, and closing a window's last tab closes the
// window, which would end the browser under the tests that follow.
const FIREFOX_CLOSE = `async () => {
  for (const tab of [...gBrowser.tabs]) {
    if (!tab.linkedBrowser.currentURI.spec.startsWith("about:addons")) continue;
    if (gBrowser.tabs.length === 1) gBrowser.addTrustedTab("about:blank");
    gBrowser.removeTab(tab);
  }
  return true;
}`;

async function firefoxEmbeddedOptions(ext: ExtensionBrowser): Promise<EmbeddedOptions> {
  const { GECKO_ID } = await import("../../../src/node/manifest.ts");
  const url = `${ext.extensionOrigin}/options.html`;
  await evaluateInParent(ext.browser, FIREFOX_OPEN, GECKO_ID);
  try {
    const drawn = await poll(async () => {
      const state = await evaluateInParent<{ url: string; dark: number } | null>(ext.browser, FIREFOX_DRAWN);
      return state && state.url === url && state.dark > 0 ? state : undefined;
    }, "the form drawn in about:addons' inline options");
    return { url: drawn.url, evidence: `${drawn.dark} dark pixels drawn` };
  } finally {
    await evaluateInParent(ext.browser, FIREFOX_CLOSE);
  }
}
