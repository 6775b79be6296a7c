/** Hover intent: the safe zone's geometry, and the close timer's two delays. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  GRACE_MS,
  HoverIntent,
  inSafeZone,
  LEAVE_DELAY_MS,
} from "../../../src/content/popover/hover-intent.ts";

const popover = { left: 100, top: 200, right: 500, bottom: 600 };
const origin = { x: 300, y: 170 };

describe("inSafeZone", () => {
  it("accepts the band between the reference and the popover and the triangle to its corners", () => {
    expect(inSafeZone({ x: 300, y: 190 }, origin, popover)).toBe(true);
    expect(inSafeZone({ x: 480, y: 195 }, origin, popover)).toBe(true);
    expect(inSafeZone({ x: 150, y: 199 }, origin, popover)).toBe(true);
  });

  it("refuses points moving away or sideways", () => {
    expect(inSafeZone({ x: 300, y: 150 }, origin, popover)).toBe(false);
    expect(inSafeZone({ x: 700, y: 190 }, origin, popover)).toBe(false);
    expect(inSafeZone({ x: 20, y: 199 }, origin, popover)).toBe(false);
  });

  it("works for a popover above the reference", () => {
    const above = { left: 100, top: 0, right: 500, bottom: 150 };
    expect(inSafeZone({ x: 320, y: 160 }, { x: 300, y: 170 }, above)).toBe(true);
    expect(inSafeZone({ x: 320, y: 190 }, { x: 300, y: 170 }, above)).toBe(false);
  });
});

describe("HoverIntent", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const make = () => {
    const onLeave = vi.fn();
    return { onLeave, intent: new HoverIntent(globalThis as unknown as Window, onLeave) };
  };

  it("closes after the short delay when the pointer wanders off", () => {
    const { onLeave, intent } = make();
    intent.inside(origin);
    intent.outside({ x: 900, y: 50 }, popover);
    vi.advanceTimersByTime(LEAVE_DELAY_MS - 1);
    // Further wandering does not restart the short delay.
    intent.outside({ x: 910, y: 50 }, popover);
    vi.advanceTimersByTime(1);
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it("waits the grace period while the pointer is on its way, and keeps the popover once reached", () => {
    const { onLeave, intent } = make();
    intent.inside(origin);
    intent.outside({ x: 310, y: 180 }, popover);
    vi.advanceTimersByTime(GRACE_MS - 10);
    intent.outside({ x: 320, y: 195 }, popover);
    vi.advanceTimersByTime(GRACE_MS - 10);
    intent.inside();
    vi.advanceTimersByTime(5000);
    expect(onLeave).not.toHaveBeenCalled();
  });

  it("closes a pointer parked in the safe zone after the grace period", () => {
    const { onLeave, intent } = make();
    intent.inside(origin);
    intent.outside({ x: 310, y: 180 }, popover);
    vi.advanceTimersByTime(GRACE_MS);
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});
