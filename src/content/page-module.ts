/**
 * The page's Badr Lens, built as page.js (an ES module listed in web_accessible_resources) and
 * imported by content.js once its frame has something to do: a top frame where Badr Lens is on, a
 * frame once text arrives in it, a look-up. Frames with no text (blank, ad and tracking frames,
 * several on many pages) then compile and run only content.js's start-up, not the scanner, the
 * probe's tables and the highlighter (ADR 006). index.ts is the other side.
 */
import targets from "virtual:badr-lens-targets";

export { Annotator } from "./annotator.ts";
export { snippetAround } from "./snippet.ts";
export { targets };
