/**
 * The quotation probe: whether a text may hold a quotation that counts, in about one read of a
 * third of its characters. Every quotation that counts holds one of its verse's key words (long,
 * rare words, chosen by the build), or, in Chinese, a run of the verse's characters. The probe
 * reads a short gram every few characters and looks it up in a bit set of the key words'
 * grams; only on a hit does it read the whole word there and look it up. A key word of L letters
 * always holds a sampled gram when L ≥ gram + stride − 1 (the build keeps only such words), so
 * the probe never misses one (ADR 012).
 *
 * Letters are folded here one UTF-16 unit at a time, the way foldWord (words.ts) folds a word
 * (lower case, Latin accents and Arabic marks dropped, ى/ی→ي, ة→ه), except that the alif and the
 * hamza stay letters.
 */
import { countRead } from "../work.ts";
import { foldWord } from "./words.ts";

/**
 * What the build ships for the run probe (run-probe.ts). Declared here, with the key-word probe's
 * tables, so that the run probe depends on this module and not the other way round.
 */
export interface RunTables {
  /**
   * Each run length (in words) with its windows' hashes: encoded by encodeHashes, or as numbers
   * where a bundle is read cold in every frame (first-look.js: shipped.ts), since
   * JSON.parse reads numbers natively where decoding six characters a hash ran in code V8 had not
   * yet compiled, about 2 ms a frame.
   */
  runs: { length: number; hashes: string | readonly number[] }[];
}

/**
 * Characters between two samples: SPARSE in Latin, Cyrillic or Bengali text; DENSE from the first
 * Arabic or Han letter (or mark) on, because Arabic words are short. A word is always found when its letters ≥ gram + stride − 1 (keyLengthFor).
 */
export const SPARSE = 4;
export const DENSE = 2;
/** Letters read at a sample: Arabic script, Han, and everything else. */
export const GRAM_ARABIC = 3;
export const GRAM_HAN = 2;
export const GRAM_OTHER = 4;
const BITS = 1 << 18;

/** Not a letter: ends a word. */
const SEP = 0xffff;
/** A unit folding drops (a mark): read past it. */
const SKIP = 0;
const ALIF = 0x627;
/**
 * The most letters a key word has (the build keeps no longer one; the longest today has 16): the
 * probe reads no further into a word, which keeps its time linear in any text (#wordAt).
 */
export const KEY_LETTERS_MAX = 32;
/**
 * The most units a key word's letter is written with in a page: the letter and its marks (an
 * Arabic letter with a shadda, a vowel and a small alif; Latin with combining accents), with room
 * to spare. A word read past this many units a letter is no key word.
 */
const UNITS_PER_LETTER = 6;

/** Not yet folded: the table fills itself one unit at a time, as units are first met. */
const UNKNOWN = 0xfffe;
/** Made on the first unit past ASCII that is not an alif: a Unicode class costs a frame to parse. */
let letterOrMark: RegExp | undefined;
function isLetterOrMark(ch: string): boolean {
  letterOrMark ??= /[\p{L}\p{M}]/u;
  return letterOrMark.test(ch);
}
const ALIFS = new Set([..."ءآأإاٱ"].map((c) => c.charCodeAt(0)));

/**
 * Folded code of each unit below 0x800 (Latin, Greek, Cyrillic, Arabic), by foldWord itself. Filled
 * lazily: folding all 2,048 units up front cost several milliseconds in every frame at start-up,
 * and a page meets a few dozen of them. Where the build's table is at hand (ProbeTables.folds), it
 * is taken instead: folding the few dozen a page meets still cost about 2 ms of a page's first
 * read (the Unicode class, the normaliser and foldWord's expressions made for them).
 */
let table: Uint16Array | undefined;
function foldTable(): Uint16Array {
  table ??= new Uint16Array(0x800).fill(UNKNOWN);
  return table;
}

/** The build's folded codes (ProbeTables.folds), once a probe has brought them. */
let builtFolds: string | undefined;

function fill(t: Uint16Array, c: number): number {
  const folded = builtFolds !== undefined && c < builtFolds.length ? builtFolds.charCodeAt(c) : foldOf(c);
  t[c] = folded;
  return folded;
}

