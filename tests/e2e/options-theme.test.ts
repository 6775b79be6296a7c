/**
 * The theme chosen in the options (light, dark, or the browser's) applies to the options page
 * itself and to the toolbar popup, not only to popovers, in both browsers: dark on a light system,
 * light on a dark one, and the system's again on "auto". Read from the colour the page is drawn in.
 */
import type { Page } from "puppeteer-core";
import { afterEach, describe, expect, it } from "vitest";
import { BROWSER_KINDS } from "./harness/browsers.ts";
import { openExtensionPage, resetSettings, setStorage } from "./harness/extension.ts";
import { POLL_MS } from "./harness/page.ts";
import { extensionSuite } from "./harness/suite.ts";
import { applySystemSetting } from "./harness/system-settings.ts";

/** pages.css's backgrounds, as getComputedStyle says them. */
const LIGHT = "rgb(255, 253, 248)";
const DARK = "rgb(30, 34, 40)";

function waitForBackground(page: Page, colour: string): Promise<unknown> {
  return page.waitForFunction(
    (c) => getComputedStyle(document.body).backgroundColor === c,
    { polling: POLL_MS },
    colour,
  );
}

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Picks a theme with the page's own radio button, as a reader would. */
async function chooseTheme(options: Page, theme: "auto" | "light" | "dark"): Promise<void> {
  await options.evaluate((value) => {
    document.querySelector<HTMLInputElement>(`input[name="theme"][value="${value}"]`)!.click();
  }, theme);
}

describe.each(BROWSER_KINDS)("the chosen theme on the extension's own pages in %s", (kind) => {
  const env = extensionSuite(kind);
  let undoDark: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await undoDark?.();
    undoDark = undefined;
    await resetSettings(env.ext);
  });

  it("draws the options page and the popup in the theme chosen, whatever the system's", async () => {
    await setStorage(env.ext, { theme: "dark" });
    const options = await openExtensionPage(env.ext, "options.html");
    await options.waitForSelector('input[name="theme"][value="dark"]:checked');
    // The system is light (the browsers' default), the page dark as chosen.
    expect(await options.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(false);
    expect(await background(options)).toBe(DARK);
    const popup = await openExtensionPage(env.ext, "popup.html");
    await popup.waitForSelector("footer");
    expect(await background(popup)).toBe(DARK);
    await popup.close();

    // Light stays light when the system turns dark; "auto" follows the system again.
    await chooseTheme(options, "light");
    await waitForBackground(options, LIGHT);
    undoDark = await applySystemSetting(env.ext, options, "dark");
    expect(await background(options)).toBe(LIGHT);
    await chooseTheme(options, "auto");
    await waitForBackground(options, DARK);
    await options.close();
  });
});
