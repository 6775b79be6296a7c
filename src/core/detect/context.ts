/**
 * Stage 2: context. What a paragraph says around a candidate, for the rules that look beyond the
 * reference itself (docs/DETECTION.md): whether the paragraph, or the one before, establishes a
 * Quran context, and the context terms scored around an event's lone name. Each answer is worked
 * out once per paragraph (or stretch of one) and kept, so a page full of candidates folds each
 * stretch once.
 */
import { type Folded, fold, toOriginal } from "../normalize/index.ts";
import { type EventRules, scoreTerms, type Term } from "./events.ts";
import type { Grammar } from "./grammar.ts";
import type { Paragraph } from "./paragraphs.ts";
import { AB, AE, alt, LB, LE } from "./patterns.ts";
import type { BlockContext } from "./types.ts";
import { counting, SLICE } from "./work.ts";

/** What two slices of a paragraph read in common: more than any anchor is long. */
const OVERLAP = 256;

/** Letters and digits of the scripts the language files use, for a word's edges (folded text). */
const WORD = "a-z0-9_\\u00c0-\\u024f\\u0400-\\u04ff\\u0980-\\u09ff";

/** Bucket size for keeping context terms; a bucket's terms cover every window starting in it. */
const TERM_BUCKET = 1024;

/** `fold`, counted as work when a caller asked for counts. */
export function foldCounted(text: string, from = 0, to = text.length, squeeze = false): Folded {
  const stats = counting.stats;
  if (stats) stats.folded += to - from;
  return fold(text, from, to, squeeze);
}

/**
 * What makes a bare "8:67" count: a Quran marker, a sūrah word, āyah or tafsir, a Q-reference, a
 * quran.com link, or a name of a covered sūrah (`names`).
 */
export function quranAnchor(
  g: Grammar,
  names: { latin: string[]; arabic: string[] },
  words: readonly string[] = [],
): RegExp {
  const s = g.source;
  // The language files' Quran words and revelation words ("коране", "revealed", «نزلت», "降示"): a
  // word of another script only where no letter of its own script touches it; Han needs no edge.
  const arabicScript = words.filter((w) => /^[\u0600-\u06ff]/.test(w));
  const han = words.filter((w) => /^[\u3400-\u9fff]/.test(w));
  const other = words.filter((w) => !arabicScript.includes(w) && !han.includes(w));
  return new RegExp(
    [
      `${LB}(?:al-?)?(?:${s.markers}|${s.surahWords}|ayahs?|ayat|tafsir|tafseer)${LE}`,
      `quran\\.com/`,
      `${LB}q\\.?\\s?\\d{1,3}\\s?[:.]\\s?\\d`,
      `${AB}(?:${s.surahWordsArabic}|${s.markersArabic}|${s.verseWordsArabic}|تفسير)${AE}`,
      ...(names.latin.length ? [`${LB}(?:[aeu]l[\\s'-]{0,2}'?)?(?:${alt(names.latin)})${LE}`] : []),
      ...(names.arabic.length ? [`${AB}(?:ال)?(?:${alt(names.arabic)})${AE}`] : []),
      ...(other.length ? [`(?<![${WORD}])(?:${alt(other)})(?![${WORD}])`] : []),
      ...(arabicScript.length ? [`${AB}(?:ال)?(?:${alt(arabicScript)})${AE}`] : []),
      ...(han.length ? [alt(han)] : []),
    ].join("|"),
  );
}

/** The context of one `find` call's text. */
export class TextContext {
  readonly #quran = new Map<number, boolean>();
  readonly #termCache = new Map<string, Term[]>();

  readonly #text: string;
  readonly #anchor: RegExp;
  readonly #block: BlockContext | undefined;

  constructor(text: string, anchor: RegExp, block: BlockContext | undefined) {
    this.#text = text;
    this.#anchor = anchor;
    this.#block = block;
  }

