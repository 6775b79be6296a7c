import { describe, expect, it } from "vitest";
import { DISPLAY_TEXT_MAX, displayText } from "../../../../src/core/text/display.ts";

describe("displayText (page text shown outside the page)", () => {
  it("removes every bidi control, so page text cannot reorder what we show", () => {
    for (const control of [
      "\u202E",
      "\u202D",
      "\u202A",
      "\u202B",
      "\u202C",
      "\u2066",
      "\u2067",
      "\u2068",
      "\u2069",
      "\u200E",
      "\u200F",
      "\u061C",
    ]) {
      expect(displayText(`Quran ${control}8:67`)).toBe("Quran 8:67");
    }
  });

  it("folds control characters and runs of white space to one space", () => {
    expect(displayText("Quran\n\t 8:67\u0000\u0085\u2028end")).toBe("Quran 8:67 end");
  });

  it("caps the length in code points and never splits a surrogate pair", () => {
    const long = "𝔸".repeat(20_000);
    const shown = displayText(long);
    expect(Array.from(shown)).toHaveLength(DISPLAY_TEXT_MAX);
    expect(shown.endsWith("…")).toBe(true);
    expect(shown.slice(0, -1)).toBe("𝔸".repeat(DISPLAY_TEXT_MAX - 1));
  });

  it("leaves ordinary text, Arabic included, as it is", () => {
    expect(displayText("سورة الأنفال الآية 67")).toBe("سورة الأنفال الآية 67");
    expect(displayText("Quran 8:67–69")).toBe("Quran 8:67–69");
  });
});
