/**
 * Quoted verses (docs/DETECTION.md, "Quoted verses"): a run of at least five words of a covered
 * verse, holding one of its key words and an n-gram no other verse has, or seven words in a row
 * (five in Arabic) holding one of the verse's own words, in any orthography, is a reference to
 * that verse, and only the quoted run is marked. Near-miss verses that share words
 * with the covered ones, and the formulas many verses end with, never are.
 */
import { describe, expect, it } from "vitest";
import data from "../../../../../data/quotations/translations.json";
import { show } from "../helpers.ts";
import { anchors, LANGUAGES, quoting, quotingProbe, quran } from "./helpers.ts";

/** [text, the quoted run expected, its verse]. */
const FIND: [string, string, string][] = [
  // Arabic: Uthmani with its marks and the verse-end ornament, simple script with and without tashkeel.
  [
    "قال تعالى: لَّوۡلَا كِتَٰبٞ مِّنَ ٱللَّهِ سَبَقَ لَمَسَّكُمۡ فِيمَآ أَخَذۡتُمۡ عَذَابٌ عَظِيمٞ ﴿٦٨﴾ وهذا عتاب.",
    "لَّوۡلَا كِتَٰبٞ مِّنَ ٱللَّهِ سَبَقَ لَمَسَّكُمۡ فِيمَآ أَخَذۡتُمۡ عَذَابٌ عَظِيمٞ",
    "8:68",
  ],
  [
    "ونزل قوله: لولا كتاب من الله سبق لمسكم فيما أخذتم عذاب عظيم",
    "لولا كتاب من الله سبق لمسكم فيما أخذتم عذاب عظيم",
    "8:68",
  ],
  [
    "وفي الأسرى نزل: ما كان لنبي أن يكون له أسرى حتى يثخن في الأرض.",
    "ما كان لنبي أن يكون له أسرى حتى يثخن في الأرض",
    "8:67",
  ],
  [
    "﴿مَا كَانَ لِنَبِيٍّ أَنْ يَكُونَ لَهُ أَسْرَى حَتَّى يُثْخِنَ فِي الْأَرْضِ تُرِيدُونَ عَرَضَ الدُّنْيَا﴾",
    "مَا كَانَ لِنَبِيٍّ أَنْ يَكُونَ لَهُ أَسْرَى حَتَّى يُثْخِنَ فِي الْأَرْضِ تُرِيدُونَ عَرَضَ الدُّنْيَا",
    "8:67",
  ],
  [
    "قال تعالى: إِذْ تَسْتَغِيثُونَ رَبَّكُمْ فَاسْتَجَابَ لَكُمْ أَنِّي مُمِدُّكُمْ بِأَلْفٍ مِنَ الْمَلَائِكَةِ مُرْدِفِينَ",
    "إِذْ تَسْتَغِيثُونَ رَبَّكُمْ فَاسْتَجَابَ لَكُمْ أَنِّي مُمِدُّكُمْ بِأَلْفٍ مِنَ الْمَلَائِكَةِ مُرْدِفِينَ",
    "8:9",
  ],
  ["فأحل لهم: فكلوا مما غنمتم حلالا طيبا واتقوا الله", "فكلوا مما غنمتم حلالا طيبا واتقوا الله", "8:69"],
  ["أني ممدكم بألف من الملائكة مردفين", "أني ممدكم بألف من الملائكة مردفين", "8:9"],
  // The words of 8:67 most quoted: their one rare word, «أسرى», is written with a hamza.
  ["ما كان لنبي أن يكون له أسرى", "ما كان لنبي أن يكون له أسرى", "8:67"],
  ["قال تعالى: ﴿مَا كَانَ لِنَبِيٍّ أَن يَكُونَ لَهُۥٓ أَسۡرَىٰ﴾ الآية", "مَا كَانَ لِنَبِيٍّ أَن يَكُونَ لَهُۥٓ أَسۡرَىٰ", "8:67"],
  // quran-json's English (Saheeh International), brackets kept, left out, or a word added.
  [
    "The verse says: It is not for a prophet to have captives until he inflicts a massacre in the land.",
    "It is not for a prophet to have captives until he inflicts a massacre in the land",
    "8:67",
  ],
  [
    "“To have captives [of war] until he inflicts a massacre [upon Allah 's enemies] in the land.”",
    "To have captives [of war] until he inflicts a massacre [upon Allah 's enemies] in the land",
    "8:67",
  ],
  [
    "If not for a decree from Allah that preceded, you would have been touched for what you took by a great punishment",
    "If not for a decree from Allah that preceded, you would have been touched for what you took by a great punishment",
    "8:68",
  ],
  [
    '"I will reinforce you with a thousand from the angels, following one another."',
    "I will reinforce you with a thousand from the angels, following one another",
    "8:9",
  ],
  [
    "So consume what you have taken of war booty as being lawful and good.",
    "So consume what you have taken of war booty as being lawful and good",
    "8:69",
  ],
  // Pickthall (1930) and Yusuf Ali (1934).
  [
    "Pickthall renders it: It is not for any Prophet to have captives until he hath made slaughter in the land.",
    "It is not for any Prophet to have captives until he hath made slaughter in the land",
    "8:67",
  ],
  [
    "I will help you with a thousand of the angels, rank on rank.",
    "I will help you with a thousand of the angels, rank on rank",
    "8:9",
  ],
  [
    "Had it not been for an ordinance of Allah which had gone before, an awful doom had come upon you",
    "Had it not been for an ordinance of Allah which had gone before, an awful doom had come upon you",
    "8:68",
  ],
  [
    "It is not fitting for a prophet that he should have prisoners of war until he hath thoroughly subdued the land.",
    "It is not fitting for a prophet that he should have prisoners of war until he hath thoroughly subdued the land",
    "8:67",
  ],
  [
    "Remember ye implored the assistance of your Lord, and He answered you",
    "Remember ye implored the assistance of your Lord, and He answered you",
    "8:9",
  ],
  [
    "Had it not been for a previous ordainment from Allah, a severe penalty would have reached you",
    "Had it not been for a previous ordainment from Allah, a severe penalty would have reached you",
    "8:68",
  ],
  // The other translations quran-json ships, partial, with their own punctuation and accents.
  [
    "Il dit : « Un prophète ne devrait pas faire de prisonniers avant d'avoir prévalu »",
    "Un prophète ne devrait pas faire de prisonniers avant d'avoir prévalu",
    "8:67",
  ],
  [
    "Un prophete ne devrait pas faire de prisonniers avant d'avoir prevalu",
    "Un prophete ne devrait pas faire de prisonniers avant d'avoir prevalu",
    "8:67",
  ],
  [
    "No le es permitido al Profeta tomar prisioneros si antes no combaten en la Tierra.",
    "No le es permitido al Profeta tomar prisioneros si antes no combaten en la Tierra",
    "8:67",
  ],
  [
    "Tidaklah pantas, bagi seorang Nabi mempunyai tawanan sebelum dia dapat melumpuhkan musuhnya di bumi.",
    "Tidaklah pantas, bagi seorang Nabi mempunyai tawanan sebelum dia dapat melumpuhkan musuhnya di bumi",
    "8:67",
  ],
  [
    "Не подобало Пророку брать пленных, пока он не пролил кровь на земле.",
    "Не подобало Пророку брать пленных, пока он не пролил кровь на земле",
    "8:67",
  ],
  ["Ni bad er Herre om hjälp och Han bönhörde er", "Ni bad er Herre om hjälp och Han bönhörde er", "8:9"],
  [
    "Yeryüzünde savaşırken, düşmanı yere sermeden esir almak hiçbir peygambere yaraşmaz.",
    "Yeryüzünde savaşırken, düşmanı yere sermeden esir almak hiçbir peygambere yaraşmaz",
    "8:67",
  ],
  [
    "নবীর পক্ষে উচিত নয় বন্দীদিগকে নিজের কাছে রাখা, যতক্ষণ না দেশময় প্রচুর রক্তপাত ঘটাবে।",
    "নবীর পক্ষে উচিত নয় বন্দীদিগকে নিজের কাছে রাখা, যতক্ষণ না দেশময় প্রচুর রক্তপাত ঘটাবে",
    "8:67",
  ],
  [
    "کسی نبی کے لیے یہ زیبا نہیں ہے کہ اس کے پاس قیدی ہوں جب تک کہ وہ زمین میں دشمنوں کو اچھی طرح کچل نہ دے",
    "کسی نبی کے لیے یہ زیبا نہیں ہے کہ اس کے پاس قیدی ہوں جب تک کہ وہ زمین میں دشمنوں کو اچھی طرح کچل نہ دے",
    "8:67",
  ],
  ["经文说：先知在大地上重惩敌人之前，不该有俘虏。", "先知在大地上重惩敌人之前，不该有俘虏", "8:67"],
  [
    "Если бы не было предварительного предписания от Аллаха, то вас постигли бы великие мучения",
    "Если бы не было предварительного предписания от Аллаха, то вас постигли бы великие мучения",
    "8:68",
  ],
];

