/**
 * Reads the Quran text and sūrah metadata from the quran-json package (CC BY-SA 4.0 per its LICENSE.txt) in node_modules.
 * Node-only: used by the build and by tests, never bundled.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { parseVerseKey } from "../core/dataset/targets.ts";
import {
  TRANSLATION_LANGUAGE_TABLE,
  type TranslationLanguage,
} from "../core/dataset/translation-languages.ts";
import type { Surah, Translation, Verse } from "../core/dataset/types.ts";

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve("quran-json/package.json"));

export const VERSE_CREDIT =
  "Arabic (Uthmānī) text and translations of the verses from the quran-json package by Risan Bagja Pradana, CC BY-SA 4.0.";

interface ChapterIndexRow {
  id: number;
  name: string;
  transliteration: string;
  translation: string;
  total_verses: number;
}

interface ChapterFile {
  verses: { id: number; text: string; translation: string }[];
}

function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(join(packageDir, relative), "utf8")) as T;
}

export function readSurahs(): Surah[] {
  return readJson<ChapterIndexRow[]>("dist/chapters/en/index.json").map((row) => ({
    number: row.id,
    arabic: row.name,
    transliteration: row.transliteration,
    english: row.translation,
    verses: row.total_verses,
  }));
}

let surahs: Surah[] | undefined;
/** The sūrah's names as verses carry them: transliterated for labels, Arabic for Arabic citations. */
function surahNames(number: number): Pick<Verse, "surah" | "surahArabic"> {
  surahs ??= readSurahs();
  const surah = surahs[number - 1];
  return {
    surah: surah?.transliteration ?? `Sūrah ${number}`,
    surahArabic: surah?.arabic ?? `سورة ${number}`,
  };
}

/** The Arabic and English text of each verse key, e.g. ["8:9", "8:67"]. */
export function readVerses(keys: Iterable<string>): Record<string, Verse> {
  const chapters = new Map<number, ChapterFile>();
  const out: Record<string, Verse> = {};
  for (const key of keys) {
    const ref = parseVerseKey(key);
    if (!ref) throw new Error(`not a verse key: ${key}`);
    const { surah, ayah } = ref;
    let chapter = chapters.get(surah);
    if (!chapter) {
      chapter = readJson<ChapterFile>(`dist/chapters/en/${surah}.json`);
      chapters.set(surah, chapter);
    }
    const verse = chapter.verses.find((v) => v.id === ayah);
    if (!verse) throw new Error(`quran-json has no verse ${key}`);
    out[key] = { key, ...surahNames(surah), arabic: verse.text, english: verse.translation };
  }
  return out;
}

/** The translation of each verse key in every language quran-json has, for the reader's language. */
export function readTranslations(keys: readonly string[]): Record<TranslationLanguage, Translation> {
  const out = {} as Record<TranslationLanguage, Translation>;
  for (const { code: language, translator } of TRANSLATION_LANGUAGE_TABLE) {
    const chapters = new Map<number, ChapterFile>();
    const verses: Record<string, string> = {};
    for (const key of keys) {
      const ref = parseVerseKey(key);
      if (!ref) throw new Error(`not a verse key: ${key}`);
      let chapter = chapters.get(ref.surah);
      if (!chapter) {
        chapter = readJson<ChapterFile>(`dist/chapters/${language}/${ref.surah}.json`);
        chapters.set(ref.surah, chapter);
      }
      const verse = chapter.verses.find((v) => v.id === ref.ayah);
      if (!verse?.translation) throw new Error(`quran-json has no ${language} translation of ${key}`);
      verses[key] = verse.translation;
    }
    out[language] = { language, name: translator, verses };
  }
  return out;
}
