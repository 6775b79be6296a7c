/**
 * What the popover's first screen holds and what waits one keypress away, decided without a page:
 * the cited verse leads (a reference to 8:68 opens the 8:67–69 entry on 8:68), the rest of the
 * entry's verses, its narration, explanation, sources and related entries are sections the reader
 * opens. Pure.
 */
import { looksLikeVerseKey } from "../core/dataset/targets.ts";
import type { Entry, Target } from "../core/dataset/types.ts";

/** The collapsed sections, in the order they appear. */
export const SECTION_IDS = ["verses", "narration", "explanation", "sources", "related"] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface VersePlan {
  /** The verse shown on the first screen: the first one cited, else the entry's first. */
  lead: string | undefined;
  /** The entry's other verses, in order, for the "other verses" section. */
  others: string[];
  /** The entry's verses the reference cites (marked "cited"). */
  cited: ReadonlySet<string>;
}

/** Orders an entry's verses for a reference citing `cited` (its targets; may be none of the entry's). */
export function versePlan(entryTargets: readonly Target[], cited: readonly Target[]): VersePlan {
  const keys = entryTargets.filter(looksLikeVerseKey);
  const citedHere = new Set(keys.filter((k) => cited.includes(k)));
  const lead = keys.find((k) => citedHere.has(k)) ?? keys[0];
  return { lead, others: keys.filter((k) => k !== lead), cited: citedHere };
}

/** The sections an entry has something for, in display order. */
export function sectionsOf(entry: Entry, plan: VersePlan, relatedCount: number): SectionId[] {
  const has: Record<SectionId, boolean> = {
    verses: plan.others.length > 0,
    narration: entry.excerpt.length > 0,
    explanation: entry.commentary.length > 0,
    sources: true,
    related: relatedCount > 0,
  };
  return SECTION_IDS.filter((id) => has[id]);
}

/** Reads a remembered list of open sections, dropping anything that is not one. */
export function openSectionsFrom(value: unknown): SectionId[] {
  if (!Array.isArray(value)) return [];
  return SECTION_IDS.filter((id) => value.includes(id));
}
