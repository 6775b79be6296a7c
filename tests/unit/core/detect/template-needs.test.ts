/**
 * What a window must hold before a language's template is made and tried
 * (src/core/detect/languages.ts requiredParts): a page citing al-Anfāl in English makes no
 * expression of a template whose verse word ("ayat") it never uses.
 */
import { describe, expect, it } from "vitest";
import { LanguageForms, requiredParts } from "../../../../src/core/detect/languages.ts";
import type { CompiledLanguage } from "../../../../src/core/detect/tables.ts";

describe("the parts every match of a template holds", () => {
  it("are its literal runs and tokens outside optional groups", () => {
    expect(requiredParts("{surah} {name} ayat {verses}")).toEqual(["{surah}", "{name}", "ayat", "{verses}"]);
    expect(requiredParts("[《]{quran} {n}:{verses}")).toEqual(["{quran}", "{n}", ":", "{verses}"]);
    expect(requiredParts("q.s. {name} [({n})]: {verses}")).toEqual(["q.s.", "{name}", ":", "{verses}"]);
  });

  it("cut a run where a character is optional, and read an escaped character as itself", () => {
    expect(requiredParts("ayat? {verses}")).toEqual(["aya", "{verses}"]);
    expect(requiredParts("sure\\[{n}")).toEqual(["sure[", "{n}"]);
    expect(requiredParts("[ayat [ke]] {n}")).toEqual(["{n}"]);
  });
});

function language(
  code: string,
  citations: string[],
  words: Partial<CompiledLanguage> = {},
): CompiledLanguage {
  return {
    code,
    quran: ["quran"],
    surah: ["surah"],
    verse: ["verse"],
    inflections: [],
    surahNames: "",
    names: { "8": ["al-anfal"] },
    rangeWords: [],
    listWords: [],
    ordinals: [],
    verseOrdinals: [],
    verseNumbers: [],
    citations,
    citationsInContext: [],
    revelation: [],
    revelationStems: [],
    events: {},
    ...words,
  } as unknown as CompiledLanguage;
}

describe("a language's templates", () => {
  const covering = { surahs: new Set([8]), events: new Set<string>(), coreNames: new Map() };

  it("are made only for windows that hold all of their parts", () => {
    const forms = new LanguageForms(
      [language("xa", ["{surah} {name}: {verses}"]), language("xb", ["{surah} {name} ayat {verses}"])],
      covering,
    );
    // Both templates begin "{surah} {name}", so both heads fit; only one can match.
    expect(forms.find("as surah al-anfal: 68 says")).toMatchObject([{ surah: 8, verses: "68", language: 0 }]);
    expect(forms.made).toBe(1);
    expect(forms.find("as surah al-anfal ayat 68 says")).toMatchObject([
      { surah: 8, verses: "68", language: 1 },
    ]);
    expect(forms.made).toBe(2);
  });

  it("still match a name after an article and a word of several words, spaced any way", () => {
    const forms = new LanguageForms(
      [language("xa", ["{name} {verse} {verses}"], { names: { "8": ["anfal"] }, verse: ["verse of"] })],
      covering,
    );
    expect(forms.find("see al-anfal verse \n of 9")).toMatchObject([{ surah: 8, verses: "9" }]);
  });
});
