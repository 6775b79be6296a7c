/**
 * The grammar compiler: reads the detector's tables (data/grammar/*.json, data/events/*.json),
 * checks them, and compiles them into the expressions and lookups the detector runs on
 * (`CompiledGrammar`, src/core/detect/tables.ts). The build serves the result to the content
 * script as "virtual:badr-lens-grammar", so no frame compiles tables when it starts; tests, the
 * scan command and the benchmark call `loadGrammar` themselves.
 *
 * A malformed table stops the build, naming the file, the field and the problem.
 */
import { existsSync } from "node:fs";
import { basename, join } from "node:path";
import type { Problem, SourceFile } from "../core/dataset/validate.ts";
import { parseJsonFile } from "../core/dataset/validate.ts";
import { compileTemplate } from "../core/detect/languages.ts";
import { ARABIC_LETTER, alt, esc, key, RAW_MARKS, rawArabic } from "../core/detect/patterns.ts";
import type {
  CompiledEvent,
  CompiledGrammar,
  CompiledLanguage,
  EventTable,
  GrammarTables,
  LanguageTable,
  QuranTable,
  SurahIndexTable,
  SurahNamesTable,
} from "../core/detect/tables.ts";
import { fold } from "../core/normalize/index.ts";
import { DatasetError, displayPath, readJsonFile, readJsonFiles } from "./dataset.ts";
import { checkLanguageScripts } from "./language-scripts.ts";

/** What a field of a table must hold. */
type Shape =
  | "words" // an array of folded, non-empty, distinct strings
  | "text" // a non-empty string
  | "names" // names joined by "|"
  | "count" // a positive integer
  | "counts" // an array of positive integers
  | "weights" // folded words to non-zero integers
  | "wordsBySurah" // sūrah numbers to "words"
  | "wordsByVerse" // verse numbers (1–286) to "words"
  | "optionalText" // a string, possibly empty
  | "namesByLanguage" // language keys to 114 folded names
  | "eventForms" // event ids to { names, phrases, phrasesBeforeName, notBefore: "words" }
  | { [field: string]: Shape };

const QURAN_SHAPE: Record<keyof QuranTable, Shape> = {
  markers: "words",
  markersArabic: "words",
  surahWords: "words",
  surahWordsArabic: "words",
  verseWords: "words",
  verseWordsArabic: "words",
  numberWords: "words",
  numberWordsArabic: "words",
  rangeWords: "words",
  listWords: "words",
  ofWords: "words",
  ofWordsArabic: "words",
  surahAliases: "wordsBySurah",
  surahMeanings: "wordsBySurah",
  urlHosts: "words",
};
const SURAH_INDEX_SHAPE: Record<keyof SurahIndexTable, Shape> = {
  verses: "counts",
  latin: "names",
  arabic: "names",
};
const EVENT_SHAPE: Record<keyof EventTable, Shape> = {
  id: "text",
  title: "text",
  names: { latin: "words", arabic: "words" },
  phrases: {
    nounsBefore: "words",
    linksBefore: "words",
    wordsBefore: "words",
    articlesBetween: "words",
    wordsAfter: "words",
    arabicBefore: "words",
    arabicAfter: "words",
    arabicAlone: "words",
  },
  notThisEvent: {
    beforePhrase: "words",
    latinBefore: "words",
    latinAfter: "words",
    arabicBefore: "words",
    arabicAfter: "words",
  },
  context: {
    window: "count",
    threshold: "count",
    positive: "weights",
    negative: "weights",
    citedSurahs: "weights",
  },
};

const LANGUAGE_SHAPE: Record<keyof LanguageTable, Shape> = {
  code: "text",
  name: "text",
  quran: "words",
  surah: "words",
  verse: "words",
  inflections: "words",
  surahNames: "optionalText",
  names: "wordsBySurah",
  rangeWords: "words",
  listWords: "words",
  followingOne: "words",
  followingMore: "words",
  ordinals: "words",
  verseOrdinals: "wordsByVerse",
  verseNumbers: "wordsByVerse",
  citations: "words",
  citationsInContext: "words",
  bibleBooks: "words",
  revelation: "words",
  revelationStems: "words",
  events: "eventForms",
};

