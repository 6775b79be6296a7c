/**
 * The validator of data/local: the entries in readers' languages and the published sources their
 * narrations and explanations come from. Pure, like validate.ts: it takes file contents and a way to
 * read a source's text file, and lists every problem with its file and field.
 *
 * What it guarantees the popover: every local entry belongs to an entry and a language the
 * extension has; every narration paragraph stands verbatim in its source's text; every explanation
 * is of a verse its entry serves, from a source in the entry's language; facts are given for every
 * fact the entry's card has, so a card is never half in one language.
 */
import { looksLikeVerseKey } from "./targets.ts";
import {
  type Entry,
  FACT_KINDS,
  type FactKind,
  type LocalEntry,
  type LocalSource,
  type LocalTexts,
} from "./types.ts";
import {
  checkArray,
  checkFields,
  checkId,
  checkParagraphs,
  checkSummary,
  checkText,
  describe,
  FileProblems,
  isObject,
  type Json,
  type JsonObject,
  type Problem,
  parseJsonFile,
  parseObjectFile,
  type SourceFile,
} from "./validate.ts";

const SOURCE_FIELDS = {
  required: ["id", "language", "kind", "work", "from", "url", "licence"],
  optional: ["publisher", "text"],
};
const ENTRY_FIELDS = {
  required: ["entry", "language", "title", "summary"],
  optional: ["narrationLabel", "narration", "explanation", "facts"],
};
const NARRATION_FIELDS = { required: ["source", "paragraphs"], optional: [] as string[] };
const EXPLANATION_FIELDS = { required: ["verse", "source", "text"], optional: [] as string[] };
const SOURCE_KINDS = ["narration", "explanation"] as const;

export interface LocalInput {
  /** data/local/sources.json. */
  sources: SourceFile;
  /** Each data/local/<language>/<entry>.json, with its folder's name. */
  files: { file: SourceFile; folder: string }[];
  /** The text file a source names (relative to data/local), or undefined when there is none. */
  readText: (path: string) => string | undefined;
}

export interface LocalKnown {
  entries: readonly Entry[];
  /** The interface languages that may have local entries (English is the entries' own). */
  languages: readonly string[];
}

/** Validates data/local; returns what is sound and every problem found. */
export function validateLocal(
  input: LocalInput,
  known: LocalKnown,
): { local: LocalTexts; problems: Problem[] } {
  const problems: Problem[] = [];
  const { sources, texts } = checkSources(input, known, problems);
  const entries: LocalTexts["entries"] = {};
  const files = [...input.files].sort((a, b) => (a.file.path < b.file.path ? -1 : 1));
  for (const { file, folder } of files) {
    const p = new FileProblems(file.path);
    const entry = checkLocalEntry(p, file, folder, { ...known, sources, texts });
    if (entry && p.list.length === 0) {
      entries[entry.language] ??= {};
      const byId = entries[entry.language]!;
      if (byId[entry.entry]) p.add("entry", `a second file for entry "${entry.entry}" in "${folder}"`);
      else byId[entry.entry] = entry;
    }
    problems.push(...p.list);
  }
  return { local: { sources, entries }, problems };
}

