/**
 * The dataset validator. Pure (no Node, no DOM): it takes file contents, not paths to read, so the
 * build, the tests and any future editor tooling can run the same checks.
 *
 * It never stops at the first problem: a person fixing a dataset wants the whole list in one build,
 * one line each, naming the file, the field and what is wrong.
 */
import { compareTargets, ID_PATTERN, looksLikeVerseKey, verseProblem } from "./targets.ts";
import {
  type Entry,
  FACT_KINDS,
  type Fact,
  type FactKind,
  type FactSource,
  type Provenance,
  type QuotedVerse,
  type Surah,
} from "./types.ts";

export interface Problem {
  /** The file as the caller named it, e.g. "data/entries/badr.json". */
  file: string;
  /** Path of the offending field inside the file, e.g. "excerpt[2]" or "provenance.hadith"; "" for the whole file. */
  field: string;
  message: string;
}

export interface SourceFile {
  path: string;
  text: string;
}

export interface Known {
  surahs: Surah[];
  /** Ids of the events in data/events, the non-verse targets an entry may serve. */
  eventIds: string[];
}

/**
 * Which fields an entry file may have. Optional ones are listed so that a typo ("comentary") is
 * reported as an unknown field instead of being silently ignored.
 */
const ENTRY_FIELDS = {
  required: [
    "id",
    "title",
    "summary",
    "targets",
    "excerpt",
    "commentary",
    "quotedVerses",
    "related",
    "provenance",
  ],
  optional: ["facts"],
};
/** A summary is the popover's first screen: a gist, not a second commentary. */
export const SUMMARY_MAX_CHARS = 320;
const FACT_FIELDS = { required: ["kind", "text", "sources"], optional: ["arabic", "links"] };
const FACT_SOURCE_FIELDS = { required: ["work"], optional: ["entry", "quote"] };
const PROVENANCE_FIELDS = { required: ["explanation", "hadith"], optional: ["narration"] };
const QUOTED_VERSE_FIELDS = { required: ["key", "text"], optional: [] as string[] };

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function describe(value: Json | undefined): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return "a string";
  return `a ${typeof value}`;
}

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Line and column (both 1-based) of a UTF-16 offset, because editors show those, not offsets. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === "\n") {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * Parses a file, turning V8's "... in JSON at position 42" into a line and column. A leading
 * byte-order mark is dropped: some Windows editors add one and it is not a real error.
 */
export function parseJsonFile(file: SourceFile): { value: Json } | { problem: Problem } {
  const text = file.text.startsWith("\uFEFF") ? file.text.slice(1) : file.text;
  try {
    return { value: JSON.parse(text) as Json };
  } catch (error) {
    const raw = error instanceof Error ? error.message : String(error);
    const match = /\s*in JSON at position (\d+)(?:\s*\(line \d+ column \d+\))?/.exec(raw);
    // "Unexpected end of JSON input" carries no position: the problem is at the end of the file.
    const offset = match ? Number(match[1]) : text.length;
    const reason = match ? raw.slice(0, match.index) + raw.slice(match.index + match[0].length) : raw;
    const { line, column } = lineAndColumn(text, offset);
    return {
      problem: {
        file: file.path,
        field: "",
        message: `invalid JSON at line ${line}, column ${column} (position ${offset}): ${reason}`,
      },
    };
  }
}

/**
 * A file's one JSON object, or undefined with its problem in `p` (invalid JSON, or not an object:
 * "expected the file to hold one `what`").
 */
export function parseObjectFile(p: FileProblems, file: SourceFile, what: string): JsonObject | undefined {
  const parsed = parseJsonFile(file);
  if ("problem" in parsed) {
    p.list.push(parsed.problem);
    return undefined;
  }
  if (!isObject(parsed.value)) {
    p.add("", `expected the file to hold one ${what}, found ${describe(parsed.value)}`);
    return undefined;
  }
  return parsed.value;
}

/** Collects problems for one file, so checks can be written as `p.add(field, message)`. */
export class FileProblems {
  readonly list: Problem[] = [];
  constructor(readonly file: string) {}
  add(field: string, message: string): void {
    this.list.push({ file: this.file, field, message });
  }
}

export function checkFields(
  p: FileProblems,
  prefix: string,
  value: JsonObject,
  fields: { required: string[]; optional: string[] },
): void {
  for (const name of fields.required) {
    if (!(name in value)) p.add(join(prefix, name), "missing required field");
  }
  for (const name of Object.keys(value)) {
    if (!fields.required.includes(name) && !fields.optional.includes(name)) {
      const allowed = [...fields.required, ...fields.optional].join(", ");
      p.add(join(prefix, name), `unknown field (allowed: ${allowed})`);
    }
  }
}

function join(prefix: string, name: string): string {
  return prefix ? `${prefix}.${name}` : name;
}

/**
 * Checks a piece of prose. Returns the string only if it is usable. Paragraphs are separate array
 * items, so a line break inside one is almost always a paste error that would show up as a stray
 * space in the popover; surrounding whitespace would break the verbatim comparison with the source.
 */
export function checkText(p: FileProblems, field: string, value: Json | undefined): string | undefined {
  if (value === undefined) return undefined; // reported as missing by checkFields
  if (typeof value !== "string") {
    p.add(field, `expected a string, found ${describe(value)}`);
    return undefined;
  }
  if (value.trim() === "") {
    p.add(field, "text is empty");
    return undefined;
  }
  if (value !== value.trim()) p.add(field, "text has leading or trailing whitespace");
  if (/[\r\n]/.test(value)) p.add(field, "text contains a line break; put each paragraph in its own string");
  return value;
}

export function checkArray(p: FileProblems, field: string, value: Json | undefined): Json[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    p.add(field, `expected an array, found ${describe(value)}`);
    return undefined;
  }
  return value;
}

