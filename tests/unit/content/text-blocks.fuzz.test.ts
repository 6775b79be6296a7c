// @vitest-environment jsdom
/**
 * Fuzzing the text collector (src/content/page/text-blocks.ts) over random DOM trees, in jsdom: random
 * nesting of block, inline, link, line-break and skipped elements (script, style, textarea, opted
 * out), holding random Unicode (surrogate pairs, combining marks, Arabic, digits and separators,
 * fragments of references). Whatever the page, collecting never throws, every block's text is its
 * nodes' text in order, every offset maps back to its own character, no text node is in two
 * blocks, and skipped text is never read. The detector then runs on every block: its offsets stay
 * inside the block and map back to the nodes.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { collectBlocks, locate } from "../../../src/content/page/text-blocks.ts";
import { createDetector } from "../../../src/core/detect/index.ts";
import { GRAMMAR } from "../core/detect/helpers.ts";

type Tree = { tag: string; attrs?: Record<string, string> | undefined; children: Tree[] } | { text: string };

const FRAGMENTS = [
  "Quran 8:",
  "67",
  "–69",
  "Sūrat al-Anfāl",
  "الأنفال",
  "بدر",
  "Badr",
  " ",
  "٦٧",
  "8:9, ",
  "\u0651",
  "😀",
  "\u0301",
  "\n",
];
const text = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 12 }),
  fc.string({ unit: "binary", maxLength: 8 }),
  fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 6 }).map((parts) => parts.join("")),
);
const BLOCK_TAGS = ["p", "div", "section", "li", "h2", "td"];
const INLINE_TAGS = ["span", "em", "b", "a", "bdi"];
const SKIPPED = ["script", "style", "textarea", "noscript"];

const tree: fc.Arbitrary<Tree> = fc.letrec<{ node: Tree }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    text.map((t) => ({ text: t })),
    fc.record({
      tag: fc.constantFrom(...BLOCK_TAGS, ...INLINE_TAGS, "br"),
      attrs: fc.constantFrom<Record<string, string> | undefined>(
        undefined,
        { href: "https://quran.com/8/67" },
        { "data-badr-lens": "off" },
        { class: "noreftagger" },
      ),
      children: fc.array(tie("node"), { maxLength: 4 }),
    }),
    fc.record({
      tag: fc.constantFrom(...SKIPPED),
      // jsdom runs scripts here: a template type keeps this one inert, as a page's JSON or template.
      attrs: fc.constant<Record<string, string>>({ type: "text/x-template" }),
      children: fc.constant<Tree[]>([{ text: "SKIPPED Quran 8:67" }]),
    }),
  ),
})).node;

function build(parent: Node, node: Tree): void {
  if ("text" in node) {
    parent.appendChild(document.createTextNode(node.text));
    return;
  }
  const el = document.createElement(node.tag);
  for (const [name, value] of Object.entries(node.attrs ?? {})) el.setAttribute(name, value);
  if (node.tag !== "br") for (const child of node.children) build(el, child);
  parent.appendChild(el);
}

/** Whether a text node sits under an element the collector must not read. */
function underSkipped(node: Node): boolean {
  for (let el = node.parentElement; el; el = el.parentElement) {
    if (SKIPPED.includes(el.localName)) return true;
    if (el.getAttribute("data-badr-lens") === "off" || el.classList.contains("noreftagger")) return true;
  }
  return false;
}

const detector = createDetector(GRAMMAR, new Set(["8:9", "8:67", "8:68", "8:69", "badr"]));

describe("collectBlocks over random DOM trees (fast-check)", () => {
  it("never throws, maps every offset back to its character, reads nothing twice and nothing skipped", () => {
    fc.assert(
      fc.property(fc.array(tree, { minLength: 1, maxLength: 6 }), (roots) => {
        document.body.replaceChildren();
        for (const root of roots) build(document.body, root);
        const seen = new Set<Text>();
        for (const block of collectBlocks(document)) {
          expect(block.nodes.map((n) => n.data).join("")).toBe(block.text);
          expect(block.starts).toHaveLength(block.nodes.length);
          for (const node of block.nodes) {
            expect(seen.has(node)).toBe(false);
            expect(underSkipped(node)).toBe(false);
            seen.add(node);
          }
          for (let offset = 0; offset < block.text.length; offset++) {
            const at = locate(block, offset, false);
            expect(block.nodes[at.index]).toBe(at.node);
            expect(at.node.data[at.offset]).toBe(block.text[offset]);
          }
          for (const link of block.links) {
            expect(0 <= link.start && link.start < link.end && link.end <= block.text.length).toBe(true);
          }
          for (const ref of detector.find(block.text)) {
            expect(0 <= ref.start && ref.start < ref.end && ref.end <= block.text.length).toBe(true);
            const end = locate(block, ref.end, true);
            expect(end.offset).toBeGreaterThan(0);
            expect(end.offset).toBeLessThanOrEqual(end.node.data.length);
          }
        }
      }),
      { numRuns: 400, seed: 8_0067 },
    );
  });
});
