/** Judges whether the page is light or dark from its computed background, for the popover theme. */
export function pageTheme(doc: Document): "light" | "dark" {
  const win = doc.defaultView;
  if (!win) return "light";
  for (const element of [doc.body, doc.documentElement]) {
    if (!element) continue;
    const rgb = parseColor(win.getComputedStyle(element).backgroundColor);
    if (rgb && rgb[3] > 0.5) return luminance(rgb) < 0.4 ? "dark" : "light";
  }
  // A transparent canvas shows the browser's own background, which follows color-scheme.
  return win.matchMedia?.("(prefers-color-scheme: dark)").matches &&
    win.getComputedStyle(doc.documentElement).colorScheme.includes("dark")
    ? "dark"
    : "light";
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
