import { join } from "node:path";
import { createDetector, type Detector, type Reference } from "../../../../src/core/detect/index.ts";
import { mayUsePageContext } from "../../../../src/core/detect/page-context-scope.ts";
import { loadGrammar } from "../../../../src/node/grammar.ts";
import type { Row } from "./cases-find.ts";

/** The tables of data/, compiled as the build compiles them. */
export const GRAMMAR = loadGrammar(join(import.meta.dirname, "../../../../data"));
/** What the dataset covers today; unit tests never read data/entries. */
export const COVERED = ["8:9", "8:67", "8:68", "8:69", "badr"] as const;
const plain = createDetector(GRAMMAR, COVERED);

/**
 * The detector every table test uses, with one more check on every call: whatever it finds, the
 * page-level vocabulary probe (mightHaveVocabulary, which lets the content script skip pages of
 * bare section numbers) must have seen the text as a possible reference. So each of the thousands
 * of must-find, generated and real-world rows also proves the probe never rejects a real one (on a
 * page whose context names a sūrah, the page's own probe lets it by instead).
 */
export const detector: Detector = {
  ...plain,
  find(text, context, stats) {
    const found = plain.find(text, context, stats);
    // On a Quran reading page, the page's title or address lets a text with a number by
    // (quick-check.ts, numbersOnQuranPage): so every reference found there must hold a digit.
    const quranPage =
      context?.page !== undefined && mayUsePageContext(text) && plain.mightBeQuranPage(context.page);
    if (
      found.length > 0 &&
      !quranPage &&
      !plain.mightHaveVocabulary(`${context?.previousBlock ?? ""}\n${text}`)
    ) {
      throw new Error(`mightHaveVocabulary rejected a text with references: ${JSON.stringify(text)}`);
    }
    return found;
  },
};

/** The references a row expects, with offsets found by walking the input left to right. */
export function expected(input: string, spans: Row[1]): Reference[] {
  let from = 0;
  return spans.map(([text, targets]) => {
    const start = input.indexOf(text, from);
    if (start < 0)
      throw new Error(`row is wrong: ${JSON.stringify(text)} is not in ${JSON.stringify(input)}`);
    from = start + text.length;
    return { start, end: start + text.length, text, targets: targets.split(" ") };
  });
}

/** A compact, readable form for assertion messages. */
export const show = (refs: Reference[]) =>
  refs.map((r) => `${r.start}-${r.end} ${r.text} → ${r.targets.join(" ")}`);
