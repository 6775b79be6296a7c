/**
 * The index of references (src/content/page/page-index.ts): lookups by text node and by block element,
 * removal of a changed block and its descendants, the sweep of references whose text left the
 * document, and who hears about changes. In Node, on a JSDOM window.
 */
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { PageIndex, type PageReference } from "../../../src/content/page/page-index.ts";

const { window } = new JSDOM("<!doctype html><body></body>");
const doc = window.document;

/** A reference over the whole of an element's first text node. */
function refIn(index: PageIndex, element: Element, text = "Quran 8:9"): PageReference {
  const node = doc.createTextNode(text);
  element.append(node);
  return index.add({
    text,
    targets: ["8:9"],
    range: new window.StaticRange({
      startContainer: node,
      startOffset: 0,
      endContainer: node,
      endOffset: text.length,
    }),
    element,
    nodes: [node],
    isLink: false,
    insideLink: false,
  });
}

function block(parent: Element = doc.body, tag = "p"): Element {
  const element = doc.createElement(tag);
  parent.append(element);
  return element;
}

describe("PageIndex", () => {
  it("finds references by text node and by block element, in the order added, with distinct ids", () => {
    const index = new PageIndex();
    const p = block();
    const a = refIn(index, p);
    const b = refIn(index, p, "Battle of Badr");
    expect(index.size).toBe(2);
    expect(index.all()).toEqual([a, b]);
    expect(a.id).not.toBe(b.id);
    expect(index.atNode(a.nodes[0]!)).toEqual([a]);
    expect(index.atNode(doc.createTextNode("x"))).toEqual([]);
    expect(index.referencesIn(p)).toEqual([a, b]);
    expect([...index.elements()]).toEqual([p]);
    expect(index.has(a)).toBe(true);
  });

  it("removes the references of a changed block and of the blocks inside it, and nothing else", () => {
    const index = new PageIndex();
    const outer = block(doc.body, "div");
    const inner = block(outer, "p");
    const other = block();
    refIn(index, outer);
    const deep = refIn(index, inner);
    const kept = refIn(index, other);
    expect(index.removeUnder([outer])).toBe(2);
    expect(index.all()).toEqual([kept]);
    expect(index.has(deep)).toBe(false);
    expect(index.atNode(deep.nodes[0]!)).toEqual([]);
    expect([...index.elements()]).toEqual([other]);
  });

  it("with sweep, also removes references whose text left the document", () => {
    const index = new PageIndex();
    const gone = block();
    const stays = block();
    refIn(index, gone);
    const kept = refIn(index, stays);
    gone.remove();
    expect(index.removeUnder([])).toBe(0);
    expect(index.size).toBe(2);
    expect(index.removeUnder([], true)).toBe(1);
    expect(index.all()).toEqual([kept]);
  });

  it("tells its listeners when told to and when cleared, until they unsubscribe", () => {
    const index = new PageIndex();
    const heard: number[] = [];
    const stop = index.onChange(() => heard.push(index.size));
    refIn(index, block());
    expect(heard).toEqual([]);
    index.changed();
    expect(heard).toEqual([1]);
    index.clear();
    expect(heard).toEqual([1, 0]);
    expect([...index.elements()]).toEqual([]);
    stop();
    index.changed();
    expect(heard).toEqual([1, 0]);
  });
});
