/**
 * The two expressions that run on raw text before any folding (docs/DETECTION.md, "The
 * pipeline"): the trigger, which only what a covered reference must contain can match, and the
 * page-level vocabulary probe. Both depend on what the dataset covers, so they are joined here
 * from compiled pieces when a detector is made.
 */

import { ANY_DIGIT, DIGIT, DIGITS, NONZERO_DIGIT } from "./digits.ts";
import type { LanguageForms } from "./languages.ts";
import { AL, esc, latinVowel, RAW_MARKS, rawArabic, rawLatin, rawWord, trie } from "./patterns.ts";
import type { CompiledEvent, CompiledGrammar } from "./tables.ts";
import { countRead } from "./work.ts";

/** What the trigger and the probe are built from: the covered sūrahs and events. */
export interface Covering {
  surahs: ReadonlySet<number>;
  /** Stems of the covered sūrahs' names that stand alone. */
  names: { latin: string[]; arabic: string[] };
  events: readonly CompiledEvent[];
  /** The language files' forms for what is covered (languages.ts). */
  languages: LanguageForms;
  /** The Quran and sūrah words a Roman sūrah number is read after, on raw text (`romanAfter`). */
  romanAfter: string;
}

/** `n` in Roman numerals, in lower case: 8 → "viii". */
export function roman(n: number): string {
  const steps: [number, string][] = [
    [100, "c"],
    [90, "xc"],
    [50, "l"],
    [40, "xl"],
    [10, "x"],
    [9, "ix"],
    [5, "v"],
    [4, "iv"],
    [1, "i"],
  ];
  let out = "";
  for (const [value, letters] of steps) {
    for (; n >= value; n -= value) out += letters;
  }
  return out;
}

/**
 * The fewest raw-text patterns that find every word of `words` that `known` does not find already,
 * as loose prefixes (a word another one starts goes), Latin ones at the start of a word. With
 * `longest`, a name of several words is looked for by its longest ("los botines de guerra" by
 * "botines"): the trigger and the probe only say where to look, and both ship in main.js.
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

/**
 * A folded word as a raw-text pattern with no accents: numbers in words and the words of a
 * template are plain ASCII where they are read ("eight", "of chapter"), and the first look's
 * copies of these expressions may spell no capital (rawWord's class for "i" holds "İ").
 */
const plainWord = (word: string): string => esc(word).replace(/ /g, "\\s+");

/**
 * A letter of a language's word as the trigger reads it in raw text: a vowel with the accents it
 * is written with ("åttonde", "huitième" are "attonde", "huitieme" folded), anything else but a
 * letter or digit as any character.
 */
const plainLetter = (c: string): string => latinVowel(c) ?? (/[a-z0-9\u0080-\uffff]/.test(c) ? c : ".");

/**
 * How far behind the end of a translated name's telling word its sūrah word may stand: "sourate du
 * Butin", "sura del Botín", "Sure „Die Beute", "suran al-Anfal (Bytet".
 */
const SURAH_WORD_TO_NAME = 24;

/** The longest word of a name of several ("botines" of "los botines de guerra"). */
const longestWord = (name: string): string =>
  name.split(/[\s-]+/).reduce((a, b) => (b.length > a.length ? b : a), "");

/**
 * A covered sūrah's number in the digits of styled text (Mathematical Alphanumeric Symbols, two
 * units each: U+D835 and one of five styles' digits), then a separator: "𝟖:𝟗", "𝟴:𝟲𝟳". Folding
 * reads them as digits (src/core/normalize). Written with escapes, as the first look requires.
 */
function mathNumbers(surahs: ReadonlySet<number>): string {
  const digit = (d: number) =>
    `\\ud835[${[0, 1, 2, 3, 4].map((style) => `\\u${(0xdfce + style * 10 + d).toString(16)}`).join("")}]`;
  const numbers = [...surahs].map((n) => [...String(n)].map((d) => digit(Number(d))).join(""));
  return `(?<!\\ud835[\\udfce-\\udfff])(?:${numbers.join("|")})(?=\\s{0,2}[:：∶﹕./,،])`;
}