  /** Known to lack a Quran context (false), known to have one (true), or not asked yet. */
  knownQuranContext(p: Paragraph): boolean | undefined {
    if (this.#block?.quranPage) return true;
    return this.#quran.get(p.start);
  }

  /** Whether paragraph `p` or the one before it establishes a Quran context. */
  hasQuranContext(p: Paragraph): boolean {
    // A Quran reading page names its sūrah in its title, heading or address (page-context.ts).
    if (this.#block?.quranPage) return true;
    let ok = this.#quran.get(p.start);
    if (ok === undefined) {
      const text = this.#text;
      const anchor = this.#anchor;
      const quoted = this.#block?.quoted;
      const from = p.previousStart >= 0 ? p.previousStart : p.start;
      ok = quoted?.some((q) => q >= from && q < p.end) || anchor.test(foldCounted(text, p.start, p.end).text);
      if (!ok) {
        if (p.previousStart >= 0) ok = anchor.test(foldCounted(text, p.previousStart, p.start).text);
        else if (this.#block?.previousBlock) ok = anchor.test(foldCounted(this.#block.previousBlock).text);
      }
      this.#quran.set(p.start, ok);
    }
    return ok;
  }

  /**
   * Works out the Quran context of paragraph `p` ahead of hasQuranContext when the paragraph, or
   * the one before it, is longer than a slice: folded and tested a slice at a time, yielding
   * between slices, so no step of a sliced call folds a megabyte. The answer is hasQuranContext's.
   */
  *settle(p: Paragraph): Generator<void> {
    if (this.#block?.quranPage || this.#quran.has(p.start)) return;
    const before =
      p.previousStart >= 0 ? p.start - p.previousStart : (this.#block?.previousBlock?.length ?? 0);
    if (p.end - p.start <= SLICE && before <= SLICE) return;
    let ok = yield* this.#anchorIn(this.#text, p.start, p.end);
    if (!ok) {
      if (p.previousStart >= 0) ok = yield* this.#anchorIn(this.#text, p.previousStart, p.start);
      else if (this.#block?.previousBlock) {
        const block = this.#block.previousBlock;
        ok = yield* this.#anchorIn(block, 0, block.length);
      }
    }
    this.#quran.set(p.start, ok);
  }

  /**
   * Whether the anchor is in [from, to) of `text`, read in slices that overlap by OVERLAP and
   * start and end between words (so the anchor's word-edge look-arounds see what they would see
   * in the whole); yields between slices.
   */
  *#anchorIn(text: string, from: number, to: number): Generator<void, boolean> {
    for (let a = from; a < to; a += SLICE) {
      const start = a === from ? from : afterSpace(text, a - OVERLAP, a);
      const end = Math.min(to, afterSpace(text, a + SLICE + OVERLAP, to));
      if (this.#anchor.test(foldCounted(text, start, end).text)) return true;
      if (end < to) yield;
    }
    return false;
  }

  /**
   * Whether the block before this text (the content script passes it) names `event` for sure: a
   * phrase such as "the Battle of Badr". Worked out once per text, only when a lone name asks.
   */
  blockBeforeNames(event: EventRules): boolean {
    let named = this.#blockNames.get(event.id);
    if (named === undefined) {
      const before = this.#block?.previousBlock;
      named = before ? event.namesForSure(foldCounted(before).text) : false;
      this.#blockNames.set(event.id, named);
    }
    return named;
  }

  readonly #blockNames = new Map<string, boolean>();

  /** The score of `event`'s context terms around a lone name at [start, end) of paragraph `p`. */
  eventScore(event: EventRules, p: Paragraph, start: number, end: number): number {
    const lo = Math.max(p.start, start - event.window);
    const hi = Math.min(p.end, end + event.window);
    return scoreTerms(this.#termsAround(event, p, start), lo, hi);
  }

  /** Context terms with original offsets, for the 1,024-character bucket of `p` holding `offset`. */
  #termsAround(event: EventRules, p: Paragraph, offset: number): Term[] {
    const bucket = Math.floor(offset / TERM_BUCKET);
    const k = `${event.id}:${p.start}:${bucket}`;
    let terms = this.#termCache.get(k);
    if (!terms) {
      const from = Math.max(p.start, bucket * TERM_BUCKET - event.window);
      const to = Math.min(p.end, (bucket + 1) * TERM_BUCKET + 64 + event.window);
      const f = foldCounted(this.#text, from, to);
      terms = event.terms(f.text);
      for (const t of terms) [t.start, t.end] = toOriginal(this.#text, f, t.start, t.end);
      this.#termCache.set(k, terms);
    }
    return terms;
  }
}

/** The first offset from `i` (up to `limit`, at most OVERLAP on) that follows a space, else `i`. */
function afterSpace(text: string, i: number, limit: number): number {
  const stop = Math.min(limit, i + OVERLAP);
  for (let j = i; j < stop; j++) if (/\s/.test(text[j]!)) return j + 1;
  return Math.min(i, limit);
}