/** The folded code of unit `c` below 0x800, worked out. */
function foldOf(c: number): number {
  // ASCII without a regular expression: the common case, and the first one met on most pages.
  if (c < 0x80) return c >= 0x41 && c <= 0x5a ? c | 0x20 : c >= 0x61 && c <= 0x7a ? c : SEP;
  // Unlike foldWord, the probe keeps the alif and the hamza as letters: a sample that had to read
  // past them would take the slow path in Arabic prose, full of alifs. Key words have none (the
  // build keeps only such words), so they fold alike either way.
  if (ALIFS.has(c)) return ALIF;
  const ch = String.fromCharCode(c);
  const f = isLetterOrMark(ch) ? foldWord(ch) : undefined;
  return f === undefined ? SEP : f === "" ? SKIP : f.charCodeAt(0);
}

/** The folded code of unit `c`: SEP, SKIP, or a letter. */
function foldUnit(t: Uint16Array, c: number): number {
  if (c < 0x800) {
    const folded = t[c]!;
    return folded === UNKNOWN ? fill(t, c) : folded;
  }
  if (c === 0x200c || c === 0x200d || c === 0x9bc) return SKIP;
  // Bengali letters with a nukta, as foldWord leaves them: য় → য, ড় → ড, ঢ় → ঢ.
  if (c === 0x9df) return 0x9af;
  if (c === 0x9dc) return 0x9a1;
  if (c === 0x9dd) return 0x9a2;
  // Bengali and the other Indic scripts, Han, kana, Hangul: letters as they are.
  if ((c >= 0x900 && c <= 0xdff) || (c >= 0x3040 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af)) return c;
  return SEP;
}

/** Every unit's folded code below 0x800, one character each, as ProbeTables.folds carries them. */
export function foldsOfUnits(): string {
  let folds = "";
  for (let c = 0; c < 0x800; c++) folds += String.fromCharCode(foldOf(c));
  return folds;
}

/** A word as the probe reads it in a page: each unit folded, marks dropped, an alif or a hamza kept. */
export function probeFoldWord(word: string): string {
  let out = "";
  for (let i = 0; i < word.length; i++) {
    const f = foldedUnit(word.charCodeAt(i));
    if (f !== SKIP && f !== SEP) out += String.fromCharCode(f);
  }
  return out;
}

/** The probe's folded code of one unit (a letter's code, SEP or SKIP), as its table holds it. */
export const foldedUnit = (c: number): number => foldUnit(foldTable(), c);
export { SEP as NOT_A_LETTER, SKIP as DROPPED };

const isArabic = (c: number) => c >= 0x600 && c < 0x700;
const isHan = (c: number) => c >= 0x3400 && c <= 0x9fff;
export const gramLength = (c: number): number =>
  isArabic(c) ? GRAM_ARABIC : isHan(c) ? GRAM_HAN : GRAM_OTHER;
/** The fewest letters a key word beginning with `c` needs for the probe always to find it. */
export const keyLengthFor = (c: number): number =>
  gramLength(c) + (isArabic(c) || isHan(c) ? DENSE : SPARSE) - 1;

const mix = (h: number, c: number) => (Math.imul(h, 31) + c) | 0;

/**
 * The first sample from `p` on (every `step` characters, before `limit`) that plain ASCII does not
 * rule out: four ASCII characters, lower-cased by setting one bit (the same hash as the careful
 * path when all four are letters), whose gram is not in `bits`, are passed over whatever they
 * hold. Most of most pages is such text, and this loop is kept apart and small because pages run
 * it cold: a first load of a page runs it before V8 has optimised it, and a loop with every case
 * in it was deoptimised again at each kind of character it had not met yet.
 */
function passOverPlainAscii(text: string, p: number, limit: number, step: number, bits: Uint32Array): number {
  for (; p < limit; p += step) {
    const c0 = text.charCodeAt(p);
    const c1 = text.charCodeAt(p + 1);
    const c2 = text.charCodeAt(p + 2);
    const c3 = text.charCodeAt(p + 3);
    if ((c0 | c1 | c2 | c3) >= 0x80) return p;
    const k = mix(mix(mix(mix(0, c0 | 32), c1 | 32), c2 | 32), c3 | 32) & (BITS - 1);
    if ((bits[k >>> 5]! & (1 << (k & 31))) !== 0) return p;
  }
  return p;
}

/**
 * The same for Arabic script, in dense steps: three letters whose folded forms the table already
 * holds, with no mark among them, whose gram is not in `bits`, are passed over; a sample with a
 * separator in it is passed over too, as the careful path would. Anything else is left to it.
 */
