/**
 * Loads data/ for the build: reads the files, runs the pure validator over them, and extracts from
 * quran-json only the verses the entries use, so the bundle does not carry the whole Quran.
 * Node-only; the extension receives the returned Dataset as JSON.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { isAbsolute, join, relative } from "node:path";
import { validateLocal } from "../core/dataset/local.ts";
import { coveredTargets as coveredTargetsOf } from "../core/dataset/lookup.ts";
import { looksLikeVerseKey, sortTargets } from "../core/dataset/targets.ts";
import type { Dataset, Entry, LocalTexts, Surah, Target } from "../core/dataset/types.ts";
import {
  formatProblems,
  type Problem,
  parseJsonFile,
  readEventIds,
  type SourceFile,
  validateEntries,
} from "../core/dataset/validate.ts";
import { INTERFACE_LANGUAGES } from "../shared/languages.ts";
import { readVerses, VERSE_CREDIT } from "./quran-source.ts";

/** Thrown when data/ is malformed; its message is the whole list, ready to print on stderr. */
export class DatasetError extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
    super(`The dataset has ${count}:\n${formatProblems(problems)}`);
    this.name = "DatasetError";
    this.problems = problems;
  }
}

/**
 * Paths in messages are relative to the working directory when the file is inside it
 * ("data/entries/badr.json"), which is what a person can click in a terminal; otherwise absolute.
 */
export function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : path;
}

/** One file, or undefined with a problem when it is missing. */
export function readJsonFile(path: string, problems: Problem[]): SourceFile | undefined {
  if (!existsSync(path)) {
    problems.push({ file: displayPath(path), field: "", message: "file not found" });
    return undefined;
  }
  return { path: displayPath(path), text: readFileSync(path, "utf8") };
}

/** The *.json files of a directory, in name order; a missing directory is a problem, not a crash. */
export function readJsonFiles(dir: string, problems: Problem[]): SourceFile[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    problems.push({ file: displayPath(dir), field: "", message: "directory not found" });
    return [];
  }
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const path = join(dir, name);
      return { path: displayPath(path), text: readFileSync(path, "utf8") };
    });
}

/**
 * data/quran/surahs.json is generated (src/node/write-surahs.ts), so it is checked only as far as the
 * validator relies on it: without sound sūrah numbers and verse counts, every verse check would
 * report nonsense, so a broken file stops validation there.
 */
function readSurahsFile(path: string, problems: Problem[]): Surah[] | undefined {
  const file = displayPath(path);
  if (!existsSync(path)) {
    problems.push({
      file,
      field: "",
      message: "file not found (regenerate it with npx tsx src/node/write-surahs.ts)",
    });
    return undefined;
  }
  const parsed = parseJsonFile({ path: file, text: readFileSync(path, "utf8") });
  if ("problem" in parsed) {
    problems.push(parsed.problem);
    return undefined;
  }
  const value = parsed.value;
  if (!Array.isArray(value) || value.length === 0) {
    problems.push({ file, field: "", message: "expected a non-empty array of sūrahs" });
    return undefined;
  }
  const bad = value.findIndex(
    (s, i) =>
      typeof s !== "object" ||
      s === null ||
      Array.isArray(s) ||
      s.number !== i + 1 ||
      typeof s.verses !== "number" ||
      s.verses < 1 ||
      typeof s.transliteration !== "string",
  );
  if (bad !== -1) {
    problems.push({
      file,
      field: `[${bad}]`,
      message: `expected sūrah ${bad + 1} with a number, a verse count and a transliteration`,
    });
    return undefined;
  }
  return value as unknown as Surah[];
}

/** Reads, validates and completes the dataset in `dataDir`; throws DatasetError listing every problem. */
export function loadDataset(dataDir: string): Dataset {
  // Problems are listed in reading order: sūrah table, then events, then entries.
  const problems: Problem[] = [];
  const surahs = readSurahsFile(join(dataDir, "quran", "surahs.json"), problems);
  if (!surahs) throw new DatasetError(problems);
  const events = readEventIds(readJsonFiles(join(dataDir, "events"), problems));
  problems.push(...events.problems);
  const entryFiles = readJsonFiles(join(dataDir, "entries"), problems);
  const { entries, problems: entryProblems } = validateEntries(entryFiles, {
    surahs,
    eventIds: events.eventIds,
  });
  problems.push(...entryProblems);
  if (entryFiles.length === 0 && problems.length === 0) {
    problems.push({ file: displayPath(join(dataDir, "entries")), field: "", message: "no entry files" });
  }
  if (problems.length > 0) throw new DatasetError(problems);

  // Verses a popover can show: those an entry serves and those it quotes in its own rendering.
  const keys = sortTargets(
    entries.flatMap((e) => [...e.targets.filter(looksLikeVerseKey), ...e.quotedVerses.map((q) => q.key)]),
  );
  return { entries, verses: readVerses(keys), verseCredit: VERSE_CREDIT };
}

/**
 * Reads and validates data/local (the entries in readers' languages, one folder per language, and
 * the sources their published texts come from) for a dataset loadDataset accepted; throws
 * DatasetError listing every problem. A data folder without it has none. A source's text file is
 * read only from inside the folder.
 */
export function loadLocalTexts(dataDir: string, dataset: Dataset): LocalTexts {
  const problems: Problem[] = [];
  const local = readLocal(join(dataDir, "local"), dataset.entries, problems);
  if (problems.length > 0) throw new DatasetError(problems);
  return local;
}

function readLocal(dir: string, entries: Entry[], problems: Problem[]): LocalTexts {
  if (!existsSync(dir)) return { sources: {}, entries: {} };
  const sources = readJsonFile(join(dir, "sources.json"), problems);
  if (!sources) return { sources: {}, entries: {} };
  const languages = INTERFACE_LANGUAGES.filter((language) => language !== "en");
  const folders = readdirSync(dir).filter(
    (name) => statSync(join(dir, name)).isDirectory() && name !== "sources",
  );
  const files = folders.flatMap((folder) =>
    readJsonFiles(join(dir, folder), problems).map((file) => ({ file, folder })),
  );
  const readText = (path: string) => {
    const full = join(dir, path);
    const inside = relative(dir, full);
    if (inside.startsWith("..") || isAbsolute(inside) || !existsSync(full)) return undefined;
    return readFileSync(full, "utf8");
  };
  const checked = validateLocal({ sources, files, readText }, { entries, languages });
  problems.push(...checked.problems);
  return checked.local;
}

/** The targets (verse keys and event ids) the dataset serves; the detector keeps only these. */
export function coveredTargets(dataset: Dataset): Target[] {
  return coveredTargetsOf(dataset);
}
