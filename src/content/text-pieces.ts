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
export function* textPieces(root: Element | ShadowRoot, limit = PIECE_ELEMENTS): Generator<string> {
  // item(limit) stops counting at the limit: a live collection's length would count every element.
  // A shadow root has no getElementsByTagName: its children are read one by one.
  if (
    root.firstElementChild === null ||
    ("getElementsByTagName" in root && root.getElementsByTagName("*").item(limit) === null)
  ) {
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

/**
 * Characters of page text passed to the quick check at a time: about 1 ms of work, so the
 * scheduler's 8 ms slices end close to their deadline.
 */
export const TEXT_CHUNK = 128 * 1024;
/** The size of the first chunk; each next one is twice the size of the one before, up to TEXT_CHUNK. */
export const FIRST_TEXT_CHUNK = 16 * 1024;
/** More than any trigger hit or vocabulary word is long, so no hit is cut in two between chunks. */
export const CHUNK_OVERLAP = 128;

/**
 * Reads the text under `root` in chunks of about TEXT_CHUNK characters or more, each beginning
 * with the last CHUNK_OVERLAP characters of the one before (`overlap` of them; `last`: the text
 * ends there), yielding between chunks; stops when `visit` returns true (then true). The chunks
 * join into what `root.textContent` is, but no step reads more than a bounded subtree.
 */
export function* readTextChunks(
  root: Element | ShadowRoot,
  visit: (chunk: string, overlap: number, last: boolean) => boolean,
): Generator<void, boolean> {
  let chunk = "";
  let fresh = 0;
  // The first chunks are small: the probe's code runs unoptimised at first on every page, several
  // times slower, and a first chunk of full size was a task of 20-50 ms on a busy machine.
  let size = FIRST_TEXT_CHUNK;
  for (const piece of textPieces(root)) {
    // A piece may be a whole long paragraph: it is cut, so no visit reads much over a chunk.
    for (let at = 0; at < piece.length; at += size) {
      if (fresh >= size) {
        if (visit(chunk, chunk.length - fresh, false)) return true;
        chunk = chunk.slice(-CHUNK_OVERLAP);
        fresh = 0;
        size = Math.min(2 * size, TEXT_CHUNK);
        yield;
      }
      const part = at === 0 && piece.length <= size ? piece : piece.slice(at, at + size);
      chunk += part;
      fresh += part.length;
    }
  }
  return fresh > 0 && visit(chunk, chunk.length - fresh, true);
}
