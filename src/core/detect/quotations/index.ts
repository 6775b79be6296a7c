/**
 * Quoted verses: a run of a covered verse's words, in any version the build compiled (the Arabic
 * and the translations), is a reference to that verse (docs/DETECTION.md, "Quoted verses").
 *
 * The text's words are folded (words.ts), then every n-gram of `gram` words is looked up among
 * the covered verses' distinctive n-grams (a hash lookup per word: linear in the text). Where one
 * is found, the match grows word by word in both directions along the verse, across small gaps
 * (a bracketed gloss left out, an ellipsis, "(of war)" added), and counts when it holds at least
 * the version's `min` words and one of its key words (or, in Chinese, needs none), or, with no
 * key word, `run` consecutive words of the verse of which `runOwn` are the verse's own (words no
 * shared phrasing reaches). Nothing here runs unless a probe says the text may hold one: the
 * key-word probe (probe.ts), a sampled pass over the raw text, or the run probe (run-probe.ts).
 */
import type { Target } from "../../dataset/types.ts";
import type { Reference } from "../types.ts";
import { countRead, drain } from "../work.ts";
import { type HashedMatch, HashedQuotations } from "./hashed.ts";
import { QuotationProbe } from "./probe.ts";
import { RunProbe } from "./run-probe.ts";
import type { CompiledQuotations } from "./types.ts";
import { type Words, wordsInto } from "./words.ts";

export type { CompiledQuotations, CompiledVersion } from "./types.ts";

const HAN = /^\p{sc=Han}/u;
/** Words a quoter may add inside a quotation ("(of war)", "…", "[he said]"), at most. */
const TEXT_GAP = 3;
/** Words of a verse a quoter may leave out (a bracketed gloss of Saheeh International), at most. */
const VERSE_GAP = 5;

interface Version {
  target: Target;
  words: string[];
  keys: ReadonlySet<string>;
  /** Chinese: the probe looks for pairs of its characters, so no key word is needed. */
  han: boolean;
  min: number;
  /** The fewest consecutive words that count without a key word (0: never), and their own words. */
  run: number;
  runOwn: number;
  /** How many of the verse's own words come before each position (own words: CompiledVersion.marks). */
  ownBefore: Int32Array;
  /** Arabic: key words no other verse has (CompiledVersion.solo), for rule C. */
  solo: ReadonlySet<string> | null;
}

interface Match {
  version: Version;
  /** Words [from, to) of the text, and how many of them are the verse's. */
  from: number;
  to: number;
  matched: number;
  /** Whether one of the verse's own words was matched. */
  own: boolean;
  /** Whether `run` consecutive words of the verse, `runOwn` of them its own, were matched without a gap. */
  ownRun: boolean;
}

export class Quotations {
  readonly probe: QuotationProbe;
  /** The probe for runs with no key word (run-probe.ts), asked when the key-word probe says no. */
  readonly runProbe: RunProbe;
  readonly #gram: number;
  readonly #versions: Version[] = [];
  /** Distinctive n-gram → flat pairs of (version index, position in the version). */
  readonly #anchors = new Map<string, number[]>();
  /** The versions shipped as hashes (hashed.ts). */
  readonly #hashed: HashedQuotations;

