/**
 * `badr-lens/detect`: the extension's detector with its bundled tables, for Node and for bundlers
 * (built to dist/package/detect.js; its types are detect-api.d.ts). Pure: no DOM, no file read,
 * nothing fetched. The records are the scan command's, without `file`.
 */
import grammar from "virtual:badr-lens-grammar";
import quotations from "virtual:badr-lens-quotations";
import targets from "virtual:badr-lens-targets";
import { createDetector, type Detector } from "../core/detect/index.ts";
import type * as Api from "./detect-api.d.ts";

let detector: Detector | undefined;

export const coveredTargets: typeof Api.coveredTargets = Object.freeze([...targets]);

export const findReferences: typeof Api.findReferences = (text, options = {}) => {
  if (typeof text !== "string") throw new TypeError("findReferences: the text must be a string");
  detector ??= createDetector(grammar, targets, { quotations });
  const found = detector.find(text, options.url === undefined ? undefined : { page: { url: options.url } });
  return found.map((r) => ({ start: r.start, end: r.end, text: r.text, targets: [...r.targets] }));
};
