/**
 * The probe main.js carries before the detector loads (page-probe.ts): the trigger, its end
 * test and the vocabulary as [source, flags], the verse-link selector and the quotation probe's
 * tables. One recipe, taken from a detector, for the build and for the tests that stand in for it.
 */

import type { FirstLookSource } from "../content/loader/first-look.ts";
import type { BuiltDetector, Detector } from "../core/detect/index.ts";
import { foldsForScript, type ProbeTables } from "../core/detect/quotations/probe.ts";

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
    quotations: detector.quotationProbe && withoutHanPairs(detector.quotationProbe),
  };
}

/**
 * `expression` for a text the first look has lower-cased (first-look.ts): the same source without
 * the "i" flag, which made compiling and running each expression about twice as costly in a frame
 * that has just started. Only sound if every letter the source spells is in lower case; the build
 * stops here if one is not.
 */
export function forLowerCasedText(expression: RegExp | [string, string]): [string, string] {
  const [source, flags] = Array.isArray(expression) ? expression : [expression.source, expression.flags];
  const letters = source.replace(/\\u[0-9a-fA-F]{4}|\\./g, "");
  const upper = [...letters].find((c) => c !== c.toLowerCase());
  if (upper !== undefined)
    throw new Error(`the first look's expression spells "${upper}" in upper case: ${source.slice(0, 80)}`);
  return [source, flags.replace("i", "")];
}

/** What content.js carries for its first look at a frame (first-look.ts), from the same detector. */
export function firstLookSourceOf(detector: BuiltDetector): FirstLookSource {
  const probe = detector.quotationProbe;
  const ascii = probe?.keys.filter((k) => /^[a-z]+$/.test(k)) ?? [];
  return {
    triggerWords: forLowerCasedText(detector.triggerWords),
    triggerNumbers: forLowerCasedText(detector.triggerNumbers),
    triggerTail: forLowerCasedText(detector.triggerTail),
    surahNumber: forLowerCasedText(detector.surahNumber),
    verseLinkSelector: detector.verseLinkSelector,
    // A key word of plain letters, in a word of plain letters: "Thousand", "THOUSAND". Written
    // otherwise ("thousánd"), the word holds a unit past ASCII and is folded (wordsHoldKey).
    asciiKeys: ascii.length ? forLowerCasedText([`(?<![a-z])(?:${ascii.join("|")})(?![a-z])`, "i"]) : null,
    keyHashes: probe?.keyHashes ?? null,
    hanPairs: probe?.hanPairs ?? null,
    folds: probe?.folds ? foldsForScript(probe.folds) : null,
  };
}

/** The probe's tables less the Han pairs, which only the first look reads. */
function withoutHanPairs({ hanPairs: _, ...tables }: ProbeTables): ProbeTables {
  return tables;
}
