/** The popover's text helpers: heading, commentary preview, what Copy puts on the clipboard. */
import { describe, expect, it } from "vitest";
import {
  commentaryPreview,
  copyText,
  entryHeading,
  shortTitle,
  toArabicDigits,
} from "../../../src/ui/labels.ts";

describe("popover labels", () => {
  it("leads the heading with the title's own verses", () => {
    expect(entryHeading("The captives of Badr (al-Anfāl 8:67–69)", ["8:67", "8:68", "8:69"])).toBe(
      "Al-Anfāl 8:67–69 · The captives of Badr",
    );
    const kursi = { key: "2:255", surah: "Al-Baqarah", arabic: "", english: "" };
    expect(entryHeading("Āyat al-Kursī", ["2:255"], { "2:255": kursi })).toBe(
      "Al-Baqarah 2:255 · Āyat al-Kursī",
    );
    expect(entryHeading("Āyat al-Kursī", ["2:255"])).toBe("Quran 2:255 · Āyat al-Kursī");
    expect(entryHeading("The Battle of Badr", ["badr"])).toBe("The Battle of Badr");
    expect(shortTitle("The thousand angels at Badr (al-Anfāl 8:9)")).toBe("The thousand angels at Badr");
  });

  it("writes āyah numbers in Arabic-Indic digits", () => {
    expect(toArabicDigits("67")).toBe("٦٧");
  });

  it("previews the commentary at a word boundary and says when there is more", () => {
    const long = `${"word ".repeat(100).trim()}.`;
    const preview = commentaryPreview([long], 100);
    expect(preview.truncated).toBe(true);
    expect(preview.paragraphs[0]!.endsWith("word…")).toBe(true);
    expect(preview.paragraphs[0]!.length).toBeLessThanOrEqual(101);
    expect(commentaryPreview(["short."], 100)).toEqual({ paragraphs: ["short."], truncated: false });
    // A second paragraph that would be cut to a stub is left for "Read more".
    expect(commentaryPreview(["a".repeat(80), "b ".repeat(50)], 100)).toEqual({
      paragraphs: ["a".repeat(80)],
      truncated: true,
    });
  });

  it("copies each verse in Arabic and English with the reference", () => {
    expect(
      copyText([
        { key: "8:67", surah: "Al-Anfal", arabic: "مَا كَانَ", english: "It is not for a prophet" },
        { key: "8:68", surah: "Al-Anfal", arabic: "لَّوۡلَا", english: "If not for a decree" },
      ]),
    ).toBe("مَا كَانَ\nIt is not for a prophet\n\nلَّوۡلَا\nIf not for a decree\n— Quran, Al-Anfal 8:67–68");
  });
});
