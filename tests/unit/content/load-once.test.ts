/** loadOnce: one load for many callers, and a new try after a failed one. */
import { describe, expect, it } from "vitest";
import { loadOnce } from "../../../src/content/common/load-once.ts";

describe("loadOnce", () => {
  it("loads once for callers at once and after", async () => {
    let loads = 0;
    const load = loadOnce(async () => ++loads);
    expect(await Promise.all([load(), load()])).toEqual([1, 1]);
    expect(await load()).toBe(1);
    expect(loads).toBe(1);
  });

  it("tries again after a failed load, and keeps the load that worked", async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      if (++loads === 1) throw new Error("extension gone");
      return loads;
    });
    await expect(load()).rejects.toThrow("extension gone");
    expect(await load()).toBe(2);
    expect(await load()).toBe(2);
    expect(loads).toBe(2);
  });
});
