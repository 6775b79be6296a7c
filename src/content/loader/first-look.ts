/**
 * The look first-look.js takes at a frame whose text passed content.js's screen (screen.ts), before
 * main.js loads: an ad's label, a widget, an article whose numbers are dates and footnotes. A reference needs a hit of the
 * trigger (a name it knows, al-Anfāl or Badr in every language, or a covered sūrah's number in a
 * citation's shape), a quotation of a covered verse (its key word, or a run of its words), a verse link, or, on a page
 * whose title, heading or address names a covered sūrah, a number (a verse label). A frame whose
 * text has none of them cannot hold one, so it never loads main.js, whose import and settings
 * alone cost more than the whole look (ADR 006). A frame too large to read in one step
 * (first-text.ts smallFrameText) is left to main.js's page gate, which reads in slices.
 */

import { DIGIT } from "../../core/detect/digits.ts";
import type { PageInfo } from "../../core/detect/index.ts";
import { expressionsOf } from "../../core/detect/probe/expressions.ts";
import { mayNameCoveredSurah } from "../../core/detect/probe/quran-page.ts";
import type { FirstLookTables } from "../../core/detect/probe/shipped.ts";
import {
  ANY_LETTER,
  adoptBuiltFolds,
  asciiWordsHoldKey,
  foldsFromScript,
  hanPairSet,
  PAST_ASCII,
  wordsHoldKey,
} from "../../core/detect/quotations/probe.ts";
import { RunProbe } from "../../core/detect/quotations/run-probe.ts";
import { tailHit } from "../../core/detect/trigger.ts";
import { lowerCased } from "../../core/text/lower-case.ts";

const WHITE_SPACE = /\s/;
const PAST_ASCII_UNIT = /[^\0-\x7f]/;

/** The tables' expressions. */
type ExpressionName =
  | "triggerWords"
  | "triggerRoman"
  | "triggerNumbers"
  | "triggerTail"
  | "surahNumber"
  | "asciiKeys";

/** A text this short has its words read one by one for key words (#holdsQuotationKey). */
const WORD_BY_WORD_CHARS = 1024;

export class FirstLook {
  readonly #tables: FirstLookTables;
  /** Made on first use: compiling is most of what an expression costs a frame. */
  readonly #expression: (name: ExpressionName) => RegExp;
  /** The key words' hashes, made on first need. */
  #keySet: ReadonlySet<number> | undefined;
  /** The Han pairs, made on first need of a text past ASCII (the fold table adopted then). */
  #hanPairs: ReadonlySet<number> | undefined;
  /** The run probe, made on first need. */
  #runs: RunProbe | undefined;

  /** `tables`: what the build ships for the first look (core/detect/probe/shipped.ts firstLookTables). */
  constructor(tables: FirstLookTables) {
    this.#tables = tables;
    this.#expression = expressionsOf<ExpressionName>(tables);
  }

