/**
 * The quotation compiler: for the verses the dataset covers, every version Badr Lens recognises
 * when quoted (quran-json's Arabic and its ten translations, and the public-domain translations in
 * data/quotations/translations.json), folded into words; the distinctive n-grams of each; and the
 * probe (src/core/detect/quotations/types.ts says what each is). Node-only: the build serves the
 * result to detector.js as "virtual:badr-lens-quotations", and Node callers call it themselves.
 *
 * An n-gram is distinctive when no verse the dataset does not cover has it, in the whole Quran in
 * the same language (for the data's translations, whose other verses we do not ship, also none of
 * their `sharedPhrases`). So «إن الله غفور رحيم» or "Allah is Forgiving and Merciful", which
 * many verses share, never anchor a quotation (docs/DETECTION.md, "Quoted verses").
 *
 * A malformed data file stops the build, naming the file, the field and the problem.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { parseVerseKey } from "../core/dataset/targets.ts";
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from "../core/dataset/translation-languages.ts";
import type { Target } from "../core/dataset/types.ts";
import type { Problem } from "../core/dataset/validate.ts";
import { parseJsonFile } from "../core/dataset/validate.ts";
import { HASH_GRAM } from "../core/detect/quotations/hashed.ts";
import {
  encodeGaps,
  foldsOfUnits,
  gramsOfWord,
  KEY_LETTERS_MAX,
  keyLengthFor,
  type ProbeTables,
  probeFoldWord,
  wordHash,
} from "../core/detect/quotations/probe.ts";
import {
  decodeHashes,
  encodeHashes,
  runWordHashes,
  windowHash,
} from "../core/detect/quotations/run-probe.ts";
import type { CompiledQuotations, CompiledVersion, HashedVersion } from "../core/detect/quotations/types.ts";
import { foldedPhrase, wordPairs } from "../core/detect/quotations/words.ts";
import { DatasetError, readJsonFile } from "./dataset.ts";

/** Words in an anchor n-gram. */
export const GRAM = 4;
/** The fewest words a quotation must match; Chinese counts characters, which say less each. */
export const MIN_WORDS = 5;
export const MIN_CHARACTERS = 8;
/**
 * The fewest consecutive words a quotation with no key word must match (rule B in
 * docs/DETECTION.md): seven, about a third of a verse of Saheeh International's and more than any
 * formula's distinctive stretch; five in Arabic, whose words carry their conjunctions, prepositions,
 * article and pronouns (8:69 is ten words in Arabic and twenty-two in Saheeh International's
 * English), so five Arabic words say as much as ten English ones. Urdu, though written in Arabic
 * script, writes those as words of their own, and takes seven. Chinese has its own rule (eight
 * characters, no key word) and no run.
 */
export const RUN_WORDS = 7;
export const RUN_WORDS_ARABIC = 5;
/**
 * Of a run's words, how many must be the verse's own (ownWords): at least half, so that a shared
 * phrase with a word or two of the verse after it ("the lure of this world and Allah", five words
 * of a formula and one own word) is not a quotation.
 */
export const runOwnWords = (run: number): number => Math.ceil(run / 2);
/**
 * quran-json's Arabic (dist/quran.json) and its translations (dist/quran_<code>.json, the table in
 * src/core/dataset/translation-languages.ts). Arabic and English first, the rest by code: an order
 * of its own, so that reordering the table (which orders the options page's list) changes nothing
 * in the compiled tables.
 */
export type Language = "ar" | TranslationLanguage;
export const QURAN_JSON_LANGUAGES: readonly Language[] = [
  "ar",
  "en",
  ...TRANSLATION_LANGUAGES.filter((code) => code !== "en").sort(),
];

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve("quran-json/package.json"));

interface TranslationTable {
  id: string;
  language: string;
  translator: string;
  title: string;
  year: number;
  verses: Record<string, string>;
  sharedPhrases: string[];
}

/** Every verse of one version of the whole Quran, keyed "S:V". */
type Quran = Map<string, string>;

const qurans = new Map<Language, Quran>();
export function quranIn(language: Language): Quran {
  let q = qurans.get(language);
  if (!q) {
    const file = language === "ar" ? "quran.json" : `quran_${language}.json`;
    const chapters = JSON.parse(readFileSync(join(packageDir, "dist", file), "utf8")) as {
      id: number;
      verses: { id: number; text: string; translation?: string }[];
    }[];
    q = new Map();
    for (const c of chapters)
      for (const v of c.verses) q.set(`${c.id}:${v.id}`, language === "ar" ? v.text : (v.translation ?? ""));
    qurans.set(language, q);
  }
  return q;
}

