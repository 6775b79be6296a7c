/**
 * The embed's popover module, built as popover.js in dist/embed: the extension's box and hover
 * intent (src/content/popover), with the view drawn in the page (inline-link.ts) rather than in
 * an extension frame. lazy-popover.ts loads it as it loads the extension's.
 */
import { PopoverHost, type PopoverHostCallbacks } from "../content/popover/popover-host.ts";
import { InlineLink } from "./inline-link.ts";

export { HoverIntent } from "../content/popover/hover-intent.ts";

export function createPopoverHost(doc: Document, callbacks: PopoverHostCallbacks): PopoverHost {
  return new PopoverHost(
    doc,
    callbacks,
    (d, title, onMessage, onReady) => new InlineLink(d, title, onMessage, onReady),
  );
}
