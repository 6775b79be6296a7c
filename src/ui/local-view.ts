/**
 * What the popover takes from data/local for one interface language (ADR 018): that language's
 * entries, every source, and the narrations' Arabic originals, which readers of any language may
 * open beside the English.
 */
import type { LocalNarration, LocalTexts } from "../core/dataset/types.ts";
import { directionOf } from "../shared/i18n.ts";
import type { CitedTranslation } from "./citation.ts";
import type { LocalView } from "./Popover.tsx";

/** The language whose narrations are the hadith's own words. */
const ORIGINAL_LANGUAGE = "ar";

export function localView(local: LocalTexts, language: string): LocalView {
  const originals: Record<string, LocalNarration> = {};
  for (const entry of Object.values(local.entries[ORIGINAL_LANGUAGE] ?? {}))
    if (entry.narration) originals[entry.entry] = entry.narration;
  return { entries: local.entries[language] ?? {}, originals, sources: local.sources };
}

/**
 * The tafsīr in `language` as the text under each verse, where the reader has the verse in its own
 * words and no translation into their language (an Arabic reader: al-Muyassar, issue 38): the
 * passages of the one source that explains every verse given, or undefined.
 */
export function tafsirInPlaceOfTranslation(
  local: LocalTexts,
  language: string,
): CitedTranslation | undefined {
  const passages = Object.values(local.entries[language] ?? {}).flatMap((e) => e.explanation ?? []);
  const source = local.sources[passages[0]?.source ?? ""];
  if (!source || passages.some((p) => p.source !== source.id)) return undefined;
  return {
    language,
    dir: directionOf(language),
    name: source.work,
    text: Object.fromEntries(passages.map((p) => [p.verse, p.text])),
    kind: "tafsir",
  };
}