const isFolded = (s: string) => fold(s).text === s;

/** Checks `value` against `shape`, adding a problem per field that is wrong; true when none was. */
function check(value: unknown, shape: Shape, file: string, field: string, problems: Problem[]): boolean {
  const before = problems.length;
  const add = (at: string, message: string) => problems.push({ file, field: at, message });
  const words = (v: unknown, at: string) => {
    if (!Array.isArray(v)) return add(at, "expected an array of words");
    const seen = new Set<string>();
    v.forEach((w, i) => {
      if (typeof w !== "string" || w.trim() === "") add(`${at}[${i}]`, "expected a non-empty string");
      else if (!isFolded(w)) add(`${at}[${i}]`, `"${w}" is not folded (write "${fold(w).text}")`);
      else if (seen.has(w)) add(`${at}[${i}]`, `"${w}" is listed twice`);
      else seen.add(w);
    });
  };
  if (typeof shape === "object") {
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      add(field, "expected an object");
      return false;
    }
    const record = value as Record<string, unknown>;
    for (const [name, inner] of Object.entries(shape)) {
      const at = field ? `${field}.${name}` : name;
      if (!(name in record)) add(at, "missing required field");
      else check(record[name], inner, file, at, problems);
    }
    for (const name of Object.keys(record)) {
      if (!(name in shape) && name !== "$comment") {
        add(field ? `${field}.${name}` : name, `unknown field (allowed: ${Object.keys(shape).join(", ")})`);
      }
    }
  } else if (shape === "words") {
    words(value, field);
  } else if (shape === "namesByLanguage") {
    if (typeof value !== "object" || value === null || Array.isArray(value)) add(field, "expected an object");
    else {
      for (const [lang, names] of Object.entries(value)) {
        if (lang === "$comment") continue;
        if (!Array.isArray(names) || names.length !== 114) add(lang, "expected the names of 114 sūrahs");
        else
          names.forEach((n, i) => {
            if (typeof n !== "string" || !isFolded(n)) add(`${lang}[${i}]`, "expected a folded name");
          });
      }
    }
  } else if (shape === "optionalText") {
    if (typeof value !== "string") add(field, "expected a string");
  } else if (shape === "eventForms") {
    if (typeof value !== "object" || value === null || Array.isArray(value)) add(field, "expected an object");
    else {
      for (const [id, forms] of Object.entries(value)) {
        check(
          forms,
          { names: "words", phrases: "words", phrasesBeforeName: "words", notBefore: "words" },
          file,
          `${field}.${id}`,
          problems,
        );
      }
    }
  } else if (shape === "text" || shape === "names") {
    if (typeof value !== "string" || value.trim() === "") add(field, "expected a non-empty string");
  } else if (shape === "count") {
    if (!Number.isInteger(value) || (value as number) < 1) add(field, "expected a positive integer");
  } else if (shape === "counts") {
    if (!Array.isArray(value) || value.some((n) => !Number.isInteger(n) || n < 1)) {
      add(field, "expected an array of positive integers");
    }
  } else if (shape === "weights") {
    if (typeof value !== "object" || value === null || Array.isArray(value)) add(field, "expected an object");
    else {
      for (const [w, n] of Object.entries(value)) {
        if (!isFolded(w) || w.trim() === "")
          add(`${field}["${w}"]`, "a term must be a folded, non-empty word");
        if (!Number.isInteger(n) || n === 0) add(`${field}["${w}"]`, "expected a non-zero integer weight");
      }
    }
  } else if (typeof value !== "object" || value === null || Array.isArray(value)) {
    add(field, `expected an object of ${shape === "wordsByVerse" ? "verse" : "sūrah"} numbers to words`);
  } else {
    const [most, what] = shape === "wordsByVerse" ? [286, "verse"] : [114, "sūrah"];
    for (const [n, list] of Object.entries(value)) {
      if (!/^[1-9]\d{0,2}$/.test(n) || Number(n) > most)
        add(`${field}.${n}`, `not a ${what} number (1–${most})`);
      words(list, `${field}.${n}`);
    }
  }
  return problems.length === before;
}

