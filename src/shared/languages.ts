/**
 * The interface's languages, one row each: the one list to extend to add one, with its
 * src/_locales/<code>/messages.json (English's keys, and the `label` key the options page lists it
 * by). The settings' type and check (settings.ts), the message tables and the language picked for
 * "auto" (i18n.ts), the options page's list and the citation styles (src/ui/citation.ts) derive
 * from it; the compiler then asks for what a new row needs (its messages in i18n.ts's MESSAGES, its
 * citation style), and tests/unit/shared/languages.test.ts fails for a row without its
 * messages.json or its label.
 *
 * Imports no table of messages (English's only as a type, which leaves nothing in a bundle): main.js
 * reads the settings in every frame with text, and so carries this.
 */

import type english from "../_locales/en/messages.json";
import { TRANSLATION_LANGUAGE_TABLE } from "../core/dataset/translation-languages.ts";

/** A key of English's messages: a label no table has fails the typecheck. */
type LanguageLabel = keyof typeof english;

export const INTERFACE_LANGUAGE_TABLE = [
  // `dir`: the script's direction (the pages and the popover mirror for "rtl"). `label`: the
  // options page's name of the language (a message key, translated in every interface).
  { code: "en", dir: "ltr", label: "optionsLanguageEn" },
  { code: "ar", dir: "rtl", label: "optionsLanguageAr" },
  { code: "id", dir: "ltr", label: "optionsLanguageId" },
  { code: "ur", dir: "rtl", label: "optionsLanguageUr" },
  { code: "tr", dir: "ltr", label: "optionsLanguageTr" },
] as const satisfies readonly { code: string; dir: "ltr" | "rtl"; label: LanguageLabel }[];

export type Language = (typeof INTERFACE_LANGUAGE_TABLE)[number]["code"];

/** The interface languages' codes, in the table's order (the options page's). */
export const INTERFACE_LANGUAGES: readonly Language[] = INTERFACE_LANGUAGE_TABLE.map((row) => row.code);

/** "id" of "id-ID", "ur" of "ur_PK": the primary subtag, lower-cased. */
export function primaryLanguage(tag: string): string {
  return tag.toLowerCase().split(/[-_]/)[0] ?? "";
}

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(
  [...INTERFACE_LANGUAGE_TABLE, ...TRANSLATION_LANGUAGE_TABLE]
    .filter((row) => row.dir === "rtl")
    .map((row) => row.code),
);

/**
 * Right to left for the languages of either table whose script is (Arabic, Urdu); any BCP 47 tag,
 * an interface language's or a verse translation's.
 */
export function directionOf(language: string): "rtl" | "ltr" {
  return RIGHT_TO_LEFT.has(primaryLanguage(language)) ? "rtl" : "ltr";
}
