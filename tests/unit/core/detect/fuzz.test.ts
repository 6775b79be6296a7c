/**
 * Fuzzing: text assembled from what the grammar reacts to (the names, markers and words of
 * data/grammar and data/events, digits of three scripts and every separator), broken up by what
 * it must survive (astral characters, lone surrogates, combining marks, paragraph breaks, random
 * Unicode). Whatever the text, the references must be well formed.
 *
 * The seed is fixed so that a run is repeatable; FUZZ_SEED and FUZZ_RUNS explore further, e.g.
 * `FUZZ_SEED=7 FUZZ_RUNS=20000 npx vitest run --project unit tests/unit/core/detect/fuzz.test.ts`.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import events from "../../../../data/events/badr.json";
import grammar from "../../../../data/grammar/quran.json";
import surahIndex from "../../../../data/grammar/surah-index.json";
import type { Reference } from "../../../../src/core/detect/index.ts";
import { FUZZ_LONG_LINK_TAIL } from "./cases-find.ts";
import { COVERED, detector } from "./helpers.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20261201);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** About 2 ms a run on a busy two-core machine; a longer exploration gets the time it needs. */
const TIMEOUT = Math.max(120_000, RUNS * 20);

const codePoints = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

const HARAKAT = [...codePoints(0x64b, 0x652), "\u0670"];
const LATIN_MARKS = codePoints(0x300, 0x36f);
const DIGITS = [...codePoints(0x30, 0x39), ...codePoints(0x660, 0x669), ...codePoints(0x6f0, 0x6f9)];
const SEPARATORS = [
  ":",
  ".",
  ",",
  ";",
  "–",
  "-",
  "—",
  "/",
  "٫",
  "،",
  "&",
  "+",
  "؛",
  "：",
  "\u2236",
  "\ufe55",
  "\u2212",
];
const SPACES = [" ", " ", "  ", "\u00a0", "\u202f", "\n", "\n\n", "\u2029", "\t"];
/** Astral characters (two UTF-16 units each), a flag (two of them), and lone halves. */
const ASTRAL = ["😀", "𝕢", "𠀀", "🇸🇦", "\u{1d400}", "\u{10ffff}", "\ud83d", "\ude00"];
const BRACKETS = ["(", ")", "[", "]", "{", "}", "«", "»", "﴿", "﴾"];

const ev = events.phrases;
const WORDS = [
  ...surahIndex.latin.split("|"),
  ...surahIndex.arabic.split("|"),
  ...Object.values(grammar.surahAliases).flat(),
  ...Object.values(grammar.surahMeanings).flat(),
  ...grammar.markers,
  ...grammar.markersArabic,
  ...grammar.surahWords,
  ...grammar.surahWordsArabic,
  ...grammar.verseWords,
  ...grammar.verseWordsArabic,
  ...grammar.numberWords,
  ...grammar.rangeWords,
  ...grammar.listWords,
  ...grammar.ofWords,
  ...grammar.ofWordsArabic,
  ...grammar.urlHosts.map((h) => `${h}/`),
  ...events.names.latin,
  ...events.names.arabic,
  ...ev.nounsBefore,
  ...ev.linksBefore,
  ...ev.wordsBefore,
  ...ev.wordsAfter,
  ...ev.arabicBefore,
  ...ev.arabicAfter,
  ...Object.keys(events.context.positive),
  ...Object.keys(events.context.negative),
  "Quran",
  "Qurʾān",
  "Badr",
  "بدر",
  "بَدْرٍ",
  "the",
  "Romans",
  "at",
  "pm",
];

/** The tables hold folded spellings; pages write them capitalised too. */
const word = fc
  .tuple(fc.constantFrom(...WORDS), fc.constantFrom("lower", "Title", "UPPER"))
  .map(([w, c]) =>
    c === "UPPER" ? w.toUpperCase() : c === "Title" ? w.charAt(0).toUpperCase() + w.slice(1) : w,
  );
const number = fc.oneof(
  fc.array(fc.constantFrom(...DIGITS), { minLength: 1, maxLength: 4 }).map((d) => d.join("")),
  // The covered verses and their neighbours, so that some of the text is a reference.
  fc.constantFrom(
    "8",
    "9",
    "67",
    "68",
    "69",
    "70",
    "75",
    "76",
    "8:9",
    "8:67",
    "٨",
    "٩",
    "٦٧",
    "۶۹",
    "2",
    "255",
  ),
);
const mark = fc.constantFrom(...HARAKAT, ...LATIN_MARKS);
/** Digits, separators and astral characters with no space between: long URL tails, odd numbers. */
const run = fc
  .array(fc.oneof(number, fc.constantFrom(...SEPARATORS, ...ASTRAL), mark), { maxLength: 120, size: "large" })
  .map((parts) => parts.join(""));
