/**
 * The shapes the detector's stages hand each other and its callers: apart from index.ts, which
 * imports every stage, so that a stage naming them does not import the module that imports it.
 */
import type { Target } from "../dataset/types.ts";
import type { PageInfo } from "./page-context.ts";
import type { WorkStats } from "./work.ts";

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
   * Set by the detector, not by callers: where the text quotes a covered verse, or names a covered
   * event (the Battle of Badr, whose sūrah is al-Anfāl). Each gives its paragraph and the next a
   * Quran context, as a Quran word would ("… in the land" (8:67); "After Badr, 8:67–69 came down").
   */
  quoted?: readonly number[];
  /**
   * Set by the detector, not by callers: the quotation stage's references, which score for a lone
   * event name after them as a citation of their sūrah does ("… the life to come," writes Asad of
   * the prisoners taken at Badr).
   */
  quotations?: readonly Reference[];
}

/**
 * What the detector's clients ask of it: the content script's scanner and look-up, the scan
 * command, the tests. The probe that runs before it is apart (probe/), since the content script
 * asks it before this one is loaded.
 */
export interface Detector {
  /** `stats`, for tests only, receives counts of the steps taken (see work.ts). */
  find(text: string, context?: BlockContext, stats?: WorkStats): Reference[];
  /**
   * `find` in steps, for callers that must not block (the content script's scheduler): yields
   * between steps that each read at most `slice` units of the text afresh in a raw pass (trigger,
   * paragraph breaks, quotation probe and words, ornaments) or parse one window of at most 16 K
   * units and its margins; returns what `find` returns (docs/DETECTION.md, "Slices"). `stats`
   * counts only the work done inside the steps.
   */
  steps(
    text: string,
    context?: BlockContext,
    stats?: WorkStats,
    slice?: number,
  ): Generator<void, Reference[]>;
  /** Covered targets a link's URL points at (quran.com verse pages), or [] when none. */
  targetsForUrl(url: string): Target[];
}
