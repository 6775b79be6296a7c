// @vitest-environment jsdom
/**
 * The quick check (src/content/gate/quick-check.ts) that lets most pages go unscanned: read in slices
 * with an overlap so that a hit across text nodes and chunks is still seen, a number counting only
 * with a word of the vocabulary in reach, links to verse pages whatever their text.
 */
import { afterEach, describe, expect, it } from "vitest";
import quranTables from "../../../data/grammar/quran.json";
import { mightHaveReferences } from "../../../src/content/gate/quick-check.ts";
import { FIRST_TEXT_CHUNK, PIECE_ELEMENTS, TEXT_CHUNK } from "../../../src/content/gate/text-pieces.ts";
import type { PageInfo } from "../../../src/core/detect/index.ts";
import { PageProbe } from "../../../src/core/detect/probe/page-probe.ts";
import { gateProbeTables } from "../../../src/core/detect/probe/shipped.ts";
import { GRAMMAR, probeTablesFor } from "../core/detect/helpers.ts";
import { drive } from "./jobs.ts";

const COVERED = ["8:9", "8:67", "8:68", "8:69", "badr"];
/** The reader's chunk, restated: a test that must straddle a chunk boundary needs to know it. */
const CHUNK = TEXT_CHUNK;
const FIRST = FIRST_TEXT_CHUNK;

const tables = probeTablesFor(GRAMMAR, COVERED);
const probe = new PageProbe(tables);

/** A body made of the given text nodes, each in its own <span> inside one <div>. */
function textNodes(...parts: string[]): HTMLElement {
  const div = document.createElement("div");
  for (const part of parts) div.append(Object.assign(document.createElement("span"), { textContent: part }));
  // More elements than piecesOf reads at once, so each part arrives as a piece of its own.
  for (let i = 0; i < PIECE_ELEMENTS; i++) div.append(document.createElement("br"));
  document.body.replaceChildren(div);
  return document.body;
}

/** Filler of exactly `n` characters that holds no trigger and no vocabulary. */
const filler = (n: number) => "lorem ipsum ".repeat(Math.ceil(n / 12)).slice(0, n);

afterEach(() => {
  document.body.replaceChildren();
});

