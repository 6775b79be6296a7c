/**
 * Events found by name (data/events/*.json, compiled by src/node/grammar.ts). A phrase that only
 * the event fits ("Battle of Badr", "Ghazwa-e-Badr", "أهل بدر") is always a reference; a lone name
 * is one when the words around it score as the event (docs/DETECTION.md, "Events").
 */
import { at, lengthAt } from "./cursor.ts";
import { AE, AL, alt, sticky } from "./patterns.ts";
import type { CompiledEvent } from "./tables.ts";
import { counting } from "./work.ts";

export interface EventMatch {
  start: number;
  end: number;
  /** True for a phrase that is always the event; false when the context decides. */
  sure: boolean;
}

/** A context term found in folded text: its offsets there and its weight. */
export interface Term {
  start: number;
  end: number;
  word: string;
  weight: number;
}

export class EventRules {
  readonly id: string;
  readonly window: number;
  readonly threshold: number;
  /** What a reference to a covered verse of each sūrah scores for a lone name after it. */
  readonly citedSurahs: ReadonlyMap<number, number>;
  readonly #latinBefore: RegExp;
  readonly #latinAfter: RegExp;
  readonly #arabicBefore: RegExp;
  readonly #arabicAfter: RegExp;
  readonly #notLatinBefore: RegExp;
  readonly #notLatinAfter: RegExp;
  readonly #notArabicBefore: RegExp;
  readonly #notArabicAfter: RegExp;
  readonly #notBeforePhrase: RegExp;
  readonly #weights: Map<string, number>;
  /** Words that are the event on their own («البدريون»). */
  readonly #alone: ReadonlySet<string>;
  readonly #termExpression: RegExp;
  /** Every phrase that is the event for sure, in folded text (the passage rule). */
  readonly #sureExpression: RegExp;

  constructor(e: CompiledEvent) {
    this.id = e.id;
    this.window = e.context.window;
    this.threshold = e.context.threshold;
    this.citedSurahs = new Map(Object.entries(e.context.citedSurahs).map(([n, w]) => [Number(n), w]));
    const p = e.phrases;
    const x = e.notThisEvent;
    // Look-behinds are sticky and end at the cursor: the engine checks one position backwards
    // instead of trying every start in a slice.
    const endingHere = (parts: TemplateStringsArray, ...words: string[]) =>
      new RegExp(`(?<=(${String.raw(parts, ...words)}))`, "y");
    this.#latinBefore = endingHere`(?<![a-z])(?:(?:${p.nounsBefore})\s+(?:${p.linksBefore})(?:\s+the)?\s+(?:al-)?|(?:${p.wordsBefore})(?:[\s-]+|[\s-]*(?:${p.articlesBetween})[\s-]*))`;
    this.#latinAfter = sticky`(?:'s)?[\s-]+(?:${p.wordsAfter})(?![a-z])`;
    this.#arabicBefore = endingHere`(?<![${AL}])[وفبل]?(?:ال)?(?:${p.arabicBefore})\s+[وفبل]?`;
    this.#arabicAfter = sticky`\s+(?:${p.arabicAfter})${AE}`;
    this.#notLatinBefore = endingHere`(?<![a-z])(?:${x.latinBefore})[\s-]*`;
    this.#notLatinAfter = sticky`(?:'s)?[\s-]*(?:${x.latinAfter})(?![a-z])`;
    this.#notArabicBefore = endingHere`(?<![${AL}])[وفبل]?(?:${x.arabicBefore})\s+[وفبل]?`;
    this.#notArabicAfter = sticky`\s*(?:${x.arabicAfter})${AE}`;
    this.#notBeforePhrase = endingHere`(?<![a-z])(?:${x.beforePhrase})\s+`;
    const latin = alt(e.names.latin);
    const arabic = alt(e.names.arabic);
    this.#sureExpression = new RegExp(
      [
        `(?<![a-z])(?:(?:${p.nounsBefore})\\s+(?:${p.linksBefore})(?:\\s+the)?\\s+(?:al-)?|(?:${p.wordsBefore})(?:[\\s-]+|[\\s-]*(?:${p.articlesBetween})[\\s-]*))(?:${latin})(?![a-z])`,
        `(?<![a-z])(?:${latin})(?:'s)?[\\s-]+(?:${p.wordsAfter})(?![a-z])`,
        `(?<![${AL}])[وفبل]?(?:ال)?(?:${p.arabicBefore})\\s+[وفبل]?(?:${arabic})${AE}`,
      ].join("|"),
    );
    this.#alone = new Set(e.alone);
    this.#weights = new Map();
    for (const [weight, terms] of Object.entries(e.context.terms)) {
      for (const term of terms.split("|")) this.#weights.set(term, Number(weight));
    }
    const alternation = alt([...this.#weights.keys()]);
    this.#termExpression = new RegExp(
      `(?<![a-z0-9${AL}])(?:[وفبل]|ال|وال|بال|لل)?(${alternation})(?![a-z0-9${AL}])`,
      "g",
    );
  }

