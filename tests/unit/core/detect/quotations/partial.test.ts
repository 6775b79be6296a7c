/**
 * Partial quotations (docs/DETECTION.md, "Quoted verses", rule B; issue 36), generated from the
 * data for every version of every covered verse: quran-json's Arabic and translations, and the
 * data's own (data/quotations/translations.json). Each version is quoted in part (each half, each
 * third, a middle run), as a reader copies it, words cut at white space. A part that holds a window
 * of the rule (RUN_WORDS in a row, five in Arabic, at least half of them the verse's own) must be
 * found, whole, with the verse as its target, and every probe must let it by. Which words are the
 * verse's own is worked out here again from quran-json, as the rule says it, not read from the
 * build: a word is its verse's own when no four words in a row through it are in a verse the
 * dataset does not cover, in the same language, nor in one of the data's shared phrases. And runs
 * of other verses that share phrasing with a covered one, in the same version, are never a
 * quotation of it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FirstLook } from "../../../../../src/content/loader/first-look.ts";
import { firstLookTables } from "../../../../../src/core/detect/probe/shipped.ts";
import { foldedPhrase } from "../../../../../src/core/detect/quotations/words.ts";
import { RUN_WORDS, RUN_WORDS_ARABIC } from "../../../../../src/node/quotations.ts";
import { COVERED, GRAMMAR, probeTablesFor } from "../helpers.ts";
import { anchors, DATA, type Language, QUOTATIONS, quoting, quotingProbe, quran } from "./helpers.ts";

const COVERED_VERSES = ["8:9", "8:67", "8:68", "8:69"];
const covered = new Set(COVERED_VERSES);
const look = new FirstLook(firstLookTables(probeTablesFor(GRAMMAR, COVERED, QUOTATIONS)));

const TRANSLATIONS = (
  JSON.parse(readFileSync(join(DATA, "quotations", "translations.json"), "utf8")) as {
    translations: {
      id: string;
      language: Language;
      verses: Record<string, string>;
      sharedPhrases: string[];
    }[];
  }
).translations;

interface Version {
  /** "ar", "en", … or the data's id ("en-pickthall"). */
  source: string;
  language: Language;
  verses: Map<string, string>;
  sharedPhrases: string[];
}

// Chinese keeps its own rule (eight characters, no key word) and has no run: not generated here.
const VERSIONS: Version[] = [
  ...(["ar", "en", "bn", "es", "fr", "id", "ru", "sv", "tr", "ur"] as const).map((language) => ({
    source: language,
    language,
    verses: new Map(COVERED_VERSES.map((k) => [k, quran(language).get(k)!])),
    sharedPhrases: [],
  })),
  ...TRANSLATIONS.map((t) => ({
    source: t.id,
    language: t.language,
    verses: new Map(Object.entries(t.verses)),
    sharedPhrases: t.sharedPhrases,
  })),
];

const GRAM = 4;
const words = (text: string) => foldedPhrase(text).split(" ");
const grams = (list: string[]) =>
  list.slice(0, list.length - GRAM + 1).map((_, i) => list.slice(i, i + GRAM).join(" "));

/** Every four words in a row of every verse the dataset does not cover, by language. */
const otherGrams = new Map<Language, Set<string>>();
function sharedGrams(language: Language): Set<string> {
  let set = otherGrams.get(language);
  if (!set) {
    set = new Set();
    for (const [key, text] of quran(language))
      if (!covered.has(key)) for (const g of grams(words(text))) set.add(g);
    otherGrams.set(language, set);
  }
  return set;
}

/** Whether each word of a version's verse is the verse's own (the rule, worked out afresh). */
function ownWords(version: Version, verse: string[]): boolean[] {
  const own = verse.map(() => true);
  const shared = sharedGrams(version.language);
  grams(verse).forEach((g, i) => {
    if (shared.has(g)) for (let j = i; j < i + GRAM; j++) own[j] = false;
  });
  for (const phrase of version.sharedPhrases.map(words))
    for (let i = 0; i + phrase.length <= verse.length; i++)
      if (phrase.every((w, j) => verse[i + j] === w))
        for (let j = i; j < i + phrase.length; j++) own[j] = false;
  return own;
}

const runOf = (version: Version) => (version.language === "ar" ? RUN_WORDS_ARABIC : RUN_WORDS);

/** Whether words [from, to) of a verse hold a window of the rule. */
function holdsRun(own: boolean[], from: number, to: number, run: number): boolean {
  for (let s = from; s + run <= to; s++)
    if (own.slice(s, s + run).filter(Boolean).length >= Math.ceil(run / 2)) return true;
  return false;
}

/** Where the folded words of `part` start in `verse`, or -1. */
function indexIn(verse: string[], part: string[]): number {
  for (let i = 0; i + part.length <= verse.length; i++)
    if (part.every((w, j) => verse[i + j] === w)) return i;
  return -1;
}

/** A version's verse quoted in part: each half, each third, and a middle run of the rule's length and two. */
function parts(text: string, run: number): [name: string, part: string][] {
  const tokens = text.split(/\s+/);
  const n = tokens.length;
  const cut = (a: number, b: number) => tokens.slice(a, b).join(" ");
  const half = Math.ceil(n / 2);
  const third = Math.ceil(n / 3);
  const middle = Math.min(n, run + 2);
  const m0 = Math.floor((n - middle) / 2);
  return [
    ["first half", cut(0, half)],
    ["second half", cut(n - half, n)],
    ["first third", cut(0, third)],
    ["middle third", cut(third, n - third)],
    ["last third", cut(n - third, n)],
    ["middle run", cut(m0, m0 + middle)],
  ];
}

