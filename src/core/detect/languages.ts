/**
 * Languages as data (data/grammar/languages/*.json, docs/DETECTION.md "Languages"). Each language
 * gives its words for the Quran, a sūrah and a verse, the suffixes they take, its names of the
 * sūrahs, its range and list words, and citation templates such as "{name} {surah} {verses}.
 * {verse}" (Turkish) or "第{n}章第{verses}节" (Chinese); the events' names and phrases are templates
 * too ("perang {badr}"). This module turns the templates into one expression over a folded window
 * and reads what it matches; no language has code of its own.
 */
import { at } from "./cursor.ts";
import { alt } from "./patterns.ts";
import type { Item, Parsed } from "./quran.ts";
import type { CompiledLanguage } from "./tables.ts";
import { counting } from "./work.ts";

/** Letters of every script a language file may use, after folding (Han has no word edges). */
export const WORD =
  "a-z\\u00df-\\u024f\\u0400-\\u052f\\u0980-\\u09ff\\u0621-\\u063a\\u0641-\\u064a\\u0671-\\u06d3";
const NOT_AFTER_WORD = `(?<![${WORD}])`;
const NOT_BEFORE_WORD = `(?![${WORD}])`;

const escapeChars = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");

/** The value of a Roman numeral (languages.ts's ROMAN) (lower case, well formed). */
export function fromRoman(roman: string): number {
  const value: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };
  let n = 0;
  for (let i = 0; i < roman.length; i++) {
    const v = value[roman.charAt(i)]!;
    n += v < (value[roman.charAt(i + 1)] ?? 0) ? -v : v;
  }
  return n;
}

/** What a capture group of a compiled template holds. */
export type Slot = "n" | "name" | "nth" | "verses" | "badr" | "roman";

/** A sūrah number in Roman numerals, lower case ("viii"), as older scholarship writes it. */
const ROMAN = "(?<![a-z])(?=[ivxlc])(c?(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3}))(?![a-z])";

/** The words a template's tokens stand for, as alternations (see `alt`). */
export interface TemplateWords {
  quran: string;
  surah: string;
  verse: string;
  inflections: string;
  names: string;
  /** The language's ordinals, "first" for sūrah 1 ("the eighth sūrah"). */
  ordinals: string;
  /** What makes a number an ordinal ("th", "-й"), for `{verses-th}` and `{n-th}`. */
  ordinalSuffixes: string;
  badr: string;
  range: string;
  list: string;
}

export const VERSE_NUMBER = "[1-9]\\d{0,2}";
const OPEN_QUOTE = '(?:[«"“„]\\s?)?';
const CLOSE_QUOTE = '(?:\\s?[»"”])?';

/** Between the ends of a range, and between items of a list, for `{verses}`. */
function rangeAndList(w: TemplateWords): { range: string; list: string } {
  return {
    range: `\\s*(?:-{1,2}|${w.range})\\s*`,
    list: `\\s*(?:[,;&+]|${w.list})\\s*`,
  };
}

/**
 * A template to an expression over folded text, with one capture group per slot in `slots`.
 * Syntax: `{quran}` `{surah}` `{verse}` (the language's words, with an inflection), `{name}` (a
 * covered sūrah's name, with an inflection), `{n}` (a sūrah number), `{verses}` (a verse, a range
 * or a list), `{verses-th}` and `{n-th}` (the same written as ordinals, "67th", «67-й»), `{badr}`
 * (an event's name, in event phrases), `{gap}` (optional punctuation between
 * parts), `{sep}` (the colon, full stop or slash between a sūrah and its verse), a space (any run of spaces, or none), `[…]` (optional), `?` (the character before is
 * optional), `\x` (x itself); any other character stands for itself. Throws on a malformed one.
 *
 * A template may start with a number (`{verses}`, `{verses-th}`, `{n}`, `{n-th}`: "the 67th verse
 * of Surah Anfal", "im 67. Vers der 8. Sure"). Numbers are everywhere in prose, so such a template
 * is looked for by its first word after the number ("verse", "vers") and tried from the numbers
 * up to LEAD characters before that word: `lead` is true for it.
 */
