// @vitest-environment jsdom
/**
 * The first look (first-look.js) at a frame (src/content/loader/first-look.ts), with the tables the build ships:
 * it may say no only where main.js's probe would, so it never costs a reference, and it says no to
 * the frames that hold none (an ad's label, a button, "hi", an article of dates and footnotes).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { FirstLook } from "../../../src/content/loader/first-look.ts";
import {
  FIRST_LOOK_CHARS,
  FIRST_LOOK_ELEMENTS,
  READ_UNMEASURED_ELEMENTS,
  smallFrameText,
} from "../../../src/content/loader/first-text.ts";
import type { PageInfo } from "../../../src/core/detect/index.ts";
import { firstLookTables } from "../../../src/core/detect/probe/shipped.ts";
import { ANY_LETTER, asciiWordsHoldKey, wordsHoldKey } from "../../../src/core/detect/quotations/probe.ts";
import { COVERED, GRAMMAR, pageSurah, probeTablesFor } from "../core/detect/helpers.ts";
import { LANGUAGES, QUOTATIONS, quotingProbe, quran } from "../core/detect/quotations/helpers.ts";
import { COVERED_VERSE_TEXTS, LANGUAGE_TABLES, TABLE_TEXTS } from "../core/detect/table-texts.ts";

const source = firstLookTables(probeTablesFor(GRAMMAR, COVERED, QUOTATIONS));
const look = new FirstLook(source);

const tables = LANGUAGE_TABLES;
const TEXTS = TABLE_TEXTS;
const VERSES = COVERED_VERSE_TEXTS;

describe("the first look at a text", () => {
  it("has every table's texts and every covered verse to check against", () => {
    expect(tables.length).toBeGreaterThanOrEqual(10);
    expect(TEXTS.length).toBeGreaterThan(1000);
    expect(VERSES).toHaveLength(LANGUAGES.length * 4);
  });

  it("says yes wherever main.js's probe does, so it never turns a reference away", () => {
    const missed = TEXTS.filter(
      (text) => quotingProbe.mightContainReference(text) && !look.textMayHoldReference(text),
    );
    expect(missed).toEqual([]);
    // The tables are mostly citations: the probe says yes to most of them.
    expect(TEXTS.filter((text) => quotingProbe.mightContainReference(text)).length).toBeGreaterThan(1000);
  });

  it("finds a covered sūrah's Roman numeral after a Quran word, and not a king's", () => {
    for (const text of ["Sura VIII. 67", "Q VIII:9", "(Koranen VIII:68)", "Коране, VIII, 69"])
      expect(look.textMayHoldReference(text), text).toBe(true);
    // Its part of the trigger is asked only where a numeral is: the rest has no Roman numeral.
    expect(source.romanNumerals).toEqual(["viii"]);
    expect(new RegExp(...source.triggerWords).test("sura viii. 67")).toBe(false);
    expect(look.textMayHoldReference("Henry VIII had six wives")).toBe(false);
  });

  it("says so in upper case and in title case too, though it reads every text lower-cased", () => {
    const title = (text: string) => text.replace(/\p{L}+/gu, (w) => w[0]!.toUpperCase() + w.slice(1));
    const variants = [...TEXTS, ...VERSES].flatMap((text) => [text.toUpperCase(), title(text)]);
    const probed = variants.filter((text) => quotingProbe.mightContainReference(text));
    expect(probed.filter((text) => !look.textMayHoldReference(text))).toEqual([]);
    expect(probed.length).toBeGreaterThan(2000);
    for (const text of [
      "QURAN 8:67",
      "SURE 8",
      "ANFAL",
      "PERANG BADAR",
      "BEDIR",
      "A THOUSAND ANGELS",
      "БАДР",
    ])
      expect(look.textMayHoldReference(text), text).toBe(true);
  });

  it("says yes to every covered verse quoted in full, and to its words quoted alone", () => {
    for (const verse of VERSES) {
      expect(look.textMayHoldReference(verse), verse).toBe(true);
      expect(quotingProbe.mightContainQuotation(verse), verse).toBe(true);
    }
    expect(look.textMayHoldReference("I will reinforce you with a thousand of the angels")).toBe(true);
    expect(look.textMayHoldReference("مَا كَانَ لِنَبِيٍّ أَنْ يَكُونَ لَهُ أَسْرَى حَتَّى يُثْخِنَ فِي الْأَرْضِ")).toBe(true);
  });

  it("says yes to the sūrah's number in a citation's shape, in every digit script, and to the names", () => {
    const texts = ["8:67", "٨:٦٧", "۸:۶۷", "৮:৬৭", "Sure 8", "(8)", "Anfal", "Perang Badar", "Bedir"];
    for (const text of [...texts, "غزوة بدر", "বদর", "Бадр"])
      expect(look.textMayHoldReference(text), text).toBe(true);
  });

  it("says no to numbers that cannot begin a citation of the sūrah", () => {
    for (const text of ["2", "1986", "[8]", "page 18", "8 June", "28:67"])
      expect(look.textMayHoldReference(text), text).toBe(false);
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

  it("says yes to two Han characters of a Chinese version in a row, and not to other Chinese", () => {
    const zh = quran("zh").get("8:67")!;
    const han = /\p{sc=Han}{2}/u.exec(zh)![0];
    expect(look.textMayHoldReference(`广告 ${han}`)).toBe(true);
    expect(look.textMayHoldReference("广告")).toBe(false);
    expect(look.textMayHoldReference("中文 日本語 한국어")).toBe(false);
  });

  it("reads a longer text's words past ASCII, and its plain words, for key words", () => {
    const filler = "Regression testing re-runs tests after a change [8]. ".repeat(40);
    expect(look.textMayHoldReference(filler)).toBe(false);
    expect(look.textMayHoldReference(`${filler} a THOUSAND angels`)).toBe(true);
    expect(look.textMayHoldReference(`${filler} Russian: Русский, Arabic: العربية, 中文`)).toBe(false);
    const ru = quran("ru").get("8:67")!;
    expect(look.textMayHoldReference(`${filler} ${ru}`)).toBe(true);
  });
});

/** Titles, headings and addresses from which the detector reads al-Anfāl (page-context.test.ts). */
const QURAN_PAGES: PageInfo[] = [
  { heading: "Surah Al-Anfal" },
  { heading: "سُورَةُ الأَنفَالِ" },
  { title: "Al-Anfal - The Spoils of War" },
  { title: "Sura 8 — verse by verse" },
  { url: "https://quran.com/8" },
  { url: "https://quran.com/8:67" },
  { url: "https://example.org/surah/al-anfal" },
  { url: "http://127.0.0.1:8080/surah/8" },
  { url: "https://example.org/sura-8" },
  { url: "https://example.org/read/anfal" },
  { url: "https://example.org/read?surah=008" },
  { url: "https://example.org/read?chapter=8", title: "Read the Holy Quran" },
];

