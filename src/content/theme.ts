/**
 * Judges whether the page is light or dark from its computed background, for the popover theme.
 * The background that counts is the one behind the reference: the first opaque background among
 * its ancestors (a dark article on a light body, a light card on a dark site), then <body>, then
 * <html>. A transparent canvas shows the browser's own background, which follows color-scheme.
 */
export function pageTheme(doc: Document, near?: Element): "light" | "dark" {
  const win = doc.defaultView;
  if (!win) return "light";
  const chain: Element[] = [];
  for (let el: Element | null = near ?? null; el; el = parentAcrossShadow(el)) chain.push(el);
  for (const element of [...chain, doc.body, doc.documentElement]) {
    if (!element) continue;
    const rgb = parseColor(win.getComputedStyle(element).backgroundColor);
    if (rgb && rgb[3] > 0.5) return luminance(rgb) < 0.4 ? "dark" : "light";
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

function parseColor(value: string): [number, number, number, number] | undefined {
  const m = /rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:[,/ ]+([\d.]+%?))?\)/.exec(value);
  if (!m) return undefined;
  const alphaText = m[4];
  const alpha =
    alphaText === undefined
      ? 1
      : alphaText.endsWith("%")
        ? Number.parseFloat(alphaText) / 100
        : Number(alphaText);
  return [Number(m[1]), Number(m[2]), Number(m[3]), alpha];
}

function luminance([r, g, b]: [number, number, number, number]): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
