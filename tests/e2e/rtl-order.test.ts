/**
 * Right to left done right, read from what the browser draws (Chromium and Firefox ESR): in the
 * Arabic and Urdu interfaces, a verse range, a verse key or a translator's name inside the
 * popover's right-to-left text keeps its own left-to-right order, and stays in one piece beside the
 * words around it. The DOM order is right whatever the browser draws, so each check reads the x
 * position of every character (a Range over it, getClientRects) inside our shadow root.
 */
import type { ElementHandle, Page } from "puppeteer-core";
import { afterEach, describe, expect, it } from "vitest";
import { MESSAGES } from "../../src/shared/i18n.ts";
import { BROWSER_KINDS } from "./harness/browsers.ts";
import { resetSettings, setStorage } from "./harness/extension.ts";
import { openPage, waitForPopover, waitForReferenceText } from "./harness/page.ts";
import { waitForPopoverRoot } from "./harness/popover-root.ts";
import { extensionSuite } from "./harness/suite.ts";
import { clickInPopover, pointOn, waitForSettled } from "./popover-helpers.ts";

/** A character as drawn: its centre's x and its line's top. */
interface Drawn {
  c: string;
  x: number;
  top: number;
}

/** Every drawn character of the element `selector` in our shadow root, in DOM order. */
function drawnCharacters(page: Page, root: ElementHandle<Document>, selector: string): Promise<Drawn[]> {
  return page.evaluate(
    (shadow, sel) => {
      const element = shadow.querySelector(sel);
      if (!element) throw new Error(`no ${sel} in the popover`);
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const drawn: { c: string; x: number; top: number }[] = [];
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getClientRects()[0];
          // Spaces and invisible controls say nothing about order.
          if (!box || box.width === 0 || /\s/.test(node.data[i]!)) continue;
          drawn.push({ c: node.data[i]!, x: box.left + box.width / 2, top: Math.round(box.top) });
        }
      }
      return drawn;
    },
    root,
    selector,
  );
}

/** The drawn characters of the first occurrence of `run` in the element's text (spaces left out). */
function charactersOf(drawn: readonly Drawn[], run: string): Drawn[] {
  const text = drawn.map((d) => d.c).join("");
  const wanted = run.replace(/\s/g, "");
  const at = text.indexOf(wanted);
  if (at < 0) throw new Error(`${JSON.stringify(run)} is not in ${JSON.stringify(text)}`);
  return drawn.slice(at, at + wanted.length);
}

/**
 * The run's characters in reading order for left-to-right text: "8" left of ":67", "67" left of
 * "–69" on a line, and a run the line breaks goes on at the next line, never back up.
 */
function drawnLeftToRight(drawn: readonly Drawn[], run: string): boolean {
  const chars = charactersOf(drawn, run);
  return chars.every((d, i) => {
    const previous = chars[i - 1];
    return !previous || (d.top === previous.top ? d.x > previous.x : d.top > previous.top);
  });
}

const leftmost = (chars: readonly Drawn[]) => Math.min(...chars.map((d) => d.x));
const rightmost = (chars: readonly Drawn[]) => Math.max(...chars.map((d) => d.x));

type Pointing = "up" | "down" | "left" | "right";

/**
 * Where the chevron inside `selector` points as drawn: its corner (the two borders it draws) turned
 * by its computed transform, read in the popover's own document.
 */
function chevronPointing(root: ElementHandle<Document>, selector: string): Promise<Pointing> {
  return root.evaluate((doc, sel) => {
    const chevron = doc.querySelector(`${sel} .bl-chevron`);
    if (!chevron) throw new Error(`no chevron in ${sel}`);
    const style = (chevron.ownerDocument.defaultView ?? window).getComputedStyle(chevron);
    const x = Number.parseFloat(style.borderRightWidth) > 0 ? 1 : -1;
    const y = Number.parseFloat(style.borderBottomWidth) > 0 ? 1 : -1;
    const [a = 1, b = 0, c = 0, d = 1] = /matrix\(([^)]*)\)/
      .exec(style.transform)?.[1]
      ?.split(",")
      .map(Number) ?? [1, 0, 0, 1];
    const turnedX = a * x + c * y;
    const turnedY = b * x + d * y;
    if (Math.abs(turnedX) > Math.abs(turnedY)) return turnedX > 0 ? "right" : "left";
    return turnedY > 0 ? "down" : "up";
  }, selector) as Promise<Pointing>;
}

/** Each message's words around its placeholder: "اقرأ" and "في quran.com" around $RUN$. */
function wordsAround(language: "ar" | "ur", key: "popoverReadOn" | "popoverTranslation"): [string, string] {
  const [before = "", after = ""] = MESSAGES[language][key]!.message.split(/\$\w+\$/);
  return [before.trim(), after.trim()];
}