function parsed(file: SourceFile | undefined, shape: Shape, problems: Problem[]): unknown {
  if (!file) return undefined;
  const result = parseJsonFile(file);
  if ("problem" in result) {
    problems.push(result.problem);
    return undefined;
  }
  return check(result.value, shape, file.path, "", problems) ? result.value : undefined;
}

/** Reads and checks the tables in `dataDir`; throws DatasetError listing every problem. */
export function readGrammarTables(dataDir: string): GrammarTables {
  const problems: Problem[] = [];
  const grammar = (name: string) => readJsonFile(join(dataDir, "grammar", name), problems);
  const quran = parsed(grammar("quran.json"), QURAN_SHAPE, problems);
  const surahIndex = parsed(grammar("surah-index.json"), SURAH_INDEX_SHAPE, problems);
  const bible = parsed(grammar("bible.json"), { books: "words" }, problems);
  const notVerses = parsed(grammar("not-verses.json"), { before: "words", after: "words" }, problems);
  const events = readJsonFiles(join(dataDir, "events"), problems).map((f) => ({
    file: f.path,
    table: parsed(f, EVENT_SHAPE, problems) as EventTable | undefined,
  }));
  const surahNamesPath = join(dataDir, "grammar", "surah-names.json");
  const surahNames = existsSync(surahNamesPath)
    ? (parsed(readJsonFile(surahNamesPath, problems), "namesByLanguage", problems) as
        | SurahNamesTable
        | undefined)
    : {};
  const languagesDir = join(dataDir, "grammar", "languages");
  const languages = existsSync(languagesDir)
    ? readJsonFiles(languagesDir, problems).map((f) => ({
        file: f.path,
        table: parsed(f, LANGUAGE_SHAPE, problems) as LanguageTable | undefined,
      }))
    : [];
  // Event ids are known only when every event table could be read.
  const eventIds = events.every((e) => e.table) ? new Set(events.map((e) => e.table!.id)) : null;
  for (const { file, table } of languages) {
    if (table) checkLanguage(file, table, surahNames ?? {}, eventIds, problems);
  }
  const index = surahIndex as SurahIndexTable | undefined;
  if (index) {
    const file = displayPath(join(dataDir, "grammar", "surah-index.json"));
    for (const field of ["verses", "latin", "arabic"] as const) {
      const n = field === "verses" ? index.verses.length : index[field].split("|").length;
      if (n !== 114) problems.push({ file, field, message: `expected 114 sūrahs, found ${n}` });
    }
  }
  for (const { file, table } of events) {
    for (const key of Object.keys(table?.context?.citedSurahs ?? {})) {
      const n = Number(key);
      if (!Number.isInteger(n) || n < 1 || n > 114)
        problems.push({ file, field: `context.citedSurahs.${key}`, message: "not a sūrah number (1–114)" });
    }
  }
  // A name is the key from a match back to its event, so two events cannot share one.
  const owner = new Map<string, string>();
  for (const { file, table } of events) {
    if (!table) continue;
    for (const script of ["latin", "arabic"] as const) {
      table.names[script].forEach((name, i) => {
        const other = owner.get(name);
        if (other) {
          problems.push({
            file,
            field: `names.${script}[${i}]`,
            message: `"${name}" is also a name of ${other}`,
          });
        }
        owner.set(name, table.id);
      });
    }
  }
  if (problems.length > 0) throw new DatasetError(problems);
  return {
    quran: quran as QuranTable,
    surahIndex: index!,
    bible: bible as GrammarTables["bible"],
    notVerses: notVerses as GrammarTables["notVerses"],
    events: events.map((e) => e.table!),
    languages: languages.map((l) => l.table!),
    surahNames: surahNames!,
  };
}