/** Verses that share words with the covered ones (angels, a thousand, captives, Badr, Ḥunayn). */
// 3:161 and 9:113 open as 8:67 does («وما كان لنبي أن», «ما كان للنبي»).
const NEAR_MISSES = ["3:123", "3:124", "3:125", "3:126", "3:161", "8:10", "8:12", "8:70", "9:25", "9:113"];

/** Formulas many verses share: never a quotation alone. */
const FORMULAS = [
  "إن الله غفور رحيم",
  "إِنَّ ٱللَّهَ غَفُورٞ رَّحِيمٞ",
  "والله عزيز حكيم",
  "وَٱللَّهُ عَزِيزٌ حَكِيمٞ",
  "واتقوا الله إن الله غفور رحيم",
  "Indeed, Allah is Forgiving and Merciful.",
  "And Allah is Exalted in Might and Wise.",
  "and fear Allah. Indeed, Allah is Forgiving and Merciful",
  "Lo! Allah is Forgiving, Merciful.",
  "for Allah is Oft-forgiving, Most Merciful.",
  "Allah est Pardonneur et Miséricordieux",
  "Sungguh, Allah Maha Pengampun, Maha Penyayang",
  // Four words of a covered verse: below the minimum.
  "reinforce you with a",
  "لولا كتاب من الله",
];

