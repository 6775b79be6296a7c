/**
 * The build's check that a language file is written in scripts the detector has code for
 * (KNOWN_SCRIPTS, src/core/normalize/scripts.ts; issue 33). Adding a citation language is data
 * only for those scripts: a file in another one (Thai, Devanagari, Greek…) compiles into
 * templates that never match, or match inside words, since the word edges, the digits and the
 * folding do not know its letters. So every letter and digit of the file's words, names,
 * templates and number words must be one the table holds; the build names the file, the field,
 * the text and the script. The translated names of surah-names.json are generated from quran-json
 * for languages the files name, not checked here: they hold what quran-json writes (Urdu's name of
 * sūrah 47 ends in the ligature ﷺ), and a file whose own words pass names one in the same script.
 */
import type { Problem } from "../core/dataset/validate.ts";
import type { LanguageTable } from "../core/detect/tables.ts";
import { KNOWN_SCRIPTS, knownScriptOf } from "../core/normalize/scripts.ts";
import { scriptName } from "./unicode-scripts.ts";

/** Where the build sends the author of a language in a new script. */
export const NEW_SCRIPT_RECIPE = 'see docs/ARCHITECTURE.md, "A citation language"';

/** Fields that are not the language's text: its tag, its English name, a key of surah-names.json. */
const NOT_TEXT = new Set(["code", "name", "surahNames"]);

/** What word edges, digits and folding must know; punctuation and spaces are the templates' own. */
const LETTER_OR_DIGIT = /[\p{L}\p{M}\p{Nd}]/u;

/** Each string of `value` with its field as the build names fields ("names.8[0]", "events.badr.phrases[2]"). */
function* stringsOf(value: unknown, field: string): Generator<[field: string, text: string]> {
  if (typeof value === "string") yield [field, value];
  else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* stringsOf(item, `${field}[${i}]`);
  } else if (typeof value === "object" && value !== null) {
    for (const [name, inner] of Object.entries(value)) {
      if (name === "$comment" || (field === "" && NOT_TEXT.has(name))) continue;
      yield* stringsOf(inner, field ? `${field}.${name}` : name);
    }
  }
}

const codePoint = (ch: string): string =>
  `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** A known script's letters, as a reader checks a character against them: "U+0621–U+063A, …". */
const rangesOf = (script: string): string =>
  (KNOWN_SCRIPTS.find((s) => s.script === script)?.letters ?? [])
    .map(
      ([first, last]) => `${codePoint(String.fromCodePoint(first))}–${codePoint(String.fromCodePoint(last))}`,
    )
    .join(", ");

/**
 * The first letter or digit of `text` the detector has no code for, as a problem's kind (one
 * message per kind and file) and its wording, or null when it knows them all.
 */
function unknownIn(text: string): { kind: string; what: (more: string) => string } | null {
  for (const ch of text) {
    if (!LETTER_OR_DIGIT.test(ch) || knownScriptOf(ch.codePointAt(0)!)) continue;
    const script = scriptName(ch);
    if (KNOWN_SCRIPTS.some((s) => s.script === script && s.letters.length > 0)) {
      return {
        kind: ch,
        what: (more) =>
          `has "${ch}" (${codePoint(ch)})${more}, a character of the ${script} script outside the part the detector has code for (${rangesOf(script)})`,
      };
    }
    return {
      kind: script,
      what: (more) =>
        `uses the ${script} script${more}, which the detector has no code for (word boundaries, digits, folding)`,
    };
  }
  return null;
}

/**
 * Adds a problem per unknown script (or character) of language file `file`, at the first string
 * that has it, counting the others: a file in Thai is one line, not one per word.
 */
export function checkLanguageScripts(file: string, table: LanguageTable, problems: Problem[]): void {
  const found = new Map<
    string,
    { field: string; text: string; what: (more: string) => string; more: number }
  >();
  for (const [field, text] of stringsOf(table, "")) {
    const unknown = unknownIn(text);
    if (!unknown) continue;
    const seen = found.get(unknown.kind);
    if (seen) seen.more++;
    else found.set(unknown.kind, { field, text, what: unknown.what, more: 0 });
  }
  for (const { field, text, what, more } of found.values()) {
    const others =
      more === 0 ? "" : ` (as ${more === 1 ? "does 1 more string" : `do ${more} more strings`} of this file)`;
    problems.push({ file, field, message: `"${text}" ${what(others)}: ${NEW_SCRIPT_RECIPE}` });
  }
}
