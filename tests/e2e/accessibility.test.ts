/**
 * axe-core (4.14) audits of what Badr Lens shows, in real Chromium and Firefox ESR: the open
 * popover for each entry, on an English and an Arabic page, light and dark; and the extension's
 * own pages, the options page, the toolbar popup and the first-run page. Every rule axe has (WCAG 2.x A and AA and
 * its best practices). The popover lives in a closed shadow root, which axe cannot enter: for the
 * audit only, the test makes the root the host's `shadowRoot` (reached through the browsers'
 * automation interfaces, harness/popover-root.ts) and gives axe the dialog.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PNG } from "pngjs";
import type { CDPSession, ElementHandle, Frame, Page } from "puppeteer-core";
import { afterEach, describe, expect, it } from "vitest";
import { TEXT_SIZE_MAX } from "../../src/shared/settings.ts";
import { BROWSER_KINDS, type BrowserKind } from "./harness/browsers.ts";
import { openExtensionPage, resetSettings, sendToTab, setStorage } from "./harness/extension.ts";
import {
  clickReference,
  hoverReference,
  openPage,
  POLL_MS,
  WAIT_MS,
  waitForPopover,
  waitForReferenceText,
} from "./harness/page.ts";
import { waitForPopoverRoot } from "./harness/popover-root.ts";
import { extensionSuite, type SuiteContext } from "./harness/suite.ts";
import { applySystemSetting } from "./harness/system-settings.ts";
import { focusedControl, popoverGeometry, referenceRect, waitForSettled } from "./popover-helpers.ts";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface Violation {
  id: string;
  nodes: string[];
}

/** Adds axe to the page (evaluated over the automation channel, which a page's CSP does not govern). */
async function withAxe(page: Page | Frame): Promise<void> {
  const present = await page.evaluate(() => "axe" in window);
  if (!present) await page.evaluate(AXE_SOURCE);
}

/** axe's violations for `target` (the document when none), each rule with its nodes. */
async function audit(page: Page, target?: ElementHandle<Element>): Promise<Violation[]> {
  // The popover's content is audited in its own frame, where it lives.
  await withAxe(target?.frame ?? page);
  return page.evaluate(async (element) => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: unknown,
            options: unknown,
          ): Promise<{ violations: { id: string; nodes: { html: string; failureSummary?: string }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(element ?? document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      nodes: v.nodes.map((n) => `${n.html.slice(0, 120)} — ${n.failureSummary ?? ""}`),
    }));
  }, target ?? null);
}

/** The highlighted reference inside the paragraph with `id`. */
async function referenceIn(page: Page, id: string): Promise<string> {
  await page.waitForFunction(
    (pid) =>
      [...(CSS.highlights.get("badr-lens") ?? [])].some((r) =>
        r.startContainer.parentElement?.closest(`#${pid}`),
      ),
    { polling: POLL_MS },
    id,
  );
  return page.evaluate((pid) => {
    for (const r of CSS.highlights.get("badr-lens") ?? []) {
      if (!r.startContainer.parentElement?.closest(`#${pid}`)) continue;
      const live = document.createRange();
      live.setStart(r.startContainer, r.startOffset);
      live.setEnd(r.endContainer, r.endOffset);
      return live.toString();
    }
    return "";
  }, id);
}

/**
 * Text in the popover whose contrast is under WCAG AA (4.5:1, or 3:1 for large text), computed
 * from the rendered colours: axe leaves colour contrast "incomplete" in the top layer. Colours go
 * through a canvas, so any CSS colour syntax comes back as sRGB; backgrounds with alpha are laid
 * over the ones beneath them, up to the dialog's own (opaque) background.
 */
