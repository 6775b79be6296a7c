/**
 * Every surface follows the reader's languages, in both browsers: with the browser's interface in
 * English but the languages it asks pages for Arabic (common on Windows and Linux), and the
 * interface language left on automatic, the toolbar popup and the options page are Arabic and laid
 * out right to left, as the popover already was, and the popover's own text (title, summary, the
 * tafsīr under the verse) is Arabic too, from data/local. Chromium takes its accept languages only at start
 * (--accept-lang, its interface left English); Firefox applies intl.accept_languages live.
 */
import { join, resolve } from "node:path";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { loadDataset, loadLocalTexts } from "../../src/node/dataset.ts";
import { MESSAGES, type MessageKey, translator } from "../../src/shared/i18n.ts";
import { BROWSER_KINDS, type BrowserKind } from "./harness/browsers.ts";
import { openExtensionPage } from "./harness/extension.ts";
import { openPage, waitForPopover, waitForReferenceText } from "./harness/page.ts";
import { waitForPopoverRoot } from "./harness/popover-root.ts";
import { extensionSuite, type SuiteOptions } from "./harness/suite.ts";
import { pointOn } from "./popover-helpers.ts";

const DATA = join(resolve(import.meta.dirname, "../.."), "data");

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

  it("shows the popover's title, summary and the tafsīr under the verse in Arabic (data/local)", async () => {
    const local = loadLocalTexts(DATA, loadDataset(DATA));
    const page = await env.ext.newPage();
    await openPage(page, env.server.url("popover-en.html"));
    await waitForReferenceText(page, "Quran 8:67-69");
    const point = await pointOn(page, "Quran 8:67-69");
    await page.mouse.click(point.x, point.y);
    await waitForPopover(page, true, "8:67 8:68 8:69");
    const root = await waitForPopoverRoot(page);
    const shownText = (selector: string) =>
      page.evaluate((r, sel) => r.querySelector(sel)?.textContent ?? "", root, selector);
    const mine = local.entries.ar!["anfal-8-67-69"]!;
    expect(await shownText("#bl-title")).toBe(`Al-Anfal 8:67–69 · ${mine.title}`);
    expect(await shownText("[data-part=summary]")).toBe(mine.summary);
    expect(await shownText("[data-part=lead] .bl-translation")).toContain(mine.explanation![0]!.text);
    await page.close();
  });
});