/**
 * The event slot's name until issue 33: every event is data (data/events), and Badr only one of
 * them. A template that still says it is refused by name rather than as an unknown token.
 */
const RENAMED_SLOT = "{badr}";

/** Words that stand in for every token, to check a template's syntax. */
const PROBE_WORDS = {
  quran: "q",
  surah: "s",
  verse: "v",
  inflections: "i",
  names: "n",
  ordinals: "o",
  verseOrdinals: "p",
  verseNumbers: "c",
  event: "e",
  range: "r",
  list: "l",
  following: "f",
};

/**
 * What no shape can say about a language: its name, its templates, its events, its names table,
 * and that it is written in scripts the detector has code for (language-scripts.ts).
 */
function checkLanguage(
  file: string,
  t: LanguageTable,
  surahNames: SurahNamesTable,
  eventIds: ReadonlySet<string> | null,
  problems: Problem[],
): void {
  const add = (field: string, message: string) => problems.push({ file, field, message });
  if (basename(file) !== `${t.code}.json`) add("code", `"${t.code}" does not match the file's name`);
  if (t.surahNames && !surahNames[t.surahNames])
    add("surahNames", `"${t.surahNames}" is not a language of surah-names.json`);
  checkLanguageScripts(file, t, problems);
  const syntax = (template: string, field: string) => {
    if (template.includes(RENAMED_SLOT)) {
      add(field, `"${template}": ${RENAMED_SLOT} is now {event} (the slot of any event's name, data/events)`);
      return null;
    }
    try {
      const { source, slots } = compileTemplate(template, PROBE_WORDS);
      // The detector makes a template's expression on its first try, in a page: it must be one.
      new RegExp(source, "y");
      return slots;
    } catch (error) {
      add(field, `"${template}": ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };
  const citation = (c: string, field: string, inContext: boolean) => {
    const slots = syntax(c, field);
    if (!slots) return;
    const count = (slot: string) => slots.filter((x) => x === slot).length;
    // Two {vnum} are a range ("verses sixty-seven to sixty-nine").
    const vnumRange = count("vnum") === 2 && count("verses") + count("vnth") === 0;
    if (count("verses") + count("vnth") + count("vnum") !== 1 && !vnumRange)
      add(field, `"${c}" must hold {verses}, {vnth} or {vnum} once, or {vnum} twice`);
    const numbers = count("n") + count("nth") + count("nnum") + count("roman");
    if (numbers > 1 || count("name") > 1 || numbers + count("name") === 0)
      add(field, `"${c}" must hold {n}, {nnum}, {roman}, {nth} or {name} (or a number and a name)`);
    // A template that counts only beside Quran context may be numbers and words alone.
    if (!inContext && !/\{(?:quran|surah|name|nth|also)\}/.test(c))
      add(field, `"${c}" must hold {quran}, {surah} or {name}: numbers alone are no citation`);
    if (count("event")) add(field, `"${c}": {event} belongs in events`);
  };
  for (const [i, c] of t.citations.entries()) citation(c, `citations[${i}]`, false);
  for (const [i, c] of t.citationsInContext.entries()) citation(c, `citationsInContext[${i}]`, true);
  // {vnth} and {vnum} share one lookup (languages.ts): a word in both would read as either number.
  const ordinalWords = new Set(Object.values(t.verseOrdinals ?? {}).flat());
  for (const [n, words] of Object.entries(t.verseNumbers ?? {})) {
    words.forEach((w, i) => {
      if (ordinalWords.has(w)) add(`verseNumbers.${n}[${i}]`, `"${w}" is also an ordinal in verseOrdinals`);
    });
  }
  t.revelation.forEach((w, i) => {
    if (!t.revelationStems.some((stem) => w.includes(stem)))
      add(`revelation[${i}]`, `"${w}" holds none of revelationStems, so the page probe would miss it`);
  });
  for (const [id, forms] of Object.entries(t.events)) {
    if (eventIds && !eventIds.has(id)) add(`events.${id}`, `no event "${id}" in data/events`);
    forms.phrases.forEach((p, i) => {
      const slots = syntax(p, `events.${id}.phrases[${i}]`);
      if (slots && (slots.length !== 1 || slots[0] !== "event"))
        add(`events.${id}.phrases[${i}]`, `"${p}" must hold {event} once, and no other slot`);
    });
    forms.phrasesBeforeName.forEach((p, i) => {
      const slots = syntax(p, `events.${id}.phrasesBeforeName[${i}]`);
      if (slots && (slots.length !== 1 || slots[0] !== "event" || !p.endsWith("{event}")))
        add(`events.${id}.phrasesBeforeName[${i}]`, `"${p}" must end in {event} and hold no other slot`);
    });
  }
}

/** Reads, checks and compiles the tables in `dataDir`. */
export function loadGrammar(dataDir: string): CompiledGrammar {
  return compileGrammar(readGrammarTables(dataDir));
}

/**
 * The accents transliteration puts on letters: acute, grave, circumflex, macron, diaeresis, dot
 * below, line below, breve below ("ā", "ḥ", "ẖ", "ḏ").
 */
const TRANSLITERATION_ACCENTS = /^[a-z][\u0300\u0301\u0302\u0304\u0308\u0323\u0331\u032e]$/;

/** Precomposed Latin letters with those accents, by the ASCII letter they fold to ("h" → "ḥḫẖ"). */
const LATIN_VARIANTS = (() => {
  const out = new Map<string, string>();
  for (const [from, to] of [
    [0xc0, 0x17f],
    [0x1e00, 0x1e9f],
  ]) {
    for (let c = from!; c <= to!; c++) {
      const ch = String.fromCharCode(c);
      const decomposed = ch.normalize("NFD");
      if (TRANSLITERATION_ACCENTS.test(decomposed))
        out.set(decomposed[0]!, (out.get(decomposed[0]!) ?? "") + ch);
    }
  }
  return out;
})();

/**
 * An event's name on raw text, as a whole word, with any transliteration accent on any letter but
 * the first ("Uḥud", "Bādr"). The trigger is case-insensitive, and a class of accented letters
 * first made it a fifth slower on prose (it runs on every page); names whose first letter carries
 * an accent are rare. Text typed with combining accents (rarer still) is missed here too, as it
 * was before events were data.
 */
function rawLatinName(name: string): string {
  const [first, ...rest] = [...name];
  const letters = rest.map((c) => {
    // Every apostrophe folding makes "'" ("Bad’r", "Bad'r", "Badʼr").
    if (c === "'") return "['`\u2018\u2019\u02bc\u02bb\u02be\u02bf\u00b4\u2032]";
    const variants = LATIN_VARIANTS.get(c);
    return variants ? `[${c}${variants}]` : esc(c);
  });
  return `(?<![a-z])${esc(first!)}${letters.join("")}(?![a-z])`;
}

