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
   * Where each distinctive n-gram of `gram` words starts: one found in no verse of the whole
   * Quran in this version's language that the dataset does not cover.
   */
  anchors: number[];
  /**
   * The version's key words: long, rare words, at least one in every few words of the verse. A
   * quotation must hold one; the probe looks for nothing else.
   */
  keys: string[];
  /** The same as the probe reads them in a page (probeFoldWord: an alif or a hamza kept). */
  probeKeys: string[];
  /** The fewest words of this version a quotation must match. */
  min: number;
  /**
   * The positions of the version's own words: words no n-gram shared with a verse the dataset does
   * not cover reaches (nor a listed shared phrase). A run without a key word must hold one.
   */
  own: number[];
  /** The fewest consecutive words a quotation without a key word must match (0: no such rule). */
  run: number;
  /** Of any `run` consecutive words of such a quotation, how many must be the verse's own. */
  runOwn: number;
}

export interface CompiledQuotations {
  /** The anchor n-gram's length, in words (Han characters count as words). */
  gram: number;
  versions: CompiledVersion[];
  /** The probe's tables (probe.ts): a text it rejects holds no quotation that counts. */
  probe: ProbeTables;
}
