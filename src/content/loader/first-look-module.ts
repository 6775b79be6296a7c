/**
 * The first look as a module of its own, first-look.js, in the extension's package and in the
 * embed's folder: the look (first-look.ts) and its tables, loaded by content.js (or the embed's
 * loader) once a frame's text passes the screen (screen.ts). A frame whose text does not (an empty
 * ad frame, a widget that says "hi") never compiles the tables nor their expressions; and in a
 * frame whose text does, the module is compiled where the browser compiles modules, off the page's
 * main thread where it can, not as part of the content script (ADR 017).
 */
import firstLookSource from "virtual:badr-lens-first-look";
import { readPageInfo } from "../common/page-context.ts";
import { FirstLook } from "./first-look.ts";
import { whenTextArrives } from "./first-text.ts";

const firstLook = new FirstLook(firstLookSource);

/** Calls `start` once the document has text that may hold a reference; returns a stop. */
export function whenReferenceMayArrive(doc: Document, start: () => void): () => void {
  return whenTextArrives(doc, start, (root, text) =>
    firstLook.mayHoldReference(root, text, () => readPageInfo(doc)),
  );
}