export const gramsOf = (words: string[]): string[] => {
  const out: string[] = [];
  for (let i = 0; i + GRAM <= words.length; i++) out.push(words.slice(i, i + GRAM).join(" "));
  return out;
};

/**
 * Of the n-grams in `wanted`, those some verse of `quran` that is not covered also has; and how
 * many verses use each word of `wanted`'s n-grams. Only wanted n-grams are ever made into strings.
 */
export function sharedWithOthers(
  quran: Quran,
  covered: ReadonlySet<string>,
  wanted: ReadonlySet<string>,
): { shared: Set<string>; counts: Map<string, number> } {
  const firstWords = new Set([...wanted].map((g) => g.slice(0, g.indexOf(" "))));
  const counted = new Set([...wanted].flatMap((g) => g.split(" ")));
  const shared = new Set<string>();
  const counts = new Map<string, number>();
  for (const [k, text] of quran) {
    const words = foldedPhrase(text).split(" ");
    for (const w of new Set(words)) if (counted.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
    if (covered.has(k)) continue;
    for (let i = 0; i + GRAM <= words.length; i++) {
      if (!firstWords.has(words[i]!)) continue;
      const g = words.slice(i, i + GRAM).join(" ");
      if (wanted.has(g)) shared.add(g);
    }
  }
  return { shared, counts };
}

function checkTranslations(value: unknown, file: string, problems: Problem[]): TranslationTable[] {
  const add = (field: string, message: string) => problems.push({ file, field, message });
  const list = (value as { translations?: unknown } | null)?.translations;
  if (!Array.isArray(list)) {
    add("translations", "must be an array of translations");
    return [];
  }
  const out: TranslationTable[] = [];
  const seen = new Set<string>();
  for (const [i, t] of (list as Record<string, unknown>[]).entries()) {
    const at = `translations[${i}]`;
    const before = problems.length;
    if (typeof t !== "object" || t === null) {
      add(at, "must be an object");
      continue;
    }
    for (const field of ["id", "language", "translator", "title"] as const)
      if (typeof t[field] !== "string" || !(t[field] as string).trim())
        add(`${at}.${field}`, "must be a non-empty string");
    if (typeof t.id === "string" && !/^[a-z]+(?:-[a-z]+)*$/.test(t.id))
      add(`${at}.id`, `"${t.id}" is not lower-case words joined by hyphens`);
    if (typeof t.id === "string" && seen.has(t.id)) add(`${at}.id`, `"${t.id}" is used twice`);
    seen.add(String(t.id));
    if (typeof t.language === "string" && !QURAN_JSON_LANGUAGES.includes(t.language as Language))
      add(
        `${at}.language`,
        `"${t.language}" is none of ${QURAN_JSON_LANGUAGES.join(", ")} (the whole Quran is needed to tell which phrases are distinctive)`,
      );
    if (!Number.isInteger(t.year)) add(`${at}.year`, "must be a whole number");
    const verses = t.verses as Record<string, unknown> | undefined;
    if (typeof verses !== "object" || verses === null || Array.isArray(verses))
      add(`${at}.verses`, "must map verse keys to texts");
    else {
      for (const [k, text] of Object.entries(verses)) {
        const ref = parseVerseKey(k);
        if (!ref || !quranIn("ar").has(k)) add(`${at}.verses["${k}"]`, "is not a verse of the Quran");
        if (typeof text !== "string" || !text.trim())
          add(`${at}.verses["${k}"]`, "must be a non-empty string");
        else if (foldedPhrase(text).split(" ").length < GRAM)
          add(`${at}.verses["${k}"]`, `has fewer than ${GRAM} words`);
      }
    }
    const shared = t.sharedPhrases;
    if (!Array.isArray(shared) || shared.some((s) => typeof s !== "string" || !s.trim()))
      add(`${at}.sharedPhrases`, "must be an array of non-empty strings");
    if (problems.length === before) out.push(t as unknown as TranslationTable);
  }
  return out;
}

/** Reads and checks data/quotations/translations.json. */
export function loadTranslations(dataDir: string): {
  translations: TranslationTable[];
  commonWords: string[];
} {
  const problems: Problem[] = [];
  const file = readJsonFile(join(dataDir, "quotations", "translations.json"), problems);
  let translations: TranslationTable[] = [];
  let commonWords: string[] = [];
  if (file) {
    const parsed = parseJsonFile(file);
    if ("problem" in parsed) problems.push(parsed.problem);
    else {
      translations = checkTranslations(parsed.value, file.path, problems);
      const common = (parsed.value as { commonWords?: unknown } | null)?.commonWords;
      if (
        !Array.isArray(common) ||
        common.some((w) => typeof w !== "string" || foldedPhrase(w) !== w || w.includes(" "))
      )
        problems.push({
          file: file.path,
          field: "commonWords",
          message: "must be an array of single words, folded (lower case, no accents or marks)",
        });
      else commonWords = common as string[];
    }
  }
  if (problems.length) throw new DatasetError(problems);
  return { translations, commonWords };
}

/** One version in data/quotations/hashed.json, as the file holds it. */
export interface HashedTable {
  id: string;
  language: string;
  translator: string;
  title: string;
  /** The year of publication, where it is settled. */
  year?: number;
  /** Where the text the hashes were made from came from (data/README.md says more). */
  source: string;
  /** The key words of its covered verses, as the probe reads them: the probe looks for them. */
  keys: string[];
  /** Its windows of rule B that hold no key word, for the run probe (encodeHashes). */
  runs: string;
  verses: Record<string, { grams: string; marks: string }>;
}

const GRAM_TEXT = /^(?:[A-Za-z0-9+/]{4})*$/;
const HASH_TEXT = /^(?:[A-Za-z0-9+/]{6})*$/;

function checkHashed(
  value: unknown,
  file: string,
  taken: ReadonlySet<string>,
  languages: readonly string[],
  problems: Problem[],
): HashedTable[] {
  const add = (field: string, message: string) => problems.push({ file, field, message });
  const list = (value as { versions?: unknown } | null)?.versions;
  if (!Array.isArray(list)) {
    add("versions", "must be an array of versions");
    return [];
  }
  const out: HashedTable[] = [];
  const seen = new Set<string>(taken);
  for (const [i, t] of (list as Record<string, unknown>[]).entries()) {
    const at = `versions[${i}]`;
    const before = problems.length;
    if (typeof t !== "object" || t === null) {
      add(at, "must be an object");
      continue;
    }
    for (const field of ["id", "language", "translator", "title", "source"] as const)
      if (typeof t[field] !== "string" || !(t[field] as string).trim())
        add(`${at}.${field}`, "must be a non-empty string");
    if (typeof t.id === "string" && !/^[a-z]+(?:-[a-z]+)*$/.test(t.id))
      add(`${at}.id`, `"${t.id}" is not lower-case words joined by hyphens`);
    if (typeof t.id === "string" && seen.has(t.id))
      add(`${at}.id`, `"${t.id}" is used twice (here or in translations.json)`);
    seen.add(String(t.id));
    // A hashed version is made against its own whole Quran (write-quotation-hashes.ts), so any
    // language the grammar reads will do, quran-json's or not (German).
    if (typeof t.language === "string" && !languages.includes(t.language))
      add(`${at}.language`, `"${t.language}" is none of ${languages.join(", ")} (data/grammar/languages)`);
    // A hashed version's year may be unsettled (Jalandhry's): absent then, never guessed.
    if (t.year !== undefined && !Number.isInteger(t.year))
      add(`${at}.year`, "must be a whole number if given");
    const keys = t.keys;
    if (
      !Array.isArray(keys) ||
      keys.length === 0 ||
      keys.some((k) => typeof k !== "string" || !k || probeFoldWord(k) !== k || /\s/.test(k))
    )
      add(`${at}.keys`, "must be a non-empty array of single words, folded as the probe reads them");
    if (typeof t.runs !== "string" || !HASH_TEXT.test(t.runs))
      add(`${at}.runs`, "must be hashes of six characters each (A-Z, a-z, 0-9, + or /)");
    const verses = t.verses as Record<string, unknown> | undefined;
    if (typeof verses !== "object" || verses === null || Array.isArray(verses) || !Object.keys(verses).length)
      add(`${at}.verses`, "must map verse keys to their grams and marks");
    else
      for (const [k, v] of Object.entries(verses)) {
        const field = `${at}.verses["${k}"]`;
        if (!parseVerseKey(k) || !quranIn("ar").has(k)) add(field, "is not a verse of the Quran");
        const { grams, marks } = (v ?? {}) as { grams?: unknown; marks?: unknown };
        if (typeof grams !== "string" || !grams || !GRAM_TEXT.test(grams))
          add(`${field}.grams`, "must be grams of four characters each (A-Z, a-z, 0-9, + or /)");
        else if (typeof marks !== "string" || !/^[0-7]+$/.test(marks))
          add(`${field}.marks`, "must be one digit from 0 to 7 per word");
        else if (marks.length !== grams.length / 4 + HASH_GRAM - 1)
          add(
            `${field}.marks`,
            `has ${marks.length} words where the grams make ${grams.length / 4 + HASH_GRAM - 1}`,
          );
        else if (!/[1357]/.test(marks)) add(`${field}.marks`, "has no anchor (no odd digit)");
      }
    if (problems.length === before) out.push(t as unknown as HashedTable);
  }
  return out;
}

/** Reads and checks data/quotations/hashed.json (none: no versions). */
export function loadHashed(dataDir: string, taken: ReadonlySet<string> = new Set()): HashedTable[] {
  const path = join(dataDir, "quotations", "hashed.json");
  if (!existsSync(path)) return [];
  const problems: Problem[] = [];
  const file = readJsonFile(path, problems);
  let out: HashedTable[] = [];
  if (file) {
    const parsed = parseJsonFile(file);
    if ("problem" in parsed) problems.push(parsed.problem);
    else {
      const languages = readdirSync(join(dataDir, "grammar", "languages"))
        .filter((f) => f.endsWith(".json"))
        .map((f) => f.slice(0, -".json".length));
      out = checkHashed(parsed.value, file.path, taken, languages, problems);
    }
  }
  if (problems.length) throw new DatasetError(problems);
  return out;
}

const isHan = (w: string) => /^\p{sc=Han}$/u.test(w);

/** The files whose text decides what loadQuotations makes (besides quran-json and the data file). */
const COMPILER_FILES = [
  "quotations.ts",
  "../core/detect/quotations/words.ts",
  "../core/detect/quotations/probe.ts",
  "../core/detect/quotations/run-probe.ts",
  "../core/detect/quotations/types.ts",
  "../core/detect/quotations/hashed.ts",
].map((f) => join(import.meta.dirname, f));
const CACHE_DIR = join(import.meta.dirname, "../../node_modules/.cache/badr-lens");

/**
 * loadQuotations, kept on disk between runs of the scan command (compiling reads the whole Quran
 * eleven times: seconds). The key is a hash of everything the result depends on, so a changed data
 * file, dataset, package or compiler makes a new one; a cache that cannot be written is skipped.
 */
export function loadQuotationsCached(dataDir: string, covered: Iterable<Target>): CompiledQuotations {
  const targets = [...covered].sort();
  const hash = createHash("sha256");
  hash.update(readFileSync(join(dataDir, "quotations", "translations.json")));
  const hashedFile = join(dataDir, "quotations", "hashed.json");
  if (existsSync(hashedFile)) hash.update(readFileSync(hashedFile));
  hash.update(JSON.stringify(targets));
  hash.update(readFileSync(join(packageDir, "package.json")));
  for (const f of COMPILER_FILES) hash.update(readFileSync(f));
  const file = join(CACHE_DIR, `quotations-${hash.digest("hex").slice(0, 20)}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as CompiledQuotations;
  const compiled = loadQuotations(dataDir, targets);
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(compiled));
  } catch {
    // A read-only checkout still scans; it compiles every time.
  }
  return compiled;
}

/** The quotation tables for the verses in `covered` (events and other targets are passed over). */
export function loadQuotations(dataDir: string, covered: Iterable<Target>): CompiledQuotations {
  const { translations, commonWords } = loadTranslations(dataDir);
  const verses = [...covered].filter((t) => parseVerseKey(t));
  const coveredSet = new Set(verses);
  const versions: CompiledVersion[] = [];
  /** Each version's key words as the probe reads them (keyWords), for the probe's tables only. */
  const probeKeysOf: string[][] = [];
  const common = new Set(commonWords.map(foldedPhrase));

  const addVersion = (
    target: string,
    source: string,
    text: string,
    others: ReadonlySet<string>,
    frequency: Map<string, number>,
    sharedPhrases: readonly string[] = [],
  ) => {
    const words = foldedPhrase(text).split(" ");
    const anchors: number[] = [];
    gramsOf(words).forEach((g, i) => {
      if (!others.has(g)) anchors.push(i);
    });
    const han = words.every(isHan);
    const min = Math.min(words.length, han ? MIN_CHARACTERS : MIN_WORDS);
    const { keys, probeKeys } = keyWords(wordPairs(text), frequency, common);
    const own = han ? [] : ownWords(words, others, sharedPhrases);
    const run = han ? 0 : source === "ar" ? RUN_WORDS_ARABIC : RUN_WORDS;
    const runOwn = runOwnWords(run);
    // Rule C: in Arabic, the key words no other verse of the Quran has.
    const solo = source === "ar" ? keys.filter((k) => frequency.get(k) === 1) : [];
    const isAnchor = new Set(anchors);
    const isOwn = new Set(own);
    versions.push({
      target,
      source,
      words: words.join(" "),
      marks: words.map((_, i) => (isAnchor.has(i) ? 1 : 0) + (isOwn.has(i) ? 2 : 0)).join(""),
      keys,
      min,
      run,
      runOwn,
      ...(solo.length ? { solo } : {}),
    });
    probeKeysOf.push(probeKeys);
    if (run > 0) runWindows(source, target, text, words, own, run, runOwn);
  };
  /** Run length → the hashes of every window of that many words that counts (RunProbe). */
  const windows = new Map<number, Set<number>>();
  const runWindows = (
    source: string,
    target: string,
    text: string,
    words: string[],
    own: number[],
    run: number,
    runOwn: number,
  ) => {
    const hashes = runWordHashes(text);
    if (hashes.length !== words.length)
      throw new Error(
        `quotations: ${source} ${target}: the run probe reads ${hashes.length} words where the matcher reads ${words.length}`,
      );
    const set = windows.get(run) ?? new Set<number>();
    windows.set(run, set);
    const isOwn = new Set(own);
    for (let i = 0; i + run <= words.length; i++) {
      let owned = 0;
      for (let j = i; j < i + run; j++) if (isOwn.has(j)) owned++;
      if (owned >= runOwn) set.add(windowHash(hashes.slice(i, i + run)));
    }
  };

  for (const language of QURAN_JSON_LANGUAGES) {
    const quran = quranIn(language);
    const own = translations.filter((x) => x.language === language);
    const texts = [...verses.map((v) => quran.get(v) ?? ""), ...own.flatMap((t) => Object.values(t.verses))];
    const wanted = new Set(texts.flatMap((text) => gramsOf(foldedPhrase(text).split(" "))));
    const others = sharedWithOthers(quran, coveredSet, wanted);
    for (const target of verses)
      addVersion(target, language, quran.get(target) ?? "", others.shared, others.counts);
    for (const t of own) {
      const shared = new Set(others.shared);
      for (const phrase of t.sharedPhrases)
        for (const g of gramsOf(foldedPhrase(phrase).split(" "))) shared.add(g);
      for (const target of verses) {
        const text = t.verses[target];
        if (text) addVersion(target, t.id, text, shared, others.counts, t.sharedPhrases);
      }
    }
  }
  // The versions shipped as hashes: their grams for the matcher, their key words for the probe,
  // and their windows of rule B with no key word for the run probe.
  const hashedTables = loadHashed(dataDir, new Set(translations.map((t) => t.id)));
  const hashed: HashedVersion[] = [];
  const hashedKeys: string[] = [];
  for (const t of hashedTables) {
    let used = false;
    for (const target of verses) {
      const v = t.verses[target];
      if (!v) continue;
      used = true;
      hashed.push({ target, source: t.id, grams: v.grams, marks: v.marks });
    }
    if (!used) continue;
    hashedKeys.push(...t.keys);
    const set = windows.get(RUN_WORDS) ?? new Set<number>();
    windows.set(RUN_WORDS, set);
    for (const h of decodeHashes(t.runs)) set.add(h);
  }
  const runs = [...windows]
    .sort(([a], [b]) => a - b)
    .map(([length, set]) => ({ length, hashes: encodeHashes([...set].sort((a, b) => a - b)) }));
  const compiled: CompiledQuotations = {
    gram: GRAM,
    versions,
    probe: { ...probeTables(versions, [...probeKeysOf.flat(), ...hashedKeys]), runs },
  };
  if (hashed.length) {
    compiled.hashed = hashed;
    compiled.hashedRules = { min: MIN_WORDS, run: RUN_WORDS, runOwn: runOwnWords(RUN_WORDS) };
  }
  return compiled;
}

/**
 * The positions of a version's own words: those no shared phrasing reaches. A word is not its own
 * when an n-gram of GRAM words through it is also in a verse the dataset does not cover (`others`),
 * or when it lies in one of the data's `sharedPhrases` (for Pickthall and Yusuf Ali, whose other
 * verses are not shipped). A run made only of shared phrasing, even two formulas end to end whose
 * seam no other verse has ("keep your duty to Allah. Lo! Allah is Forgiving, Merciful"), holds none.
 */
export function ownWords(
  words: string[],
  others: ReadonlySet<string>,
  sharedPhrases: readonly string[],
): number[] {
  const shared = new Array<boolean>(words.length).fill(false);
  gramsOf(words).forEach((g, i) => {
    if (others.has(g)) for (let j = i; j < i + GRAM; j++) shared[j] = true;
  });
  for (const phrase of sharedPhrases) {
    const p = foldedPhrase(phrase).split(" ");
    for (let i = 0; i + p.length <= words.length; i++)
      if (p.every((w, j) => words[i + j] === w)) for (let j = i; j < i + p.length; j++) shared[j] = true;
  }
  return shared.flatMap((s, i) => (s ? [] : [i]));
}

/**
 * Key words: long words of a version that are rare in the whole Quran in its language and are
 * not among the data's `commonWords`. A quotation must hold one of its verse's key words; the
 * probe (src/core/detect/quotations/probe.ts) looks for nothing else, so it stays one fast pass.
 * The probe finds a word of L letters whenever L ≥ gram + stride − 1 (keyLengthFor).
 */
const KEY_QURAN_FREQUENCY = 12;
const minimumKeyLength = (word: string) => keyLengthFor(word.charCodeAt(0));

/**
 * The key words of a version, as the matcher folds them (`keys`: foldWord, which drops an alif or
 * a hamza) and as the probe reads them in a page (`probeKeys`: probeFoldWord, which keeps them as
 * letters). Until 2026-12-02 a word written with an alif or a hamza was never a key, and «ما كان
 * لنبي أن يكون له أسرى», the words of 8:67 most quoted, held none.
 */
export function keyWords(
  pairs: { raw: string; folded: string }[],
  quranFrequency: Map<string, number>,
  common: ReadonlySet<string>,
): { keys: string[]; probeKeys: string[] } {
  if (pairs.every((p) => isHan(p.folded))) return { keys: [], probeKeys: [] };
  const probeForms = new Map<string, Set<string>>();
  for (const p of pairs) {
    const forms = probeForms.get(p.folded) ?? new Set<string>();
    forms.add(probeFoldWord(p.raw));
    probeForms.set(p.folded, forms);
  }
  // The probe finds a word only if it is long enough as the probe reads it.
  // …and no longer than the probe reads a word (KEY_LETTERS_MAX), which bounds its time.
  const findable = (w: string) =>
    [...probeForms.get(w)!].every((f) => f.length >= minimumKeyLength(f) && f.length <= KEY_LETTERS_MAX);
  const fits = (w: string, most: number) =>
    findable(w) && (quranFrequency.get(w) ?? 0) <= most && !common.has(w);
  const words = [...probeForms.keys()];
  let keys = words.filter((w) => fits(w, KEY_QURAN_FREQUENCY));
  // A verse of common words: its least common long words, else its long words (a formula's,
  // such as "forgiving": a quotation of it must then reach that far).
  if (keys.length === 0) keys = words.filter((w) => fits(w, 4 * KEY_QURAN_FREQUENCY));
  if (keys.length === 0) keys = words.filter((w) => fits(w, Number.POSITIVE_INFINITY));
  const probeKeys = new Set(keys.flatMap((k) => [...probeForms.get(k)!]));
  return { keys: keys.sort(), probeKeys: [...probeKeys].sort() };
}

/** The probe's tables: every gram of every key word, and every pair of a Chinese version. */
function probeTables(versions: CompiledVersion[], probeKeys: readonly string[]): ProbeTables {
  const grams = new Set<number>();
  const keys = new Set<string>();
  const hanPairs = new Set<string>();
  for (const v of versions) {
    const words = v.words.split(" ");
    if (words.every(isHan)) {
      for (const g of gramsOfWord(words.join(""))) grams.add(g);
      for (let i = 0; i + 1 < words.length; i++) hanPairs.add(words[i]! + words[i + 1]!);
    }
  }
  for (const k of probeKeys) {
    keys.add(k);
    for (const g of gramsOfWord(k)) grams.add(g);
  }
  const sortedKeys = [...keys].sort();
  return {
    grams: encodeGaps([...grams].sort((a, b) => a - b)),
    keys: sortedKeys,
    keyHashes: sortedKeys.map(wordHash),
    folds: foldsOfUnits(),
    hanPairs: [...hanPairs].sort().join(""),
  };
}
