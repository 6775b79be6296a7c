/** Display labels for targets, e.g. ["8:67","8:68","8:69"] → "Al-Anfal 8:67–69". Pure. */
import surahs from "../../data/quran/surahs.json";

export function isVerseKey(target: string): boolean {
  return /^\d+:\d+$/.test(target);
}

function parseKey(key: string): [number, number] {
  const [s, v] = key.split(":");
  return [Number(s), Number(v)];
}

/** Groups verse keys into runs of consecutive verses of one sūrah: "8:9", "8:67–69". */
export function verseRuns(keys: readonly string[]): string[] {
  const sorted = keys
    .filter(isVerseKey)
    .map(parseKey)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const runs: string[] = [];
  let i = 0;
  while (i < sorted.length) {
    const [surah, first] = sorted[i]!;
    let last = first;
    while (i + 1 < sorted.length && sorted[i + 1]![0] === surah && sorted[i + 1]![1] === last + 1) {
      i++;
      last = sorted[i]![1];
    }
    runs.push(last === first ? `${surah}:${first}` : `${surah}:${first}–${last}`);
    i++;
  }
  return runs;
}

export function surahName(number: number): string {
  return surahs[number - 1]?.transliteration ?? `Sūrah ${number}`;
}

/** "Al-Anfal 8:67–69", or "" when there is no verse key. */
export function versesLabel(keys: readonly string[]): string {
  const runs = verseRuns(keys);
  if (runs.length === 0) return "";
  const surah = Number(runs[0]!.split(":")[0]);
  return `${surahName(surah)} ${runs.join(", ")}`;
}

/** quran.com address for a run such as "8:67–69". */
export function quranComUrl(run: string): string {
  return `https://quran.com/${run.replace("–", "-")}`;
}
