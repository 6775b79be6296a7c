import { join } from "node:path";
import type { Target } from "../../../../src/core/dataset/types.ts";
import { coverageOf } from "../../../../src/core/detect/coverage.ts";
import { liveGrammar } from "../../../../src/core/detect/grammar.ts";
import {
  type CompiledGrammar,
  type CompiledQuotations,
  createDetector,
  type Detector,
  type PageInfo,
  type Reference,
} from "../../../../src/core/detect/index.ts";
import { PageContextReader } from "../../../../src/core/detect/page-context.ts";
import { mayUsePageContext } from "../../../../src/core/detect/page-context-scope.ts";
import { PageProbe } from "../../../../src/core/detect/probe/page-probe.ts";
import { probeTables, type ReferenceProbeTables } from "../../../../src/core/detect/probe/tables.ts";
import { loadGrammar } from "../../../../src/node/grammar.ts";
import type { Row } from "./cases-find.ts";

/** The tables of data/, compiled as the build compiles them. */
export const GRAMMAR = loadGrammar(join(import.meta.dirname, "../../../../data"));
/** What the dataset covers today; unit tests never read data/entries. */
export const COVERED = ["8:9", "8:67", "8:68", "8:69", "badr"] as const;
const plain = createDetector(GRAMMAR, COVERED);

/**
 * The probe that runs before the detector (main.js's page gate), made from the probe's tables for
 * `covered` as a detector for it makes them (src/core/detect/probe/tables.ts), whole: what the
 * build ships is checked against it in probe.test.ts.
 */
export function probeFor(
  grammar: CompiledGrammar,
  covered: Iterable<Target>,
  quotations?: CompiledQuotations,
) {
  return new PageProbe(probeTablesFor(grammar, covered, quotations));
}

/** The probe's tables for `covered`, as a detector for it and the build make them. */
export function probeTablesFor(
  grammar: CompiledGrammar,
  covered: Iterable<Target>,
  quotations?: CompiledQuotations,
): ReferenceProbeTables {
  return probeTables(grammar, coverageOf(grammar, covered), quotations?.probe ?? null);
}

/** The probe for COVERED, without quotations: the one the table tests' detector stands behind. */
export const probe = probeFor(GRAMMAR, COVERED);

const pages = new PageContextReader(liveGrammar(GRAMMAR));
/** The sūrah a page's title, heading or address shows, as the detector reads it (page-context.ts), or 0. */
export const pageSurah = (page: PageInfo): number => pages.surahOf(page);

/**
 * The detector every table test uses, with one more check on every call: whatever it finds, the
 * page-level vocabulary probe (mightHaveVocabulary, which lets the content script skip pages of
 * bare section numbers) must have seen the text as a possible reference. So each of the thousands
 * of must-find, generated and real-world rows also proves the probe never rejects a real one (on a
 * page whose context names a sūrah, the page's own probe lets it by instead).
 */
export const detector: Detector = {
  ...plain,
  find(text, context, stats) {
    const found = plain.find(text, context, stats);
    // On a Quran reading page, the page's title or address lets a text with a number by
    // (quick-check.ts, numbersOnQuranPage): so every reference found there must hold a digit.
    const quranPage = context?.page !== undefined && mayUsePageContext(text) && pageSurah(context.page) > 0;
    if (
      found.length > 0 &&
      !quranPage &&
      !probe.mightHaveVocabulary(`${context?.previousBlock ?? ""}\n${text}`)
    ) {
      throw new Error(`mightHaveVocabulary rejected a text with references: ${JSON.stringify(text)}`);
    }
    return found;
  },
};

/** The references a row expects, with offsets found by walking the input left to right. */
export function expected(input: string, spans: Row[1]): Reference[] {
  let from = 0;
  return spans.map(([text, targets]) => {
    const start = input.indexOf(text, from);
    if (start < 0)
      throw new Error(`row is wrong: ${JSON.stringify(text)} is not in ${JSON.stringify(input)}`);
    from = start + text.length;
    return { start, end: start + text.length, text, targets: targets.split(" ") };
  });
}

/** A compact, readable form for assertion messages. */
export const show = (refs: Reference[]) =>
  refs.map((r) => `${r.start}-${r.end} ${r.text} → ${r.targets.join(" ")}`);
