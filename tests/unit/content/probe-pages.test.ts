/**
 * The content script's quick check on real pages with no reference (tests/fixtures/real-pages: an
 * encyclopedia article, a language specification, a software article; the benchmark's corpus):
 * with quotation recognition on, it still rejects each of them in one pass, so page.js and the
 * detector's module are never loaded there (docs/DETECTION.md, "Quoted verses"). The probe is the one the
 * build ships: the trigger, the vocabulary and the quotation probe's tables.
 */
import { readFileSync } from "node:fs";
import { JSDOM, VirtualConsole } from "jsdom";
import { describe, expect, it } from "vitest";

import { readPageInfo } from "../../../src/content/common/page-context.ts";
import { mightHaveReferences } from "../../../src/content/gate/quick-check.ts";
import { FirstLook } from "../../../src/content/loader/first-look.ts";
import { smallFrameText } from "../../../src/content/loader/first-text.ts";
import { PageProbe } from "../../../src/core/detect/probe/page-probe.ts";
import { firstLookTables, gateProbeTables } from "../../../src/core/detect/probe/shipped.ts";
import { wordHash } from "../../../src/core/detect/quotations/probe.ts";
import { REAL_PAGE_FILES, realPagePath } from "../../fixtures/real-pages/index.ts";
import { COVERED, GRAMMAR, probeTablesFor } from "../core/detect/helpers.ts";
import { QUOTATIONS } from "../core/detect/quotations/helpers.ts";
import { drive } from "./jobs.ts";

/** The probe as main.js builds it, from the tables the build ships (gateProbeTables). */
const shipped = gateProbeTables(probeTablesFor(GRAMMAR, COVERED, QUOTATIONS));
const probe = new PageProbe(shipped);
/** The first look as first-look.js makes it (firstLookTables). */
const firstLook = new FirstLook(firstLookTables(probeTablesFor(GRAMMAR, COVERED, QUOTATIONS)));

describe("the quick check on reference-free pages", () => {
  it.each(REAL_PAGE_FILES)(
    "rejects %s, so neither page.js nor the detector loads there",
    { timeout: 120_000 },
    (file) => {
      const html = readFileSync(realPagePath(file), "utf8");
      const { document } = new JSDOM(html, {
        virtualConsole: new VirtualConsole(),
        url: `https://example.org/${file}`,
      }).window;
      expect(drive(mightHaveReferences(document.body, probe, readPageInfo(document))).value).toBe(false);
      expect(shipped.quotations, "the probe holds the quotation tables").not.toBeNull();
      expect(shipped.quotations?.keyHashes, "and the key words' hashes").toEqual(
        shipped.quotations?.keys.map(wordHash),
      );
    },
  );

  it("has the first look turn down the article small enough to read, so main.js never loads there", () => {
    const file = "wikipedia-regression-testing.html";
    const { document } = new JSDOM(readFileSync(realPagePath(file), "utf8"), {
      virtualConsole: new VirtualConsole(),
      url: `https://example.org/${file}`,
    }).window;
    const text = smallFrameText(document.body);
    expect(text, "read whole, as first-text.ts reads a short article").toBeDefined();
    const page = () => readPageInfo(document);
    // Every version's key words are asked here: one an article holds would load main.js on it.
    expect(firstLook.mayHoldReference(document.body, text, page)).toBe(false);
    expect(firstLook.mayHoldReference(document.body, `${text} the captives`, page)).toBe(true);
  });

  it("lets a page by whose only reference is an uncited quotation", () => {
    const { document } = new JSDOM(
      "<p>They said: It is not for a prophet to have captives until he inflicts a massacre in the land.</p>",
    ).window;
    expect(drive(mightHaveReferences(document.body, probe, readPageInfo(document))).value).toBe(true);
  });
});
