/**
 * Targets are either verse keys ("8:67") or event ids ("badr"). These helpers are shared by the
 * validator, the lookup and the build, so that all three agree on what a well-formed target is and
 * on the order targets are listed in.
 */
import type { Surah, Target } from "./types.ts";

export interface VerseRef {
  surah: number;
  ayah: number;
}

/** Any "digits:digits" string. Whether the verse exists is a separate question (see verseProblem). */
const VERSE_KEY_SHAPE = /^(\d+):(\d+)$/;

/**
 * Event and entry ids: lower-case words joined by single hyphens. Kept narrow because ids end up in
 * file names, `data-targets` attributes and URLs, and an id that differs only by case or spacing
 * from another would be a silent duplicate.
 */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True for anything shaped like a verse key, including ones that do not exist (8:76) or are not canonical (08:9). */
export function looksLikeVerseKey(target: string): boolean {
  return VERSE_KEY_SHAPE.test(target);
}

/** Parses a verse key without checking that the verse exists; undefined if it is not "S:V". */
export function parseVerseKey(key: string): VerseRef | undefined {
  const match = VERSE_KEY_SHAPE.exec(key);
  if (!match) return undefined;
  return { surah: Number(match[1]), ayah: Number(match[2]) };
}

export function verseKey(ref: VerseRef): string {
  return `${ref.surah}:${ref.ayah}`;
}

/**
 * Why `key` is not a verse of the Quran, or undefined if it is. Leading zeros are refused because
 * the detector and the popover compare keys as strings: "08:9" would never match "8:9".
 */
export function verseProblem(key: string, surahs: readonly Surah[]): string | undefined {
  const ref = parseVerseKey(key);
  if (!ref) return `"${key}" is not a verse key (expected "sūrah:verse", e.g. "8:9")`;
  if (verseKey(ref) !== key) return `verse key "${key}" has leading zeros; write "${verseKey(ref)}"`;
  const surah = surahs.find((s) => s.number === ref.surah);
  if (!surah) {
    return `verse ${key} does not exist (sūrah ${ref.surah} does not exist; the Quran has ${surahs.length} sūrahs)`;
  }
  if (ref.ayah === 0) return `verse ${key} does not exist (verses are numbered from 1)`;
  if (ref.ayah > surah.verses) {
    return `verse ${key} does not exist (${surah.transliteration} has ${surah.verses} verses)`;
  }
  return undefined;
}

/**
 * The one order targets are listed in: verses first, by sūrah then verse number (so 8:9 before 8:67,
 * which a string sort gets wrong), then event ids alphabetically. Requiring entries to list targets in
 * this order keeps diffs and generated labels stable.
 */
export function compareTargets(a: Target, b: Target): number {
  const va = parseVerseKey(a);
  const vb = parseVerseKey(b);
  if (va && vb) return va.surah - vb.surah || va.ayah - vb.ayah;
  if (va) return -1;
  if (vb) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function sortTargets(targets: Iterable<Target>): Target[] {
  return [...new Set(targets)].sort(compareTargets);
}
