/**
 * Languages as data (data/grammar/languages/*.json, docs/DETECTION.md "Languages"). Each language
 * gives its words for the Quran, a sūrah and a verse, the suffixes they take, its names of the
 * sūrahs, its range and list words, and citation templates such as "{name} {surah} {verses}.
 * {verse}" (Turkish) or "第{n}章第{verses}节" (Chinese); the events' names and phrases are templates
 * too ("perang {event}"). This module turns the templates into one expression over a folded window
 * and reads what it matches; no language has code of its own.
 */
import { wordCharacters } from "../normalize/scripts.ts";
import { at } from "./cursor.ts";
import { rangeEnd, romanValue } from "./grammar.ts";
import { alt } from "./patterns.ts";
import type { Item, Parsed } from "./quran.ts";
import type { CompiledLanguage } from "./tables.ts";
import { counting } from "./work.ts";

/**
 * Letters of every script a language file may use, after folding: the known scripts' with word
 * edges (Han has none). The build refuses a language file in any other script
 * (src/node/language-scripts.ts).
 */
export const WORD = wordCharacters();
const NOT_AFTER_WORD = `(?<![${WORD}])`;
const NOT_BEFORE_WORD = `(?![${WORD}])`;

const escapeChars = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
const ENDS_IN_LETTER = new RegExp(`[${WORD}]$`);
/** Elements of a template its head holds (compileTemplate). */
const HEAD_ELEMENTS = 2;
/** An expression's capture groups made plain groups: a head captures nothing. */
const nonCapturing = (src: string): string => src.replace(/(?<!\\)\((?!\?)/g, "(?:");

/** What a capture group of a compiled template holds. */
export type Slot =
  | "n"
  | "nnum"
  | "roman"
  | "name"
  | "nth"
  | "verses"
  | "following"
  | "vnth"
  | "vnum"
  | "event";

/** The words a template's tokens stand for, as alternations (see `alt`). */
export interface TemplateWords {
  quran: string;
  surah: string;
  verse: string;
  inflections: string;
  names: string;
  /** The language's ordinals, "first" for sūrah 1 ("the eighth sūrah"). */
  ordinals: string;
  /** The language's ordinals of verses ("sixty-seventh"), for {vnth}. */
  verseOrdinals: string;
  /** The language's verse numbers in words ("sixty-seven"), for {vnum}. */
  verseNumbers: string;
  /** The covered events' names, for {event}: whichever event the phrase is (data/events). */
  event: string;
  range: string;
  list: string;
  /** "And following" after a verse ("f.", "ff.", "et suiv.", «и след.»), for {verses}. */
  following: string;
}

export const VERSE_NUMBER = "[1-9]\\d{0,2}";
/** A sūrah's number and its colon before a later item of a {verses} list ("8:9, 8:67"). */
const SAME_SURAH = /[1-9]\d{0,2}\s?:\s?/y;
// German closes „…“ with “, Swedish writes ”…”.
const OPEN_QUOTE = '(?:[«"“„”]\\s?)?';
const CLOSE_QUOTE = '(?:\\s?[»"”“])?';

/** Between the ends of a range, and between items of a list, for `{verses}`. */
function rangeAndList(w: TemplateWords): { range: string; list: string } {
  return {
    // The verse word may come again after the range word: «من الآية 67 إلى الآية 69», "verse 67 to verse 69".
    range: `\\s*(?:-{1,2}|${w.range})\\s*(?:(?:${w.verse})\\s*)?`,
    list: `\\s*(?:[,;&+]|${w.list})\\s*`,
  };
}

/**
 * A template to an expression over folded text, with one capture group per slot in `slots`.
 * Syntax: `{quran}` `{surah}` `{verse}` (the language's words, with an inflection), `{name}` (a
 * covered sūrah's name, with an inflection), `{n}` (a sūrah number), `{nnum}` (a sūrah number in
 * words, from the verse numbers' words), `{roman}` (a sūrah by its Roman numeral), `{verses}` (a verse, a range or a list), `{vnth}` and
 * `{vnum}` (one verse by its ordinal or its number in words; two `{vnum}` make a range), `{event}`
 * (an event's name, in event phrases), `{gap}` (optional punctuation between parts), `{sep}` (the
 * colon, full stop or slash between a sūrah and its verse), a space (any run of spaces, or none),
 * `[…]` (optional), `?` (the character before is optional), `\x` (x itself); any other character
 * stands for itself. Throws on a malformed one.
 */
export function compileTemplate(
  template: string,
  w: TemplateWords,
): { source: string; slots: Slot[]; head: string; starts: string[]; required: string[] } {
  // A space before an optional part that ends the template belongs to it: "{name} [({n})]" must not
  // take the spaces after the name into the reference.
  template = template.replace(/ \[([^[\]]*)\]$/, "[ $1]");
  const slots: Slot[] = [];
  const out: string[] = [];
  let depth = 0;
  const { range, list } = rangeAndList(w);
  // A name or a title may stand in quotation marks: «Аль-Анфаль», «Тафсир Аль-Коран».
  const word = (alternation: string) =>
    `${NOT_AFTER_WORD}(?:${alternation})(?:${w.inflections})?${NOT_BEFORE_WORD}${CLOSE_QUOTE}`;
  const tokens: Record<string, () => string> = {
    quran: () => word(w.quran),
    surah: () => word(w.surah),
    verse: () => word(w.verse),
    name: () => {
      slots.push("name");
      return `${OPEN_QUOTE}${NOT_AFTER_WORD}(${w.names})(?:${w.inflections})?${NOT_BEFORE_WORD}${CLOSE_QUOTE}`;
    },
    also: () => `${OPEN_QUOTE}${NOT_AFTER_WORD}(?:${w.names})${NOT_BEFORE_WORD}${CLOSE_QUOTE}`,
    nth: () => {
      slots.push("nth");
      return `${NOT_AFTER_WORD}(${w.ordinals})${NOT_BEFORE_WORD}`;
    },
    vnth: () => {
      slots.push("vnth");
      return `${NOT_AFTER_WORD}(${w.verseOrdinals})${NOT_BEFORE_WORD}`;
    },
    vnum: () => {
      slots.push("vnum");
      return `${NOT_AFTER_WORD}(${w.verseNumbers})${NOT_BEFORE_WORD}`;
    },
    event: () => {
      slots.push("event");
      return `${NOT_AFTER_WORD}(${w.event})(?:${w.inflections})?${NOT_BEFORE_WORD}`;
    },
    // The name as the first part of a compound ("{event}slaget", "{event}schlacht"): the letters
    // after it in the template end the word.
    eventGlued: () => {
      slots.push("event");
      return `${NOT_AFTER_WORD}(${w.event})`;
    },
    n: () => {
      slots.push("n");
      return `(?<!\\d)(${VERSE_NUMBER})(?!\\d)`;
    },
    // A sūrah by its Roman numeral ("Sure VIII, 69", «сура VIII, аят 9»), of two letters or more:
    // a lone "i", "v" or "x" is a word or a letter in several of the languages (Swedish "i").
    roman: () => {
      slots.push("roman");
      return `${NOT_AFTER_WORD}((?=[clxvi]{2})c?(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3}))${NOT_BEFORE_WORD}`;
    },
    // A number in words is a number whether it counts sūrahs or verses ("chapter eight, verse nine").
    nnum: () => {
      slots.push("nnum");
      return `${NOT_AFTER_WORD}(${w.verseNumbers})${NOT_BEFORE_WORD}`;
    },
    verses: () => {
      // A later item may repeat the sūrah's number, as a list of pairs does ("Koranen 8:9, 8:67
      // och 8:69", "QS 8:9; 8:67"): the same number as {n}'s, by a back-reference, so "8:9, 2:255"
      // ends the list at 9. items() reads the number past.
      const n = slots.indexOf("n");
      const sameSurah = n >= 0 ? `(?:\\${n + 1}\\s?:\\s?)?` : "";
      slots.push("verses");
      const item = `${VERSE_NUMBER}(?:${range}${VERSE_NUMBER})?`;
      // "And following" after the last verse, captured ("8:67 ff.", "8, 68 et suiv.").
      slots.push("following");
      // As in the core grammar, letters or ".5", ":10" right after the last number make it no
      // verse list ("8:9am", "8:9.5").
      return `(?<!\\d)(${item}(?:${list}${sameSurah}${item}){0,30})(?:\\s?(${w.following}))?(?![0-9${WORD}]|[.:]\\d)`;
    },
    // A breadcrumb's arrow too: «হোম > তাফসীর > সূরা আনফাল > আয়াত ৯».
    gap: () => "\\s*[,:،؛;./›»>-]?\\s*",
    sep: () => "\\s*[:./]\\s*",
  };
  // What can start a match: the first element, and the first element of each optional group
  // before it ("[《]{quran}": 《 or the word). The window stage looks for these first.
  const heads: string[] = [];
  /**
   * What every match holds, outside the optional parts: each run of literal characters (cut where a
   * character is optional: "ayat?" holds "aya") and each token ("{verse}"). A window without one of
   * them cannot match, so the template's expression is neither made nor tried there.
   */
  const required: string[] = [];
  let requiredRun = "";
  const endRequiredRun = () => {
    if (requiredRun) required.push(requiredRun);
    requiredRun = "";
  };
  /** The words a match starts with: a literal run, or a token ("{quran}") for its word list. */
  const starts: string[] = [];
  let headOpen = true;
  let firstInGroup = false;
  // The head is the template up to its second element (a token, a run of literal characters or an
  // optional group, at the top level), when it has more: many templates of several languages begin
  // with the same name ("{name} {surah} …" in Turkish, "{name}: {verses}" elsewhere), and only the
  // element after it tells them apart. A page that cites al-Anfāl in English then makes and tries
  // none of the others' expressions, each a few hundred microseconds to make.
  let elements = 0;
  let inRun = false;
  let cut = -1;
  const headElement = (src: string, start: string) => {
    if (!headOpen || (depth > 0 && !firstInGroup)) return;
    starts.push(start);
    heads.push(nonCapturing(src));
    if (depth === 0) headOpen = false;
    firstInGroup = false;
  };
  for (let i = 0; i < template.length; i++) {
    const c = template.charAt(i);
    const literal = !"{[] ?".includes(c);
    if (cut < 0 && depth === 0 && elements >= HEAD_ELEMENTS && c !== "?" && !(inRun && literal))
      cut = out.length;
    if (depth === 0) {
      if (c === "{") elements++;
      if (literal && !inRun) elements++;
      inRun = literal;
    }
    if (c === "{") {
      const close = template.indexOf("}", i);
      const written = close < 0 ? "" : template.slice(i + 1, close);
      const glued = written === "event" && ENDS_IN_LETTER.test(template.charAt(close + 1));
      const name = glued ? "eventGlued" : written;
      const token = written === "eventGlued" ? undefined : tokens[name];
      if (!token)
        throw new Error(
          `unknown token "{${written}}" (known: ${Object.keys(tokens)
            .filter((k) => k !== "eventGlued")
            .join(", ")})`,
        );
      const src = token();
      out.push(src);
      headElement(src, `{${written}}`);
      if (depth === 0) {
        endRequiredRun();
        required.push(`{${written}}`);
      }
      i = close;
    } else if (c === "[") {
      if (headOpen && depth === 0) firstInGroup = true;
      endRequiredRun();
      depth++;
      out.push("(?:");
    } else if (c === "]") {
      if (depth === 0) throw new Error(`"]" at ${i} closes nothing`);
      depth--;
      out.push(")?");
      if (depth === 0) elements++;
    } else if (c === " ") {
      out.push("\\s*");
      endRequiredRun();
    } else if (c === "?") {
      if (out.length === 0 || !/[^\s]$/.test(template.charAt(i - 1)) || "]}".includes(template.charAt(i - 1)))
        throw new Error(`"?" at ${i} must follow a character`);
      out.push("?");
      // The character before it (a literal: "?" may not follow "]" or "}") is not required.
      if (depth === 0) {
        requiredRun = requiredRun.slice(0, -1);
        endRequiredRun();
      }
    } else {
      let ch = c;
      if (c === "\\") {
        if (i + 1 >= template.length) throw new Error("a template cannot end with \\");
        ch = template.charAt(++i);
      }
      // One character, so that "?" after it makes only it optional.
      const src = `(?:${escapeChars(ch)})`;
      out.push(src);
      if (depth === 0) requiredRun += ch;
      // A literal start is looked for as its whole run of letters ("chapter", "perang", "第").
      if (headOpen) {
        const run = /^[^\s{}[\]?\\]+/.exec(template.slice(i))?.[0] ?? ch;
        headElement(escapeChars(run), run);
      }
    }
  }
  if (depth !== 0) throw new Error(`"[" without "]"`);
  endRequiredRun();
  // A template ending in a letter ends a word, which may take an inflection ("savaşı'nda").
  if (ENDS_IN_LETTER.test(template)) out.push(`(?:${w.inflections})?${NOT_BEFORE_WORD}`);
  const firstOnly = heads.length > 1 ? `(?:${heads.join("|")})` : (heads[0] ?? "(?!)");
  return {
    source: out.join(""),
    slots,
    head: cut < 0 ? firstOnly : nonCapturing(out.slice(0, cut).join("")),
    starts,
    required,
  };
}

/** A word's longest run without spaces: text holding the word holds it (spaces match any run). */
const longestPiece = (word: string): string =>
  word.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), "");