export function checkId(p: FileProblems, field: string, value: Json | undefined): string | undefined {
  const id = checkText(p, field, value);
  if (id !== undefined && !ID_PATTERN.test(id)) {
    p.add(field, `"${id}" is not a valid id (lower-case letters and digits joined by single hyphens)`);
    return undefined;
  }
  return id;
}

export function checkParagraphs(
  p: FileProblems,
  field: string,
  value: Json | undefined,
): string[] | undefined {
  const items = checkArray(p, field, value);
  if (!items) return undefined;
  const out: string[] = [];
  items.forEach((item, i) => {
    const text = checkText(p, `${field}[${i}]`, item);
    if (text !== undefined) out.push(text);
  });
  return out;
}

function checkTargets(p: FileProblems, value: Json | undefined, known: Known): string[] | undefined {
  const items = checkArray(p, "targets", value);
  if (!items) return undefined;
  if (items.length === 0) {
    p.add("targets", 'an entry must serve at least one target (a verse key such as "8:9" or an event id)');
    return [];
  }
  const seen = new Map<string, number>();
  const good: string[] = [];
  let allGood = true;
  items.forEach((item, i) => {
    const field = `targets[${i}]`;
    if (typeof item !== "string") {
      p.add(field, `expected a string, found ${describe(item)}`);
      allGood = false;
      return;
    }
    const first = seen.get(item);
    if (first !== undefined) {
      p.add(field, `"${item}" is listed twice (also targets[${first}])`);
      allGood = false;
      return;
    }
    seen.set(item, i);
    const message = targetProblem(item, known);
    if (message) {
      p.add(field, message);
      allGood = false;
      return;
    }
    good.push(item);
  });
  // Order is only worth reporting once every target is valid; otherwise the suggestion would be wrong.
  if (allGood) {
    const sorted = [...good].sort(compareTargets);
    if (sorted.some((t, i) => t !== good[i])) {
      p.add(
        "targets",
        `targets are not in order (verses by number, then events); write ${JSON.stringify(sorted)}`,
      );
    }
  }
  return good;
}

/** Why a target is not one the dataset can serve, or undefined if it is fine. */
export function targetProblem(target: string, known: Known): string | undefined {
  if (looksLikeVerseKey(target)) return verseProblem(target, known.surahs);
  if (known.eventIds.includes(target)) return undefined;
  const events = known.eventIds.length > 0 ? known.eventIds.join(", ") : "none";
  return `unknown target "${target}": not a verse key ("sūrah:verse") nor an event id from data/events (known events: ${events})`;
}

