/**
 * Folding for matching, with a map back to the original text.
 *
 * The grammar is written against one spelling of everything: lower-case ASCII Latin, Western
 * digits, "-" for every dash, "'" for every apostrophe and ʿayn/hamza sign, Arabic without
 * diacritics or tatweel and with one alif, Urdu letters as their Arabic counterparts, Cyrillic in
 * lower case, Bengali and Persian digits as 0–9, fullwidth forms as ASCII, the mathematical
 * alphanumeric symbols of styled text as their letters and digits. Those are the scripts
 * of KNOWN_SCRIPTS (./scripts.ts), which says what each needs of this fold; a script beyond them
 * is code here first. Deleting marks changes the length, so `fold` returns
 * `map`, where `map[i]` is the index in the original of folded character `i`. Offsets reported
 * to callers always go through `toOriginal`, never through the folded text.
 */

export interface Folded {
  text: string;
  /** Original index of each folded UTF-16 unit, plus one final entry for the end. */
  map: Int32Array;
}

const cache = new Map<number, string>();

/** One folded unit for a UTF-16 unit, "" to delete it. */
export function foldUnit(c: number): string {
  if (c < 0x80) {
    if (c >= 65 && c <= 90) return String.fromCharCode(c + 32);
    if (c === 0x60) return "'";
    return String.fromCharCode(c);
  }
  let r = cache.get(c);
  if (r === undefined) {
    r = foldSlow(c);
    cache.set(c, r);
  }
  return r;
}

function foldSlow(c: number): string {
  // Arabic-Indic, Extended Arabic-Indic (Persian/Urdu) and Bengali digits.
  if (c >= 0x660 && c <= 0x669) return String.fromCharCode(c - 0x660 + 48);
  if (c >= 0x6f0 && c <= 0x6f9) return String.fromCharCode(c - 0x6f0 + 48);
  if (c >= 0x9e6 && c <= 0x9ef) return String.fromCharCode(c - 0x9e6 + 48);
  // Fullwidth ASCII (Chinese and Japanese text): the ASCII character, lower-cased.
  if (c >= 0xff01 && c <= 0xff5e) return foldUnit(c - 0xfee0);
  // Cyrillic: lower case, and ё written as е (Russian print mostly omits the dots).
  if (c >= 0x400 && c <= 0x52f) {
    const lower = String.fromCharCode(c).toLowerCase();
    return lower === "\u0451" ? "\u0435" : lower;
  }
  // Bengali nukta letters as their base letter (য় is typed both precomposed and as য + nukta).
  if (c === 0x9bc) return "";
  if (c === 0x9dc) return "\u09a1";
  if (c === 0x9dd) return "\u09a2";
  if (c === 0x9df) return "\u09af";
  // Harakat, tanwin, shadda, sukun, superscript alif, Quranic annotation marks, tatweel.
  if ((c >= 0x64b && c <= 0x65f) || c === 0x670 || c === 0x640 || (c >= 0x6d6 && c <= 0x6ed)) return "";
  // Combining Latin diacritics (text typed in NFD), zero-width and bidi controls, soft hyphen.
  if ((c >= 0x300 && c <= 0x36f) || (c >= 0x200b && c <= 0x200f) || c === 0x61c || c === 0xad) return "";
  if (c === 0x2060 || c === 0xfeff || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)) return "";
  switch (c) {
    case 0x622: // آ
    case 0x623: // أ
    case 0x625: // إ
    case 0x671: // ٱ (wasla, Uthmani script)
      return "\u0627";
    case 0x649: // ى
    case 0x6cc: // Persian ی
      return "\u064a";
    case 0x629: // ة: writers alternate with ه, so both become ه
      return "\u0647";
    case 0x6a9: // Persian ک
      return "\u0643";
    case 0x6c1: // Urdu ہ (gol he), ۂ, ۃ (Urdu tā marbūṭa), ھ (do-chashmi he): all ه, as ة is
    case 0x6c2:
    case 0x6c3:
    case 0x6be:
      return "\u0647";
    case 0x6d2: // Urdu ے, ۓ (baṛī ye): ي, as ی is
    case 0x6d3:
      return "\u064a";
    case 0x6d4: // Urdu full stop
    case 0x3002: // ideographic full stop
      return ".";
    case 0x3001: // ideographic comma, between verse numbers in Chinese lists
      return ",";
    case 0x131: // Turkish dotless ı: the grammar's i (İ folds to i through its base letter)
      return "i";
    case 0xff1a: // fullwidth colon
    case 0x2236: // ratio, the colon's look-alike pasted from math and social media
    case 0xfe55: // small colon
      return ":";
    case 0x2019:
    case 0x2018:
    case 0x2bc:
    case 0x2be:
    case 0x2bf:
    case 0x2bb:
    case 0xb4:
    case 0x2032:
      return "'";
  }
  if ((c >= 0x2010 && c <= 0x2015) || c === 0x2212 || c === 0xfe58 || c === 0xfe63 || c === 0xff0d)
    return "-";
  // Latin-1 Supplement through Latin Extended Additional: keep the base letter (ā → a, Ḥ → h).
  if ((c >= 0xc0 && c <= 0x24f) || (c >= 0x1e00 && c <= 0x1eff)) {
    const letter = String.fromCharCode(c);
    const base = letter.normalize("NFD").charAt(0).toLowerCase();
    if (base.length === 1 && base.charCodeAt(0) < 0x80) return base;
    // A letter with no ASCII base (Ø, Ł, Æ, Ŋ): its small letter, as Cyrillic's, so that a
    // language file's "ø" finds "Ø" too (src/core/normalize/scripts.ts says Latin is cased).
    const lower = letter.toLowerCase();
    if (lower.length === 1) return lower;
  }
  // Latin Extended-C and -D: the capitals of a few letters above (ȿ, ɀ, ƛ) are here.
  if ((c >= 0x2c60 && c <= 0x2c7f) || (c >= 0xa720 && c <= 0xa7ff)) {
    const lower = String.fromCharCode(c).toLowerCase();
    if (lower.length === 1) return lower;
  }
  if (c === 0xa0 || c === 0x202f || c === 0x3000 || (c >= 0x2000 && c <= 0x200a)) return " ";
  return String.fromCharCode(c);
}

