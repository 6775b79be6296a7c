/**
 * The sites a frame answers to, for the per-site switches: its own, and the page's it is shown in
 * (the top frame's). A frame runs only where both are on (isActiveInFrame): switching a site off
 * silences its pages' frames, whoever serves them, and its own frames in any page; with "only on
 * sites I switch on", a third party's frame in an allowed page stays silent too. Chromium tells a
 * cross-origin frame its top frame's origin (`location.ancestorOrigins`); Firefox does not, and
 * there such a frame answers to its own site alone.
 *
 * The site a frame belongs to, for the per-site switch. about:blank, about:srcdoc and blob: frames
 * have no host of their own but inherit their creator's origin, so they follow the site they are
 * part of; a sandboxed frame (opaque origin) follows its top frame where that is readable.
 */
export function siteOf(win: Window): string {
  if (win.location.hostname) return win.location.hostname;
  const fromOrigin = hostOfOrigin(win.origin);
  if (fromOrigin) return fromOrigin;
  // Chromium lists the ancestors' origins even for opaque frames; Firefox does not have the list.
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) {
    const top = hostOfOrigin(ancestors[ancestors.length - 1] ?? "");
    if (top) return top;
  }
  try {
    return win.top?.location.hostname ?? "";
  } catch {
    return ""; // a cross-origin top frame: nothing more can be known from here
  }
}

function hostOfOrigin(origin: string): string {
  if (!origin || origin === "null") return "";
  try {
    return new URL(origin).hostname;
  } catch {
    return "";
  }
}

/** The top frame's site, or undefined where this frame cannot know it (a cross-origin frame in Firefox). */
export function topSiteOf(win: Window): string | undefined {
  if (win === win.top) return siteOf(win);
  try {
    const host = win.top?.location.hostname;
    if (host) return host;
  } catch {
    // Cross-origin: the ancestors' origins below, where the browser gives them.
  }
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0)
    return hostOfOrigin(ancestors[ancestors.length - 1] ?? "") || undefined;
  return undefined;
}
