/**
 * The content script's quick check on real pages with no reference (/work/shared/pages: an
 * encyclopedia article, a language specification, a software article; the benchmark's corpus):
 * with quotation recognition on, it still rejects each of them in one pass, so the detector's
 * module is never loaded there (docs/DETECTION.md, "Quoted verses"). The probe is the one the
 * build ships: the trigger, the vocabulary and the quotation probe's tables.
 */
import { readFileSync } from "node:fs";
import { JSDOM, VirtualConsole } from "jsdom";
import { describe, expect, it, vi } from "vitest";

vi.mock("virtual:badr-lens-probe", async () => {
  const { COVERED, GRAMMAR } = await import("../core/detect/helpers.ts");
  const { QUOTATIONS } = await import("../core/detect/quotations/helpers.ts");
  const { createDetector } = await import("../../../src/core/detect/index.ts");
  const full = createDetector(GRAMMAR, COVERED, { quotations: QUOTATIONS });
  const { probeSourceOf } = await import("../../../src/content/probe-source.ts");
  return { default: probeSourceOf(full) };
});
vi.mock("../../../src/shared/platform.ts", () => ({ platform: { resourceUrl: (p: string) => p } }));

const { LazyDetector } = await import("../../../src/content/lazy-detector.ts");
const { PageIndex } = await import("../../../src/content/page-index.ts");
const { Scanner } = await import("../../../src/content/scanner.ts");
const { readPageInfo } = await import("../../../src/content/page-context.ts");
const { COVERED } = await import("../core/detect/helpers.ts");

const PAGES = "/work/shared/pages";
const FILES = ["wikipedia-new-zealand.html", "ecma262-spec.html", "wikipedia-regression-testing.html"];

function drive<T>(job: Generator<unknown, T>): T {
  for (;;) {
    const step = job.next();
    if (step.done) return step.value;
  }
}

describe("the quick check on reference-free pages", () => {
  it.each(FILES)("rejects %s without loading the detector", { timeout: 120_000 }, (file) => {
    const html = readFileSync(`${PAGES}/${file}`, "utf8");
    const { document } = new JSDOM(html, {
      virtualConsole: new VirtualConsole(),
      url: `https://example.org/${file}`,
    }).window;
    let loads = 0;
    const detector = new LazyDetector(COVERED, () => {
      loads++;
      return Promise.reject(new Error("the detector must not load here"));
    });
    const scanner = new Scanner(detector, new PageIndex(), () => readPageInfo(document));
    expect(drive(scanner.mightHaveReferences(document.body))).toBe(false);
    expect(loads).toBe(0);
    expect(detector.quotationProbe, "the probe holds the quotation tables").not.toBeNull();
  });

  it("lets a page by whose only reference is an uncited quotation", () => {
    const { document } = new JSDOM(
      "<p>They said: It is not for a prophet to have captives until he inflicts a massacre in the land.</p>",
    ).window;
    const detector = new LazyDetector(COVERED, () => Promise.reject(new Error("not loaded here")));
    const scanner = new Scanner(detector, new PageIndex(), () => readPageInfo(document));
    expect(drive(scanner.mightHaveReferences(document.body))).toBe(true);
  });
});
