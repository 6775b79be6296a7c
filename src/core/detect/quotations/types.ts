/**
 * The quotation tables as the build compiles them (src/node/quotations.ts) from quran-json and
 * data/quotations/: the covered verses' words in every version, the positions where a
 * distinctive n-gram starts, and the raw-text probe. docs/DETECTION.md, "Quoted verses".
 */
import type { ProbeTables } from "./probe.ts";

export interface CompiledVersion {
  /** The verse key this version renders ("8:67"). */
  target: string;
  /** Where the text comes from: "ar" (quran-json's Arabic), "en" (its English), "en-pickthall" … */
  source: string;
  /** The verse's words, folded (quotations/words.ts), joined by single spaces. */
  words: string;
  /**
   * One digit per word: 1 where a distinctive n-gram of `gram` words starts (an anchor: one found
   * in no verse of the whole Quran in this version's language that the dataset does not cover), + 2
   * when the word is the verse's own (no n-gram shared with a verse the dataset does not cover
   * reaches it, nor a listed shared phrase; a run without a key word must hold some).
   */
  marks: string;
  /**
   * The version's key words: long, rare words, at least one in every few words of the verse. A
   * quotation must hold one; the probe looks for nothing else (as it reads them: ProbeTables.keys).
   */
  keys: string[];
  /** The fewest words of this version a quotation must match. */
  min: number;
  /** The fewest consecutive words a quotation without a key word must match (0: no such rule). */
  run: number;
  /** Of any `run` consecutive words of such a quotation, how many must be the verse's own. */
  runOwn: number;
  /**
   * Arabic only: key words no other verse of the Quran has («يثخن» of 8:67). Four words of the
   * verse that hold one count when quotation marks enclose them (docs/DETECTION.md, rule C).
   */
  solo?: string[];
}

/** The rules' numbers for versions shipped as hashes (src/node/quotations.ts: MIN_WORDS, RUN_WORDS, runOwnWords). */
export interface HashedRules {
  min: number;
  run: number;
  runOwn: number;
}

/**
 * A version of a covered verse shipped as hashes, not as text (data/quotations/hashed.json): the
 * hash of every four words in a row (hashed.ts), in order, and what each word is to the rules.
 */
export interface HashedVersion {
  target: string;
  /** The data's id ("en-hilali"). */
  source: string;
  /** The hash of words [i, i + 4) for each i, 24 bits each, four characters each (hashed.ts). */
  grams: string;
  /**
   * One digit per word: 1 where a distinctive n-gram starts (an anchor), + 2 when the word is the
   * verse's own, + 4 when it is one of its key words.
   */
  marks: string;
}

export interface CompiledQuotations {
  /** The anchor n-gram's length, in words (Han characters count as words). */
  gram: number;
  versions: CompiledVersion[];
  /** The probe's tables (probe.ts): a text it rejects holds no quotation that counts. */
  probe: ProbeTables;
  /** The versions shipped as hashes (hashed.ts), and the rules' numbers for them; absent when there are none. */
  hashed?: HashedVersion[];
  hashedRules?: HashedRules;
}
