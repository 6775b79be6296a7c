/**
 * Hover intent for a popover opened by hovering: it stays while the pointer travels from the
 * reference into it. Two rules, after the "safe triangle" of menu systems (Amazon's mega-menu,
 * Floating UI's safePolygon):
 *  - Outside both the reference and the popover, the pointer has LEAVE_DELAY_MS to come back
 *    (hand tremor, a line gap crossed on the way).
 *  - Inside the triangle from where the pointer left the reference to the popover's near edge
 *    (plus the gap the arrow sits in), it is on its way: the popover waits GRACE_MS from the last
 *    movement, so a slow but steady path is never punished, and a pointer parked there closes it.
 * The geometry is pure; the class owns only the timer.
 */

export interface Point {
  x: number;
  y: number;
}

export interface RectLike {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Time to come back after leaving reference and popover in any direction. */
export const LEAVE_DELAY_MS = 150;
/** Time a pointer heading for the popover may pause on the way. */
export const GRACE_MS = 600;

/** True when `p` lies in the triangle from `origin` to the popover edge facing it, or between them. */
export function inSafeZone(p: Point, origin: Point, popover: RectLike): boolean {
  // The band between the origin and the popover, as wide as the popover (the arrow's gap).
  const facingTop = origin.y <= popover.top;
  const edgeY = facingTop ? popover.top : popover.bottom;
  if (p.x >= popover.left && p.x <= popover.right) {
    const lo = Math.min(origin.y, edgeY);
    const hi = Math.max(origin.y, edgeY);
    if (p.y >= lo - 1 && p.y <= hi + 1) return true;
  }
  // The triangle proper; a little slack on the edge corners, which the eye aims at loosely.
  const slack = 4;
  return inTriangle(p, origin, { x: popover.left - slack, y: edgeY }, { x: popover.right + slack, y: edgeY });
}

function inTriangle(p: Point, a: Point, b: Point, c: Point): boolean {
  const d1 = cross(p, a, b);
  const d2 = cross(p, b, c);
  const d3 = cross(p, c, a);
  const negative = d1 < 0 || d2 < 0 || d3 < 0;
  const positive = d1 > 0 || d2 > 0 || d3 > 0;
  return !(negative && positive);
}

function cross(p: Point, a: Point, b: Point): number {
  return (p.x - b.x) * (a.y - b.y) - (a.x - b.x) * (p.y - b.y);
}

/** The close timer of a hover-opened popover. */
export class HoverIntent {
  private timer = 0;
  private timerKind: "leave" | "grace" | undefined;
  /** Where the pointer last was on the reference: the apex of the safe triangle. */
  private origin: Point | undefined;

  constructor(
    private readonly win: Window,
    private readonly onLeave: () => void,
  ) {}

  /** The pointer is on the reference or in the popover: nothing to close. */
  inside(point?: Point): void {
    if (point) this.origin = point;
    this.cancel();
  }

  /** The pointer is elsewhere; `popover` is the popover's box now. */
  outside(point: Point, popover: RectLike | undefined): void {
    const onItsWay =
      this.origin !== undefined && popover !== undefined && inSafeZone(point, this.origin, popover);
    // On its way: every movement restarts the grace period. Off course: the short delay, which is
    // not restarted by further movement (a pointer wandering away must not keep the popover).
    if (onItsWay) this.schedule("grace", GRACE_MS);
    else if (this.timerKind !== "leave") this.schedule("leave", LEAVE_DELAY_MS);
  }

  cancel(): void {
    if (this.timer) this.win.clearTimeout(this.timer);
    this.timer = 0;
    this.timerKind = undefined;
  }

  reset(): void {
    this.cancel();
    this.origin = undefined;
  }

  private schedule(kind: "leave" | "grace", ms: number): void {
    this.cancel();
    this.timerKind = kind;
    this.timer = this.win.setTimeout(() => {
      this.timer = 0;
      this.timerKind = undefined;
      this.onLeave();
    }, ms);
  }
}
