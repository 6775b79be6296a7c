/**
 * Launches Debian's Chromium and Firefox ESR with the built extension installed, through
 * puppeteer-core (CDP for Chromium, WebDriver BiDi for Firefox). No browser is ever downloaded.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import puppeteer, { type Browser, type CreatePageOptions, type Page } from "puppeteer-core";
import { patient, WAIT_MS } from "./patience.ts";
import { routeHandlesToTheirFrames } from "./popover-root.ts";

export type BrowserKind = "chromium" | "firefox";
const ALL_KINDS: BrowserKind[] = ["chromium", "firefox"];

/**
 * The browsers this run tests: both, or the one that BADR_LENS_BROWSERS names. npm test gives each
 * browser a lane of its own (tests/run-all.ts), so that the two run side by side.
 */
export const BROWSER_KINDS: BrowserKind[] = browsersOfThisRun(process.env.BADR_LENS_BROWSERS);

export function browsersOfThisRun(value: string | undefined): BrowserKind[] {
  if (!value) return ALL_KINDS;
  const named = value.split(",").map((name) => name.trim());
  const unknown = named.filter((name) => !ALL_KINDS.includes(name as BrowserKind));
  if (unknown.length > 0)
    throw new Error(`BADR_LENS_BROWSERS names ${unknown.join(", ")}; it takes ${ALL_KINDS.join(" or ")}`);
  return ALL_KINDS.filter((kind) => named.includes(kind));
}

/**
 * `[kind]` when this run tests `kind`, else none: for `describe.each` over a block written for one
 * browser, so that another browser's lane registers nothing (not a skipped test).
 */
export function onlyIn(kind: BrowserKind): BrowserKind[] {
  return BROWSER_KINDS.includes(kind) ? [kind] : [];
}

export const CHROMIUM_PATH = "/usr/lib/chromium/chromium";
export const FIREFOX_PATH = "/usr/bin/firefox-esr";
export const DIST = resolve(import.meta.dirname, "../../../dist");

// Keep Chromium off the network: these flags stop its background fetches, which this machine
// refuses anyway (and which would slow every start).
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-features=Translate,OptimizationHints,MediaRouter",
  "--window-size=1280,900",
  // No test may reach beyond 127.0.0.1: every other host name fails locally, without a DNS query.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

export interface ExtensionBrowser {
  kind: BrowserKind;
  browser: Browser;
  extensionId: string;
  /** Base URL of the extension's own pages (chrome-extension:// or moz-extension://). */
  extensionOrigin: string;
  newPage(options?: CreatePageOptions): Promise<Page>;
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** A built extension folder; defaults to dist/<browser>. */
  extensionDir?: string;
  /** Extra Firefox preferences (e.g. ui.prefersReducedMotion, which Firefox cannot emulate later). */
  firefoxPrefs?: Record<string, unknown>;
  /**
   * Chromium's interface and accept languages (`--lang`, `--accept-lang`, and LANGUAGE in its
   * environment, which Chromium on Linux reads for its locale), e.g. "id" or "ur".
   */
  chromiumLanguage?: string;
  /**
   * Chromium's accept languages alone (`--accept-lang`), its interface left as it is: a reader
   * whose browser is English but who asks pages for Arabic, e.g. "ar".
   */
  chromiumAcceptLanguages?: string;
  /** Another way to start Chromium (a wrapper script), e.g. in a namespace with no Arabic font. */
  chromiumExecutable?: string;
  /** The same for Firefox. */
  firefoxExecutable?: string;
  /** Runs once the browser is up and before the extension is installed, to watch the install too. */
  beforeInstall?: (browser: Browser) => Promise<void>;
  /** The browser alone, no extension installed: as a site's readers have it (the embed, issue 34). */
  withoutExtension?: boolean;
  /** A browser kept for the worker's life: its profile folder goes when the process exits. */
  closeOnExit?: boolean;
  /**
   * Leave the first-run page the install opens (src/first-run/). By default the launch waits for
   * it and closes it, so that every test starts with the tabs it opens itself, its page in front.
   */
  keepFirstRun?: boolean;
}

/** The first-run page's address under `extensionOrigin`. */
export function firstRunUrl(extensionOrigin: string): string {
  return `${extensionOrigin}/first-run.html`;
}

/**
 * The tabs that show `url`, asked of each page itself: over WebDriver BiDi (Firefox) a tab the
 * extension opened keeps the address it was created with, about:blank, in puppeteer's records.
 */
export async function tabsShowing(browser: Browser, url: string): Promise<Page[]> {
  const pages = await browser.pages();
  const shown = await Promise.all(
    pages.map((page) =>
      page.url() === url
        ? true
        : page
            .evaluate(() => location.href)
            .then(
              (href) => href === url,
              () => false,
            ),
    ),
  );
  return pages.filter((_, i) => shown[i]);
}

/** Waits until a tab shows `url`; that tab. */
export async function waitForTab(browser: Browser, url: string): Promise<Page> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [page] = await tabsShowing(browser, url);
    if (page) return page;
    if (Date.now() > deadline) throw new Error(`no tab showed ${url}`);
    // A poll, as the harness's waits are: the browsers announce no address change over BiDi.
    await new Promise((next) => setTimeout(next, 50));
  }
}

/**
 * Waits for the tab the background opens after an install (first-run.html) and closes it; for a
 * test that installs the extension again itself (tests/e2e/lifecycle.test.ts, in Chromium).
 */
