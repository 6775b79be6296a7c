/**
 * The text under an element, in document order, as a few large strings rather than one string per
 * text node. From a content script every node the script touches costs a wrapper in its own
 * world: walking the ECMAScript spec's 39,000 text nodes with a TreeWalker and joining them took
 * 50–62 ms in Chromium's isolated world, where `textContent` of subtrees, which builds the string
 * natively, took 10–16 ms (ADR 007). One `textContent` of a whole 5 MB body is a step of over
 * 100 ms, though, so a subtree is read whole only when it holds at most PIECE_ELEMENTS elements;
 * a larger one is split into its children.
 */
import { ELEMENT_NODE, TEXT_NODE } from "../common/dom-constants.ts";

/**
 * Elements in a subtree read with one `textContent`: a step of well under a millisecond, and few
 * enough pieces that the pieces' joining costs nothing.
 */
export const PIECE_ELEMENTS = 1500;

/** A piece of text, and the element it was read from (for loose text, the element before it, or its parent). */
export interface TextPiece {
  text: string;
  element: Element;
}

/**
 * Elements and characters in a piece read by a reading that waits for the reader (readTextChunks
 * with a pace): where a piece is, is where the reading has got, so a piece must be a few screens of
 * text, not a whole page of 1,500 paragraphs. A subtree with more text than PACED_PIECE_CHARS is
 * read again in its children: on the page's first screens, which is all a paced read reads at load.
 */
export const PACED_PIECE_ELEMENTS = 200;
export const PACED_PIECE_CHARS = 32 * 1024;

/**
 * Yields the text of `root`'s text nodes, in order and with nothing between them (what
 * `root.textContent` is), in pieces whose subtrees hold at most `limit` elements each, each with
 * the element it was read from: where it is on the page. With `maxChars`, a piece longer than
 * that is read again in its children, if it has any.
 */
export function* piecesOf(
  root: Element | ShadowRoot,
  limit = PIECE_ELEMENTS,
  maxChars = Number.POSITIVE_INFINITY,
): Generator<TextPiece> {
  const element = "host" in root ? root.host : root;
  // item(limit) stops counting at the limit: a live collection's length would count every element.
  // A shadow root has no getElementsByTagName: its children are read one by one.
  if (
    root.firstElementChild === null ||
    ("getElementsByTagName" in root && root.getElementsByTagName("*").item(limit) === null)
  ) {
    const text = root.textContent;
    if (!text) return;
    if (text.length <= maxChars || root.firstElementChild === null) {
      yield { text, element };
      return;
    }
    // Too long to say where in it the reading is: its children are read instead.
  }
  for (let child = root.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === ELEMENT_NODE) yield* piecesOf(child as Element, limit, maxChars);
    else if (child.nodeType === TEXT_NODE) {
      const data = (child as Text).data;
      // Where loose text is: after the element before it (the white space between paragraphs).
      if (data) yield { text: data, element: (child as Text).previousElementSibling ?? element };
    }
  }
}

/**
 * Characters of page text passed to the quick check at a time: about 1 ms of work, so the
 * scheduler's 8 ms slices end close to their deadline.
 */
export const TEXT_CHUNK = 128 * 1024;
/** The size of the first chunk; each next one is twice the size of the one before, up to TEXT_CHUNK. */
export const FIRST_TEXT_CHUNK = 4 * 1024;
/** More than any trigger hit or vocabulary word is long, so no hit is cut in two between chunks. */
export const CHUNK_OVERLAP = 128;

/**
 * Reads the text under `root` in chunks of about TEXT_CHUNK characters or more, each beginning
 * with the last CHUNK_OVERLAP characters of the one before (`overlap` of them; `last`: the text
 * ends there), yielding between chunks; stops when `visit` returns true (then true). The chunks
 * join into what `root.textContent` is, but no step reads more than a bounded subtree. After each
 * chunk, `pace` (a ReadAhead) is told where the text read so far ends; a promise it returns is
 * yielded, for the scheduler to wait on.
 */
export function* readTextChunks(
  root: Element | ShadowRoot,
  visit: (chunk: string, overlap: number, last: boolean) => boolean,
  pace?: (element: Element, read: number) => Promise<void> | undefined,
): Generator<unknown, boolean> {
  let chunk = "";
  let fresh = 0;
  // The first chunks are small: the probe's code runs unoptimised at first on every page, several
  // times slower, and a first chunk of full size was a task of 20-50 ms on a busy machine.
  let size = FIRST_TEXT_CHUNK;
  const pieces = pace ? piecesOf(root, PACED_PIECE_ELEMENTS, PACED_PIECE_CHARS) : piecesOf(root);
  for (const { text: piece, element } of pieces) {
    // A piece may be a whole long paragraph: it is cut, so no visit reads much over a chunk.
    for (let at = 0; at < piece.length; at += size) {
      if (fresh >= size) {
        if (visit(chunk, chunk.length - fresh, false)) return true;
        const wait = pace?.(element, fresh);
        chunk = chunk.slice(-CHUNK_OVERLAP);
        fresh = 0;
        size = Math.min(2 * size, TEXT_CHUNK);
        yield wait;
      }
      const part = at === 0 && piece.length <= size ? piece : piece.slice(at, at + size);
      chunk += part;
      fresh += part.length;
    }
  }
  return fresh > 0 && visit(chunk, chunk.length - fresh, true);
}
