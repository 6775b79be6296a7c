/**
 * The content script's detector before and after its module (detector-module.ts) is loaded: a
 * job calls `load()` first (the scheduler waits for it), then asks what the scanner and the
 * look-up ask. The probe that runs before it (core/detect/probe/) is main.js's, not this one's.
 */
import type { Target } from "../../core/dataset/types.ts";
import type { BlockContext, Detector, Reference } from "../../core/detect/index.ts";
import { importOwnModule, loadOnce } from "../common/load-once.ts";

export const DETECTOR_MODULE_FILE = "detector.js";

type DetectorModule = typeof import("../detector/detector-module.ts");

export class LazyDetector implements Detector {
  #full: Detector | undefined;
  readonly #covered: readonly Target[];
  readonly #loadModule: () => Promise<DetectorModule>;

  constructor(
    covered: readonly Target[],
    /** Test seam: where the module comes from. */
    load: () => Promise<DetectorModule> = () => importOwnModule<DetectorModule>(DETECTOR_MODULE_FILE),
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

  // The work counts and slice length of Detector's find and steps are for tests of the detector.
  find(text: string, context?: BlockContext): Reference[] {
    return this.#loadedDetector().find(text, context);
  }

  steps(text: string, context?: BlockContext): Generator<void, Reference[]> {
    return this.#loadedDetector().steps(text, context);
  }

  targetsForUrl(url: string): Target[] {
    return this.#loadedDetector().targetsForUrl(url);
  }

  #loadedDetector(): Detector {
    if (!this.#full) throw new Error("Badr Lens: the detector is used before it is loaded");
    return this.#full;
  }
}
