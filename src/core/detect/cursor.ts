/**
 * Sticky expressions applied at a cursor. Every step of the parser goes through these two, so no
 * caller sets `lastIndex` by hand, and no expression can run on past where it was asked to start.
 */

/** Matches sticky `re` exactly at `p`; the match or null. `re.lastIndex` is then its end. */
export function at(re: RegExp, s: string, p: number): RegExpExecArray | null {
  re.lastIndex = p;
  return re.exec(s);
}

/** Where the cursor is after `re` at `p`: past its match, or still `p` when it does not match. */
export function skip(re: RegExp, s: string, p: number): number {
  re.lastIndex = p;
  return re.exec(s) ? re.lastIndex : p;
}

/** Length of what sticky `re` matches at `p` (for a look-behind, its group 1), or -1. */
export function lengthAt(re: RegExp, s: string, p: number): number {
  const m = at(re, s, p);
  return m ? (m[1] ?? m[0]).length : -1;
}
