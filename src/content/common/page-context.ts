/**
 * The page's context as the detector reads it (src/core/detect/page-context.ts): its title, the
 * text of its first <h1> and its address. Cheap: one query, read when a scan job starts, so a
 * single-page app that changes its title is read anew at its next scan.
 */
import type { PageInfo } from "../../core/detect/index.ts";

/** Headings longer than this are not a sūrah's name; the rest is not read. */
const HEADING_CHARS = 300;

export function readPageInfo(doc: Document): PageInfo {
  const h1 = doc.querySelector("h1");
  return {
    title: doc.title,
    heading: h1?.textContent?.trim().slice(0, HEADING_CHARS) ?? "",
    // The document's address, which history.pushState moves as it moves `location`; the window's
    // `location` object would be made for this one read in a frame that has not needed it yet.
    url: doc.URL,
  };
}