export function compileTemplate(
  template: string,
  w: TemplateWords,
): { source: string; slots: Slot[]; head: string; starts: string[]; lead: boolean } {
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
      // An ordinal declines like any word ("der achten Sure"): the inflection is not captured.
      return `${NOT_AFTER_WORD}(${w.ordinals})(?:${w.inflections})?${NOT_BEFORE_WORD}`;
    },
    badr: () => {
      slots.push("badr");
      return `${NOT_AFTER_WORD}(${w.badr})(?:${w.inflections})?${NOT_BEFORE_WORD}`;
    },
    n: () => {
      slots.push("n");
      return `(?<!\\d)(${VERSE_NUMBER})(?!\\d)`;
    },
    roman: () => {
      slots.push("roman");
      return ROMAN;
    },
    "n-th": () => {
      slots.push("n");
      return `(?<!\\d)(${VERSE_NUMBER})(?:${w.ordinalSuffixes})(?![0-9${WORD}])`;
    },
    verses: () => {
      slots.push("verses");
      const item = `${VERSE_NUMBER}(?:${range}${VERSE_NUMBER})?`;
      // As in the core grammar, letters or ".5", ":10" right after the last number make it no
      // verse list ("8:9am", "8:9.5").
      return `(?<!\\d)(${item}(?:${list}${item}){0,30})(?![0-9${WORD}]|[.:]\\d)`;
    },
    // Verses as ordinals: "67th", «67-й», "67e", "৬৭তম", "68th and 69th", "67th-69th"; the last
    // number takes the suffix, the others may.
    "verses-th": () => {
      slots.push("verses");
      const one = `${VERSE_NUMBER}(?:${w.ordinalSuffixes})?`;
      const item = `${one}(?:${range}${one})?`;
      const numeric = `(?<!\\d)${item}(?:${list}${item}){0,30}(?<=\\d(?:${w.ordinalSuffixes}))`;
      // Or one verse as an ordinal word of the language's `ordinals` ("the sixty-seventh verse").
      return `(${numeric}|(?<![${WORD}-])(?:${w.ordinals}))(?![0-9${WORD}])`;
    },
    gap: () => "\\s*[,:،؛;./-]?\\s*",
    sep: () => "\\s*[:./]\\s*",
  };
  // What can start a match: the first element, and the first element of each optional group
  // before it ("[《]{quran}": 《 or the word). The window stage looks for these first.
  const heads: string[] = [];
  /** The words a match starts with: a literal run, or a token ("{quran}") for its word list. */
  const starts: string[] = [];
  let headOpen = true;
  let firstInGroup = false;
  /** The template starts with a number: its head is the number, its start words come after it. */
  let lead = false;
  const headElement = (src: string, start: string) => {
    if (lead) {
      // Past the number, the first word is what the template is looked for by; punctuation and
      // an ordinal's letters glued to the number ("67." "8.") are not.
      const isWord =
        !/^\{(?:n|verses|gap|sep)(?:-th)?\}$/.test(start) && new RegExp(`^[{${WORD}]`).test(start);
      if (headOpen && depth === 0 && isWord) {
        starts.push(start);
        headOpen = false;
      }
      return;
    }
    if (!headOpen || (depth > 0 && !firstInGroup)) return;
    starts.push(start);
    heads.push(src.replace(/(?<!\\)\((?!\?)/g, "(?:"));
    if (depth === 0) headOpen = false;
    firstInGroup = false;
  };
  for (let i = 0; i < template.length; i++) {
    const c = template.charAt(i);
    if (c === "{") {
      const close = template.indexOf("}", i);
      const name = close < 0 ? "" : template.slice(i + 1, close);
      const token = tokens[name];
      if (!token) throw new Error(`unknown token "{${name}}" (known: ${Object.keys(tokens).join(", ")})`);
      const src = token();
      out.push(src);
      if (out.length === 1 && /^(?:n|verses)(?:-th)?$/.test(name)) {
        lead = true;
        heads.push(name === "verses-th" ? `(?<!\\d)[1-9]|(?<![${WORD}-])(?:${w.ordinals})` : "(?<!\\d)[1-9]");
      } else headElement(src, `{${name}}`);
      i = close;
    } else if (c === "[") {
      if (headOpen && depth === 0) firstInGroup = true;
      depth++;
      out.push("(?:");
    } else if (c === "]") {
      if (depth === 0) throw new Error(`"]" at ${i} closes nothing`);
      depth--;
      out.push(")?");
    } else if (c === " ") {
      out.push("\\s*");
    } else if (c === "?") {
      if (out.length === 0 || !/[^\s]$/.test(template.charAt(i - 1)) || "]}".includes(template.charAt(i - 1)))
        throw new Error(`"?" at ${i} must follow a character`);
      out.push("?");
    } else {
      let ch = c;
      if (c === "\\") {
        if (i + 1 >= template.length) throw new Error("a template cannot end with \\");
        ch = template.charAt(++i);
      }
      // One character, so that "?" after it makes only it optional.
      const src = `(?:${escapeChars(ch)})`;
      out.push(src);
      // A literal start is looked for as its whole run of letters ("chapter", "perang", "第").
      if (headOpen) {
        const run = /^[^\s{}[\]?\\]+/.exec(template.slice(i))?.[0] ?? ch;
        headElement(escapeChars(run), run);
      }
    }
  }
  if (depth !== 0) throw new Error(`"[" without "]"`);
  // A template ending in a letter ends a word, which may take an inflection ("savaşı'nda").
  if (new RegExp(`[${WORD}]$`).test(template)) out.push(`(?:${w.inflections})?${NOT_BEFORE_WORD}`);
  return {
    source: out.join(""),
    slots,
    head: heads.length > 1 ? `(?:${heads.join("|")})` : (heads[0] ?? "(?!)"),
    starts,
    lead,
  };
}

