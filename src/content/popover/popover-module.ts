/**
 * The popover's module, built as popover.js (an ES module listed in web_accessible_resources) and
 * imported by the content script the first time a reference is hovered or opened: the box that
 * holds the popover's frame, and hover intent. What the popover shows (Preact, the components,
 * the dataset's text, the verse font) loads in that frame, an extension page, never in the page
 * (ADR 014). lazy-popover.ts is the other side.
 */
import { FrameLink } from "./frame-link.ts";
import { PopoverHost, type PopoverHostCallbacks } from "./popover-host.ts";

export { HoverIntent } from "./hover-intent.ts";

export function createPopoverHost(doc: Document, callbacks: PopoverHostCallbacks): PopoverHost {
  return new PopoverHost(
    doc,
    callbacks,
    (d, title, onMessage, onReady) => new FrameLink(d, title, onMessage, onReady),
  );
}
