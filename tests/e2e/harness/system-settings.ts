/**
 * A reader's system settings for one test: a dark theme, forced colours (Windows High Contrast and
 * the like), reduced motion. Chromium emulates each for one page over CDP. Firefox cannot over
 * WebDriver BiDi; it takes them from preferences, which it applies live to every page, as when a
 * reader changes the system's setting: set in the running browser and put back by the returned
 * function, so the worker's shared browser serves later files as before.
 */
import type { Page } from "puppeteer-core";
import type { ExtensionBrowser } from "./browsers.ts";
import { type PrefValue, setFirefoxPrefs } from "./firefox-parent.ts";

export type SystemSetting = "dark" | "forced-colors" | "reduced-motion";

const MEDIA: Record<SystemSetting, { name: string; value: string }> = {
  dark: { name: "prefers-color-scheme", value: "dark" },
  "forced-colors": { name: "forced-colors", value: "active" },
  "reduced-motion": { name: "prefers-reduced-motion", value: "reduce" },
};

const FIREFOX_PREFS: Record<SystemSetting, Record<string, PrefValue>> = {
  dark: { "ui.systemUsesDarkTheme": 1 },
  // "Always use my colours": Firefox's forced colours.
  "forced-colors": { "browser.display.document_color_use": 2 },
  "reduced-motion": { "ui.prefersReducedMotion": 1 },
};

/**
 * Turns `setting` on for `page` (in Firefox, for the whole browser) and waits until the page's
 * media query says so. Returns the undo; a Chromium page's emulation ends with the page.
 */
export async function applySystemSetting(
  ext: ExtensionBrowser,
  page: Page,
  setting: SystemSetting,
): Promise<() => Promise<void>> {
  const { name, value } = MEDIA[setting];
  let undo = async () => {};
  if (ext.kind === "chromium") {
    // Puppeteer's emulateMediaFeatures knows no forced-colors; the protocol does.
    const cdp = await page.createCDPSession();
    await cdp.send("Emulation.setEmulatedMedia", { features: [{ name, value }] });
  } else {
    undo = await setFirefoxPrefs(ext.browser, FIREFOX_PREFS[setting]);
  }
  await page.waitForFunction((query) => matchMedia(query).matches, { polling: 50 }, `(${name}: ${value})`);
  return undo;
}
