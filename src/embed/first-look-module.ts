/**
 * The embed's first look, built as first-look.js in dist/embed: the extension's content.js look at
 * a frame (content/loader/first-text.ts, first-look.ts) before main.js loads. Too large for the
 * loader's gzip budget with its tables, so the loader imports it, and main.js only once it says
 * the page may hold a reference: on a page with none, main.js is never loaded.
 */
import firstLookSource from "virtual:badr-lens-first-look";
import { readPageInfo } from "../content/common/page-context.ts";
import { FirstLook } from "../content/loader/first-look.ts";
import { whenTextArrives } from "../content/loader/first-text.ts";

const firstLook = new FirstLook(firstLookSource);

/** Calls `start` once the document has text that may hold a reference; returns a stop. */
export function whenReferenceMayArrive(doc: Document, start: () => void): () => void {
  return whenTextArrives(doc, start, (root, text) =>
    firstLook.mayHoldReference(root, text, () => readPageInfo(doc)),
  );
}
