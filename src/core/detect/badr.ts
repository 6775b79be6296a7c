/**
 * The Battle of Badr as an event. A phrase that only the battle fits ("Battle of Badr",
 * "Ghazwa-e-Badr", "أهل بدر") is always a reference; a lone "Badr" is one when the words around it
 * score as the battle (docs/DETECTION.md, "The Badr scoring rule").
 */
import event from "../../../data/events/badr.json";
import { AE, AL, alt } from "./grammar.ts";

export const BADR_ID = event.id;

const p = event.phrases;
const x = event.notThisEvent;
const arts = alt(p.articlesBetween);

/** Folded text ending just before "badr" that makes it the battle: "battle of ", "ghazwa-e-". */
const LATIN_BEFORE = new RegExp(
  `(?<![a-z])(?:(?:${alt(p.nounsBefore)})\\s+(?:${alt(p.linksBefore)})(?:\\s+the)?\\s+(?:al-)?|(?:${alt(p.wordsBefore)})(?:[\\s-]+|[\\s-]*(?:${arts})[\\s-]*))$`,
);
const LATIN_AFTER = new RegExp(`^(?:'s)?[\\s-]+(?:${alt(p.wordsAfter)})(?![a-z])`);
const ARABIC_BEFORE = new RegExp(`(?<![${AL}])[وفبل]?(?:ال)?(?:${alt(p.arabicBefore)})\\s+[وفبل]?$`);
const ARABIC_AFTER = new RegExp(`^\\s+(?:${alt(p.arabicAfter)})${AE}`);

const NOT_LATIN_BEFORE = new RegExp(`(?<![a-z])(?:${alt(x.latinBefore)})[\\s-]*$`);
const NOT_LATIN_AFTER = new RegExp(`^(?:'s)?[\\s-]*(?:${alt(x.latinAfter)})(?![a-z])`);
const NOT_ARABIC_BEFORE = new RegExp(`(?<![${AL}])[وفبل]?(?:${alt(x.arabicBefore)})\\s+[وفبل]?$`);
const NOT_ARABIC_AFTER = new RegExp(`^\\s*(?:${alt(x.arabicAfter)})${AE}`);

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
  const before = s.slice(Math.max(0, b - 48), b);
  const after = s.slice(e, e + 40);
  if (arabic) {
    if (NOT_ARABIC_AFTER.test(after)) return null;
    const m = ARABIC_BEFORE.exec(before);
    if (m) return { start: b - m[0].length, end: e, sure: true };
    const a = ARABIC_AFTER.exec(after);
    if (a) return { start: b, end: e + a[0].length, sure: true };
    if (NOT_ARABIC_BEFORE.test(before)) return null;
    return { start: b, end: e, sure: false };
  }
  if (NOT_LATIN_AFTER.test(after)) return null;
  const m = LATIN_BEFORE.exec(before);
  if (m) {
    // Only "the battles of Badr and Uhud" style nouns: a verb would have been listed.
    if (/(?:second|first)\s+$/.test(before.slice(0, before.length - m[0].length))) return null;
    return { start: b - m[0].length, end: e, sure: true };
  }
  if (NOT_LATIN_BEFORE.test(before)) return null;
  const a = LATIN_AFTER.exec(after);
  if (a) return { start: b, end: e + a[0].length, sure: true };
  if (upperNext) return null;
  return { start: b, end: e, sure: false };
}

/** Sum of the weights of the distinct context terms in folded `text`. */
export function badrScore(text: string): number {
  const seen = new Set<string>();
  let score = 0;
  CONTEXT.lastIndex = 0;
  for (let m = CONTEXT.exec(text); m; m = CONTEXT.exec(text)) {
    const w = m[1]!.replace(/\s+/g, " ");
    if (seen.has(w)) continue;
    seen.add(w);
    score += weights.get(w) ?? 0;
  }
  return score;
}

export const BADR_THRESHOLD = ctx.threshold;
