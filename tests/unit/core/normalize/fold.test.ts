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
});
