import { describe, expect, it } from "vitest";
import { quranComUrl, verseRuns, versesLabel } from "../../../src/ui/labels.ts";

describe("verse labels", () => {
  it("groups consecutive verses into runs", () => {
    expect(verseRuns(["8:69", "8:67", "8:68"])).toEqual(["8:67–69"]);
    expect(verseRuns(["8:9", "8:67", "8:68", "badr"])).toEqual(["8:9", "8:67–68"]);
    expect(verseRuns(["badr"])).toEqual([]);
  });

  it("names the sūrah", () => {
    const verse = { key: "8:67", surah: "Al-Anfal", surahArabic: "الأنفال", arabic: "", english: "" };
    expect(versesLabel(["8:67", "8:68", "8:69"], { "8:67": verse })).toBe("Al-Anfal 8:67–69");
    expect(versesLabel(["8:67", "8:68", "8:69"])).toBe("Quran 8:67–69");
    expect(versesLabel(["badr"])).toBe("");
  });

  it("links to quran.com with a plain hyphen", () => {
    expect(quranComUrl("8:67–69")).toBe("https://quran.com/8:67-69");
  });
});