function checkSources(
  input: LocalInput,
  known: LocalKnown,
  problems: Problem[],
): { sources: Record<string, LocalSource>; texts: Map<string, string> } {
  const sources: Record<string, LocalSource> = {};
  const texts = new Map<string, string>();
  const p = new FileProblems(input.sources.path);
  const parsed = parseJsonFile(input.sources);
  if ("problem" in parsed) {
    problems.push(parsed.problem);
    return { sources, texts };
  }
  const items = checkArray(p, "", parsed.value);
  items?.forEach((item, i) => {
    const at = `[${i}]`;
    if (!isObject(item)) {
      p.add(at, `expected a source object, found ${describe(item)}`);
      return;
    }
    checkFields(p, at, item, SOURCE_FIELDS);
    const before = p.list.length;
    const id = checkId(p, `${at}.id`, item.id);
    const language = checkLanguage(p, `${at}.language`, item.language, known.languages);
    const kind = checkText(p, `${at}.kind`, item.kind);
    if (kind !== undefined && !(SOURCE_KINDS as readonly string[]).includes(kind))
      p.add(`${at}.kind`, `"${kind}" is not one of ${SOURCE_KINDS.join(", ")}`);
    const text = (field: string) => checkText(p, `${at}.${field}`, item[field]);
    const [work, from, url, licence] = [text("work"), text("from"), text("url"), text("licence")];
    if (url !== undefined && !/^https:\/\/\S+$/.test(url))
      p.add(`${at}.url`, "expected a secure web address (https)");
    const publisher = "publisher" in item ? text("publisher") : undefined;
    if ("text" in item) {
      const path = text("text");
      const body = path === undefined ? undefined : input.readText(path);
      if (path !== undefined && body === undefined) p.add(`${at}.text`, `file "${path}" not found`);
      if (id !== undefined && body !== undefined) texts.set(id, body);
    }
    if (id !== undefined && sources[id]) p.add(`${at}.id`, `duplicate source id "${id}"`);
    if (p.list.length > before || !id || !language || !kind || !work || !from || !url || !licence) return;
    sources[id] = {
      id,
      language,
      kind: kind as LocalSource["kind"],
      work,
      ...(publisher ? { publisher } : {}),
    };
  });
  problems.push(...p.list);
  return { sources, texts };
}

function checkLanguage(
  p: FileProblems,
  field: string,
  value: Json | undefined,
  languages: readonly string[],
): string | undefined {
  const language = checkText(p, field, value);
  if (language !== undefined && !languages.includes(language)) {
    p.add(field, `"${language}" is not an interface language other than English (${languages.join(", ")})`);
    return undefined;
  }
  return language;
}

interface EntryContext extends LocalKnown {
  sources: Record<string, LocalSource>;
  texts: Map<string, string>;
}

function checkLocalEntry(
  p: FileProblems,
  file: SourceFile,
  folder: string,
  context: EntryContext,
): LocalEntry | undefined {
  const value = parseObjectFile(p, file, "object");
  if (!value) return undefined;
  checkFields(p, "", value, ENTRY_FIELDS);
  const id = checkText(p, "entry", value.entry);
  const entry = context.entries.find((e) => e.id === id);
  if (id !== undefined && !entry) p.add("entry", `unknown entry id "${id}"`);
  const language = checkLanguage(p, "language", value.language, context.languages);
  if (language !== undefined && language !== folder)
    p.add("language", `"${language}" in the folder of "${folder}"`);
  const title = checkText(p, "title", value.title);
  const summary = checkSummary(p, value.summary);
  const narrationLabel =
    "narrationLabel" in value ? checkText(p, "narrationLabel", value.narrationLabel) : undefined;
  const sourceIn = (field: string, source: Json | undefined, kind: LocalSource["kind"]) => {
    const sourceId = checkText(p, field, source);
    if (sourceId === undefined) return undefined;
    const found = context.sources[sourceId];
    if (!found) p.add(field, `unknown source "${sourceId}" (data/local/sources.json)`);
    else if (found.kind !== kind)
      p.add(field, `source "${sourceId}" gives ${article(found.kind)}, not ${article(kind)}`);
    else if (language !== undefined && found.language !== language)
      p.add(field, `source "${sourceId}" is in "${found.language}", not "${language}"`);
    return found ? sourceId : undefined;
  };
  const narration = "narration" in value ? checkNarration(p, value.narration, sourceIn, context) : undefined;
  const explanation =
    "explanation" in value && entry ? checkExplanations(p, value.explanation, entry, sourceIn) : undefined;
  const facts = "facts" in value && entry ? checkFacts(p, value.facts, entry) : undefined;
  if (!id || !entry || !language || !title || !summary) return undefined;
  return {
    entry: id,
    language,
    title,
    summary,
    ...(narrationLabel ? { narrationLabel } : {}),
    ...(narration ? { narration } : {}),
    ...(explanation ? { explanation } : {}),
    ...(facts ? { facts } : {}),
  };
}

