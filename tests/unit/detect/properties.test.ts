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
  const build = (parts: string[], seed: number, size = MB) => {
    let x = seed;
    const out: string[] = [];
    let n = 0;
    while (n < size) {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      const p = parts[x % parts.length]!;
      out.push(p);
      n += p.length;
    }
    return out.join("").slice(0, size);
  };
  const cases: [string, (size: number) => string][] = [
    [
      "digits, colons and dashes",
      (n) => build(["8", "8:", ":", "-", "9", "67", "–", " ", "8:9-", "1"], 1, n),
    ],
    [
      "alias fragments",
      (n) =>
        build(
          ["Quran ", "Surah ", "al-", "Anfal", "الأنفال", "سورة ", "verse ", " 8", ":", ", ", "and "],
          2,
          n,
        ),
    ],
    ["one endless list", (n) => `Quran 8:9${", 67".repeat(n / 4)}`],
    ["one endless word", (n) => `Surah ${"a".repeat(n)}`],
    ["Badr everywhere", (n) => build(["Badr ", "بدر ", "Battle of ", "غزوة ", "the ", "Quraysh "], 3, n)],
    [
      "Arabic marks",
      (n) => build(["\u064e", "\u0651", "ب", "د", "ر", "ن", "ف", "ا", "ل", "\u0640", " "], 4, n),
    ],
  ];
  /** Best of three: the intrinsic cost is the fastest run on a machine that may be shared. */
  const bestTime = (text: string) => {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      detector.find(text);
      best = Math.min(best, performance.now() - t0);
    }
    return best;
  };
  // Backtracking that is catastrophic grows much faster than the input. Ten times the text must
  // cost about ten times the time (a ratio measured in one run, so a busy machine does not make it
  // fail), and 1 MB must stay within a few seconds even on a loaded two-core machine (it takes
  // 0.3-0.8 s on an idle one).
  test.each(cases)("%s: 1 MB scans in linear time", { timeout: 60_000 }, (_, make) => {
    const small = bestTime(make(MB / 10));
    const large = bestTime(make(MB));
    expect(large / Math.max(small, 1)).toBeLessThan(25);
    expect(large).toBeLessThan(5000);
  });
});
