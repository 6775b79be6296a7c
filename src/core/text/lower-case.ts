/**
 * Text lower-cased for the probes' expressions, which are written in lower case and compiled
 * without the "i" flag (probe/shipped.ts forLowerCasedText): in Chromium the flag made compiling
 * and running each of them about twice as costly. Each unit stays where it was, so that offsets
 * found in the lower-cased text hold in the original: İ (U+0130), the one character whose lower
 * case is two units long (i and a combining dot), becomes a plain i.
 */
export function lowerCased(text: string): string {
  const lower = text.toLowerCase();
  return lower.length === text.length ? lower : text.replace(/\u0130/g, "i").toLowerCase();
}
