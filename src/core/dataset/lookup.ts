/**
 * Questions the detector and the popover ask of a validated dataset. Pure, so the content script and
 * the `scan` CLI answer them the same way.
 */
import { compareTargets, parseVerseKey, sortTargets } from "./targets.ts";
import type { Dataset, Entry, Target } from "./types.ts";

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

/**
 * The entries to show for a reference to `targets`, in reading order for the popover's tabs: by
 * each entry's first target (8:9 before 8:67; events after verses). Targets of a valid entry are
 * sorted, so its first target is its earliest.
 */
export function entriesInReadingOrder(
  dataset: Pick<Dataset, "entries">,
  targets: readonly Target[],
): Entry[] {
  return entriesFor(dataset, targets).sort((a, b) => compareTargets(a.targets[0] ?? "", b.targets[0] ?? ""));
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
