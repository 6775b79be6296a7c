/** Placement as a pure function: below, above, the roomier side, shifted inside the viewport. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Box,
  computePlacement,
  computeSheetPlacement,
  isSheetViewport,
  PLACEMENT_DEFAULTS,
  SHEET_DEFAULTS,
} from "../../../src/ui/placement.ts";

const VIEW = { width: 1280, height: 740 };
const NARROW = { width: 360, height: 740 };
const SIZE = { width: 450, height: 400 };
const at = (left: number, top: number, width = 100, height = 20): Box => ({ left, top, width, height });

describe("computePlacement", () => {
  it("goes below the reference, centred on it, with the arrow at its centre", () => {
    const p = computePlacement(at(600, 100), SIZE, VIEW);
    expect(p).toMatchObject({ side: "below", top: 130, left: 425 });
    expect(p.arrowX).toBe(225);
  });

  it("flips above when there is no room below", () => {
    const p = computePlacement(at(600, 600), SIZE, VIEW);
    expect(p.side).toBe("above");
    expect(p.top + SIZE.height).toBe(600 - PLACEMENT_DEFAULTS.gap);
  });

  it("takes the roomier side and caps its height when it fits on neither", () => {
    const p = computePlacement(at(600, 450), { width: 450, height: 700 }, VIEW);
    expect(p.side).toBe("above");
    expect(p.maxHeight).toBe(450 - 10 - 8);
    expect(p.top).toBe(8);
  });

  it("shifts to stay inside the viewport and keeps the arrow on the reference", () => {
    const right = computePlacement(at(1240, 100, 30), SIZE, VIEW);
    expect(right.left + SIZE.width).toBe(VIEW.width - 8);
    // On the reference (1240–1270), kept clear of the popover's rounded corner.
    expect(right.left + right.arrowX).toBeGreaterThanOrEqual(1240);
    expect(right.arrowX).toBe(SIZE.width - PLACEMENT_DEFAULTS.arrowInset);
    const left = computePlacement(at(2, 100, 30), SIZE, VIEW);
    expect(left.left).toBe(8);
    expect(left.arrowX).toBe(PLACEMENT_DEFAULTS.arrowInset);
  });

  it("on a 360 px screen takes the full width minus the margins", () => {
    const p = computePlacement(at(40, 100), { width: 344, height: 300 }, NARROW);
    expect(p.left).toBe(8);
  });

  it("never leaves the viewport nor covers a visible reference (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 320, max: 1920 }),
        fc.integer({ min: 400, max: 1200 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 10, max: 300 }),
        fc.integer({ min: 14, max: 60 }),
        fc.integer({ min: 80, max: 1400 }),
        (vw, vh, fx, fy, w, h, height) => {
          const view = { width: vw, height: vh };
          const anchor = at(fx * (vw - w), fy * (vh - h), w, h);
          const width = Math.min(450, vw - 16);
          const p = computePlacement(anchor, { width, height }, view);
          const shown = Math.min(height, p.maxHeight);
          expect(p.left).toBeGreaterThanOrEqual(8);
          expect(p.left + width).toBeLessThanOrEqual(vw - 8 + 0.5);
          expect(p.top).toBeGreaterThanOrEqual(8);
          expect(p.top + shown).toBeLessThanOrEqual(vh - 8 + 0.5);
          const clear =
            p.side === "below" ? p.top >= anchor.top + anchor.height : p.top + shown <= anchor.top;
          expect(clear).toBe(true);
          const arrow = p.left + p.arrowX;
          expect(arrow).toBeGreaterThanOrEqual(Math.min(anchor.left, p.left + 18) - 0.5);
          expect(arrow).toBeLessThanOrEqual(Math.max(anchor.left + anchor.width, p.left + width - 18) + 0.5);
        },
      ),
    );
  });
});

describe("the bottom sheet", () => {
  const PHONE = { offsetLeft: 0, offsetTop: 0, width: 360, height: 640 };

  it("is the layout under 600 px of visual viewport, and the box beside the reference from there", () => {
    expect(isSheetViewport({ width: 360 })).toBe(true);
    expect(isSheetViewport({ width: 599 })).toBe(true);
    expect(isSheetViewport({ width: 600 })).toBe(false);
    expect(isSheetViewport({ width: 1280 })).toBe(false);
  });

  it("spans the width on the bottom edge, as high as its content when that is short", () => {
    expect(computeSheetPlacement(PHONE, 300, false)).toEqual({
      left: 0,
      top: 340,
      width: 360,
      height: 300,
      expandable: false,
    });
  });

  it("takes at most two thirds of the height collapsed, and nearly all of it expanded", () => {
    const collapsed = computeSheetPlacement(PHONE, 1000, false);
    expect(collapsed).toMatchObject({ height: 426, top: 640 - 426, expandable: true });
    const expanded = computeSheetPlacement(PHONE, 1000, true);
    expect(expanded).toMatchObject({
      height: 640 - SHEET_DEFAULTS.expandedGap,
      top: SHEET_DEFAULTS.expandedGap,
    });
    // Expanded, a sheet shorter than the screen stays as high as its content.
    expect(computeSheetPlacement(PHONE, 500, true)).toMatchObject({ height: 500, top: 140 });
  });

  it("follows a pinch-zoomed or keyboard-shortened visual viewport", () => {
    // Pinch-zoomed to 200% and panned: the visual viewport is half the size, offset in the layout one.
    const zoomed = { offsetLeft: 90, offsetTop: 1200, width: 180, height: 320 };
    const p = computeSheetPlacement(zoomed, 1000, false);
    expect(p).toMatchObject({ left: 90, width: 180, height: 213, top: 1200 + 320 - 213 });
    // The on-screen keyboard takes the lower half: the sheet sits on top of it.
    expect(computeSheetPlacement({ ...PHONE, height: 300 }, 1000, false)).toMatchObject({
      top: 100,
      height: 200,
    });
  });

  it("stays inside the visual viewport (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 100, max: 599 }),
        fc.integer({ min: 100, max: 1200 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.boolean(),
        (offsetLeft, offsetTop, width, height, natural, expanded) => {
          const view = { offsetLeft, offsetTop, width, height };
          const p = computeSheetPlacement(view, natural, expanded);
          expect(p.left).toBe(offsetLeft);
          expect(p.width).toBe(width);
          expect(p.top).toBeGreaterThanOrEqual(offsetTop);
          expect(p.top + p.height).toBe(offsetTop + height);
          if (!expanded) expect(p.height).toBeLessThanOrEqual((height * 2) / 3);
        },
      ),
    );
  });
});
