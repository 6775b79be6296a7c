/**
 * Pieces of expressions shared by the compiler (src/node/grammar.ts), which writes most of the
 * detector's expressions at build time, and the detector, which still joins the few that depend on
 * what the dataset covers.
 */

export const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");

/**
 * Alternation of folded words, longest first so a prefix never wins; spaces match any run. An
 * empty list matches nothing (an empty alternation would match everywhere). Outside a character
 * class "-" and "/" need no escape, and the build writes these alternations out whole.
 */
export function alt(words: readonly string[]): string {
  if (words.length === 0) return "(?!)";
  return [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+"))
    .join("|");
}

/**
 * Ranges for character classes, written with the characters themselves rather than as \uXXXX:
 * the build writes these into compiled expressions dozens of times, where each escape would cost
 * four more bytes of the content script.
 */
const char = (c: number) => String.fromCharCode(c);
const span = (from: number, to: number) => `${char(from)}-${char(to)}`;

/** Arabic letters (after folding). */
export const AL = span(0x621, 0x63a) + span(0x641, 0x64a) + span(0x671, 0x6d3);
/** Arabic letters as the trigger sees them, before folding. */
export const ARABIC_LETTER = `[${span(0x621, 0x64a)}]`;
/** Start of an Arabic word, allowing one proclitic (و ف ب ل ك) glued to it. */
export const AB = `(?:(?<![${AL}])|(?<=(?<![${AL}])[وفبلك]))`;
export const AE = `(?![${AL}])`;
/** Start and end of a Latin word. */
export const LB = "(?<![a-z0-9_])";
export const LE = "(?![a-z0-9_])";

/** Arabic marks that expressions over raw (unfolded) text must see through. */
export const RAW_MARKS = `[${span(0x64b, 0x65f)}${char(0x670)}${char(0x640)}${span(0x6d6, 0x6ed)}]*`;

/**
 * What a folded Latin vowel may be in raw text: its accented forms in the languages' words, Turkish
 * ı and İ among the i's. One table for every raw-text pattern (rawLatin, rawWord, the trigger's
 * words).
 */
const VOWELS: Record<string, string> = {
  a: "aāâáàäåã",
  e: "eēéèêë",
  i: "iīíîïìıİ",
  o: "oōöóòôø",
  u: "uūúûüù",
};

/** The class of a folded Latin vowel's raw forms ("[aāâáàäåã]"), or undefined for another letter. */
export const latinVowel = (c: string): string | undefined => (VOWELS[c] ? `[${VOWELS[c]}]` : undefined);

/** A raw-text pattern for a folded Latin stem, tolerant of accents ("anfal" finds "Anfâl"). */
export function rawLatin(stem: string): string {
  return [...stem].map((c) => (VOWELS[c] ? `${latinVowel(c)}\\u0304?` : c)).join("");
}

/** A raw-text pattern for a folded Arabic stem, tolerant of diacritics and hamza on the alif. */
export function rawArabic(stem: string): string {
  return [...stem.replace(/^ا/, "")].map((c) => RAW_ARABIC[c] ?? c).join(RAW_MARKS);
}

/** What a folded Arabic letter may be in raw text, Urdu's letters included. */
const RAW_ARABIC: Record<string, string> = {
  ا: "[اأإآٱ]",
  ه: "[هةۃہۂھ]",
  ي: "[يىیےۓ]",
  ك: "[كک]",
};

/** What a folded Latin letter, a Cyrillic е or a Bengali letter may be in raw text. */
const RAW_OTHER: Record<string, string> = {
  ...Object.fromEntries(Object.keys(VOWELS).map((v) => [v, latinVowel(v)!])),
  s: "[sş]",
  c: "[cç]",
  g: "[gğ]",
  n: "[nñ]",
  "'": "['’ʼ`]",
  "-": "[-‐-―\\s]?",
  " ": "\\s+",
  е: "[её]",
  "\u09af": "(?:\u09df|\u09af\u09bc?)", // য, য়
  "\u09a1": "(?:\u09dc|\u09a1\u09bc?)", // ড, ড়
  "\u09a2": "(?:\u09dd|\u09a2\u09bc?)", // ঢ, ঢ়
};

/**
 * A raw-text pattern for a folded word of any script the language files use: accents on Latin
 * letters, Turkish ı and İ, ё, Bengali nukta letters either way, Arabic and Urdu letter forms with
 * diacritics. Case is left to the expression's "i" flag.
 */
export function rawWord(word: string): string {
  if (/^[\u0621-\u06d3]/.test(word)) {
    const alif = word.startsWith("ا") ? `[اأإآٱ]${RAW_MARKS}` : "";
    return alif + rawArabic(word);
  }
  return [...word].map((c) => RAW_OTHER[c] ?? c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("");
}

/** Letters only, for name lookups: "al-'anfal" and "Al Anfal" both become "alanfal". */
export const key = (s: string): string => s.replace(/[^a-z\u0621-\u064a\u0671-\u06d3]/g, "");

/**
 * A sticky expression written as a template, backslashes as in a regular-expression literal, the
 * tables' alternations put in with ${…}.
 */
export const sticky = (parts: TemplateStringsArray, ...words: string[]): RegExp =>
  new RegExp(String.raw(parts, ...words), "y");

/**
 * An alternation of `words` written as a trie ("anfal|anfaal|enfal" → "(?:anf(?:al|aal)|enfal)"),
 * each letter through `letter`: the engine tries the branches of one position once, where a flat
 * alternation of words sharing their start tries each word from the start.
 */
export function trie(words: readonly string[], letter: (c: string) => string): string {
  type Node = Map<string, Node>;
  const root: Node = new Map();
  const END = "";
  for (const w of new Set(words)) {
    let node = root;
    for (const c of w) {
      let next = node.get(c);
      if (!next) {
        next = new Map();
        node.set(c, next);
      }
      node = next;
    }
    node.set(END, new Map());
  }
  const emit = (node: Node): string => {
    const branches = [...node.keys()].filter((k) => k !== END).map((k) => letter(k) + emit(node.get(k)!));
    const ends = node.has(END);
    if (branches.length === 0) return "";
    const body = branches.length === 1 ? branches[0]! : `(?:${branches.join("|")})`;
    return ends ? `(?:${body})?` : body;
  };
  return emit(root) || "(?!)";
}
