/**
 * The extension's own pages draw Arabic script with the bundled face (Noto Naskh Arabic, shipped
 * as fonts/noto-naskh-arabic.woff2 and listed after the system's fonts in pages.css) on a machine
 * with no Arabic font (every one hidden in a mount namespace, harness/no-arabic-fonts.ts; root
 * only, as CI runs): the toolbar popup's snippets of a page's Uthmānī and Urdu text, and the Urdu
 * interface of the popup and the options page. No missing-glyph boxes: each Arabic-script word
 * lays out exactly as the bundled face alone draws it, and not as the boxes do (both browsers);
 * in Chromium also, CDP's CSS.getPlatformFontsForNode says that no glyph of those words came from
 * a system font (each system font drew no more glyphs than the text has characters outside the
 * Arabic blocks). Firefox offers no way to open the real popup from automation (popup.test.ts),
 * so there the popup is opened as a tab, which shows its Urdu interface without a page's snippets.
 */
import type { CDPSession, Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { BROWSER_KINDS, type BrowserKind, CHROMIUM_PATH, FIREFOX_PATH } from "./harness/browsers.ts";
import { openActionPopup, openExtensionPage, setStorage } from "./harness/extension.ts";
import { CAN_HIDE_FONTS, noArabicFontWrapper } from "./harness/no-arabic-fonts.ts";
import { openPage, POLL_MS, waitForReferenceText } from "./harness/page.ts";
import { extensionSuite } from "./harness/suite.ts";

/** pages.css's name for the face. */
const FAMILY = "Badr Lens Arabic";
/** The characters pages.css gives the face (its unicode-range), as a regular expression's class. */
const ARABIC_SCRIPT = "\\u0600-\\u06FF\\u0750-\\u077F\\u0870-\\u08FF\\uFB50-\\uFDFF\\uFE70-\\uFEFF";
/** The popup's and the options page's elements that hold words, the page's snippets among them. */
const POPUP_TEXT = "h2, .switch .label > *, .mention .text, .snippet, .count, footer button, .pad";
const OPTIONS_TEXT = "h1, h2, legend, label, .intro, p, td, button";
/**
 * The same without labels, for CDP's glyph counts: for a label that holds controls (the text
 * size's slider and its value) it counts system-font glyphs beyond the label's own text nodes.
 */
const OPTIONS_GLYPH_TEXT = "h1, h2, legend, .intro, p, td, button";

interface WordWidths {
  word: string;
  stack: number;
  bundled: number;
  boxes: number;
}

/** Once the face is loaded: every Arabic-script word in `selector`'s elements, measured three ways. */
async function arabicWords(page: Page, selector: string): Promise<WordWidths[]> {
  await page.waitForFunction(
    (family) =>
      [...document.fonts].some((f) => f.family.replaceAll('"', "") === family && f.status === "loaded"),
    { polling: POLL_MS },
    FAMILY,
  );
  return page.evaluate(
    (selector, family, script) => {
      const words: { word: string; stack: number; bundled: number; boxes: number }[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        const style = getComputedStyle(element);
        const measure = (text: string, fontFamily: string) => {
          const span = document.createElement("span");
          span.textContent = text;
          span.style.cssText = `position: absolute; white-space: nowrap; font-size: ${style.fontSize}; font-family: ${fontFamily}`;
          element.append(span);
          const width = span.getBoundingClientRect().width;
          span.remove();
          return width;
        };
        for (const [word] of (element.textContent ?? "").matchAll(new RegExp(`[${script}]+`, "g"))) {
          words.push({
            word,
            stack: measure(word, style.fontFamily),
            bundled: measure(word, `"${family}"`),
            boxes: measure("\u0378".repeat([...word].length), style.fontFamily),
          });
        }
      }
      return words;
    },
    selector,
    FAMILY,
    ARABIC_SCRIPT,
  );
}

function expectDrawnByTheFace(words: WordWidths[], minimum: number): void {
  expect(words.length).toBeGreaterThanOrEqual(minimum);
  for (const { word, stack, bundled } of words) expect(stack, word).toBeCloseTo(bundled, 1);
  // A short word can be as wide as its boxes by chance; all the words together cannot.
  const total = (key: "stack" | "boxes") => words.reduce((sum, w) => sum + w[key], 0);
  expect(Math.abs(total("stack") - total("boxes"))).toBeGreaterThan(20);
}

/**
 * Chromium: for each element of `selector`, the glyphs each font drew for its own text nodes; no
 * system font may have drawn more glyphs than the text has characters outside the Arabic blocks
 * (a missing glyph is drawn, as a box, by a font that lacks it).
 */
async function systemFontGlyphs(page: Page, selector: string) {
  const cdp: CDPSession = await page.createCDPSession();
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector });
  const texts = await page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].map((e) =>
        [...e.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent)
          .join(""),
      ),
    selector,
  );
  const results = [];
  for (const [i, nodeId] of nodeIds.entries()) {
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    const text = texts[i] ?? "";
    const outside = [...text.replace(new RegExp(`[${ARABIC_SCRIPT}]`, "g"), "")].filter(
      (c) => c !== "\n",
    ).length;
    const system = fonts.filter((f) => !f.isCustomFont).reduce((sum, f) => sum + f.glyphCount, 0);
    const bundled = fonts.filter((f) => f.isCustomFont && f.familyName === "Noto Naskh Arabic");
    const arabic = new RegExp(`[${ARABIC_SCRIPT}]`).test(text);
    results.push({ text, arabic, outside, system, bundled: bundled.length > 0, fonts });
  }
  await cdp.detach();
  return results;
}

