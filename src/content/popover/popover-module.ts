/**
 * The popover's module, built as popover.js (an ES module listed in web_accessible_resources) and
 * imported by the content script the first time a reference is hovered or opened, so that Preact,
 * the components, their styles and the dataset's text cost nothing on the pages (most of them)
 * where no popover ever opens. lazy-popover.ts is the other side.
 */
import dataset from "virtual:badr-lens-dataset";
import translations from "virtual:badr-lens-translations";
import verseFont from "virtual:badr-lens-verse-font";
import { entriesInReadingOrder } from "../../core/dataset/lookup.ts";
import type { Target } from "../../core/dataset/types.ts";
import { PopoverHost, type ShownReference } from "./popover-host.tsx";
import { decodeVerseFont } from "./verse-font.ts";

export { HoverIntent } from "./hover-intent.ts";

const verseFontBytes = decodeVerseFont(verseFont);

/** The popover for `doc`, once it has read what the reader left open (storage.session). */
export async function createPopoverHost(doc: Document, onCloseRequest: () => void): Promise<PopoverHost> {
  const host = new PopoverHost(dataset, translations, doc, onCloseRequest, verseFontBytes);
  await host.recallOpenSections();
  return host;
}

/** What the popover shows for a reference: the dataset's entries for its targets, in tab order. */
export function resolveReference(targets: readonly Target[]): ShownReference {
  return { targets, entries: entriesInReadingOrder(dataset, targets) };
}
