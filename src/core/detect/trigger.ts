/**
 * The two expressions that run on raw text before any folding (docs/DETECTION.md, "The
 * pipeline"): the trigger, which only what a covered reference must contain can match, and the
 * page-level vocabulary probe. Both depend on what the dataset covers, so they are joined here
 * from compiled pieces when a detector is made.
 */

import type { LanguageForms } from "./languages.ts";
import { AL, RAW_MARKS, rawArabic, rawLatin, rawWord, trie } from "./patterns.ts";
import type { CompiledEvent, CompiledGrammar } from "./tables.ts";

const DIGITS = ["0٠۰০", "1١۱১", "2٢۲২", "3٣۳৩", "4٤۴৪", "5٥۵৫", "6٦۶৬", "7٧۷৭", "8٨۸৮", "9٩۹৯"];
const ANY_DIGIT = "0-9\\u0660-\\u0669\\u06f0-\\u06f9\\u09e6-\\u09ef";

/** What the trigger and the probe are built from: the covered sūrahs and events. */
export interface Covering {
  surahs: ReadonlySet<number>;
  /** Stems of the covered sūrahs' names that stand alone. */
  names: { latin: string[]; arabic: string[] };
  events: readonly CompiledEvent[];
  /** The language files' forms for what is covered (languages.ts). */
  languages: LanguageForms;
}

/**
 * The fewest raw-text patterns that find every word of `words` that `known` does not find already,
 * as loose prefixes (a word another one starts goes), Latin ones at the start of a word. With
 * `longest`, a name of several words is looked for by its longest ("los botines de guerra" by
 * "botines"): the trigger and the probe only say where to look, and both ship in content.js.
 */
function rawWords(words: readonly string[], known: RegExp | null, longest = false): string[] {
  const shortened = words.map((w) => (longest ? longestWord(w) : w));
  const unknown = [...new Set(shortened)].filter((w) => w && !known?.test(w));
  const kept = unknown.filter((w) => !unknown.some((o) => o !== w && w.startsWith(o)));
  return kept.map((w) => (/^[a-z]/.test(w) ? atWordStart(rawWord(w)) : rawWord(w)));
}

/**
 * `pattern` only where no Latin letter comes before it, with the test after the first character:
 * a look-behind ahead of everything is tried at every position of every page, one after the
 * first character only where that character is.
 */
function atWordStart(pattern: string): string {
  const first = /^(?:\[[^\]]*\]|[^\\()[\]{}|?*+.^$])/.exec(pattern)?.[0];
  if (!first) return `(?<![a-z])${pattern}`;
  return `${first}(?<![a-z]${first})${pattern.slice(first.length)}`;
}

/** The longest word of a name of several ("botines" of "los botines de guerra"). */
const longestWord = (name: string): string =>
  name.split(/[\s-]+/).reduce((a, b) => (b.length > a.length ? b : a), "");

/** The trigger's words: the covered sūrahs' names, "spoils" for al-Anfāl, and the events' names. */
function triggerWords({ surahs, names, events, languages }: Covering): string[] {
  const parts: string[] = [];
  if (surahs.size > 0) {
    if (names.latin.length) parts.push(trie(names.latin, (c) => rawLatin(c)));
    if (names.arabic.length) parts.push(`(?:${[...new Set(names.arabic)].map(rawArabic).join("|")})`);
    // The English meaning of a name only counts after "Surah"; its one telling word is enough here.
    if (surahs.has(8)) parts.push("spoils");
  }
  for (const e of events) parts.push(...e.rawNames);
  // The languages' names of the covered sūrahs and events ("Анфаль", "আনফাল", "Badar") that the
  // words above do not find already ("al-Anfal" is found as "anfal").
  const known = parts.length ? new RegExp(parts.join("|"), "i") : null;
  // One group each for the Latin words and the rest: a few alternations run faster than many.
  // The trigger runs on every page, so these are as cheap as the engine allows: one trie of plain
  // prefixes (no accent classes, no word-start look-behind: each made the whole trigger markedly
  // slower; the "i" flag takes care of capitals). Arabic script keeps its tolerance of
  // diacritics. The trigger may err towards a hit; the folded stages decide.
  const arabic = rawWords(
    languages.names.filter((w) => /^[\u0600-\u06ff]/.test(w)),
    known,
    true,
  );
  const plain = [...new Set(languages.names.map(longestWord))].filter(
    (w) => !/^[\u0600-\u06ff]/.test(w) && !known?.test(w),
  );
  const prefixes = plain.filter((w) => !plain.some((o) => o !== w && w.startsWith(o)));
  if (prefixes.length) parts.push(trie(prefixes, (c) => (/[a-z0-9\u0080-\uffff]/.test(c) ? c : ".")));
  if (arabic.length) parts.push(`(?:${arabic.join("|")})`);
  return parts;
}

export function triggerExpression(covering: Covering): RegExp {
  const parts: string[] = [];
  if (covering.surahs.size > 0) {
    const numbers = [...covering.surahs].map((n) =>
      [...String(n)].map((d) => `[${DIGITS[Number(d)]}]`).join(""),
    );
    // After the number, what a language's templates put there: "8章", "8, аят", "৮, আয়াত".
    const followers = [...covering.languages.afterNumber].filter((c) => !/[va([اآأإ]/i.test(c));
    const more = followers.length ? `|[,،]?\\s{0,3}[${followers.join("").replace(/[\]\\^-]/g, "\\$&")}]` : "";
    // A sūrah word of a language just before the number: "аяты 67–69 суры 8", "Vers 9 der Sure 8".
    // A language's sūrah word just before the number ("аяты 67–69 суры 8", "Vers 9 der Sure 8"),
    // read behind the number, in the same alternative: digits are rarer than letters, and every
    // alternative of its own costs every page.
    const surahWords = rawWords(covering.languages.surahWords, null);
    const wordBefore = surahWords.length
      ? `|(?<=(?:${surahWords.join("|")})\\S{0,3}\\s{1,3}(?:${numbers.join("|")}))(?![${ANY_DIGIT}])`
      : "";
    parts.push(
      `(?:${numbers.map((n) => `${n}(?<![${ANY_DIGIT}]${n})`).join("|")})(?:\\s{0,2}(?:[:./：;]\\s{0,2}[1-9\\u0661-\\u0669\\u06f1-\\u06f9\\u09e7-\\u09ef]|[,،]?\\s{1,3}[vaāâ([اآأإ]|\\?starting${more})${wordBefore})`,
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
  // The languages' words for the Quran, and for a sūrah before a number: every citation template
  // holds one of them, or a name (among the trigger's words). A sūrah word alone would let English
  // "sure" through.
  const known = new RegExp(parts.join("|"), "i");
  parts.push(...rawWords(covering.languages.quranWords, known));
  const surahWords = rawWords(covering.languages.surahWords, known);
  if (surahWords.length) parts.push(`(?:${surahWords.join("|")})\\S{0,3}\\s{0,2}[${ANY_DIGIT}]`);
  return new RegExp(parts.join("|"), "i");
}
