/**
 * The content script's detector before and after its module (detector-module.ts) is loaded. The
 * probe (the trigger and vocabulary expressions, and the verse-link selector) is built into
 * page.js at build time and answers at once, so most pages never load the rest; `find` and
 * `targetsForUrl` need the module: a job calls `load()` first (the scheduler waits for it).
 */
import probe from "virtual:badr-lens-probe";
import type { Target } from "../core/dataset/types.ts";
import type { BlockContext, Detector, PageInfo, Reference } from "../core/detect/index.ts";
import { QuotationProbe } from "../core/detect/quotations/probe.ts";
import { tailHit } from "../core/detect/trigger.ts";
import type { WorkStats } from "../core/detect/work.ts";
import { platform } from "../shared/platform.ts";
import { loadOnce } from "./load-once.ts";

export const DETECTOR_MODULE_FILE = "detector.js";

type DetectorModule = typeof import("./detector-module.ts");

export class LazyDetector implements Detector {
  readonly trigger = new RegExp(probe.trigger[0], probe.trigger[1]);
  readonly triggerTail = new RegExp(probe.triggerTail[0], probe.triggerTail[1]);
  readonly vocabulary = new RegExp(probe.vocabulary[0], probe.vocabulary[1]);
  readonly verseLinkSelector = probe.verseLinkSelector;
  readonly quotationProbe = probe.quotations;
  readonly #quotes = probe.quotations ? new QuotationProbe(probe.quotations) : null;
  #full: Detector | undefined;
  readonly #covered: readonly Target[];
  readonly #loadModule: () => Promise<DetectorModule>;

  constructor(
    covered: readonly Target[],
    /** Test seam: where the module comes from. */
    load: () => Promise<DetectorModule> = () =>
      import(/* @vite-ignore */ platform.resourceUrl(DETECTOR_MODULE_FILE)) as Promise<DetectorModule>,
  ) {
    this.#covered = covered;
    this.#loadModule = loadOnce(load);
  }

  get loaded(): boolean {
    return this.#full !== undefined;
  }

  /** Loads the module once; a failed load (the extension went away) lets the next call try again. */
  load(): Promise<void> {
    return this.#loadModule().then((module) => {
      this.#full ??= module.createPageDetector(this.#covered);
    });
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
    return (
      this.mightHaveVocabulary(words) || /[/?&=_-](?:surah|sura|soorah|quran|koran|chapter)/i.test(words)
    );
  }

  pageSurah(page: PageInfo): number {
    return this.#loadedDetector().pageSurah(page);
  }

  find(text: string, context?: BlockContext, stats?: WorkStats): Reference[] {
    return this.#loadedDetector().find(text, context, stats);
  }

  steps(
    text: string,
    context?: BlockContext,
    stats?: WorkStats,
    slice?: number,
  ): Generator<void, Reference[]> {
    return this.#loadedDetector().steps(text, context, stats, slice);
  }

  targetsForUrl(url: string): Target[] {
    return this.#loadedDetector().targetsForUrl(url);
  }

  #loadedDetector(): Detector {
    if (!this.#full) throw new Error("Badr Lens: the detector is used before it is loaded");
    return this.#full;
  }
}
