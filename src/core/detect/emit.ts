/**
 * Stage 5: emit. A parsed Quran reference becomes the references the page shows: one per sūrah
 * run ("Q 2:255; 8:9" reports "8:9" alone), only where the dataset covers a verse, its span ending
 * at the last covered item, closing a bracket only when it opened one, and mapped back from the
 * folded window to offsets in the text given.
 */
import { sortTargets } from "../dataset/targets.ts";
import type { Target } from "../dataset/types.ts";
import { type Folded, toOriginal } from "../normalize/index.ts";
import { at } from "./cursor.ts";
import type { Item, Parsed } from "./quran.ts";
import type { Reference } from "./types.ts";

/** The covered verses of `items`, in the order written. */
export type Covered = (items: readonly Item[]) => Target[];

const CLOSE = /\s*[)\]]/y;

/** Pushes onto `out` the references `parsed` makes, in the folded window `f` of `text`. */
export function emitQuran(text: string, f: Folded, parsed: Parsed, covered: Covered, out: Reference[]): void {
  const { items } = parsed;
  let runStart = 0;
  for (let k = 1; k <= items.length; k++) {
    const next = items[k];
    // A run goes on until an item that writes another sūrah ("2:255; 8:9").
    if (next && !(next.explicit && next.surah !== items[k - 1]!.surah)) continue;
    const run = items.slice(runStart, k);
    const targets = covered(run);
    if (targets.length) {
      let lastCovered = run.length - 1;
      while (covered([run[lastCovered]!]).length === 0) lastCovered--;
      const start = runStart === 0 ? parsed.start : run[0]!.start;
      let end = run[lastCovered]!.end;
      if (k === items.length && lastCovered === run.length - 1) end = parsed.end;
      if (parsed.open >= 0 && parsed.open >= start && at(CLOSE, f.text, end)) end = CLOSE.lastIndex;
      const [a, z] = toOriginal(text, f, start, end);
      out.push({ start: a, end: z, text: text.slice(a, z), targets: sortTargets(targets) });
    }
    runStart = k;
  }
}

/** In text order; of references that overlap, the first (and, from one start, the longest) wins. */
export function dedupe(refs: Reference[]): Reference[] {
  refs.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Reference[] = [];
  for (const r of refs) {
    const prev = out[out.length - 1];
    if (prev && r.start < prev.end) continue;
    out.push(r);
  }
  return out;
}
