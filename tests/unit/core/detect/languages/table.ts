/**
 * The shape of a language's test table (one file per data/grammar/languages/<code>.json), and the
 * helper that writes its constructed rows: each citation form, each look-alike, in several
 * sentences of the language.
 */
import type { Row } from "../cases-find.ts";

/**
 * A sentence from a real page: source address, the sentence (reworded around the reference),
 * spans. A source that starts with "constructed" marks a sentence written for the table where no
 * page in the searchable corpus had one (docs/DETECTION.md says which languages lack real rows).
 */
export type RealRow = readonly [source: string, input: string, spans: Row[1], limitation?: string];

export interface LanguageTable {
  /** Citations and battle phrases that must be found, with their spans and targets. */
  find: readonly Row[];
  /** Texts in which nothing may be found: Bible verses, times, prices, people and places named Badr. */
  not: readonly string[];
  /** Sentences from real pages. */
  real: readonly RealRow[];
}

/** Every form in every frame: "{}" in a frame is where the form goes. */
export function framed(
  forms: readonly (readonly [form: string, targets: string])[],
  frames: readonly string[],
): Row[] {
  return frames.flatMap((frame) =>
    forms.map(([form, targets]): Row => [frame.replace("{}", form), [[form, targets]]]),
  );
}

/** Every look-alike in every frame. */
export function framedNot(texts: readonly string[], frames: readonly string[]): string[] {
  return frames.flatMap((frame) => texts.map((t) => frame.replace("{}", t)));
}