describe.each(
  BROWSER_KINDS.flatMap((kind) => (["ar", "ur"] as const).map((language) => ({ kind, language }))),
)("verse keys and names in the $language interface, as $kind draws them", ({ kind, language }) => {
  const env = extensionSuite(kind);
  afterEach(() => resetSettings(env.ext));

  /** The English fixture in the interface's language, with `text`'s popover pinned and settled. */
  async function openedOn(text: string, targets: string) {
    // The English translation chosen: an Arabic reader who chose none reads al-Muyassar under the
    // verse (ADR 018), whose name is Arabic; the Latin translator's name is the case in question.
    await setStorage(env.ext, { language, translation: "en" });
    const page = await env.ext.newPage();
    await openPage(page, env.server.url("popover-en.html"));
    await waitForReferenceText(page, text);
    const point = await pointOn(page, text);
    await page.mouse.click(point.x, point.y);
    await waitForPopover(page, true, targets);
    await waitForSettled(page);
    return { page, root: await waitForPopoverRoot(page) };
  }

  it("draws the quran.com link's range, the verse key and the translator's name in reading order", async () => {
    const { page, root } = await openedOn("Quran 8:67-69", "8:67 8:68 8:69");
    expect(await page.evaluate((r) => r.querySelector<HTMLElement>("[role=dialog]")?.dir, root)).toBe("rtl");

    // "اقرأ 8:67–69 في quran.com": the range reads 8:67–69 from the left, between the two words.
    const link = await drawnCharacters(page, root, "[data-part=quran-com]");
    expect(drawnLeftToRight(link, "8:67–69")).toBe(true);
    const range = charactersOf(link, "8:67–69");
    const [before, after] = wordsAround(language, "popoverReadOn");
    if (before) expect(leftmost(charactersOf(link, before))).toBeGreaterThan(rightmost(range));
    expect(rightmost(charactersOf(link, after))).toBeLessThan(leftmost(range));

    // "(8:67)" after the translation, and "الترجمة: Saheeh International": the label first (on the
    // right), then the name, on the label's left or from the start of the next line, in its own
    // order (where the line breaks depends on the fonts: Chromium and Firefox here break apart).
    // The heading in the reader's language (data/local): the Latin verse label reads in its order.
    const heading = await drawnCharacters(page, root, "#bl-title");
    expect(drawnLeftToRight(heading, "Al-Anfal 8:67–69")).toBe(true);

    const lead = await drawnCharacters(page, root, "[data-part=lead] .bl-translation");
    expect(drawnLeftToRight(lead, "(8:67)")).toBe(true);
    const credit = await drawnCharacters(page, root, "[data-part=translation-name]");
    const [label] = wordsAround(language, "popoverTranslation");
    const labelChars = charactersOf(credit, label);
    const name = charactersOf(credit, "Saheeh International");
    expect(drawnLeftToRight(credit, "Saheeh International")).toBe(true);
    const labelTop = labelChars[0]!.top;
    expect(name.every((d) => d.top > labelTop || (d.top === labelTop && d.x < leftmost(labelChars)))).toBe(
      true,
    );
    await page.close();
  });

  it("draws a tab's verse range in reading order", async () => {
    const { page, root } = await openedOn("al-Anfal 8:1-75", "8:9 8:67 8:68 8:69");
    const tab = await drawnCharacters(page, root, "#bl-tab-anfal-8-67-69");
    expect(drawnLeftToRight(tab, "8:67–69")).toBe(true);
    await page.close();
  });
  it("points the sheet's chevron up then down, and a section's forward (left) then down", async () => {
    await setStorage(env.ext, { language, translation: "en" });
    const page = await env.ext.newPage();
    await page.setViewport({ width: 390, height: 844 });
    await openPage(page, env.server.url("popover-en.html"));
    const text = "Quran 8:67-69";
    await waitForReferenceText(page, text);
    const point = await pointOn(page, text);
    await page.mouse.click(point.x, point.y);
    await waitForPopover(page, true, "8:67 8:68 8:69");
    await waitForSettled(page);
    const root = await waitForPopoverRoot(page);
    const sheet = "[data-part=sheet-toggle]";
    await root.waitForSelector(sheet);
    expect(await chevronPointing(root, `${sheet}[data-expanded=false]`)).toBe("up");
    await clickInPopover(page, sheet);
    await root.waitForSelector(`${sheet}[data-expanded=true]`);
    expect(await chevronPointing(root, sheet)).toBe("down");

    // A section's toggle: one that is closed (the browser's session may remember others open).
    const closed = await root.$eval(".bl-toggle[aria-expanded=false]", (b) => `#${b.id}`);
    expect(await chevronPointing(root, closed)).toBe("left");
    await clickInPopover(page, closed);
    await root.waitForSelector(`${closed}[aria-expanded=true]`);
    expect(await chevronPointing(root, closed)).toBe("down");
    await page.close();
  });
});