describe("the first look at a page's title, heading and address", () => {
  it("says they may name al-Anfāl wherever the detector reads al-Anfāl from them", () => {
    for (const page of QURAN_PAGES) {
      expect(pageSurah(page), JSON.stringify(page)).toBe(8);
      expect(look.pageMayNameSurah(page), JSON.stringify(page)).toBe(true);
    }
  });

  it("lets a verse label alone count only on such a page", () => {
    const labels = "Verse labels: 67 ۝٦٨";
    expect(look.textMayHoldReference(labels, { title: "Regression testing - Wikipedia" })).toBe(false);
    expect(look.textMayHoldReference(labels, { url: "http://127.0.0.1:8088/page/7" })).toBe(false);
    expect(look.textMayHoldReference(labels, { title: "Surah Al-Anfal" })).toBe(true);
    expect(look.textMayHoldReference(labels, { url: "http://127.0.0.1:1234/surah/8" })).toBe(true);
    // With no digit in the text, the page says nothing.
    expect(look.textMayHoldReference("Verse labels", { title: "Surah Al-Anfal" })).toBe(false);
  });
});

/** An ordinary page: its title, heading and address name no sūrah. */
const PAGE = (): PageInfo => ({ title: "Notes", heading: "", url: "http://127.0.0.1:8080/notes.html" });

