/**
 * Whether the site runs Badr Lens's embed on this page (src/embed): then the extension stands
 * down, so that the page has one set of marks and one popover (docs/EMBED.md). The embed marks
 * <html> while it runs; one observer of that one attribute hears it come and go.
 */
import { EMBED_MARKER } from "../../shared/embed-marker.ts";

export function embedRunsIn(doc: Document): boolean {
  return doc.documentElement.hasAttribute(EMBED_MARKER);
}

/** Calls `onChange` each time the embed starts or stops in `doc`; returns the unsubscribe function. */
export function watchEmbed(doc: Document, onChange: (running: boolean) => void): () => void {
  let running = embedRunsIn(doc);
  const observer = new MutationObserver(() => {
    if (embedRunsIn(doc) === running) return;
    running = !running;
    onChange(running);
  });
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: [EMBED_MARKER] });
  return () => observer.disconnect();
}