async function expectNoSystemGlyphForArabic(page: Page, selector: string): Promise<void> {
  const nodes = await systemFontGlyphs(page, selector);
  const arabic = nodes.filter((n) => n.arabic);
  expect(arabic.length).toBeGreaterThan(0);
  for (const node of arabic) {
    expect(node.bundled, node.text).toBe(true);
    expect(node.system, `${node.text}: ${JSON.stringify(node.fonts)}`).toBeLessThanOrEqual(node.outside);
  }
}

describe.runIf(CAN_HIDE_FONTS).each(BROWSER_KINDS)(
  "Arabic script on the extension's pages with no Arabic font installed, %s",
  (kind: BrowserKind) => {
    const env = extensionSuite(kind, {
      launch: () =>
        kind === "chromium"
          ? { chromiumExecutable: noArabicFontWrapper(CHROMIUM_PATH) }
          : { firefoxExecutable: noArabicFontWrapper(FIREFOX_PATH) },
    });

    it("draws the popup's Urdu interface, and in Chromium its Uthmānī and Urdu snippets, with the bundled face", async () => {
      await setStorage(env.ext, { language: "ur" });
      let popup: Page;
      let page: Page | undefined;
      if (kind === "chromium") {
        page = await env.ext.newPage();
        await openPage(page, env.server.url("popup-scripts.html"));
        await waitForReferenceText(page, "الأنفال: ۹");
        await page.bringToFront();
        popup = await openActionPopup(env.ext);
        await popup.waitForFunction(() => document.querySelectorAll(".mention").length === 4, {
          polling: POLL_MS,
        });
      } else {
        popup = await openExtensionPage(env.ext, "popup.html");
        await popup.waitForSelector("footer");
      }
      // No Arabic font is visible: the machine's sans-serif draws an Arabic word as boxes.
      const bare = await popup.evaluate(() => {
        const width = (text: string) => {
          const span = document.createElement("span");
          span.textContent = text;
          span.style.cssText = "position: absolute; white-space: nowrap; font: 32px sans-serif";
          document.body.append(span);
          const w = span.getBoundingClientRect().width;
          span.remove();
          return [w, text] as const;
        };
        return [width("بدرالکبریٰ")[0], width("\u0378".repeat(10))[0]];
      });
      expect(bare[0]).toBeCloseTo(bare[1]!, 1);
      expect(await popup.evaluate(() => document.documentElement.lang)).toBe("ur");

      const words = await arabicWords(popup, POPUP_TEXT);
      if (kind === "chromium") {
        const snippets = await popup.$$eval(".snippet", (s) => s.map((e) => e.textContent ?? ""));
        // The page's Uthmānī quotation (its small high letters and marks) and its Urdu letters.
        expect(snippets.join(" ")).toMatch(/ٱلۡمَلَـٰٓئِكَةِ|تَسۡتَغِيثُونَ/);
        expect(snippets.join(" ")).toMatch(/ڈھونڈ|ٹھیک|پڑھیں/);
        expectDrawnByTheFace(words, 20);
        await expectNoSystemGlyphForArabic(popup, POPUP_TEXT);
      } else {
        expectDrawnByTheFace(words, 3);
      }
      await popup.close().catch(() => undefined);
      await page?.close();
    });

    it("draws the options page's Urdu interface with the bundled face", async () => {
      await setStorage(env.ext, { language: "ur" });
      const options = await openExtensionPage(env.ext, "options.html");
      await options.waitForFunction(() => document.documentElement.lang === "ur", { polling: POLL_MS });
      expectDrawnByTheFace(await arabicWords(options, OPTIONS_TEXT), 40);
      if (kind === "chromium") await expectNoSystemGlyphForArabic(options, OPTIONS_GLYPH_TEXT);
      await options.close();
    });
  },
);
