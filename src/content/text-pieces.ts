/**
 * The text under an element, in document order, as a few large strings rather than one string per
 * text node. From a content script every node the script touches costs a wrapper in its own
 * world: walking the ECMAScript spec's 39,000 text nodes with a TreeWalker and joining them took
 * 50–62 ms in Chromium's isolated world, where `textContent` of subtrees, which builds the string
 * natively, took 10–16 ms (ADR 007). One `textContent` of a whole 5 MB body is a step of over
 * 100 ms, though, so a subtree is read whole only when it holds at most PIECE_ELEMENTS elements;
 * a larger one is split into its children.
 */
import { ELEMENT_NODE, TEXT_NODE } from "./dom-constants.ts";

/**
 * Elements in a subtree read with one `textContent`: a step of well under a millisecond, and few
 * enough pieces that the pieces' joining costs nothing.
 */
export const PIECE_ELEMENTS = 1500;

/**
 * Yields the text of `root`'s text nodes, in order and with nothing between them (what
 * `root.textContent` is), in pieces whose subtrees hold at most `limit` elements each.
 */
export function* textPieces(root: Element, limit = PIECE_ELEMENTS): Generator<string> {
  // item(limit) stops counting at the limit: a live collection's length would count every element.
  if (root.firstElementChild === null || root.getElementsByTagName("*").item(limit) === null) {
    const text = root.textContent;
    if (text) yield text;
    return;
  }
  for (let child = root.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === ELEMENT_NODE) yield* textPieces(child as Element, limit);
    else if (child.nodeType === TEXT_NODE) {
      const data = (child as Text).data;
      if (data) yield data;
    }
  }
}
