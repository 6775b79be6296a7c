/**
 * The parts of the probe's tables (tables.ts) each content-script bundle carries, as the build
 * ships them: main.js's page gate (gateProbeTables) and the first look (first-look.js) at a frame
 * (firstLookTables). Each bundle runs in every frame of its kind, so each carries only what it reads.
 */
import { foldsForScript } from "../quotations/probe.ts";
import { decodeHashes, type RunTables } from "../quotations/run-probe.ts";
import type { ExpressionSource, QuotationProbeTables, ReferenceProbeTables } from "./tables.ts";

/** What main.js's page gate reads (page-probe.ts). */
export type GateProbeTables = Pick<
  ReferenceProbeTables,
  "trigger" | "triggerTail" | "vocabulary" | "surahNumber" | "verseLinkSelector" | "quotations"
>;

/**
 * What the first look (first-look.js) reads (src/content/loader/first-look.ts). Each expression is for a
 * text the first look has lower-cased, without the "i" flag (forLowerCasedText).
 */
export interface FirstLookTables {
  /** The trigger's words less the Roman numerals, and those alone (tables.ts triggerRoman). */
  triggerWords: ExpressionSource;
  triggerRoman: ExpressionSource | null;
  /** The numerals triggerRoman needs in a text ("viii"), lower case. */
  romanNumerals: string[];
  triggerNumbers: ExpressionSource;
  triggerTail: ExpressionSource;
  surahNumber: ExpressionSource;
  verseLinkSelector: string;
  /** The quotation probe's key words of plain ASCII letters, as one expression, or null. */
  asciiKeys: ExpressionSource | null;
  /** The key words' hashes (wordHash), or null without quotations. */
  keyHashes: number[] | null;
  /** QuotationProbeTables.hanPairs and .folds (as foldsForScript writes them), or null. */
  hanPairs: string | null;
  folds: string | null;
  /** The run probe's windows (QuotationProbeTables.runs), or null without quotations. */
  runs: RunTables["runs"] | null;
}

/**
 * main.js's part. Its expressions are for lower-cased text (forLowerCasedText; page-probe.ts
 * lower-cases what it is asked about): on a long page with no reference, running the trigger and
 * the vocabulary with the "i" flag was most of the page gate's time.
 */
export function gateProbeTables(tables: ReferenceProbeTables): GateProbeTables {
  const { trigger, triggerTail, vocabulary, surahNumber, verseLinkSelector, quotations } = tables;
  return {
    trigger: forLowerCasedText(trigger),
    triggerTail: forLowerCasedText(triggerTail),
    vocabulary: forLowerCasedText(vocabulary),
    surahNumber: forLowerCasedText(surahNumber),
    verseLinkSelector,
    quotations: quotations && withoutHanPairs(quotations),
  };
}

export function firstLookTables(tables: ReferenceProbeTables): FirstLookTables {
  const probe = tables.quotations;
  const ascii = probe?.keys.filter((k) => /^[a-z]+$/.test(k)) ?? [];
  return {
    triggerWords: forLowerCasedText(tables.triggerWordsLessRoman),
    triggerRoman: tables.triggerRoman && forLowerCasedText(tables.triggerRoman.expression),
    romanNumerals: tables.triggerRoman?.numerals ?? [],
    triggerNumbers: forLowerCasedText(tables.triggerNumbers),
    triggerTail: forLowerCasedText(tables.triggerTail),
    surahNumber: forLowerCasedText(tables.surahNumber),
    verseLinkSelector: tables.verseLinkSelector,
    // A key word of plain letters, in a word of plain letters: "Thousand", "THOUSAND". Written
    // otherwise ("thousánd"), the word holds a unit past ASCII and is folded (wordsHoldKey).
    asciiKeys: ascii.length ? forLowerCasedText([`(?<![a-z])(?:${ascii.join("|")})(?![a-z])`, "i"]) : null,
    keyHashes: probe?.keyHashes ?? null,
    hanPairs: probe?.hanPairs ?? null,
    folds: probe?.folds ? foldsForScript(probe.folds) : null,
    // As numbers: JSON.parse makes them natively in a frame whose code is still cold (RunTables).
    runs: probe?.runs?.length
      ? probe.runs.map(({ length, hashes }) => ({
          length,
          hashes: typeof hashes === "string" ? [...decodeHashes(hashes)] : hashes,
        }))
      : null,
  };
}

/**
 * `expression` for a text the first look or the page gate has lower-cased: the same source
 * without the "i" flag, which made compiling and running each expression about twice as costly.
 * Only sound if every letter the source spells is in lower case; the build stops here if one is
 * not.
 */
export function forLowerCasedText([spelled, flags]: ExpressionSource): ExpressionSource {
  // İ lower-cases to i (core/text/lower-case.ts lowerCased), as the raw classes ("[iıİîíïī]") allow.
  const source = spelled.replace(/\u0130/g, "i");
  const letters = source.replace(/\\u[0-9a-fA-F]{4}|\\./g, "");
  const upper = [...letters].find((c) => c !== c.toLowerCase());
  if (upper !== undefined)
    throw new Error(
      `a probe's expression for lower-cased text spells "${upper}" in upper case: ${source.slice(0, 80)}`,
    );
  return [source, flags.replace("i", "")];
}

/** The quotation probe's tables less the Han pairs, which only the first look reads. */
function withoutHanPairs({ hanPairs: _, ...tables }: QuotationProbeTables): QuotationProbeTables {
  return tables;
}
