/**
 * Page context (docs/DETECTION.md, "Page context"): a page's title, main heading and address name
 * the sūrah a Quran reading page shows; on such a page the verse labels beside each verse ("8:67",
 * "67", ﴿٦٧﴾) are references. Section numbers, novels' chapters and other sūrahs' pages are not.
 */
import { describe, expect, it } from "vitest";
import type { PageInfo } from "../../../../src/core/detect/index.ts";
import { detector, pageSurah, probe, show } from "./helpers.ts";

const SURAH: [PageInfo, number][] = [
  [{ heading: "Surah Al-Anfal" }, 8],
  [{ heading: "Sūrat al-Anfāl" }, 8],
  [{ heading: "سورة الأنفال" }, 8],
  [{ heading: "سُورَةُ الأَنفَالِ" }, 8],
  [{ title: "Al-Anfal - The Spoils of War" }, 8],
  [{ title: "Sura 8 — verse by verse" }, 8],
  [{ url: "https://quran.com/8" }, 8],
  [{ url: "https://quran.com/8/67" }, 8],
  [{ url: "https://quran.com/8:67" }, 8],
  [{ url: "https://quran.com/al-anfal" }, 8],
  [{ url: "https://example.org/surah/al-anfal" }, 8],
  [{ url: "http://127.0.0.1:8080/surah/8" }, 8],
  [{ url: "https://example.org/quran/8" }, 8],
  [{ url: "https://example.org/sura-8" }, 8],
  [{ url: "https://example.org/read/anfal" }, 8],
  [{ url: "https://example.org/read?surah=8" }, 8],
  [{ url: "https://example.org/read?chapter=8", title: "Read the Holy Quran" }, 8],
  [{ heading: "Surah Al-Baqarah", title: "Al-Baqarah 2:255 - Quran.com" }, 2],
  [{ url: "https://quran.com/2/255" }, 2],
];

const NO_SURAH: PageInfo[] = [
  { title: "Chapter 8 - The Long Road Home", heading: "Chapter 8" },
  { url: "https://novels.example/read?chapter=8", title: "Chapter 8" },
  { title: "ECMAScript® 2025 Language Specification", url: "https://tc39.es/ecma262/#sec-8.9" },
  { url: "https://example.org/8" },
  { title: "Quran study circle: this week's notes" },
  { heading: "Section 8.9 Results" },
];

const ANFAL_PAGE: PageInfo = { title: "Surah Al-Anfal", url: "http://127.0.0.1/surah/8" };

describe("page context", () => {
  it.each(SURAH)("reads the sūrah of %j", (page, surah) => {
    expect(pageSurah(page)).toBe(surah);
    // The page gate's looser reading of the same parts lets every such page by (quran-page.ts).
    expect(probe.mightBeQuranPage(page)).toBe(true);
  });

  it.each(NO_SURAH)("reads no sūrah from %j", (page) => {
    expect(pageSurah(page)).toBe(0);
  });

  it.each([
    ["8:67", "8:67", "8:67"],
    ["67", "67", "8:67"],
    ["(9)", "(9)", "8:9"],
    ["Ayah 68", "Ayah 68", "8:68"],
    ["٦٩", "٦٩", "8:69"],
    ["فَكُلُواْ مِمَّا ﴿٦٩﴾", "﴿٦٩﴾", "8:69"],
    ["end of the verse ۝٦٧", "۝٦٧", "8:67"],
  ])("on al-Anfāl's page, the label %s is a reference", (text, run, target) => {
    const found = detector.find(text, { page: ANFAL_PAGE });
    expect(show(found)).toEqual([
      `${text.indexOf(run)}-${text.indexOf(run) + run.length} ${run} → ${target}`,
    ]);
  });

  it.each(["10", "76", "09", "8:10", "Page 67 of 120", "﴿١٠﴾"])("on al-Anfāl's page, %s is not", (text) => {
    expect(show(detector.find(text, { page: ANFAL_PAGE }))).toEqual([]);
  });

  it("on another sūrah's page, its labels are its own verses, not covered", () => {
    const page = { heading: "Surah Al-Baqarah", url: "https://quran.com/2" };
    for (const text of ["2:255", "255", "9", "67", "﴿٦٧﴾"])
      expect(show(detector.find(text, { page })), text).toEqual([]);
  });

  it.each(NO_SURAH)("on %j, section numbers stay numbers", (page) => {
    for (const text of ["8.9", "8:9", "67", "9", "See 8:67 below.", "﴿٦٧﴾"]) {
      expect(show(detector.find(text, { page })), text).toEqual([]);
    }
  });
});
