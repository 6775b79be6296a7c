/**
 * The order the next-reference and previous-reference commands step in
 * (src/content/page/reference-order.ts): document order whatever order the scan found references in,
 * wrapping at both ends, and a start from the reader's place when nothing was open.
 */
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { PageIndex, type PageReference } from "../../../src/content/page/page-index.ts";
import { compareInDocument, stepReference } from "../../../src/content/page/reference-order.ts";

const { window } = new JSDOM(
  "<!doctype html><body><p id=a>Quran 8:9 and 8:67</p><p id=b>Badr</p><p id=c>8:68</p></body>",
);
const doc = window.document;

/** A reference over `text` in the first text node of #id, added to `index`. */
function ref(index: PageIndex, id: string, text: string): PageReference {
  const element = doc.getElementById(id)!;
  const node = element.firstChild as Text;
  const start = node.data.indexOf(text);
  return index.add({
    text,
    targets: ["8:9"],
    range: new window.StaticRange({
      startContainer: node,
      startOffset: start,
      endContainer: node,
      endOffset: start + text.length,
    }),
    element,
    nodes: [node],
    isLink: false,
    insideLink: false,
  });
}

// Found out of order, as a re-scan of a changed block would add them.
const index = new PageIndex();
const c = ref(index, "c", "8:68");
const b = ref(index, "b", "Badr");
const a2 = ref(index, "a", "8:67");
const a1 = ref(index, "a", "Quran 8:9");
const ordered = [...index.all()].sort(compareInDocument);
const texts = (refs: readonly PageReference[]) => refs.map((r) => r.text);

describe("stepReference", () => {
  it("orders references as they stand in the document, within one text node by offset", () => {
    expect(texts(ordered)).toEqual(["Quran 8:9", "8:67", "Badr", "8:68"]);
  });

  it("steps forward and back from the reference open, and says nothing in the middle", () => {
    expect(stepReference(ordered, a2, 1, () => true)).toEqual({ ref: b, wrapped: undefined });
    expect(stepReference(ordered, b, -1, () => true)).toEqual({ ref: a2, wrapped: undefined });
  });

  it("comes round at both ends and says which way", () => {
    expect(stepReference(ordered, c, 1, () => true)).toEqual({ ref: a1, wrapped: "to-first" });
    expect(stepReference(ordered, a1, -1, () => true)).toEqual({ ref: c, wrapped: "to-last" });
  });

  it("starts from the reader's place when nothing was open: the first reference in view, or the one before it", () => {
    // The viewport's top is between "8:67" and "Badr".
    const inView = (r: PageReference) => ordered.indexOf(r) >= 2;
    expect(stepReference(ordered, undefined, 1, inView)).toEqual({ ref: b, wrapped: undefined });
    expect(stepReference(ordered, undefined, -1, inView)).toEqual({ ref: a2, wrapped: undefined });
  });

  it("comes round from the reader's place too, when every reference is above or below the viewport", () => {
    expect(stepReference(ordered, undefined, 1, () => false)).toEqual({ ref: a1, wrapped: "to-first" });
    expect(stepReference(ordered, undefined, -1, () => true)).toEqual({ ref: c, wrapped: "to-last" });
  });

  it("has nowhere to go on a page with no reference", () => {
    expect(stepReference([], undefined, 1, () => true)).toBeUndefined();
  });
});