/**
 * The trigger's words: the covered sūrahs' names, "spoils" for al-Anfāl, and the events' names;
 * with `withRoman`, the covered sūrahs' Roman numerals after a Quran or sūrah word too.
 */
function triggerWords(covering: Covering, withRoman = true): string[] {
  const { surahs, names, events, languages } = covering;
  const parts: string[] = [];
  if (surahs.size > 0) {
    if (names.latin.length) parts.push(trie(names.latin, (c) => rawLatin(c)));
    if (names.arabic.length) parts.push(`(?:${[...new Set(names.arabic)].map(rawArabic).join("|")})`);
    // The English meaning of a name only counts after "Surah"; its one telling word is enough here.
    if (surahs.has(8)) parts.push("spoils");
    parts.push(mathNumbers(surahs));
  }
  for (const e of events) parts.push(...e.rawNames);
  // The languages' names of the covered sūrahs and events ("Анфаль", "আনফাল", "Badar") that the
  // words above do not find already ("al-Anfal" is found as "anfal").
  const known = parts.length ? new RegExp(parts.join("|"), "i") : null;
  // One group each for the Latin words and the rest: a few alternations run faster than many.
  // The trigger runs on every page, so these are as cheap as the engine allows: one trie of
  // prefixes with a class for each vowel (its accents, plainLetter) and no word-start look-behind
  // (one made the whole trigger markedly slower; the "i" flag takes care of capitals). Arabic
  // script keeps its tolerance of diacritics. The trigger may err towards a hit; the folded stages
  // decide.
  const arabic = rawWords(
    languages.names.filter((w) => /^[\u0600-\u06ff]/.test(w)),
    known,
    true,
  );
  const plain = [...new Set(languages.names.map(longestWord))].filter(
    (w) => !/^[\u0600-\u06ff]/.test(w) && !known?.test(w),
  );
  const prefixes = plain.filter((w) => !plain.some((o) => o !== w && w.startsWith(o)));
  if (prefixes.length) parts.push(trie(prefixes, plainLetter));
  if (arabic.length) parts.push(`(?:${arabic.join("|")})`);
  // A translated name in Latin letters ("sura del Botín, aleyas 67 a 69", "Krigsbyte-suran, vers
  // 9") only with a number at most 30 characters on, or a sūrah word just before it ("le neuvième
  // verset de la sourate du Butin"): "Beute" or "butin" alone is prose. The sūrah word is looked
  // for behind the name, so only where a name is.
  const latin = [...new Set(languages.latinNames)].filter((w) => w.length >= 4 && !known?.test(w));
  const latinPrefixes = latin.filter((w) => !latin.some((o) => o !== w && w.startsWith(o)));
  const surahWords = [...new Set(languages.surahWords)].filter((w) => /^[a-z]/.test(w)).map(plainWord);
  const afterSurahWord = surahWords.length
    ? `|(?<=(?<![a-z])(?:${surahWords.join("|")})[^\\n]{1,${SURAH_WORD_TO_NAME}})`
    : "";
  // At a word's start: "contributing" holds "butin".
  if (latinPrefixes.length)
    parts.push(
      `(?:${latinPrefixes.map((w) => atWordStart(rawLatin(w))).join("|")})(?:(?=[^${ANY_DIGIT}\\n]{0,30}[${NONZERO_DIGIT}])${afterSurahWord})`,
    );
  // A covered sūrah's number in words before a verse word ("chapter eight, verse nine"): the
  // number alone is in too many pages.
  for (const { numbers, verse } of languages.numberWordsBeforeVerse) {
    parts.push(
      atWordStart(
        `(?:${numbers.map(plainWord).join("|")})[,;:]?\\s{1,3}(?:${verse.map(plainWord).join("|")})(?![a-z])`,
      ),
    );
  }
  // A covered sūrah's number in words right after a sūrah word ("den nionde versen i sura åtta",
  // "verse nine of sura eight"), looked for behind the number, as the Roman numeral below is.
  for (const { numbers, surah } of languages.numberWordsAfterSurah) {
    const words = `(?:${[...new Set(numbers)].map(rawLatin).join("|")})`;
    parts.push(
      `${words}(?![a-z])(?<=(?<![a-z])(?:${[...new Set(surah)].map(plainWord).join("|")})\\s{1,3}${words})`,
    );
  }
  const numerals = withRoman ? romanNumeralPart(covering) : null;
  if (numerals) parts.push(numerals);
  // Several templates give the same pattern ("eight" before a verse word, once per template).
  return [...new Set(parts)];
}