/** What a language's templates match in a folded window. */
export interface LanguageMatch {
  start: number;
  end: number;
  /** A Quran citation: its sūrah and where its verse list is; or an event phrase: its id. */
  surah: number;
  versesStart: number;
  verses: string;
  event: string;
  /** An event phrase that a capitalised word right after it undoes ("participated in Badr Al-Saud's …"). */
  beforeName: boolean;
  /** An event phrase whose last token is the name ("fought at {event}"). */
  endsInName: boolean;
  /** A citation that counts only beside Quran context (`citationsInContext`). */
  needsContext: boolean;
  /** Index of the language whose template matched. */
  language: number;
  /** Where the verse is an ordinal ({vnth}): the ordinal's length; `verses` holds its number. */
  ordinalLength?: number;
  /** Where two numbers in words make a range ("sixty-seven to sixty-nine"): the last verse. */
  verseTo?: number;
  /** Verses "and following" adds after the last verse ("f." 1, "ff." 2), or 0. */
  following: number;
}

interface Compiled {
  slots: Slot[];
  language: number;
  event: string;
  /** An event phrase ending in the name that a capitalised word after it undoes (a person). */
  beforeName: boolean;
  /** An event phrase whose last token is the name: the words after it may make it another Badr. */
  endsInName: boolean;
  /** A citation that counts only beside Quran context (`citationsInContext`). */
  needsContext: boolean;
  /** The template alone, sticky: several may match at one start, and the longest wins. */
  source: string;
  /**
   * What the window must hold for the template to match (compileTemplate's `required`): each entry is a choice of
   * pieces, one of which must be in it (a token's words), so a template of another language whose
   * verse word is absent is never made.
   */
  needs: readonly (readonly string[])[];
  expression?: RegExp;
}

