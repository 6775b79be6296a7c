/**
 * The content script's detector before its module loads (src/content/page/lazy-detector.ts): parsing
 * waits for the module, which loads once.
 */
import { describe, expect, it, vi } from "vitest";

vi.mock("../../../src/shared/platform.ts", () => ({
  ownFiles: { resourceUrl: (p: string) => p },
}));

const { LazyDetector } = await import("../../../src/content/page/lazy-detector.ts");
const { GRAMMAR } = await import("../core/detect/helpers.ts");
const { createDetector } = await import("../../../src/core/detect/index.ts");
const COVERED = ["8:9", "8:67", "8:68", "8:69", "badr"];

describe("LazyDetector", () => {
  it("refuses to parse before the module loads", () => {
    const lazy = new LazyDetector(COVERED, () => Promise.reject(new Error("not loaded in this test")));
    expect(lazy.loaded).toBe(false);
    expect(() => lazy.find("Quran 8:67")).toThrow(/before it is loaded/);
  });

  it("parses once its module has loaded, loading it only once", async () => {
    let loads = 0;
    const lazy = new LazyDetector(COVERED, async () => {
      loads++;
      return { createPageDetector: (covered: readonly string[]) => createDetector(GRAMMAR, covered) };
    });
    await Promise.all([lazy.load(), lazy.load()]);
    expect(loads).toBe(1);
    expect(lazy.find("See Quran 8:67.").map((r) => r.targets)).toEqual([["8:67"]]);
  });

  it("tries again after a failed load", async () => {
    let attempts = 0;
    const lazy = new LazyDetector(COVERED, async () => {
      attempts++;
      if (attempts === 1) throw new Error("the extension was reloaded");
      return { createPageDetector: (covered: readonly string[]) => createDetector(GRAMMAR, covered) };
    });
    await expect(lazy.load()).rejects.toThrow(/reloaded/);
    await lazy.load();
    expect(lazy.loaded).toBe(true);
  });
});
