/**
 * The shape every browser test file shares: for one browser, a fixture server and a browser with
 * the extension installed, started before the file's tests and closed after them.
 *
 * A file that needs no launch options of its own gets the browser of its kind that the Vitest
 * worker already runs (the e2e projects share modules between a worker's files: isolate is off),
 * put back as a new install leaves it (freshInstallState). A start costs about 7 s of CPU in
 * Firefox and 3 s in Chromium, which had been most of the end-to-end tests' CPU time. The worker's
 * browsers end with it (Puppeteer kills them when the process exits).
 */
import { afterAll, beforeAll } from "vitest";
import {
  type BrowserKind,
  type ExtensionBrowser,
  type LaunchOptions,
  launchWithExtension,
} from "./browsers.ts";
import { freshInstallState } from "./extension.ts";
import { type PrefValue, setFirefoxPrefs } from "./firefox-parent.ts";
import { type FixtureServer, startFixtureServer } from "./server.ts";

export interface SuiteContext {
  server: FixtureServer;
  ext: ExtensionBrowser;
}

export interface SuiteOptions {
  /** Extra folders to serve, by URL prefix (built or generated fixtures). */
  roots?: () => Record<string, string> | Promise<Record<string, string>>;
  /** Options of its own: the file gets a browser of its own, closed after it. */
  launch?: () => LaunchOptions;
  /**
   * Firefox preferences the file needs that Firefox applies live (harness/firefox-parent.ts): set
   * in the shared browser before the file's tests and put back after them, where a browser of the
   * file's own would cost a start.
   */
  firefoxPrefs?: Record<string, PrefValue>;
}

/** The worker's browser of each kind, for files with no launch options. */
const sharedBrowsers = new Map<BrowserKind, Promise<ExtensionBrowser>>();

async function sharedBrowser(kind: BrowserKind): Promise<ExtensionBrowser> {
  const running = await sharedBrowsers.get(kind)?.catch(() => undefined);
  if (running?.browser.connected) {
    await freshInstallState(running);
    return running;
  }
  const launching = launchWithExtension(kind, { closeOnExit: true });
  sharedBrowsers.set(kind, launching);
  return launching;
}

/** Registers the hooks and returns the context; read its fields inside tests, not at definition. */
export function extensionSuite(kind: BrowserKind, options: SuiteOptions = {}): SuiteContext {
  const context = {} as SuiteContext;
  const own = options.launch !== undefined;
  let restorePrefs: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    context.server = await startFixtureServer((await options.roots?.()) ?? {});
    context.ext = own ? await launchWithExtension(kind, options.launch!()) : await sharedBrowser(kind);
    if (options.firefoxPrefs && kind === "firefox")
      restorePrefs = await setFirefoxPrefs(context.ext.browser, options.firefoxPrefs);
  });
  afterAll(async () => {
    await restorePrefs?.();
    if (own) await context.ext?.close();
    await context.server?.close();
  });
  return context;
}

/**
 * Suite options that make `language` the browser's language: Chromium takes it only at start;
 * Firefox applies its language preferences live, in the worker's shared browser.
 */
export function speaking(kind: BrowserKind, language: string): SuiteOptions {
  return kind === "chromium"
    ? { launch: () => ({ chromiumLanguage: language }) }
    : { firefoxPrefs: { "intl.locale.requested": language, "intl.accept_languages": language } };
}
