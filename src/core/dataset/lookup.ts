/**
 * Questions the detector and the popover ask of a validated dataset. Pure, so the content script and
 * the `scan` CLI answer them the same way.
 */
import { compareTargets, parseVerseKey, sortTargets } from "./targets.ts";
import type { Dataset, Entry, Surah, Target } from "./types.ts";

/** Every target some entry serves, verses first in numeric order, then events. */
export function coveredTargets(dataset: Pick<Dataset, "entries">): Target[] {
  return sortTargets(dataset.entries.flatMap((e) => e.targets));
}

/**
 * The entries that serve any of `targets`, in dataset order. An entry that serves several of them
 * (8:67 and 8:68 both hit "anfal-8-67-69") is returned once, so a reference to "8:67–68" shows one
 * entry, not the same one twice.
 */
export function entriesFor(dataset: Pick<Dataset, "entries">, targets: readonly Target[]): Entry[] {
  const wanted = new Set(targets);
  return dataset.entries.filter((e) => e.targets.some((t) => wanted.has(t)));
}

export function entryById(dataset: Pick<Dataset, "entries">, id: string): Entry | undefined {
  return dataset.entries.find((e) => e.id === id);
}

/**
 * A human label for a set of verse keys, grouping consecutive verses of a sūrah into a range with an
 * en dash: ["8:67", "8:68", "8:69"] → "Al-Anfal 8:67–69"; ["8:9", "8:67", "8:68"] → "Al-Anfal 8:9, 67–68".
 * Several sūrahs are joined with "; ". Non-verse targets are ignored (events have their own titles).
 * `surahName` lets the UI choose the name shown; by default it is the transliteration from
 * data/quran/surahs.json, or "Sūrah N" if the sūrah is unknown.
 */
export function verseRangeLabel(
  keys: readonly Target[],
  surahs: readonly Surah[],
  surahName: (surah: Surah) => string = (s) => s.transliteration,
): string {
  const parts: string[] = [];
  for (const [number, ayahs] of versesBySurah(keys)) {
    const surah = surahs.find((s) => s.number === number);
    const name = surah ? surahName(surah) : `Sūrah ${number}`;
    parts.push(`${name} ${number}:${ayahRanges(ayahs).join(", ")}`);
  }
  return parts.join("; ");
}

/** The āyahs of each sūrah among `keys`, sūrahs and āyahs in order, duplicates and events dropped. */
export function versesBySurah(keys: readonly Target[]): Map<number, number[]> {
  const bySurah = new Map<number, number[]>();
  for (const key of [...new Set(keys)].sort(compareTargets)) {
    const ref = parseVerseKey(key);
    if (!ref) continue;
    const ayahs = bySurah.get(ref.surah) ?? [];
    ayahs.push(ref.ayah);
    bySurah.set(ref.surah, ayahs);
  }
  return bySurah;
}

/** [9, 67, 68, 69] → ["9", "67–69"]; input sorted and without duplicates. */
export function ayahRanges(ayahs: number[]): string[] {
  const out: string[] = [];
  let start = ayahs[0];
  let prev = start;
  for (const ayah of [...ayahs.slice(1), undefined]) {
    if (start === undefined || prev === undefined) break;
    if (ayah !== undefined && ayah === prev + 1) {
      prev = ayah;
      continue;
    }
    out.push(start === prev ? `${start}` : `${start}–${prev}`);
    start = ayah;
    prev = ayah;
  }
  return out;
}