describe("the key words of a text of plain ASCII", () => {
  it("are read alike with the fold table and without it", () => {
    const keys = new Set(source.keyHashes);
    const plain = (text: string) => text.replace(/[^\0-\x7f]/g, " ");
    const texts = [
      ...TEXTS,
      ...VERSES,
      ...VERSES.map((verse) => plain(verse).toUpperCase().replaceAll(" ", "-")),
      "hi",
      "",
      "a THOUSAND",
      "Thousand]",
      "[thousands",
      "x1thousand2y",
    ].map(plain);
    let hits = 0;
    for (const text of texts) {
      const expected = wordsHoldKey(text, keys, new Set(), ANY_LETTER);
      expect(asciiWordsHoldKey(text, keys), text).toBe(expected);
      if (expected) hits++;
    }
    expect(hits).toBeGreaterThan(20);
    expect(hits).toBeLessThan(texts.length);
  });
});

/** The look content.js takes at this document's body, as first-text.ts hands it over. */
const lookAtBody = () => look.mayHoldReference(document.body, smallFrameText(document.body), PAGE);

describe("the first look at a frame", () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it("says no to script and style text whose numbers are no citation", () => {
    document.body.innerHTML = "<p>hi</p><script>var x = 867;</script><style>p { margin: 8px }</style>";
    expect(lookAtBody()).toBe(false);
    document.body.insertAdjacentHTML("beforeend", "<p>Sura 8</p>");
    expect(lookAtBody()).toBe(true);
  });

  it("says yes to a link to a verse page, whatever its text", () => {
    document.body.innerHTML = '<p>hi <a href="https://quran.com/8/67">here</a></p>';
    expect(lookAtBody()).toBe(true);
  });

  it("says no to an article whose numbers are dates and footnotes", () => {
    const paragraph = "<p>Released on 8 June 2021, version 2.8 fixed 18 bugs [8]. See section 8.</p>";
    document.body.innerHTML = `<h1>Regression testing</h1>${paragraph.repeat(300)}`;
    expect(lookAtBody()).toBe(false);
    document.body.insertAdjacentHTML("beforeend", "<p>See Quran 8:67.</p>");
    expect(lookAtBody()).toBe(true);
  });

  it("finds a sūrah word before the number, as the trigger reads it behind the number", () => {
    document.body.innerHTML = "<p>Vers 9 der Sure 8 ist kurz</p><p>[8] und 8 Bücher</p>";
    expect(lookAtBody()).toBe(true);
    document.body.innerHTML = "<p>Vers 9 der Reihe 8 ist kurz</p><p>[8] und 8 Bücher</p>";
    expect(lookAtBody()).toBe(false);
  });

  it("leaves a frame too large to read in one step to main.js", () => {
    document.body.innerHTML = "<p>hi</p>".repeat(FIRST_LOOK_ELEMENTS + 1);
    expect(lookAtBody()).toBe(true);
    document.body.innerHTML = `<p>${"hi ".repeat(FIRST_LOOK_CHARS / 3 + 1)}</p>`;
    expect(lookAtBody()).toBe(true);
    document.body.innerHTML = `<p>${"hi ".repeat(10)}</p>`;
    expect(lookAtBody()).toBe(false);
  });

  it("measures a frame of many elements before it reads it, and never reads a long one", () => {
    const textContent = vi.spyOn(Node.prototype, "textContent", "get");
    const many = (chars: number) =>
      `<p>${"hi ".repeat(chars / 3 + 1)}</p>${"<i>hi</i>".repeat(READ_UNMEASURED_ELEMENTS)}`;
    try {
      document.body.innerHTML = many(FIRST_LOOK_CHARS);
      expect(smallFrameText(document.body)).toBeUndefined();
      expect(textContent).not.toHaveBeenCalled();
      document.body.innerHTML = many(FIRST_LOOK_CHARS / 2);
      expect(smallFrameText(document.body)).toBe(document.body.textContent);
    } finally {
      textContent.mockRestore();
    }
  });
});
