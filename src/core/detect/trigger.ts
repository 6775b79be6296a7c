/**
 * The two expressions that run on raw text before any folding (docs/DETECTION.md, "The
 * pipeline"): the trigger, which only what a covered reference must contain can match, and the
 * page-level vocabulary probe. Both depend on what the dataset covers, so they are joined here
 * from compiled pieces when a detector is made.
 */

import { AL, RAW_MARKS, rawArabic, rawLatin } from "./patterns.ts";
import type { CompiledEvent, CompiledGrammar } from "./tables.ts";

const DIGITS = ["0٠۰", "1١۱", "2٢۲", "3٣۳", "4٤۴", "5٥۵", "6٦۶", "7٧۷", "8٨۸", "9٩۹"];
const ANY_DIGIT = "0-9\\u0660-\\u0669\\u06f0-\\u06f9";

/** What the trigger and the probe are built from: the covered sūrahs and events. */
export interface Covering {
  surahs: ReadonlySet<number>;
  /** Stems of the covered sūrahs' names that stand alone. */
  names: { latin: string[]; arabic: string[] };
  events: readonly CompiledEvent[];
}

/** The trigger's words: the covered sūrahs' names, "spoils" for al-Anfāl, and the events' names. */
function triggerWords({ surahs, names, events }: Covering): string[] {
  const parts: string[] = [];
  if (surahs.size > 0) {
    if (names.latin.length) parts.push(`(?:${[...new Set(names.latin)].map(rawLatin).join("|")})`);
    if (names.arabic.length) parts.push(`(?:${[...new Set(names.arabic)].map(rawArabic).join("|")})`);
    // The English meaning of a name only counts after "Surah"; its one telling word is enough here.
    if (surahs.has(8)) parts.push("spoils");
  }
  for (const e of events) parts.push(...e.rawNames);
  return parts;
}

export function triggerExpression(covering: Covering): RegExp {
  const parts: string[] = [];
  if (covering.surahs.size > 0) {
    const numbers = [...covering.surahs].map((n) =>
      [...String(n)].map((d) => `[${DIGITS[Number(d)]}]`).join(""),
    );
    parts.push(
      `(?<![${ANY_DIGIT}])(?:${numbers.join("|")})\\s{0,2}(?:[:./：]\\s{0,2}[1-9\\u0661-\\u0669\\u06f1-\\u06f9]|[,،]?\\s{1,3}[vaāâ([اآأإ]|\\?starting)`,
    );
  }
  parts.push(...triggerWords(covering));
  return new RegExp(parts.join("|") || "(?!)", "gi");
}

/**
 * Everything that can make a reference count, on raw text: the compiled words of the Quran
 * context rule, and the trigger's words.
 */
export function vocabularyExpression(source: CompiledGrammar["source"], covering: Covering): RegExp {
  // Whole Arabic words, with or without the article and a leading clitic (و ف ب ل ك): a stem alone
  // would match inside unrelated words (…ية).
  const D = RAW_MARKS;
  const stems = source.vocabularyArabic
    .split("|")
    // rawArabic drops a leading alif (it follows a prefix where it is used); here it is the word's.
    .map((word) => (word.startsWith("ا") ? `[اأإآٱ]${D}` : "") + rawArabic(word));
  const arabic = `(?<![${AL}])(?:[وفبلك]${D})?(?:[اأإآٱ]${D}ل${D})?(?:${stems.join("|")})(?!${D}[${AL}])`;
  // Verse addresses written out as text ("tanzil.net/#8:67") are references of their own.
  const parts = [source.vocabulary, `(?:${source.hosts})/`, arabic, ...triggerWords(covering)];
  return new RegExp(parts.join("|"), "i");
}