const article = (kind: LocalSource["kind"]) => (kind === "explanation" ? "an explanation" : "a narration");

type SourceCheck = (field: string, source: Json | undefined, kind: LocalSource["kind"]) => string | undefined;

function checkNarration(
  p: FileProblems,
  value: Json | undefined,
  sourceIn: SourceCheck,
  context: EntryContext,
): LocalEntry["narration"] {
  if (!isObject(value)) {
    p.add("narration", `expected an object with a source and paragraphs, found ${describe(value)}`);
    return undefined;
  }
  checkFields(p, "narration", value, NARRATION_FIELDS);
  const source = sourceIn("narration.source", value.source, "narration");
  const paragraphs = checkParagraphs(p, "narration.paragraphs", value.paragraphs);
  if (source === undefined || !paragraphs) return undefined;
  if (paragraphs.length === 0) p.add("narration.paragraphs", "no paragraph");
  const text = context.texts.get(source);
  if (text === undefined)
    p.add("narration.source", `source "${source}" names no text to check the paragraphs against`);
  else
    paragraphs.forEach((paragraph, i) => {
      if (!text.includes(paragraph))
        p.add(`narration.paragraphs[${i}]`, `not found verbatim in the text of source "${source}"`);
    });
  return { source, paragraphs };
}

function checkExplanations(
  p: FileProblems,
  value: Json | undefined,
  entry: Entry,
  sourceIn: SourceCheck,
): LocalEntry["explanation"] {
  const items = checkArray(p, "explanation", value);
  if (!items) return undefined;
  const seen = new Set<string>();
  const out: NonNullable<LocalEntry["explanation"]> = [];
  items.forEach((item, i) => {
    const at = `explanation[${i}]`;
    if (!isObject(item)) {
      p.add(at, `expected an object with a verse, a source and a text, found ${describe(item)}`);
      return;
    }
    checkFields(p, at, item, EXPLANATION_FIELDS);
    const verse = checkText(p, `${at}.verse`, item.verse);
    if (verse !== undefined && !(looksLikeVerseKey(verse) && entry.targets.includes(verse)))
      p.add(`${at}.verse`, `"${verse}" is not a verse entry "${entry.id}" serves`);
    else if (verse !== undefined && seen.has(verse)) p.add(`${at}.verse`, `a second explanation of ${verse}`);
    if (verse !== undefined) seen.add(verse);
    const source = sourceIn(`${at}.source`, item.source, "explanation");
    const text = checkText(p, `${at}.text`, item.text);
    if (verse && source && text) out.push({ verse, source, text });
  });
  return out;
}

function checkFacts(p: FileProblems, value: Json | undefined, entry: Entry): LocalEntry["facts"] {
  if (!isObject(value)) {
    p.add("facts", `expected an object of texts by kind, found ${describe(value)}`);
    return undefined;
  }
  const kinds = new Set<string>((entry.facts ?? []).map((f) => f.kind));
  if (kinds.size === 0) {
    p.add("facts", `entry "${entry.id}" has no facts card`);
    return undefined;
  }
  const out: Partial<Record<FactKind, string>> = {};
  for (const [kind, text] of Object.entries(value as JsonObject)) {
    if (!kinds.has(kind)) {
      const known = (FACT_KINDS as readonly string[]).includes(kind)
        ? "a fact the entry's card does not have"
        : "not a fact kind";
      p.add(`facts.${kind}`, `${known} (the card has ${[...kinds].join(", ")})`);
      continue;
    }
    const checked = checkText(p, `facts.${kind}`, text);
    if (checked !== undefined) out[kind as FactKind] = checked;
  }
  for (const kind of kinds)
    if (!(kind in value)) p.add(`facts.${kind}`, "missing: the card would mix languages");
  return out;
}
