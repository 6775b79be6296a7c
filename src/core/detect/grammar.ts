/**
 * Compiles the tables in data/grammar and data/quran into the regular expressions and lookups the
 * parser uses. Everything here runs once per page load; the tables, not this file, are the
 * specification of what people write.
 */
import bible from "../../../data/grammar/bible.json";
import notVerses from "../../../data/grammar/not-verses.json";
import q from "../../../data/grammar/quran.json";
import index from "../../../data/grammar/surah-index.json";
import { fold } from "../normalize/index.ts";
import { counting } from "./work.ts";

export const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");

/** Alternation of folded words, longest first so a prefix never wins; spaces match any run. */
export function alt(words: readonly string[]): string {
  return [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map((w) => esc(w).replace(/ /g, "\\s+"))
    .join("|");
}

/** Arabic letters (after folding). */
export const AL = "\\u0621-\\u063a\\u0641-\\u064a\\u0671-\\u06d3";
/** Start of an Arabic word, allowing one proclitic (و ف ب ل ك) glued to it. */
export const AB = `(?:(?<![${AL}])|(?<=(?<![${AL}])[وفبلك]))`;
export const AE = `(?![${AL}])`;
/** Start and end of a Latin word. */
export const LB = "(?<![a-z0-9_])";
export const LE = "(?![a-z0-9_])";

/** Letters only, for name lookups: "al-'anfal" and "Al Anfal" both become "alanfal". */
export const key = (s: string): string => s.replace(/[^a-z\u0621-\u064a\u0671-\u06d3]/g, "");

export const verseCount: readonly number[] = index.verses;

function articleVariants(stem: string): string[] {
  return [stem, `al${stem}`, `el${stem}`, `ul${stem}`, stem.replace(/ah$/, "a"), stem.replace(/a$/, "ah")];
}

/**
 * Every name a sūrah is known by, as letter keys, to sūrah number. Used after a sūrah word or a
 * Quran marker, where even "The Cow" or "Spoils of War" can only be a sūrah.
 */
export const nameKeys = new Map<string, number>();
/** The same, limited to names that are a citation even with no "Surah" before them. */
export const bareNameKeys = new Map<string, number>();
{
  const put = (m: Map<string, number>, k: string, n: number) => {
    if (k && !m.has(k)) m.set(k, n);
  };
  const arabic = index.arabic.split("|");
  for (const [i, name] of index.latin.split("|").entries()) {
    const n = i + 1;
    const t = fold(name).text;
    const stem = t.replace(/^(?:a[lnrstdz]|adh|ash)-/, "");
    for (const v of [...articleVariants(key(stem)), key(t)]) put(nameKeys, v, n);
    const ar = key(fold(arabic[i]!).text);
    put(nameKeys, ar, n);
    put(nameKeys, ar.replace(/^ال/, ""), n);
  }
  for (const [n, list] of Object.entries(q.surahAliases)) {
    for (const a of list) {
      for (const v of articleVariants(key(a))) {
        nameKeys.set(v, Number(n));
        bareNameKeys.set(v, Number(n));
      }
    }
  }
  for (const [n, list] of Object.entries(q.surahMeanings))
    for (const a of list) nameKeys.set(key(a), Number(n));
}

/** Latin and Arabic stems of the names that may stand alone, for the sūrahs in `numbers`. */
export function bareNames(numbers: ReadonlySet<number>): { latin: string[]; arabic: string[] } {
  const latin: string[] = [];
  const arabic: string[] = [];
  for (const [n, list] of Object.entries(q.surahAliases)) {
    if (!numbers.has(Number(n))) continue;
    for (const a of list) {
      if (/^[a-z]/.test(a)) latin.push(a.replace(/^[aeu]l(?=[a-z]{4})/, ""));
      else arabic.push(a.replace(/^ال/, ""));
    }
  }
  return { latin, arabic };
}

export const BIBLE = new Set(bible.books);
export const NOT_BEFORE = new Set(notVerses.before);
export const NOT_AFTER = new RegExp(`\\s?(?:${alt(notVerses.after)})(?![a-z])`, "y");

export const MARKERS = alt(q.markers);
export const MARKERS_AR = alt(q.markersArabic);
export const SURAH_WORDS = alt(q.surahWords);
export const SURAH_WORDS_AR = alt(q.surahWordsArabic);
export const VERSE_WORDS = alt(q.verseWords);
export const VERSE_WORDS_AR = alt(q.verseWordsArabic);
const NUMBER_WORDS = alt([...q.numberWords, ...q.numberWordsArabic]);
const OF_WORDS = alt(q.ofWords);
const OF_WORDS_AR = alt(q.ofWordsArabic);
const RANGE_WORDS = alt(q.rangeWords.filter((w) => w !== "-"));
const LIST_PUNCT = q.listWords.filter((w) => w.length === 1 && w !== "و").join("");

const y = (src: string) => new RegExp(src, "y");

/** Sticky pieces of the grammar, applied at a cursor. */
export const R = {
  ws: /\s*/y,
  num: /[1-9]\d{0,2}(?!\d)/y,
  /** Sūrah–verse separator after a marker: "8:9", "8 : 9", "8.9", "8/9". */
  sv: /\s{0,2}[:./]\s{0,2}(?=[1-9])/y,
  /** The same without a marker, where only a colon is safe. */
  svBare: /\s?:\s?(?=[1-9])/y,
  range: y(`\\s*-{1,2}\\s*(?=[1-9])|\\s+(?:${RANGE_WORDS})\\s+(?=[1-9])`),
  list: y(`\\s*[${esc(LIST_PUNCT)}]\\s*(?:and\\s+|و\\s*)?|\\s+and\\s+|\\s*و\\s*(?=[1-9]|${VERSE_WORDS_AR})`),
  verseWord: y(`(?:${VERSE_WORDS}|${VERSE_WORDS_AR})(?![a-z${AL}])\\s*(?:(?:${NUMBER_WORDS})\\s*)?:?\\s*`),
  /** Between a name and its verses: "al-Anfal, verse 9", "Anfal: 67", "Al-Anfaal (8) — Ayah 67". */
  nameGap: /\s*[,:\-،/]?\s*/y,
  open: /\s*[([]\s*/y,
  close: /\s*[)\]]/y,
  surahNumberInParens: /\s*[([]\s*([1-9]\d{0,2})\s*[)\]]/y,
  of: y(`\\s*(?:(?:${OF_WORDS})\\s+(?:the\\s+)?|(?:${OF_WORDS_AR})\\s*)`),
  surahWord: y(`(?:${SURAH_WORDS})(?![a-z])[\\s\\-]*|(?:${SURAH_WORDS_AR})${AE}\\s*`),
  marker: y(`(?:al-?)?(?:${MARKERS})(?![a-z])|(?:${MARKERS_AR})${AE}`),
  /** Words after a marker that belong to it: "the Holy Quran, Surah …", "القرآن الكريم". */
  markerGap: /(?:\s+(?:al-)?(?:karim|kareem|majid|sharif|majeed))?\s*[,:]?\s*/y,
  markerGapAr: /(?:\s+الكريم)?\s*[,:،]?\s*/y,
  latinWords: /[a-z'][a-z']*(?:[\s-]+[a-z'][a-z']*){0,4}/y,
  arabicWords: new RegExp(`[${AL}]+(?:\\s+[${AL}]+)?`, "y"),
  /** After a verse number: letters or more digits mean it was something else ("8:9am", "8:9.5"). */
  badTail: /[a-z0-9]|[.:]\d/y,
};

/** Finds the longest sūrah name at `p` in the folded text; returns [sūrah, end] or null. */
export function nameAt(s: string, p: number, table = nameKeys): [number, number] | null {
  const re = /[\u0621-\u064a]/.test(s.charAt(p)) ? R.arabicWords : R.latinWords;
  re.lastIndex = p;
  const m = re.exec(s);
  if (!m) return null;
  const stats = counting.stats;
  if (stats) stats.scanned += m[0].length;
  const words = m[0].split(/(?=[\s-])/);
  for (let k = words.length; k > 0; k--) {
    const phrase = words.slice(0, k).join("");
    const n = table.get(key(phrase));
    if (n !== undefined) return [n, p + phrase.length];
  }
  return null;
}

/** "of Surah al-Anfal", "من سورة الأنفال": the name after verses written first. */
export function ofNameAt(s: string, p: number): [number, number] | null {
  R.of.lastIndex = p;
  if (!R.of.exec(s)) return null;
  let c = R.of.lastIndex;
  R.surahWord.lastIndex = c;
  const hasWord = R.surahWord.exec(s) !== null;
  if (hasWord) c = R.surahWord.lastIndex;
  return nameAt(s, c, hasWord ? nameKeys : bareNameKeys);
}

export const hosts = alt(q.urlHosts);
