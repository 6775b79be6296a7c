/**
 * The Battle of Badr as an event. A phrase that only the battle fits ("Battle of Badr",
 * "Ghazwa-e-Badr", "أهل بدر") is always a reference; a lone "Badr" is one when the words around it
 * score as the battle (docs/DETECTION.md, "The Badr scoring rule").
 */
import event from "../../../data/events/badr.json";
import { AE, AL, alt } from "./grammar.ts";
import { counting } from "./work.ts";

export const BADR_ID = event.id;

const p = event.phrases;
const x = event.notThisEvent;
const arts = alt(p.articlesBetween);

/**
 * A pattern that must end exactly at the cursor, as a sticky look-behind: the engine checks one
 * position backwards instead of trying every start in a slice.
 */
const before = (src: string) => new RegExp(`(?<=(${src}))`, "y");

/** Runs a sticky pattern at `at`; the length it matched (for a look-behind, group 1), or -1. */
function matchAt(re: RegExp, s: string, at: number): number {
  re.lastIndex = at;
  const m = re.exec(s);
  return m ? (m[1] ?? m[0]).length : -1;
}

/** Folded text ending just before "badr" that makes it the battle: "battle of ", "ghazwa-e-". */
const LATIN_BEFORE = before(
  `(?<![a-z])(?:(?:${alt(p.nounsBefore)})\\s+(?:${alt(p.linksBefore)})(?:\\s+the)?\\s+(?:al-)?|(?:${alt(p.wordsBefore)})(?:[\\s-]+|[\\s-]*(?:${arts})[\\s-]*))`,
);
const LATIN_AFTER = new RegExp(`(?:'s)?[\\s-]+(?:${alt(p.wordsAfter)})(?![a-z])`, "y");
const ARABIC_BEFORE = before(`(?<![${AL}])[وفبل]?(?:ال)?(?:${alt(p.arabicBefore)})\\s+[وفبل]?`);
const ARABIC_AFTER = new RegExp(`\\s+(?:${alt(p.arabicAfter)})${AE}`, "y");

const NOT_LATIN_BEFORE = before(`(?<![a-z])(?:${alt(x.latinBefore)})[\\s-]*`);
const NOT_LATIN_AFTER = new RegExp(`(?:'s)?[\\s-]*(?:${alt(x.latinAfter)})(?![a-z])`, "y");
const NOT_ARABIC_BEFORE = before(`(?<![${AL}])[وفبل]?(?:${alt(x.arabicBefore)})\\s+[وفبل]?`);
const NOT_ARABIC_AFTER = new RegExp(`\\s*(?:${alt(x.arabicAfter)})${AE}`, "y");

const ctx = event.context;
const weights = new Map<string, number>([...Object.entries(ctx.positive), ...Object.entries(ctx.negative)]);
const CONTEXT = new RegExp(
  `(?<![a-z0-9${AL}])(?:[وفبل]|ال|وال|بال|لل)?(${alt([...weights.keys()])})(?![a-z0-9${AL}])`,
  "g",
);
export const CONTEXT_WINDOW = ctx.window;

export interface BadrMatch {
  start: number;
  end: number;
  /** True for a phrase that is always the battle; false when the context decides. */
  sure: boolean;
}

/**
 * `s` is folded text, [b, e) the word "badr"/"بدر". `upperNext` says whether the next word
 * starts with a capital in the original text (a surname: "Badr Hari").
 */
export function badrAt(s: string, b: number, e: number, upperNext: boolean): BadrMatch | null {
  const arabic = s.charCodeAt(b) > 0x600;
  if (arabic) {
    if (matchAt(NOT_ARABIC_AFTER, s, e) >= 0) return null;
    const m = matchAt(ARABIC_BEFORE, s, b);
    if (m >= 0) return { start: b - m, end: e, sure: true };
    const a = matchAt(ARABIC_AFTER, s, e);
    if (a >= 0) return { start: b, end: e + a, sure: true };
    if (matchAt(NOT_ARABIC_BEFORE, s, b) >= 0) return null;
    return { start: b, end: e, sure: false };
  }
  if (matchAt(NOT_LATIN_AFTER, s, e) >= 0) return null;
  const m = matchAt(LATIN_BEFORE, s, b);
  if (m >= 0) {
    // "Second Badr" and "first Badr" are other events at the same wells.
    if (/(?:second|first)\s+$/.test(s.slice(Math.max(0, b - m - 8), b - m))) return null;
    return { start: b - m, end: e, sure: true };
  }
  if (matchAt(NOT_LATIN_BEFORE, s, b) >= 0) return null;
  const a = matchAt(LATIN_AFTER, s, e);
  if (a >= 0) return { start: b, end: e + a, sure: true };
  if (upperNext) return null;
  return { start: b, end: e, sure: false };
}

/** A context term found in folded text: its offsets there and its weight. */
export interface Term {
  start: number;
  end: number;
  word: string;
  weight: number;
}

/** Every context term in folded `text`. */
export function badrTerms(text: string): Term[] {
  const out: Term[] = [];
  CONTEXT.lastIndex = 0;
  for (let m = CONTEXT.exec(text); m; m = CONTEXT.exec(text)) {
    const word = m[1]!.replace(/\s+/g, " ");
    const end = m.index + m[0].length;
    out.push({ start: end - m[1]!.length, end, word, weight: weights.get(word) ?? 0 });
  }
  return out;
}

/**
 * Sum of the weights of the distinct terms lying inside [lo, hi). `terms` are in text order and
 * do not overlap, so only those from `lo` on are read, up to the first at or past `hi`.
 */
export function scoreTerms(terms: readonly Term[], lo: number, hi: number): number {
  let k = 0;
  for (let n = terms.length; k < n; ) {
    const mid = (k + n) >> 1;
    if (terms[mid]!.start < lo) k = mid + 1;
    else n = mid;
  }
  const seen = new Set<string>();
  let score = 0;
  const first = k;
  for (; k < terms.length && terms[k]!.start < hi; k++) {
    const t = terms[k]!;
    if (t.end > hi || seen.has(t.word)) continue;
    seen.add(t.word);
    score += t.weight;
  }
  const stats = counting.stats;
  if (stats) stats.terms += k - first;
  return score;
}

export const BADR_THRESHOLD = ctx.threshold;