const fragment = fc.oneof(
  { weight: 6, arbitrary: word },
  { weight: 5, arbitrary: number },
  { weight: 4, arbitrary: fc.constantFrom(...SEPARATORS) },
  { weight: 6, arbitrary: fc.constantFrom(...SPACES) },
  { weight: 2, arbitrary: mark },
  { weight: 2, arbitrary: fc.constantFrom(...ASTRAL) },
  { weight: 1, arbitrary: fc.constantFrom(...BRACKETS) },
  { weight: 1, arbitrary: run },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 6 }) },
);
/** "8:9, 67, 8:68 …", up to 80 items, after a head or not, joined by any list word. */
const longList = fc
  .tuple(
    fc.option(word, { nil: "" }),
    fc.array(fc.tuple(fc.option(word, { nil: "" }), number, fc.option(number, { nil: undefined })), {
      minLength: 1,
      maxLength: 80,
      size: "large",
    }),
    fc.constantFrom(", ", ",", "; ", " and ", " و", "، ", " & "),
    fc.option(fc.constantFrom(" pm", " of al-Anfal", " من سورة الأنفال", "."), { nil: "" }),
  )
  .map(
    ([head, items, sep, tail]) =>
      `${head} ${items.map(([w, s, v]) => `${w ? `${w} ` : ""}${v === undefined ? s : `${s}:${v}`}`).join(sep)}${tail}`,
  );

const text = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.array(fragment, { maxLength: 150, size: "large" }).map((parts) => parts.join("")),
  },
  { weight: 2, arbitrary: longList },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 300 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 100 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...grammar.urlHosts),
        fc.constantFrom("/8/9", "/8:67-69", "/al-anfal/68"),
        run,
        run,
      )
      .map(([host, path, a, b]) => `${host}${path}/${a}${b}`),
  },
);

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;
/** Whether offset `i` falls between the two halves of a surrogate pair. */
const splitsPair = (s: string, i: number) =>
  i > 0 && i < s.length && isHigh(s.charCodeAt(i - 1)) && isLow(s.charCodeAt(i));

const COVERED_SET = new Set<string>(COVERED);

function expectWellFormed(input: string, refs: Reference[]) {
  let end = 0;
  for (const r of refs) {
    expect(r.start).toBeGreaterThanOrEqual(end);
    expect(r.end).toBeGreaterThan(r.start);
    expect(r.end).toBeLessThanOrEqual(input.length);
    expect(input.slice(r.start, r.end)).toBe(r.text);
    expect(splitsPair(input, r.start), `start ${r.start} splits a surrogate pair`).toBe(false);
    expect(splitsPair(input, r.end), `end ${r.end} splits a surrogate pair`).toBe(false);
    expect(r.targets.length).toBeGreaterThan(0);
    for (const t of r.targets) expect(COVERED_SET.has(t), `${t} is not covered`).toBe(true);
    end = r.end;
  }
}

describe("fuzzing the detector", () => {
  test("references are well formed whatever the text", { timeout: TIMEOUT }, () => {
    fc.assert(
      fc.property(text, fc.option(text, { nil: undefined }), (input, previousBlock) => {
        expectWellFormed(
          input,
          detector.find(input, previousBlock === undefined ? undefined : { previousBlock }),
        );
      }),
      // Counterexamples found before are tried first, whatever the seed.
      { seed: SEED, numRuns: RUNS, examples: [[FUZZ_LONG_LINK_TAIL, undefined]] },
    );
  });

  test("a paragraph of many fragments and lists, with marks and astral characters in between", {
    timeout: TIMEOUT,
  }, () => {
    const paragraph = fc
      .array(fc.oneof(text, fc.constantFrom(...ASTRAL, ...HARAKAT)), { minLength: 2, maxLength: 12 })
      .map((parts) => parts.join(" "));
    fc.assert(
      fc.property(paragraph, (input) => expectWellFormed(input, detector.find(input))),
      { seed: SEED + 1, numRuns: Math.ceil(RUNS / 3) },
    );
  });

  test("targetsForUrl returns covered targets only, whatever the text", { timeout: TIMEOUT }, () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.webUrl()), (url) => {
        for (const t of detector.targetsForUrl(url)) expect(COVERED_SET.has(t)).toBe(true);
      }),
      { seed: SEED + 2, numRuns: RUNS },
    );
  });
});
