/**
 * Judges whether the page is light or dark from its computed background, for the popover theme.
 * The background that counts is the one behind the reference: the first opaque background among
 * its ancestors (a dark article on a light body, a light card on a dark site), then <body>, then
 * <html>. A transparent canvas shows the browser's own background, which follows color-scheme.
 */
import { parseColor, type Rgba } from "../common/colour.ts";

export function pageTheme(doc: Document, near?: Element): "light" | "dark" {
  const win = doc.defaultView;
  if (!win) return "light";
  const chain: Element[] = [];
  for (let el: Element | null = near ?? null; el; el = parentAcrossShadow(el)) chain.push(el);
  for (const element of [...chain, doc.body, doc.documentElement]) {
    if (!element) continue;
    const rgb = parseColor(win.getComputedStyle(element).backgroundColor);
    if (rgb && rgb.a > 0.5) return lightness(rgb) < 0.4 ? "dark" : "light";
  }
  return win.matchMedia?.("(prefers-color-scheme: dark)").matches &&
    win.getComputedStyle(doc.documentElement).colorScheme.includes("dark")
    ? "dark"
    : "light";
}

/** The parent element, stepping out of a shadow root to its host. */
function parentAcrossShadow(el: Element): Element | null {
  if (el.parentElement) return el.parentElement;
  const root = el.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** A plain weighted lightness, 0 to 1: enough to call a background dark or light. */
function lightness({ r, g, b }: Rgba): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
