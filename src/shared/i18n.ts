/**
 * The interface's strings. The tables are the extension's own _locales/<lang>/messages.json,
 * bundled at build time rather than read through i18n.getMessage: getMessage always answers in
 * the browser's language, and the options let the reader pick another. The manifest, the
 * command descriptions and the store listing still go through _locales as the browsers want.
 *
 * popover.js carries only the `popover…` messages (build.ts), so the popover's strings are named
 * so. Pure: the browser's language is passed in (uiLanguage() of platform.ts).
 */
import ar from "../_locales/ar/messages.json";
import en from "../_locales/en/messages.json";
import id from "../_locales/id/messages.json";
import tr from "../_locales/tr/messages.json";
import ur from "../_locales/ur/messages.json";
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from "../core/dataset/translation-languages.ts";
import { INTERFACE_LANGUAGES, type Language, primaryLanguage } from "./languages.ts";
import type { LanguageChoice, TranslationChoice } from "./settings.ts";

// The languages' table is languages.ts; these names stay importable from here.
export { directionOf, type Language, primaryLanguage } from "./languages.ts";
export type MessageKey = keyof typeof en;

interface Message {
  message: string;
  placeholders?: Record<string, { content: string }>;
}

/**
 * Each interface language's table (src/_locales/<code>/messages.json, bundled: esbuild wants its
 * imports written out); a row of the languages' table without its messages fails the typecheck
 * here. Each has every key of English's (tests/unit/shared/i18n.test.ts), and English stays the
 * fallback key by key.
 */
export const MESSAGES: Record<Language, Record<string, Message>> = { en, ar, id, ur, tr };

/** Translates `key`; `substitutions` fill the message's placeholders ($1, $2… in their `content`). */
export type Translate = (key: MessageKey, ...substitutions: (string | number)[]) => string;

/**
 * The interface language for a choice. "auto" takes the reader's first language when we have it
 * (the popover, the popup and the options page pass navigator.languages: browsers without a language pack for it, such as
 * Debian's Chromium, which ships en-US alone, still report what the reader asked pages for), else
 * the browser's own interface language, else English.
 */
export function languageOf(
  choice: LanguageChoice,
  uiLanguage: string,
  readerLanguages: readonly string[] = [],
): Language {
  if (choice !== "auto") return choice;
  const known = INTERFACE_LANGUAGES as readonly string[];
  const found = [readerLanguages[0] ?? "", uiLanguage].map(primaryLanguage).find((l) => known.includes(l));
  return (found as Language | undefined) ?? "en";
}

/**
 * The verse translation to show: the one chosen, or the first of the reader's languages that
 * quran-json translates into ("zh-TW" → Chinese, "ur-PK" → Urdu), else English.
 */
export function translationLanguageOf(
  choice: TranslationChoice,
  readerLanguages: readonly string[],
): TranslationLanguage {
  if (choice !== "auto") return choice;
  const known = TRANSLATION_LANGUAGES as readonly string[];
  const found = readerLanguages.map(primaryLanguage).find((l) => known.includes(l));
  return (found as TranslationLanguage | undefined) ?? "en";
}

/**
 * Formats a message as the browsers do: named placeholders ($SITE$, case-insensitive) take their
 * `content`, in which $1…$9 are the substitutions, and $$ is a dollar sign.
 */
export function format(message: Message, substitutions: readonly (string | number)[]): string {
  const positional = (text: string) =>
    text.replace(/\$(\d)/g, (_, n: string) => String(substitutions[Number(n) - 1] ?? ""));
  return message.message
    .replace(/\$(\w+)\$/g, (whole, name: string) => {
      const placeholder = message.placeholders?.[name.toLowerCase()];
      return placeholder ? positional(placeholder.content) : whole;
    })
    .replace(/\$\$/g, "$");
}

export function translator(language: Language): Translate {
  const table = MESSAGES[language];
  return (key, ...substitutions) => {
    // Every key exists in every table (tests/unit/shared/i18n.test.ts); English is the safety net.
    const message = table[key] ?? MESSAGES.en[key];
    return message ? format(message, substitutions) : key;
  };
}
