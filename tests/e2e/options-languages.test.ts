/**
 * The options page in the languages that once translated only the popover, in both browsers:
 * chosen on the page itself, Turkish names every heading, switch, field and button from the tr
 * table (none falls back to English), and Urdu lays the page out right to left; the verse
 * translation's checkbox names the translation's real language in the interface's.
 */
import type { Page } from "puppeteer-core";
import { afterEach, describe, expect, it } from "vitest";
import { type Language, MESSAGES, type MessageKey } from "../../src/shared/i18n.ts";
import { BROWSER_KINDS } from "./harness/browsers.ts";
import { openExtensionPage, resetSettings, setStorage } from "./harness/extension.ts";
import { POLL_MS } from "./harness/page.ts";
import { extensionSuite } from "./harness/suite.ts";

const HEADINGS: MessageKey[] = [
  "optionsGeneral",
  "optionsOpening",
  "optionsAppearance",
  "optionsContent",
  "optionsLanguage",
  "optionsTranslation",
  "optionsSites",
  "optionsShortcuts",
];

const text = (language: Language, key: MessageKey) => MESSAGES[language][key]!.message;

/** Picks the interface language in the page's own select, as a reader would, and waits for it. */
async function chooseLanguage(options: Page, language: Language): Promise<void> {
  await options.waitForSelector('select[name="language"]');
  await options.evaluate((value) => {
    const select = document.querySelector<HTMLSelectElement>('select[name="language"]')!;
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  }, language);
  await options.waitForFunction(
    (value) => document.documentElement.lang === value,
    { polling: POLL_MS },
    language,
  );
}

/** What the page shows, read from the elements the reader sees. */
function shown(options: Page) {
  return options.evaluate(() => {
    const labelOf = (selector: string) =>
      document.querySelector(selector)?.closest("label")?.querySelector(".label")?.textContent?.trim();
    const page = {
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      direction: getComputedStyle(document.body).direction,
      title: document.title,
      heading: document.querySelector("h1")?.textContent?.trim(),
      sections: [...document.querySelectorAll("h2")].map((h) => h.textContent?.trim()),
      enabled: labelOf('input[name="enabled"]'),
      addSite: document.querySelector('label[for="add-site"]')?.textContent?.trim(),
      reset: document.querySelector('button[name="reset"]')?.textContent?.trim(),
    };
    return { page, body: document.body.textContent ?? "" };
  });
}

describe.each(BROWSER_KINDS)("the options page in Turkish and Urdu in %s", (kind) => {
  const env = extensionSuite(kind);
  afterEach(() => resetSettings(env.ext));

  it("shows the tr table's strings in Turkish and lays Urdu out right to left", async () => {
    const options = await openExtensionPage(env.ext, "options.html");
    await chooseLanguage(options, "tr");
    const turkish = await shown(options);
    expect(turkish.page).toEqual({
      lang: "tr",
      dir: "ltr",
      direction: "ltr",
      title: text("tr", "optionsTitle"),
      heading: text("tr", "optionsTitle"),
      sections: HEADINGS.map((key) => text("tr", key)),
      enabled: text("tr", "optionsEnabled"),
      addSite: text("tr", "optionsAddSite"),
      reset: text("tr", "optionsReset"),
    });
    const shortcuts = kind === "firefox" ? "optionsShortcutsFirefox" : "optionsShortcutsChrome";
    for (const key of ["optionsIntro", "optionsHover", "optionsNoSites", shortcuts] as const) {
      expect(turkish.body, key).toContain(text("tr", key));
      expect(turkish.body, key).not.toContain(text("en", key));
    }

    await chooseLanguage(options, "ur");
    const urdu = await shown(options);
    expect(urdu.page).toEqual({
      lang: "ur",
      dir: "rtl",
      direction: "rtl",
      title: text("ur", "optionsTitle"),
      heading: text("ur", "optionsTitle"),
      sections: HEADINGS.map((key) => text("ur", key)),
      enabled: text("ur", "optionsEnabled"),
      addSite: text("ur", "optionsAddSite"),
      reset: text("ur", "optionsReset"),
    });
    await options.close();
  });

  it("names the verse translation's own language, in the interface's", async () => {
    await setStorage(env.ext, { language: "en", translation: "fr" });
    const options = await openExtensionPage(env.ext, "options.html");
    const label = () =>
      options.evaluate(() =>
        document.querySelector('input[name="showTranslation"]')?.closest("label")?.textContent?.trim(),
      );
    await options.waitForSelector('input[name="showTranslation"]');
    expect(await label()).toBe("The French translation of the verse");
    await chooseLanguage(options, "tr");
    expect(await label()).toBe("Ayetin Fransızca meali");
    await options.close();
  });
});
