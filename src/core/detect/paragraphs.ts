/**
 * Stage 1: paragraphs. The context rules look no further than a paragraph (and the one before), so
 * every later stage works inside the paragraph a trigger hit falls in. Paragraphs are found lazily
 * and in order, as the hits advance: a text with one hit near its start costs one search.
 */
import { at } from "./cursor.ts";

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

  readonly #text: string;

  constructor(text: string) {
    this.#text = text;
  }

  /** The paragraph holding offset `h`; offsets must not go backwards from one call to the next. */
  at(h: number): Paragraph {
    if (h < this.#current.end) return this.#current;
    const first = this.#current.end < 0;
    let start = first ? 0 : this.#current.next;
    let previousStart = first ? -1 : this.#current.start;
    for (;;) {
      const gap = at(BREAK, this.#text, start);
      const end = gap ? gap.index : this.#text.length;
      const next = gap ? gap.index + gap[0].length : this.#text.length;
      if (h < end || !gap) {
        this.#current = { start, end, previousStart, next };
        return this.#current;
      }
      previousStart = start;
      start = next;
    }
  }
}
