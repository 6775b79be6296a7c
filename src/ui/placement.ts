/**
 * Where the popover goes, as a pure function of three measurements: the reference's box, the
 * popover's natural size and the viewport. Pure so that every corner case (no room below, no room
 * either side, a reference at the right edge, a 360 px screen) is a unit test, not a page.
 */

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export type Side = "below" | "above";

export interface Placement {
  left: number;
  top: number;
  side: Side;
  /** The height the popover may take; its content scrolls inside it when this is smaller. */
  maxHeight: number;
  /** Horizontal centre of the arrow, from the popover's left edge. */
  arrowX: number;
}

export interface PlacementOptions {
  /** Room between the reference and the popover; the arrow lives in it. */
  gap: number;
  /** Distance kept from every edge of the viewport. */
  edge: number;
  /** The arrow never comes closer than this to the popover's corners (they are rounded). */
  arrowInset: number;
}

export const PLACEMENT_DEFAULTS: PlacementOptions = { gap: 10, edge: 8, arrowInset: 18 };

/**
 * Below the reference when it fits, else above when that fits, else on the roomier side with a
 * smaller max height (the content scrolls; the popover never covers the reference it explains).
 * Horizontally centred on the reference, then shifted to stay inside the viewport.
 */
export function computePlacement(
  anchor: Box,
  natural: Size,
  viewport: Size,
  options: PlacementOptions = PLACEMENT_DEFAULTS,
): Placement {
  const { gap, edge, arrowInset } = options;
  const anchorBottom = anchor.top + anchor.height;
  const roomBelow = viewport.height - edge - (anchorBottom + gap);
  const roomAbove = anchor.top - gap - edge;
  let side: Side;
  if (natural.height <= roomBelow) side = "below";
  else if (natural.height <= roomAbove) side = "above";
  else side = roomBelow >= roomAbove ? "below" : "above";
  const room = Math.max(0, side === "below" ? roomBelow : roomAbove);
  const height = Math.min(natural.height, room);
  let top = side === "below" ? anchorBottom + gap : anchor.top - gap - height;
  // A reference scrolled partly out of view must not drag the popover out with it.
  top = clamp(top, edge, Math.max(edge, viewport.height - edge - height));

  const width = Math.min(natural.width, Math.max(0, viewport.width - 2 * edge));
  const centre = anchor.left + anchor.width / 2;
  const left = clamp(centre - width / 2, edge, Math.max(edge, viewport.width - edge - width));
  const arrowX = clamp(centre - left, arrowInset, Math.max(arrowInset, width - arrowInset));
  return { left: Math.round(left), top: Math.round(top), side, maxHeight: Math.floor(room), arrowX };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
