/**
 * The run probe: whether a text may hold a run of consecutive words of a covered verse long enough
 * to count without a key word (docs/DETECTION.md, "Quoted verses", rule B). The key-word probe
 * (probe.ts) samples the raw text for long, rare words; a run such as Pickthall's "Now enjoy what
 * ye have won, as lawful and good" has none, so this probe reads words instead: one pass over the
 * text, each word hashed as its letters are read, and at each word's end the hash of the last
 * `length` words (a polynomial hash, rolled forward with two multiplications) looked up among the
 * windows the build made (src/node/quotations.ts): every window of that many consecutive words of
 * a version that holds one of the verse's own words. Linear: every unit is read once, and each word
 * costs a few multiplications and a bit test per run length.
 *
 * A word is what the matcher (words.ts) calls a word, folded one unit at a time as the key-word
 * probe folds it (its table), except that an alif or a hamza is dropped, as foldWord drops them.
 * A hash collision only says yes: the matcher decides.
 */
import { countRead } from "../work.ts";
import { DROPPED, foldedUnit, NOT_A_LETTER, type RunTables } from "./probe.ts";

export type { RunTables };

const ALIF = 0x627;
/** The polynomial hash's base (FNV's prime): a window's hash is Σ word · BASE^(length−1−k). */
const BASE = 0x01000193;
/** Words remembered: more than the longest run. */
const RING = 16;
const BITS = 1 << 16;
const isHan = (c: number) => c >= 0x3400 && c <= 0x9fff;

/** The folded code of unit `c` as a word's letter, or NOT_A_LETTER, or DROPPED. */
function letterCode(c: number): number {
  if (c < 0x80) return ((c | 0x20) - 0x61) >>> 0 < 26 ? c | 0x20 : NOT_A_LETTER;
  const f = foldedUnit(c);
  return f === ALIF ? DROPPED : f;
}

const mixLetter = (h: number, c: number) => (Math.imul(h, 31) + c) | 0;

/** The hash of each word of `text`, in order, as the probe reads them (the build hashes verses so). */
export function runWordHashes(text: string): number[] {
  return runWordsOf(text).hashes;
}

/** The words of `text` as the run probe reads them: each word's hash, and where it starts and ends. */
export function runWordsOf(text: string): { hashes: number[]; starts: number[]; ends: number[] } {
  const hashes: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let h = 0;
  let letters = 0;
  let start = 0;
  let end = 0;
  for (let i = 0; i <= text.length; i++) {
    const f = i < text.length ? letterCode(text.charCodeAt(i)) : NOT_A_LETTER;
    if (f === DROPPED) continue;
    if (f === NOT_A_LETTER || isHan(f)) {
      if (letters > 0) {
        hashes.push(h);
        starts.push(start);
        ends.push(end);
      }
      h = 0;
      letters = 0;
      if (f !== NOT_A_LETTER) {
        hashes.push(mixLetter(0, f));
        starts.push(i);
        ends.push(i + 1);
      }
      continue;
    }
    if (letters === 0) start = i;
    h = mixLetter(h, f);
    letters++;
    end = i + 1;
  }
  return { hashes, starts, ends };
}

/** The hash of a window of word hashes, as the probe rolls it. */
export function windowHash(words: readonly number[]): number {
  let h = 0;
  for (const w of words) h = (Math.imul(h, BASE) + w) | 0;
  return h;
}

const DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** Six characters per hash: a JSON array of numbers took about twice the bytes in every bundle. */
export function encodeHashes(hashes: readonly number[]): string {
  let out = "";
  for (const h of hashes) {
    let v = h >>> 0;
    let chunk = "";
    for (let i = 0; i < 6; i++) {
      chunk = DIGITS[v % 64]! + chunk;
      v = Math.floor(v / 64);
    }
    out += chunk;
  }
  return out;
}

/** Each digit's value by its character code: decoding runs in every frame that reads a word. */
const DIGIT_VALUE = new Uint8Array(128);
for (let i = 0; i < DIGITS.length; i++) DIGIT_VALUE[DIGITS.charCodeAt(i)] = i;

export function decodeHashes(text: string): Int32Array {
  const out = new Int32Array(Math.floor(text.length / 6));
  for (let i = 0, k = 0; k < out.length; i += 6, k++) {
    let v = 0;
    for (let j = 0; j < 6; j++) v = v * 64 + DIGIT_VALUE[text.charCodeAt(i + j) & 0x7f]!;
    out[k] = v | 0;
  }
  return out;
}

export class RunProbe {
  readonly #lengths: number[];
  /** BASE^length for each length: what leaves the hash as a word leaves the window. */
  readonly #drop: number[];
  /**
   * The windows' hashes, sorted, and a bit set of their high halves that answers most words at
   * once. A typed array, not a Set: made in every frame whose first look reads words, where
   * filling a Set of nine hundred numbers in code not yet optimised took milliseconds.
   */
  readonly #hashes: Int32Array;
  readonly #bits = new Uint32Array(BITS / 32);