interface Row {
  version: string;
  target: string;
  name: string;
  part: string;
}

const found: Row[] = [];
const notCounted: Row[] = [];
for (const version of VERSIONS) {
  for (const [target, text] of version.verses) {
    const verse = words(text);
    const own = ownWords(version, verse);
    for (const [name, part] of parts(text, runOf(version))) {
      const folded = words(part);
      const at = indexIn(verse, folded);
      if (at < 0) throw new Error(`${version.source} ${target}: "${part}" is not a run of the verse's words`);
      const row = { version: version.source, target, name, part };
      (holdsRun(own, at, at + folded.length, runOf(version)) ? found : notCounted).push(row);
    }
  }
}

const label = (r: Row) => [`${r.version} ${r.target} ${r.name}: ${r.part}`, r] as const;

describe("partial quotations, generated for every version", () => {
  it("quotes every version in part, and most parts hold a run of the rule", () => {
    const withRun = new Set(found.map((r) => `${r.version} ${r.target}`));
    const all = VERSIONS.flatMap((v) => [...v.verses.keys()].map((k) => `${v.source} ${k}`));
    // Every version of every covered verse has a part that counts without a key word, but Turkish
    // 8:69, whose own words are its first three ("elde ettiğiniz ganimetleri"): the rest is 2:168's
    // wording ("helâl ve temiz olarak yiyin") and the formula. Its first half is found by its key word.
    expect(all.filter((v) => !withRun.has(v))).toEqual(["tr 8:69"]);
    expect(quoting.find(parts(quran("tr").get("8:69")!, RUN_WORDS)[0]![1]).map((r) => r.targets)).toEqual([
      ["8:69"],
    ]);
    // The parts that hold no such run are the short thirds and the ends made of formulas.
    expect(notCounted.length).toBeLessThan(found.length / 2);
  });

  it.each(found.map(label))("finds %s", (_, { target, part }) => {
    const text = `Qwxz: «${part}» (12).`;
    const start = text.indexOf(part);
    const refs = quoting.find(text).filter((r) => r.targets.some((t) => covered.has(t)));
    expect(refs.map((r) => [r.targets.join(" "), text.slice(r.start, r.end)])).toEqual([
      [target, text.slice(start, start + part.length).replace(/^\P{L}+|[^\p{L}\p{M}]+$/gu, "")],
    ]);
    expect(quotingProbe.mightContainQuotation(text), "main.js's probe").toBe(true);
    expect(look.textMayHoldReference(text), "the first look (first-look.js)").toBe(true);
    expect(anchors.holds(text), "page.js's anchor probe").toBe(true);
  });

  it("finds no part that holds no run of the rule unless by a key word", () => {
    for (const { version, target, name, part } of notCounted) {
      // Such a part is found only by rule A (a key word, five words, one of them the verse's own).
      const refs = quoting.find(part).filter((r) => r.targets.includes(target));
      const keys = new Set(
        QUOTATIONS.versions.filter((v) => v.source === version && v.target === target)[0]!.keys,
      );
      for (const r of refs)
        expect(
          words(r.text).some((w) => keys.has(w)),
          `${version} ${target} ${name}: ${r.text}`,
        ).toBe(true);
    }
  });
});

/**
 * Runs of other verses in the same language that share four words in a row with a covered verse
 * (the formulas and the near-misses): each such verse, cut to ten words around the shared phrase.
 */
function sharingRuns(language: Language): string[] {
  const coveredGrams = new Set(COVERED_VERSES.flatMap((k) => grams(words(quran(language).get(k)!))));
  const out: string[] = [];
  for (const [key, text] of quran(language)) {
    if (covered.has(key)) continue;
    const tokens = text.split(/\s+/);
    for (let i = 0; i + GRAM <= tokens.length; i++) {
      const g = words(tokens.slice(i, i + GRAM).join(" "))
        .slice(0, GRAM)
        .join(" ");
      if (!coveredGrams.has(g)) continue;
      out.push(tokens.slice(Math.max(0, i - 3), i + GRAM + 3).join(" "));
      break;
    }
  }
  return out;
}

describe("runs of other verses that share phrasing", () => {
  it.each(["ar", "en", "bn", "es", "fr", "id", "ru", "sv", "tr", "ur"] as const)(
    "never finds a covered verse in them (%s)",
    (language) => {
      const runs = sharingRuns(language);
      expect(runs.length, "verses sharing a phrase with a covered one").toBeGreaterThan(0);
      for (const run of runs) {
        const refs = quoting.find(run).filter((r) => r.targets.some((t) => covered.has(t)));
        expect(refs, run).toEqual([]);
      }
    },
  );

  it.each(TRANSLATIONS.map((t) => [t.id, t] as const))(
    "never finds a verse in %s's shared phrases, alone or two end to end",
    (_, t) => {
      for (const a of t.sharedPhrases)
        for (const b of ["", ...t.sharedPhrases]) {
          const text = `${a} ${b}`.trim();
          expect(quoting.find(text), text).toEqual([]);
        }
    },
  );
});
