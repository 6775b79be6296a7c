/**
 * The compiled grammar (src/node/grammar.ts wrote it) turned into live expressions and lookups,
 * once per detector. Nothing here reads a table: the tables, not this file, are the specification
 * of what people write.
 */
import { at } from "./cursor.ts";
import { AE, AL, key, sticky } from "./patterns.ts";
import type { CompiledGrammar } from "./tables.ts";
import { counting } from "./work.ts";

function articleVariants(stem: string): string[] {
  return [stem, `al${stem}`, `el${stem}`, `ul${stem}`, stem.replace(/ah$/, "a"), stem.replace(/a$/, "ah")];
}

/** The letters of a Roman numeral up to C (114 is CXIV). */
const ROMAN: Readonly<Record<string, number>> = { c: 100, l: 50, x: 10, v: 5, i: 1 };

/**
 * The value of a well-formed Roman numeral in lower case ("viii" → 8, "xviii" → 18): a letter
 * before a larger one is subtracted. The expressions that find a numeral admit well-formed ones only.
 */
export function romanValue(numeral: string): number {
  let value = 0;
  for (let i = 0; i < numeral.length; i++) {
    const v = ROMAN[numeral.charAt(i)] ?? 0;
    value += v < (ROMAN[numeral.charAt(i + 1)] ?? 0) ? -v : v;
  }
  return value;
}

/**
 * The last verse of a range from `from` whose end is written `end`, or `from` when it is none. A
 * written end shorter than the start and below it stands for the start's last digits ("67-9" is
 * 67–69, "(Q. 8:67-9)"), as page numbers are written; any other end below the start is none.
 * Callers take the short end only after a dash with no space around it.
 */
export function rangeEnd(from: number, end: string): number {
  const t = Number(end);
  if (t > from) return t;
  const start = String(from);
  if (end.length >= start.length) return from;
  const whole = Number(start.slice(0, start.length - end.length) + end);
  return Math.max(whole, from);
}

export type Grammar = ReturnType<typeof liveGrammar>;