  /**
   * `s` is folded text, [b, e) one of the event's names. `upperNext` says whether the next word
   * starts with a capital in the original text (a surname: "Badr Hari").
   */
  at(s: string, b: number, end: number, upperNext: boolean): EventMatch | null {
    let e = end;
    if (s.charCodeAt(b) > 0x600) {
      if (this.#alone.has(s.slice(b, end))) {
        // «عشيرة البدريين», a tribe named al-Badri, is no battle.
        if (lengthAt(this.#notArabicBefore, s, b) >= 0) return null;
        return { start: b, end, sure: true };
      }
      // The accusative's alif of tanwīn belongs to the name: «شهد بدرًا», folded «شهد بدرا».
      if (s.charAt(e) === "ا") e++;
      if (lengthAt(this.#notArabicAfter, s, e) >= 0) return null;
      const before = lengthAt(this.#arabicBefore, s, b);
      if (before >= 0) return { start: b - before, end: e, sure: true };
      const after = lengthAt(this.#arabicAfter, s, e);
      if (after >= 0) return { start: b, end: e + after, sure: true };
      if (lengthAt(this.#notArabicBefore, s, b) >= 0) return null;
      return { start: b, end: e, sure: false };
    }
    if (lengthAt(this.#notLatinAfter, s, e) >= 0) return null;
    const before = lengthAt(this.#latinBefore, s, b);
    if (before >= 0) {
      // "Second Battle of Badr" is another event at the same wells.
      if (lengthAt(this.#notBeforePhrase, s, b - before) >= 0) return null;
      return { start: b - before, end: e, sure: true };
    }
    if (lengthAt(this.#notLatinBefore, s, b) >= 0) return null;
    const after = lengthAt(this.#latinAfter, s, e);
    if (after >= 0) return { start: b, end: e + after, sure: true };
    if (upperNext) return null;
    return { start: b, end: e, sure: false };
  }

  /**
   * Whether what follows `end` in folded `s` makes a name ending there another Badr ("Badr Hari",
   * "Badr City"): a language's phrase ending in the name ("fought at {event}") asks this.
   */
  otherAfter(s: string, end: number): boolean {
    const arabic = s.charCodeAt(end - 1) > 0x600;
    return lengthAt(arabic ? this.#notArabicAfter : this.#notLatinAfter, s, end) >= 0;
  }

  /** Whether folded `text` holds a phrase that is this event for sure ("the Battle of Badr"). */
  namesForSure(text: string): boolean {
    return this.#sureExpression.test(text);
  }

  /** Every context term in folded `text`. */
  terms(text: string): Term[] {
    const out: Term[] = [];
    const re = this.#termExpression;
    for (let m = at(re, text, 0); m; m = re.exec(text)) {
      const word = m[1]!.replace(/\s+/g, " ");
      const end = m.index + m[0].length;
      out.push({ start: end - m[1]!.length, end, word, weight: this.#weights.get(word) ?? 0 });
    }
    return out;
  }
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