  constructor(tables: RunTables) {
    this.#lengths = tables.runs.map((r) => r.length);
    this.#drop = this.#lengths.map((n) => {
      let p = 1;
      for (let i = 0; i < n; i++) p = Math.imul(p, BASE);
      return p;
    });
    const parts = tables.runs.map((run) =>
      // `new Int32Array(array)` copies natively, where `Int32Array.from` walks an iterator.
      typeof run.hashes === "string" ? decodeHashes(run.hashes) : new Int32Array(run.hashes),
    );
    const hashes = new Int32Array(parts.reduce((n, part) => n + part.length, 0));
    let at = 0;
    for (const part of parts) {
      hashes.set(part, at);
      at += part.length;
    }
    hashes.sort();
    const bits = this.#bits;
    for (let i = 0; i < hashes.length; i++) {
      const k = hashes[i]! >>> 16;
      bits[k >>> 5]! |= 1 << (k & 31);
    }
    this.#hashes = hashes;
  }

  /** Whether there is any window to look for. */
  get active(): boolean {
    return this.#hashes.length > 0;
  }

  /** False only when `text` holds no window of the tables: no run that counts without a key word. */
  test(text: string): boolean {
    return this.scanner().feed(text, 0, text.length, true);
  }

  /** A scan that reads a text in consecutive ranges (Quotations.steps), its words carried over. */
  scanner(): RunScanner {
    return new RunScanner(this.#lengths, this.#drop, this.#hashes, this.#bits);
  }
}

export class RunScanner {
  readonly #ring = new Int32Array(RING);
  /** Words read so far. */
  #count = 0;
  /** The word being read: its hash and how many letters it has. */
  #word = 0;
  #letters = 0;
  /** The rolled hash of the last `lengths[j]` words. */
  readonly #rolled: Int32Array;

  readonly #lengths: readonly number[];
  readonly #drop: readonly number[];
  /** Sorted (RunProbe). */
  readonly #hashes: Int32Array;
  readonly #bits: Uint32Array;

  constructor(lengths: readonly number[], drop: readonly number[], hashes: Int32Array, bits: Uint32Array) {
    this.#lengths = lengths;
    this.#drop = drop;
    this.#hashes = hashes;
    this.#bits = bits;
    this.#rolled = new Int32Array(lengths.length);
  }

  /**
   * Reads [from, to) of `text` (the range after the last one fed); true as soon as a window of the
   * tables ends in it. `last`: the text ends at `to`, which ends its last word.
   */
  feed(text: string, from: number, to: number, last: boolean): boolean {
    countRead(to - from);
    let h = this.#word;
    let letters = this.#letters;
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      // Plain ASCII inline, with no fold call and no Han test: most units of most pages, read by
      // code V8 has not compiled yet, where each operation and call a unit makes is paid in full.
      const ascii = c < 0x80;
      const f = ascii ? (((c | 0x20) - 0x61) >>> 0 < 26 ? c | 0x20 : NOT_A_LETTER) : letterCode(c);
      if (f === DROPPED) continue;
      if (f !== NOT_A_LETTER && (ascii || !isHan(f))) {
        h = (Math.imul(h, 31) + f) | 0;
        letters++;
        continue;
      }
      if (letters > 0 && this.#push(h)) return true;
      h = 0;
      letters = 0;
      // A Han character is a word of its own.
      if (f !== NOT_A_LETTER && this.#push(f)) return true;
    }
    this.#word = h;
    this.#letters = letters;
    if (last && letters > 0) {
      this.#word = 0;
      this.#letters = 0;
      return this.#push(h);
    }
    return false;
  }

  /** Adds a word; true when a window of the tables ends with it. */
  #push(word: number): boolean {
    const n = this.#count++;
    const ring = this.#ring;
    ring[n & (RING - 1)] = word;
    const lengths = this.#lengths;
    const drop = this.#drop;
    const hashes = this.#hashes;
    const bits = this.#bits;
    for (let j = 0; j < lengths.length; j++) {
      const length = lengths[j]!;
      // The word `length` before this one leaves the window (0 before there was one).
      const old = n >= length ? ring[(n - length) & (RING - 1)]! : 0;
      const rolled = (Math.imul(this.#rolled[j]!, BASE) + word - Math.imul(old, drop[j]!)) | 0;
      this.#rolled[j] = rolled;
      if (n + 1 < length) continue;
      const k = rolled >>> 16;
      if ((bits[k >>> 5]! & (1 << (k & 31))) !== 0 && holds(hashes, rolled)) return true;
    }
    return false;
  }
}

/** Whether sorted `hashes` holds `value`: a binary search, asked only past the bit set. */
function holds(hashes: Int32Array, value: number): boolean {
  let lo = 0;
  let hi = hashes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const h = hashes[mid]!;
    if (h === value) return true;
    if (h < value) lo = mid + 1;
    else hi = mid;
  }
  return false;
}
