/**
 * Words for quotation matching: a text is cut into words, each folded to one spelling, with the
 * offsets of each word in the text. The build (src/node/quotations.ts) folds the verses with the
 * same functions, so a word of a page and a word of a verse are equal exactly when they are the
 * same word written in any of the orthographies below.
 *
 * - Latin, Cyrillic: lower case, accents dropped (NFD, combining marks removed), dotless ı as i.
 * - Arabic script (Arabic, Urdu): harakat, tanwīn, shadda, sukūn, the dagger alif, Quranic
 *   annotation marks, small high letters and tatweel removed; every alif and the hamza removed,
 *   hamza carriers to their letter (ؤ→و, ئ→ي), ى/ی→ي, ة/ۃ/ہ/ھ→ه, ک→ك. Dropping the alif makes the
 *   Uthmani كِتَٰبٞ and the simple كتاب one word (كتب), and أَسۡرَىٰ and أسرى too.
 * - Bengali: the nukta dropped (য় and য are one letter to a reader searching), then composed
 *   again (NFC), as pages write it.
 * - Han characters are a word each: Chinese is written without spaces.
 * - Everything else (digits, punctuation, verse-end ornaments ﴿٦٧﴾, brackets) separates words.
 */

/** A word, or a single Han character. Zero-width joiners stay inside words (Urdu, Bengali). */
// Written as a string: the "v" flag (set subtraction) is newer than the TypeScript target.
const V_FLAGS = ["g", "v"].join("");
// Built on first use: constructing it costs about a millisecond, and main.js, which holds this
// module for foldWord, never cuts a text into words.
let compiledWord: RegExp | undefined;
const wordRegExp = () =>
  (compiledWord ??= new RegExp("\\p{sc=Han}|[[\\p{L}\\p{M}\\u200c\\u200d]--\\p{sc=Han}]+", V_FLAGS));
/** Marks that do not tell words apart: Latin combining marks, Arabic vowels and Quranic signs. */
const DROP =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: marks and joiners are removed one by one, never matched as a sequence
  /[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640\u200c\u200d\u0621-\u0623\u0625\u0627\u0671\u09bc]/g;
const SAME: Record<string, string> = {
  "\u0649": "\u064a", // ى
  "\u06cc": "\u064a", // ی
  "\u0629": "\u0647", // ة
  "\u06c3": "\u0647", // ۃ
  "\u06c1": "\u0647", // ہ
  "\u06be": "\u0647", // ھ
  "\u06a9": "\u0643", // ک
  "\u0131": "i", // ı
  "\u0624": "\u0648", // ؤ
  "\u0626": "\u064a", // ئ
  "\u06c0": "\u0647", // ۀ
  "\u06c2": "\u0647", // ۂ
};
/** Letters that decompose (accents, й, ё, Bengali vowel signs); other words skip NFD. */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: a test for any one such unit, never a sequence
const DECOMPOSES = /[\u00c0-\u024f\u0300-\u036f\u0400-\u04ff\u0980-\u09ff\u1e00-\u1eff]/;
const SAME_CHARS = new RegExp(`[${Object.keys(SAME).join("")}]`, "g");
/** Plain ASCII words only need lower case. */
const PLAIN = /^[A-Za-z]+$/;

/** One word in its folded spelling; "" when nothing is left (a lone hamza). */
export function foldWord(word: string): string {
  const lower = word.toLowerCase();
  if (PLAIN.test(word)) return lower;
  if (!DECOMPOSES.test(lower)) return lower.replace(DROP, "").replace(SAME_CHARS, (c) => SAME[c]!);
  return lower
    .normalize("NFD")
    .replace(DROP, "")
    .replace(SAME_CHARS, (c) => SAME[c]!)
    .normalize("NFC");
}

export interface Words {
  /** Folded words, in order. */
  words: string[];
  /** Where word i starts and ends in the text. */
  starts: number[];
  ends: number[];
}

/** The words of `text` (or of [from, to)), folded, with their offsets. */
export function wordsOf(text: string, from = 0, to = text.length): Words {
  const out: Words = { words: [], starts: [], ends: [] };
  const word = wordRegExp();
  word.lastIndex = from;
  for (let m = word.exec(text); m && m.index < to; m = word.exec(text)) {
    const w = foldWord(m[0]);
    if (!w) continue;
    out.words.push(w);
    out.starts.push(m.index);
    out.ends.push(Math.min(to, m.index + m[0].length));
  }
  return out;
}

/** Longer than any word of a verse: a slice of words never has to reach further than this for one. */
export const LONGEST_WORD = 4096;

/**
 * Appends to `out` the words of `text` that start in [from, to), read from a slice of the text
 * that ends at `to`; returns where the next slice starts. A word the slice's end cuts is left for
 * the next slice; when it began the slice, `from` is returned (read a longer slice), unless the
 * slice is LONGEST_WORD long already: such a word is no verse's, and is cut.
 */
export function wordsInto(text: string, from: number, to: number, out: Words): number {
  const piece = from === 0 && to === text.length ? text : text.slice(from, to);
  const word = wordRegExp();
  word.lastIndex = 0;
  for (let m = word.exec(piece); m; m = word.exec(piece)) {
    if (to < text.length && m.index + m[0].length === piece.length) {
      if (m.index > 0) return from + m.index;
      if (to - from < LONGEST_WORD) return from;
    }
    const w = foldWord(m[0]);
    if (!w) continue;
    out.words.push(w);
    out.starts.push(from + m.index);
    out.ends.push(from + m.index + m[0].length);
  }
  return to;
}

/** Each word of `text` as written and folded (words that fold to nothing left out). */
export function wordPairs(text: string): { raw: string; folded: string }[] {
  const out: { raw: string; folded: string }[] = [];
  const word = wordRegExp();
  word.lastIndex = 0;
  for (let m = word.exec(text); m; m = word.exec(text)) {
    const folded = foldWord(m[0]);
    if (folded) out.push({ raw: m[0], folded });
  }
  return out;
}

/** The folded words of a verse or phrase, joined by single spaces (how the build stores them). */
export function foldedPhrase(text: string): string {
  return wordsOf(text).words.join(" ");
}
