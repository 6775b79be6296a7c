/**
 * Text taken from a page and shown elsewhere (the toolbar popup, a copied citation) is the page's
 * to choose, so it is shown as plain, bounded text: bidi controls removed (a U+202E in a page
 * would otherwise reorder "Quran 8:67" into "Quran76:8" around it), other control characters and
 * runs of white space folded to one space, and the length capped (a 20,000-character link text
 * must not make the popup 190,000 px wide). Callers still isolate it in <bdi> so that its
 * direction does not leak into what surrounds it.
 */

/** ALM, LRM, RLM, the embeddings and overrides, and the isolates. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** C0 and C1 controls (tabs and newlines included) and the line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROLS_AND_SPACE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\s]+/g;

export const DISPLAY_TEXT_MAX = 80;

export function displayText(text: string, max = DISPLAY_TEXT_MAX): string {
  const clean = text.replace(BIDI_CONTROLS, "").replace(CONTROLS_AND_SPACE, " ").trim();
  // Counted in code points, so a cut never splits a surrogate pair.
  const points = Array.from(clean);
  if (points.length <= max) return clean;
  return `${points
    .slice(0, max - 1)
    .join("")
    .trimEnd()}…`;
}
