/**
 * The first-run page (src/first-run/), in both browsers, for a reader whose browser asks pages for
 * Arabic: the install opens it once, in front, in the reader's language (right to left), with the
 * sample passage, its verse, the privacy promise, the keyboard commands and the link to the
 * options; opening another of the extension's pages opens no second one. That an update opens
 * none is the background's unit test (tests/unit/background/index.test.ts): a reload of the
 * extension in Firefox, its only way here, raced the next page's load on a busy machine, and
 * Chromium cannot reload an extension loaded through CDP. axe's audit is in accessibility.test.ts.
 */
import { describe, expect, it } from "vitest";
import { BROWSER_KINDS, type BrowserKind, firstRunUrl, tabsShowing, waitForTab } from "./harness/browsers.ts";
import { openExtensionPage } from "./harness/extension.ts";
import { POLL_MS } from "./harness/page.ts";
import { patient } from "./harness/patience.ts";
import { extensionSuite } from "./harness/suite.ts";

describe.each(BROWSER_KINDS)("the first-run page in %s", (kind: BrowserKind) => {
  const env = extensionSuite(kind, {
    launch: () => ({
      keepFirstRun: true,
      // Firefox reads the accepted languages from its preferences at start, Chromium from a flag.
      ...(kind === "chromium"
        ? { chromiumAcceptLanguages: "ar" }
        : { firefoxPrefs: { "intl.accept_languages": "ar" } }),
    }),
  });
  const firstRunTabs = async () =>
    (await tabsShowing(env.ext.browser, firstRunUrl(env.ext.extensionOrigin))).length;

  it("opens once on install, in the reader's language, with the sample, the promise, the commands and the options", async () => {
    const page = patient(await waitForTab(env.ext.browser, firstRunUrl(env.ext.extensionOrigin)));
    await page.waitForFunction(() => document.querySelector("h1") !== null, { polling: POLL_MS });
    await page.waitForFunction(() => document.querySelectorAll("tr[data-command]").length === 3, {
      polling: POLL_MS,
    });
    const shown = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      visible: document.visibilityState,
      heading: document.querySelector("h1")?.textContent,
      passage: document.querySelector("[data-part=passage]")?.textContent,
      marked: document.querySelector("[data-part=passage] bdi")?.textContent,
      verse: document.querySelector("[data-part=preview] [lang=ar]")?.textContent ?? "",
      sections: [...document.querySelectorAll("section h2")].map((h) => h.id),
      shortcuts: [...document.querySelectorAll("tr[data-command] kbd")].map((k) => k.textContent),
      options: document.querySelector<HTMLAnchorElement>("a[data-part=options]")?.getAttribute("href"),
    }));
    expect(shown).toMatchObject({
      lang: "ar",
      dir: "rtl",
      // Opened in front, where the reader sees it.
      visible: "visible",
      heading: "مرحبًا بك في عدسة بدر",
      marked: "(الأنفال: ٩)",
      sections: ["sample", "privacy", "shortcuts", "pin", "options"],
      shortcuts: ["Alt+Shift+J", "Alt+Shift+K", "Alt+Shift+O"],
      options: "options.html",
    });
    expect(shown.passage).toContain("ألف من الملائكة");
    // 8:9's Uthmānī text, from the dataset.
    expect(shown.verse).toMatch(/^إِذۡ تَسۡتَغِيثُونَ/);
    // Another of the extension's pages opened (the background long started): still one.
    await (await openExtensionPage(env.ext, "options.html")).close();
    expect(await firstRunTabs()).toBe(1);
  });
});