/**
 * Known limitations (docs/DETECTION.md): a run of fewer than seven words of a verse (five in
 * Arabic) with none of its key words is not found.
 */
const LIMITS = ["Now enjoy what ye have won", "enjoy what ye took in war", "فكلوا مما غنمتم حلالا"];

/**
 * Parts of verses with none of their key words (issue 36): seven words in a row or more (five in
 * Arabic), one of them a word of the verse's own, which no phrasing shared with another verse
 * reaches. [text, the quoted run expected, its verse]. partial.test.ts generates such rows for every
 * version; these are the ones readers write.
 */
const FIND_WITHOUT_KEY: [string, string, string][] = [
  [
    "He quoted: “Now enjoy what ye have won, as lawful and good, and keep your duty to Allah.”",
    "Now enjoy what ye have won, as lawful and good, and keep your duty to Allah",
    "8:69",
  ],
  [
    "Some Muslims desire the commodities of this world, but Allah desires [for you] the Hereafter.",
    "Some Muslims desire the commodities of this world, but Allah desires [for you] the Hereafter",
    "8:67",
  ],
  [
    "a severe penalty would have reached you for the (ransom) that ye took",
    "a severe penalty would have reached you for the (ransom) that ye took",
    "8:68",
  ],
  ["But (now) enjoy what ye took in war.", "But (now) enjoy what ye took in war", "8:69"],
  [
    "Had it not been for an ordinance of Allah which had gone before — so the verse begins.",
    "Had it not been for an ordinance of Allah which had gone before",
    "8:68",
  ],
  ["قال: لولا كتاب من الله سبق", "لولا كتاب من الله سبق", "8:68"],
];

/**
 * Shared phrasing without a key word: formulas end to end, whose seam no other verse in the data
 * has, and a run of another verse in the words of a covered one.
 */
const SHARED_RUNS = [
  "keep your duty to Allah. Lo! Allah is Forgiving, Merciful",
  "lawful and good, and keep your duty to Allah. Lo! Allah is Forgiving, Merciful.",
  "lawful and good, but fear Allah: for Allah is Oft-forgiving, Most Merciful",
  "lawful and good, and fear Allah. Indeed, Allah is Forgiving and Merciful",
  "حلالا طيبا واتقوا الله إن الله غفور رحيم",
  "the Hereafter. And Allah is Exalted in Might and Wise.",
  "the lure of this world and Allah is Mighty, Wise",
];

/**
 * A quotation of a covered verse gives its paragraph a Quran context, as a Quran word would, so a
 * bare citation after it counts: [text, the quoted run, the citation after it, its verse].
 */
const QUOTED_THEN_CITED: [string, string, string, string][] = [
  [
    '"It is not for a prophet to have captives until he inflicts a massacre in the land" (8:67).',
    "It is not for a prophet to have captives until he inflicts a massacre in the land",
    "8:67",
    "8:67",
  ],
  [
    "ما كان لنبي أن يكون له أسرى حتى يثخن في الأرض (8:67)",
    "ما كان لنبي أن يكون له أسرى حتى يثخن في الأرض",
    "8:67",
    "8:67",
  ],
  [
    "Allah said: I will reinforce you with a thousand from the angels, following one another.\n\nSee 8:9 and 8:67.",
    "I will reinforce you with a thousand from the angels, following one another",
    "8:9 and 8:67",
    "8:9 8:67",
  ],
];

/** A formula or a verse that is not covered gives no context: the pair after it is nothing. */
const NOT_QUOTED_THEN_CITED = [
  "'And Allah is Forgiving and Merciful' (8:9).",
  "He wrote: 'the ships sailed on a calm sea' (8:67).",
  // 3:124's own words («when you said to the believers»); "when you asked help of your Lord", eight
  // words of 8:9 in a row, is a quotation of 8:9 since issue 36.
  "Remember when you said to the believers (3:124), and then 8:67.",
];

