/**
 * The verse translations the options offer, and how the page names the one the popover shows.
 * Pure: the language and the interface's language are passed in.
 */
import {
  TRANSLATION_LANGUAGE_TABLE,
  type TranslationLanguage,
} from "../core/dataset/translation-languages.ts";
import type { Language } from "../shared/i18n.ts";

/**
 * The translations quran-json has, each named in its own language (the same in every interface),
 * in the order of their table (src/core/dataset/translation-languages.ts).
 */
export const TRANSLATIONS: [TranslationLanguage, string][] = TRANSLATION_LANGUAGE_TABLE.map(
  ({ code, name }) => [code, name],
);

/**
 * The translation's language named in the interface's, for "The French translation of the verse",
 * "ترجمة الآية إلى الفرنسية", "Ayetin Fransızca meali": the browser's own names (CLDR, through
 * Intl.DisplayNames), so no table of ours has to name ten languages in five. A browser without
 * that name gets the language's name for itself.
 */
export function translationLanguageName(translation: TranslationLanguage, language: Language): string {
  const own = TRANSLATIONS.find(([code]) => code === translation)?.[1] ?? translation;
  try {
    return new Intl.DisplayNames([language], { type: "language", fallback: "none" }).of(translation) ?? own;
  } catch {
    return own;
  }
}