/**
 * An event's Arabic name on raw text: any diacritics, any hamza on a leading alif, a whole word,
 * or the word with the alif of its accusative.
 */
function rawArabicName(name: string): string {
  const alif = name.startsWith("ا") ? `[اأإآٱ]${RAW_MARKS}` : "";
  // With the accusative's alif of tanwīn: «شهد بدرًا».
  return `${alif}${rawArabic(name)}(?:${RAW_MARKS}ا)?(?!${RAW_MARKS}${ARABIC_LETTER})`;
}

function compileEvent(e: EventTable): CompiledEvent {
  // Only the fields the detector reads: a table's "$comment" is prose for its editors.
  const alternations = <T extends Record<string, string[]>>(lists: T, shape: Shape) =>
    Object.fromEntries(Object.keys(shape).map((field) => [field, alt(lists[field]!)])) as {
      [K in keyof T]: string;
    };
  // A term listed twice keeps its last weight, negative over positive.
  const weights = new Map<string, number>([
    ...Object.entries(e.context.positive),
    ...Object.entries(e.context.negative),
  ]);
  const terms: Record<string, string> = {};
  for (const [term, weight] of weights) terms[weight] = terms[weight] ? `${terms[weight]}|${term}` : term;
  return {
    id: e.id,
    names: e.names,
    rawNames: [...e.names.latin.map(rawLatinName), ...e.names.arabic.map(rawArabicName)],
    alone: e.phrases.arabicAlone,
    phrases: alternations(e.phrases, EVENT_SHAPE.phrases),
    notThisEvent: alternations(e.notThisEvent, EVENT_SHAPE.notThisEvent),
    context: {
      window: e.context.window,
      threshold: e.context.threshold,
      terms,
      citedSurahs: e.context.citedSurahs,
    },
  };
}