function checkQuotedVerses(
  p: FileProblems,
  value: Json | undefined,
  known: Known,
): QuotedVerse[] | undefined {
  const items = checkArray(p, "quotedVerses", value);
  if (!items) return undefined;
  const out: QuotedVerse[] = [];
  items.forEach((item, i) => {
    const field = `quotedVerses[${i}]`;
    if (!isObject(item)) {
      p.add(field, `expected an object with "key" and "text", found ${describe(item)}`);
      return;
    }
    checkFields(p, field, item, QUOTED_VERSE_FIELDS);
    let key: string | undefined;
    if (item.key !== undefined) {
      if (typeof item.key !== "string") {
        p.add(`${field}.key`, `expected a verse key string, found ${describe(item.key)}`);
      } else {
        const message = verseProblem(item.key, known.surahs);
        if (message) p.add(`${field}.key`, message);
        else key = item.key;
      }
    }
    const text = checkText(p, `${field}.text`, item.text);
    if (key !== undefined && text !== undefined) out.push({ key, text });
  });
  return out;
}

function checkProvenance(p: FileProblems, value: Json | undefined): Provenance | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) {
    p.add("provenance", `expected an object with "explanation" and "hadith", found ${describe(value)}`);
    return undefined;
  }
  checkFields(p, "provenance", value, PROVENANCE_FIELDS);
  const explanation = checkText(p, "provenance.explanation", value.explanation);
  const hadith = checkText(p, "provenance.hadith", value.hadith);
  const narration = "narration" in value ? checkText(p, "provenance.narration", value.narration) : undefined;
  if (explanation === undefined || hadith === undefined) return undefined;
  return narration === undefined ? { explanation, hadith } : { explanation, hadith, narration };
}

export function checkSummary(p: FileProblems, value: Json | undefined): string | undefined {
  const summary = checkText(p, "summary", value);
  if (summary === undefined) return undefined;
  if (summary.length > SUMMARY_MAX_CHARS) {
    p.add(
      "summary",
      `${summary.length} characters; a summary is one or two sentences, at most ${SUMMARY_MAX_CHARS}`,
    );
    return undefined;
  }
  return summary;
}

/** An entry id named inside a file, checked once every file's id is known. */
interface NamedId {
  value: string;
  field: string;
}

/** A seed quote a fact rests on, checked against the named entry's text once all entries are read. */
interface QuoteClaim {
  entry: string;
  quote: string;
  field: string;
}

function checkFactSource(
  p: FileProblems,
  field: string,
  item: Json,
  ids: NamedId[],
  quotes: QuoteClaim[],
): FactSource | undefined {
  if (!isObject(item)) {
    p.add(
      field,
      `expected an object with "work" (and optionally "entry" and "quote"), found ${describe(item)}`,
    );
    return undefined;
  }
  checkFields(p, field, item, FACT_SOURCE_FIELDS);
  const work = checkText(p, `${field}.work`, item.work);
  const entry = "entry" in item ? checkId(p, `${field}.entry`, item.entry) : undefined;
  const quote = "quote" in item ? checkText(p, `${field}.quote`, item.quote) : undefined;
  if ("entry" in item !== "quote" in item) {
    p.add(field, '"entry" and "quote" go together: the quote is checked against that entry\'s text');
    return undefined;
  }
  if (work === undefined) return undefined;
  if (entry !== undefined && quote !== undefined) {
    ids.push({ value: entry, field: `${field}.entry` });
    quotes.push({ entry, quote, field: `${field}.quote` });
    return { work, entry, quote };
  }
  return "entry" in item ? undefined : { work };
}

