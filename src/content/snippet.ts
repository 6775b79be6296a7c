/**
 * The words around a reference, for the toolbar popup: two mentions of "8:9" on one page read the
 * same until their sentences tell them apart. Read only when the popup asks, from the reference's
 * own paragraph, walking text nodes outward from its ends so a 1 MB paragraph costs no more than a
 * short one.
 */
import type { PageReference } from "./page-index.ts";

/** Characters taken on each side, before the popup folds white space and trims to words. */
export const SNIPPET_CONTEXT_CHARS = 60;

export function snippetAround(
  ref: Pick<PageReference, "range" | "element">,
  chars = SNIPPET_CONTEXT_CHARS,
): { before: string; after: string } {
  const doc = ref.element.ownerDocument;
  const walker = doc.createTreeWalker(ref.element, NodeFilter.SHOW_TEXT);
  const { startContainer, startOffset, endContainer, endOffset } = ref.range;

  let before = startContainer instanceof Text ? startContainer.data.slice(0, startOffset) : "";
  walker.currentNode = startContainer;
  while (before.length < chars) {
    const node = walker.previousNode();
    if (!node) break;
    before = (node as Text).data + before;
  }

  let after = endContainer instanceof Text ? endContainer.data.slice(endOffset) : "";
  walker.currentNode = endContainer;
  while (after.length < chars) {
    const node = walker.nextNode();
    if (!node) break;
    after += (node as Text).data;
  }
  return {
    before: cutToWord(before, chars, "start"),
    after: cutToWord(after, chars, "end"),
  };
}

/** Cuts `text` to `chars`, dropping the word the cut went through, and marks the cut with "…". */
function cutToWord(full: string, chars: number, side: "start" | "end"): string {
  if (full.length <= chars) return full;
  const text = side === "start" ? full.slice(-chars) : full.slice(0, chars);
  const space = side === "start" ? text.indexOf(" ") : text.lastIndexOf(" ");
  if (space <= 0) return text;
  return side === "start" ? `…${text.slice(space + 1)}` : `${text.slice(0, space)}…`;
}
