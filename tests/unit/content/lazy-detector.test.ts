/**
 * The content script's detector before its module loads (src/content/page/lazy-detector.ts): the probe
 * (page-probe.ts, from the tables main.js carries) answers as the full detector does, and parsing waits for the module.
 */
import { describe, expect, it, vi } from "vitest";

vi.mock("../../../src/shared/platform.ts", () => ({
  ownFiles: { resourceUrl: (p: string) => p },
}));

const { LazyDetector } = await import("../../../src/content/page/lazy-detector.ts");
const { PageProbe } = await import("../../../src/content/gate/page-probe.ts");
const { probeSourceOf } = await import("../../../src/node/probe-source.ts");
const { GRAMMAR } = await import("../core/detect/helpers.ts");
const { createDetector } = await import("../../../src/core/detect/index.ts");
const COVERED = ["8:9", "8:67", "8:68", "8:69", "badr"];
/** The probe as content.js builds it from the tables the build ships. */
const probe = new PageProbe(probeSourceOf(createDetector(GRAMMAR, COVERED)));

describe("LazyDetector", () => {
  it("answers the probe before the module loads, as the full detector does", () => {
    const lazy = new LazyDetector(COVERED, probe, () => Promise.reject(new Error("not loaded in this test")));
    const full = createDetector(GRAMMAR, COVERED);
    for (const text of ["See Quran 8:67.", "Section 8.1 at 8:30", "The Battle of Badr", "nothing here"]) {
      expect(lazy.mightContainReference(text), text).toBe(full.mightContainReference(text));
      expect(lazy.mightHaveVocabulary(text), text).toBe(full.mightHaveVocabulary(text));
    }
    expect(lazy.loaded).toBe(false);
    expect(() => lazy.find("Quran 8:67")).toThrow(/before it is loaded/);
  });

  it("parses once its module has loaded, loading it only once", async () => {
    let loads = 0;
    const lazy = new LazyDetector(COVERED, probe, async () => {
      loads++;
      return { createPageDetector: (covered: readonly string[]) => createDetector(GRAMMAR, covered) };
    });
    await Promise.all([lazy.load(), lazy.load()]);
    expect(loads).toBe(1);
    expect(lazy.find("See Quran 8:67.").map((r) => r.targets)).toEqual([["8:67"]]);
  });

  it("tries again after a failed load", async () => {
    let attempts = 0;
    const lazy = new LazyDetector(COVERED, probe, async () => {
      attempts++;
      if (attempts === 1) throw new Error("the extension was reloaded");
      return { createPageDetector: (covered: readonly string[]) => createDetector(GRAMMAR, covered) };
    });
    await expect(lazy.load()).rejects.toThrow(/reloaded/);
    await lazy.load();
    expect(lazy.loaded).toBe(true);
  });
});
