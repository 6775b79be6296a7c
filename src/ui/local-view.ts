/**
 * What the popover takes from data/local for one interface language (ADR 018): that language's
 * entries, every source, and the narrations' Arabic originals, which readers of any language may
 * open beside the English.
 */
import type { LocalNarration, LocalTexts } from "../core/dataset/types.ts";
import type { LocalView } from "./Popover.tsx";

/** The language whose narrations are the hadith's own words. */
const ORIGINAL_LANGUAGE = "ar";

export function localView(local: LocalTexts, language: string): LocalView {
  const originals: Record<string, LocalNarration> = {};
  for (const entry of Object.values(local.entries[ORIGINAL_LANGUAGE] ?? {}))
    if (entry.narration) originals[entry.entry] = entry.narration;
  return { entries: local.entries[language] ?? {}, originals, sources: local.sources };
}
