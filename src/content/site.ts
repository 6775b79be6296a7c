/**
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
