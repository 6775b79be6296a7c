/**
 * The scan command's HTML reader (src/cli/html.ts): the content script's walker over a jsdom page,
 * blocks joined by a blank line, offsets into that text, links to verse pages as references, and
 * what "hidden" means without layout.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { BLOCK_SEPARATOR, findInHtml, hiddenByMarkup, readHtml } from "../../../src/cli/html.ts";
import { createDetector } from "../../../src/core/detect/index.ts";
import { GRAMMAR } from "../core/detect/helpers.ts";

const detector = createDetector(GRAMMAR, new Set(["8:9", "8:67", "8:68", "8:69", "badr"]));

describe("readHtml", () => {
  it("reads the blocks the content script reads, joined by a blank line", () => {
    const { text, blocks } = readHtml(
      "<title>Quran 8:9</title><p>Read <em>Sūrat al-Anfāl</em>: 67.</p><div>one<br>two</div><script>x</script>",
    );
    expect(BLOCK_SEPARATOR).toBe("\n\n");
    expect(text).toBe("Read Sūrat al-Anfāl: 67.\n\none\n\ntwo");
    expect(blocks.map((b) => [b.start, b.block.text])).toEqual([
      [0, "Read Sūrat al-Anfāl: 67."],
      [26, "one"],
      [31, "two"],
    ]);
  });

  it("skips what markup hides: the hidden attribute and inline display:none or visibility:hidden", () => {
    const { text } = readHtml(
      [
        "<p>shown</p>",
        "<p hidden>a</p>",
        '<div style="color: red; display : none !important"><p>b</p></div>',
        '<p style="visibility:hidden">c</p>',
        '<p style="display: block">shown too</p>',
        '<p class="hidden">a class is not read as hiding</p>',
      ].join(""),
    );
    expect(text).toBe("shown\n\nshown too\n\na class is not read as hiding");
  });

  it("hiddenByMarkup reads declarations, not words inside other values", () => {
    const el = (style: string) => {
      const p = new JSDOM("").window.document.createElement("p");
      p.setAttribute("style", style);
      return p;
    };
    expect(hiddenByMarkup(el("display:none"))).toBe(true);
    expect(hiddenByMarkup(el("font-family: display none"))).toBe(false);
    expect(hiddenByMarkup(el("--x: 1; visibility: hidden;"))).toBe(true);
  });
});

describe("findInHtml", () => {
  it("gives offsets into the text read, with the previous block as context, and links as references", () => {
    const html =
      '<p>Tafsir of al-Anfal.</p><p>Verse 8:67 and 8:68.</p><p>See <a href="https://quran.com/8/9">here</a>.</p>';
    const { text } = readHtml(html);
    const found = findInHtml(detector, html);
    for (const ref of found) expect(text.slice(ref.start, ref.end)).toBe(ref.text);
    expect(found.map((r) => [r.text, r.targets])).toEqual([
      ["Verse 8:67 and 8:68", ["8:67", "8:68"]],
      ["here", ["8:9"]],
    ]);
    // Without the block before it, the bare numbers have no Quran context.
    expect(findInHtml(detector, "<p>Verse 8:67 and 8:68.</p>")).toEqual([]);
  });

  it("leaves site chrome unread: navigation, breadcrumbs and tag links, not the article's heading", () => {
    const html = readFileSync(join(import.meta.dirname, "../../fixtures/pages/site-chrome.html"), "utf8");
    expect(findInHtml(detector, html).map((r) => r.text)).toEqual([
      "Battle of Badr",
      "Battle of Badr",
      "Quran 8:9",
    ]);
    const { text } = readHtml(html);
    expect(text).toContain("Filed under:");
    for (const chrome of ["Uhud", "›", "Surah al-Anfal 8:67", "Next: the captives"])
      expect(text).not.toContain(chrome);
  });

  it("does not let a reference run across two blocks", () => {
    expect(findInHtml(detector, "<p>Quran 8</p><p>:67</p>")).toEqual([]);
  });
});