export async function closeFirstRunTab(browser: Browser, extensionOrigin: string): Promise<void> {
  await (await waitForTab(browser, firstRunUrl(extensionOrigin))).close();
}

export async function launchWithExtension(
  kind: BrowserKind,
  options: LaunchOptions = {},
): Promise<ExtensionBrowser> {
  return kind === "chromium" ? launchChromium(options) : launchFirefox(options);
}

async function launchChromium(options: LaunchOptions): Promise<ExtensionBrowser> {
  const dir = options.extensionDir ?? join(DIST, "chrome");
  const profile = mkdtempSync(join(tmpdir(), "badr-lens-chromium-"));
  const browser = await puppeteer.launch({
    executablePath: options.chromiumExecutable ?? CHROMIUM_PATH,
    headless: true,
    pipe: true,
    enableExtensions: true,
    userDataDir: profile,
    defaultViewport: { width: 1280, height: 900 },
    args: [
      ...(options.chromiumLanguage
        ? [
            ...CHROMIUM_ARGS,
            `--lang=${options.chromiumLanguage}`,
            `--accept-lang=${options.chromiumLanguage}`,
          ]
        : CHROMIUM_ARGS),
      ...(options.chromiumAcceptLanguages ? [`--accept-lang=${options.chromiumAcceptLanguages}`] : []),
    ],
    ...(options.chromiumLanguage
      ? {
          env: {
            ...process.env,
            LANGUAGE: options.chromiumLanguage,
            LANG: `${options.chromiumLanguage}.UTF-8`,
          },
        }
      : {}),
  });
  await options.beforeInstall?.(browser);
  const extensionId = options.withoutExtension ? "" : await browser.installExtension(dir);
  const origin = `chrome-extension://${extensionId}`;
  if (extensionId && !options.keepFirstRun) await closeFirstRunTab(browser, origin);
  const removeProfile = () => rmSync(profile, { recursive: true, force: true });
  if (options.closeOnExit) process.once("exit", removeProfile);
  return wrap("chromium", browser, extensionId, origin, removeProfile);
}

/** Fixed so that moz-extension:// pages have a known address in tests. */
export const FIREFOX_EXTENSION_UUID = "0b6d2c4e-5b1f-4c7a-9d2e-8a1f3c5e7b90";

async function launchFirefox(options: LaunchOptions): Promise<ExtensionBrowser> {
  const dir = options.extensionDir ?? join(DIST, "firefox");
  const { GECKO_ID } = await import("../../../src/node/manifest.ts");
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: options.firefoxExecutable ?? FIREFOX_PATH,
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
    extraPrefsFirefox: {
      "extensions.webextensions.uuids": JSON.stringify({ [GECKO_ID]: FIREFOX_EXTENSION_UUID }),
      // No update checks, telemetry or captive-portal probes: the machine has no network.
      "app.update.enabled": false,
      "datareporting.policy.dataSubmissionEnabled": false,
      "network.captive-portal-service.enabled": false,
      "network.connectivity-service.enabled": false,
      // No test may reach beyond 127.0.0.1: every other request, "localhost" included, goes to a
      // proxy on a closed local port and fails there, with no DNS query.
      "network.proxy.type": 1,
      "network.proxy.http": "127.0.0.1",
      "network.proxy.http_port": 9,
      "network.proxy.ssl": "127.0.0.1",
      "network.proxy.ssl_port": 9,
      "network.proxy.allow_hijacking_localhost": true,
      "network.proxy.no_proxies_on": "127.0.0.1",
      // Timers in background tabs run on time, as puppeteer already has Chromium do
      // (--disable-background-timer-throttling): throttled to one a second, an extension page
      // opened behind the page under test took seconds to draw. Animation frames still stop there.
      "dom.min_background_timeout_value": 4,
      "dom.min_background_timeout_value_without_budget_throttling": 4,
      "dom.timeout.enable_budget_timer_throttling": false,
      // A closed tab's content process is kept for the next tab rather than ended and a new one
      // started: the suite opens hundreds of tabs, and each start had cost about 0.4 s of CPU
      // (measured: 0.82 s a tab opened, loaded and closed, 0.46 s with these). A reader with other
      // pages open has such a process already; what runs in it is unchanged.
      "dom.ipc.keepProcessesAlive.web": 4,
      "dom.ipc.keepProcessesAlive.webIsolated.perOrigin": 4,
      ...options.firefoxPrefs,
    },
    args: ["--remote-allow-system-access"],
  });
  await options.beforeInstall?.(browser);
  const extensionId = options.withoutExtension ? "" : await browser.installExtension(dir);
  const origin = `moz-extension://${FIREFOX_EXTENSION_UUID}`;
  if (extensionId && !options.keepFirstRun) await closeFirstRunTab(browser, origin);
  return wrap("firefox", browser, extensionId, origin, () => undefined);
}

function wrap(
  kind: BrowserKind,
  browser: Browser,
  extensionId: string,
  extensionOrigin: string,
  cleanup: () => void,
): ExtensionBrowser {
  return {
    kind,
    browser,
    extensionId,
    extensionOrigin,
    newPage: async (options) => routeHandlesToTheirFrames(patient(await browser.newPage(options))),
    async close() {
      await browser.close().catch(() => undefined);
      cleanup();
    },
  };
}
