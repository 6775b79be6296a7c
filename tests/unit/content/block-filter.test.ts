// @vitest-environment jsdom
/**
 * page.js's block filter (src/content/page/block-filter.ts) and the scanner that asks it: a block
 * that cannot hold a reference does not load detector.js. It may say no only where the detector
 * finds nothing, so it is held to every text of the detector's tables and every quotation test;
 * and on a Quran reader's page of sūrah 2, whose every verse is the Quran's vocabulary and dozens
 * of which hold a covered verse's key words, the detector is never loaded.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BlockFilter } from "../../../src/content/page/block-filter.ts";
import type { LazyDetector } from "../../../src/content/page/lazy-detector.ts";
import { PageIndex } from "../../../src/content/page/page-index.ts";
import { Scanner } from "../../../src/content/page/scanner.ts";
import type { TextBlock } from "../../../src/content/page/text-blocks.ts";
import type { Detector } from "../../../src/core/detect/index.ts";
import { anchorTables } from "../../../src/core/detect/quotations/anchor-probe.ts";
import { quranReaderPageHtml } from "../../fixtures/generate/quran-reader.ts";
import { QUOTATIONS, quoting, quotingProbe } from "../core/detect/quotations/helpers.ts";
import { COVERED_VERSE_TEXTS, TABLE_TEXTS } from "../core/detect/table-texts.ts";
import { drive } from "./jobs.ts";

const filter = new BlockFilter(quotingProbe, { anchors: anchorTables(QUOTATIONS) });

/** A block of `text` alone, as collectBlocks makes one. */
const block = (text: string, links: string[] = []): TextBlock => ({
  element: document.body,
  text,
  nodes: [],
  starts: [],
  links: links.map((href) => ({ href, start: 0, end: text.length })),
});

/** A lazily loaded detector that counts its loads: the quoting detector once loaded. */
function countingDetector(): { detector: LazyDetector; loads: () => number } {
  let loads = 0;
  let full: Detector | undefined;
  const fake = {
    get loaded() {
      return full !== undefined;
    },
    load: () => {
      loads++;
      full = quoting;
      return Promise.resolve();
    },
    find: (text: string, context?: Parameters<Detector["find"]>[1]) => full!.find(text, context),
    steps: (text: string, context?: Parameters<Detector["steps"]>[1]) => full!.steps(text, context),
    targetsForUrl: (url: string) => full!.targetsForUrl(url),
  };
  return { detector: fake as unknown as LazyDetector, loads: () => loads };
}

const checkVisibility = Element.prototype.checkVisibility;
beforeEach(() => {
  Element.prototype.checkVisibility = () => true;
});
afterEach(() => {
  Element.prototype.checkVisibility = checkVisibility;
  document.body.replaceChildren();
});

describe("the block filter", () => {
  it("says yes to every block in which the detector finds a reference", () => {
    const found = TABLE_TEXTS.filter((text) => quoting.find(text).length > 0);
    expect(found.length).toBeGreaterThan(1000);
    expect(found.filter((text) => !filter.mayHold(block(text), undefined))).toEqual([]);
  });

  it("says yes to every covered verse in every language quoted whole, and to a link to a verse site", () => {
    expect(
      COVERED_VERSE_TEXTS.filter((text) => !filter.mayHold(block(`He read: «${text}»`), undefined)),
    ).toEqual([]);
    expect(filter.mayHold(block("this verse", ["https://quran.com/8/67"]), undefined)).toBe(true);
  });

  it("says no to a key word without an anchor, to a link elsewhere, and to a verse label off a covered sūrah's page", () => {
    expect(quotingProbe.mightContainQuotation("the captives were released")).toBe(true);
    expect(filter.mayHold(block("the captives were released"), undefined)).toBe(false);
    expect(filter.mayHold(block("2:255", ["http://127.0.0.1/2/255"]), undefined)).toBe(false);
    const baqarah = {
      title: "Surah Al-Baqarah - Quran",
      heading: "Al-Baqarah",
      url: "https://example.org/2",
    };
    const anfal = { title: "Surah Al-Anfal - Quran", heading: "Al-Anfal", url: "https://example.org/8" };
    expect(filter.mayHold(block("﴿٦٧﴾"), baqarah)).toBe(false);
    expect(filter.mayHold(block("﴿٦٧﴾"), anfal)).toBe(true);
  });
});

/** The scanner with the filter over a Quran reader's page of `surah`: the detector's loads and what it found. */
function scanReaderPage(surah: number): { loads: number; index: PageIndex } {
  document.documentElement.innerHTML = quranReaderPageHtml(surah).html.replace(/^<!doctype html>/i, "");
  const { detector, loads } = countingDetector();
  const index = new PageIndex();
  const page = () => ({ title: document.title, url: `https://example.org/${surah}` });
  drive(new Scanner(detector, index, page, undefined, filter).scan(document.body));
  return { loads: loads(), index };
}

describe("the scanner with the block filter", () => {
  it("never loads the detector on a Quran reader's page of sūrah 2", () => {
    const { loads, index } = scanReaderPage(2);
    expect(loads).toBe(0);
    expect(index.size).toBe(0);
    // The page holds dozens of the covered verses' key words: the probe before the filter lets them by.
    const verses = [...document.querySelectorAll(".verse p")].map((p) => p.textContent ?? "");
    expect(verses.filter((text) => quotingProbe.mightContainQuotation(text)).length).toBeGreaterThan(20);
  });

  it("loads it on sūrah 8's page, once, and finds the covered verses there", () => {
    const { loads, index } = scanReaderPage(8);
    expect(loads).toBe(1);
    const targets = new Set(index.all().flatMap((r) => r.targets));
    expect([...targets].sort()).toEqual(expect.arrayContaining(["8:67", "8:68", "8:69", "8:9"]));
  });
});
