/**
 * Verse labels on a page whose context names the sūrah it shows (page-context.ts): a block that
 * is only a verse number ("67", "(67)", "Ayah 67", "٦٧"), and a verse-end ornament with its number
 * anywhere (﴿٦٧﴾, ۝٦٧), are references to that verse of that sūrah. "8:67" beside a verse needs
 * nothing here: the page's Quran context lets the bare-pair rule read it (docs/DETECTION.md,
 * "Page context").
 */
import type { Reference } from "./types.ts";
import { countRead } from "./work.ts";

const DIGIT = "[0-9\\u0660-\\u0669\\u06f0-\\u06f9]";
/** A whole block that is a label. */
const LABEL = new RegExp(
  `^\\s*((?:(?:verse|ayah|ayat|aya|āyah|آية|الآية|آيه)\\s*)?[([﴿]?\\s*(${DIGIT}{1,3})\\s*[)\\]﴾.]?)\\s*$`,
  "i",
);
/** An ornament: ﴿٦٧﴾ or the end-of-āyah sign ۝ before its number. */
/** Longer than any ornament a page writes, so one the slice's end cuts is still read whole. */
const ORNAMENT_MAX = 32;
const ORNAMENT = new RegExp(`﴿\\s*(${DIGIT}{1,3})\\s*﴾|\\u06dd\\s*(${DIGIT}{1,3})`, "g");

function number(digits: string): number {
  let n = 0;
  for (const ch of digits) {
    const c = ch.charCodeAt(0);
    const d = c >= 0x6f0 ? c - 0x6f0 : c >= 0x660 ? c - 0x660 : c - 48;
    n = n * 10 + d;
  }
  return n;
}

/**
 * Pushes onto `out` the labels of `text` for verses of `surah` (with `verses` verses) that `keep`
 * keeps, reading at most `slice` units (and a little more, for an ornament the slice's end cuts)
 * between two yields.
 */
export function* verseLabels(
  text: string,
  surah: number,
  verses: number,
  keep: (target: string) => boolean,
  out: Reference[],
  slice = Number.POSITIVE_INFINITY,
): Generator<void> {
  const push = (start: number, end: number, digits: string) => {
    const v = number(digits);
    const target = `${surah}:${v}`;
    // A leading zero ("09") is a clock or a code, not a verse.
    if (v >= 1 && v <= verses && String(v).length === digits.length && keep(target))
      out.push({ start, end, text: text.slice(start, end), targets: [target] });
  };
  if (text.length <= 40) {
    const m = LABEL.exec(text);
    if (m) {
      const start = text.indexOf(m[1]!);
      push(start, start + m[1]!.length, m[2]!);
      return;
    }
  }
  const n = text.length;
  let done = 0;
  for (let a = 0; a < n; a += slice) {
    const b = Math.min(n, a + slice);
    const end = Math.min(n, b + ORNAMENT_MAX);
    countRead(end - a);
    const piece = a === 0 && end === n ? text : text.slice(a, end);
    if (piece.includes("\uFD3F") || piece.includes("\u06dd")) {
      ORNAMENT.lastIndex = Math.max(0, done - a);
      for (let m = ORNAMENT.exec(piece); m && m.index + a < b; m = ORNAMENT.exec(piece)) {
        push(a + m.index, a + m.index + m[0].length, m[1] ?? m[2]!);
        done = a + m.index + m[0].length;
      }
    }
    if (b < n) yield;
  }
}
