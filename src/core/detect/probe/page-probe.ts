/**
 * The probe's questions over the tables main.js carries (shipped.ts gateProbeTables): may a text
 * hold a reference, may a word in it make one count, may it quote a covered verse, may the page be
 * a Quran page. main.js builds one on first need; the page gate (src/content/gate/) asks it
 * before page.js or the detector loads, and tests and benchmarks build one from the tables a
 * detector is made with (tables.ts), so that both read the same.
 */
import { lowerCased } from "../../text/lower-case.ts";
import type { PageInfo } from "../page-context.ts";
import { QuotationProbe } from "../quotations/probe.ts";
import { RunProbe } from "../quotations/run-probe.ts";
import { tailHit } from "../trigger.ts";
import { expressionsOf } from "./expressions.ts";
import { mayBeQuranPage, mayNameCoveredSurah } from "./quran-page.ts";
import type { GateProbeTables } from "./shipped.ts";

/** What the page gate asks (src/content/gate/quick-check.ts, page-gate.ts). */
export interface Probe {
  /**
   * Global: its hits are what the vocabulary must be near (near-hits.ts). Like the two below, for
   * text lower-cased by lowerCased (core/text/lower-case.ts); the methods lower-case for themselves.
   */
  readonly trigger: RegExp;
  /** Sticky, for tailHit. */
  readonly triggerTail: RegExp;
  readonly vocabulary: RegExp;
  readonly verseLinkSelector: string;
  /** False only when `text` cannot contain a covered reference: the trigger, then the quotation probe. */
  mightContainReference(text: string): boolean;
  /**
   * False only when no reference in `text` can count, whatever its numbers: nothing in it names
   * the Quran, a sūrah, an āyah, tafsir or a covered sūrah, nor the covered events, and it quotes
   * no covered verse. A bare "8:9" counts only beside such a word (or a verse link). It errs
   * towards true.
   */
  mightHaveVocabulary(text: string): boolean;
  /**
   * False only when `text` holds no quotation that counts: a sampled pass for key words
   * (quotations/probe.ts), then a pass over its words for runs without one (run-probe.ts).
   */
  mightContainQuotation(text: string): boolean;
  /** Whether a page's title, heading or address may name a sūrah (quran-page.ts mayBeQuranPage). */
  mightBeQuranPage(page: PageInfo): boolean;
  /**
   * Whether they may name a covered sūrah, where a verse label alone counts (quran-page.ts
   * mayNameCoveredSurah): the narrower question, asked without the vocabulary.
   */
  mightNameCoveredSurah(page: PageInfo): boolean;
  /** Whether `text` has a hit of the trigger, at the end of the text too (tailHit). */
  hasTriggerHit(text: string): boolean;
}

/**
 * Each expression is made on its first use, and the quotation probe's bit set too: a frame whose
 * page never shows text (a single-page app's empty shell, a page of images) makes none of them.
 */
export class PageProbe implements Probe {
  readonly verseLinkSelector: string;
  readonly #expression: (name: "trigger" | "triggerTail" | "vocabulary" | "surahNumber") => RegExp;
  readonly #quotationTables: GateProbeTables["quotations"];
  #quotes: QuotationProbe | null | undefined;
  #runs: RunProbe | null | undefined;

  constructor(tables: GateProbeTables) {
    this.verseLinkSelector = tables.verseLinkSelector;
    this.#expression = expressionsOf<"trigger" | "triggerTail" | "vocabulary" | "surahNumber">(tables);
    this.#quotationTables = tables.quotations;
  }

  get trigger(): RegExp {
    return this.#expression("trigger");
  }

  get triggerTail(): RegExp {
    return this.#expression("triggerTail");
  }

  get vocabulary(): RegExp {
    return this.#expression("vocabulary");
  }

  mightContainReference(text: string): boolean {
    return this.hasTriggerHit(text) || this.mightContainQuotation(text);
  }

  hasTriggerHit(text: string): boolean {
    const trigger = this.trigger;
    const lower = lowerCased(text);
    trigger.lastIndex = 0;
    return trigger.test(lower) || tailHit(this.triggerTail, lower) >= 0;
  }

  mightHaveVocabulary(text: string): boolean {
    // A quotation counts with no word of the Quran near it.
    return this.vocabulary.test(lowerCased(text)) || this.mightContainQuotation(text);
  }

  mightContainQuotation(text: string): boolean {
    const tables = this.#quotationTables;
    this.#quotes ??= tables ? new QuotationProbe(tables) : null;
    if (this.#quotes?.test(text)) return true;
    this.#runs ??= tables?.runs?.length ? new RunProbe({ runs: tables.runs }) : null;
    return this.#runs?.test(text) === true;
  }

  mightBeQuranPage(page: PageInfo): boolean {
    return mayBeQuranPage(page, (words) => this.mightHaveVocabulary(words));
  }

  mightNameCoveredSurah(page: PageInfo): boolean {
    const number = this.#expression("surahNumber");
    return mayNameCoveredSurah(
      page,
      (text) => {
        number.lastIndex = 0;
        return number.test(text);
      },
      (text) => this.hasTriggerHit(text),
    );
  }
}