  /**
   * False only when `text` holds no trigger hit and no quotation's key word (every quotation that
   * counts holds one: quotations/probe.ts), and, if it holds a digit, `page` (when given) names no
   * covered sūrah. Then main.js's probe would say no too. `page` may be a function, called only
   * where the text has a digit and no number in a citation's shape.
   */
  textMayHoldReference(text: string, page?: PageInfo | (() => PageInfo)): boolean {
    // Lower-cased once, so that no expression needs the "i" flag (shipped.ts
    // forLowerCasedText): with it, compiling and running them cost about twice as much.
    const lower = lowerCased(text);
    if (this.#hasTriggerWord(lower) || this.#holdsQuotationKey(lower) || this.#holdsQuotationRun(lower))
      return true;
    // Every other trigger hit begins with a digit.
    if (!DIGIT.test(lower)) return false;
    if (this.#hasNumberHit(lower)) return true;
    return page !== undefined && this.pageMayNameSurah(typeof page === "function" ? page() : page);
  }

  /**
   * Whether the title, heading or address may name a covered sūrah (quran-page.ts): then a verse
   * label, a number alone, may be a reference.
   */
  pageMayNameSurah(page: PageInfo): boolean {
    return mayNameCoveredSurah(
      page,
      (text) => this.#test("surahNumber", text),
      (text) => this.#hasTriggerWord(text),
    );
  }

  /**
   * False only when `root` is a frame small enough to read in one step, whose `text` (all of it,
   * smallFrameText) and links cannot hold a reference on `page`; true for a larger one (`text`
   * undefined).
   */
  mayHoldReference(root: Element, text: string | undefined, page: () => PageInfo): boolean {
    if (text === undefined || root.querySelector(this.#tables.verseLinkSelector)) return true;
    return this.textMayHoldReference(text, page);
  }

  /**
   * The trigger's hits that begin with a digit: its numbers in a citation's shape, and a number
   * standing alone after a sūrah word, which its end test finds where the text is cut after it.
   */
  #hasNumberHit(text: string): boolean {
    if (this.#test("triggerNumbers", text)) return true;
    const alone = this.#expression("surahNumber");
    const tail = this.#expression("triggerTail");
    for (const number of text.matchAll(alone)) {
      // The end test wants white space before the number ("Sure 8"), not a footnote's "[8]":
      // most numbers fail here, and the test's look-behind over every sūrah word is not compiled.
      if (!WHITE_SPACE.test(text.charAt(number.index - 1))) continue;
      if (tailHit(tail, text.slice(0, number.index + number[0].length)) >= 0) return true;
    }
    return false;
  }

  #holdsQuotationKey(text: string): boolean {
    const { asciiKeys, keyHashes } = this.#tables;
    if (keyHashes === null) return false;
    // A few words are read one by one; a longer text's words of plain ASCII by one expression,
    // whose compiling costs more than reading a short text. Words of plain ASCII fold to lower
    // case alone: the fold table and the Han pairs are made only for a text that goes past it.
    const everyWord = text.length <= WORD_BY_WORD_CHARS || asciiKeys === null;
    if (!everyWord && this.#test("asciiKeys", text)) return true;
    if (!PAST_ASCII_UNIT.test(text)) return everyWord && asciiWordsHoldKey(text, this.#keys());
    this.#hanPairs ??= this.#adoptTables();
    return wordsHoldKey(text, this.#keys(), this.#hanPairs, everyWord ? ANY_LETTER : PAST_ASCII);
  }

  /**
   * Whether `text` holds a run of a covered verse's words that counts without a key word
   * (run-probe.ts): one pass over its words, after the key words have said no.
   */
  #holdsQuotationRun(text: string): boolean {
    const { runs } = this.#tables;
    if (runs === null) return false;
    // The fold table is needed only past ASCII (the run probe reads plain ASCII inline).
    if (PAST_ASCII_UNIT.test(text)) this.#hanPairs ??= this.#adoptTables();
    this.#runs ??= new RunProbe({ runs });
    return this.#runs.test(text);
  }

  #keys(): ReadonlySet<number> {
    this.#keySet ??= new Set(this.#tables.keyHashes);
    return this.#keySet;
  }

  /** Adopts the build's fold table, and makes the Han pairs' set. */
  #adoptTables(): ReadonlySet<number> {
    const { folds, hanPairs } = this.#tables;
    if (folds !== null) adoptBuiltFolds(foldsFromScript(folds));
    return hanPairSet(hanPairs ?? "");
  }

  /**
   * A hit of the trigger's words in lower-cased `text`. The Roman numerals' part, whose look-behind
   * over every language's Quran words costs more to compile than all the rest, is asked only of a
   * text that holds a numeral.
   */
  #hasTriggerWord(text: string): boolean {
    if (this.#test("triggerWords", text)) return true;
    return this.#tables.romanNumerals.some((n) => text.includes(n)) && this.#test("triggerRoman", text);
  }

  #test(name: ExpressionName, text: string): boolean {
    const expression = this.#expression(name);
    expression.lastIndex = 0;
    return expression.test(text);
  }
}
