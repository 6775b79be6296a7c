/**
 * The page-level vocabulary probe (PageProbe.mightHaveVocabulary, src/core/detect/probe/page-probe.ts): the content script skips a page
 * whose trigger hits are only numbers when its text has none of the words that can make a
 * reference count. helpers.ts already checks, on every table row, that the probe never rejects a
 * text with a reference; these rows pin down what it must see and what it must let pass by.
 */
import { describe, expect, it } from "vitest";
import { probe } from "./helpers.ts";

const SEES = [
  "the Quran",
  "QUR'AN",
  "Qurʾān",
  "Qur’ān",
  "the Koran",
  "le Coran",
  "al-Qur'an",
  "Sūrah",
  "sourate",
  "Soorah",
  "āyah",
  "ayat",
  "tafsīr",
  "Tafseer",
  "Q 8:9",
  "Q8/68",
  "al-Anfāl",
  "Anfal",
  "the spoils",
  "Badr",
  "القرآن",
  "قُرْآن",
  "سُورَة",
  "وسورة",
  "الآية",
  "آية",
  "آيات",
  "تفسير",
  "بالتفسير",
  "الأنفال",
  "بدر",
  "tanzil.net/#8:67",
];

const PASSES_BY = [
  "See section 8.9 and figure 8:9, at 8:67 pm, ratio 8:9.",
  "Korea and the Korean War; kōrero; Kurdî",
  "insurance, measure, sure, assurance, sour, source",
  "q1 and q2 are variables; Q1 2024 results",
  "العربية والإنجليزية مكتبة",
  "Romans 8:9 and John 8:67",
];

describe("the trigger", () => {
  it.each(["86,400 seconds a day", "a population of 874,454", "in 1989 and 2018"])(
    "passes over numbers that only begin with the sūrah's digit: %s",
    (text) => {
      expect(probe.mightContainReference(text)).toBe(false);
    },
  );

  it.each(["the second trial.[8] Later studies[18]", "see notes [8] and [28]"])(
    "passes over footnote markers: %s",
    (text) => {
      expect(probe.mightContainReference(text)).toBe(false);
    },
  );

  it.each(["QS. [8] : 67", "QS [8]:67", "QS. Al-Anfal [8]: 67"])(
    "sees a bracketed sūrah number: %s",
    (text) => {
      expect(probe.mightContainReference(text)).toBe(true);
    },
  );
});

describe("mightHaveVocabulary", () => {
  it.each(SEES)("sees %s", (text) => {
    expect(probe.mightHaveVocabulary(`Some text: ${text} and more.`)).toBe(true);
  });

  it.each(PASSES_BY)("lets %s pass by", (text) => {
    expect(probe.mightHaveVocabulary(text)).toBe(false);
  });
});
