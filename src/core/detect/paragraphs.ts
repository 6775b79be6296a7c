/**
 * Stage 1: paragraphs. The context rules look no further than a paragraph (and the one before), so
 * every later stage works inside the paragraph a trigger hit falls in. Paragraphs are found lazily
 * and in order, as the hits advance: a text with one hit near its start costs one search. The
 * search for breaks reads the text SLICE units at a time (`reach`), so a sliced call can yield
 * between two reads of a paragraph of a megabyte.
 */
import { countRead, drain, SLICE } from "./work.ts";

/** Paragraphs are separated by a blank line or U+2029; a block from the page is one paragraph. */
const BREAK = /\n[^\S\n]*\n|\u2029/g;

export interface Paragraph {
  start: number;
  end: number;
  /** Start of the paragraph before, or -1 when it is the first. */
  previousStart: number;
  /** Where the next paragraph starts. */
  next: number;
}

export class Paragraphs {
  #current: Paragraph = { start: 0, end: -1, previousStart: -1, next: 0 };
  /** Breaks found and not yet passed, as [start, end) pairs in text order. */
  readonly #breaks: number[] = [];
  #head = 0;
  /** Everything before this offset has been searched for breaks. */
  #searched = 0;

  readonly #text: string;

  constructor(text: string) {
    this.#text = text;
  }

  /**
   * Searches for breaks, a slice at a time, until the paragraph holding `h` is known (a break
   * after `h` was found, or the text ends); yields between slices.
   */
  *reach(h: number): Generator<void> {
    const text = this.#text;
    const n = text.length;
    while (this.#searched < n && (this.#head >= this.#breaks.length || this.#breaks.at(-2)! <= h)) {
      const a = this.#searched;
      const b = Math.min(n, a + SLICE);
      const piece = a === 0 && b === n ? text : text.slice(a, b);
      countRead(b - a);
      BREAK.lastIndex = 0;
      let end = 0;
      for (let m = BREAK.exec(piece); m; m = BREAK.exec(piece)) {
        this.#breaks.push(a + m.index, a + m.index + m[0].length);
        end = m.index + m[0].length;
      }
      // A blank line may be cut by the slice's end: search again from its first newline.
      let next = b;
      if (b < n) {
        const nl = piece.lastIndexOf("\n");
        if (nl >= end && nl > 0 && /^[^\S\n]*$/.test(piece.slice(nl + 1))) next = a + nl;
      }
      this.#searched = next;
      if (this.#searched < n) yield;
    }
  }

  /** The paragraph holding offset `h`; offsets must not go backwards from one call to the next. */
  at(h: number): Paragraph {
    if (h < this.#current.end) return this.#current;
    drain(this.reach(h));
    const first = this.#current.end < 0;
    let start = first ? 0 : this.#current.next;
    let previousStart = first ? -1 : this.#current.start;
    for (;;) {
      const gap = this.#head < this.#breaks.length;
      const end = gap ? this.#breaks[this.#head]! : this.#text.length;
      const next = gap ? this.#breaks[this.#head + 1]! : this.#text.length;
      if (gap) this.#head += 2;
      if (h < end || !gap) {
        this.#current = { start, end, previousStart, next };
        return this.#current;
      }
      previousStart = start;
      start = next;
    }
  }
}
