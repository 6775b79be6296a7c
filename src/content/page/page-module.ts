/**
 * The page's Badr Lens, built as page.js (an ES module listed in web_accessible_resources) and
 * imported by main.js once its frame has something to do: a page the gate (page-gate.ts) found
 * may hold a reference, or a look-up. Every other frame runs only content.js (blank, ad and
 * tracking frames, until text arrives) or, where there is text, main.js's start-up and quick
 * check; never the scanner, the detector's stages or the highlighter (ADR 006). main.ts is the
 * other side.
 */
import filterTables from "virtual:badr-lens-block-filter";
import targets from "virtual:badr-lens-targets";

export { Annotator } from "./annotator.ts";
export { snippetAround } from "./snippet.ts";
export { filterTables, targets };
