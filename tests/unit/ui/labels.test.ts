/** The popover's text helpers: the heading, its short title, āyah numbers. (Copy: citation.test.ts.) */
import { describe, expect, it } from "vitest";
import { entryHeading, shortTitle, toArabicDigits } from "../../../src/ui/labels.ts";

describe("popover labels", () => {
  it("leads the heading with the title's own verses", () => {
    expect(entryHeading("The captives of Badr (al-Anfāl 8:67–69)", ["8:67", "8:68", "8:69"])).toBe(
      "Al-Anfāl 8:67–69 · The captives of Badr",
    );
    const kursi = { key: "2:255", surah: "Al-Baqarah", surahArabic: "البقرة", arabic: "", english: "" };
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
});
