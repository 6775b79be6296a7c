/**
 * Firefox's parent process, reached over WebDriver BiDi. Some of what a test must see is in no tab,
 * so WebDriver BiDi's own commands never report it: the extension's background page (a page of its
 * own, not a tab) and the options page that about:addons embeds. browsers.ts launches Firefox with
 * --remote-allow-system-access, which lets BiDi evaluate in the browser window's chrome context,
 * where privileged script observes every channel and console message of every process.
 */
import type { Browser } from "puppeteer-core";

/** puppeteer-core 24's raw WebDriver BiDi connection, which a Firefox Browser exposes. */
export interface BidiConnection {
  send(method: string, params: unknown): Promise<{ result: Record<string, unknown> }>;
  on(event: string, listener: (params: never) => void): void;
  off(event: string, listener: (params: never) => void): void;
}

/** The connection of a Firefox `browser`; puppeteer speaks CDP, not BiDi, to Chromium. */
export function bidiConnection(browser: Browser): BidiConnection {
  const connection = (browser as unknown as { connection?: Partial<BidiConnection> }).connection;
  if (typeof connection?.send !== "function" || typeof connection.on !== "function")
    throw new Error("this browser is not driven over WebDriver BiDi");
  return connection as BidiConnection;
}

interface EvaluateResult {
  type: "success" | "exception";
  result?: { type: string; value?: unknown };
  exceptionDetails?: { text?: string };
}

/**
 * Evaluates `functionSource` (the source text of a function of one JSON argument, which may return
 * a promise) in the browser window's privileged scope, and returns what it returned, through JSON.
 * Source text rather than a function: tsx would wrap a real function's inner functions in a
 * helper that does not exist in the browser.
 */
export async function evaluateInParent<T>(
  browser: Browser,
  functionSource: string,
  arg: unknown = null,
): Promise<T> {
  const connection = bidiConnection(browser);
  const tree = await connection.send("browsingContext.getTree", { "moz:scope": "chrome", maxDepth: 0 });
  const contexts = tree.result.contexts as { context: string; url: string }[];
  const window = contexts.find((c) => c.url === "chrome://browser/content/browser.xhtml");
  if (!window) throw new Error(`no browser window among ${JSON.stringify(contexts)}`);
  const response = await connection.send("script.evaluate", {
    expression: `(async () => JSON.stringify(await (${functionSource})(${JSON.stringify(arg)})))()`,
    target: { context: window.context },
    awaitPromise: true,
    resultOwnership: "none",
  });
  const evaluated = response.result as unknown as EvaluateResult;
  if (evaluated.type === "exception")
    throw new Error(`in Firefox's parent process: ${evaluated.exceptionDetails?.text ?? "exception"}`);
  const value = evaluated.result?.value;
  return (typeof value === "string" ? JSON.parse(value) : undefined) as T;
}

export type PrefValue = string | number | boolean;

/**
 * Sets preferences in a running Firefox, as a reader changing a system setting or a language does:
 * Firefox applies the ones tests use (the system theme, forced colours, reduced motion, accepted
 * languages) live, to open pages and new ones. Returns a function that puts the earlier values
 * back, for a browser that later test files share. A browser started for one preference had cost
 * about 7 s of CPU.
 */
export async function setFirefoxPrefs(
  browser: Browser,
  prefs: Record<string, PrefValue>,
): Promise<() => Promise<void>> {
  const earlier = await evaluateInParent<Record<string, PrefValue | null>>(browser, SET_PREFS, prefs);
  return async () => {
    await evaluateInParent(browser, SET_PREFS, earlier);
  };
}

/** Sets each pref (null: back to its default); returns what each was before, null for a default. */
const SET_PREFS = `(prefs) => {
  const { prefs: p } = Services;
  const earlier = {};
  for (const [name, value] of Object.entries(prefs)) {
    const type = p.getPrefType(name);
    earlier[name] = !p.prefHasUserValue(name)
      ? null
      : type === p.PREF_INT
        ? p.getIntPref(name)
        : type === p.PREF_BOOL
          ? p.getBoolPref(name)
          : p.getStringPref(name);
    if (value === null) p.clearUserPref(name);
    else if (typeof value === "number") p.setIntPref(name, value);
    else if (typeof value === "boolean") p.setBoolPref(name, value);
    else p.setStringPref(name, value);
  }
  return earlier;
}`;

/**
 * Zooms the tab showing `url` as a pinch does: Firefox's visual viewport takes `scale` (its
 * resolution) while the layout viewport stays, as under two fingers. WebDriver BiDi has no pinch,
 * so a frame script in the tab's content process sets the resolution pinch-zoom sets.
 */
export async function pinchZoomFirefox(browser: Browser, url: string, scale: number): Promise<void> {
  await evaluateInParent(browser, PINCH_ZOOM, { url, scale });
}

const PINCH_ZOOM = `({ url, scale }) => {
  const tab = gBrowser.browsers.find((b) => b.currentURI.spec === url);
  if (!tab) throw new Error("no tab shows " + url);
  tab.messageManager.loadFrameScript(
    "data:,content.windowUtils.setResolutionAndScaleTo(" + Number(scale) + ")",
    false,
  );
  return true;
}`;
