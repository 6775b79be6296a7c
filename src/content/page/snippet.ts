/**
 * The words around a reference, for the toolbar popup: two mentions of "8:9" on one page read the
 * same until their sentences tell them apart. Read only when the popup asks, from the reference's
 * own paragraph, walking text nodes outward from its ends so a 1 MB paragraph costs no more than a
 * short one.
 */

import { SHOW_TEXT } from "../common/dom-constants.ts";
import type { PageReference } from "./page-index.ts";

/** Characters taken on each side: about a line of the popup's context on each side, before cutting to words. */
export const SNIPPET_CONTEXT_CHARS = 48;

export function snippetAround(
  ref: Pick<PageReference, "range" | "element">,
  chars = SNIPPET_CONTEXT_CHARS,
): { before: string; after: string } {
  // The scanner's ranges start and end in text nodes, whose textContent is their text.
  const { startContainer: start, startOffset, endContainer: end, endOffset } = ref.range;
  const walker = ref.element.ownerDocument.createTreeWalker(ref.element, SHOW_TEXT);
  let before = start.textContent!.slice(0, startOffset);
  let after = end.textContent!.slice(endOffset);
  for (walker.currentNode = start; before.length < chars && walker.previousNode(); )
    before = walker.currentNode.textContent + before;
  for (walker.currentNode = end; after.length < chars && walker.nextNode(); )
    after += walker.currentNode.textContent;
  // Cut to whole words by the popup (src/popup/groups.ts), which page.js need not carry.
  return { before: before.slice(-chars), after: after.slice(0, chars) };
}
