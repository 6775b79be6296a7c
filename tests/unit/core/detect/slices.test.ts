/**
 * The detector in slices (Detector.steps, docs/DETECTION.md "Slices"): the content script runs a
 * block's detection as a job of its scheduler, and one block can be a paragraph of a megabyte. Each
 * step must read a bounded amount of text, every stage included (trigger, paragraphs, context,
 * windows, quotations, verse labels), and the steps together must find exactly what `find` finds.
 * Work is counted (WorkStats), never timed.
 */
import { describe, expect, it } from "vitest";
import {
  type BlockContext,
  type Detector,
  newWorkStats,
  type Reference,
  SLICE,
  totalWork,
} from "../../../../src/core/detect/index.ts";
import { mustFind } from "./cases-find.ts";
import { mustNotFind } from "./cases-not.ts";
import { show } from "./helpers.ts";
import { LANGUAGES, quoting, quran } from "./quotations/helpers.ts";

/** Runs `detector.steps` to its end; the work of each step, and what it returned. */
function stepped(
  detector: Detector,
  text: string,
  context?: BlockContext,
  slice?: number,
): { refs: Reference[]; steps: number[] } {
  const stats = newWorkStats();
  const steps: number[] = [];
  const run = detector.steps(text, context, stats, slice);
  let before = 0;
  for (;;) {
    const r = run.next();
    const now = totalWork(stats);
    steps.push(now - before);
    before = now;
    if (r.done) return { refs: r.value, steps };
  }
}

const FILLER = [
  "The caravan route ran along the coast for many days before it turned inland.",
  "Merchants from the north brought cloth, leather and raisins to the market.",
  "In chapter 8, section 9 of the survey, the wells are listed by depth.",
  "At 8:09 the next morning the travellers set out again towards the hills.",
  "Historians disagree about how many camels the expedition had with it.",
];
const REFERENCES = [
  "As Quran 8:67 says, the point stands.",
  "The Battle of Badr was fought in the second year.",
  "He recited: It is not for a prophet to have captives until he inflicts a massacre in the land.",
  "Compare Surat al-Anfal, verse 9, and 8:68 after it.",
  "قال تعالى: لولا كتاب من الله سبق لمسكم فيما أخذتم عذاب عظيم ﴿٦٨﴾ وهذا عتاب.",
];

/** One paragraph of about `chars` units: filler with a reference every 40th sentence. */
function paragraph(chars: number): string {
  const out: string[] = [];
  let length = 0;
  for (let i = 0; length < chars; i++) {
    const s = i % 40 === 39 ? REFERENCES[((i / 40) % REFERENCES.length) | 0]! : FILLER[i % FILLER.length]!;
    out.push(s);
    length += s.length + 1;
  }
  return out.join(" ");
}

/** Every stage reads at most a slice (and its margins) per step; a window at most 16 K and its margins. */
const STEP_BOUND = 4 * SLICE;

describe("Detector.steps on one paragraph of 1 MB", () => {
  const text = paragraph(1_000_000);
  const pages: [string, BlockContext | undefined][] = [
    ["on an ordinary page", undefined],
    ["after a block that names the Quran", { previousBlock: "Tafsir of Surat al-Anfal" }],
    ["on a page about al-Anfāl (verse labels)", { page: { title: "Surah Al-Anfal - 1-75 - Quran.com" } }],
  ];
  it.each(pages)(
    "%s: no step reads more than a bounded part of it, and the steps find what find finds",
    (_, context) => {
      const { refs, steps } = stepped(quoting, text, context);
      expect(show(refs)).toEqual(show(quoting.find(text, context)));
      expect(refs.length).toBeGreaterThan(100);
      const total = steps.reduce((a, b) => a + b, 0);
      // The work is spread over many steps, each bounded whatever the block's length.
      expect(total).toBeGreaterThan(2 * text.length);
      expect(steps.length).toBeGreaterThan(text.length / SLICE);
      expect(Math.max(...steps)).toBeLessThanOrEqual(STEP_BOUND);
    },
  );

  it("a megabyte of a list after “Quran” (one region of close hits) is read a bounded part per step too", () => {
    const list = `Quran ${Array.from({ length: 200_000 }, () => "8:9").join(", ")}`;
    const { refs, steps } = stepped(quoting, list);
    expect(show(refs)).toEqual(show(quoting.find(list)));
    expect(Math.max(...steps)).toBeLessThanOrEqual(STEP_BOUND);
  });

  it("a megabyte of Arabic with one quotation at its end is probed and read a slice per step", () => {
    const arabic = `${"في المدينة كان الناس يذهبون إلى السوق كل يوم. ".repeat(22_000)}${REFERENCES[4]}`;
    const { refs, steps } = stepped(quoting, arabic);
    expect(show(refs)).toEqual(show(quoting.find(arabic)));
    expect(refs.map((r) => r.targets)).toEqual([["8:68"]]);
    expect(Math.max(...steps)).toBeLessThanOrEqual(STEP_BOUND);
  });
});

describe("Detector.steps with tiny slices finds exactly what find finds", () => {
  // A slice of a few units cuts every word, number and break somewhere: whatever a cut could lose,
  // some row loses it.
  const texts = [
    ...Object.values(mustFind).flatMap((rows) => rows.map((r) => r[0])),
    ...Object.values(mustNotFind).flat(),
  ];
  it.each([3, 7, 64])(
    "slices of %i units, on every row of the must-find and must-not-find tables",
    (slice) => {
      for (const text of texts)
        expect(show(stepped(quoting, text, undefined, slice).refs), text).toEqual(show(quoting.find(text)));
    },
  );

  it("and on every version of the covered verses, quoted inside other text, and on verse labels", () => {
    const page = { title: "سورة الأنفال" };
    for (const language of LANGUAGES) {
      for (const key of ["8:9", "8:67", "8:68", "8:69"]) {
        const text = `Before it. ${quran(language).get(key)} After it, 8:67 and ﴿٦٩﴾.`;
        for (const slice of [5, 16]) {
          expect(show(stepped(quoting, text, undefined, slice).refs), text).toEqual(show(quoting.find(text)));
          expect(show(stepped(quoting, text, { page }, slice).refs), text).toEqual(
            show(quoting.find(text, { page })),
          );
        }
      }
    }
  });
});