/** The templates whose heads are one expression. */
interface Head {
  source: string;
  expression?: RegExp;
  templates: Compiled[];
}

/**
 * `source`, compiled sticky on its first try. Each expression is made when a page first needs it:
 * the languages have about 500 templates, and making all of their expressions up front was a
 * quarter of what making a detector cost.
 */
const sticky = (holder: { source: string; expression?: RegExp }): RegExp => {
  holder.expression ??= new RegExp(holder.source, "y");
  return holder.expression;
};

/** Everything covered that the languages can name: sūrahs by number, events by id. */
export interface LanguageCovering {
  surahs: ReadonlySet<number>;
  events: ReadonlySet<string>;
  /** Names of covered sūrahs the core grammar knows (quran.json's surahAliases), folded. */
  coreNames: ReadonlyMap<number, readonly string[]>;
}

/** How far before its word a template may start: an article ("аль-"), a quotation mark, "the ". */
const BEFORE_WORD = 6;

/**
 * The word the start expression looks for, for a word or name of a list: without an article, and
 * past a short first word ("the spoils" is looked for as "spoils", BEFORE_WORD before it).
 */
function firstWord(word: string): string {
  const words = word.replace(/^(?:(?:a[lnr]|el|ul|аль|ал|эль)[\s'-]+|ال(?=..))/, "").split(/\s+/);
  return words[0]!.length < 4 && words[1] ? words[1] : words[0]!;
}

/** A lookup key for a name as matched: without spaces, hyphens and apostrophes. */
const nameKey = (s: string): string => s.replace(/[\s'-]+/g, "");

/** An article before a transliterated name: al-, an-, el-, ul-, Cyrillic аль-, Arabic ال. */
const ARTICLE = "(?:(?:a[lnr]|el|ul|аль|ал|эль)[\\s'-]{0,2}|ال)?";
const ARTICLE_AT_START = new RegExp(`^${ARTICLE}`);

export class LanguageForms {
  /** Whether any language has a template for what is covered. */
  readonly active: boolean;
  /** The templates by their head, each head sticky: only those whose head matches are tried. */
  readonly #byHead = new Map<string, Head>();
  /**
   * The heads each start word belongs to: only those are tried where the word is found, each from
   * as far before the word as its templates may start (0 where a template starts with the word).
   */
  readonly #headsByWord = new Map<string, Map<Head, number>>();
  /** Where a template may start: every template's head, joined. */
  readonly #starts: RegExp | null;
  readonly #templates: Compiled[] = [];
  readonly #names = new Map<string, number>();
  readonly #events = new Map<string, string>();
  /** Per language: sticky expressions reading a verse list back into items. */
  readonly #range: RegExp[] = [];
  readonly #list: RegExp[] = [];
  /** Per language: its words for "and following", to how many verses each adds. */
  readonly #following: ReadonlyMap<string, number>[] = [];
  /** Per language: its ordinals, for {nth}. */
  readonly #ordinals: (readonly string[])[] = [];
  /** Per language: its ordinals of verses and its verse numbers in words, to their numbers ({vnth}, {vnum}). */
  readonly #verseWords: ReadonlyMap<string, number>[] = [];
  /** Per language: its numbers in words alone, to their numbers ({nnum}: never an ordinal). */
  readonly #numberWords: ReadonlyMap<string, number>[] = [];
  /** Raw-text patterns of the covered names and the events' names (trigger and probe). */
  readonly names: string[] = [];
  /**
   * The covered sūrahs' names in Latin letters, own and translated, each by its first telling word
   * ("butin", "botines"): the trigger looks for them only where a number follows or a sūrah word
   * stands just before.
   */
  readonly latinNames: string[] = [];
  /**
   * The Quran words and the stems of the words that say a verse was revealed (probe): each gives a
   * bare pair in its paragraph a Quran context (`anchorWords`), so a page with one must be read
   * further.
   */
  readonly quranWords: string[] = [];
  /** The same, for the established Quran context rule (context.ts). */
  readonly anchorWords: string[] = [];
  /** The sūrah words (probe, before a number). */
  readonly surahWords: string[] = [];
  /**
   * The Quran and sūrah words of the languages with a template that reads a Roman sūrah after one
   * ("Sure VIII, 69", «Коране, VIII, 69»): the trigger looks for a covered sūrah's numeral behind them.
   */
  readonly romanAfter: string[] = [];
  /** First characters that may follow a sūrah number in a template (trigger). */
  readonly afterNumber = new Set<string>();
  /**
   * Covered sūrahs' numbers in words, each with the words for a verse that follow it in a
   * template ("eight" and "verse", for "chapter {nnum}, {verse} …"): the trigger looks for the two
   * together, since "eight" alone is in every other page.
   */
  readonly numberWordsBeforeVerse: { numbers: string[]; verse: readonly string[] }[] = [];
  /**
   * Covered sūrahs' numbers in words, each with the sūrah words before it in a template ("åtta"
   * after "sura", for "… i {surah} {nnum}": "den nionde versen i sura åtta"): the trigger looks for
   * the number behind which a sūrah word stands.
   */
  readonly numberWordsAfterSurah: { numbers: string[]; surah: readonly string[] }[] = [];
  /**
   * Words between a verse list and a sūrah's number that ends a template ("of chapter", for
   * "{verse} {verses} of chapter {n}"): the trigger looks for a number after them, behind it.
   */
  readonly wordsBeforeLastNumber = new Set<string>();

  constructor(languages: readonly CompiledLanguage[], covering: LanguageCovering) {
    const startWords = new Set<string>();
    languages.forEach((lang, index) => {
      const names: string[] = [];
      const translated = lang.surahNames ? lang.surahNames.split("|") : [];
      for (const n of covering.surahs) {
        const own = [...(lang.names[String(n)] ?? []), ...(translated[n - 1] ? [translated[n - 1]!] : [])];
        for (const name of [...own, ...(covering.coreNames.get(n) ?? [])]) {
          names.push(name);
          const k = nameKey(name);
          if (!this.#names.has(k)) this.#names.set(k, n);
        }
        // The trigger looks for the names the file gives in its own script, not for the generated
        // translations nor the Latin names: those stand after a sūrah word ("сура «Трофеи», аят
        // 41", "sourate Le Butin, verset 9"), and every word costs every page (BENCHMARKS.md).
        this.names.push(...(lang.names[String(n)] ?? []).filter((name) => !/^[a-z]/.test(name)));
        // The Latin ones, own and generated ("Butin", "Beute", "Botín", "Krigsbyte"), by their
        // telling word, only before a number or just after a sūrah word (trigger.ts): "sura del
        // Botín, aleyas 67 a 69", "sourate du Butin (VIII, 9)", never "Beute" in prose.
        for (const name of own.filter((name) => /^[a-z]/.test(name))) this.latinNames.push(firstWord(name));
        // "the eighth sūrah": the trigger looks for the ordinal too.
        if (lang.ordinals[n - 1]) this.names.push(lang.ordinals[n - 1]!);
      }
      const eventNames: string[] = [];
      const phrases: [string, string, string, boolean][] = [];
      for (const [id, e] of Object.entries(lang.events)) {
        if (!covering.events.has(id)) continue;
        for (const name of e.names) {
          eventNames.push(name);
          this.#events.set(nameKey(name), id);
        }
        this.names.push(...e.names);
        for (const p of e.phrases) {
          phrases.push([p, id, alt(e.notBefore), false]);
          // A compound that starts with the name ("Badrslaget") has no word end after the name,
          // where the trigger looks for it: the trigger looks for the compound.
          const glued = new RegExp(`^\\{event\\}([${WORD}]+)`).exec(p)?.[1];
          if (glued) this.names.push(...e.names.map((name) => name + glued));
        }
        for (const p of e.phrasesBeforeName) phrases.push([p, id, alt(e.notBefore), true]);
      }
      this.quranWords.push(...lang.quran, ...lang.revelationStems);
      this.anchorWords.push(...lang.quran, ...lang.revelation);
      this.surahWords.push(...lang.surah);
      const verseOrdinals = wordsToVerses(lang.verseOrdinals);
      const verseNumbers = wordsToVerses(lang.verseNumbers);
      const w: TemplateWords = {
        quran: alt(lang.quran),
        surah: alt(lang.surah),
        verse: alt(lang.verse),
        inflections: alt(lang.inflections),
        names: names.length ? `${ARTICLE}(?:${alt(names)})` : "(?!)",
        ordinals: alt(lang.ordinals),
        verseOrdinals: alt([...verseOrdinals.keys()]),
        verseNumbers: alt([...verseNumbers.keys()]),
        event: alt(eventNames),
        range: alt(lang.rangeWords),
        list: alt(lang.listWords),
        following: alt([...lang.followingOne, ...lang.followingMore]),
      };
      const { range, list } = rangeAndList(w);
      const startLists: Record<string, readonly string[]> = {
        quran: lang.quran,
        surah: lang.surah,
        verse: lang.verse,
        name: names,
        also: names,
        nth: lang.ordinals,
        vnth: [...verseOrdinals.keys()],
        vnum: [...verseNumbers.keys()],
        event: eventNames,
      };
      const pieces = new Map<string, string[]>();
      const piecesOf = (token: string, list: readonly string[]): string[] => {
        const known = pieces.get(token);
        if (known) return known;
        const out = [...new Set(list.map(longestPiece))];
        pieces.set(token, out);
        return out;
      };
      this.#range[index] = new RegExp(range, "y");
      this.#list[index] = new RegExp(list, "y");
      this.#ordinals[index] = lang.ordinals;
      // "f." is the verse and the next, "ff." (and its kin) the next two, as in the core grammar.
      this.#following[index] = new Map([
        ...lang.followingOne.map((w) => [w, 1] as const),
        ...lang.followingMore.map((w) => [w, 2] as const),
      ]);
      // One lookup for both: the grammar checker keeps a word out of one list or the other.
      this.#verseWords[index] = new Map([...verseOrdinals, ...verseNumbers]);
      this.#numberWords[index] = verseNumbers;
      const add = (
        template: string,
        { event = "", notAfter = "", beforeName = false, needsContext = false } = {},
      ) => {
        const { source: own, slots, head, starts, required } = compileTemplate(template, w);
        // An event's phrase right after one of its "notBefore" words is another event ("Det
        // mindre slaget vid Badr", the later meeting at the same wells; Han has no space: 第二次白德尔之战).
        const source = notAfter ? `(?<!(?<![${WORD}])(?:${notAfter})\\s*)${own}` : own;
        const byHead = this.#byHead.get(head) ?? { source: head, templates: [] };
        this.#byHead.set(head, byHead);
        starts.forEach((start, k) => {
          const list = startLists[start.replace(/^\{|\}$/g, "")];
          for (const word of list && start.startsWith("{") ? list : [start]) {
            const first = firstWord(word);
            startWords.add(first);
            // A template that opens with this literal word starts where it does; any other start
            // (a token with its quotation mark and article, a later optional group) may be before it.
            const back = k === 0 && !start.startsWith("{") && first === start ? 0 : BEFORE_WORD;
            const heads = this.#headsByWord.get(first) ?? new Map<Head, number>();
            heads.set(byHead, Math.max(heads.get(byHead) ?? 0, back));
            this.#headsByWord.set(first, heads);
          }
        });
        const needs = required.flatMap((part) => {
          if (!part.startsWith("{")) return [[part]];
          const list = startLists[part.slice(1, -1)];
          return list ? [piecesOf(part, list)] : [];
        });
        const compiled: Compiled = {
          slots,
          language: index,
          event,
          beforeName,
          endsInName: event !== "" && template.endsWith("{event}"),
          needsContext,
          source,
          needs,
        };
        this.#templates.push(compiled);
        byHead.templates.push(compiled);
      };
      if (names.length) {
        for (const [templates, needsContext] of [
          [lang.citations, false],
          [lang.citationsInContext, true],
        ] as const) {
          for (const t of templates) {
            add(t, { needsContext });
            if (t.includes("{roman}")) this.romanAfter.push(...lang.quran, ...lang.surah);
            for (const follower of followersOfNumber(t, lang)) this.afterNumber.add(follower);
            const before = /\{verses\} ([^{}[\]\\?]+) \{n\}$/.exec(t)?.[1];
            if (before) this.wordsBeforeLastNumber.add(before);
            if (/\{nnum\}\[?,?\]? \{verse\}/.test(t)) {
              const numbers = [...covering.surahs].flatMap((n) => lang.verseNumbers[String(n)] ?? []);
              if (numbers.length) this.numberWordsBeforeVerse.push({ numbers, verse: lang.verse });
            }
            if (/\{surah\} \{nnum\}/.test(t)) {
              const numbers = [...covering.surahs].flatMap((n) => lang.verseNumbers[String(n)] ?? []);
              if (numbers.length) this.numberWordsAfterSurah.push({ numbers, surah: lang.surah });
            }
          }
        }
      }
      for (const [p, event, notAfter, beforeName] of phrases) add(p, { event, notAfter, beforeName });
    });
    this.active = startWords.size > 0;
    // Plain words, no look-arounds: one alternation of literals is what the engine scans fastest.
    // The template may start a little before its word (an article, a quotation mark).
    this.#starts = startWords.size ? new RegExp(alt([...startWords]), "g") : null;
  }

  /** How many templates' expressions have been made: a page makes only those it may match. */
  get made(): number {
    return this.#templates.filter((c) => c.expression).length;
  }

  /**
   * Makes every expression that is otherwise made on first use, so that the build, not a page,
   * meets a malformed one (docs/DETECTION.md, "Languages").
   */
  compileAll(): void {
    for (const byHead of this.#byHead.values()) sticky(byHead);
    for (const c of this.#templates) sticky(c);
  }

  /** Every citation or event phrase in folded `s`, in text order, longest first at one start. */
  find(s: string): LanguageMatch[] {
    const starts = this.#starts;
    if (!starts) return [];
    const out: LanguageMatch[] = [];
    const stats = counting.stats;
    if (stats) stats.scanned += s.length;
    let done = 0;
    // Made on the first template tried: most windows fit no head.
    let held: Map<string, boolean> | undefined;
    const holds = (piece: string): boolean => {
      held ??= new Map();
      const known = held.get(piece);
      if (known !== undefined) return known;
      const v = s.includes(piece);
      held.set(piece, v);
      return v;
    };
    for (let word = at(starts, s, 0); word; word = starts.exec(s)) {
      const q = word.index;
      // The next word may start inside this one ("anfal" in "al-anfal"'s match).
      starts.lastIndex = q + 1;
      // Every template whose head fits is tried, from a little before the word on; the earliest
      // start wins, then the longest: another language's template may read further ("ayat 67
      // hingga 69"). The words are the languages' own, so this is rare in prose.
      let t: Compiled | null = null;
      let m: RegExpExecArray | null = null;
      for (let p = Math.max(done, q - BEFORE_WORD); p <= q && !m; p++) {
        for (const [byHead, back] of this.#headsByWord.get(word[0]) ?? []) {
          if (q - p > back || !at(sticky(byHead), s, p)) continue;
          for (const c of byHead.templates) {
            if (!c.needs.every((choice) => choice.some(holds))) continue;
            const r = at(sticky(c), s, p);
            if (r && r[0].length > 0 && (!m || r[0].length > m[0].length)) {
              m = r;
              t = c;
            }
          }
        }
      }
      if (!m || !t) continue;
      if (stats) stats.heads++;
      const match: LanguageMatch = {
        start: m.index,
        end: m.index + m[0].length,
        surah: 0,
        versesStart: -1,
        verses: "",
        event: t.event,
        beforeName: t.beforeName,
        endsInName: t.endsInName,
        needsContext: t.needsContext,
        language: t.language,
        following: 0,
      };
      starts.lastIndex = Math.max(starts.lastIndex, match.end);
      done = match.end;
      t.slots.forEach((slot, k) => {
        const value = m[1 + k];
        if (value === undefined) return;
        // A template may give both ("QS. Al-Anfal [8]: 9"): they must agree.
        const n =
          slot === "n"
            ? Number(value)
            : slot === "roman"
              ? romanValue(value)
              : slot === "nnum"
                ? (this.#numberWords[t.language]!.get(value.replace(/\s+/g, " ")) ?? 0)
                : slot === "name"
                  ? this.#surahNamed(value)
                  : slot === "nth"
                    ? this.#ordinals[t.language]!.indexOf(value.replace(/\s+/g, " ")) + 1
                    : -1;
        if (n >= 0) match.surah = match.surah && match.surah !== n ? -1 : n;
        if (slot === "following") {
          match.following = this.#following[t.language]!.get(value.replace(/\s+/g, " ")) ?? 0;
          match.end = m.index + m[0].lastIndexOf(value) + value.length;
        } else if (slot === "verses") {
          match.verses = value;
          match.versesStart = m.index + m[0].lastIndexOf(value);
        } else if (slot === "vnth" || slot === "vnum") {
          // One verse, by its ordinal ("the sixty-seventh verse") or its number in words ("verse
          // nine"): its number, and the word's span. A second number in words ends a range.
          const verse = this.#verseWords[t.language]!.get(value.replace(/\s+/g, " "));
          if (match.ordinalLength === undefined) {
            match.verses = String(verse ?? "");
            match.versesStart = m.index + m[0].indexOf(value);
            match.ordinalLength = value.length;
          } else {
            match.verseTo = verse ?? 0;
            match.ordinalLength = m.index + m[0].lastIndexOf(value) + value.length - match.versesStart;
          }
        }
      });
      if (t.event || match.surah > 0) out.push(match);
    }
    return out;
  }

  /** The sūrah a matched name (with or without its article) names, or 0. */
  #surahNamed(name: string): number {
    return (
      this.#names.get(nameKey(name)) ?? this.#names.get(nameKey(name.replace(ARTICLE_AT_START, ""))) ?? 0
    );
  }

  /**
   * The items of a verse list as matched by a template of language `language`: [start, end, from,
   * to] with offsets in the window.
   */
  items(match: LanguageMatch): [number, number, number, number][] {
    const k = match.language;
    const range = this.#range[k]!;
    const list = this.#list[k]!;
    const num = /[1-9]\d{0,2}/y;
    const s = match.verses;
    if (match.ordinalLength !== undefined) {
      const n = Number(s);
      const to = match.verseTo ?? n;
      // "sixty-nine to sixty-seven" is no range.
      return n > 0 && to >= n ? [[match.versesStart, match.versesStart + match.ordinalLength, n, to]] : [];
    }
    const out: [number, number, number, number][] = [];
    let p = 0;
    while (p < s.length) {
      // A later item's repeat of the sūrah's number (the template matched only that number).
      if (out.length > 0 && at(SAME_SURAH, s, p)) p = SAME_SURAH.lastIndex;
      const a = at(num, s, p);
      if (!a) break;
      let end = num.lastIndex;
      const from = Number(a[0]);
      let to = from;
      if (at(range, s, end)) {
        // A short end ("67-9", 67–69) only after a dash with no space, as in the core grammar.
        const tight = range.lastIndex === end + 1;
        const b = at(num, s, range.lastIndex);
        if (b) {
          to = tight ? rangeEnd(from, b[0]) : Math.max(from, Number(b[0]));
          end = num.lastIndex;
        }
      }
      out.push([match.versesStart + p, match.versesStart + end, from, to]);
      if (!at(list, s, end)) break;
      p = list.lastIndex;
    }
    return out;
  }
}

/** A language's words for verses ({vnth}, {vnum}) to the verse numbers they stand for. */
function wordsToVerses(byVerse: Readonly<Record<string, readonly string[]>>): Map<string, number> {
  return new Map(Object.entries(byVerse).flatMap(([n, words]) => words.map((w) => [w, Number(n)] as const)));
}

/** The first characters after `{n}` in a template, past spaces and punctuation (for the trigger). */
function followersOfNumber(template: string, lang: CompiledLanguage): string[] {
  const at = template.indexOf("{n}");
  if (at < 0) return [];
  const rest = template.slice(at + 3).replace(/^[\s,،:.;[\]]+/, "");
  const token = /^(?:\{(?:gap|sep)\}|[\s,،:.;[\]])*\{(\w+)\}/.exec(rest);
  if (!token) return rest ? [rest.charAt(0) === "\\" ? rest.charAt(1) : rest.charAt(0)] : [];
  if (token[1] === "verses") return [..."123456789"];
  const words =
    token[1] === "verse"
      ? lang.verse
      : token[1] === "surah"
        ? lang.surah
        : token[1] === "quran"
          ? lang.quran
          : [];
  return words.map((w) => w.charAt(0));
}

/**
 * A language's citation as the emit stage reads a Quran reference: its items up to the first that
 * is no verse of its sūrah ("Enfal suresi 80. ayet" is none), or null when the first is not.
 */
export function languageReference(
  forms: LanguageForms,
  m: LanguageMatch,
  verseCounts: readonly number[],
): Parsed | null {
  const count = verseCounts[m.surah - 1] ?? 0;
  const raw = forms.items(m);
  const items: Item[] = [];
  for (const [k, [start, end, from, written]] of raw.entries()) {
    // "And following" adds to a last verse that stands alone, up to the sūrah's last ("8:74 ff."
    // is 74–75); after a range nothing.
    const to =
      k === raw.length - 1 && m.following && written === from ? Math.min(count, from + m.following) : written;
    if (to > count || from > count) break;
    items.push({ start, end, surah: m.surah, from, to, explicit: false });
  }
  if (items.length === 0) return null;
  const end = items.length === raw.length ? m.end : items[items.length - 1]!.end;
  return { start: m.start, end, items, needsContext: m.needsContext, open: -1 };
}