/**
 * A covered sūrah's Roman numeral right after a Quran or sūrah word ("Sura VIII. 67", "Q VIII:9"),
 * looked for behind the numeral: "viii" is rare in prose, and "Henry VIII" has no such word.
 * "XVIII" has a letter before "viii", so it never gets here. The languages' own words count too
 * ("Sure VIII, 69", «Коране, VIII, 69», "Koranen VIII:68"), each with up to three letters of an
 * ending. Plain words: the core's own cover the accented and apostrophed spellings ("Corán",
 * "Kur'ân"), and the first look's copy of this expression may spell no capital. Null when no
 * covered sūrah has one to find.
 */
function romanNumeralPart({ surahs, languages, romanAfter }: Covering): string | null {
  if (surahs.size === 0 || !romanAfter) return null;
  const core = new RegExp(`^(?:${romanAfter})$`, "i");
  const ownWords = [...new Set(languages.romanAfter)].filter((w) => !core.test(w)).map(plainWord);
  const after = ownWords.length
    ? `(?:(?<![a-z])${romanAfter}|(?<![a-zа-яё])(?:${ownWords.join("|")})[a-zа-яё]{0,3})`
    : `(?<![a-z])${romanAfter}`;
  const numerals = [...surahs].map(roman).join("|");
  return `(?:${numerals})(?![a-z0-9])(?<=${after}[.,:]?\\s{1,3}(?:${numerals}))`;
}

/**
 * The Roman-numeral part of the trigger's words alone, and the numerals it needs in a lower-cased
 * text ("viii"): the first look (first-look.js) tests it only where one is, since compiling its
 * look-behind over every language's Quran words was most of the first look's time on a frame that
 * says "hi" (3.7 of about 5 ms).
 */
export function triggerRomanExpression(
  covering: Covering,
): { expression: RegExp; numerals: string[] } | null {
  const part = romanNumeralPart(covering);
  if (part === null) return null;
  return {
    expression: new RegExp(part, "i"),
    numerals: [...covering.surahs].map((n) => roman(n).toLowerCase()),
  };
}

/**
 * The trigger's numbers up to the look-behind for a sūrah word, with its last group left open:
 * a covered sūrah's number and what a citation puts after it.
 */
