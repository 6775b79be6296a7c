/**
 * The verse is drawn with the font the build bundles (src/node/verse-font.ts), on a page whose
 * Content-Security-Policy allows no font at all, whatever Arabic fonts the machine has (Debian's
 * default, DejaVu Sans, has no glyph for U+065E, which 8:67–69 use; the stack would otherwise
 * reach it or an installed Amiri). The face is added to the popover's own frame, an extension page
 * (src/popover-frame/verse-font.ts, ADR 014), so the page's document never gets it (ADR 008).
 * In both browsers: the verse lays out exactly as the bundled font alone does, and not as DejaVu
 * Sans does; the page's document.fonts holds no face of ours; a frame the page took out with our
 * host is drawn again. In Chromium also: CDP's CSS.getPlatformFontsForNode names the bundled font,
 * loaded as a web font.
 */
import type { CDPSession, ElementHandle, Page, Protocol } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { VERSE_FONT_FAMILY } from "../../src/ui/styles.ts";
import { BROWSER_KINDS, type BrowserKind, CHROMIUM_PATH, FIREFOX_PATH } from "./harness/browsers.ts";
import { CAN_HIDE_FONTS, noArabicFontWrapper } from "./harness/no-arabic-fonts.ts";
import { clickReference, openPage, POLL_MS, waitForPopover, waitForReferenceText } from "./harness/page.ts";
import { waitForPopoverRoot } from "./harness/popover-root.ts";
import { extensionSuite } from "./harness/suite.ts";

const VERSE = "p.bl-arabic";

/** Resolves once the frame's verse face is loaded and the first verse is in place. */
async function waitForDrawnVerse(page: Page, root: ElementHandle<Document>): Promise<void> {
  await page.waitForFunction(
    (doc, selector, family) =>
      (doc.querySelector(selector)?.textContent ?? "").length > 0 &&
      [...doc.fonts].some((f) => f.family.replaceAll('"', "") === family && f.status === "loaded"),
    { polling: POLL_MS },
    root,
    VERSE,
    VERSE_FONT_FAMILY,
  );
}

/** Opens the fixture's 8:67 popover by a click and waits until its first verse frame is drawn. */
async function openDrawnVerse(page: Page): Promise<ElementHandle<Document>> {
  await waitForReferenceText(page, "Quran 8:67");
  await clickReference(page, "Quran 8:67");
  await waitForPopover(page, true, "8:67");
  const root = await waitForPopoverRoot(page);
  await waitForDrawnVerse(page, root);
  return root;
}

/** Widths of the first verse's text laid out on one line, in three font stacks, in the frame. */
async function verseWidths(root: ElementHandle<Document>, family: string) {
  return root.evaluate(
    (doc, selector, ours) => {
      const verse = doc.querySelector<HTMLElement>(selector);
      if (!verse) return null;
      const style = doc.defaultView!.getComputedStyle(verse);
      const text = verse.firstChild?.textContent ?? "";
      const measure = (fontFamily: string) => {
        const span = doc.createElement("span");
        span.textContent = text;
        span.style.cssText = `white-space: nowrap; position: absolute; font-size: ${style.fontSize}; font-family: ${fontFamily}`;
        doc.body.append(span);
        const width = span.getBoundingClientRect().width;
        span.remove();
        return width;
      };
      return {
        text,
        stack: measure(style.fontFamily),
        bundled: measure(`"${ours}"`),
        dejaVu: measure('"DejaVu Sans"'),
      };
    },
    VERSE,
    family,
  );
}

/** The first node in a pierced CDP document tree that `test` accepts (shadow roots and frames included). */
function findNode(
  node: Protocol.DOM.Node,
  test: (n: Protocol.DOM.Node) => boolean,
): Protocol.DOM.Node | undefined {
  if (test(node)) return node;
  const children = [...(node.shadowRoots ?? []), ...(node.children ?? [])];
  if (node.contentDocument) children.push(node.contentDocument);
  for (const child of children) {
    const found = findNode(child, test);
    if (found !== undefined) return found;
  }
  return undefined;
}

function attribute(node: Protocol.DOM.Node, name: string): string | undefined {
  const attributes = node.attributes ?? [];
  const at = attributes.indexOf(name);
  return at >= 0 && at % 2 === 0 ? attributes[at + 1] : undefined;
}

