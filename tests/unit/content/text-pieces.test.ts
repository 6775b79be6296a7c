// @vitest-environment jsdom
/**
 * textPieces: the pieces join into the element's textContent, in order, and no piece is read from
 * a subtree larger than the limit (unless it is one element with no element children).
 */
import { describe, expect, it } from "vitest";
import { textPieces } from "../../../src/content/text-pieces.ts";

function page(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
}

/** Pieces read with a spy on textContent, to see which elements were read whole. */
function readWith(root: Element, limit: number): { pieces: string[]; wholes: Element[] } {
  const wholes: Element[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Node.prototype, "textContent");
  Object.defineProperty(Node.prototype, "textContent", {
    configurable: true,
    get(this: Node) {
      wholes.push(this as Element);
      return descriptor?.get?.call(this);
    },
  });
  try {
    return { pieces: [...textPieces(root, limit)], wholes };
  } finally {
    Object.defineProperty(Node.prototype, "textContent", descriptor as PropertyDescriptor);
  }
}

describe("textPieces", () => {
  const html =
    "lead <b>bold</b><section><p>one <i>two</i></p>mid<p>three</p><ul><li>a</li><li>b<span>c</span></li></ul></section>" +
    "<!-- a comment --><pre>8:9\n8:67</pre>tail";

  for (const limit of [0, 1, 2, 3, 5, 100]) {
    it(`joins into textContent with a limit of ${limit} elements`, () => {
      const root = page(html);
      expect([...textPieces(root, limit)].join("")).toBe(root.textContent);
    });
  }

  it("reads a small subtree with one textContent", () => {
    const root = page(html);
    const { pieces, wholes } = readWith(root, 100);
    expect(pieces).toEqual([root.textContent]);
    expect(wholes).toEqual([root]);
  });

  it("splits a subtree over the limit into its children, never reading more than the limit at once", () => {
    const root = page(html);
    const { pieces, wholes } = readWith(root, 3);
    expect(pieces.length).toBeGreaterThan(3);
    expect(wholes).not.toContain(root);
    for (const element of wholes) {
      expect(element.getElementsByTagName("*").length).toBeLessThanOrEqual(3);
    }
  });

  it("reads a childless element with a long text as one piece", () => {
    const root = page(`<p>${"8:9, ".repeat(10_000)}</p>`);
    expect([...textPieces(root, 0)]).toEqual([root.textContent]);
  });

  it("yields nothing for an element with no text", () => {
    expect([...textPieces(page("<p></p><img><br>"), 0)]).toEqual([]);
  });
});
