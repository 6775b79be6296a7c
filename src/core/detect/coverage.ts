/**
 * What the dataset covers, in the forms the detector's stages and its probe read: the covered
 * targets, sūrahs and events, the stems of the covered sūrahs' names, and the language files'
 * forms for them. The detector and the build's probe tables (probe/tables.ts) both start here, so
 * the probe a page meets first and the detector behind it read the same coverage.
 */
import type { Target } from "../dataset/types.ts";
import { type Grammar, liveGrammar } from "./grammar.ts";
import { LanguageForms } from "./languages.ts";
import type { CompiledGrammar } from "./tables.ts";
import type { Covering } from "./trigger.ts";

export interface Coverage extends Covering {
  /** The covered targets: verse keys and event ids. */
  keep: ReadonlySet<Target>;
  /** The compiled tables, ready to read (grammar.ts). */
  grammar: Grammar;
}

export function coverageOf(compiled: CompiledGrammar, covered: Iterable<Target>): Coverage {
  const keep = new Set(covered);
  const surahs = new Set<number>();
  for (const t of keep) {
    const m = /^(\d{1,3}):\d{1,3}$/.exec(t);
    if (m) surahs.add(Number(m[1]));
  }
  const grammar = liveGrammar(compiled);
  const events = compiled.events.filter((e) => keep.has(e.id));
  const coreNames = new Map<number, string[]>();
  for (const n of surahs) coreNames.set(n, compiled.surahAliases[String(n)] ?? []);
  const languages = new LanguageForms(compiled.languages, {
    surahs,
    events: new Set(events.map((e) => e.id)),
    coreNames,
  });
  return {
    keep,
    surahs,
    grammar,
    names: grammar.bareNames(surahs),
    events,
    languages,
    romanAfter: compiled.source.romanAfter,
  };
}
