/**
 * The attribute the embed (src/embed) puts on <html> while it runs on a page. The extension's
 * content script stands down where it is (src/content/loader/embed-presence.ts): one set of marks
 * and one popover on a page, and the site's (docs/EMBED.md says why).
 */
export const EMBED_MARKER = "data-badr-lens-embed";