/**
 * The sūrahs' names as the detector looks them up (letters only), as short as the lookup allows:
 * the transliterated name's stem, without its article ("al-", "an-"), followed by the whole name
 * when the article is not one the detector adds to every stem itself ("nisa,annisa"); the Arabic
 * name without ال, which the detector adds.
 */
function surahNameKeys(index: SurahIndexTable): CompiledGrammar["surahNames"] {
  const latin = fold(index.latin)
    .text.split("|")
    .map((name) => {
      const stem = key(name.replace(/^(?:a[lnrstdz]|adh|ash)-/, ""));
      const whole = key(name);
      return whole === stem || whole === `al${stem}` ? stem : `${stem},${whole}`;
    });
  // The detector looks each Arabic name up with and without its article, so it is left out here.
  const arabic = fold(index.arabic)
    .text.split("|")
    .map((name) => key(name).replace(/^ال/, ""));
  return { latin: latin.join("|"), arabic: arabic.join("|") };
}

/** A language as the detector reads it: the table's fields, its translated names resolved. */
function compileLanguage(l: LanguageTable, names: SurahNamesTable): CompiledLanguage {
  // Field by field: the table's "$comment" and the Bible books (merged into bibleBooks) stay behind.
  return {
    code: l.code,
    quran: l.quran,
    surah: l.surah,
    verse: l.verse,
    inflections: l.inflections,
    surahNames: l.surahNames ? names[l.surahNames]!.join("|") : "",
    names: l.names,
    rangeWords: l.rangeWords,
    listWords: l.listWords,
    followingOne: l.followingOne,
    followingMore: l.followingMore,
    ordinals: l.ordinals,
    verseOrdinals: l.verseOrdinals,
    verseNumbers: l.verseNumbers,
    citations: l.citations,
    citationsInContext: l.citationsInContext,
    revelation: l.revelation,
    revelationStems: l.revelationStems,
    events: Object.fromEntries(
      Object.entries(l.events).map(([id, e]) => [
        id,
        {
          names: e.names,
          phrases: e.phrases,
          phrasesBeforeName: e.phrasesBeforeName,
          notBefore: e.notBefore,
        },
      ]),
    ),
  };
}