  constructor(compiled: CompiledQuotations, covered: ReadonlySet<Target>) {
    this.probe = new QuotationProbe(compiled.probe);
    this.runProbe = new RunProbe({ runs: compiled.probe.runs ?? [] });
    this.#gram = compiled.gram;
    for (const v of compiled.versions) {
      if (!covered.has(v.target)) continue;
      const index = this.#versions.length;
      const words = v.words.split(" ");
      this.#versions.push({
        target: v.target,
        words,
        keys: new Set(v.keys),
        han: HAN.test(v.words),
        min: v.min,
        run: v.run,
        runOwn: v.runOwn,
        ownBefore: ownBefore(v.marks),
        solo: v.solo?.length ? new Set(v.solo) : null,
      });
      for (let p = 0; p < v.marks.length; p++) {
        if ((v.marks.charCodeAt(p) - 48) % 2 === 0) continue;
        const key = words.slice(p, p + this.#gram).join(" ");
        const list = this.#anchors.get(key);
        if (list) list.push(index, p);
        else this.#anchors.set(key, [index, p]);
      }
    }
    this.#hashed = new HashedQuotations(
      compiled.hashed ?? [],
      covered,
      compiled.hashedRules ?? { min: 5, run: 7, runOwn: 4 },
    );
  }

  /** Whether there is anything to look for (the dataset covers a verse with a compiled version). */
  get active(): boolean {
    return this.#anchors.size > 0 || this.#hashed.active;
  }

  /** Pushes onto `out` a reference for every quotation in `text`. */
  find(text: string, out: Reference[]): void {
    // Most texts stop at the probe, with no generator made for them.
    if (!this.active) return;
    countRead(text.length);
    if (this.probe.test(text) || this.runProbe.test(text))
      drain(this.#matches(text, out, Number.POSITIVE_INFINITY));
  }

  /**
   * `find` in steps that each read at most `slice` units of the text (or look up as many words),
   * yielding between them: the probe, then the words, then the n-gram look-ups (docs/DETECTION.md,
   * "Slices").
   */
  *steps(text: string, out: Reference[], slice: number): Generator<void> {
    if (!this.active) return;
    const n = text.length;
    let probed = false;
    for (let a = 0; a < n && !probed; a += slice) {
      const b = Math.min(n, a + slice);
      countRead(b - a);
      probed = this.probe.test(text, a, b);
      if (!probed && b < n) yield;
    }
    // The run probe reads every unit (run-probe.ts): only where no key word was found.
    if (!probed && this.runProbe.active) {
      const scan = this.runProbe.scanner();
      for (let a = 0; a < n && !probed; a += slice) {
        const b = Math.min(n, a + slice);
        probed = scan.feed(text, a, b, b === n);
        if (!probed && b < n) yield;
      }
    }
    if (probed) yield* this.#matches(text, out, slice);
  }

  /** The quotations in `text`, which the probe let by: its words, then the n-gram look-ups. */
  *#matches(text: string, out: Reference[], slice: number): Generator<void> {
    const n = text.length;
    const words = { words: [], starts: [], ends: [] } as Words;
    for (let a = 0, size = slice; a < n; ) {
      const b = Math.min(n, a + size);
      countRead(b - a);
      const next = wordsInto(text, a, b, words);
      // A word longer than the slice: the same slice again, twice as long.
      size = next === a ? 2 * size : slice;
      a = next;
      if (a < n) yield;
    }
    const k = this.#gram;
    const list = words.words;
    const found = out.length;
    let budget = slice;
    for (let i = 0; i + k <= list.length; ) {
      if (--budget < 0) {
        budget = slice;
        yield;
      }
      countRead(1);
      const hits = this.#anchors.get(list.slice(i, i + k).join(" "));
      // Of the matches that count, the longest.
      let best: Match | null = null;
      if (hits) {
        for (let h = 0; h < hits.length; h += 2) {
          const m = this.#grow(list, i, this.#versions[hits[h]!]!, hits[h + 1]!);
          if (counts(m, list) && (!best || m.matched > best.matched)) best = m;
        }
        // Rule C: four Arabic words with a word no other verse has, between quotation marks.
        for (let h = 0; !best && h < hits.length; h += 2) {
          const m = this.#grow(list, i, this.#versions[hits[h]!]!, hits[h + 1]!);
          if (quotedSolo(m, list, text, words.starts[m.from]!, words.ends[m.to - 1]!)) best = m;
        }
      }
      if (!best) {
        i++;
        continue;
      }
      const start = words.starts[best.from]!;
      const end = words.ends[best.to - 1]!;
      out.push({ start, end, text: text.slice(start, end), targets: [best.version.target] });
      i = best.to;
    }
    // The versions shipped as hashes, where no version shipped as text has found the same words.
    if (this.#hashed.active) {
      const mine = out.slice(found);
      const hashed: HashedMatch[] = [];
      yield* this.#hashed.find(list, hashed, slice);
      for (const h of hashed) {
        const start = words.starts[h.start]!;
        const end = words.ends[h.end - 1]!;
        const met = mine.filter((r) => r.start < end && start < r.end);
        // Words another version found too: one reference, over both, when both say the same verse.
        if (met.length === 1 && met[0]!.targets[0] === h.target) {
          const r = met[0]!;
          r.start = Math.min(r.start, start);
          r.end = Math.max(r.end, end);
          r.text = text.slice(r.start, r.end);
        } else if (met.length === 0)
          out.push({ start, end, text: text.slice(start, end), targets: [h.target] });
      }
    }
  }

  /** The match around an anchor at word `i` of the text and `p` of version `v`. */
  #grow(words: string[], i: number, v: Version, p: number): Match {
    const verse = v.words;
    const k = this.#gram;
    let matched = k;
    // Each stretch matched without a gap is a run of the verse's words: [start, end) in the verse.
    let own = false;
    let ownRun = false;
    const before = v.ownBefore;
    const stretch = (start: number, end: number) => {
      if (before[end]! === before[start]!) return;
      own = true;
      // Some `run` words of the stretch, `runOwn` of them the verse's own (the run probe's windows).
      for (let s = start; v.run > 0 && s + v.run <= end && !ownRun; s++)
        ownRun = before[s + v.run]! - before[s]! >= v.runOwn;
    };
    // Backwards: exact words, then across a gap while two words meet again.
    let a = i;
    let q = p;
    let anchorStart = p;
    for (let first = true; ; first = false) {
      const end = q;
      while (a > 0 && q > 0 && words[a - 1] === verse[q - 1]) {
        a--;
        q--;
        matched++;
      }
      // The first stretch runs on through the anchor: it is measured once the forward one ends.
      if (first) anchorStart = q;
      else stretch(q, end);
      const gap = meetAgain(words, a, verse, q, -1);
      if (!gap) break;
      a -= gap[0];
      q -= gap[1];
    }
    // Forwards, the same.
    let b = i + k;
    let r = p + k;
    for (let first = true; ; first = false) {
      const start = r;
      while (b < words.length && r < verse.length && words[b] === verse[r]) {
        b++;
        r++;
        matched++;
      }
      stretch(first ? anchorStart : start, r);
      const gap = meetAgain(words, b, verse, r, 1);
      if (!gap) break;
      b += gap[0];
      r += gap[1];
    }
    return { version: v, from: a, to: b, matched, own, ownRun };
  }
}

