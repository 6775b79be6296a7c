/**
 * The options page's name for the verse translation's language: the translation's real language,
 * named in the interface's (the checkbox once said "English" whatever the translation was).
 */
import { describe, expect, it } from "vitest";
import { TRANSLATION_LANGUAGES } from "../../../src/core/dataset/types.ts";
import { TRANSLATIONS, translationLanguageName } from "../../../src/options/translations.ts";
import { translator } from "../../../src/shared/i18n.ts";

describe("translationLanguageName", () => {
  it("names the translation's language in the interface's", () => {
    expect(translationLanguageName("fr", "en")).toBe("French");
    expect(translationLanguageName("en", "ar")).toBe("الإنجليزية");
    expect(translationLanguageName("ur", "tr")).toBe("Urduca");
    expect(translationLanguageName("en", "id")).toBe("Inggris");
    expect(translationLanguageName("en", "ur")).toBe("انگریزی");
  });

  it("makes the checkbox's label say that language in every interface", () => {
    expect(translator("en")("optionsShowTranslation", translationLanguageName("tr", "en"))).toBe(
      "The Turkish translation of the verse",
    );
    expect(translator("tr")("optionsShowTranslation", translationLanguageName("fr", "tr"))).toBe(
      "Ayetin Fransızca meali",
    );
    expect(translator("ar")("optionsShowTranslation", translationLanguageName("en", "ar"))).toBe(
      "ترجمة الآية إلى الإنجليزية",
    );
  });

  it("offers every translation quran-json has, each with a name", () => {
    expect(TRANSLATIONS.map(([code]) => code).sort()).toEqual([...TRANSLATION_LANGUAGES].sort());
    for (const [code] of TRANSLATIONS) expect(translationLanguageName(code, "en")).not.toBe(code);
  });
});
