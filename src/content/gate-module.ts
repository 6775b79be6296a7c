/**
 * The page gate, built as gate.js (an ES module listed in web_accessible_resources) and imported
 * by content.js in a frame that has text where Badr Lens is on: the quick check's tables and code
 * (page-gate.ts). A module, not part of content.js, because the browser keeps compiled code for
 * the extension's modules between pages, and never for a content script (ADR 006).
 */
import probeSource from "virtual:badr-lens-probe";
import { PageProbe } from "./page-probe.ts";

export { PageGate } from "./page-gate.ts";

export function createProbe(): PageProbe {
  return new PageProbe(probeSource);
}
