/**
 * The verse font the build bundles (src/node/verse-font.ts): a subset that covers every character
 * of the shipped verses, and a build that stops, naming the entry and the verse, when a verse has
 * a character the font cannot draw.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Dataset } from "../../../src/core/dataset/types.ts";
import { loadDataset } from "../../../src/node/dataset.ts";
import { buildVerseFont } from "../../../src/node/verse-font.ts";

const ROOT = join(import.meta.dirname, "../../..");

describe("buildVerseFont", () => {
  it("subsets the font to the shipped verses: a WOFF2 far smaller than the font", async () => {
    const dataset = loadDataset(join(ROOT, "data"));
    const font = await buildVerseFont(dataset);
    expect(new TextDecoder().decode(font.bytes.subarray(0, 4))).toBe("wOF2");
    expect(font.bytes.length).toBeLessThan(20_000);
    const distinct = new Set(
      Object.values(dataset.verses)
        .map((v) => v.arabic)
        .join("")
        .replace(/\s/g, ""),
    );
    expect(font.characters).toBeGreaterThanOrEqual(distinct.size);
  });

  it("stops the build when a verse has a character the font cannot draw, naming the entry and the verse", async () => {
    const dataset: Pick<Dataset, "verses" | "entries"> = {
      verses: {
        "8:9": {
          key: "8:9",
          surah: "Al-Anfal",
          surahArabic: "الأنفال",
          arabic: "إِذْ تَسْتَغِيثُونَ 中",
          english: "",
        },
      },
      entries: [{ id: "anfal-8-9", targets: ["8:9"] } as Dataset["entries"][number]],
    };
    await expect(buildVerseFont(dataset)).rejects.toThrow(
      /data\/entries\/anfal-8-9\.json: targets: verse 8:9 .*U\+4E2D \(中\)/,
    );
  });

  it("carries the facts cards' Arabic names, and stops the build naming the field when one has a character the font lacks", async () => {
    const dataset = loadDataset(join(ROOT, "data"));
    const badr = dataset.entries.find((e) => e.id === "badr")!;
    expect(badr.facts?.some((f) => f.arabic === "بدر")).toBe(true);
    const withName = (arabic: string): Pick<Dataset, "verses" | "entries"> => ({
      verses: {},
      entries: [
        { ...badr, facts: [{ kind: "place", text: "Badr", arabic, links: [], sources: [{ work: "W" }] }] },
      ],
    });
    // A letter no verse has (ڤ, U+06A4) is in the subset because a name has it.
    const font = await buildVerseFont(withName("ڤ"));
    const without = await buildVerseFont({ verses: {}, entries: [] });
    expect(font.characters).toBe(without.characters + 1);
    await expect(buildVerseFont(withName("بدر 中"))).rejects.toThrow(
      /data\/entries\/badr\.json: facts\[0\]\.arabic: has U\+4E2D/,
    );
  });
});
