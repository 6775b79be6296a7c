/**
 * Step 0's second question (docs/DETECTION.md): does the Quran or Badr vocabulary occur near one
 * of the trigger's hits? A number ("section 8.9", "8:67") counts only with such a word in its
 * paragraph or the one before, so the vocabulary is looked for within VOCABULARY_REACH characters
 * of each hit, not over the whole page. On the ECMAScript spec (2.2 M characters, 20 hits, all
 * numbers) that reads 0.16 M characters instead of 2.2 M: the vocabulary expression was the
 * largest cost of a page with no reference.
 *
 * The text arrives in chunks, each beginning with the last characters of the one before (the
 * scanner's overlap), so a hit's reach may run back into the chunk before or on into the next.
 */

/** Characters on each side of a hit in which a word of the vocabulary makes the page worth scanning. */
export const VOCABULARY_REACH = 8192;
/** Longer than any word of the vocabulary: windows that meet overlap by this much, so none is cut. */
const WORD_OVERLAP = 128;

export interface NearHitsProbe {
  /** A global expression: its hits are what the vocabulary must be near. */
  readonly trigger: RegExp;
  /** Where a hit that ends the whole text begins (tailHit), or -1. */
  tailHit(text: string): number;
  mightHaveVocabulary(text: string): boolean;
}

export class VocabularyNearHits {
  readonly #probe: NearHitsProbe;
  readonly #reach: number;
  /** The text read so far, its last `reach` characters and more: hits early in a chunk reach back into it. */
  #tail = "";
  /** Characters of the next chunk's new text that a hit near the end of this one still reaches. */
  #owed = 0;
  /** Offset in the current chunk up to which the vocabulary has been looked for. */
  #until = 0;
  #sawHit = false;

  constructor(probe: NearHitsProbe, reach = VOCABULARY_REACH) {
    this.#probe = probe;
    this.#reach = reach;
  }

  /**
   * Whether the trigger hit in the last chunk fed, when it answered false (a hit that ends the text
   * counted only in the last chunk; one cut by a chunk's end is whole in the next, which repeats
   * it). The page gate's question about numbers on a Quran page asks it rather than run the
   * trigger over the chunk a second time.
   */
  get sawHit(): boolean {
    return this.#sawHit;
  }

  /**
   * Reads the next chunk, whose first `overlap` characters repeat the end of the chunk before
   * (`last`: the text ends with it). True once a word of the vocabulary is found within reach of a
   * hit. Hits whose reaches meet make one stretch of text, looked at once.
   */
  feed(chunk: string, overlap: number, last = false): boolean {
    const { trigger } = this.#probe;
    const reach = this.#reach;
    this.#sawHit = false;
    const before = this.#tail.slice(0, Math.max(0, this.#tail.length - overlap));
    this.#tail = (this.#tail + chunk.slice(overlap)).slice(-(reach + 2 * WORD_OVERLAP));
    this.#until = 0;
    if (this.#owed > 0) {
      this.#until = Math.min(chunk.length, overlap + this.#owed);
      this.#owed = overlap + this.#owed - this.#until;
      if (this.#probe.mightHaveVocabulary(chunk.slice(0, this.#until))) return true;
    }
    let from = 0;
    let to = -1;
    trigger.lastIndex = 0;
    for (let m = trigger.exec(chunk); m; m = trigger.exec(chunk)) {
      this.#sawHit = true;
      if (m[0] === "") trigger.lastIndex++;
      const start = m.index - reach;
      const end = m.index + m[0].length + reach;
      if (to >= 0 && start <= to) {
        to = Math.max(to, end);
        continue;
      }
      if (to >= 0 && this.#look(chunk, before, from, to)) return true;
      from = start;
      to = end;
    }
    // A hit that ends the text (a number with nothing after it) is one the trigger cannot see.
    const tail = last ? this.#probe.tailHit(chunk) : -1;
    if (tail >= 0) {
      this.#sawHit = true;
      if (to >= 0 && tail - reach > to && this.#look(chunk, before, from, to)) return true;
      if (to < 0 || tail - reach > to) from = tail - reach;
      to = chunk.length;
    }
    return to >= 0 && this.#look(chunk, before, from, to);
  }

  /** Looks for the vocabulary in [from, to) of `chunk` (from < 0: in the text before it). */
  #look(chunk: string, before: string, from: number, to: number): boolean {
    if (to <= this.#until) return false;
    let text = chunk.slice(Math.max(0, from, this.#until - WORD_OVERLAP), Math.min(to, chunk.length));
    // Nothing of this chunk looked at yet, so the text before it near this hit has not been either.
    if (from < 0 && this.#until === 0) text = before.slice(Math.max(0, before.length + from)) + text;
    this.#until = Math.min(to, chunk.length);
    this.#owed = Math.max(this.#owed, to - chunk.length);
    return this.#probe.mightHaveVocabulary(text);
  }
}
