/**
 * The detector's public face. Text in, references out, with UTF-16 offsets into the text given.
 * (First slice: a deliberately small detector; the grammar issue replaces the internals.)
 */
import type { Target } from "../dataset/types.ts";

export interface Reference {
  start: number;
  end: number;
  text: string;
  /** Covered targets, sorted: verse keys in verse order, then event ids. */
  targets: Target[];
}

export interface BlockContext {
  /** Text of the block before this one, for the "established Quran context" rule. */
  previousBlock?: string;
}

export interface Detector {
  find(text: string, context?: BlockContext): Reference[];
  /** Covered targets a link's URL points at (quran.com verse pages), or [] when none. */
  targetsForUrl(url: string): Target[];
}

const SIMPLE = /\bBattle of Badr\b|\[Sūrat al-Anfāl: (\d+)\]/g;

export function createDetector(covered: Iterable<Target>): Detector {
  const keep = new Set(covered);
  return {
    find(text) {
      const out: Reference[] = [];
      for (const m of text.matchAll(SIMPLE)) {
        const targets = m[1] ? [`8:${m[1]}`] : ["badr"];
        if (!targets.every((t) => keep.has(t))) continue;
        out.push({ start: m.index, end: m.index + m[0].length, text: m[0], targets });
      }
      return out;
    },
    targetsForUrl() {
      return [];
    },
  };
}
