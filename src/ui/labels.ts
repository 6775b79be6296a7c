/** Display labels for targets, e.g. ["8:67","8:68","8:69"] → "Al-Anfal 8:67–69". Pure. */
import { ayahRanges, versesBySurah } from "../core/dataset/lookup.ts";
import type { Verse } from "../core/dataset/types.ts";
import { type Translate, translator } from "../shared/i18n.ts";

/** Groups verse keys into runs of consecutive verses of one sūrah: "8:9", "8:67–69". */
export function verseRuns(keys: readonly string[]): string[] {
  return [...versesBySurah(keys)].flatMap(([surah, ayahs]) => ayahRanges(ayahs).map((r) => `${surah}:${r}`));
}

/**
 * "Al-Anfal 8:67–69", or "" when there is no verse key. The sūrah's name comes with the verses the
 * build extracted; without them the label says "Quran 8:67–69".
 */
export function versesLabel(keys: readonly string[], verses: Readonly<Record<string, Verse>> = {}): string {
  const runs = verseRuns(keys);
  if (runs.length === 0) return "";
  const name = keys.map((k) => verses[k]?.surah).find((n) => n !== undefined) ?? "Quran";
  return `${name} ${runs.join(", ")}`;
}

/** What the popover says for each notice (see OpenOptions.notice in src/content/popover/popover-host.ts). */
const NOTICE_KEYS = {
  "wrapped-to-first": "popoverNoticeWrappedFirst",
  "wrapped-to-last": "popoverNoticeWrappedLast",
  "nothing-found": "popoverNoticeNothingFound",
} as const;

/** How the popover was reached, when it has something to say about it (OpenOptions.notice). */
export type PopoverNotice = keyof typeof NOTICE_KEYS;

/** What the popover says about how it was reached, in the interface language (English by default). */
export function noticeText(notice: PopoverNotice, t: Translate = translator("en")): string {
  return t(NOTICE_KEYS[notice]);
}

/** quran.com address for a run such as "8:67–69". */
export function quranComUrl(run: string): string {
  return `https://quran.com/${run.replace("–", "-")}`;
}

/**
 * Titles carry their verses in brackets, "The captives of Badr (al-Anfāl 8:67–69)"; the heading
 * leads with them, "Al-Anfāl 8:67–69 · The captives of Badr", keeping the dataset's spelling (with
 * its macrons) and falling back to the sūrah table when a title names no verse.
 */
export function entryHeading(
  title: string,
  targets: readonly string[],
  verses: Readonly<Record<string, Verse>> = {},
): string {
  const m = /^(.*?)\s*\(([^()]*\d+:\d+[^()]*)\)\s*$/.exec(title);
  if (m?.[1] && m[2]) return `${m[2].charAt(0).toUpperCase()}${m[2].slice(1)} · ${m[1]}`;
  const label = versesLabel(targets, verses);
  return label ? `${label} · ${title}` : title;
}

/** The title without its bracketed verses, for tabs and related links. */
export function shortTitle(title: string): string {
  return title.replace(/\s*\([^()]*\d+:\d+[^()]*\)\s*$/, "") || title;
}

/** Arabic-Indic digits for the āyah marker: "67" → "٦٧". */
export function toArabicDigits(digits: string): string {
  return digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
}
