/**
 * The controls, in both browsers: a change made on the options page reaches a tab already open
 * at once (no reload), the popover follows the interface language and the verse switches, the
 * options page is laid out right to left in Arabic, and the global switch clears every mark in
 * every open tab and brings them back. Changes are made by using the options page itself.
 */
import type { Page } from "puppeteer-core";
import { afterEach, describe, expect, it } from "vitest";
import { BROWSER_KINDS } from "./harness/browsers.ts";
import {
  clearSyncStorage,
  openExtensionPage,
  pollUntil,
  readSyncStorage,
  resetSettings,
  setStorage,
} from "./harness/extension.ts";
import { clickReference, openPage, POLL_MS, waitForPopover, waitForReferenceText } from "./harness/page.ts";
import { popoverRoot } from "./harness/popover-root.ts";
import { extensionSuite } from "./harness/suite.ts";

/** Uses a control of the options page as a reader would: a click, or a choice in a select. */
async function useOption(options: Page, selector: string, value?: string): Promise<void> {
  await options.waitForSelector(selector);
  await options.evaluate(
    (sel, v) => {
      const el = document.querySelector<HTMLInputElement | HTMLSelectElement>(sel)!;
      if (v === null) {
        (el as HTMLInputElement).click();
      } else {
        el.value = v;
        el.dispatchEvent(new Event("change", { bubbles: true }));
      }
    },
    selector,
    value ?? null,
  );
}

const navigations = (page: Page) => page.evaluate(() => performance.getEntriesByType("navigation").length);

