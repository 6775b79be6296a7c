/**
 * Versions shipped as hashes (docs/DETECTION.md, "Quoted verses"; ADR 016): translations still
 * under copyright are not in the repository or the extension as text, only as the hash of every
 * four words in a row of each covered verse, in order, with what each word is to the rules (an
 * anchor, the verse's own, a key word). data/quotations/hashed.json holds them; the script
 * src/node/write-quotation-hashes.ts makes it from texts given to it, outside the build.
 *
 * A text's words, folded as the matcher folds them (words.ts), are hashed (wordHash32), every four
 * in a row hashed as the verse's were, and each such gram looked up among the grams where a
 * distinctive n-gram of a verse starts. From there the match grows gram by gram, both ways, while the text's next gram
 * is the verse's next: an unbroken run of the verse. It counts by the same rules as a version
 * shipped as text: at least five words with a key word and an own word (rule A), or seven words in
 * a row of which four are the verse's own (rule B). A gap (a word left out or added) ends the run,
 * and each side is judged on its own. Two grams in a row must agree for five words, so a false
 * match needs two 24-bit hashes to collide together.
 */
import type { HashedRules, HashedVersion } from "./types.ts";

/** Words in a gram. */
export const HASH_GRAM = 4;
export const MASK = 0xffffff;
const DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
export const ANCHOR = 1;
export const OWN = 2;
export const KEY = 4;

/** A folded word's hash: FNV-1a over its UTF-16 units. */
export function wordHash32(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
  return h | 0;
}

/** The polynomial hash of four words' hashes (as run-probe.ts's windowHash), all 32 bits. */
const BASE = 0x01000193;
export function gram32(words: readonly number[], from: number): number {
  let h = 0;
  for (let k = from; k < from + HASH_GRAM; k++) h = (Math.imul(h, BASE) + words[k]!) | 0;
  return h;
}

/** The same kept to 24 bits, as the data stores it. */
export function gramHash(words: readonly number[], from: number): number {
  return gram32(words, from) & MASK;
}

/** Four characters per gram. */
export function encodeGrams(grams: readonly number[]): string {
  let out = "";
  for (const g of grams) for (let shift = 18; shift >= 0; shift -= 6) out += DIGITS[(g >>> shift) & 63]!;
  return out;
}

export function decodeGrams(text: string): number[] {
  const out: number[] = [];
  for (let i = 0; i + 4 <= text.length; i += 4) {
    let v = 0;
    for (let j = 0; j < 4; j++) v = (v << 6) | DIGITS.indexOf(text[i + j]!);
    out.push(v);
  }
  return out;
}

interface Verse {
  target: string;
  grams: number[];
  marks: number[];
}

/** A quotation of a hashed version: words [start, end) of the text. */
export interface HashedMatch {
  target: string;
  start: number;
  end: number;
}

export class HashedQuotations {
  readonly #verses: Verse[] = [];
  /** Gram → flat pairs of (verse index, position) where an anchor starts. */
  readonly #anchors = new Map<number, number[]>();
  readonly #rules: HashedRules;

  constructor(versions: readonly HashedVersion[], covered: ReadonlySet<string>, rules: HashedRules) {
    this.#rules = rules;
    for (const v of versions) {
      if (!covered.has(v.target)) continue;
      const index = this.#verses.length;
      const grams = decodeGrams(v.grams);
      const marks = [...v.marks].map(Number);
      this.#verses.push({ target: v.target, grams, marks });
      grams.forEach((g, p) => {
        if ((marks[p]! & ANCHOR) === 0) return;
        const list = this.#anchors.get(g);
        if (list) list.push(index, p);
        else this.#anchors.set(g, [index, p]);
      });
    }
  }

  get active(): boolean {
    return this.#anchors.size > 0;
  }

  /**
   * Every quotation of a hashed version among a text's folded words (words.ts), as word ranges
   * [from, to), pushed onto `out`; yields every `slice` words. Linear: one look-up per word.
   */
  *find(words: readonly string[], out: HashedMatch[], slice: number): Generator<void> {
    if (!this.active) return;
    const n = words.length - HASH_GRAM + 1;
    if (n <= 0) return;
    const hashes = new Array<number>(words.length);
    const grams = new Array<number>(n);
    let budget = slice;
    for (let i = 0; i < words.length; i++) {
      if (--budget < 0) {
        budget = slice;
        yield;
      }
      hashes[i] = wordHash32(words[i]!);
      if (i >= HASH_GRAM - 1) grams[i - HASH_GRAM + 1] = gramHash(hashes, i - HASH_GRAM + 1);
    }
    for (let i = 0; i < n; ) {
      if (--budget < 0) {
        budget = slice;
        yield;
      }
      const hits = this.#anchors.get(grams[i]!);
      let best: HashedMatch | null = null;
      for (let h = 0; hits && h < hits.length; h += 2) {
        const verse = this.#verses[hits[h]!]!;
        const m = this.#grow(grams, i, verse, hits[h + 1]!);
        if (m && (!best || m.end - m.start > best.end - best.start)) best = m;
      }
      if (!best) {
        i++;
        continue;
      }
      const last = out[out.length - 1];
      // A later anchor of another version may grow back over the last match: one reference.
      if (last && last.target === best.target && best.start < last.end) {
        last.start = Math.min(last.start, best.start);
        last.end = Math.max(last.end, best.end);
      } else out.push(best);
      // The next gram that starts after the match's last word.
      i = best.end;
    }
  }

  /** The run of grams around text gram `i` = verse gram `p`, as words [from, to) of the text, if it counts. */
  #grow(grams: readonly number[], i: number, verse: Verse, p: number): HashedMatch | null {
    const v = verse.grams;
    let a = i;
    let q = p;
    while (a > 0 && q > 0 && grams[a - 1] === v[q - 1]) {
      a--;
      q--;
    }
    let b = i;
    let r = p;
    while (b + 1 < grams.length && r + 1 < v.length && grams[b + 1] === v[r + 1]) {
      b++;
      r++;
    }
    // Words [q, r + HASH_GRAM) of the verse; [a, b + HASH_GRAM) of the text.
    const first = q;
    const last = r + HASH_GRAM;
    const words = last - first;
    const { min, run, runOwn } = this.#rules;
    if (words < Math.min(min, verse.marks.length)) return null;
    const marks = verse.marks;
    let own = false;
    let key = false;
    for (let k = first; k < last; k++) {
      own ||= (marks[k]! & OWN) !== 0;
      key ||= (marks[k]! & KEY) !== 0;
    }
    let counts = own && key;
    for (let s = first; !counts && s + run <= last; s++) {
      let owned = 0;
      for (let k = s; k < s + run; k++) if ((marks[k]! & OWN) !== 0) owned++;
      counts = owned >= runOwn;
    }
    return counts ? { start: a, end: b + HASH_GRAM, target: verse.target } : null;
  }
}
