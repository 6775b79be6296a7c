// @vitest-environment jsdom
/**
 * content.js's first look at a small frame (src/content/first-look.ts), with the tables the build
 * ships: it may say no only where main.js's probe would, so it never costs a reference, and it says
 * no to the small frames that hold none (an ad's label, a button, "hi").
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FirstLook, SMALL_FRAME_CHARS, SMALL_FRAME_ELEMENTS } from "../../../src/content/first-look.ts";
import { firstLookSourceOf } from "../../../src/content/probe-source.ts";
import { mustFind } from "../core/detect/cases-find.ts";
import { mustNotFind } from "../core/detect/cases-not.ts";
import { COVERED } from "../core/detect/helpers.ts";
import type { LanguageTable } from "../core/detect/languages/table.ts";
import { LANGUAGES, quoting, quran } from "../core/detect/quotations/helpers.ts";

const look = new FirstLook(firstLookSourceOf(quoting));

/** Every language file's test table (languages.test.ts checks that each has one). */
const tables: LanguageTable[] = [];
for (const file of readdirSync(join(import.meta.dirname, "../../../data/grammar/languages"))) {
  if (!file.endsWith(".json")) continue;
  const code = file.replace(/\.json$/, "");
  tables.push(((await import(`../core/detect/languages/${code}.ts`)) as { table: LanguageTable }).table);
}

/** Every text of the detector's tables: citations, look-alikes, real sentences, in every language. */
const TEXTS = [
  ...Object.values(mustFind).flatMap((rows) => rows.map((r) => r[0])),
  ...Object.values(mustNotFind).flat(),
  ...tables.flatMap((t) => [...t.find.map((r) => r[0]), ...t.not, ...t.real.map((r) => r[1])]),
];

/** Each covered verse in Arabic and in every translation quran-json ships. */
const VERSES = LANGUAGES.flatMap((language) =>
  COVERED.filter((t) => t.includes(":")).map((target) => quran(language).get(target)!),
);

describe("the first look at a text", () => {
  it("has every table's texts and every covered verse to check against", () => {
    expect(tables.length).toBeGreaterThanOrEqual(10);
    expect(TEXTS.length).toBeGreaterThan(1000);
    expect(VERSES).toHaveLength(LANGUAGES.length * 4);
  });

  it("says yes wherever main.js's probe does, so it never turns a reference away", () => {
    const missed = TEXTS.filter(
      (text) => quoting.mightContainReference(text) && !look.textMayHoldReference(text),
    );
    expect(missed).toEqual([]);
    // The tables are mostly citations: the probe says yes to most of them.
    expect(TEXTS.filter((text) => quoting.mightContainReference(text)).length).toBeGreaterThan(1000);
  });

  it("says yes to every covered verse quoted in full, and to its words quoted alone", () => {
    for (const verse of VERSES) {
      expect(look.textMayHoldReference(verse), verse).toBe(true);
      expect(quoting.mightContainQuotation(verse), verse).toBe(true);
    }
    expect(look.textMayHoldReference("I will reinforce you with a thousand of the angels")).toBe(true);
    expect(look.textMayHoldReference("مَا كَانَ لِنَبِيٍّ أَنْ يَكُونَ لَهُ أَسْرَى حَتَّى يُثْخِنَ فِي الْأَرْضِ")).toBe(true);
  });

  it("says yes to any digit, in any script the detector reads, and to the names it knows", () => {
    for (const text of ["2", "٦٧", "۶۷", "৬৭", "Anfal", "Perang Badar", "Bedir", "غزوة بدر", "বদর", "Бадр"])
      expect(look.textMayHoldReference(text), text).toBe(true);
  });

  it("says no to the few words of a frame that holds no reference", () => {
    const texts = [
      "hi",
      "Advertisement",
      "Close",
      "Sign in to comment",
      "Cookie settings",
      "Iklan",
      "Reklam",
    ];
    for (const text of [...texts, "Реклама", "إعلان", "বিজ্ঞাপন", "Share this article · Read more"])
      expect(look.textMayHoldReference(text), text).toBe(false);
  });

  it("says yes to two Han characters in a row, which may be a Chinese version's words", () => {
    expect(look.textMayHoldReference("广告")).toBe(true);
    expect(look.textMayHoldReference("广 告")).toBe(false);
  });
});

describe("the first look at a frame", () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it("reads prose only: script and style text, however many digits, does not count", () => {
    document.body.innerHTML = "<p>hi</p><script>var x = 867;</script><style>p { margin: 8px }</style>";
    expect(look.mayHoldReference(document.body)).toBe(false);
    document.body.insertAdjacentHTML("beforeend", "<p>Sura 8</p>");
    expect(look.mayHoldReference(document.body)).toBe(true);
  });

  it("says yes to a link to a verse page, whatever its text", () => {
    document.body.innerHTML = '<p>hi <a href="https://quran.com/8/67">here</a></p>';
    expect(look.mayHoldReference(document.body)).toBe(true);
  });

  it("leaves a frame that is not small to main.js", () => {
    document.body.innerHTML = "<p>hi</p>".repeat(SMALL_FRAME_ELEMENTS + 1);
    expect(look.mayHoldReference(document.body)).toBe(true);
    document.body.innerHTML = `<p>${"hi ".repeat(SMALL_FRAME_CHARS / 3 + 1)}</p>`;
    expect(look.mayHoldReference(document.body)).toBe(true);
    document.body.innerHTML = `<p>${"hi ".repeat(10)}</p>`;
    expect(look.mayHoldReference(document.body)).toBe(false);
  });
});
