/**
 * The look content.js takes at a frame before it loads main.js: an ad's label, a widget, a page
 * that says "hi", an article whose numbers are dates and footnotes. A reference needs a hit of the
 * trigger (a name it knows, al-Anfāl or Badr in every language, or a covered sūrah's number in a
 * citation's shape), a quotation of a covered verse (its key word), a verse link, or, on a page
 * whose title, heading or address names a covered sūrah, a number (a verse label). A frame whose
 * text has none of them cannot hold one, so it never loads main.js, whose import and settings
 * alone cost more than the whole look (ADR 006). A frame too large to read in one step is left to
 * main.js's page gate, which reads in slices.
 */

import { DIGIT } from "../core/detect/digits.ts";
import type { PageInfo } from "../core/detect/index.ts";
import {
  ANY_LETTER,
  adoptBuiltFolds,
  foldsFromScript,
  hanPairSet,
  PAST_ASCII,
  wordsHoldKey,
} from "../core/detect/quotations/probe.ts";
import { tailHit } from "../core/detect/trigger.ts";

/** What the build gives the first look (build.ts), from main.js's detector (probe-source.ts). */
export interface FirstLookSource {
  /** The trigger's words alone, [source, flags] (trigger.ts triggerWordsExpression). */
  triggerWords: [string, string];
  /** Its numbers in a citation's shapes (triggerNumbersExpression). */
  triggerNumbers: [string, string];
  /** Its end test: a sūrah word, then a covered sūrah's number (triggerTailExpression). */
  triggerTail: [string, string];
  /** A covered sūrah's number standing alone (surahNumberExpression). */
  surahNumber: [string, string];
  verseLinkSelector: string;
  /** The quotation probe's key words of plain ASCII letters, as one expression, or null. */
  asciiKeys: [string, string] | null;
  /** The key words' hashes (wordHash), or null without quotations. */
  keyHashes: number[] | null;
  /** ProbeTables.hanPairs and .folds (as foldsForScript writes them), or null. */
  hanPairs: string | null;
  folds: string | null;
}

/**
 * A frame with more elements than this, or more characters of text, is not looked at here: its
 * reading would be a step of its own (a long one on a 5 MB page), and the page gate reads such
 * frames in slices. A short article (Wikipedia's "Regression testing": 600 elements, 17 k
 * characters) is within both.
 */
export const FIRST_LOOK_ELEMENTS = 3000;
export const FIRST_LOOK_CHARS = 64 * 1024;

const WHITE_SPACE = /\s/;

/** The source's expressions, each compiled on first use. */
type ExpressionName = "triggerWords" | "triggerNumbers" | "triggerTail" | "surahNumber" | "asciiKeys";

/** A text this short has its words read one by one for key words (#holdsQuotationKey). */
const WORD_BY_WORD_CHARS = 1024;

export class FirstLook {
  readonly #source: FirstLookSource;
  readonly #expressions = new Map<ExpressionName, RegExp>();
  /** The key words' hashes and the Han pairs, made on first need (the fold table adopted then). */
  #keyTables: { keys: ReadonlySet<number>; hanPairs: ReadonlySet<number> } | undefined;

  constructor(source: FirstLookSource) {
    this.#source = source;
  }

  /**
   * False only when `text` holds no trigger hit and no quotation's key word (every quotation that
   * counts holds one: quotations/probe.ts), and, if it holds a digit, `page` (when given) names no
   * covered sūrah. Then main.js's probe would say no too.
   */
  textMayHoldReference(text: string, page?: PageInfo): boolean {
    if (this.#test("triggerWords", text) || this.#holdsQuotationKey(text)) return true;
    // Every other trigger hit begins with a digit.
    if (!DIGIT.test(text)) return false;
    return this.#hasNumberHit(text) || (page !== undefined && this.pageMayNameSurah(page));
  }

  /**
   * Whether the title, heading or address may name a covered sūrah (page-context.ts reads a sūrah
   * only from its name or its number): then a verse label, a number alone, may be a reference.
   */
  pageMayNameSurah(page: PageInfo): boolean {
    // The address from its path on: a port or a host may hold any number.
    const path = page.url?.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, "") ?? "";
    const parts = `${page.title ?? ""}\n${page.heading ?? ""}\n${path}`;
    return this.#test("surahNumber", parts) || this.#test("triggerWords", parts);
  }

  /**
   * False only when `root` is a frame within FIRST_LOOK_ELEMENTS and FIRST_LOOK_CHARS whose
   * links and text cannot hold a reference on `page`; true for any larger one.
   */
  mayHoldReference(root: Element, page: () => PageInfo): boolean {
    if (root.getElementsByTagName("*").item(FIRST_LOOK_ELEMENTS) !== null) return true;
    if (root.querySelector(this.#source.verseLinkSelector)) return true;
    // One native read, not a walk: a walk makes a wrapper for every node it passes in the
    // extension's world. Script and style text is read too, which can only say yes more often.
    const text = root.textContent ?? "";
    return text.length > FIRST_LOOK_CHARS || this.textMayHoldReference(text, page());
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
    const { asciiKeys, keyHashes, hanPairs, folds } = this.#source;
    if (keyHashes === null) return false;
    // A few words are read one by one; a longer text's words of plain ASCII by one expression,
    // whose compiling costs more than reading a short text.
    const everyWord = text.length <= WORD_BY_WORD_CHARS || asciiKeys === null;
    if (!everyWord && this.#test("asciiKeys", text)) return true;
    if (!this.#keyTables) {
      if (folds !== null) adoptBuiltFolds(foldsFromScript(folds));
      this.#keyTables = { keys: new Set(keyHashes), hanPairs: hanPairSet(hanPairs ?? "") };
    }
    const { keys, hanPairs: pairs } = this.#keyTables;
    return wordsHoldKey(text, keys, pairs, everyWord ? ANY_LETTER : PAST_ASCII);
  }

  /** Made on first use: compiling is most of what an expression costs a frame. */
  #expression(name: ExpressionName): RegExp {
    let expression = this.#expressions.get(name);
    if (!expression) {
      expression = new RegExp(...(this.#source[name] as [string, string]));
      this.#expressions.set(name, expression);
    }
    return expression;
  }

  #test(name: ExpressionName, text: string): boolean {
    const expression = this.#expression(name);
    expression.lastIndex = 0;
    return expression.test(text);
  }
}