describe("mightHaveReferences", () => {
  it("is false for a page with no trigger, and for one whose only hits are numbers with no Quran vocabulary", () => {
    expect(drive(mightHaveReferences(textNodes("Nothing to see.", " At all."), probe)).value).toBe(false);
    expect(drive(mightHaveReferences(textNodes("Doors open at 8:30, section 8.1."), probe)).value).toBe(
      false,
    );
  });

  it("reads capitals with the expressions main.js ships, which are for lower-cased text", () => {
    const shipped = new PageProbe(JSON.parse(JSON.stringify(gateProbeTables(tables))));
    const read = (...parts: string[]) => drive(mightHaveReferences(textNodes(...parts), shipped)).value;
    expect(read("AS THE QURAN 8:67 SAYS.")).toBe(true);
    expect(read("KUR'AN-I KERİM, ENFAL SURESİ 8:67")).toBe(true);
    expect(read("İ".repeat(100), " TAFSİR OF 8:67")).toBe(true);
    expect(read("DOORS OPEN AT 8:30, SECTION 8.1.")).toBe(false);
  });

  it("is true for a reference, also when it is split across text nodes", () => {
    expect(drive(mightHaveReferences(textNodes("As the Quran 8:67 says."), probe)).value).toBe(true);
    expect(drive(mightHaveReferences(textNodes("As the Qur", "an 8", ":67 says."), probe)).value).toBe(true);
  });

  it("sees a hit that straddles two chunks, thanks to the overlap", () => {
    // The first chunk ends right after "8"; the next chunk brings ":67".
    const first = `${filler(FIRST - 12)} the Quran 8`;
    expect(first).toHaveLength(FIRST);
    const { value, yields } = drive(mightHaveReferences(textNodes(first, ":67 says."), probe));
    expect(value).toBe(true);
    expect(yields).toBe(1);
  });

  it("finds vocabulary within reach of a hit, in the chunk before it too, and none beyond reach", () => {
    // "The Quran" ends a chunk with no trigger in it; a bare "8:67" opens the next one.
    const near = textNodes(`${filler(CHUNK - 10)}The Quran.`, "see 8:67 below");
    expect(drive(mightHaveReferences(near, probe)).value).toBe(true);
    // The same number two chunks after the only word of the vocabulary: no paragraph holds both,
    // so no reference can count (docs/DETECTION.md, step 0).
    const far = textNodes(`The Quran. ${filler(CHUNK)}`, filler(CHUNK), "see 8:67 below");
    expect(drive(mightHaveReferences(far, probe)).value).toBe(false);
  });

  it("reads a big page in slices, never in one step", () => {
    const parts = Array.from({ length: 40 }, () => filler(CHUNK / 8));
    // 5 chunks of text: the job gives the scheduler a chance to stop between each two.
    const { value, yields } = drive(mightHaveReferences(textNodes(...parts), probe));
    expect(value).toBe(false);
    expect(yields).toBeGreaterThanOrEqual(4);
  });

  it("cuts one long paragraph into chunks too, and sees a hit across a cut", () => {
    document.body.innerHTML = `<p>${filler(5 * CHUNK)}</p>`;
    const { value, yields } = drive(mightHaveReferences(document.body, probe));
    expect(value).toBe(false);
    expect(yields).toBeGreaterThanOrEqual(4);
    // The first cut falls right after "8"; ":67" begins the second chunk.
    document.body.innerHTML = `<p>${filler(FIRST - 12)} the Quran 8:67 says. ${filler(CHUNK)}</p>`;
    expect(drive(mightHaveReferences(document.body, probe)).value).toBe(true);
  });

  it("reads a page's title only once its text shows a digit, and once", () => {
    let narrow = 0;
    let wide = 0;
    const counting = new (class extends PageProbe {
      override mightNameCoveredSurah(page: PageInfo): boolean {
        narrow++;
        return super.mightNameCoveredSurah(page);
      }
      override mightBeQuranPage(page: PageInfo): boolean {
        wide++;
        return super.mightBeQuranPage(page);
      }
    })(tables);
    const quranPage = { title: "Surah Al-Anfal" };
    expect(drive(mightHaveReferences(textNodes("Loading the verses."), counting, quranPage)).value).toBe(
      false,
    );
    expect(narrow).toBe(0);
    expect(drive(mightHaveReferences(textNodes("67", "68"), counting, quranPage)).value).toBe(true);
    expect(narrow).toBe(1);
    // Arabic-Indic digits are numbers too.
    expect(drive(mightHaveReferences(textNodes("﴿٦٧﴾"), counting, quranPage)).value).toBe(true);
    expect(narrow).toBe(2);
    expect(
      drive(mightHaveReferences(textNodes("Serves 4.", "Bake 20 minutes."), counting, { title: "Pie" }))
        .value,
    ).toBe(false);
    expect(narrow).toBe(3);
    // The wider question (any sūrah's page, by the vocabulary) waited for a trigger hit all along.
    expect(wide).toBe(0);
  });

  it("lets a verse label count on a covered sūrah's page only, and a bare citation on any sūrah's", () => {
    let wide = 0;
    const counting = new (class extends PageProbe {
      override mightBeQuranPage(page: PageInfo): boolean {
        wide++;
        return super.mightBeQuranPage(page);
      }
    })(tables);
    const baqarah = { title: "Surah Al-Baqarah - Quran", heading: "Al-Baqarah" };
    expect(drive(mightHaveReferences(textNodes("2:255", "﴿٦٧﴾"), counting, baqarah)).value).toBe(false);
    expect(wide).toBe(0);
    expect(drive(mightHaveReferences(textNodes("as in 8:67 above"), counting, baqarah)).value).toBe(true);
    expect(wide).toBe(1);
  });

  it("is true for a page whose only reference is a link to a verse page, whatever its text", () => {
    document.body.innerHTML = '<p>More <a href="https://tanzil.net/#8:9">here</a>.</p>';
    expect(drive(mightHaveReferences(document.body, probe)).value).toBe(true);
  });

  it("checks links to every host of data/grammar/quran.json (the probe's selector, which the check uses)", () => {
    const selector = tables.verseLinkSelector;
    for (const host of quranTables.urlHosts) {
      document.body.innerHTML = `<a href="https://${host}/8/9">x</a>`;
      expect(document.body.querySelector(selector), host).not.toBeNull();
    }
    // With no alternative that another already matches: each one is a test of every link.
    const matched = selector.split(", ").map((part) => /"([^"]+)\/"/.exec(part)![1]!);
    expect(matched.filter((host) => matched.some((other) => host.endsWith(`.${other}`)))).toEqual([]);
    expect(matched.length).toBeLessThan(quranTables.urlHosts.length);
  });
});
