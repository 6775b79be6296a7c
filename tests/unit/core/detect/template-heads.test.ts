/**
 * A template's head (src/core/detect/languages.ts compileTemplate): what is tried before the
 * template itself. It runs through the template's second element, so templates of several
 * languages that begin with the same name or word are told apart before their expressions are made.
 * And the parts every match of a template holds, which a window must hold before it is tried.
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
  event: "badr",
  range: "ile",
  list: "ve",
  following: "vd\\.",
};

const head = (template: string) => new RegExp(compileTemplate(template, W).head, "y");
const fits = (template: string, text: string) => head(template).test(text);
const required = (template: string) => compileTemplate(template, W).required;

describe("a template's head", () => {
  it("holds the template's second element when it has more than two", () => {
    expect(fits("{name} {surah} {verses}", "anfal sure 67")).toBe(true);
    // Another language's template beginning with the same name does not get tried.
    expect(fits("{name} {surah} {verses}", "anfal, verse 67")).toBe(false);
    expect(fits("in {event} gekampft", "in badr gekampft")).toBe(true);
    expect(fits("in {event} gekampft", "in the end")).toBe(false);
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

describe("the parts every match of a template holds", () => {
  it("are its literal runs and tokens outside optional groups", () => {
    expect(required("{surah} {name} ayat {verses}")).toEqual(["{surah}", "{name}", "ayat", "{verses}"]);
    expect(required("[《]{quran} {n}:{verses}")).toEqual(["{quran}", "{n}", ":", "{verses}"]);
    expect(required("q.s. {name} [({n})]: {verses}")).toEqual(["q.s.", "{name}", ":", "{verses}"]);
  });

  it("cut a run where a character is optional, and read an escaped character as itself", () => {
    expect(required("ayat? {verses}")).toEqual(["aya", "{verses}"]);
    expect(required("sure\\[{n}")).toEqual(["sure[", "{n}"]);
    expect(required("[ayat [ke]] {n}")).toEqual(["{n}"]);
  });
});
