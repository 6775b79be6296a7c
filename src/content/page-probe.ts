/**
 * The quick check's expressions and tables, as the build made them from the detector
 * (probe-source.ts): the trigger, its end test, the vocabulary, the verse-link selector and the
 * quotation probe. gate.js carries them, and content.js builds one PageProbe when it loads gate.js;
 * the page gate (page-gate.ts) asks it first, and the annotator's LazyDetector answers with the
 * same one, so page.js holds no second copy of the tables.
 */
import type { Detector, PageInfo } from "../core/detect/index.ts";
import { QuotationProbe } from "../core/detect/quotations/probe.ts";
import { tailHit } from "../core/detect/trigger.ts";
import type { ProbeSource } from "./probe-source.ts";

/** What the quick check asks: a PageProbe in the extension, a full detector in tests and the CLI. */
export type Probe = Pick<
  Detector,
  | "trigger"
  | "triggerTail"
  | "vocabulary"
  | "verseLinkSelector"
  | "quotationProbe"
  | "mightContainReference"
  | "mightHaveVocabulary"
  | "mightContainQuotation"
  | "mightBeQuranPage"
>;

/** Names in a page's address that make it worth a closer look (the detector's pageSurah decides). */
const QURAN_ADDRESS = /[/?&=_-](?:surah|sura|soorah|quran|koran|chapter)/i;

export class PageProbe implements Probe {
  readonly trigger: RegExp;
  readonly triggerTail: RegExp;
  readonly vocabulary: RegExp;
  readonly verseLinkSelector: string;
  readonly quotationProbe: ProbeSource["quotations"];
  readonly #quotes: QuotationProbe | null;

  constructor(source: ProbeSource) {
    this.trigger = new RegExp(source.trigger[0], source.trigger[1]);
    this.triggerTail = new RegExp(source.triggerTail[0], source.triggerTail[1]);
    this.vocabulary = new RegExp(source.vocabulary[0], source.vocabulary[1]);
    this.verseLinkSelector = source.verseLinkSelector;
    this.quotationProbe = source.quotations;
    this.#quotes = source.quotations ? new QuotationProbe(source.quotations) : null;
  }

  mightContainReference(text: string): boolean {
    this.trigger.lastIndex = 0;
    return (
      this.trigger.test(text) || tailHit(this.triggerTail, text) >= 0 || this.mightContainQuotation(text)
    );
  }

  mightHaveVocabulary(text: string): boolean {
    return this.vocabulary.test(text) || this.mightContainQuotation(text);
  }

  mightContainQuotation(text: string): boolean {
    return this.#quotes?.test(text) === true;
  }

  /**
   * Whether a page's title, heading or address may name a sūrah: loose, on raw text (the loaded
   * detector decides, pageSurah). A page that may is scanned even if its text says nothing.
   */
  mightBeQuranPage(page: PageInfo): boolean {
    const words = `${page.title ?? ""}\n${page.heading ?? ""}\n${page.url ?? ""}`;
    return this.mightHaveVocabulary(words) || QURAN_ADDRESS.test(words);
  }
}