export function liveGrammar(c: CompiledGrammar) {
  const src = c.source;
  /** Sticky pieces of the grammar, applied at a cursor. */
  const R = {
    num: /[1-9]\d{0,2}(?!\d)/y,
    /** Sūrah–verse separator after a marker: "8:9", "8 : 9", "8.9", "8/9". */
    sv: /\s{0,2}[:./]\s{0,2}(?=[1-9])/y,
    /** The same without a marker, where only a colon is safe. */
    svBare: /\s?:\s?(?=[1-9])/y,
    /**
     * Between the sūrah and the first verse only, a semicolon with no space ("Q 8;67", a bare
     * "8;67"). Later items keep `sv`: ";" also joins a list ("8:67;68").
     */
    svTight: /;(?=[1-9])/y,
    /** "67-69", "67 to 69", and with the verse word again: "verse 67 to verse 69", «من الآية ٦٧ إلى الآية ٦٩». */
    range: sticky`\s*-{1,2}\s*(?=[1-9])|\s+(?:${src.rangeWords})\s+(?:(?:${src.verseWords}|${src.verseWordsArabic})\s+)?(?=[1-9])`,
    list: sticky`\s*[${src.listPunctuation}]\s*(?:and\s+|و\s*)?|\s+and\s+|\s*و\s*(?=[1-9]|${src.verseWordsArabic})`,
    verseWord: sticky`(?:${src.verseWords}|${src.verseWordsArabic})(?![a-z${AL}])\s*(?:(?:${src.numberWords})\s*)?:?\s*`,
    /**
     * Between a name and its verses: "al-Anfal, verse 9", "Anfal: 67", "Al-Anfaal (8) — Ayah 67",
     * "(Al-Anfal; 68)", «[الأنفال؛ ٦٨]», and a breadcrumb's arrow: "Surah 8 › Ayah 9",
     * «سورة الأنفال » الآية ٩».
     */
    nameGap: /\s*[,:;\-،؛/›»>]?\s*/y,
    open: /\s*[([]\s*/y,
    close: /\s*[)\]]/y,
    surahNumberInParens: /\s*[([]\s*([1-9]\d{0,2})\s*[)\]]/y,
    of: sticky`\s*(?:(?:${src.ofWords})\s+(?:the\s+)?|(?:${src.ofWordsArabic})\s*)`,
    surahWord: sticky`(?:${src.surahWords})(?![a-z])[\s\-]*|(?:${src.surahWordsArabic})${AE}\s*`,
    /** Words after a marker that belong to it: "the Holy Quran, Surah …", "القرآن الكريم". */
    markerGap: /(?:\s+(?:al-)?(?:karim|kareem|majid|sharif|majeed))?\s*[,:]?\s*/y,
    markerGapAr: /(?:\s+الكريم)?\s*[,:،]?\s*/y,
    latinWords: /[a-z'][a-z']*(?:[\s-]+[a-z'][a-z']*){0,4}/y,
    arabicWords: new RegExp(`[${AL}]+(?:\\s+[${AL}]+)?`, "y"),
    /**
     * After a verse number: letters or more digits mean it was something else ("8:9am", "8:9.5");
     * but "f"/"ff" is the verse and what follows ("Quran 8:67ff").
     */
    badTail: /(?!f{1,2}(?![a-z]))[a-z0-9]|[.:]\d/y,
    /**
     * A sūrah by its Roman numeral, after a Quran word or a sūrah word only ("Sura VIII. 67", "Q
     * VIII:9"): any numeral up to 114 is read, so "Sura XVIII. 9" is 18:9 and never 8:9. Alone,
     * "VIII, 67" is anything (Henry VIII, a book's chapter).
     */
    roman: /c?(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})(?![a-z0-9'])/y,
    /** After a Roman sūrah: "VIII. 67", "VIII, 69", "VIII:9", "VIII 67" (the numeral itself ends the sūrah). */
    romanSep: /(?:\s?[:.,]\s{0,2}|\s{1,2})(?=[1-9])/y,
    /**
     * "and following" after a single verse: "8:67f.", "8:67 ff." (docs/DETECTION.md, "What is
     * read": "f." adds the next verse, "ff." the next two).
     */
    following: /\s?(f{1,2})(?![a-z0-9(])\.?/y,
    /** After a sūrah's number that ends a citation: not "8:12" nor "8.5", which are other things. */
    numberEnds: /(?!\d|\s?[:./]\s?\d)/y,
    /** "Q." and "Q 8:67": the letter marker takes only a dot and a space before its numbers. */
    afterQ: /\.?\s?/y,
    /** A clock word after a bare pair: "8:9 pm". */
    notAfter: sticky`\s?(?:${src.notAfter})(?![a-z])`,
  };

  /**
   * Every name a sūrah is known by, as letter keys, to sūrah number. Used after a sūrah word or a
   * Quran marker, where even "The Cow" or "Spoils of War" can only be a sūrah.
   */
  const nameKeys = new Map<string, number>();
  /** The same, limited to names that are a citation even with no "Surah" before them. */
  const bareNameKeys = new Map<string, number>();
  const put = (m: Map<string, number>, k: string, n: number) => {
    if (k && !m.has(k)) m.set(k, n);
  };
  const arabicNames = c.surahNames.arabic.split("|");
  for (const [i, keys] of c.surahNames.latin.split("|").entries()) {
    const n = i + 1;
    const [stem, ...whole] = keys.split(",");
    for (const v of [...articleVariants(stem!), ...whole]) put(nameKeys, v, n);
    // With and without the article, as the Latin stems are: "سورة البقرة", "البقرة", "بقرة".
    put(nameKeys, `ال${arabicNames[i]}`, n);
    put(nameKeys, arabicNames[i]!, n);
  }
  for (const [n, list] of Object.entries(c.surahAliases)) {
    for (const a of list) {
      for (const v of articleVariants(key(a))) {
        nameKeys.set(v, Number(n));
        bareNameKeys.set(v, Number(n));
      }
    }
  }
  for (const [n, list] of Object.entries(c.surahMeanings))
    for (const a of list) nameKeys.set(key(a), Number(n));

  /** Finds the longest sūrah name at `p` in the folded text; returns [sūrah, end] or null. */
  function nameAt(s: string, p: number, table = nameKeys): [number, number] | null {
    const words = /[\u0621-\u064a]/.test(s.charAt(p)) ? R.arabicWords : R.latinWords;
    const m = at(words, s, p);
    if (!m) return null;
    const stats = counting.stats;
    if (stats) stats.scanned += m[0].length;
    const parts = m[0].split(/(?=[\s-])/);
    for (let k = parts.length; k > 0; k--) {
      const phrase = parts.slice(0, k).join("");
      const n = table.get(key(phrase));
      if (n !== undefined) return [n, p + phrase.length];
    }
    return null;
  }

  return {
    R,
    source: src,
    verseCount: c.verseCounts,
    bible: new Set(c.bibleBooks.split("|")),
    notBefore: new Set(c.notVersesBefore.split("|")),
    nameKeys,
    bareNameKeys,
    nameAt,
    /** The value of the Roman numeral at `p` and where it ends, or null ("viii" → 8, "xviii" → 18). */
    romanAt(s: string, p: number): [number, number] | null {
      const m = at(R.roman, s, p);
      if (!m || m[0].length === 0) return null;
      return [romanValue(m[0]), R.roman.lastIndex];
    },
    /**
     * "of Surah al-Anfal", "من سورة الأنفال": the name after verses written first; after a sūrah
     * word, its number too ("of sura 8", "of Sura VIII").
     */
    ofNameAt(s: string, p: number): [number, number] | null {
      if (!at(R.of, s, p)) return null;
      let cursor = R.of.lastIndex;
      const hasWord = at(R.surahWord, s, cursor) !== null;
      if (!hasWord) return nameAt(s, cursor, bareNameKeys);
      cursor = R.surahWord.lastIndex;
      const named = nameAt(s, cursor, nameKeys);
      if (named) return named;
      const num = at(R.num, s, cursor);
      const n: [number, number] | null = num ? [Number(num[0]), R.num.lastIndex] : this.romanAt(s, cursor);
      return n && at(R.numberEnds, s, n[1]) ? n : null;
    },
    /** Latin and Arabic stems of the names that may stand alone, for the sūrahs in `numbers`. */
    bareNames(numbers: ReadonlySet<number>): { latin: string[]; arabic: string[] } {
      const latin: string[] = [];
      const arabic: string[] = [];
      for (const [n, list] of Object.entries(c.surahAliases)) {
        if (!numbers.has(Number(n))) continue;
        for (const a of list) {
          if (/^[a-z]/.test(a)) latin.push(a.replace(/^[aeu]l(?=[a-z]{4})/, ""));
          else arabic.push(a.replace(/^ال/, ""));
        }
      }
      return { latin, arabic };
    },
  };
}
