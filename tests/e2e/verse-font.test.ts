/**
 * The verse is drawn with the font the build bundles (src/node/verse-font.ts), on a page whose
 * Content-Security-Policy allows no font at all, whatever Arabic fonts the machine has (Debian's
 * default, DejaVu Sans, has no glyph for U+065E, which 8:67–69 use; the stack would otherwise
 * reach it or an installed Amiri). In both browsers: the verse's font stack lays the text out
 * exactly as the bundled font alone does, and not as DejaVu Sans does. In
 * Chromium also: CDP's CSS.getPlatformFontsForNode names the bundled font, loaded as a web font,
 * for the verse's glyphs.
 */
import type { ElementHandle, Page, Protocol } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { VERSE_FONT_FAMILY } from "../../src/ui/styles.ts";
import { BROWSER_KINDS, type BrowserKind } from "./harness/browsers.ts";
import { clickReference, openPage, POLL_MS, waitForPopover, waitForReferenceText } from "./harness/page.ts";
import { waitForPopoverRoot } from "./harness/popover-root.ts";
import { extensionSuite } from "./harness/suite.ts";

/** Widths of the first verse's text laid out on one line, in three font stacks, inside our root. */
async function verseWidths(root: ElementHandle<ShadowRoot>, family: string) {
  return root.evaluate((shadow, ours) => {
    const verse = shadow.querySelector<HTMLElement>(".bl-arabic");
    if (!verse) return null;
    const style = getComputedStyle(verse);
    const text = verse.firstChild?.textContent ?? "";
    const measure = (fontFamily: string) => {
      const span = document.createElement("span");
      span.textContent = text;
      span.style.cssText = `white-space: nowrap; position: absolute; font-size: ${style.fontSize}; font-family: ${fontFamily}`;
      shadow.append(span);
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
  }, family);
}

/** The first node in a pierced CDP document tree that `test` accepts (shadow roots included). */
function findNode(node: Protocol.DOM.Node, test: (n: Protocol.DOM.Node) => boolean): number | undefined {
  if (test(node)) return node.nodeId;
  for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) {
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

  it("draws the verse with the bundled font on a page that allows no font", async () => {
    const page: Page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("verse-font.html"));
    await waitForReferenceText(page, "Quran 8:67");
    await clickReference(page, "Quran 8:67");
    await waitForPopover(page, true, "8:67");
    const root = await waitForPopoverRoot(page);
    // The face is parsed from bytes a few ms after the module loads; wait for it, not for time.
    await page.waitForFunction(
      (family) =>
        [...document.fonts].some((f) => f.family.replaceAll('"', "") === family && f.status === "loaded"),
      { polling: POLL_MS },
      VERSE_FONT_FAMILY,
    );
    const widths = await verseWidths(root, VERSE_FONT_FAMILY);
    expect(widths?.text).toContain("\u065e");
    expect(widths!.stack).toBeCloseTo(widths!.bundled, 1);
    expect(Math.abs(widths!.stack - widths!.dejaVu)).toBeGreaterThan(5);

    if (kind === "chromium") {
      const cdp = await page.createCDPSession();
      const { root: documentNode } = await cdp.send("DOM.getDocument", { depth: -1, pierce: true });
      await cdp.send("CSS.enable");
      const nodeId = findNode(documentNode, (n) => /(^| )bl-arabic( |$)/.test(attribute(n, "class") ?? ""));
      expect(nodeId, "the verse in the popover's shadow root").toBeDefined();
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId: nodeId! });
      const main = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0]!;
      expect(main).toMatchObject({ familyName: "Noto Naskh Arabic", isCustomFont: true });
      await cdp.detach();
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
