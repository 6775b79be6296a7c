/**
 * The anchor probe: whether a text holds an anchor, a distinctive n-gram of a covered verse's
 * version (docs/DETECTION.md, "Quoted verses"). Every quotation that counts holds one, by every
 * rule, in a version shipped as text or as hashes: the matcher (index.ts, hashed.ts) grows a match
 * only from an anchor. So a text without one quotes no covered verse, however many of a verse's
 * words it has: a Quran reader's page of another sūrah shares key words with the covered verses
 * ("captives", «عذاب») in dozens of its verses, and none of their anchors.
 *
 * The text's words are read as the matcher reads them (words.ts), each hashed (wordHash32), every
 * four in a row hashed as the versions shipped as hashes are (gramHash, 24 bits), and looked up
 * among the anchors' grams, which the build hashes the same way from every version (anchorTables).
 * A collision only says yes. It reads every word of the text, with a word expression, so it is
 * asked only of a text the key-word and run probes have let by (a block of page.js's scan:
 * src/content/page/block-filter.ts).
 */
import { ANCHOR, decodeGrams, encodeGrams, gram32, HASH_GRAM, MASK, wordHash32 } from "./hashed.ts";
import type { CompiledQuotations } from "./types.ts";
import { wordsOf } from "./words.ts";

/**
 * The anchors of every version in `compiled`, for the bundle: those of the versions shipped as
 * text by their full 32-bit gram hash (gram32), as numbers; those of the versions shipped as hashes
 * by the 24 bits the data keeps (gramHash), encoded (encodeGrams), with every other gram of those
 * versions: a quotation of one holds at least five words (docs/DETECTION.md), so its anchor has a
 * gram of the verse beside it, and a chance match of 24 bits (a Quran reader's page of sūrah 2 met
 * one, in 2:225) must meet a second beside it to say yes.
 */
export interface AnchorTables {
  text: number[];
  hashed: string;
  hashedGrams: string;
}

export function anchorTables(compiled: CompiledQuotations): AnchorTables {
  if (compiled.gram !== HASH_GRAM)
    throw new Error(`quotations: anchors are ${compiled.gram} words, the anchor probe reads ${HASH_GRAM}`);
  const text = new Set<number>();
  for (const v of compiled.versions) {
    const hashes = v.words.split(" ").map(wordHash32);
    for (let p = 0; p + HASH_GRAM <= hashes.length; p++)
      if ((v.marks.charCodeAt(p) - 48) % 2 === 1) text.add(gram32(hashes, p));
  }
  const hashed = new Set<number>();
  const hashedGrams = new Set<number>();
  for (const v of compiled.hashed ?? []) {
    const marks = [...v.marks].map(Number);
    decodeGrams(v.grams).forEach((g, p) => {
      hashedGrams.add(g);
      if ((marks[p]! & ANCHOR) !== 0) hashed.add(g);
    });
  }
  const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);
  return {
    text: sorted(text),
    hashed: encodeGrams(sorted(hashed)),
    hashedGrams: encodeGrams(sorted(hashedGrams)),
  };
}

export class AnchorProbe {
  readonly #text: ReadonlySet<number>;
  readonly #hashed: ReadonlySet<number>;
  readonly #hashedGrams: ReadonlySet<number>;

  constructor(tables: AnchorTables) {
    this.#text = new Set(tables.text);
    this.#hashed = new Set(decodeGrams(tables.hashed));
    this.#hashedGrams = new Set(decodeGrams(tables.hashedGrams));
  }

  /** False only when `text` holds no anchor of any covered verse's version. */
  holds(text: string): boolean {
    const { words } = wordsOf(text);
    if (words.length < HASH_GRAM) return false;
    const hashes = words.map(wordHash32);
    const grams: number[] = [];
    for (let p = 0; p + HASH_GRAM <= hashes.length; p++) grams.push(gram32(hashes, p));
    const hashedGram = (p: number) => p >= 0 && p < grams.length && this.#hashedGrams.has(grams[p]! & MASK);
    for (let p = 0; p < grams.length; p++) {
      const g = grams[p]!;
      if (this.#text.has(g)) return true;
      if (this.#hashed.has(g & MASK) && (hashedGram(p - 1) || hashedGram(p + 1))) return true;
    }
    return false;
  }
}
