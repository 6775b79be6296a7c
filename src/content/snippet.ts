/**
 * The words around a reference, for the toolbar popup: two mentions of "8:9" on one page read the
 * same until their sentences tell them apart. Read only when the popup asks, from the reference's
 * own paragraph, walking text nodes outward from its ends so a 1 MB paragraph costs no more than a
 * short one.
 */
import type { PageReference } from "./page-index.ts";

/** Characters taken on each side: about a line of the popup's context on each side, before cutting to words. */
export const SNIPPET_CONTEXT_CHARS = 48;

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
  // Cut to whole words by the popup (src/popup/groups.ts), which content.js need not carry.
  return { before: before.slice(-chars), after: after.slice(0, chars) };
}
