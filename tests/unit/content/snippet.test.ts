// @vitest-environment jsdom
/** The words around a reference for the popup: read across inline elements, bounded each side. */
import { describe, expect, it } from "vitest";
import { SNIPPET_CONTEXT_CHARS, snippetAround } from "../../../src/content/page/snippet.ts";

/** A paragraph from `html`, and a static range over the first occurrence of `text` in text node `nodeIndex`. */
function referenceIn(html: string, text: string, nodeIndex: number) {
  document.body.innerHTML = `<p>${html}</p>`;
  const element = document.querySelector("p")!;
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  const node = nodes[nodeIndex]!;
  const start = node.data.indexOf(text);
  const range = new StaticRange({
    startContainer: node,
    startOffset: start,
    endContainer: node,
    endOffset: start + text.length,
  });
  return { element, range };
}

describe("snippetAround", () => {
  it("takes the text before and after across inline elements", () => {
    const ref = referenceIn(
      "As <em>the verse</em> <a>Quran 8:9</a> <b>says</b>, angels came.",
      "Quran 8:9",
      3,
    );
    expect(snippetAround(ref)).toEqual({ before: "As the verse ", after: " says, angels came." });
  });

  it("keeps at most the set number of characters on each side", () => {
    const long = "word ".repeat(40);
    const ref = referenceIn(`${long}Quran 8:67 ${long}`, "Quran 8:67", 0);
    const { before, after } = snippetAround(ref);
    expect(before).toHaveLength(SNIPPET_CONTEXT_CHARS);
    expect(after).toHaveLength(SNIPPET_CONTEXT_CHARS);
    expect(`${long}`.endsWith(before)).toBe(true);
  });

  it("stops at the paragraph's edges", () => {
    const ref = referenceIn("Battle of Badr", "Battle of Badr", 0);
    expect(snippetAround(ref)).toEqual({ before: "", after: "" });
  });
});
