/**
 * The two tables of languages (src/shared/languages.ts for the interface,
 * src/core/dataset/translation-languages.ts for the verse translations) are the only lists to edit
 * to add a language: each row must have what the rest of the extension reads for it, and every
 * list derived from them must hold exactly their rows.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  TRANSLATION_LANGUAGE_TABLE,
  TRANSLATION_LANGUAGES,
} from "../../../src/core/dataset/translation-languages.ts";
import { QURAN_JSON_LANGUAGES } from "../../../src/node/quotations.ts";
import { readTranslations } from "../../../src/node/quran-source.ts";
import { TRANSLATIONS } from "../../../src/options/translations.ts";
import { languageOf, MESSAGES, translationLanguageOf } from "../../../src/shared/i18n.ts";
import { directionOf, INTERFACE_LANGUAGE_TABLE, INTERFACE_LANGUAGES } from "../../../src/shared/languages.ts";
import { coerceSettings, DEFAULT_SETTINGS } from "../../../src/shared/settings.ts";
import { citationStyleOf } from "../../../src/ui/citation.ts";

const root = join(import.meta.dirname, "../../..");
const LOCALES = join(root, "src/_locales");
const messagesOf = (code: string) =>
  JSON.parse(readFileSync(join(LOCALES, code, "messages.json"), "utf8")) as Record<string, unknown>;

/** What a stored value reads back as: itself when the settings' check accepts it. */
const accepted = (key: "language" | "translation", value: string) =>
  coerceSettings({ [key]: value })[key] === value;

describe("the interface languages' table", () => {
  it("names each language once", () => {
    expect(new Set(INTERFACE_LANGUAGES).size).toBe(INTERFACE_LANGUAGES.length);
    expect(INTERFACE_LANGUAGES[0]).toBe("en");
  });

  for (const { code, label } of INTERFACE_LANGUAGE_TABLE) {
    it(`${code}: has src/_locales/${code}/messages.json, bundled, and its label in every table`, () => {
      expect(existsSync(join(LOCALES, code, "messages.json")), `src/_locales/${code}/messages.json`).toBe(
        true,
      );
      expect(Object.keys(MESSAGES)).toContain(code);
      for (const locale of readdirSync(LOCALES))
        expect(Object.keys(messagesOf(locale)), `${locale}: the options' label ${label}`).toContain(label);
    });
  }

  it("has a row for every folder of src/_locales", () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...INTERFACE_LANGUAGES].sort());
  });

  it("gives each language a label of its own", () => {
    const labels = INTERFACE_LANGUAGE_TABLE.map((row) => row.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("is what the settings accept, with auto, and nothing else", () => {
    for (const code of ["auto", ...INTERFACE_LANGUAGES]) expect(accepted("language", code), code).toBe(true);
    for (const other of ["fr", "EN", "", "en-US"]) expect(accepted("language", other), other).toBe(false);
    expect(DEFAULT_SETTINGS.language).toBe("auto");
  });

  it("is what auto picks from and what has a citation style", () => {
    for (const code of INTERFACE_LANGUAGES) {
      expect(languageOf("auto", `${code}-XX`)).toBe(code);
      expect(citationStyleOf(code)).toBe(code);
    }
  });

  it("says which are right to left", () => {
    for (const { code, dir } of INTERFACE_LANGUAGE_TABLE) expect(directionOf(code), code).toBe(dir);
  });
});

describe("the verse translations' table", () => {
  const packageDir = dirname(createRequire(import.meta.url).resolve("quran-json/package.json"));

  it("names each language once, English first (the fallback)", () => {
    expect(new Set(TRANSLATION_LANGUAGES).size).toBe(TRANSLATION_LANGUAGES.length);
    expect(TRANSLATION_LANGUAGES[0]).toBe("en");
  });

  for (const { code, translator } of TRANSLATION_LANGUAGE_TABLE) {
    it(`${code}: is in quran-json, whose verses the build reads and credits to ${translator}`, () => {
      expect(existsSync(join(packageDir, "dist", `quran_${code}.json`))).toBe(true);
      expect(readTranslations(["8:9"])[code]).toMatchObject({ language: code, name: translator });
    });
  }

  it("is what the settings accept, with auto, and nothing else", () => {
    for (const code of ["auto", ...TRANSLATION_LANGUAGES])
      expect(accepted("translation", code), code).toBe(true);
    for (const other of ["ar", "de", "EN", ""]) expect(accepted("translation", other), other).toBe(false);
  });

  it("is the options page's list, in its order, and what auto picks from", () => {
    expect(TRANSLATIONS).toEqual(TRANSLATION_LANGUAGE_TABLE.map(({ code, name }) => [code, name]));
    for (const code of TRANSLATION_LANGUAGES)
      expect(translationLanguageOf("auto", [`${code}-XX`])).toBe(code);
  });

  it("is, with the Arabic, every version the quotations are compiled from", () => {
    expect([...QURAN_JSON_LANGUAGES].sort()).toEqual(["ar", ...TRANSLATION_LANGUAGES].sort());
  });

  it("says which are right to left", () => {
    for (const { code, dir } of TRANSLATION_LANGUAGE_TABLE) expect(directionOf(code), code).toBe(dir);
  });
});