/** Folded code units of the Latin and Arabic blocks, precomputed: most text is in them. */
const LOW = 0x800;
const DELETE = 0x10000;
const foldCode = (c: number): number => {
  const u = foldUnit(c);
  return u === "" ? DELETE : u.charCodeAt(0);
};
const low = Int32Array.from({ length: LOW }, (_, c) => foldCode(c));

// Printable ASCII and whitespace, without the backtick (folded to an apostrophe).
const UTF16 = new TextDecoder("utf-16le");

const ASCII = /^[\t\n\r -_a-~]*$/;

/** Three white-space units in a row: more than `fold(…, true)` keeps. */
const LONG_SPACE_RUN = /\s{3}/;
/** White space `fold(…, true)` keeps of a run: two, so that a blank line still reads as one. */
const SQUEEZED_SPACES = 2;

/**
 * The folded unit of a Mathematical Alphanumeric Symbol (U+1D400–U+1D7FF, written as the high
 * surrogate U+D835 and `low`): its plain letter in lower case or its digit, as styled text on
 * social media writes them ("𝐒𝐮𝐫𝐚𝐡 𝟖:𝟗", "𝟴:𝟲𝟳"); -1 for its Greek letters and the rest.
 */
function mathUnit(low: number): number {
  const offset = low - 0xdc00;
  if (offset < 0 || offset > 0x3ff) return -1;
  // Thirteen styles of A–Z and a–z, 52 letters each (the few held elsewhere leave holes).
  if (offset < 13 * 52) return 97 + ((offset % 52) % 26);
  // Five styles of 0–9, from U+1D7CE.
  if (offset >= 0x3ce) return 48 + ((offset - 0x3ce) % 10);
  return -1;
}

/** True for the code units JavaScript's `\s` matches, once folded (no-break spaces are " " by then). */
function isSpace(c: number): boolean {
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0x1680 ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x205f ||
    c === 0xfeff
  );
}

/**
 * Folds `text` (or its slice [from, to)) for matching. With `squeeze`, a run of white space keeps
 * its first two units only: expressions that allow spaces between several optional parts ("{name}
 * [({n})] [verse] {verses}") can share a long run between them in ways that grow with a power of
 * its length, and two units are all any of them needs (docs/DETECTION.md, "Linear time").
 */
export function fold(text: string, from = 0, to = text.length, squeeze = false): Folded {
  const slice = text.slice(from, to);
  const map = new Int32Array(to - from + 1);
  // Most windows are plain ASCII: lower-casing is then the whole fold and keeps every offset.
  if (ASCII.test(slice) && !(squeeze && LONG_SPACE_RUN.test(slice))) {
    for (let i = 0; i <= to - from; i++) map[i] = from + i;
    return { text: slice.toLowerCase(), map };
  }
  const out = new Uint16Array(to - from);
  let n = 0;
  let spaces = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    // A styled letter or digit is two units, folded to one: the map keeps the first's offset.
    const unit = i;
    const math = c === 0xd835 && i + 1 < to ? mathUnit(text.charCodeAt(i + 1)) : -1;
    if (math >= 0) i++;
    const f = math >= 0 ? math : c < LOW ? low[c]! : foldCode(c);
    if (f === DELETE) continue;
    if (squeeze) {
      spaces = isSpace(f) ? spaces + 1 : 0;
      if (spaces > SQUEEZED_SPACES) continue;
    }
    out[n] = f;
    map[n++] = unit;
  }
  map[n] = to;
  return { text: UTF16.decode(out.subarray(0, n)), map: map.subarray(0, n + 1) };
}

/** True for the marks `fold` deletes that belong to the letter before them. */
export function isCombiningMark(c: number): boolean {
  return (
    (c >= 0x64b && c <= 0x65f) ||
    c === 0x670 ||
    (c >= 0x6d6 && c <= 0x6ed) ||
    (c >= 0x300 && c <= 0x36f) ||
    c === 0x9bc
  );
}

/**
 * Original [start, end) of folded [start, end). The end takes in the marks that sit on the last
 * letter, so a highlight of "بَدْرٍ" covers its tanwin, and the second half of an astral character
 * whose first half it holds: a folded window can end between the two (a link's tail that runs
 * past the window), and a highlight must not cut a character in two.
 */
export function toOriginal(original: string, f: Folded, start: number, end: number): [number, number] {
  const s = f.map[start]!;
  let e = end > start ? f.map[end - 1]! + 1 : s;
  if (e > s && isHighSurrogate(original.charCodeAt(e - 1)) && isLowSurrogate(original.charCodeAt(e))) e++;
  while (e < original.length && isCombiningMark(original.charCodeAt(e))) e++;
  return [s, e];
}

const isHighSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
// charCodeAt past the end is NaN, which is no surrogate.
const isLowSurrogate = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;
