/**
 * What a window must hold before a language's template is made and tried
 * (compileTemplate's `required`, src/core/detect/languages.ts): a page citing al-Anfāl in English makes no
 * expression of a template whose verse word ("ayat") it never uses.
 */
import { describe, expect, it } from "vitest";
import { LanguageForms } from "../../../../src/core/detect/languages.ts";
import type { CompiledLanguage } from "../../../../src/core/detect/tables.ts";

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
    followingOne: [],
    followingMore: [],
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
