/**
 * Folding for the language files' scripts (src/core/normalize): one unit in, at most one out, and
 * the offset map still points into the original.
 */
import { describe, expect, test } from "vitest";
import { fold, toOriginal } from "../../../../src/core/normalize/index.ts";

describe("fold", () => {
  test.each([
    ["Cyrillic in lower case, ё as е", "Сура Аль-Анфаль, Ёж", "сура аль-анфаль, еж"],
    ["Bengali digits", "আয়াত ৬৭-৬৯", "আযাত 67-69"],
    ["Urdu letters and digits", "سورۃ الانفال، آیت ۶۸", "سوره الانفال، ايت 68"],
    ["Urdu gol he, do-chashmi he, bari ye, full stop", "غزوہ بھی ہے۔", "غزوه بهي هي."],
    ["Turkish dotless and dotted i", "Savaşı İslam", "savasi islam"],
    ["fullwidth forms and Chinese punctuation", "第８章、６７节。", "第8章,67节."],
    ["Bengali nukta letters, either way", "য়ড়\u09af\u09bc", "যডয"],
    ["Latin capitals with no ASCII base letter", "ØRSTED, ŁÓDŹ, ÆTHER", "ørsted, łodz, æther"],
  ])("%s", (_, text, folded) => {
    expect(fold(text).text).toBe(folded);
  });

  test("the map points back into the original", () => {
    const text = "সূরা আনফাল, আয়াত ৯";
    const f = fold(text);
    const start = f.text.indexOf("আযাত");
    const [a, z] = toOriginal(text, f, start, start + "আযাত".length);
    expect(text.slice(a, z)).toBe("আয়াত");
  });

  describe("squeezed", () => {
    test("keeps two units of any run of white space, and maps what it keeps", () => {
      const text = `Surah Anfal${" ".repeat(40)}\n\u00a0\u2028\t 8:67 and\u00a0\u00a0\u00a0 more`;
      const f = fold(text, 0, text.length, true);
      expect(f.text).toBe("surah anfal  8:67 and  more");
      const start = f.text.indexOf("8:67");
      const [a, z] = toOriginal(text, f, start, start + 4);
      expect(text.slice(a, z)).toBe("8:67");
      expect(text.slice(...toOriginal(text, f, 0, start + 4))).toBe(text.slice(0, text.indexOf("8:67") + 4));
    });

    test("never leaves three white-space units in a row, whatever the text", () => {
      const units = [" ", "\n", "\t", "\u00a0", "\u2028", "\u3000", "\ufeff", "a", "ب", "\u064e", "8"];
      let x = 7;
      for (let round = 0; round < 200; round++) {
        let text = "";
        for (let i = 0; i < 60; i++) {
          x = (x * 1103515245 + 12345) >>> 0;
          text += units[x % units.length];
        }
        expect(fold(text, 0, text.length, true).text).not.toMatch(/\s{3}/);
        expect(fold(text, 0, text.length, true).text.replace(/\s+/g, " ")).toBe(
          fold(text).text.replace(/\s+/g, " "),
        );
      }
    });

    test("plain ASCII without long runs is folded as before", () => {
      const text = "Quran 8:9  and 8:67";
      expect(fold(text, 0, text.length, true)).toEqual(fold(text));
    });
  });
});
