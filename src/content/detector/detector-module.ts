/**
 * The detector's module, built as detector.js (an ES module listed in web_accessible_resources)
 * and imported by the content script when a page first needs it: when the probe finds the page
 * may hold a reference, or a look-up asks. The grammar, its parsers and their tables then cost
 * nothing on the pages (most of them) where the probe finds nothing. lazy-detector.ts is the
 * other side.
 */
import grammar from "virtual:badr-lens-grammar";
import quotations from "virtual:badr-lens-quotations";
import type { Target } from "../../core/dataset/types.ts";
import { createDetector, type Detector } from "../../core/detect/index.ts";

export function createPageDetector(covered: readonly Target[]): Detector {
  return createDetector(grammar, covered, { quotations });
}
