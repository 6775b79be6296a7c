/**
 * The order the keyboard commands step through references in: document order, wrapping at the
 * ends. Kept apart from the annotator so the rule is tested on its own (tests/unit/content).
 */
import type { PageReference } from "./page-index.ts";

/** Where a step landed, and whether it went past an end of the page and came round. */
export interface Step {
  ref: PageReference;
  wrapped: "to-first" | "to-last" | undefined;
}

/** Document order of two references' starts. References in different trees (a shadow root and
 * the document) keep the order they were found in. */
export function compareInDocument(a: PageReference, b: PageReference): number {
  const x = a.range;
  const y = b.range;
  if (x.startContainer === y.startContainer) return x.startOffset - y.startOffset || a.id - b.id;
  const position = x.startContainer.compareDocumentPosition(y.startContainer);
  if (position & 1 /* DISCONNECTED */) return a.id - b.id;
  return position & 4 /* FOLLOWING */ ? -1 : 1;
}

/**
 * The next (`direction` 1) or previous (-1) reference after `from`. With no `from` (nothing open
 * or stepped to yet, or it left the page), the reader's place on the page counts: `isAtOrBelowTop`
 * says whether a reference starts at or below the top of the viewport, and the step goes to the
 * first such reference, or (backwards) to the one just before it.
 */
export function stepReference(
  ordered: readonly PageReference[],
  from: PageReference | undefined,
  direction: 1 | -1,
  isAtOrBelowTop: (ref: PageReference) => boolean,
): Step | undefined {
  if (ordered.length === 0) return undefined;
  const at = from ? ordered.indexOf(from) : -1;
  if (at === -1) {
    // Binary search: document order is top to bottom for all but unusual layouts.
    let low = 0;
    let high = ordered.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (isAtOrBelowTop(ordered[mid]!)) high = mid;
      else low = mid + 1;
    }
    // `low` is the first reference in or below the viewport: "next" lands on it, "previous" on
    // the one before it.
    if (direction === 1) {
      return low < ordered.length
        ? { ref: ordered[low]!, wrapped: undefined }
        : { ref: ordered[0]!, wrapped: "to-first" };
    }
    return low > 0
      ? { ref: ordered[low - 1]!, wrapped: undefined }
      : { ref: ordered[ordered.length - 1]!, wrapped: "to-last" };
  }
  const next = at + direction;
  if (next >= ordered.length) return { ref: ordered[0]!, wrapped: "to-first" };
  if (next < 0) return { ref: ordered[ordered.length - 1]!, wrapped: "to-last" };
  return { ref: ordered[next]!, wrapped: undefined };
}
