// @vitest-environment jsdom
/**
 * The page gate's work grows linearly with the page (issue 37): the quick check that decides whether
 * a page may hold a reference (mightHaveReferences, on main.js's PageProbe) reads the adversarial
 * shapes the detector's step-count tests use, at two sizes, through a probe that counts every
 * character its expressions are handed or scan. 4× the text may cost at most 5× the work; counted,
 * not timed, so the count is the same on a busy machine.
 */
import { describe, expect, test } from "vitest";
import { mightHaveReferences } from "../../../src/content/gate/quick-check.ts";
import { PageProbe, type Probe } from "../../../src/core/detect/probe/page-probe.ts";
import { gateProbeTables } from "../../../src/core/detect/probe/shipped.ts";
import { SHAPES } from "../core/detect/adversarial.ts";
import { COVERED, GRAMMAR, probeTablesFor } from "../core/detect/helpers.ts";
import { QUOTATIONS } from "../core/detect/quotations/helpers.ts";
import { drive } from "./jobs.ts";

const source = gateProbeTables(probeTablesFor(GRAMMAR, COVERED, QUOTATIONS));

/** A global expression that adds to `work` the characters each exec reads, from where it starts to where it stops. */
class CountingRegExp extends RegExp {
  constructor(
    pattern: RegExp,
    readonly work: { units: number },
  ) {
    super(pattern.source, pattern.flags);
  }
  override exec(text: string): RegExpExecArray | null {
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const match = super.exec(text);
    this.work.units += (match ? match.index + match[0].length : text.length) - from;
    return match;
  }
}

/** main.js's probe, counting what each of its questions reads. */
function countingProbe(work: { units: number }): Probe {
  const probe = new PageProbe(source);
  const trigger = new CountingRegExp(probe.trigger, work);
  const vocabulary = new CountingRegExp(probe.vocabulary, work);
  /** `ask`, after counting the text it is handed. */
  const counted =
    (ask: (text: string) => boolean) =>
    (text: string): boolean => {
      work.units += text.length;
      return ask(text);
    };
  return {
    trigger,
    triggerTail: probe.triggerTail,
    vocabulary,
    verseLinkSelector: probe.verseLinkSelector,
    mightContainReference: counted((text) => probe.mightContainReference(text)),
    mightHaveVocabulary: counted((text) => probe.mightHaveVocabulary(text)),
    mightContainQuotation: counted((text) => probe.mightContainQuotation(text)),
    mightBeQuranPage: (page) => probe.mightBeQuranPage(page),
    mightNameCoveredSurah: (page) => probe.mightNameCoveredSurah(page),
    hasTriggerHit: counted((text) => probe.hasTriggerHit(text)),
  };
}

/** The gate's work on a page whose body is `text` in paragraphs of at most 64 K characters. */
function gateWork(text: string): number {
  const body = document.createElement("body");
  for (let i = 0; i < text.length; i += 65_536) {
    const p = document.createElement("p");
    p.textContent = text.slice(i, i + 65_536);
    body.append(p);
  }
  const work = { units: 0 };
  drive(mightHaveReferences(body, countingProbe(work), { title: "Notes", heading: "Notes" }));
  return work.units;
}

describe("the page gate's work grows linearly with the page", () => {
  const SMALL = 250_000;
  test.each(SHAPES)("%s: 4× the text takes at most 5× the work", { timeout: 120_000 }, (_, make) => {
    const small = gateWork(make(SMALL));
    const large = gateWork(make(4 * SMALL));
    expect(large).toBeLessThanOrEqual(5 * Math.max(small, 1));
  });

  test("the counting probe counts: a page of text is read at least once", () => {
    expect(gateWork("word ".repeat(20_000))).toBeGreaterThanOrEqual(100_000);
  });
});
