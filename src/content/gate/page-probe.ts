/**
 * The quick check's expressions and tables, as the build made them from the detector
 * (probe-source.ts): the trigger, its end test, the vocabulary, the verse-link selector and the
 * quotation probe. main.js carries them and builds one PageProbe on first need (main.ts); the page
 * gate (page-gate.ts) asks it first, and the annotator's LazyDetector answers with the
 * same one, so page.js holds no second copy of the tables.
 */
import type { Detector, PageInfo } from "../../core/detect/index.ts";
import { QuotationProbe } from "../../core/detect/quotations/probe.ts";
import { tailHit } from "../../core/detect/trigger.ts";
import type { ProbeSource } from "../../node/probe-source.ts";

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

/**
 * Each expression is made on its first use, and the quotation probe's bit set too: a frame whose
 * page never shows text (a single-page app's empty shell, a page of images) makes none of them.
 */
export class PageProbe implements Probe {
  readonly verseLinkSelector: string;
  readonly quotationProbe: ProbeSource["quotations"];
  readonly #source: ProbeSource;
  #trigger: RegExp | undefined;
  #triggerTail: RegExp | undefined;
  #vocabulary: RegExp | undefined;
  #quotes: QuotationProbe | null | undefined;

  constructor(source: ProbeSource) {
    this.#source = source;
    this.verseLinkSelector = source.verseLinkSelector;
    this.quotationProbe = source.quotations;
  }

  get trigger(): RegExp {
    this.#trigger ??= new RegExp(...this.#source.trigger);
    return this.#trigger;
  }

  get triggerTail(): RegExp {
    this.#triggerTail ??= new RegExp(...this.#source.triggerTail);
    return this.#triggerTail;
  }

  get vocabulary(): RegExp {
    this.#vocabulary ??= new RegExp(...this.#source.vocabulary);
    return this.#vocabulary;
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
    const tables = this.#source.quotations;
    this.#quotes ??= tables ? new QuotationProbe(tables) : null;
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
