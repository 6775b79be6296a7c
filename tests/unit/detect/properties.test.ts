/**
 * Properties that hold for any input: no exception, offsets that slice the reported text out of
 * the input, sorted non-overlapping references, and no catastrophic backtracking.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { detector } from "./helpers.ts";

/** Fragments that drive the grammar into its branches, mixed with arbitrary text. */
const FRAGMENTS = [
  "Quran ",
  "Q",
  "Q.",
  "Surah ",
  "Sura ",
  "سورة ",
  "al-Anfal",
  "Anfāl",
  "الأنفال",
  "الْأَنْفَال",
  "verse ",
  "ayah ",
  "الآية ",
  "8",
  "8:",
  "8:9",
  "67",
  "-",
  "–",
  "—",
  ":",
  " : ",
  ".",
  "/",
  ",",
  "،",
  " and ",
  "و",
  ";",
  "(",
  ")",
  "[",
  "]",
  "(8)",
  "quran.com/",
  "quran.com/8/",
  "Badr",
  "بدر",
  "Battle of ",
  "غزوة ",
  "Ahl al-",
  "Romans ",
  "at ",
  " pm",
  "٨",
  "٦٧",
  "۶۹",
  "\u00a0",
  "\n\n",
  "\u064e",
  "\u0640",
  "\u200f",
  "ā",
  "a\u0304",
  "İ",
  "𝕢",
  "\ud800",
  " ",
];
const textArb = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 60 }).map((a) => a.join("")),
  fc
    .tuple(
      fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 30 }),
      fc.string({ maxLength: 40, unit: "grapheme" }),
    )
    .map(([a, s]) => a.join(s.slice(0, 3))),
);

describe("properties", () => {
  test("never throws; every reference slices its own text; sorted and disjoint; known targets", () => {
    fc.assert(
      fc.property(textArb, fc.option(textArb, { nil: undefined }), (text, prev) => {
        const refs = detector.find(text, prev === undefined ? undefined : { previousBlock: prev });
        let end = 0;
        for (const r of refs) {
          expect(r.start).toBeGreaterThanOrEqual(end);
          expect(r.end).toBeGreaterThan(r.start);
          expect(r.end).toBeLessThanOrEqual(text.length);
          expect(text.slice(r.start, r.end)).toBe(r.text);
          expect(r.targets.length).toBeGreaterThan(0);
          for (const t of r.targets) expect(["8:9", "8:67", "8:68", "8:69", "badr"]).toContain(t);
          end = r.end;
        }
      }),
      { numRuns: 3000 },
    );
  });

  test("a text the trigger rejects yields nothing", () => {
    fc.assert(
      fc.property(textArb, (text) => {
        if (!detector.mightContainReference(text)) expect(detector.find(text)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  test("a reference found alone is found the same inside neutral text", () => {
    const refs = ["Quran 8:9", "al-Anfāl 8:67-69", "الأنفال: ٩", "Battle of Badr", "quran.com/8/68"];
    fc.assert(
      fc.property(
        fc.constantFrom(...refs),
        fc.lorem({ maxCount: 30 }),
        fc.lorem({ maxCount: 30 }),
        (ref, a, b) => {
          const text = `${a}. ${ref} ${b}`;
          const found = detector.find(text);
          expect(found.map((r) => r.text)).toContain(ref);
        },
      ),
      { numRuns: 500 },
    );
  });

  test("targetsForUrl never throws", () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), textArb), (url) => {
        expect(Array.isArray(detector.targetsForUrl(url))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("no catastrophic backtracking", () => {
  const MB = 1_000_000;
  const build = (parts: string[], seed: number) => {
    let x = seed;
    const out: string[] = [];
    let n = 0;
    while (n < MB) {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      const p = parts[x % parts.length]!;
      out.push(p);
      n += p.length;
    }
    return out.join("").slice(0, MB);
  };
  const cases: [string, string][] = [
    ["digits, colons and dashes", build(["8", "8:", ":", "-", "9", "67", "–", " ", "8:9-", "1"], 1)],
    [
      "alias fragments",
      build(["Quran ", "Surah ", "al-", "Anfal", "الأنفال", "سورة ", "verse ", " 8", ":", ", ", "and "], 2),
    ],
    ["one endless list", `Quran 8:9${", 67".repeat(MB / 4)}`],
    ["one endless word", `Surah ${"a".repeat(MB)}`],
    ["Badr everywhere", build(["Badr ", "بدر ", "Battle of ", "غزوة ", "the ", "Quraysh "], 3)],
    ["Arabic marks", build(["\u064e", "\u0651", "ب", "د", "ر", "ن", "ف", "ا", "ل", "\u0640", " "], 4)],
  ];
  test.each(cases)("%s: 1 MB in well under a second", { timeout: 30_000 }, (_, text) => {
    // Best of three: the machine running the tests may be shared, and the intrinsic cost is the
    // fastest run; catastrophic backtracking would make every run take minutes, not one.
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      detector.find(text);
      best = Math.min(best, performance.now() - t0);
    }
    expect(best).toBeLessThan(1000);
  });
});