function passOverPlainArabic(
  text: string,
  p: number,
  limit: number,
  step: number,
  bits: Uint32Array,
  t: Uint16Array,
): number {
  for (; p < limit; p += step) {
    const c0 = text.charCodeAt(p);
    const c1 = text.charCodeAt(p + 1);
    const c2 = text.charCodeAt(p + 2);
    if (c0 < 0x600 || c0 >= 0x700 || c1 >= 0x800 || c2 >= 0x800) return p;
    const a = t[c0]!;
    const b = t[c1]!;
    const c = t[c2]!;
    if (a === UNKNOWN || b === UNKNOWN || c === UNKNOWN) return p;
    if (a === SEP || b === SEP || c === SEP) continue;
    if (a < 0x600 || a >= 0x700 || b === SKIP || c === SKIP) return p;
    const k = mix(mix(mix(0, a), b), c) & (BITS - 1);
    if ((bits[k >>> 5]! & (1 << (k & 31))) !== 0) return p;
  }
  return p;
}

/** The hash of every gram of `word` (folded by foldWord) that a sample can read. */
export function gramsOfWord(word: string): number[] {
  const codes = [...word].map((ch) => ch.charCodeAt(0));
  const out: number[] = [];
  const q = gramLength(codes[0] ?? 0);
  for (let i = 0; i + q <= codes.length; i++) {
    let h = 0;
    for (let j = 0; j < q; j++) h = mix(h, codes[i + j]!);
    out.push(h & (BITS - 1));
  }
  return out;
}

/** What the build ships for the probe: the grams' hashes and the key words. */
export interface ProbeTables {
  /**
   * Hashes (mod BITS) of every gram of every key word, and of every pair of a Chinese version,
   * sorted, as the gaps between them (encodeGaps): a JSON array of the numbers took three times
   * the bytes in main.js and detector.js.
   */
  grams: string;
  /** Key words, folded; a hit on a Han gram needs no word. */
  keys: string[];
  /**
   * The key words' hashes (wordHash), made by the build: hashing the words cold on a page cost
   * about as much as the probe's first pass over a screen of text (the long Arabic page, 1 ms).
   */
  keyHashes: number[];
  /** The folded code of every unit below 0x800 (foldsOfUnits), so that no page folds them itself. */
  folds?: string;
  /**
   * Every pair of Han characters in a row in a Chinese version, one after another: the first look
   * (first-look.js) asks for one of them where the probe samples the grams' hashes (first-look.ts).
   */
  hanPairs?: string;
  /**
   * The run probe's windows (run-probe.ts): runs of consecutive words of a covered verse that
   * count without a key word.
   */
  runs?: RunTables["runs"];
}

const GAP_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/**
 * Sorted numbers as the gaps between them, each gap in five-bit groups, high group first, one
 * character per group (the character's sixth bit: more groups follow).
 */
export function encodeGaps(sorted: readonly number[]): string {
  let out = "";
  let last = 0;
  for (const n of sorted) {
    let gap = n - last;
    last = n;
    let chunk = GAP_DIGITS[gap & 31]!;
    for (gap >>>= 5; gap > 0; gap >>>= 5) chunk = GAP_DIGITS[32 | (gap & 31)]! + chunk;
    out += chunk;
  }
  return out;
}

export function decodeGaps(text: string): number[] {
  const out: number[] = [];
  let last = 0;
  let gap = 0;
  for (let i = 0; i < text.length; i++) {
    const d = GAP_DIGITS.indexOf(text[i]!);
    gap = (gap << 5) | (d & 31);
    if (d & 32) continue;
    last += gap;
    out.push(last);
    gap = 0;
  }
  return out;
}

export class QuotationProbe {
  readonly #bits = new Uint32Array(BITS / 32);
  /**
   * The key words' hashes (wordHash): a hash collision only costs a needless look. Made into a
   * set on the first gram that hits, which a frame whose text is a few words never meets.
   */
  #keys: Set<number> | undefined;
  readonly #keyHashes: readonly number[];
  readonly #table = foldTable();

  constructor(tables: ProbeTables) {
    for (const h of decodeGaps(tables.grams)) this.#bits[h >>> 5]! |= 1 << (h & 31);
    this.#keyHashes = tables.keyHashes;
    adoptBuiltFolds(tables.folds);
  }

