/**
 * The first-run page (src/first-run/), in both browsers, for a reader whose browser asks pages for
 * Arabic: the install opens it once, in front, in the reader's language (right to left), with the
 * sample passage, its verse, the privacy promise, the keyboard commands and the link to the
 * options. In Firefox a reload of the extension (runtime.reload(), an "update") opens no second one;
 * Chromium cannot reload an extension loaded through CDP (tests/e2e/lifecycle.test.ts), and
 * installing it again is an install. axe's audit of the page is in accessibility.test.ts.
 */
import { describe, expect, it } from "vitest";
import { BROWSER_KINDS, type BrowserKind, firstRunUrl, tabsShowing, waitForTab } from "./harness/browsers.ts";
import { openExtensionPage, pollUntil } from "./harness/extension.ts";
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

    if (kind === "firefox") {
      // A reload is an update: the background starts again and must not greet the reader twice.
      // Firefox closes the old instance's tabs, the first-run page among them, so none may show
      // it after. "After": once the new background answers a message (session:get), which it can
      // only do once its script has run and registered the onInstalled listener the browser then
      // calls; a tab it opened would be asked for before that answer left, on the same channel.
      await page
        .evaluate(() =>
          (globalThis as unknown as { browser: { runtime: { reload(): void } } }).browser.runtime.reload(),
        )
        .catch(() => undefined);
      const options = await openExtensionPage(env.ext, "options.html");
      await pollUntil(() =>
        options.evaluate(async () => {
          type Runtime = { runtime: { sendMessage(m: unknown): Promise<unknown> } };
          const { runtime } = (globalThis as unknown as { browser: Runtime }).browser;
          await runtime.sendMessage({ type: "session:get", key: "popoverOpenSections" });
          return true;
        }),
      );
      await options.close();
      expect(await firstRunTabs()).toBe(0);
    }
  });
});