function checkFacts(
  p: FileProblems,
  value: Json | undefined,
  id: string | undefined,
  ids: NamedId[],
  quotes: QuoteClaim[],
): Fact[] | undefined {
  const items = checkArray(p, "facts", value);
  if (!items) return undefined;
  if (items.length === 0) p.add("facts", "a facts card needs at least one fact (or leave the field out)");
  const out: Fact[] = [];
  let sound = true;
  items.forEach((item, i) => {
    const field = `facts[${i}]`;
    if (!isObject(item)) {
      p.add(field, `expected an object with "kind", "text" and "sources", found ${describe(item)}`);
      sound = false;
      return;
    }
    checkFields(p, field, item, FACT_FIELDS);
    let kind: FactKind | undefined;
    if (item.kind !== undefined) {
      if (typeof item.kind === "string" && (FACT_KINDS as readonly string[]).includes(item.kind))
        kind = item.kind as FactKind;
      else
        p.add(
          `${field}.kind`,
          `expected one of ${FACT_KINDS.join(", ")}, found ${JSON.stringify(item.kind)}`,
        );
    }
    const text = checkText(p, `${field}.text`, item.text);
    const arabic = "arabic" in item ? checkText(p, `${field}.arabic`, item.arabic) : undefined;
    if (arabic !== undefined && !/^[\u0600-\u06FF\s]+$/u.test(arabic)) {
      p.add(`${field}.arabic`, "expected Arabic letters only (the name as written in Arabic)");
      sound = false;
    }
    const links: string[] = [];
    if ("links" in item) {
      const linkItems = checkArray(p, `${field}.links`, item.links) ?? [];
      linkItems.forEach((link, j) => {
        const linkField = `${field}.links[${j}]`;
        const linked = checkId(p, linkField, link);
        if (linked === undefined) return;
        if (linked === id) p.add(linkField, "a fact cannot link to its own entry");
        else {
          links.push(linked);
          ids.push({ value: linked, field: linkField });
        }
      });
    }
    const sourceItems = checkArray(p, `${field}.sources`, item.sources);
    const sources: FactSource[] = [];
    if (sourceItems?.length === 0) p.add(`${field}.sources`, "every fact needs at least one source");
    sourceItems?.forEach((source, j) => {
      const checked = checkFactSource(p, `${field}.sources[${j}]`, source, ids, quotes);
      if (checked) sources.push(checked);
      else sound = false;
    });
    if (kind === undefined || text === undefined || sources.length === 0) {
      sound = false;
      return;
    }
    out.push({ kind, text, ...(arabic ? { arabic } : {}), links, sources });
  });
  return sound ? out : undefined;
}

interface Checked {
  file: string;
  id: string | undefined;
  /** The entry's text (excerpt and commentary), for the facts' seed quotes. */
  prose: string[];
  /** Entry ids the facts name (links and sources), checked once all files are read. */
  factIds: NamedId[];
  quotes: QuoteClaim[];
  related: { value: string; field: string }[];
  entry: Entry | undefined;
  problems: FileProblems;
}

/** Checks one entry file on its own; cross-file checks (duplicate ids, related ids) come after. */
function checkEntryFile(file: SourceFile, known: Known): Checked {
  const p = new FileProblems(file.path);
  const result: Checked = {
    file: file.path,
    id: undefined,
    prose: [],
    factIds: [],
    quotes: [],
    related: [],
    entry: undefined,
    problems: p,
  };
  const root = parseObjectFile(p, file, "entry object");
  if (!root) return result;
  checkFields(p, "", root, ENTRY_FIELDS);

  const id = checkId(p, "id", root.id);
  result.id = id;
  const title = checkText(p, "title", root.title);
  const summary = checkSummary(p, root.summary);
  const targets = checkTargets(p, root.targets, known);
  const excerpt = checkParagraphs(p, "excerpt", root.excerpt);
  const commentary = checkParagraphs(p, "commentary", root.commentary);
  const quotedVerses = checkQuotedVerses(p, root.quotedVerses, known);
  const provenance = checkProvenance(p, root.provenance);
  const facts = "facts" in root ? checkFacts(p, root.facts, id, result.factIds, result.quotes) : undefined;
  result.prose = [...(excerpt ?? []), ...(commentary ?? [])];

  if (Array.isArray(root.excerpt) && Array.isArray(root.commentary)) {
    if (root.excerpt.length === 0 && root.commentary.length === 0) {
      p.add("excerpt", "the entry has no text: excerpt and commentary are both empty");
    }
  }

  const relatedItems = checkArray(p, "related", root.related);
  const related: string[] = [];
  if (relatedItems) {
    const seen = new Set<string>();
    relatedItems.forEach((item, i) => {
      const field = `related[${i}]`;
      const value = checkId(p, field, item);
      if (value === undefined) return;
      if (seen.has(value)) {
        p.add(field, `"${value}" is listed twice`);
        return;
      }
      seen.add(value);
      if (value === id) {
        p.add(field, "an entry cannot be related to itself");
        return;
      }
      related.push(value);
      result.related.push({ value, field });
    });
  }

  if (
    id !== undefined &&
    title !== undefined &&
    summary !== undefined &&
    targets !== undefined &&
    excerpt !== undefined &&
    commentary !== undefined &&
    quotedVerses !== undefined &&
    provenance !== undefined &&
    (facts !== undefined || !("facts" in root))
  ) {
    // Rebuilt field by field so that nothing the validator did not look at reaches the bundle.
    result.entry = {
      id,
      title,
      summary,
      targets,
      excerpt,
      commentary,
      quotedVerses,
      related,
      provenance,
      ...(facts ? { facts } : {}),
    };
  }
  return result;
}

