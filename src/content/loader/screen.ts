/**
 * The screen every frame's text passes before the first look's module (first-look.js) is loaded:
 * what content.js, and the embed's loader, can say with no table and no expression worth
 * compiling. It turns down only a text that is plain ASCII with no digit and fewer than
 * SCREEN_LETTERS letters ("hi", "OK", an ad's "Ad"), in a frame with no verse link: every
 * reference the detector finds in plain ASCII without a digit holds at least that many letters
 * (its names, "Badr", "bad'r", "Anfal"; a Roman numeral, "viii"; a quotation's words), which
 * tests/unit/content/screen.test.ts checks against the detector. Every other text goes on to the
 * first look, which reads it as before (ADR 017).
 */

/** The fewest letters of a reference in plain ASCII with no digit. */
export const SCREEN_LETTERS = 4;

/**
 * False only when `text` cannot hold a reference by the rule above; true for a text past ASCII or
 * with a digit. A loop, not an expression: in a frame that has just started, compiling even a
 * small expression cost more than reading "hi" unit by unit, and a longer text is let by at its
 * fourth letter.
 */
export function textMayHoldReference(text: string): boolean {
  let letters = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80 || (c >= 0x30 && c <= 0x39)) return true;
    if (((c | 0x20) - 0x61) >>> 0 < 26 && ++letters >= SCREEN_LETTERS) return true;
  }
  return false;
}

/**
 * False only when `root`'s `text` (all of it; undefined for a frame too large to read at once,
 * first-text.ts smallFrameText) cannot hold a reference and `root` holds no link that
 * `verseLinkSelector` matches (a verse link counts whatever its text).
 */
export function frameMayHoldReference(
  root: Element,
  text: string | undefined,
  verseLinkSelector: string,
): boolean {
  return text === undefined || textMayHoldReference(text) || root.querySelector(verseLinkSelector) !== null;
}