describe.each(BROWSER_KINDS)("the verse font, %s", (kind: BrowserKind) => {
  const env = extensionSuite(kind);

  it("draws the verse with the bundled font in the popover's frame, on a page that allows no font", async () => {
    const page: Page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("verse-font.html"));
    const root = await openDrawnVerse(page);
    const widths = await verseWidths(root, VERSE_FONT_FAMILY);
    expect(widths?.text).toContain("\u065e");
    expect(widths!.stack).toBeCloseTo(widths!.bundled, 1);
    expect(Math.abs(widths!.stack - widths!.dejaVu)).toBeGreaterThan(5);
    // The page's own document never got our face, so adding it re-laid out nothing of the page's.
    const pageFaces = await page.evaluate(() => [...document.fonts].map((f) => f.family.replaceAll('"', "")));
    expect(pageFaces).not.toContain(VERSE_FONT_FAMILY);
    // Frames inside our closed root are not the page's frames.
    expect(await page.evaluate(() => window.length)).toBe(0);

    if (kind === "chromium") {
      // The verse frame is inside the popover's frame, an out-of-process frame with a protocol
      // session of its own.
      const cdp = (root.frame as unknown as { client: CDPSession }).client;
      const { root: documentNode } = await cdp.send("DOM.getDocument", { depth: -1, pierce: true });
      await cdp.send("CSS.enable");
      const verse = findNode(documentNode, (n) => /(^| )bl-arabic( |$)/.test(attribute(n, "class") ?? ""));
      expect(verse, "the verse in the popover's frame").toBeDefined();
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId: verse!.nodeId });
      const main = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0]!;
      expect(main).toMatchObject({ familyName: "Noto Naskh Arabic", isCustomFont: true });
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("draws the verse again after the page took our host out", async () => {
    const page: Page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("verse-font.html"));
    await openDrawnVerse(page);
    // Taking an iframe out of the document discards its document: the frame loads afresh.
    await page.evaluate(() => document.querySelector("badr-lens-root")?.remove());
    const root = await openDrawnVerse(page);
    const widths = await verseWidths(root, VERSE_FONT_FAMILY);
    expect(widths?.text).toContain("\u065e");
    expect(widths!.stack).toBeCloseTo(widths!.bundled, 1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/**
 * The same in a browser that sees no Arabic font at all (every one hidden in a mount namespace,
 * harness/no-arabic-fonts.ts; root only, as CI runs). The page's own Arabic then falls back to
 * nothing Arabic (checked first, so the run cannot pass with a font still visible), while the
 * verse is drawn with the bundled face exactly.
 */
describe.runIf(CAN_HIDE_FONTS).each(BROWSER_KINDS)(
  "the verse font with no Arabic font installed, %s",
  (kind) => {
    const env = extensionSuite(kind, {
      launch: () =>
        kind === "chromium"
          ? { chromiumExecutable: noArabicFontWrapper(CHROMIUM_PATH) }
          : { firefoxExecutable: noArabicFontWrapper(FIREFOX_PATH) },
    });

    it("draws the verse with the bundled font while the page's Arabic has no font", async () => {
      const page: Page = await env.ext.newPage();
      const { errors } = await openPage(page, env.server.url("verse-font.html"));
      // No Arabic font is visible: an Arabic word lays out exactly as as many unassigned code points
      // do (the browser's missing-glyph boxes), in the family the machine has for Arabic and in any.
      const boxes = await page.evaluate(() => {
        const width = (text: string, family: string) => {
          const span = document.createElement("span");
          span.textContent = text;
          span.style.cssText = `position: absolute; white-space: nowrap; font-size: 32px; font-family: ${family}`;
          document.body.append(span);
          const w = span.getBoundingClientRect().width;
          span.remove();
          return w;
        };
        const word = "بدرالكبرى";
        const missing = "\u0378".repeat([...word].length);
        return ['"DejaVu Sans"', "Amiri", "sans-serif"].map((f) => [width(word, f), width(missing, f)]);
      });
      for (const [arabic, missing] of boxes) expect(arabic).toBeCloseTo(missing!, 1);
      const root = await openDrawnVerse(page);
      const widths = await verseWidths(root, VERSE_FONT_FAMILY);
      expect(widths?.text).toContain("\u065e");
      expect(widths!.stack).toBeCloseTo(widths!.bundled, 1);
      expect(Math.abs(widths!.stack - widths!.dejaVu)).toBeGreaterThan(5);
      expect(errors).toEqual([]);
      await page.close();
    });
  },
);
