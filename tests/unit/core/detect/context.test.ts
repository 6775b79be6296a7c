/**
 * The rules that look beyond the reference itself: the established Quran context for a bare
 * "S:V", the follow-on verse, the Badr score, and link targets. Each is tested both ways.
 */
import { describe, expect, test } from "vitest";
import badr from "../../../../data/events/badr.json";
import q from "../../../../data/grammar/quran.json";
import index from "../../../../data/grammar/surah-index.json";
import surahs from "../../../../data/quran/surahs.json";
import { createDetector } from "../../../../src/core/detect/index.ts";
import { fold } from "../../../../src/core/normalize/index.ts";
import { detector, GRAMMAR } from "./helpers.ts";

const texts = (t: string, prev?: string) =>
  detector
    .find(t, prev === undefined ? undefined : { previousBlock: prev })
    .map((r) => `${r.text} → ${r.targets.join(" ")}`);

describe("established Quran context", () => {
  test.each([
    ["a marker in the same paragraph, before", "The Quran speaks of captives in 8:67."],
    ["a marker in the same paragraph, after", "8:67 is a verse of the Qur'an."],
    ["a sūrah word", "The surah says in 8:67 that"],
    ["a sūrah name", "In al-Anfal we read 8:67."],
    ["an Arabic marker", "انظر سورة الأنفال ثم 8:67"],
    ["a reference", "Q 8:9. Later, 8:67"],
    ["a quran.com link", "quran.com/2/255 then 8:67"],
    ["tafsir", "Ibn Kathir's tafsir on 8:67"],
    ["the paragraph before in the same text", "The Quran.\n\n8:67 says"],
  ])("found with %s", (_, text) => {
    expect(texts(text).some((t) => t.startsWith("8:67"))).toBe(true);
  });

  test("found with a marker in previousBlock", () => {
    expect(texts("Verse 8:67 rebukes the ransom.", "A reading of the Quran, sūrah by sūrah.")).toEqual([
      "Verse 8:67 → 8:67",
    ]);
  });

  test.each([
    ["no marker anywhere", "He cites 8:67 here."],
    ["a marker two paragraphs back", "The Quran.\n\nNothing here.\n\n8:67 says"],
    ["a marker only in the block before the previous one", "8:67 says"],
    ["a Bible book before the pair", "The Quran and Romans 8:9 agree."],
    ["a time", "The Quran class is at 8:09."],
    ["pm after", "The Quran class is 8:9 pm."],
    ["a ratio", "A Quran school with a ratio of 8:9."],
    ["a page", "Quran notes, page 8:9."],
    ["the word verse alone", "The Bible's verse 8:9 says"],
  ])("not found with %s", (_, text) => {
    expect(texts(text, "No marker here.")).toEqual([]);
  });
});

describe("follow-on verses", () => {
  test("borrow the sūrah of the last reference in the paragraph", () => {
    expect(texts("Surah al-Anfal, verse 9 speaks of angels; verse 67 of captives.")).toEqual([
      "Surah al-Anfal, verse 9 → 8:9",
      "verse 67 → 8:67",
    ]);
  });
  test("stop at a reference to another sūrah", () => {
    expect(texts("Surah al-Anfal, verse 9, and Surah al-Baqarah, verse 255; verse 67 too.")).toEqual([
      "Surah al-Anfal, verse 9 → 8:9",
    ]);
  });
  test("do not cross a paragraph", () => {
    expect(texts("Surah al-Anfal, verse 9.\n\nIn verse 67 of the poem")).toEqual([
      "Surah al-Anfal, verse 9 → 8:9",
    ]);
  });
  test("need a reference first", () => {
    expect(texts("In verse 67 of the poem")).toEqual([]);
  });
});

describe("Badr scoring rule", () => {
  test.each([
    "In 624 the Prophet met the Quraysh at Badr.",
    "Abu Jahl was killed at Badr.",
    "After Badr, the Meccans sought revenge at Uhud.",
    "خرج المسلمون إلى بدر في رمضان لملاقاة قريش",
  ])("a lone Badr about the battle: %s", (t) => {
    expect(texts(t).some((x) => x.endsWith("→ badr"))).toBe(true);
  });
  test.each([
    "Badr won the fight by knockout.",
    "Badr launched a new satellite.",
    "Badr is the chairman of the company.",
    "The poet Badr wrote a poem about the moon.",
    "Badr said the Quraysh story was his favourite film.",
    "وجهها بدر في ليلة مظلمة",
  ])("a lone Badr that is someone or something else: %s", (t) => {
    expect(texts(t)).toEqual([]);
  });
  test("one strong word is not enough, two are", () => {
    expect(badr.context.threshold).toBe(3);
    expect(texts("Badr and the Muslims.")).toEqual([]);
    expect(texts("Badr and the Muslims of Mecca.")).toEqual(["Badr → badr"]);
  });
  test("an uncovered event is never reported", () => {
    expect(createDetector(GRAMMAR, ["8:9"]).find("Battle of Badr")).toEqual([]);
  });
});

describe("targetsForUrl", () => {
  test.each([
    ["https://quran.com/8/67", ["8:67"]],
    ["https://quran.com/8:9", ["8:9"]],
    ["https://quran.com/al-anfal/9", ["8:9"]],
    ["https://quran.com/8/67-69", ["8:67", "8:68", "8:69"]],
    ["https://quran.com/8:67-8:69", ["8:67", "8:68", "8:69"]],
    ["https://quran.com/fa/8:69", ["8:69"]],
    ["https://quran.com/8/67/tafsirs/en-tafisr-ibn-kathir", ["8:67"]],
    ["https://quran.com/8?startingVerse=68", ["8:68"]],
    ["https://tanzil.net/#8:9", ["8:9"]],
    ["https://quran.com/2/255", []],
    ["https://quran.com/18/9", []],
    ["https://quran.com/8", []],
    ["https://example.com/8/67", []],
    ["not a url", []],
  ])("%s", (url, want) => {
    expect(detector.targetsForUrl(url)).toEqual(want);
  });
});

describe("data conventions", () => {
  test("surah-index.json is surahs.json, compacted", () => {
    expect(index.verses).toEqual(surahs.map((s) => s.verses));
    expect(index.latin.split("|")).toEqual(surahs.map((s) => s.transliteration));
    expect(index.arabic.split("|")).toEqual(surahs.map((s) => s.arabic));
  });
  test("the Badr event has its id and title", () => {
    expect(badr.id).toBe("badr");
    expect(badr.title).toBe("The Battle of Badr");
  });
  test("every table string is already folded and unique", () => {
    const lists: string[][] = [
      q.markers,
      q.markersArabic,
      q.surahWords,
      q.surahWordsArabic,
      q.verseWords,
      q.verseWordsArabic,
      ...Object.values(q.surahAliases),
      ...Object.values(q.surahMeanings),
      badr.phrases.nounsBefore,
      badr.phrases.wordsBefore,
      badr.phrases.arabicBefore,
      badr.phrases.arabicAfter,
      Object.keys(badr.context.positive),
      Object.keys(badr.context.negative),
    ];
    for (const list of lists) {
      expect(new Set(list).size).toBe(list.length);
      for (const w of list) expect(fold(w).text).toBe(w);
    }
  });
});