async function lowContrast(root: ElementHandle<Document>): Promise<Violation[]> {
  const low = await root.evaluate((shadow) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    const rgba = (color: string): number[] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = "#000";
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: number[], bottom: number[]) =>
      [0, 1, 2].map((i) => top[i]! * top[3]! + bottom[i]! * (1 - top[3]!)).concat(1);
    const background = (element: Element): number[] => {
      const layers: number[][] = [];
      for (let e: Element | null = element; e; e = e.parentElement) {
        const colour = rgba(getComputedStyle(e).backgroundColor);
        if (colour[3]! > 0) layers.push(colour);
        if (colour[3] === 1 || e.getAttribute("role") === "dialog") break;
      }
      return layers.reverse().reduce((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const luminance = (c: number[]) => {
      const [r, g, b] = c.slice(0, 3).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const out: string[] = [];
    const dialog = shadow.querySelector('[role="dialog"]')!;
    for (const element of dialog.querySelectorAll("*")) {
      const own = [...element.childNodes].some(
        (n) => n.nodeType === 3 && (n.textContent ?? "").trim() !== "",
      );
      if (!own || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      const back = background(element);
      const fore = over(rgba(style.color), back);
      const [hi, lo] = [luminance(fore), luminance(back)].sort((a, b) => b - a);
      const ratio = (hi! + 0.05) / (lo! + 0.05);
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      if (ratio < (large ? 3 : 4.5) - 0.005)
        out.push(
          `${element.tagName.toLowerCase()}.${element.className}: ${ratio.toFixed(2)}:1 "${(element.textContent ?? "").trim().slice(0, 30)}"`,
        );
    }
    return out;
  });
  return low.length === 0 ? [] : [{ id: "color-contrast (computed)", nodes: low }];
}

const PARAGRAPHS = { "8:67 8:68 8:69": "p-verse", "8:9": "p-angels", badr: "p-battle" };

function audits(kind: BrowserKind, env: SuiteContext): void {
  describe(`accessibility audits, ${kind}`, () => {
    // The English page with the English interface, the Arabic page with the Arabic one.
    for (const file of ["popover-en.html", "popover-ar.html"]) {
      for (const theme of ["light", "dark"]) {
        it(`finds no violation in the popover for each entry: ${file}, ${theme} page`, async () => {
          const language = file.includes("-ar") ? "ar" : "en";
          await setStorage(env.ext, { language });
          const page = await env.ext.newPage();
          await openPage(page, env.server.url(`${file}${theme === "dark" ? "?dark" : ""}`));
          const found: Record<string, Violation[]> = {};
          for (const [targets, paragraph] of Object.entries(PARAGRAPHS)) {
            await clickReference(page, await referenceIn(page, paragraph));
            await waitForPopover(page, true, targets);
            await waitForSettled(page);
            const root = await waitForPopoverRoot(page);
            const dialog = (await root.$('[role="dialog"]'))!;
            expect(
              await dialog.evaluate(
                (d) => d.closest("[lang]")?.getAttribute("lang") ?? d.getAttribute("lang"),
              ),
            ).toBe(language);
            found[targets] = await audit(page, dialog);
            found[targets].push(...(await lowContrast(root)));
            await page.keyboard.press("Escape");
            await waitForPopover(page, false);
          }
          expect(found).toEqual({ "8:67 8:68 8:69": [], "8:9": [], badr: [] });
          await page.close();
        });
      }
    }

    for (const language of ["en", "ar"]) {
      it(`finds no violation on the options page, the toolbar popup's page and the first-run page, ${language} interface`, async () => {
        await setStorage(env.ext, { language });
        for (const file of ["options.html", "popup.html", "first-run.html"]) {
          const page = await openExtensionPage(env.ext, file);
          await page.waitForFunction(
            (lang) => document.documentElement.lang === lang,
            { polling: POLL_MS },
            language,
          );
          expect(await page.evaluate(() => document.documentElement.dir)).toBe(
            language === "ar" ? "rtl" : "ltr",
          );
          expect(await audit(page), file).toEqual([]);
          await page.close();
        }
      });
    }
  });
}

/**
 * The options page and the toolbar popup's page by keyboard alone: Tab reaches every control that
 * is shown, each with a visible focus ring (2 px or more of outline), and a key changes a setting.
 * Chromium only: driven over WebDriver BiDi, Firefox takes the window's focus away from an
 * extension tab after the first key (document.hasFocus() turns false), and without focus no
 * :focus-visible ring is drawn at all. The stylesheet is the same in both; the popover's rings are
 * checked in both browsers by the keyboard journey above.
 */
function pagesByKeyboard(env: SuiteContext): void {
  describe("the extension's pages by keyboard, chromium", () => {
    for (const file of ["options.html", "popup.html"]) {
      it(`reaches every control of ${file} with Tab, with a visible focus ring`, async () => {
        const page = await openExtensionPage(env.ext, file);
        // A tab that is not the window's active one has no focus ring to show (Firefox).
        await page.bringToFront();
        await page.waitForFunction(() => document.hasFocus(), { polling: POLL_MS });
        await page.waitForFunction(() => document.querySelector("input, button, select") !== null, {
          polling: POLL_MS,
        });
        const controls = await page.evaluate(
          () =>
            [
              ...document.querySelectorAll<HTMLElement>(
                "a[href], button, input, select, textarea, [tabindex='0']",
              ),
            ].filter((e) => !(e as HTMLButtonElement).disabled && e.getClientRects().length > 0).length,
        );
        const reached = new Set<string>();
        const noRing: string[] = [];
        for (let i = 0; i < controls * 2 + 5; i++) {
          await page.keyboard.press("Tab");
          const now = await page.evaluate(() => {
            const e = document.activeElement as HTMLElement | null;
            if (!e || e === document.body) return null;
            const all = [...document.querySelectorAll("*")];
            const style = getComputedStyle(e);
            return {
              key: `${e.tagName}#${all.indexOf(e)}`,
              ring: style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2,
              detail: `${style.outlineStyle} ${style.outlineWidth} focus-visible=${e.matches(":focus-visible")} focused=${document.hasFocus()}`,
            };
          });
          if (!now) continue;
          reached.add(now.key);
          if (!now.ring) noRing.push(`${now.key} ${now.detail}`);
        }
        // Radio groups are one Tab stop each (arrow keys move inside), so reached ≥ the groups.
        expect(reached.size).toBeGreaterThanOrEqual(Math.min(controls, 3));
        expect(noRing).toEqual([]);
        await page.close();
      });
    }

    it("changes a setting from the keyboard on the options page", async () => {
      const page = await openExtensionPage(env.ext, "options.html");
      await page.waitForSelector('input[type="checkbox"]');
      const before = await page.evaluate(
        () => (document.querySelector('input[type="checkbox"]') as HTMLInputElement).checked,
      );
      await page.focus('input[type="checkbox"]');
      await page.keyboard.press(" ");
      await page.waitForFunction(
        (was) => (document.querySelector('input[type="checkbox"]') as HTMLInputElement).checked !== was,
        { polling: POLL_MS },
        before,
      );
      await page.keyboard.press(" ");
      await page.waitForFunction(
        (was) => (document.querySelector('input[type="checkbox"]') as HTMLInputElement).checked === was,
        { polling: POLL_MS },
        before,
      );
      await page.close();
    });
  });
}

/**
 * The extension's own pages in dark mode, which they take from the browser's system theme
 * (harness/system-settings.ts).
 */
function darkMode(kind: BrowserKind, env: SuiteContext): void {
  describe(`accessibility audits in dark mode, ${kind}`, () => {
    it("finds no violation on the options page and the toolbar popup's page", async () => {
      for (const file of ["options.html", "popup.html"]) {
        const page = await openExtensionPage(env.ext, file);
        const undo = await applySystemSetting(env.ext, page, "dark");
        try {
          expect(await audit(page), file).toEqual([]);
        } finally {
          await undo();
        }
        await page.close();
      }
    });
  });
}

/** The box of the highlighted reference `text` and the 8 px under it, where its underline is drawn. */
async function markBox(
  page: Page,
  text: string,
): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await referenceRect(page, text);
  return { x: box.left, y: box.top, width: box.width, height: box.height + 8 };
}

/** WCAG contrast of two sRGB colours. */
function contrast(a: number[], b: number[]): number {
  const lum = (c: number[]) => {
    const [r, g, bl] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/**
 * The marks on the page, sampled from rendered pixels: the reference's box and the band under it,
 * where the underline is drawn, against the page's background. The underline's strongest pixel
 * must reach 3:1 (WCAG's non-text contrast), on a light and a dark page; and the active mark must
 * differ from a plain one by more than colour (its underline turns solid: no gaps).
 */
function marksContrast(kind: BrowserKind, env: SuiteContext): void {
  describe(`the marks' contrast, ${kind}`, () => {
    for (const theme of ["light", "dark"]) {
      it(`draws an underline of at least 3:1 against a ${theme} page`, async () => {
        const page = await env.ext.newPage();
        await openPage(page, env.server.url(`popover-en.html${theme === "dark" ? "?dark" : ""}`));
        const text = await referenceIn(page, "p-angels");
        const band = async () => {
          // The highlight is replaced as the scan goes on: between two of its sets the reference
          // may not be in it, which is a band not drawn yet, not a failure.
          const box = await markBox(page, text).catch(() => undefined);
          if (!box) return { best: 1, marked: 0 };
          const shot = PNG.sync.read(Buffer.from(await page.screenshot({ clip: box })));
          // The page's background: the commonest colour of the band. The underline: its amber pixels
          // (text and the page are grey, the active tint too pale to count).
          const counts = new Map<number, number>();
          for (let i = 0; i < shot.data.length; i += 4) {
            const key = (shot.data[i]! << 16) | (shot.data[i + 1]! << 8) | shot.data[i + 2]!;
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }
          const common = [...counts].sort((x, y) => y[1] - x[1])[0]![0];
          const background = [common >> 16, (common >> 8) & 255, common & 255];
          let best = 1;
          let marked = 0;
          for (let i = 0; i < shot.data.length; i += 4) {
            const [r, g, bl] = [shot.data[i]!, shot.data[i + 1]!, shot.data[i + 2]!];
            if (Math.max(r, g, bl) - Math.min(r, g, bl) < 60 || r < bl) continue;
            marked++;
            best = Math.max(best, contrast([r, g, bl], background));
          }
          return { best, marked };
        };
        // The highlight is painted a frame or more after it is registered: wait for its pixels
        // (WAIT_MS only bounds a failure; the assertions below then say what was drawn).
        const bandWhen = async (ready: (b: { best: number; marked: number }) => boolean) => {
          const deadline = Date.now() + WAIT_MS;
          let shot = await band();
          while (!ready(shot) && Date.now() < deadline) shot = await band();
          return shot;
        };
        const plain = await bandWhen((b) => b.marked > 0);
        expect(plain.best).toBeGreaterThanOrEqual(3);
        // Hovered, the mark is the active one: the solid line covers more of the band than dots do.
        await hoverReference(page, text);
        await page.waitForFunction(() => (CSS.highlights.get("badr-lens-active")?.size ?? 0) > 0);
        const active = await bandWhen((b) => b.marked > plain.marked * 1.3);
        expect(active.marked).toBeGreaterThan(plain.marked * 1.3);
        await page.close();
      });
    }
  });
}

/** What has focus inside our root: its label, its box, and whether a focus ring is drawn. */
async function focusInPopover(root: ElementHandle<Document>) {
  return root.evaluate((shadow) => {
    const active = shadow.activeElement as HTMLElement | null;
    if (!active) return null;
    const box = active.getBoundingClientRect();
    const style = getComputedStyle(active);
    // Positions in the popover's content, not on screen: focus scrolls the popover as it moves
    // down, and reading order is about where a control sits in the content.
    const scrolled = shadow.scrollingElement?.scrollTop ?? 0;
    return {
      label: active.getAttribute("aria-label") ?? active.textContent?.trim().slice(0, 40) ?? "",
      role: active.getAttribute("role") ?? active.tagName.toLowerCase(),
      top: box.top + scrolled,
      bottom: box.bottom + scrolled,
      left: box.left,
      ring: style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2,
    };
  });
}

/**
 * The keyboard-only journey through the popover: the next-reference command opens the first
 * reference with focus inside; Tab reaches every control once, in reading order, each with a
 * visible focus ring, and comes back round; Escape closes and gives focus back to the page's
 * button; the command moves on; on a reference with several entries, arrow keys move between
 * the tabs. (The toolbar popup's and options page's own keyboard use is in their tests.)
 */
function keyboardJourney(kind: BrowserKind, env: SuiteContext): void {
  describe(`the keyboard journey, ${kind}`, () => {
    it("reaches, reads and leaves every popover by keyboard alone", async () => {
      const page = await env.ext.newPage();
      const url = env.server.url("popover-en.html");
      await openPage(page, url);
      await referenceIn(page, "p-range");
      await page.bringToFront();
      await page.focus("#before");
      // The first reference on the page is the heading's "Badr".
      await sendToTab(env.ext, url, { type: "command:next-reference" });
      await waitForPopover(page, true, "badr");
      expect(await focusedControl(page)).toBe("popover:dialog");
      await page.keyboard.press("Escape");
      await waitForPopover(page, false);
      expect(await focusedControl(page)).toBe("page:before");
      // The command moves on from where it was.
      await sendToTab(env.ext, url, { type: "command:next-reference" });
      await waitForPopover(page, true, "8:67 8:68 8:69");
      expect(await focusedControl(page)).toBe("popover:dialog");
      const root = await waitForPopoverRoot(page);
      const stops: NonNullable<Awaited<ReturnType<typeof focusInPopover>>>[] = [];
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press("Tab");
        const now = await focusInPopover(root);
        expect(now, "focus left the popover").not.toBeNull();
        if (stops.some((s) => s.label === now!.label && s.top === now!.top)) break;
        stops.push(now!);
      }
      // Every control, once: close, the quran.com link, Copy, the sections' toggles.
      expect(stops.map((s) => s.role)).toEqual(expect.arrayContaining(["button", "a"]));
      expect(stops.length).toBeGreaterThanOrEqual(5);
      expect(stops.filter((s) => !s.ring).map((s) => s.label)).toEqual([]);
      // Reading order: down the popover, and along a line left to right; the close button (top
      // right, first in the DOM) is the one stop allowed before the content.
      const after = (s: (typeof stops)[number], prev: (typeof stops)[number]) =>
        s.top >= prev.bottom - 1 || (s.top < prev.bottom && s.bottom > prev.top && s.left > prev.left);
      expect(stops.slice(2).every((s, i) => after(s, stops[i + 1]!))).toBe(true);
      await page.keyboard.press("Escape");
      await waitForPopover(page, false);
      expect(await focusedControl(page)).toBe("page:before");
      await sendToTab(env.ext, url, { type: "command:next-reference" });
      await waitForPopover(page, true, "8:9");
      await sendToTab(env.ext, url, { type: "command:next-reference" });
      await waitForPopover(page, true, "badr");
      await sendToTab(env.ext, url, { type: "command:next-reference" });
      await waitForPopover(page, true, "8:9 8:67 8:68 8:69");
      // Tabs: Tab to the selected one, arrow keys move the selection and focus.
      for (let i = 0; i < 10 && (await focusInPopover(root))?.role !== "tab"; i++)
        await page.keyboard.press("Tab");
      expect((await focusInPopover(root))?.label).toBe("8:9");
      await page.keyboard.press("ArrowRight");
      expect(await focusInPopover(root)).toMatchObject({ role: "tab", label: "8:67–69" });
      const selected = await root.evaluate(
        (shadow) => shadow.querySelector('[role="tab"][aria-selected="true"]')?.textContent,
      );
      expect(selected).toBe("8:67–69");
      await page.keyboard.press("Escape");
      await waitForPopover(page, false);
      await page.close();
    });
  });
}

/**
 * Zoom and reflow: a 1280 × 800 window at 200% and at 400% zoom is 640 × 400 and 320 × 200 CSS px
 * (WCAG 1.4.10 asks for 320). At each, with the largest text size, the popover for the longest
 * entry stays inside the viewport and nothing in it is cut off sideways: it scrolls, it does not
 * clip.
 */
function zoomAndReflow(kind: BrowserKind, env: SuiteContext): void {
  describe(`zoom and reflow, ${kind}`, () => {
    for (const zoom of [2, 4]) {
      it(`fits the popover at ${zoom * 100}% zoom with the largest text`, async () => {
        await setStorage(env.ext, { textSize: TEXT_SIZE_MAX });
        const page = await env.ext.newPage();
        await page.setViewport({ width: 1280 / zoom, height: 800 / zoom, deviceScaleFactor: zoom });
        await openPage(page, env.server.url("popover-en.html"));
        const text = await referenceIn(page, "p-verse");
        await page.evaluate(() => document.getElementById("p-verse")!.scrollIntoView({ block: "center" }));
        // Marks are painted near the viewport only: wait for this one's, after the scroll.
        await waitForReferenceText(page, text);
        await clickReference(page, text);
        await waitForPopover(page, true, "8:67 8:68 8:69");
        await waitForSettled(page);
        const root = await waitForPopoverRoot(page);
        const content = await root.evaluate((doc) => {
          const dialog = doc.querySelector<HTMLElement>('[role="dialog"]')!;
          const scroller = doc.scrollingElement!;
          const cut = [...dialog.querySelectorAll<HTMLElement>("p, h2, h3, button, a, figure")].filter(
            (e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== "visible",
          );
          return {
            sideways: scroller.scrollWidth - scroller.clientWidth,
            cut: cut.map((e) => e.className),
            fontSize: getComputedStyle(dialog).fontSize,
          };
        });
        const geometry = await popoverGeometry(page);
        const box = geometry.dialog;
        const inside =
          box.left >= -0.5 &&
          box.right <= geometry.viewport.width + 0.5 &&
          box.top >= -0.5 &&
          box.bottom <= geometry.viewport.height + 0.5;
        expect({ inside, ...content }).toEqual({
          inside: true,
          sideways: 0,
          cut: [],
          fontSize: `${TEXT_SIZE_MAX}px`,
        });
        await page.close();
      });
    }
  });
}

/**
 * Forced colours (Windows High Contrast and the like, harness/system-settings.ts): every text in
 * the popover keeps AA contrast in the system colours, and the marks stay visible.
 */
function forcedColours(kind: BrowserKind, env: SuiteContext): void {
  describe(`forced colours, ${kind}`, () => {
    let undo = async () => {};
    afterEach(() => undo());

    it("keeps the popover legible and the marks visible", async () => {
      const page = await env.ext.newPage();
      undo = await applySystemSetting(env.ext, page, "forced-colors");
      await openPage(page, env.server.url("popover-en.html"));
      expect(await page.evaluate(() => matchMedia("(forced-colors: active)").matches)).toBe(true);
      const text = await referenceIn(page, "p-verse");
      // The mark: the pixels that change when the page's highlight entry is taken away (from the
      // page's own world, for the test) are the underline; the strongest must reach 3:1 against the
      // page's background.
      const rect = await markBox(page, text);
      const pageBackground = (await page.evaluate(() => getComputedStyle(document.body).backgroundColor))
        .match(/\d+/g)!
        .map(Number)
        .slice(0, 3);
      const shoot = async () => PNG.sync.read(Buffer.from(await page.screenshot({ clip: rect }))).data;
      const deadline = Date.now() + WAIT_MS;
      let best = 1;
      let changed = 0;
      while ((best < 3 || changed < 10) && Date.now() < deadline) {
        const marked = await shoot();
        await page.evaluate(() => {
          const scope = window as unknown as { __held?: Highlight };
          scope.__held = CSS.highlights.get("badr-lens");
          CSS.highlights.delete("badr-lens");
        });
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const bare = await shoot();
        await page.evaluate(() => {
          const held = (window as unknown as { __held?: Highlight }).__held;
          if (held) CSS.highlights.set("badr-lens", held);
        });
        best = 1;
        changed = 0;
        for (let i = 0; i < marked.length; i += 4) {
          if (marked[i] === bare[i] && marked[i + 1] === bare[i + 1] && marked[i + 2] === bare[i + 2])
            continue;
          changed++;
          best = Math.max(best, contrast([...marked.subarray(i, i + 3)], pageBackground));
        }
      }
      expect(changed).toBeGreaterThanOrEqual(10);
      expect(best).toBeGreaterThanOrEqual(3);
      await clickReference(page, text);
      await waitForPopover(page, true, "8:67 8:68 8:69");
      await waitForSettled(page);
      expect(await lowContrast(await waitForPopoverRoot(page))).toEqual([]);
      await page.close();
    });
  });
}

/** Chromium only: its DevTools protocol exposes the accessibility tree; Firefox's BiDi does not. */
function accessibilityTree(env: SuiteContext): void {
  describe("the accessibility tree, chromium", () => {
    it("exposes a dialog named by its heading and announces the opening politely", async () => {
      const page = await env.ext.newPage();
      await openPage(page, env.server.url("popover-en.html"));
      const text = await referenceIn(page, "p-verse");
      // Hover: focus stays in the page, so only the live region tells a screen reader.
      await hoverReference(page, text);
      await waitForPopover(page, true, "8:67 8:68 8:69");
      // The dialog and its live region are in the popover's frame, an out-of-process frame with a
      // protocol session of its own.
      const content = await waitForPopoverRoot(page);
      const cdp = (content.frame as unknown as { client: CDPSession }).client;
      const tree = async () => (await cdp.send("Accessibility.getFullAXTree", {})).nodes;
      let nodes = await tree();
      const deadline = Date.now() + WAIT_MS;
      const statusText = () => {
        const status = nodes.find((n) => n.role?.value === "status");
        if (!status) return "";
        const byId = new Map(nodes.map((n) => [n.nodeId, n]));
        const words: string[] = [];
        const walk = (id: string) => {
          const node = byId.get(id);
          if (!node) return;
          if (node.role?.value === "StaticText") words.push(String(node.name?.value ?? ""));
          for (const child of node.childIds ?? []) walk(child);
        };
        walk(status.nodeId);
        return words.join("");
      };
      while (!statusText().includes("captives") && Date.now() < deadline) nodes = await tree();
      const live = nodes.find((n) => n.role?.value === "status");
      expect(live?.properties?.find((p) => p.name === "live")?.value.value).toBe("polite");
      expect(statusText()).toBe(`Badr Lens: ${text}, The captives of Badr (al-Anfāl 8:67–69)`);
      const dialog = nodes.find((n) => n.role?.value === "dialog");
      expect(dialog?.name?.value).toBe("Al-Anfāl 8:67–69 · The captives of Badr");
      await page.close();
    });
  });
}

/**
 * One browser per kind for the whole file, each test in pages of its own: a Firefox start costs
 * seconds. Settings go back to a new install's after every test, pass or fail.
 */
describe.each(BROWSER_KINDS)("in %s", (kind: BrowserKind) => {
  const env = extensionSuite(kind);
  afterEach(() => resetSettings(env.ext));

  audits(kind, env);
  if (kind === "chromium") pagesByKeyboard(env);
  marksContrast(kind, env);
  keyboardJourney(kind, env);
  zoomAndReflow(kind, env);
  darkMode(kind, env);
  forcedColours(kind, env);
  if (kind === "chromium") accessibilityTree(env);
});
