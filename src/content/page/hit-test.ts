/**
 * Finds the reference under a point without adding anything to the page: the browser resolves the
 * point to (text node, offset) with caretPositionFromPoint, the index narrows that to the
 * references touching the node, and the reference's own client rects confirm the hit (a caret
 * position is also returned for points in blank space beside the text).
 */

import { TEXT_NODE } from "../common/dom-constants.ts";
import type { PageIndex, PageReference } from "./page-index.ts";

/** Slack in CSS pixels around a reference's boxes, so the edge of a glyph still counts. */
const HIT_SLOP = 1;

export function referenceAt(
  doc: Document,
  index: PageIndex,
  x: number,
  y: number,
  shadowRoots: readonly ShadowRoot[] = [],
): PageReference | undefined {
  const node = textNodeAt(doc, x, y, shadowRoots);
  if (!node) return undefined;
  for (const ref of index.atNode(node)) {
    if (containsPoint(doc, ref, x, y)) return ref;
  }
  return undefined;
}

function textNodeAt(
  doc: Document,
  x: number,
  y: number,
  shadowRoots: readonly ShadowRoot[],
): Text | undefined {
  type CaretOptions = { shadowRoots?: ShadowRoot[] };
  const caretAt = doc.caretPositionFromPoint as
    | ((x: number, y: number, options?: CaretOptions) => CaretPosition | null)
    | undefined;
  if (typeof caretAt !== "function") return undefined;
  // Chromium only looks inside shadow roots it is given; Firefox ignores the option.
  const position = caretAt.call(
    doc,
    x,
    y,
    shadowRoots.length > 0 ? { shadowRoots: [...shadowRoots] } : undefined,
  );
  const node = position?.offsetNode;
  return node && node.nodeType === TEXT_NODE ? (node as Text) : undefined;
}

/** A live Range for one reference, made on demand to measure it (never kept). */
export function liveRange(doc: Document, ref: PageReference): Range {
  const range = doc.createRange();
  range.setStart(ref.range.startContainer, ref.range.startOffset);
  range.setEnd(ref.range.endContainer, ref.range.endOffset);
  return range;
}

function containsPoint(doc: Document, ref: PageReference, x: number, y: number): boolean {
  for (const rect of liveRange(doc, ref).getClientRects()) {
    if (
      x >= rect.left - HIT_SLOP &&
      x <= rect.right + HIT_SLOP &&
      y >= rect.top - HIT_SLOP &&
      y <= rect.bottom + HIT_SLOP
    ) {
      return true;
    }
  }
  return false;
}
