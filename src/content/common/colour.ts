/**
 * Colours as computed style gives them, for the content script's judgements about the page: whether
 * it is light or dark behind a reference (theme.ts), and whether a text stands out from its
 * background (seen.ts).
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** `rgb(…)` and `rgba(…)` as computed style gives them; undefined for anything else (color(), oklch()). */
export function parseColor(value: string): Rgba | undefined {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(
    value.trim(),
  );
  if (!match) return value.trim() === "transparent" ? { r: 0, g: 0, b: 0, a: 0 } : undefined;
  const alpha = match[4];
  const a = alpha === undefined ? 1 : alpha.endsWith("%") ? Number.parseFloat(alpha) / 100 : Number(alpha);
  return { r: Number(match[1]), g: Number(match[2]), b: Number(match[3]), a };
}

/** `top` painted over the opaque `under`. */
export function blend(top: Rgba, under: Rgba): Rgba {
  const mix = (x: number, y: number) => x * top.a + y * (1 - top.a);
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b), a: 1 };
}

/** WCAG 2's contrast ratio of two opaque colours. */
export function contrastRatio(x: Rgba, y: Rgba): number {
  const [lighter, darker] = [relativeLuminance(x), relativeLuminance(y)].sort((p, q) => q - p) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG 2's relative luminance, 0 (black) to 1 (white). */
function relativeLuminance({ r, g, b }: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
