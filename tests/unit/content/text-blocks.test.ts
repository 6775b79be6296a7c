/**
 * The text collector (src/content/page/text-blocks.ts) on hand-made pages: what makes a block, what is
 * never read, links, line breaks, shadow roots and the offset map. It runs here in Node on a JSDOM
 * window that is not installed as the global one, which is how the scan command uses it: any use of
 * a global `Node`, `document` or `ShadowRoot` would throw a ReferenceError.
 */
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import {
  collectBlocks,
  hasSkippedAncestorOrSelf,
  locate,
  type TextBlock,
} from "../../../src/content/page/text-blocks.ts";

function page(body: string): Document {
  return new JSDOM(`<!doctype html><body>${body}</body>`, { url: "https://example.org/a/" }).window.document;
}

const texts = (blocks: Iterable<TextBlock>) => [...blocks].map((b) => b.text);

describe("collectBlocks", () => {
  it("runs with no DOM globals installed", () => {
    expect(typeof (globalThis as { Node?: unknown }).Node).toBe("undefined");
    expect(typeof (globalThis as { document?: unknown }).document).toBe("undefined");
    expect(texts(collectBlocks(page("<p>one</p>")))).toEqual(["one"]);
  });

  it("joins a paragraph's text across inline elements, and keeps block elements apart", () => {
    const doc = page(
      "<p id=a>Read <em>Sūrat <b>al-Anfāl</b></em>: 67 today.</p><div id=b>before<p id=c>inside</p>after</div>",
    );
    const blocks = [...collectBlocks(doc)];
    expect(texts(blocks)).toEqual(["Read Sūrat al-Anfāl: 67 today.", "before", "inside", "after"]);
    expect(blocks.map((b) => b.element.id)).toEqual(["a", "b", "c", "b"]);
    expect(blocks[0]!.nodes.map((n) => n.data)).toEqual(["Read ", "Sūrat ", "al-Anfāl", ": 67 today."]);
    expect(blocks[0]!.starts).toEqual([0, 5, 11, 19]);
  });

  it("drops blocks of white space only", () => {
    expect(texts(collectBlocks(page("<div>\n  <p>one</p>\n  <p> </p>\n</div>")))).toEqual(["one"]);
  });

  it("never reads scripts, styles, form fields, our host or opted-out parts", () => {
    const doc = page(
      [
        "<p>kept</p>",
        '<script type="text/x-template">Quran 8:67 script</script>',
        "<style>p::after { content: 'Quran 8:9' }</style>",
        "<textarea>Quran 8:68 typed</textarea>",
        "<badr-lens-root>Quran 8:69 ours</badr-lens-root>",
        '<div data-badr-lens="off"><p>Quran 8:9 off</p></div>',
        '<p class="noRefTagger">Quran 8:9 other tagger</p>',
        '<p class="bx-skip">Quran 8:9 bx</p>',
        "<p>also <span class=noreftagger>not this</span>kept</p>",
      ].join(""),
    );
    expect(texts(collectBlocks(doc))).toEqual(["kept", "also kept"]);
  });

  it("reads nothing under a root whose ancestor is skipped", () => {
    const doc = page('<div data-badr-lens="off"><section><p id=p>Quran 8:9</p></section></div>');
    const p = doc.getElementById("p")!;
    expect(hasSkippedAncestorOrSelf(p)).toBe(true);
    expect(texts(collectBlocks(p))).toEqual([]);
  });

  it("passes over hidden elements only when told what hidden is", () => {
    const doc = page("<p>shown</p><p hidden>hidden</p>");
    expect(texts(collectBlocks(doc))).toEqual(["shown", "hidden"]);
    const hidden = (el: Element) => el.hasAttribute("hidden");
    expect(texts(collectBlocks(doc, { hidden }))).toEqual(["shown"]);
    expect(hasSkippedAncestorOrSelf(doc.querySelector("[hidden]")!, hidden)).toBe(true);
  });

  it("ends a block at a line break, as a new paragraph in the same element", () => {
    const blocks = [...collectBlocks(page("<p id=p>Quran 8<br>:67 <i>and</i><br><br>more</p>"))];
    expect(texts(blocks)).toEqual(["Quran 8", ":67 and", "more"]);
    expect(blocks.every((b) => b.element.id === "p")).toBe(true);
  });

  it("records each link's resolved address and its span in the block's text", () => {
    const [block] = collectBlocks(
      page('<p>See <a href="/8/9">verse <b>nine</b></a> and <a>no href</a> <a href="x"></a>end</p>'),
    );
    expect(block!.text).toBe("See verse nine and no href end");
    expect(block!.links).toEqual([{ href: "https://example.org/8/9", start: 4, end: 14 }]);
  });

  it("walks open shadow roots as blocks of their own, reports them, and walks the host's light children too", () => {
    const doc = page("<p>before</p><x-card id=host><span>light child</span></x-card><p>after</p>");
    const host = doc.getElementById("host")!;
    const shadow = host.attachShadow({ mode: "open" });
    shadow.innerHTML = "<p>shadow <em>text</em></p><slot></slot>";
    const closed = doc.createElement("x-closed");
    closed.attachShadow({ mode: "closed" }).innerHTML = "<p>never read</p>";
    closed.append("closed light");
    doc.body.append(closed);
    const roots: ShadowRoot[] = [];
    const blocks = [...collectBlocks(doc, { onShadowRoot: (root) => roots.push(root) })];
    expect(texts(blocks)).toEqual(["before", "shadow text", "light child", "after", "closed light"]);
    expect(roots).toEqual([shadow]);
    // Collecting from the shadow root itself gives its blocks, with the host as the fallback element.
    expect(texts(collectBlocks(shadow))).toEqual(["shadow text"]);
  });

  it("passes over the subtrees of elements in `skip`", () => {
    const doc = page("<section id=s><p>done already</p></section><p>new</p>");
    const skip = new Set([doc.getElementById("s")!]);
    expect(texts(collectBlocks(doc, { skip }))).toEqual(["new"]);
  });
});

describe("locate", () => {
  const [block] = collectBlocks(page("<p>ab<b>cd</b>ef</p>"));

  it("maps each offset to its text node and the offset in it", () => {
    const at = (offset: number) => {
      const l = locate(block!, offset, false);
      return [l.node.data, l.offset, l.index];
    };
    expect([0, 1, 2, 3, 4, 5].map(at)).toEqual([
      ["ab", 0, 0],
      ["ab", 1, 0],
      ["cd", 0, 1],
      ["cd", 1, 1],
      ["ef", 0, 2],
      ["ef", 1, 2],
    ]);
  });

  it("maps an offset on a node boundary to the end of the earlier node when asked, so range ends stay inside", () => {
    const end = locate(block!, 4, true);
    expect([end.node.data, end.offset, end.index]).toEqual(["cd", 2, 1]);
    const last = locate(block!, 6, true);
    expect([last.node.data, last.offset]).toEqual(["ef", 2]);
  });
});
