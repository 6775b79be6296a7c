/**
 * The scripts the detector has code for (issue 33). A citation language is data only when every
 * letter and digit of its file is in a script of this table: the templates' word edges
 * (src/core/detect/languages.ts, `WORD`) are these letters, the numbers read are these digits
 * (src/core/detect/digits.ts), and folding (./index.ts) gives these scripts' capitals their small
 * letters and their digits as 0–9. A letter of any other script (Thai, Devanagari, Greek, Hebrew,
 * Kana…) would be taken by the build and then never match, or match inside words; so the build
 * refuses it (src/node/language-scripts.ts), and a new script is code: a row here and what the row
 * claims, in those three files (docs/ARCHITECTURE.md, "A citation language").
 *
 * `tests/unit/core/normalize/scripts.test.ts` holds the code to the table, character by character.
 */

/** A run of code points, first and last included. */
export type CodePointRange = readonly [first: number, last: number];

export interface KnownScript {
  /** The Unicode script, as `\p{Script=…}` names it ("Common": what every script shares). */
  readonly script: string;
  /** Its letters (and the marks that belong to them) as folded text holds them. */
  readonly letters: readonly CodePointRange[];
  /**
   * Whether its words have edges: its letters are the templates' word characters, so a name does
   * not match inside a longer word. Han is written without spaces, and its names match anywhere.
   */
  readonly wordEdges: boolean;
  /** Whether folding gives each of its capitals its small letter (scripts without case: false). */
  readonly cased: boolean;
  /** Its digit systems, each the digits 0 to 9 in order, which folding reads as 0–9. */
  readonly digits: readonly string[];
}

/** The table; `WORD` (languages.ts) takes the letters in its order. */
export const KNOWN_SCRIPTS: readonly KnownScript[] = [
  // Western digits, the same in every script; fullwidth forms fold to ASCII.
  {
    script: "Common",
    letters: [],
    wordEdges: false,
    cased: false,
    digits: ["0123456789", "０１２３４５６７８９"],
  },
  // a-z, and the letters that keep no ASCII base letter when folded (ß, ø, ł, æ, ŋ).
  {
    script: "Latin",
    letters: [
      [0x61, 0x7a],
      [0xdf, 0x24f],
    ],
    wordEdges: true,
    cased: true,
    digits: [],
  },
  { script: "Cyrillic", letters: [[0x400, 0x52f]], wordEdges: true, cased: true, digits: [] },
  // Bengali's digits; its nukta letters fold to their base letter.
  { script: "Bengali", letters: [[0x980, 0x9ff]], wordEdges: true, cased: false, digits: ["০১২৩৪৫৬৭৮৯"] },
  // Arabic, Persian and Urdu letters up to ۓ, without harakat and tatweel (folding drops them);
  // Arabic-Indic and Extended Arabic-Indic (Persian, Urdu) digits.
  {
    script: "Arabic",
    letters: [
      [0x621, 0x63a],
      [0x641, 0x64a],
      [0x671, 0x6d3],
    ],
    wordEdges: true,
    cased: false,
    digits: ["٠١٢٣٤٥٦٧٨٩", "۰۱۲۳۴۵۶۷۸۹"],
  },
  // CJK Unified Ideographs and Extension A; Chinese numerals are words (ordinals), not digits.
  {
    script: "Han",
    letters: [
      [0x3400, 0x4dbf],
      [0x4e00, 0x9fff],
    ],
    wordEdges: false,
    cased: false,
    digits: [],
  },
];

const inRanges = (c: number, ranges: readonly CodePointRange[]): boolean =>
  ranges.some(([first, last]) => c >= first && c <= last);

/** The script of the table whose letters or digits hold code point `c`, or undefined. */
export function knownScriptOf(c: number): KnownScript | undefined {
  const ch = String.fromCodePoint(c);
  return KNOWN_SCRIPTS.find((s) => inRanges(c, s.letters) || s.digits.some((d) => d.includes(ch)));
}

/** The ranges as the inside of a character class: ASCII as itself, the rest as \uXXXX. */
function characterClass(ranges: readonly CodePointRange[]): string {
  const char = (c: number) => (c < 0x80 ? String.fromCharCode(c) : `\\u${c.toString(16).padStart(4, "0")}`);
  return ranges
    .map(([first, last]) => (first === last ? char(first) : `${char(first)}-${char(last)}`))
    .join("");
}

/** The word characters of the scripts with word edges, as the inside of a character class. */
export const wordCharacters = (): string =>
  characterClass(KNOWN_SCRIPTS.filter((s) => s.wordEdges).flatMap((s) => s.letters));

/** Every digit system of the table, in its order: ["0123456789", "٠١٢…", …]. */
export const digitSystems = (): string[] => KNOWN_SCRIPTS.flatMap((s) => s.digits);
