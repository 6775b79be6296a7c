// @vitest-environment jsdom
/**
 * piecesOf: the pieces join into the element's textContent, in order, and no piece is read from
 * a subtree larger than the limit (unless it is one element with no element children).
 */
import { describe, expect, it } from "vitest";
import { FIRST_TEXT_CHUNK, piecesOf, readTextChunks } from "../../../src/content/gate/text-pieces.ts";

/** The texts of the pieces. */
const textPieces = (root: Element, limit: number) => [...piecesOf(root, limit)].map((piece) => piece.text);

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
    return { pieces: textPieces(root, limit), wholes };
  } finally {
    Object.defineProperty(Node.prototype, "textContent", descriptor as PropertyDescriptor);
  }
}

describe("piecesOf", () => {
  const html =
    "lead <b>bold</b><section><p>one <i>two</i></p>mid<p>three</p><ul><li>a</li><li>b<span>c</span></li></ul></section>" +
    "<!-- a comment --><pre>8:9\n8:67</pre>tail";

  for (const limit of [0, 1, 2, 3, 5, 100]) {
    it(`joins into textContent with a limit of ${limit} elements`, () => {
      const root = page(html);
      expect(textPieces(root, limit).join("")).toBe(root.textContent);
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
    expect(textPieces(root, 0)).toEqual([root.textContent]);
  });

  it("yields nothing for an element with no text", () => {
    expect(textPieces(page("<p></p><img><br>"), 0)).toEqual([]);
  });
});

describe("piecesOf and readTextChunks, for a reading that waits for the reader", () => {
  it("reads a subtree with too much text in its children, and places loose text after the element before it", () => {
    const long = "x".repeat(40);
    const root = page(`<p id=a>${long}</p>\n<p id=b>${long}</p>\n<p id=c>short</p>`);
    const pieces = [...piecesOf(root, 200, 50)];
    expect(pieces.map((p) => p.text).join("")).toBe(root.textContent);
    expect(pieces.map((p) => (p.element === root ? "root" : p.element.id))).toEqual([
      "a",
      "a",
      "b",
      "b",
      "c",
    ]);
    // Without a character limit the whole root is one piece, as the quick check reads it unpaced.
    expect([...piecesOf(root, 200)].map((p) => p.element)).toEqual([root]);
  });

  it("tells the pace where the reading has got after each chunk, and yields what it returns", () => {
    const paragraph = "lorem ipsum ".repeat(2000); // 24 K characters each
    const root = page(Array.from({ length: 8 }, (_, i) => `<p id=p${i}>${paragraph}</p>`).join(""));
    const told: string[] = [];
    const wait = Promise.resolve();
    const job = readTextChunks(
      root,
      () => false,
      (element, read) => {
        told.push(`${element.id}:${read}`);
        return wait;
      },
    );
    const yielded: unknown[] = [];
    let step = job.next();
    while (!step.done) {
      yielded.push(step.value);
      step = job.next();
    }
    expect(step.value).toBe(false);
    expect(told.length).toBeGreaterThanOrEqual(3);
    expect(told[0]).toBe(`p0:${FIRST_TEXT_CHUNK}`);
    expect(yielded.every((value) => value === wait)).toBe(true);
    // Each element told is where the reading is: never behind the one told before.
    const order = told.map((t) => Number(t.slice(1, t.indexOf(":"))));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