describe("quoted verses", () => {
  it.each(QUOTED_THEN_CITED)("a bare citation after a quotation counts: %s", (text, run, cited, targets) => {
    const at = text.indexOf(cited, text.indexOf(run) + run.length);
    expect(show(quoting.find(text))).toEqual(
      show([
        {
          start: text.indexOf(run),
          end: text.indexOf(run) + run.length,
          text: run,
          targets: [targets.split(" ")[0]!],
        },
        { start: at, end: at + cited.length, text: cited, targets: targets.split(" ") },
      ]),
    );
  });

  it.each(NOT_QUOTED_THEN_CITED)("a bare citation after no covered quotation does not: %s", (text) => {
    expect(show(quoting.find(text))).toEqual([]);
  });

  it.each(LIMITS)("does not find (a known limitation) %s", (text) => {
    expect(show(quoting.find(text))).toEqual([]);
  });

  it.each(FIND_WITHOUT_KEY)("finds without a key word %s", (text, run, target) => {
    expect(show(quoting.find(text))).toEqual(
      show([{ start: text.indexOf(run), end: text.indexOf(run) + run.length, text: run, targets: [target] }]),
    );
    expect(quotingProbe.mightContainQuotation(text), "the probe lets it by").toBe(true);
    expect(anchors.holds(text), "page.js's anchor probe").toBe(true);
  });

  it.each(SHARED_RUNS)("never finds shared phrasing %s", (text) => {
    expect(show(quoting.find(text))).toEqual([]);
  });

  it.each(FIND)("finds %s", (text, run, target) => {
    const found = quoting.find(text);
    expect(show(found)).toEqual(
      show([{ start: text.indexOf(run), end: text.indexOf(run) + run.length, text: run, targets: [target] }]),
    );
    expect(quotingProbe.mightContainReference(text), "the probe lets it by").toBe(true);
    expect(quotingProbe.mightHaveVocabulary(text), "the page probe lets it by").toBe(true);
    if (found.some((r) => r.targets.some((t) => t.includes(":"))))
      expect(anchors.holds(text), "page.js's anchor probe").toBe(true);
  });

  it.each(LANGUAGES)("finds every covered verse quoted whole in quran-json (%s)", (language) => {
    for (const key of ["8:9", "8:67", "8:68", "8:69"]) {
      const text = quran(language).get(key)!;
      const found = quoting.find(`Quoted: ${text} — end.`);
      expect(
        found.map((r) => r.targets.join(" ")),
        `${language} ${key}`,
      ).toEqual([key]);
    }
  });

  it.each(data.translations.map((t) => [t.id, t] as const))(
    "finds every verse of %s quoted whole",
    (_, t) => {
      for (const [key, text] of Object.entries(t.verses)) {
        expect(
          quoting.find(text).map((r) => r.targets.join(" ")),
          `${t.id} ${key}`,
        ).toEqual([key]);
      }
    },
  );

  it.each(LANGUAGES)("never finds the near-miss verses (%s)", (language) => {
    for (const key of NEAR_MISSES) {
      const text = quran(language).get(key)!;
      // 3:123 names Badr: the battle is found there, and rightly; no verse is.
      const verses = quoting.find(text).filter((r) => r.targets.some((t) => t.includes(":")));
      expect(show(verses), `${language} ${key}: ${text}`).toEqual([]);
    }
  });

  it.each(FORMULAS)("never finds the formula %s", (text) => {
    expect(show(quoting.find(text))).toEqual([]);
  });

  it("marks two verses quoted one after the other as two references", () => {
    const text = `${quran("en").get("8:67")} ${quran("en").get("8:68")}`;
    expect(quoting.find(text).map((r) => r.targets[0])).toEqual(["8:67", "8:68"]);
  });

  // Held-out set 6 (issue 36): a quoted verse of al-Anfāl before a lone Badr scores as a citation of
  // the sūrah does; "prisoners" alone (1) is not enough.
  it("counts a quoted verse of al-Anfāl as context for a lone Badr after it, not before it", () => {
    const quote =
      "“You may desire the fleeting gains of this world – but God desires [for you the good of] the life to come,”";
    const after = `${quote} writes Asad, adding that the verse concerns the prisoners taken at Badr.`;
    expect(quoting.find(after).flatMap((r) => r.targets)).toEqual(["8:67", "badr"]);
    const before = `The prisoners taken at Badr. Years later: ${quote} writes Asad.`;
    expect(quoting.find(before).flatMap((r) => r.targets)).toEqual(["8:67"]);
  });
});
