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

/**
 * The visual viewport as `window.visualViewport` describes it: its size in CSS px and where it sits
 * in the layout viewport (pinch-zoom and the on-screen keyboard move and shrink it), which is what
 * `position: fixed` measures from.
 */
export interface ViewportRect {
  offsetLeft: number;
  offsetTop: number;
  width: number;
  height: number;
}

/** Narrower than this (CSS px of visual viewport), the popover is a bottom sheet (issue 35). */
export const SHEET_BELOW_WIDTH = 600;

export interface SheetOptions {
  /** Share of the visual viewport's height a collapsed sheet may take: the page stays in view. */
  share: number;
  /** Room an expanded sheet leaves above it, so the page still shows that it is there. */
  expandedGap: number;
}

export const SHEET_DEFAULTS: SheetOptions = { share: 2 / 3, expandedGap: 24 };

export interface SheetPlacement {
  left: number;
  top: number;
  width: number;
  /** The sheet's height: its natural height, within the cap of its state. */
  height: number;
  /** Whether expanding would show more: the natural height passes the collapsed cap. */
  expandable: boolean;
}

/** A bottom sheet, not a box beside the reference, on a screen this narrow. */
export function isSheetViewport(viewport: Pick<Size, "width">): boolean {
  return viewport.width < SHEET_BELOW_WIDTH;
}

/**
 * The sheet spans the visual viewport's width and sits on its bottom edge, as high as its content
 * (`natural`, borders and safe-area padding included) up to two thirds of the visual viewport, or
 * up to nearly all of it when expanded. Expressed in layout-viewport coordinates, so that a fixed
 * box placed there stays in view under pinch-zoom and above the on-screen keyboard.
 */
export function computeSheetPlacement(
  view: ViewportRect,
  natural: number,
  expanded: boolean,
  options: SheetOptions = SHEET_DEFAULTS,
): SheetPlacement {
  const collapsedCap = Math.floor(view.height * options.share);
  const expandedCap = Math.max(collapsedCap, Math.floor(view.height - options.expandedGap));
  const cap = expanded ? expandedCap : collapsedCap;
  const height = Math.max(0, Math.min(Math.ceil(natural), cap));
  return {
    left: view.offsetLeft,
    top: view.offsetTop + view.height - height,
    width: view.width,
    height,
    expandable: natural > collapsedCap,
  };
}