/** ownBefore[i]: how many of a verse's words below i are its own (CompiledVersion.marks: the digit's 2). */
function ownBefore(marks: string): Int32Array {
  const out = new Int32Array(marks.length + 1);
  for (let i = 0; i < marks.length; i++) out[i + 1] = out[i]! + ((marks.charCodeAt(i) - 48) & 2 ? 1 : 0);
  return out;
}

/**
 * A match counts with enough of the verse's words, one of them its own, and one of its key words
 * (Chinese: no key word, no own word), or with a run long enough that holds one of the verse's own
 * words (docs/DETECTION.md, rules A and B).
 */
function counts(m: Match, words: string[]): boolean {
  if (m.matched < m.version.min) return false;
  if (m.ownRun || m.version.han) return true;
  if (!m.own) return false;
  const { keys } = m.version;
  for (let i = m.from; i < m.to; i++) if (keys.has(words[i]!)) return true;
  return false;
}

/** Opening and closing quotation marks around a quotation of rule C (with the Quran's ornate parentheses). */
const OPENING = /[«“"„'‘﴿‹]\s*$/u;
const CLOSING = /^[\s.,!?…،؛]*[»”"'’﴾›]/u;
/**
 * The tafsīr's way of quoting without marks: "His saying:" (قوله: , قوله تعالى: , قال تعالى: ,
 * with a conjunction), the colon required; the quotation then ends its sentence or clause.
 */
const INTRODUCED = /(?:^|[\s(،.؛:])[وف]?(?:قوله|قال)(?:\s+(?:تعالى|سبحانه|عز وجل|جل وعلا))?\s*:\s*$/u;
const SENTENCE_END = /^[\s»”"'’﴾)]*(?:[.!؟?؛،,]|$)/u;

/**
 * Rule C (docs/DETECTION.md): a match of at least the anchor's four words, of an Arabic version,
 * that holds a key word no other verse of the Quran has («يثخن»), and that stands alone between
 * quotation marks («حتى يثخن في الأرض») or after "His saying:" to the end of its sentence (قوله:
 * حتى يثخن في الأرض.).
 */
function quotedSolo(m: Match, words: string[], text: string, start: number, end: number): boolean {
  const solo = m.version.solo;
  if (!solo || !m.own) return false;
  let held = false;
  for (let i = m.from; i < m.to && !held; i++) held = solo.has(words[i]!);
  if (!held) return false;
  const before = text.slice(Math.max(0, start - 24), start);
  const after = text.slice(end, end + 8);
  return (
    (OPENING.test(before.slice(-8)) && CLOSING.test(after)) ||
    (INTRODUCED.test(before) && SENTENCE_END.test(after))
  );
}

/**
 * After a mismatch at word `a` of the text and `q` of the verse (looking in direction `dir`), the
 * smallest skip [text words, verse words] after which two words in a row agree again, or null.
 */
function meetAgain(
  words: string[],
  a: number,
  verse: string[],
  q: number,
  dir: 1 | -1,
): [number, number] | null {
  // Backwards, the words compared are those before the cursor: a-1, a-2 …
  const at = (list: string[], base: number, skip: number, n: number) =>
    dir === 1 ? list[base + skip + n] : list[base - 1 - skip - n];
  for (let total = 1; total <= TEXT_GAP + VERSE_GAP; total++) {
    for (let g = Math.min(total, TEXT_GAP); g >= 0; g--) {
      const h = total - g;
      if (h > VERSE_GAP) break;
      const w0 = at(words, a, g, 0);
      if (w0 === undefined || w0 !== at(verse, q, h, 0)) continue;
      const w1 = at(words, a, g, 1);
      if (w1 !== undefined && w1 === at(verse, q, h, 1)) return [g, h];
    }
  }
  return null;
}
