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
import type { LanguageChoice } from "./settings.ts";

export type Language = "en" | "ar";
export type MessageKey = keyof typeof en;

interface Message {
  message: string;
  placeholders?: Record<string, { content: string }>;
}

export const MESSAGES: Record<Language, Record<string, Message>> = { en, ar };

/** Translates `key`; `substitutions` fill the message's placeholders ($1, $2… in their `content`). */
export type Translate = (key: MessageKey, ...substitutions: (string | number)[]) => string;

export function languageOf(choice: LanguageChoice, uiLanguage: string): Language {
  if (choice !== "auto") return choice;
  return uiLanguage.toLowerCase().startsWith("ar") ? "ar" : "en";
}

export function directionOf(language: Language): "rtl" | "ltr" {
  return language === "ar" ? "rtl" : "ltr";
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
    // Every key exists in both tables (tests/unit/shared/i18n.test.ts); English is the safety net.
    const message = table[key] ?? MESSAGES.en[key];
    return message ? format(message, substitutions) : key;
  };
}
