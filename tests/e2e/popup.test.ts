/**
 * The toolbar popup as the browser opens it (Chromium: action.openPopup() from the service worker
 * opens the real popup, headless too; Firefox offers no way to open it from automation, and the
 * same component's text handling is covered by tests/unit/core/text/display.test.ts and its
 * grouping by tests/unit/popup/groups.test.ts): text taken from the page is shown as bounded,
 * isolated plain text; references are grouped by entry with the words around each; a click opens
 * the reference's popover; the list follows the page when the site is switched off and on; and
 * the Arabic interface is laid out right to left.
 */
import type { Page } from "puppeteer-core";
import { afterEach, describe, expect, it } from "vitest";
import { onlyIn } from "./harness/browsers.ts";
import { openActionPopup, resetSettings, setStorage } from "./harness/extension.ts";
import {
  openPage,
  POLL_MS,
  waitForHighlightCount,
  waitForPopover,
  waitForReferenceText,
} from "./harness/page.ts";
import { extensionSuite } from "./harness/suite.ts";

const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

async function closePopup(popup: Page): Promise<void> {
  if (!popup.isClosed()) await popup.close().catch(() => undefined);
}

describe.each(onlyIn("chromium"))("the toolbar popup, in %s", (kind) => {
  const env = extensionSuite(kind);
  afterEach(() => resetSettings(env.ext));

  it("shows page text without bidi controls, truncated and isolated, in a popup of bounded width", async () => {
    const page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("popup-text.html"));
    await waitForReferenceText(page, "Quran 8:67");
    await page.bringToFront();
    const popup = await openActionPopup(env.ext);
    await popup.waitForFunction(() => document.querySelectorAll(".mention .text").length === 2, {
      polling: POLL_MS,
    });
    const shown = await popup.evaluate(() => ({
      items: [...document.querySelectorAll(".mention .text")].map((b) => b.textContent ?? ""),
      allText: document.body.textContent ?? "",
      width: document.documentElement.scrollWidth,
    }));
    // In page order within each group: 8:9 (the long link) comes before 8:67–69.
    const [long, quran] = shown.items;
    expect(quran).toBe("Quran 8:67");
    expect(Array.from(long!).length).toBeLessThanOrEqual(80);
    expect(long!.endsWith("…")).toBe(true);
    expect(BIDI_CONTROLS.test(shown.allText)).toBe(false);
    expect(shown.width).toBeLessThanOrEqual(440);
    // A click asks the page for that reference by its id and opens its popover there.
    await popup.click('.group[data-entry="anfal-8-67-69"] .mention');
    await waitForPopover(page, true, "8:67");
    expect(errors).toEqual([]);
    await closePopup(popup);
    await page.close();
  });

  it("groups the references by entry with their context, jumps to one, and follows the site switch live", async () => {
    const page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("popup-groups.html"));
    await waitForReferenceText(page, "Battle of Badr");
    await page.bringToFront();
    const popup = await openActionPopup(env.ext);
    await popup.waitForFunction(() => document.querySelectorAll(".group").length === 3, { polling: POLL_MS });
    const groups = await popup.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>(".group")].map((g) => ({
        entry: g.dataset.entry,
        label: g.querySelector(".name")?.textContent ?? "",
        count: g.querySelector(".count")?.textContent ?? "",
        rows: [...g.querySelectorAll(".mention")].map((m) => m.textContent ?? ""),
      })),
    );
    // Reading order, labels from the dataset's titles, counts of two digits shown whole.
    expect(groups.map((g) => g.entry)).toEqual(["anfal-8-9", "anfal-8-67-69", "badr"]);
    expect(groups[0]!.label).toContain("The thousand angels at Badr");
    expect(groups[1]!.label).toContain("The captives of Badr");
    expect(groups[2]!.label).toBe("The Battle of Badr");
    expect(groups.map((g) => g.count)).toEqual(["11", "1", "1"]);
    // The total, in a polite live region, so a screen reader hears it when it changes.
    const live = await popup.evaluate(() => {
      const region = document.querySelector<HTMLElement>('[role="status"][aria-live="polite"]');
      return region?.textContent ?? null;
    });
    expect(live).toBe("13 references on this page");
    // The popup stays short: the first three mentions of each group, the rest behind "Show all".
    expect(groups.map((g) => g.rows.length)).toEqual([3, 1, 1]);
    expect(
      await popup.evaluate(() => [...document.querySelectorAll(".show-all")].map((b) => b.textContent)),
    ).toEqual(["Show all 11"]);
    // From the keyboard: the button goes with the press, and focus moves to the fourth mention,
    // the first it showed, rather than falling back to the document.
    await popup.focus(".group[data-entry='anfal-8-9'] .show-all");
    await popup.keyboard.press("Enter");
    await popup.waitForFunction(
      () => document.querySelectorAll(".group[data-entry='anfal-8-9'] .mention").length === 11,
      { polling: POLL_MS },
    );
    expect(await popup.$(".show-all")).toBeNull();
    // The focus moves once the list has drawn its new rows (a frame after them on a busy machine):
    // waited for, and never there if it fell back to the document.
    await popup.waitForFunction(
      () =>
        document.activeElement ===
        document.querySelector(".group[data-entry='anfal-8-9'] li:nth-child(4) .mention"),
      { polling: POLL_MS },
    );
    groups[0]!.rows = await popup.evaluate(() =>
      [...document.querySelectorAll(".group[data-entry='anfal-8-9'] .mention")].map(
        (m) => m.textContent ?? "",
      ),
    );
    // Eleven mentions of the same words, told apart by their context.
    expect(new Set(groups[0]!.rows).size).toBe(11);
    expect(groups[0]!.rows[0]).toContain("the night before the battle");
    // Context cut to whole words: "Mention 2 is about the promise of reinforcement:" is 49
    // characters, one more than the page sends, so its first word goes and "…" says so.
    expect(groups[0]!.rows[1]).toMatch(/^…2 is about the promise of reinforcement: Quran 8:9 says/);
    expect(groups[0]!.rows[0]).toContain("Quran 8:9");
    expect(groups[1]!.rows[0]).toContain("On the prisoners taken that day");

    // The per-site switch says its state, and the list follows it both ways while open.
    const site = () =>
      popup.evaluate(() => ({
        checked: document.querySelector<HTMLInputElement>('input[name="site"]')!.checked,
        label: document.querySelector(".site .label")?.textContent ?? "",
      }));
    expect(await site()).toEqual({ checked: true, label: "On for 127.0.0.1" });
    await popup.click('input[name="site"]');
    await page.waitForFunction(() => !CSS.highlights.has("badr-lens"), { polling: POLL_MS });
    await popup.waitForFunction(() => document.querySelectorAll(".group").length === 0, { polling: POLL_MS });
    expect(await site()).toEqual({ checked: false, label: "Off for 127.0.0.1" });
    expect(await popup.evaluate(() => document.querySelector(".empty")?.textContent ?? "")).toContain(
      "Badr Lens looks for",
    );
    await popup.click('input[name="site"]');
    await popup.waitForFunction(
      () =>
        document.querySelectorAll(".group").length === 3 &&
        document.querySelector('.group[data-entry="anfal-8-9"] .count')?.textContent === "11",
      { polling: POLL_MS },
    );
    await waitForHighlightCount(page, 13);

    // A mention further down the list scrolls the page to it and opens its popover.
    const before = await page.evaluate(() => window.scrollY);
    await popup.click('.group[data-entry="badr"] .mention');
    await waitForPopover(page, true, "badr");
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(before);
    expect(errors).toEqual([]);
    await closePopup(popup);
    await page.close();
  });

  it("answers on a page that loaded nothing but content.js, and switches its site off there", async () => {
    // "hi": the first look turns the page down and its frame does not listen (content/loader/index.ts);
    // the popup reaches it by scripting, and main.js starts to answer.
    const page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("small-text.html"));
    await page.bringToFront();
    const popup = await openActionPopup(env.ext);
    await popup.waitForSelector("section.site input[name='site']:not([disabled])");
    expect(await popup.evaluate(() => document.querySelector(".empty")?.textContent ?? "")).toContain(
      "No reference on this page yet.",
    );
    await popup.click("section.site input[name='site']");
    await popup.waitForFunction(
      () => !document.querySelector<HTMLInputElement>("section.site input[name='site']")?.checked,
      { polling: POLL_MS },
    );
    expect(errors).toEqual([]);
    await closePopup(popup);
    await page.close();
  });

  it("is laid out right to left in Arabic, and the global switch says it is off everywhere", async () => {
    await setStorage(env.ext, { language: "ar", enabled: false });
    const page = await env.ext.newPage();
    await openPage(page, env.server.url("popup-groups.html"));
    await page.bringToFront();
    const popup = await openActionPopup(env.ext);
    await popup.waitForFunction(() => document.documentElement.dir === "rtl", { polling: POLL_MS });
    const layout = await popup.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('input[name="enabled"]')!;
      const label = input.closest("label")!.querySelector(".label")!;
      return {
        lang: document.documentElement.lang,
        direction: getComputedStyle(document.body).direction,
        // Mirrored: the switch sits at the right of its label, the icon at the right of the header.
        switchRightOfLabel: input.getBoundingClientRect().left > label.getBoundingClientRect().left,
        iconAtRight:
          document.querySelector("header img")!.getBoundingClientRect().left > document.body.clientWidth / 2,
        globalLabel: label.textContent ?? "",
        checked: input.checked,
        siteDisabled: document.querySelector<HTMLInputElement>('input[name="site"]')!.disabled,
      };
    });
    expect(layout).toEqual({
      lang: "ar",
      direction: "rtl",
      switchRightOfLabel: true,
      iconAtRight: true,
      globalLabel: "عدسة بدر متوقفة في كل مكان",
      checked: false,
      siteDisabled: true,
    });
    await closePopup(popup);
    await page.close();
  });
});