  /**
   * False only when `text` holds no key word (and no pair of a Chinese version's characters); with
   * `from` and `to`, no key word that has a sample in [from, to) (consecutive ranges together
   * sample the text as one call over all of it would, give or take the stride where they meet,
   * which only moves samples closer).
   */
  test(text: string, from = 0, to = text.length): boolean {
    const t = this.#table;
    const bits = this.#bits;
    const n = text.length - 3;
    let step = SPARSE;
    // The common cases, a gram with no mark in it, are read inline; a mark, a Han character or
    // the end of the text take #sample.
    for (let p = from; p < to; p += step) {
      let c0 = text.charCodeAt(p);
      if (c0 < 0x80) {
        p = passOverPlainAscii(text, p, Math.min(to, n), step, bits);
        if (p >= to) break;
        c0 = text.charCodeAt(p);
      } else if (step === DENSE && c0 >= 0x600 && c0 < 0x700) {
        p = passOverPlainArabic(text, p, Math.min(to, n), step, bits, t);
        if (p >= to) break;
        c0 = text.charCodeAt(p);
      }
      const a = foldUnit(t, c0);
      if (a === SEP) continue;
      const arabic = a >= 0x600 && a < 0x700;
      if (step === SPARSE && (arabic || a >= 0x3400 || a === SKIP)) {
        // A dense script from here on: its word around p began after the last sample.
        step = DENSE;
        p = Math.max(from - DENSE, p - SPARSE);
        continue;
      }
      if (a === SKIP || a >= 0x3400 || p >= n) {
        if (this.#sample(text, p)) return true;
        continue;
      }
      const c1 = text.charCodeAt(p + 1);
      const b = foldUnit(t, c1);
      if (b === SEP) continue;
      const c2 = text.charCodeAt(p + 2);
      const c = foldUnit(t, c2);
      if (c === SEP) continue;
      let h = mix(mix(mix(0, a), b), c);
      let marked = b === SKIP || c === SKIP;
      if (!arabic) {
        const c3 = text.charCodeAt(p + 3);
        const d = foldUnit(t, c3);
        if (d === SEP) continue;
        marked ||= d === SKIP;
        h = mix(h, d);
      }
      if (marked) {
        if (this.#sample(text, p)) return true;
        continue;
      }
      const k = h & (BITS - 1);
      if ((bits[k >>> 5]! & (1 << (k & 31))) !== 0 && this.#isKey(this.#wordAt(text, p))) return true;
    }
    return false;
  }

  /** The sample at `p` read letter by letter, past what folding drops. */
  #sample(text: string, p: number): boolean {
    const t = this.#table;
    const n = text.length;
    let i = p;
    let c = foldUnit(t, text.charCodeAt(i));
    while (c === SKIP && ++i < n) c = foldUnit(t, text.charCodeAt(i));
    if (c === SEP || c === SKIP) return false;
    const q = gramLength(c);
    let h = mix(0, c);
    let got = 1;
    while (got < q && ++i < n) {
      const f = foldUnit(t, text.charCodeAt(i));
      if (f === SKIP) continue;
      if (f === SEP) break;
      h = mix(h, f);
      got++;
    }
    return got === q && this.#hit(text, p, h & (BITS - 1), q);
  }

  /** Whether gram hash `k` at `p` is a key word's (or a Chinese version's pair). */
  #hit(text: string, p: number, k: number, q: number): boolean {
    if ((this.#bits[k >>> 5]! & (1 << (k & 31))) === 0) return false;
    return q === GRAM_HAN || this.#isKey(this.#wordAt(text, p));
  }

  #isKey(hash: number | undefined): boolean {
    if (hash === undefined) return false;
    this.#keys ??= new Set(this.#keyHashes);
    return this.#keys.has(hash);
  }

  /**
   * The hash of the folded word around unit `p` (wordHash of its letters), or undefined when the
   * word has more letters than any key word (KEY_LETTERS_MAX), or more units than such a word could
   * be written in: no key, and reading a run of letters whole at each of its samples would make the
   * probe's time grow with the square of the run ("captivescaptives…" 40 KB took 4.6 s).
   */
  #wordAt(text: string, p: number): number | undefined {
    const t = this.#table;
    const letters = KEY_LETTERS_MAX;
    const units = letters * UNITS_PER_LETTER;
    let a = p;
    let seen = 0;
    while (a > 0 && p - a < units) {
      const f = foldUnit(t, text.charCodeAt(a - 1));
      if (f === SEP) break;
      if (f !== SKIP && ++seen > letters) break;
      a--;
    }
    countRead(p - a);
    if (a > 0 && foldUnit(t, text.charCodeAt(a - 1)) !== SEP) return undefined;
    let h = 0;
    let count = 0;
    const end = Math.min(text.length, a + units + 1);
    let i = a;
    for (; i < end; i++) {
      const f = foldUnit(t, text.charCodeAt(i));
      if (f === SEP) break;
      if (f === SKIP) continue;
      if (++count > letters) break;
      h = mix(h, f);
    }
    countRead(i - a);
    if (i < text.length && foldUnit(t, text.charCodeAt(i)) !== SEP) return undefined;
    return h;
  }
}

/** A word's hash, as the probe computes it from a page's text. */
export function wordHash(word: string): number {
  let h = 0;
  for (let i = 0; i < word.length; i++) h = mix(h, word.charCodeAt(i));
  return h;
}

/**
 * Has the table read each unit's fold from the build's (ProbeTables.folds) as it first meets the
 * unit: a probe brings them, and the first look (first-look.ts) where no probe has.
 */
export function adoptBuiltFolds(folds: string | undefined): void {
  builtFolds ??= folds;
}

/**
 * ProbeTables.folds as a content script may carry it: Chromium refuses a content script that holds
 * a noncharacter as not UTF-8, and "not a letter" is U+FFFF, so it travels as a space, which no
 * letter folds to. `foldsFromScript` reads it back.
 */
export const foldsForScript = (folds: string): string => folds.replaceAll(String.fromCharCode(SEP), " ");
export const foldsFromScript = (text: string): string => text.replaceAll(" ", String.fromCharCode(SEP));

/** A pair of Han characters as `hanPairSet` holds it. */
const pairCode = (a: number, b: number): number => a * 0x10000 + b;

/** ProbeTables.hanPairs as a set. */
export function hanPairSet(pairs: string): Set<number> {
  const set = new Set<number>();
  for (let i = 0; i + 1 < pairs.length; i += 2)
    set.add(pairCode(pairs.charCodeAt(i), pairs.charCodeAt(i + 1)));
  return set;
}

/** Where a word past ASCII may be: each word with a unit past ASCII is read from one. */
export const PAST_ASCII = /[^\0-\x7f]/g;
/** Where any word may be: every word is read from one. */
export const ANY_LETTER = /[^\0-\x7f]|[a-z]/gi;

/**
 * Whether a word of `text` that holds a unit `start` finds (PAST_ASCII or ANY_LETTER) folds to a
 * key word (its wordHash among `keys`), or two Han characters in a row are a pair of a Chinese
 * version (`hanPairs`, hanPairSet). With PAST_ASCII, words of plain ASCII are left to the caller,
 * which finds its key words with one expression, in native code: a loop over every unit of a
 * short article cost milliseconds, run cold (the first look, first-look.ts). A hash
 * that collides only says yes.
 */
export function wordsHoldKey(
  text: string,
  keys: ReadonlySet<number>,
  hanPairs: ReadonlySet<number>,
  start: RegExp,
): boolean {
  const t = foldTable();
  start.lastIndex = 0;
  for (let m = start.exec(text); m; m = start.exec(text)) {
    let i = m.index;
    while (i > 0 && foldUnit(t, text.charCodeAt(i - 1)) !== SEP) i--;
    let h = 0;
    let letters = 0;
    let han = 0;
    for (; i < text.length; i++) {
      const f = foldUnit(t, text.charCodeAt(i));
      if (f === SEP) break;
      if (f === SKIP) continue;
      if (isHan(f)) {
        if (han !== 0 && hanPairs.has(pairCode(han, f))) return true;
        han = f;
      } else han = 0;
      h = mix(h, f);
      letters++;
    }
    if (letters > 0 && keys.has(h)) return true;
    start.lastIndex = Math.max(i, m.index + 1);
  }
  return false;
}

/**
 * wordsHoldKey(text, keys, …, ANY_LETTER) for a text of plain ASCII, with no table: there a word
 * is a run of Latin letters, each folded to lower case, and every other unit ends one (foldOf).
 * A short frame of plain ASCII is read by this one small function, which first-look.js runs cold.
 */
export function asciiWordsHoldKey(text: string, keys: ReadonlySet<number>): boolean {
  let h = 0;
  let letters = 0;
  for (let i = 0; i <= text.length; i++) {
    // `| 0x20` lowers A–Z and leaves a–z; no other unit below 0x80 lands in a–z.
    const c = i < text.length ? text.charCodeAt(i) | 0x20 : 0;
    if (c >= 0x61 && c <= 0x7a) {
      h = mix(h, c);
      letters++;
    } else {
      if (letters > 0 && keys.has(h)) return true;
      h = 0;
      letters = 0;
    }
  }
  return false;
}
