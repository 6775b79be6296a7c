/**
 * Rows generated from the data tables: every alias × every separator × Latin, Arabic-Indic and
 * Persian digits; every marker × every number form; every Badr phrase word. A new alias in
 * data/grammar is tested the moment it is added.
 */
import { describe, expect, test } from "vitest";
import badr from "../../../../data/events/badr.json";
import q from "../../../../data/grammar/quran.json";
import { detector, show } from "./helpers.ts";

const DIGITS: Record<string, (s: string) => string> = {
  latin: (s) => s,
  arabic: (s) => s.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d))),
  persian: (s) => s.replace(/\d/g, (d) => String.fromCharCode(0x6f0 + Number(d))),
};
const VERSES: [string, string][] = [
  ["9", "8:9"],
  ["67", "8:67"],
  ["68", "8:68"],
  ["69", "8:69"],
  ["67-69", "8:67 8:68 8:69"],
  ["67–69", "8:67 8:68 8:69"],
];
const isArabic = (s: string) => /[\u0600-\u06ff]/.test(s);

/** One row: the reference alone inside a sentence frame, expected back whole. */
function check(ref: string, targets: string, frame = (r: string) => `See ${r} here.`) {
  const input = frame(ref);
  const start = input.indexOf(ref);
  expect(show(detector.find(input))).toEqual(
    show([{ start, end: start + ref.length, text: ref, targets: targets.split(" ") }]),
  );
}

const aliases = q.surahAliases["8"];
const LATIN_SEPS = [
  " ",
  ": ",
  ":",
  " : ",
  ", ",
  ", verse ",
  ", verses ",
  " verse ",
  " ayah ",
  ", ayat ",
  " (8) — Ayah ",
  " (8): ",
  " - ",
];
const ARABIC_SEPS = [" ", ": ", ":", " : ", " الآية ", "، الآية ", " آية ", "، آية رقم ", "/"];
const SPELLINGS = (a: string) =>
  isArabic(a) || a.startsWith("al")
    ? [a]
    : [a, `al-${a}`, `Al-${a[0]!.toUpperCase()}${a.slice(1)}`, `al ${a}`];

describe("sūrah alias × separator × digits", () => {
  const rows: [string, string][] = [];
  for (const a of aliases) {
    for (const spelled of SPELLINGS(a)) {
      for (const sep of isArabic(a) ? ARABIC_SEPS : LATIN_SEPS) {
        for (const [digits, conv] of Object.entries(DIGITS)) {
          if (!isArabic(a) && digits !== "latin" && sep.trim() === "") continue;
          for (const [v, t] of VERSES) rows.push([`${spelled}${sep}${conv(v)}`, t]);
        }
      }
    }
  }
  test.each(rows)("%s", (ref, targets) => {
    check(ref, targets, isArabic(ref) ? (r) => `انظر ${r} هنا.` : undefined);
  });
});

describe("sūrah word × alias or meaning", () => {
  const rows: [string, string][] = [];
  for (const word of ["Surah", "Surat", "Sūrat", "Sura", "Suratul", "Sourate"]) {
    for (const name of [...aliases.filter((a) => !isArabic(a)), ...q.surahMeanings["8"]]) {
      rows.push([`${word} ${name}, verse 67`, "8:67"]);
      rows.push([`${word} ${name} 9`, "8:9"]);
    }
  }
  for (const name of aliases.filter(isArabic)) {
    for (const [digits, conv] of Object.entries(DIGITS)) {
      void digits;
      rows.push([`سورة ${name} الآية ${conv("67")}`, "8:67"]);
      rows.push([`الآية ${conv("9")} من سورة ${name}`, "8:9"]);
    }
  }
  test.each(rows)("%s", (ref, targets) => check(ref, targets));
});

describe("marker × number form", () => {
  const FORMS: [string, string][] = [
    ["8:9", "8:9"],
    ["8 : 9", "8:9"],
    ["8: 67", "8:67"],
    ["8.67", "8:67"],
    ["8/68", "8:68"],
    ["8:67-69", "8:67 8:68 8:69"],
    ["8:67–69", "8:67 8:68 8:69"],
    ["8:67—69", "8:67 8:68 8:69"],
    ["8:67-8:69", "8:67 8:68 8:69"],
    ["8:65-70", "8:67 8:68 8:69"],
    ["8, verse 9", "8:9"],
    ["8, verses 67-69", "8:67 8:68 8:69"],
  ];
  const rows: [string, string][] = [];
  for (const marker of [
    ...q.markers.filter((m) => !m.includes("-e-")),
    "Qur’ān",
    "Qurʾān",
    "Surah",
    "Sura",
  ]) {
    for (const [form, t] of FORMS) {
      for (const conv of Object.values(DIGITS)) rows.push([`${marker} ${conv(form)}`, t]);
    }
  }
  for (const [form, t] of FORMS.slice(0, 10)) rows.push([`Q ${form}`, t]);
  test.each(rows)("%s", (ref, targets) => check(ref, targets));
});

describe("Badr phrases from data/events/badr.json", () => {
  const p = badr.phrases;
  const rows: string[] = [];
  for (const noun of p.nounsBefore) for (const link of p.linksBefore) rows.push(`${noun} ${link} Badr`);
  for (const word of p.wordsBefore) rows.push(`${word} Badr`);
  for (const word of p.wordsAfter) rows.push(`Badr ${word}`);
  for (const word of p.arabicBefore) rows.push(`${word} بدر`);
  for (const word of p.arabicAfter) rows.push(`بدر ${word}`);
  test.each(rows)("%s", (ref) =>
    check(ref, "badr", (r) => (isArabic(r) ? `وذكر ${r} هنا.` : `They spoke of ${r} here.`)),
  );
});
