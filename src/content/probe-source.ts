/**
 * The probe main.js carries before the detector loads (page-probe.ts): the trigger, its end
 * test and the vocabulary as [source, flags], the verse-link selector and the quotation probe's
 * tables. One recipe, taken from a detector, for the build and for the tests that stand in for it.
 */
import type { BuiltDetector, Detector } from "../core/detect/index.ts";
import type { ProbeTables } from "../core/detect/quotations/probe.ts";
import type { FirstLookSource } from "./first-look.ts";

export interface ProbeSource {
  trigger: [string, string];
  triggerTail: [string, string];
  vocabulary: [string, string];
  verseLinkSelector: string;
  /** The quotation probe's tables (src/core/detect/quotations/probe.ts), or null. */
  quotations: ProbeTables | null;
}

export function probeSourceOf(detector: Detector): ProbeSource {
  return {
    trigger: [detector.trigger.source, detector.trigger.flags],
    triggerTail: [detector.triggerTail.source, detector.triggerTail.flags],
    vocabulary: [detector.vocabulary.source, detector.vocabulary.flags],
    verseLinkSelector: detector.verseLinkSelector,
    quotations: detector.quotationProbe,
  };
}

/** What content.js carries for its first look at a small frame (first-look.ts), from the same detector. */
export function firstLookSourceOf(detector: BuiltDetector): FirstLookSource {
  return {
    triggerWords: [detector.triggerWords.source, detector.triggerWords.flags],
    verseLinkSelector: detector.verseLinkSelector,
    quotationKeys: detector.quotationProbe?.keys ?? null,
  };
}