/** What a language's templates match in a folded window. */
export interface LanguageMatch {
  start: number;
  end: number;
  /** A Quran citation: its sūrah and where its verse list is; or an event phrase: its id. */
  surah: number;
  versesStart: number;
  verses: string;
  /** The verse when a template gave it as an ordinal word ("sixty-seventh"), else 0. */
  ordinal: number;
  event: string;
  /** Index of the language whose template matched. */
  language: number;
}

interface Compiled {
  slots: Slot[];
  language: number;
  event: string;
  /** The template alone, sticky: several may match at one start, and the longest wins. */
  alone: RegExp;
}

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
 * How far before its first word a template that starts with a number may start: the verses
 * ("67-69th", "67, 68 и 69-й") and what joins them to the word.
 */
const LEAD = 24;

interface HeadGroup {
  head: RegExp;
  templates: Compiled[];
  /** How far before the start word the group's templates may start. */
  before: number;
  /**
   * For a template that starts with a number (LEAD): the first letters of the ordinal words it may
   * start with. It is tried only where a number or one of these letters starts a word.
   */
  leadLetters: string | null;
}

/** Whether the UTF-16 unit `c` (NaN before the text) continues a word: a letter, a digit or a hyphen. */
function inWord(c: number): boolean {
  return (
    (c >= 0x30 && c <= 0x39) ||
    (c >= 0x61 && c <= 0x7a) ||
    c === 0x2d ||
    (c >= 0xdf && c <= 0x24f) ||
    (c >= 0x400 && c <= 0x52f) ||
    (c >= 0x980 && c <= 0x9ff) ||
    (c >= 0x621 && c <= 0x6d3)
  );
}

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
  readonly #byHead = new Map<string, HeadGroup>();
  /** The heads each start word belongs to: only those are tried where the word is found. */
  readonly #headsByWord = new Map<string, Set<HeadGroup>>();
  /**
   * The heads of templates that start with a number, by start word, and the first letters of the
   * ordinal words they may start with: tried only where a word starts with a digit or one of them.
   */
  readonly #leadsByWord = new Map<string, { groups: Set<HeadGroup>; letters: string }>();
  /** Where a template may start: every template's head, joined. */
  readonly #starts: RegExp | null;
  readonly #templates: Compiled[] = [];
  readonly #names = new Map<string, number>();
  readonly #events = new Map<string, string>();
  /**
   * By event id, the languages' names of it in scripts the core grammar does not read (Cyrillic,
   * Bengali, Han: «бадре», «বদরে», «白德尔»): heads of a lone name, like "Badr" and «بدر».
   */
  readonly otherScriptNames = new Map<string, string[]>();
  /** Per language: sticky expressions reading a verse list back into items. */
  readonly #range: RegExp[] = [];
  readonly #list: RegExp[] = [];
  /** Per language: an ordinal's suffix, skipped after a verse number ("68th and 69th"). */
  readonly #suffix: RegExp[] = [];
  /** Per language: the number each ordinal word stands for, for {nth} and {verses-th}. */
  readonly #ordinals: Map<string, number>[] = [];
  /** Raw-text patterns of the covered names and the events' names (trigger and probe). */
  readonly names: string[] = [];
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
  /** Whether a template writes the sūrah in Roman numerals (`{roman}`: the trigger looks for them). */
  romanNumerals = false;
  /** First characters that may follow a sūrah number in a template (trigger). */
  readonly afterNumber = new Set<string>();
  /** The same after a number written as an ordinal with a full stop ("8. Sure", "8. suresinin"). */
  readonly afterNumberDot = new Set<string>();
  /** The first letters of an ordinal's suffix, glued to the number ("8th", "8e", "8:e"). */
  readonly afterNumberGlued = new Set<string>();

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
        // "the eighth sūrah": the trigger looks for the ordinal too.
        if (lang.ordinals[n - 1]) this.names.push(...lang.ordinals[n - 1]!.split("|"));
      }
      const badr: string[] = [];
      const phrases: [string, string, string][] = [];
      for (const [id, e] of Object.entries(lang.events)) {
        if (!covering.events.has(id)) continue;
        for (const name of e.names) {
          badr.push(name);
          this.#events.set(nameKey(name), id);
          if (!/^[a-z\u0600-\u06ff]/.test(name)) {
            const list = this.otherScriptNames.get(id) ?? [];
            if (!list.includes(name)) list.push(name);
            this.otherScriptNames.set(id, list);
          }
        }
        this.names.push(...e.names);
        for (const p of e.phrases) phrases.push([p, id, alt(e.notBefore)]);
      }
      this.quranWords.push(...lang.quran, ...lang.revelationStems);
      this.anchorWords.push(...lang.quran, ...lang.revelation);
      this.surahWords.push(...lang.surah);
      const w: TemplateWords = {
        quran: alt(lang.quran),
        surah: alt(lang.surah),
        verse: alt(lang.verse),
        inflections: alt(lang.inflections),
        names: names.length ? `${ARTICLE}(?:${alt(names)})` : "(?!)",
        // An entry may give variants of one ordinal, "|" between them (Arabic's cases).
        ordinals: alt(lang.ordinals.flatMap((o) => o.split("|"))),
        ordinalSuffixes: alt(lang.ordinalSuffixes),
        badr: alt(badr),
        range: alt(lang.rangeWords),
        list: alt(lang.listWords),
      };
      const { range, list } = rangeAndList(w);
      const startLists: Record<string, readonly string[]> = {
        quran: lang.quran,
        surah: lang.surah,
        verse: lang.verse,
        name: names,
        also: names,
        nth: lang.ordinals.flatMap((o) => o.split("|")),
        badr,
      };
      this.#range[index] = new RegExp(range, "y");
      this.#list[index] = new RegExp(list, "y");
      this.#suffix[index] = new RegExp(lang.ordinalSuffixes.length ? w.ordinalSuffixes : "(?!)", "y");
      this.#ordinals[index] = new Map(
        lang.ordinals.flatMap((o, i) => o.split("|").map((v) => [v, i + 1] as const)),
      );
      const add = (template: string, event: string, notAfter = "") => {
        const { source: own, slots, head, starts, lead } = compileTemplate(template, w);
        // An event's phrase right after one of its "notBefore" words is another event ("Det
        // mindre slaget vid Badr", the later meeting at the same wells).
        const source = notAfter ? `(?<!(?<![${WORD}])(?:${notAfter})\\s+)${own}` : own;
        const before = lead ? LEAD : BEFORE_WORD;
        // Templates that start with a number are grouped by language and first word too: a word
        // then tries only those that follow the number with it.
        const key = lead ? `${before}:${index}:${starts.join("|")}:${head}` : `${before}:${head}`;
        const leadLetters = lead
          ? template.startsWith("{verses-th}")
            ? [...new Set(lang.ordinals.flatMap((o) => o.split("|").map((v) => v.charAt(0))))].join("")
            : ""
          : null;
        const byHead = this.#byHead.get(key) ?? {
          head: new RegExp(head, "y"),
          templates: [],
          before,
          leadLetters,
        };
        this.#byHead.set(key, byHead);
        for (const start of starts) {
          const list = startLists[start.replace(/^\{|\}$/g, "")];
          for (const word of list && start.startsWith("{") ? list : [start]) {
            const first = firstWord(word);
            startWords.add(first);
            if (lead) {
              const leads = this.#leadsByWord.get(first) ?? { groups: new Set<HeadGroup>(), letters: "" };
              leads.groups.add(byHead);
              for (const c of byHead.leadLetters ?? "") if (!leads.letters.includes(c)) leads.letters += c;
              this.#leadsByWord.set(first, leads);
            } else {
              const heads = this.#headsByWord.get(first) ?? new Set();
              heads.add(byHead);
              this.#headsByWord.set(first, heads);
            }
          }
        }
        const compiled: Compiled = { slots, language: index, event, alone: new RegExp(source, "y") };
        this.#templates.push(compiled);
        byHead.templates.push(compiled);
      };
      if (names.length) {
        for (const t of lang.citations) {
          add(t, "");
          if (t.includes("{roman}")) this.romanNumerals = true;
          for (const follower of followersOfNumber(t, lang))
            (t.includes("{n-th}")
              ? this.afterNumberGlued
              : /\{n\}\./.test(t)
                ? this.afterNumberDot
                : this.afterNumber
            ).add(follower);
        }
      }
      for (const [p, id, notAfter] of phrases) add(p, id, notAfter);
    });
    this.active = startWords.size > 0;
    // Plain words, no look-arounds: one alternation of literals is what the engine scans fastest.
    // The template may start a little before its word (an article, a quotation mark).
    this.#starts = startWords.size ? new RegExp(alt([...startWords]), "g") : null;
  }

  /** Every citation or event phrase in folded `s`, in text order, longest first at one start. */
  find(s: string): LanguageMatch[] {
    const starts = this.#starts;
    if (!starts) return [];
    const out: LanguageMatch[] = [];
    const stats = counting.stats;
    if (stats) stats.scanned += s.length;
    let done = 0;
    for (let word = at(starts, s, 0); word; word = starts.exec(s)) {
      const q = word.index;
      // The next word may start inside this one ("anfal" in "al-anfal"'s match).
      starts.lastIndex = q + 1;
      // Every template whose head fits is tried, from a little before the word on; the earliest
      // start wins, then the longest: another language's template may read further ("ayat 67
      // hingga 69"). The words are the languages' own, so this is rare in prose.
      let t: Compiled | null = null;
      let m: RegExpExecArray | null = null;
      const heads = this.#headsByWord.get(word[0]);
      const leads = this.#leadsByWord.get(word[0]);
      for (let p = Math.max(done, q - (leads ? LEAD : BEFORE_WORD)); p <= q && !m; p++) {
        // A template that starts with a number starts at a word: a digit, or an ordinal's letter.
        const c = s.charAt(p);
        const leadHere =
          leads !== undefined &&
          ((c >= "1" && c <= "9") || leads.letters.includes(c)) &&
          !inWord(s.charCodeAt(p - 1));
        const near = q - p <= BEFORE_WORD ? heads : undefined;
        for (const group of [near, leadHere ? leads.groups : undefined]) {
          for (const { head: h, templates } of group ?? []) {
            if (!at(h, s, p)) continue;
            for (const c of templates) {
              const r = at(c.alone, s, p);
              if (r && r[0].length > 0 && (!m || r[0].length > m[0].length)) {
                m = r;
                t = c;
              }
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
        ordinal: 0,
        event: t.event,
        language: t.language,
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
              ? fromRoman(value)
              : slot === "name"
                ? this.#surahNamed(value)
                : slot === "nth"
                  ? (this.#ordinals[t.language]!.get(value.replace(/\s+/g, " ")) ?? 0)
                  : -1;
        if (n >= 0) match.surah = match.surah && match.surah !== n ? -1 : n;
        if (slot === "verses") {
          match.verses = value;
          match.versesStart = m.index + m[0].lastIndexOf(value);
          // An ordinal word ("sixty-seventh") is its place in the list.
          if (!/^\d/.test(value))
            match.ordinal = this.#ordinals[t.language]!.get(value.replace(/\s+/g, " ")) ?? 0;
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
    const suffix = this.#suffix[k]!;
    const num = /[1-9]\d{0,2}/y;
    /** Past an ordinal's suffix at `i`, if one is there. */
    const past = (i: number) => (at(suffix, s, i) ? suffix.lastIndex : i);
    const s = match.verses;
    if (match.ordinal > 0)
      return [[match.versesStart, match.versesStart + s.length, match.ordinal, match.ordinal]];
    const out: [number, number, number, number][] = [];
    let p = 0;
    while (p < s.length) {
      const a = at(num, s, p);
      if (!a) break;
      let end = num.lastIndex;
      const from = Number(a[0]);
      let to = from;
      if (at(range, s, past(end))) {
        const b = at(num, s, range.lastIndex);
        if (b) {
          to = Math.max(from, Number(b[0]));
          end = num.lastIndex;
        }
      }
      out.push([match.versesStart + p, match.versesStart + end, from, to]);
      if (!at(list, s, past(end))) break;
      p = list.lastIndex;
    }
    return out;
  }
}

/** The first characters after `{n}` in a template, past spaces and punctuation (for the trigger). */
function followersOfNumber(template: string, lang: CompiledLanguage): string[] {
  // "8e sourate": an ordinal's suffix follows the number.
  if (template.includes("{n-th}")) return lang.ordinalSuffixes.map((x) => x.charAt(0));
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
  for (const [start, end, from, to] of raw) {
    if (to > count) break;
    items.push({ start, end, surah: m.surah, from, to, explicit: false });
  }
  if (items.length === 0) return null;
  const end = items.length === raw.length ? m.end : items[items.length - 1]!.end;
  return { start: m.start, end, items, needsContext: false, open: -1 };
}