function numberShapes(covering: Covering, numbers: string[]): string {
  // After the number, what a language's templates put there: "8章", "8, аят", "৮, আয়াত", and a
  // semicolon before a verse word ("Chapter 8; Verses 67-69"), and the next parameter of an
  // address ("?chapter=8&verse=67", "?chapter=8&translator=2&verse=67").
  // A verse number after the sūrah's ("{n} , {verses}") only past a comma: every template puts
  // one (or a colon, matched above) between the two, and a digit right after the 8 ("86", "1986")
  // is the commonest number in prose.
  const all = [...covering.languages.afterNumber].filter((c) => !/[va([اآأإ]/i.test(c));
  // A closing bracket after the number ("QS. [8] : 67") only with a colon or comma after it:
  // Wikipedia's footnote markers ("[8]") are on most of its pages, and each woke the vocabulary.
  const bracket = all.includes("]") ? "|\\]\\s{0,2}[:：∶﹕,،]" : "";
  const followers = all.filter((c) => !/[0-9\]]/.test(c));
  const digit = all.some((c) => /[0-9]/.test(c)) ? `|\\s{0,3}[,،]\\s{0,3}[${NONZERO_DIGIT}]` : "";
  const more =
    (followers.length ? `|[,،]?\\s{0,3}[${followers.join("").replace(/[\]\\^-]/g, "\\$&")}]` : "") +
    bracket +
    digit;
  return `(?:${numbers.map((n) => `${n}(?<![${ANY_DIGIT}]${n})`).join("|")})(?:\\s{0,2}(?:[:./：∶﹕;]\\s{0,2}[${NONZERO_DIGIT}]|[,،;]?\\s{1,3}[vaāâ([اآأإ]|&|\\?starting${more})`;
}

/** The covered sūrahs' numbers, each digit in any script the detector reads: "[8٨۸৮]". */
function surahNumbers(covering: Covering): string[] {
  return [...covering.surahs].map((n) => [...String(n)].map((d) => `[${DIGITS[Number(d)]}]`).join(""));
}

export function triggerExpression(covering: Covering): RegExp {
  const parts: string[] = [];
  if (covering.surahs.size > 0) {
    const numbers = surahNumbers(covering);
    // A language's sūrah word just before the number ("аяты 67–69 суры 8", "Vers 9 der Sure 8"),
    // read behind the number, in the same alternative: digits are rarer than letters, and every
    // alternative of its own costs every page.
    // The character after the number is read before the look-behind: an alternative that may end
    // right after the "8" made the whole trigger about half as fast again on English prose (V8
    // then cannot skip ahead as far between tries). A number that ends the text has nothing after
    // it: `triggerTailExpression` finds that one.
    const before = wordsBeforeNumber(covering);
    const wordBefore = before ? `|[^${ANY_DIGIT}](?<=${before}\\s{1,3}(?:${numbers.join("|")})[^])` : "";
    parts.push(`${numberShapes(covering, numbers)}${wordBefore})`);
  }
  parts.push(...triggerWords(covering));
  return new RegExp(parts.join("|") || "(?!)", "gi");
}

/**
 * The trigger's numbers in a citation's shapes ("8:67", "8, 67", "8 (", "[8]:"), without the
 * shape whose sūrah word stands before the number ("Sure 8 …"): the first look (first-look.js) tries
 * the trigger's end test (triggerTailExpression) at each number standing alone for that one
 * (first-look.ts), where compiling the trigger's look-behind over every language's sūrah words
 * cost more than the rest of its look at a short article.
 */
export function triggerNumbersExpression(covering: Covering): RegExp {
  if (covering.surahs.size === 0) return /(?!)/g;
  return new RegExp(`${numberShapes(covering, surahNumbers(covering))})`, "gi");
}

/**
 * The trigger's words alone (names of the covered sūrahs and events, in every language): every
 * other trigger hit begins with a digit, and the end test ends in one. So a text with no digit and
 * no hit of this one has no trigger hit; the first look (first-look.js) (first-look.ts) turns a frame of
 * words alone down with it, without compiling the trigger's numbers, most of its compiling.
 */
export function triggerWordsExpression(covering: Covering, { roman = true } = {}): RegExp {
  return new RegExp(triggerWords(covering, roman).join("|") || "(?!)", "i");
}

/**
 * What the trigger cannot see at the very end of a text: a covered sūrah's number right after a
 * language's sūrah word ("… Vers 9 der Sure 8"), with nothing after it. Tested once per text, at
 * its end (`tailHit`).
 */
export function triggerTailExpression(covering: Covering): RegExp {
  const before = wordsBeforeNumber(covering);
  if (covering.surahs.size === 0 || !before) return /(?!)/y;
  return new RegExp(
    `(?<=${before}\\s{1,3})(?<![${ANY_DIGIT}])(?:${surahNumbers(covering).join("|")})$`,
    "iy",
  );
}

/**
 * What may stand right before a covered sūrah's number that ends a citation, on raw text, or "":
 * a language's sūrah word ("Vers 9 der Sure 8"), or the words after a verse list in a template
 * that ends in the number ("verses 67–69 of chapter 8"), with a digit before them: "of chapter 8"
 * alone is in every other book.
 */
function wordsBeforeNumber(covering: Covering): string {
  const surahWords = rawWords(covering.languages.surahWords, null);
  const afterVerses = [...covering.languages.wordsBeforeLastNumber].map(plainWord);
  const parts = surahWords.length ? [`(?:${surahWords.join("|")})\\S{0,3}`] : [];
  if (afterVerses.length) parts.push(`[0-9]\\s{1,3}(?:${afterVerses.join("|")})`);
  return parts.length ? `(?:${parts.join("|")})` : "";
}

/**
 * A covered sūrah's number standing alone ("quran.com/8", "?chapter=008", "Sura 8"): a page
 * whose title, heading and address hold none of these and no trigger word cannot be a covered
 * sūrah's reading page (page-context.ts reads a sūrah from nothing else).
 */
export function surahNumberExpression(covering: Covering): RegExp {
  if (covering.surahs.size === 0) return /(?!)/;
  return new RegExp(
    `(?<![${ANY_DIGIT}])[${DIGITS[0]}]*(?:${surahNumbers(covering).join("|")})(?![${ANY_DIGIT}])`,
    "g",
  );
}

/** Where `tail` (triggerTailExpression) finds a hit at the end of `text`, or -1. */
export function tailHit(tail: RegExp, text: string): number {
  // The tail ends in a sūrah's number. Most texts do not end in a digit, and for them the tail's
  // expression is never run, nor compiled: a frame's first run of it cost about half a millisecond.
  if (!DIGIT.test(text.slice(-1))) return -1;
  for (let start = Math.max(0, text.length - 3); start < text.length; start++) {
    tail.lastIndex = start;
    if (tail.test(text)) return start;
  }
  return -1;
}

/**
 * Styled text (Mathematical Alphanumeric Symbols, which folding reads as plain letters): a styled
 * word of two letters or more ("𝐐𝐮𝐫𝐚𝐧 8:67", "𝐒𝐮𝐫𝐚𝐡") or a styled letter before a number ("𝕢8:9").
 * Not every styled letter: the ECMAScript specification writes 𝔽 beside its section numbers.
 */
const STYLED = "\\ud835[\\udc00-\\udea3](?:\\ud835[\\udc00-\\udea3]|[.\\s]{0,2}[0-9])";

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
  const parts = [source.vocabulary, `(?:${source.hosts})/`, arabic, STYLED, ...triggerWords(covering)];
  // The languages' words for the Quran, and for a sūrah before a number: every citation template
  // holds one of them, or a name (among the trigger's words). A sūrah word alone would let English
  // "sure" through.
  const known = new RegExp(parts.join("|"), "i");
  parts.push(...rawWords(covering.languages.quranWords, known));
  const surahWords = rawWords(covering.languages.surahWords, known);
  if (surahWords.length) parts.push(`(?:${surahWords.join("|")})\\S{0,3}\\s{0,2}[${ANY_DIGIT}]`);
  return new RegExp(parts.join("|"), "i");
}

