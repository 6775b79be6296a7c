/**
 * A template's head (src/core/detect/languages.ts compileTemplate): what is tried before the
 * template itself. It runs through the template's second element, so templates of several
 * languages that begin with the same name or word are told apart before their expressions are made.
 */
import { describe, expect, it } from "vitest";
import { compileTemplate, type TemplateWords } from "../../../../src/core/detect/languages.ts";

const W: TemplateWords = {
  quran: "quran",
  surah: "sure",
  verse: "ayet",
  inflections: "si",
  names: "(?:anfal)",
  ordinals: "sekizinci",
  verseOrdinals: "(?!)",
  verseNumbers: "(?!)",
  badr: "badr",
  range: "ile",
  list: "ve",
};

const head = (template: string) => new RegExp(compileTemplate(template, W).head, "y");
const fits = (template: string, text: string) => head(template).test(text);

describe("a template's head", () => {
  it("holds the template's second element when it has more than two", () => {
    expect(fits("{name} {surah} {verses}", "anfal sure 67")).toBe(true);
    // Another language's template beginning with the same name does not get tried.
    expect(fits("{name} {surah} {verses}", "anfal, verse 67")).toBe(false);
    expect(fits("in {badr} gekampft", "in badr gekampft")).toBe(true);
    expect(fits("in {badr} gekampft", "in the end")).toBe(false);
  });

  it("is the first element alone when the template has only two", () => {
    expect(compileTemplate("{name} {verses}", W).head).not.toContain("[1-9]");
    expect(fits("{name} {verses}", "anfal")).toBe(true);
  });

  it("keeps an optional group before the second element optional", () => {
    expect(fits("[《]{quran} {n}:{verses}", "《quran 8:67")).toBe(true);
    expect(fits("[《]{quran} {n}:{verses}", "quran 8:67")).toBe(true);
    expect(fits("[《]{quran} {n}:{verses}", "《 8:67")).toBe(false);
  });

  it("captures nothing, so a template's slots are its own", () => {
    expect(head("{name} {surah} {verses}").exec("anfal sure 67")).toHaveLength(1);
  });
});
