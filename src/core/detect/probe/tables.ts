/**
 * The probe's tables: everything that answers "may this text hold a reference?" before the
 * detector's stages run, as plain data (expressions as [source, flags], word lists, hashes). Made
 * here, once, from the same coverage as the detector: the detector compiles its trigger from them,
 * and the build ships parts of them to the content script (shipped.ts), where the first look and
 * the page gate read them back (expressions.ts, page-probe.ts). docs/DETECTION.md, "The pipeline",
 * step 0, says what each expression finds.
 */
import type { ProbeTables as QuotationProbeTables } from "../quotations/probe.ts";
import type { CompiledGrammar } from "../tables.ts";
import {
  type Covering,
  surahNumberExpression,
  triggerExpression,
  triggerNumbersExpression,
  triggerRomanExpression,
  triggerTailExpression,
  triggerWordsExpression,
  vocabularyExpression,
} from "../trigger.ts";

/** An expression as JSON can carry it: RegExp takes the pair back (expressions.ts). */
export type ExpressionSource = readonly [source: string, flags: string];

export type { QuotationProbeTables };

export interface ReferenceProbeTables {
  /** What every covered reference must contain (trigger.ts triggerExpression); global. */
  trigger: ExpressionSource;
  /** The trigger's hit at the very end of a text, which the trigger cannot see (tailHit); sticky. */
  triggerTail: ExpressionSource;
  /** The trigger's words alone: with no digit in a text, the trigger hits only where this does. */
  triggerWords: ExpressionSource;
  /**
   * The same less the covered sūrahs' Roman numerals, and those alone with the numerals they need
   * (trigger.ts triggerRomanExpression), or null: the first look (first-look.js) compiles the second only
   * for a text that holds a numeral.
   */
  triggerWordsLessRoman: ExpressionSource;
  triggerRoman: { expression: ExpressionSource; numerals: string[] } | null;
  /** The trigger's numbers in a citation's shapes, without its sūrah-word look-behind. */
  triggerNumbers: ExpressionSource;
  /** A covered sūrah's number standing alone, in any digit script; global. */
  surahNumber: ExpressionSource;
  /** Every word that can make a reference count, on raw text (the vocabulary probe). */
  vocabulary: ExpressionSource;
  /**
   * Links that may point at a covered verse whatever their text: a substring test per host of the
   * grammar's table, so a host added there is never skipped. It errs towards true ("quran.com/"
   * also matches "www.quran.com/"): the detector's targetsForUrl decides.
   */
  verseLinkSelector: string;
  /** The quotation probe's tables (quotations/probe.ts), or null without quotations. */
  quotations: QuotationProbeTables | null;
}

const sourceOf = (expression: RegExp): ExpressionSource => [expression.source, expression.flags];

/** The probe's tables for what `covering` covers, with the quotation probe's when given. */
export function probeTables(
  compiled: CompiledGrammar,
  covering: Covering,
  quotations: QuotationProbeTables | null,
): ReferenceProbeTables {
  return {
    trigger: sourceOf(triggerExpression(covering)),
    triggerTail: sourceOf(triggerTailExpression(covering)),
    triggerWords: sourceOf(triggerWordsExpression(covering)),
    triggerWordsLessRoman: sourceOf(triggerWordsExpression(covering, { roman: false })),
    triggerRoman: (() => {
      const roman = triggerRomanExpression(covering);
      return roman && { expression: sourceOf(roman.expression), numerals: roman.numerals };
    })(),
    triggerNumbers: sourceOf(triggerNumbersExpression(covering)),
    surahNumber: sourceOf(surahNumberExpression(covering)),
    vocabulary: sourceOf(vocabularyExpression(compiled.source, covering)),
    verseLinkSelector: verseLinkSelector(compiled.linkHosts),
    quotations,
  };
}

function verseLinkSelector(hosts: readonly string[]): string {
  // A subdomain of a listed host adds nothing to a substring match ("www.quran.com/" holds
  // "quran.com/"), and each alternative is one more test of every link on the page.
  return hosts
    .filter((host) => !hosts.some((other) => host.endsWith(`.${other}`)))
    .map((host) => `a[href*="${host}/"]`)
    .join(", ");
}