/** Where a trigger hit starts in the text, and its length. */
export interface Hit {
  index: number;
  length: number;
}

/**
 * Context a slice of the trigger's reading gets on either side: more than any hit and its
 * look-arounds (a sūrah word before a number) are long, so a slice finds what a pass over the
 * whole text finds.
 */
const LOOK = 128;

/**
 * The hits of global `trigger` in `text` from `from` on, in order, as one pass over the whole text
 * finds them, reading at most `slice` units (and LOOK either side) before each `null` it yields:
 * a sliced call (Detector.steps) yields there. The expression's lastIndex is set before every
 * search, so other calls between two hits cannot disturb it.
 */
export function* triggerHits(
  trigger: RegExp,
  tail: RegExp,
  text: string,
  slice: number,
  from = 0,
): Generator<Hit | null, void> {
  const n = text.length;
  /** Where the next search starts: the end of the last hit (past it when it was empty). */
  let resume = from;
  let lastEnd = from;
  for (let a = from; a < n; a += slice) {
    const b = Math.min(n, a + slice);
    const base = Math.max(0, a - LOOK);
    const end = Math.min(n, b + LOOK);
    const piece = base === 0 && end === n ? text : text.slice(base, end);
    countRead(end - Math.max(base, resume));
    for (;;) {
      trigger.lastIndex = Math.max(a, resume) - base;
      const m = trigger.exec(piece);
      if (!m || m.index + base >= b) break;
      const index = m.index + base;
      resume = index + Math.max(1, m[0].length);
      lastEnd = index + m[0].length;
      yield { index, length: m[0].length };
    }
    resume = Math.max(resume, b);
    if (b < n) yield null;
  }
  const last = tailHit(tail, text);
  if (last >= from && last >= lastEnd) yield { index: last, length: n - last };
}
