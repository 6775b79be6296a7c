/** Target helpers and the lookups the detector and popover use. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { coveredTargets, entriesFor, entriesInReadingOrder } from "../../../../src/core/dataset/lookup.ts";
import { compareTargets, sortTargets, verseProblem } from "../../../../src/core/dataset/targets.ts";
import type { Entry, Surah } from "../../../../src/core/dataset/types.ts";
import { DATA_DIR } from "../../../fixtures/datasets/make.ts";

const surahs = JSON.parse(readFileSync(join(DATA_DIR, "quran", "surahs.json"), "utf8")) as Surah[];

function entry(id: string, targets: string[]): Entry {
  return {
    id,
    title: id,
    summary: id,
    targets,
    excerpt: ["x"],
    commentary: [],
    quotedVerses: [],
    related: [],
    provenance: { explanation: "e", hadith: "h" },
  };
}

describe("target order", () => {
  it("orders verses numerically (8:9 before 8:67, 2:255 before 8:9), then events by name", () => {
    expect(sortTargets(["badr", "8:67", "uhud", "8:9", "2:255", "8:9"])).toEqual([
      "2:255",
      "8:9",
      "8:67",
      "badr",
      "uhud",
    ]);
    expect(compareTargets("8:9", "8:9")).toBe(0);
  });
});

describe("verseProblem", () => {
  it("accepts every verse the sūrah table has, and nothing past it", () => {
    expect(verseProblem("1:7", surahs)).toBeUndefined();
    expect(verseProblem("2:286", surahs)).toBeUndefined();
    expect(verseProblem("2:287", surahs)).toBe("verse 2:287 does not exist (Al-Baqarah has 286 verses)");
    expect(verseProblem("0:1", surahs)).toMatch(/sūrah 0 does not exist/);
  });
});

describe("lookups", () => {
  const dataset = {
    entries: [entry("a", ["8:9"]), entry("b", ["8:67", "8:68", "8:69"]), entry("c", ["badr"])],
  };

  it("lists the covered targets in target order", () => {
    expect(coveredTargets(dataset)).toEqual(["8:9", "8:67", "8:68", "8:69", "badr"]);
  });

  it("finds the entries for a set of targets, each entry once", () => {
    expect(entriesFor(dataset, ["8:67", "8:68"]).map((e) => e.id)).toEqual(["b"]);
    expect(entriesFor(dataset, ["badr", "8:9"]).map((e) => e.id)).toEqual(["a", "c"]);
    expect(entriesFor(dataset, ["2:255"])).toEqual([]);
  });

  it("orders the popover's entries by their first target, whatever order the dataset lists them in", () => {
    const shuffled = { entries: [entry("c", ["badr"]), entry("b", ["8:67", "8:68"]), entry("a", ["8:9"])] };
    expect(entriesInReadingOrder(shuffled, ["badr", "8:68", "8:9"]).map((e) => e.id)).toEqual([
      "a",
      "b",
      "c",
    ]);
  });
});
