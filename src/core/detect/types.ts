/**
 * The shapes the detector's stages hand each other and its callers: apart from index.ts, which
 * imports every stage, so that a stage naming them does not import the module that imports it.
 */
import type { Target } from "../dataset/types.ts";
import type { PageInfo } from "./page-context.ts";

export interface Reference {
  start: number;
  end: number;
  text: string;
  /** Covered targets, sorted: verse keys in verse order, then event ids. */
  targets: Target[];
}

export interface BlockContext {
  /** Text of the block before this one, for the "established Quran context" rule. */
  previousBlock?: string;
  /** The page the text is on: its title, main heading and address (docs/DETECTION.md, "Page context"). */
  page?: PageInfo;
  /** Set by the detector, not by callers: the page establishes a Quran context (context.ts). */
  quranPage?: boolean;
  /**
   * Set by the detector, not by callers: where the text quotes a covered verse. A quotation gives
   * its paragraph and the next a Quran context, as a Quran word would ("… in the land" (8:67)).
   */
  quoted?: readonly number[];
}
