/**
 * Every surface follows the reader's languages, in both browsers: with the browser's interface in
 * English but the languages it asks pages for Arabic (common on Windows and Linux), and the
 * interface language left on automatic, the toolbar popup and the options page are Arabic and laid
 * out right to left, as the popover already was. Chromium takes its accept languages only at start
 * (--accept-lang, its interface left English); Firefox applies intl.accept_languages live.
 */
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { MESSAGES, type MessageKey, translator } from "../../src/shared/i18n.ts";
import { BROWSER_KINDS, type BrowserKind } from "./harness/browsers.ts";
import { openExtensionPage } from "./harness/extension.ts";
import { extensionSuite, type SuiteOptions } from "./harness/suite.ts";

const arabic = (key: MessageKey) => MESSAGES.ar[key]!.message;

function askingForArabic(kind: BrowserKind): SuiteOptions {
  return kind === "chromium"
    ? { launch: () => ({ chromiumAcceptLanguages: "ar" }) }
    : { firefoxPrefs: { "intl.accept_languages": "ar" } };
}

/** The page's language, direction, the browser's own interface language, and its text. */
function shown(page: Page) {
  return page.evaluate(() => {
    type I18n = { i18n: { getUILanguage(): string } };
    const scope = globalThis as unknown as { browser?: I18n; chrome?: I18n };
    return {
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      direction: getComputedStyle(document.body).direction,
      interface: (scope.browser ?? scope.chrome)!.i18n.getUILanguage(),
      languages: [...navigator.languages],
      text: document.body.textContent ?? "",
    };
  });
}

describe.each(BROWSER_KINDS)("an English %s asking pages for Arabic", (kind) => {
  const env = extensionSuite(kind, askingForArabic(kind));

  it("shows the options page in Arabic, right to left", async () => {
    const options = await openExtensionPage(env.ext, "options.html");
    await options.waitForSelector('input[name="showTranslation"]');
    const page = await shown(options);
    // The case in question: the browser itself is English, only its accepted languages are Arabic.
    expect(page.interface).toMatch(/^en/);
    expect(page.languages[0]).toBe("ar");
    expect({ lang: page.lang, dir: page.dir, direction: page.direction }).toEqual({
      lang: "ar",
      dir: "rtl",
      direction: "rtl",
    });
    expect(await options.evaluate(() => document.querySelector("h1")?.textContent?.trim())).toBe(
      arabic("optionsTitle"),
    );
    for (const key of ["optionsIntro", "optionsGeneral", "optionsLanguage"] as const)
      expect(page.text, key).toContain(arabic(key));
    // No Arabic translation is bundled, so the verse's translation is English, and said so in Arabic.
    const label = await options.evaluate(() =>
      document.querySelector('input[name="showTranslation"]')?.closest("label")?.textContent?.trim(),
    );
    expect(label).toBe(translator("ar")("optionsShowTranslation", "الإنجليزية"));
    await options.close();
  });

  it("shows the toolbar popup in Arabic, right to left", async () => {
    const popup = await openExtensionPage(env.ext, "popup.html");
    await popup.waitForSelector("footer .link-button");
    const page = await shown(popup);
    expect(page.interface).toMatch(/^en/);
    expect({ lang: page.lang, dir: page.dir, direction: page.direction }).toEqual({
      lang: "ar",
      dir: "rtl",
      direction: "rtl",
    });
    expect(
      await popup.evaluate(() => document.querySelector("footer .link-button")?.textContent?.trim()),
    ).toBe(arabic("popupOptions"));
    expect(await popup.evaluate(() => document.querySelector("h1")?.textContent?.trim())).toBe(
      arabic("popoverName"),
    );
    await popup.close();
  });
});