/**
 * Validates every entry file and returns the entries that are sound plus every problem found.
 * Files are processed in path order so the output is the same on every machine.
 */
export function validateEntries(
  files: SourceFile[],
  known: Known,
): { entries: Entry[]; problems: Problem[] } {
  const checked = [...files].sort((a, b) => (a.path < b.path ? -1 : 1)).map((f) => checkEntryFile(f, known));

  const firstFileOfId = new Map<string, string>();
  for (const c of checked) {
    if (c.id === undefined) continue;
    const first = firstFileOfId.get(c.id);
    if (first === undefined) firstFileOfId.set(c.id, c.file);
    else c.problems.add("id", `duplicate id "${c.id}" (also used by ${first})`);
  }

  const proseOf = new Map(checked.flatMap((c) => (c.id === undefined ? [] : [[c.id, c.prose] as const])));
  for (const c of checked) {
    for (const { value, field } of c.related) {
      if (!firstFileOfId.has(value)) c.problems.add(field, `unknown related entry id "${value}"`);
    }
    for (const { value, field } of c.factIds) {
      if (!firstFileOfId.has(value)) c.problems.add(field, `unknown entry id "${value}"`);
    }
    for (const { entry, quote, field } of c.quotes) {
      const prose = proseOf.get(entry);
      if (prose && !prose.some((paragraph) => paragraph.includes(quote)))
        c.problems.add(field, `not found verbatim in the excerpt or commentary of entry "${entry}"`);
    }
  }

  const problems = checked.flatMap((c) => c.problems.list);
  const entries = checked.flatMap((c) => (c.entry && c.problems.list.length === 0 ? [c.entry] : []));
  return { entries, problems };
}

/**
 * Reads the id of each event file. The event format itself belongs to the detector's owners; the
 * dataset only needs to know which event ids exist, and that they are unambiguous.
 */
export function readEventIds(files: SourceFile[]): {
  eventIds: string[];
  problems: Problem[];
} {
  const problems: Problem[] = [];
  const firstFileOfId = new Map<string, string>();
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    const p = new FileProblems(file.path);
    const parsed = parseJsonFile(file);
    if ("problem" in parsed) {
      problems.push(parsed.problem);
      continue;
    }
    if (!isObject(parsed.value)) {
      p.add("", `expected the file to hold one event object, found ${describe(parsed.value)}`);
    } else if (!("id" in parsed.value)) {
      p.add("id", "missing required field");
    } else {
      const id = checkId(p, "id", parsed.value.id);
      if (id !== undefined) {
        const first = firstFileOfId.get(id);
        if (first === undefined) {
          firstFileOfId.set(id, file.path);
        } else p.add("id", `duplicate event id "${id}" (also used by ${first})`);
      }
    }
    problems.push(...p.list);
  }
  return { eventIds: [...firstFileOfId.keys()], problems };
}

/** One line per problem: `file: field: message` (the field is left out when the whole file is at fault). */
export function formatProblems(problems: readonly Problem[]): string {
  return problems
    .map((p) => (p.field ? `${p.file}: ${p.field}: ${p.message}` : `${p.file}: ${p.message}`))
    .join("\n");
}
