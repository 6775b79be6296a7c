/**
 * The content script's detector before and after its module (detector-module.ts) is loaded. The
 * probe (page-probe.ts: the trigger, vocabulary and quotation tables main.js carries) answers
 * at once; `find` and `targetsForUrl` need the module: a job calls `load()` first (the scheduler
 * waits for it).
 */
import type { Target } from "../../core/dataset/types.ts";
import type { BlockContext, Detector, PageInfo, Reference } from "../../core/detect/index.ts";
import type { WorkStats } from "../../core/detect/work.ts";
import { importOwnModule, loadOnce } from "../common/load-once.ts";
import type { PageProbe } from "../gate/page-probe.ts";

export const DETECTOR_MODULE_FILE = "detector.js";

type DetectorModule = typeof import("../detector/detector-module.ts");

export class LazyDetector implements Detector {
  readonly trigger: RegExp;
  readonly triggerTail: RegExp;
  readonly vocabulary: RegExp;
  readonly verseLinkSelector: string;
  readonly quotationProbe: PageProbe["quotationProbe"];
  readonly #probe: PageProbe;
  #full: Detector | undefined;
  readonly #covered: readonly Target[];
  readonly #loadModule: () => Promise<DetectorModule>;

  constructor(
    covered: readonly Target[],
    probe: PageProbe,
    /** Test seam: where the module comes from. */
    load: () => Promise<DetectorModule> = () => importOwnModule<DetectorModule>(DETECTOR_MODULE_FILE),
  ) {
    this.#covered = covered;
    this.#probe = probe;
    this.trigger = probe.trigger;
    this.triggerTail = probe.triggerTail;
    this.vocabulary = probe.vocabulary;
    this.verseLinkSelector = probe.verseLinkSelector;
    this.quotationProbe = probe.quotationProbe;
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
    return this.#probe.mightContainReference(text);
  }

  mightHaveVocabulary(text: string): boolean {
    return this.#probe.mightHaveVocabulary(text);
  }

  mightContainQuotation(text: string): boolean {
    return this.#probe.mightContainQuotation(text);
  }

  mightBeQuranPage(page: PageInfo): boolean {
    return this.#probe.mightBeQuranPage(page);
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