describe.each(BROWSER_KINDS)("the controls in %s", (kind) => {
  const env = extensionSuite(kind);
  afterEach(() => resetSettings(env.ext));

  it("applies an options change to an open tab at once: Arabic interface, no Arabic verse", async () => {
    const page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("popover-en.html"));
    await waitForReferenceText(page, "Quran 8:67-69");
    const loads = await navigations(page);

    const options = await openExtensionPage(env.ext, "options.html", { background: true });
    await useOption(options, 'input[name="showArabic"]');
    await useOption(options, 'select[name="language"]', "ar");
    await options.waitForFunction(() => document.documentElement.dir === "rtl", { polling: POLL_MS });
    const layout = await options.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('input[name="enabled"]')!;
      const label = input.closest("label")!.querySelector(".label")!;
      return {
        heading: document.querySelector("h1")?.textContent ?? "",
        levelOne: document.querySelectorAll("h1").length,
        direction: getComputedStyle(document.body).direction,
        switchRightOfLabel: input.getBoundingClientRect().left > label.getBoundingClientRect().left,
        showArabic: document.querySelector<HTMLInputElement>('input[name="showArabic"]')!.checked,
      };
    });
    expect(layout).toEqual({
      heading: "خيارات عدسة بدر",
      levelOne: 1,
      direction: "rtl",
      switchRightOfLabel: true,
      showArabic: false,
    });

    await page.bringToFront();
    await clickReference(page, "Quran 8:67-69");
    await waitForPopover(page, true, "8:67 8:68 8:69");
    const root = (await popoverRoot(page))!;
    const popover = await page.evaluate((shadow) => {
      const dialog = shadow.querySelector<HTMLElement>('[role="dialog"]')!;
      const close = shadow.querySelector<HTMLElement>(".bl-close")!;
      const title = shadow.querySelector<HTMLElement>(".bl-title")!;
      return {
        dir: dialog.dir,
        direction: getComputedStyle(dialog).direction,
        closeLabel: close.getAttribute("aria-label"),
        // Mirrored: the close button is at the start (left) of the header in Arabic.
        closeLeftOfTitle: close.getBoundingClientRect().left < title.getBoundingClientRect().left,
        arabicVerses: shadow.querySelectorAll(".bl-arabic").length,
        englishVerses: shadow.querySelectorAll(".bl-english").length,
        // The title is the entry's in Arabic (data/local), so it runs right to left too.
        titleDirection: getComputedStyle(title).direction,
        titleLanguage: title.lang,
      };
    }, root);
    expect(popover).toEqual({
      dir: "rtl",
      direction: "rtl",
      closeLabel: "إغلاق",
      closeLeftOfTitle: true,
      arabicVerses: 0,
      englishVerses: 3,
      titleDirection: "rtl",
      titleLanguage: "ar",
    });
    expect(await navigations(page)).toBe(loads);
    expect(errors).toEqual([]);

    // Back to the defaults with the page's own button; the next popover is English with both texts.
    await useOption(options, 'button[name="reset"]');
    await options.waitForFunction(() => document.documentElement.dir === "ltr", { polling: POLL_MS });
    await page.bringToFront();
    await page.keyboard.press("Escape");
    await waitForPopover(page, false);
    await clickReference(page, "Quran 8:67-69");
    await page.waitForFunction(
      (shadow) =>
        shadow.querySelector('[role="dialog"]')?.getAttribute("dir") === "ltr" &&
        shadow.querySelectorAll(".bl-arabic").length === 3,
      { polling: POLL_MS },
      root,
    );
    await options.close();
    await page.close();
  });

  it("edits the list of sites where Badr Lens is off: a pasted address adds its site, a button takes it off", async () => {
    const page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("popover-en.html"));
    await waitForReferenceText(page, "Quran 8:67-69");
    const options = await openExtensionPage(env.ext, "options.html", { background: true });
    await options.waitForSelector("#add-site");
    await options.evaluate((address) => {
      const input = document.querySelector<HTMLInputElement>("#add-site")!;
      input.value = address;
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }, env.server.url("popover-en.html"));
    await useOption(options, 'form button[type="submit"]');
    await options.waitForSelector('li[data-site="127.0.0.1"]');
    await page.bringToFront();
    await page.waitForFunction(() => !CSS.highlights.has("badr-lens"), { polling: POLL_MS });

    await useOption(options, 'li[data-site="127.0.0.1"] button');
    await options.waitForFunction(() => document.querySelector("li[data-site]") === null, {
      polling: POLL_MS,
    });
    await page.bringToFront();
    await waitForReferenceText(page, "Quran 8:67-69");
    expect(errors).toEqual([]);
    await options.close();
    await page.close();
  });

  it("keeps the list of sites past one storage item's quota, and says so when the browser's storage is full", async () => {
    // 400 sites (past the 276 that filled one storage.sync item), in the items the extension writes.
    const sites = Array.from({ length: 400 }, (_, i) => `site-number-${i}.example.org`).sort();
    await setStorage(env.ext, { disabledSites: sites.slice(0, 200), disabledSites2: sites.slice(200) });
    const options = await openExtensionPage(env.ext, "options.html");
    const addSite = async (address: string) => {
      await options.evaluate((value) => {
        const input = document.querySelector<HTMLInputElement>("#add-site")!;
        input.value = value;
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }, address);
      // A task later, once the form has taken the typed address in.
      await options.evaluate(() =>
        document.querySelector<HTMLButtonElement>('form button[type="submit"]')!.click(),
      );
    };
    /** The list of sites as stored, all its items together. */
    const stored = async () => {
      const all = await readSyncStorage(env.ext);
      return Object.keys(all)
        .filter((key) => /^disabledSites\d*$/.test(key))
        .flatMap((key) => all[key] as string[]);
    };
    try {
      await options.waitForSelector('li[data-site="site-number-399.example.org"]');
      await addSite(env.server.url("popover-en.html"));
      await options.waitForSelector('li[data-site="127.0.0.1"]');
      await pollUntil(async () => (await stored()).includes("127.0.0.1"));
      expect((await stored()).sort()).toEqual([...sites, "127.0.0.1"].sort());

      // The rest of storage.sync filled (the area holds 102,400 bytes): one more site cannot be kept.
      await options.evaluate(async () => {
        type Sync = { storage: { sync: { set(v: unknown): Promise<void> } } };
        const scope = globalThis as unknown as { browser?: Sync; chrome?: Sync };
        const sync = (scope.browser ?? scope.chrome)!.storage.sync;
        for (let n = 0; n < 20; n++) {
          try {
            await sync.set({ [`filler${n}`]: "x".repeat(8_100) });
          } catch {
            break;
          }
        }
        for (let size = 4_096; size >= 1; size = Math.floor(size / 2))
          for (let n = 0; ; n++)
            try {
              await sync.set({ [`f${size}_${n}`]: "x".repeat(size) });
            } catch {
              break;
            }
      });
      await addSite("https://one-more-site.example.org/page");
      await options.waitForFunction(
        () => document.querySelector('[role="status"]')?.textContent?.startsWith("Not saved"),
        { polling: POLL_MS },
      );
      expect(await stored()).not.toContain("one-more-site.example.org");
    } finally {
      await clearSyncStorage(env.ext);
      await options.close();
    }
  });

  it("the global switch removes every mark in every open tab, and brings them back", async () => {
    const first = await env.ext.newPage();
    const second = await env.ext.newPage();
    const firstErrors = (await openPage(first, env.server.url("popover-en.html"))).errors;
    const secondErrors = (await openPage(second, env.server.url("popup-groups.html"))).errors;
    const counts = async () => {
      const out: number[] = [];
      // Background tabs get no animation frames, so each is brought to the front to be read.
      for (const page of [first, second]) {
        await page.bringToFront();
        out.push(await page.evaluate(() => CSS.highlights.get("badr-lens")?.size ?? 0));
      }
      return out;
    };
    for (const page of [first, second]) {
      await page.bringToFront();
      await page.waitForFunction(() => (CSS.highlights.get("badr-lens")?.size ?? 0) > 0, {
        polling: POLL_MS,
      });
    }

    const options = await openExtensionPage(env.ext, "options.html", { background: true });
    await useOption(options, 'input[name="enabled"]');
    for (const page of [first, second]) {
      await page.bringToFront();
      await page.waitForFunction(() => !CSS.highlights.has("badr-lens"), { polling: POLL_MS });
    }
    expect(await counts()).toEqual([0, 0]);

    await useOption(options, 'input[name="enabled"]');
    for (const page of [first, second]) {
      await page.bringToFront();
      await page.waitForFunction(() => (CSS.highlights.get("badr-lens")?.size ?? 0) > 0, {
        polling: POLL_MS,
      });
    }
    const [a, b] = await counts();
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    expect(firstErrors).toEqual([]);
    expect(secondErrors).toEqual([]);
    await options.close();
    await first.close();
    await second.close();
    await setStorage(env.ext, { enabled: true });
  });
});