export function compileGrammar(t: GrammarTables): CompiledGrammar {
  const q = t.quran;
  // The probe's words (PageProbe.mightHaveVocabulary, src/core/detect/probe/page-probe.ts): loose
  // raw-text prefixes, so no spelling the folded grammar accepts is missed.
  const U = "[uūúùûüoōó]";
  const A = "[aāáàâä]";
  const APOSTROPHE = "['’‘ʼʾʿ`´-]?";
  /**
   * What folding drops (src/core/normalize): combining marks, Latin and Arabic, tatweel, Quranic
   * annotation marks, zero-width and bidi controls, the soft hyphen.
   */
  const MARKS =
    "[\\u0300-\\u036f\\u064b-\\u065f\\u0670\\u0640\\u06d6-\\u06ed\\u061c\\u00ad\\u200b-\\u200f\\u2060\\ufeff\\u202a-\\u202e\\u2066-\\u2069]*";
  const quran = `(?:al-?)?[qk]${U}r${APOSTROPHE}${A}{1,2}n`; // Quran, Qurʾān, Koran, Kuran, al-Qur'an
  const coran = `c${U}r${A}n`;
  const surah = `s(?:${U}|oo|ou)r${A}`; // Surah, Sūrat, Soorah, Sourate
  const latin = [
    quran,
    coran,
    surah,
    `${A}y${A}`, // āyah, ayat, ayaat
    "tafs", // tafsir, tafsīr, tafseer
    // Q 8:9, Q8:9, Q.8:9, Q 8/68, Q 8, v. 9, Q 8 ayah 9: a Q, a sūrah number and a verse. The
    // detector reads folded text, where what folding drops may stand between them ("Qَ8:9",
    // "Q.ـ8:9", "Q. \u200f8:9").
    `q${MARKS}(?:\\.${MARKS})?\\s?${MARKS}\\d{1,3}${MARKS}(?:\\s{0,2}${MARKS}[:./：∶﹕;]|[,،]?\\s{1,3}(?:v|[aā]y))`,
    `q${U}r\\.`, // Qur. 8:67, the abbreviation
  ];
  // The Arabic words of the rule, without their article: the detector adds the article, clitics
  // and diacritics (trigger.ts), which would triple their size here.
  const arabicWords = [...q.markersArabic, ...q.surahWordsArabic, ...q.verseWordsArabic, "تفسير"];

  return {
    verseCounts: t.surahIndex.verses,
    surahNames: surahNameKeys(t.surahIndex),
    surahAliases: q.surahAliases,
    surahMeanings: q.surahMeanings,
    bibleBooks: [...new Set([...t.bible.books, ...t.languages.flatMap((l) => l.bibleBooks)])].join("|"),
    notVersesBefore: t.notVerses.before.join("|"),
    source: {
      markers: alt(q.markers),
      markersArabic: alt(q.markersArabic),
      surahWords: alt(q.surahWords),
      surahWordsArabic: alt(q.surahWordsArabic),
      verseWords: alt(q.verseWords),
      verseWordsArabic: alt(q.verseWordsArabic),
      numberWords: alt([...q.numberWords, ...q.numberWordsArabic]),
      rangeWords: alt(q.rangeWords.filter((w) => w !== "-")),
      listPunctuation: esc(q.listWords.filter((w) => w.length === 1 && w !== "و").join("")),
      ofWords: alt(q.ofWords),
      ofWordsArabic: alt(q.ofWordsArabic),
      hosts: alt(q.urlHosts),
      notAfter: alt(t.notVerses.after),
      vocabulary: `(?<![a-z])(?:${latin.join("|")})`,
      vocabularyArabic: [...new Set(arabicWords.map((w) => w.replace(/^ال/, "")))].join("|"),
      // Every marker and sūrah word of quran.json's Latin ones, with its ending ("Surat", "Sourate"),
      // "Q", and the older books' "Qur." ("Sale's note on Qur. viii. 68").
      romanAfter: `(?:${quran}|[qk]${U}r\\.|${coran}|${surah}[a-z-]{0,4}|q)`,
    },
    events: t.events.map(compileEvent),
    linkHosts: [...q.urlHosts],
    languages: t.languages.map((l) => compileLanguage(l, t.surahNames)),
  };
}

/**
 * `compiled` with the languages' translated names of sūrahs outside `targets` left empty (their
 * places kept): what the detector for `targets` reads is unchanged, and the build ships less.
 */
export function onlyNamesOf(compiled: CompiledGrammar, targets: readonly string[]): CompiledGrammar {
  const surahs = new Set(targets.flatMap((t) => (/^\d+:/.test(t) ? [Number(t.split(":")[0])] : [])));
  return {
    ...compiled,
    languages: compiled.languages.map((l) => ({
      ...l,
      surahNames: l.surahNames
        ? l.surahNames
            .split("|")
            .map((name, i) => (surahs.has(i + 1) ? name : ""))
            .join("|")
        : "",
    })),
  };
}
