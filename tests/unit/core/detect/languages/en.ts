/** English forms beyond the core grammar (data/grammar/languages/en.json). */
import type { Row } from "../cases-find.ts";
import { framed, framedNot, type LanguageTable } from "./table.ts";

const ALL = "8:67 8:68 8:69";

/**
 * Wave 2 recall (docs/DETECTION.md): revelation words as Quran context, the tight comma and the
 * semicolon, the battle's other phrases and the lone name with this language's context words.
 */
const MORE_FIND: Row[] = [
  ["Then it was revealed (8:67) that the Prophet should not take captives.", [["8:67", "8:67"]]],
  ["The occasion of revelation of 8:67 is the ransom.", [["8:67", "8:67"]]],
  ["Allah rebuked the Companions over the ransom (Q 8;67).", [["Q 8;67", "8:67"]]],
];

/** Wave 2's look-alikes: the same words beside Bible verses, times, scores, prices and people. */
const MORE_NOT: string[] = [
  "The report revealed that 8:9 was the final score.",
  "Revealed: the 8:9 formation that won the cup.",
  "The Quran quiz results were 8;67;12;5 points.",
];

/** The verse first, as an ordinal (docs/DETECTION.md, "Templates": a template may start with a number). */
const ORDINAL_FIND: Row[] = [
  ["This is explained in the 67th verse of Surah Anfal.", [["67th verse of Surah Anfal", "8:67"]]],
  ["Surah al-Anfal's 67th verse rebukes the ransom.", [["Surah al-Anfal's 67th verse", "8:67"]]],
  ["The 67th verse of the eighth surah rebukes the ransom.", [["67th verse of the eighth surah", "8:67"]]],
  ["The 9th verse of Surah 8 tells of the angels.", [["9th verse of Surah 8", "8:9"]]],
  ["See the 68th and 69th verses of Surah Anfal.", [["68th and 69th verses of Surah Anfal", "8:68 8:69"]]],
  [
    "The 67th-69th verses of Surah al-Anfal were revealed about the captives.",
    [["67th-69th verses of Surah al-Anfal", "8:67 8:68 8:69"]],
  ],
  [
    "In the 68th verse of al-Anfal, Allah says a decree had gone before.",
    [["68th verse of al-Anfal", "8:68"]],
  ],
  ["the 9th ayah of chapter 8 of the Quran", [["9th ayah of chapter 8 of the Quran", "8:9"]]],
];

const ORDINAL_NOT: string[] = [
  "The 67th verse of the novel is its best.",
  "He scored in the 67th minute at the 8th stadium.",
  "On the 8th of May we walked down 67th Street.",
  "The 67th verse of Surah al-Baqarah is about the cow.",
  "The 90th verse of Surah Anfal does not exist.",
  "She read the 67th verse of the poem, then the 8th surah of her notes.",
];

/** The sūrah in Roman numerals, as older scholarship writes it (Sale, Rodwell, Wherry, the Encyclopaedia of Islam): "Sura viii. 67"; and "S. 8:67" with a Quran word in its paragraph. */
const ROMAN_FIND: Row[] = [
  ["Sura viii. 67 speaks of the captives.", [["Sura viii. 67", "8:67"]]],
  ["See Sur. VIII, 67 for the ransom.", [["Sur. VIII, 67", "8:67"]]],
  ["Qur'an viii 67-69 deals with the captives.", [["Qur'an viii 67-69", "8:67 8:68 8:69"]]],
  ["Cf. Koran viii. 67.", [["Koran viii. 67", "8:67"]]],
  ["Cf. Sûrah VIII. 9 on the angels.", [["Sûrah VIII. 9", "8:9"]]],
  [
    "The angels at Badr (Sura viii. 9, 12) are a favourite theme.",
    [
      ["angels at Badr", "badr"],
      ["Sura viii. 9", "8:9"],
    ],
  ],
  ["In the Quran, S. 8:67 rebukes the ransom.", [["8:67", "8:67"]]],
];

const ROMAN_NOT: string[] = [
  "Henry VIII, 67 years old, died.",
  "Chapter viii, 67 of the novel.",
  "Psalm viii. 67",
  "Sura viii. 90 does not exist.",
  "In Sura xviii. 9 the sleepers wake.",
  "Sura ii. 255 is the throne verse.",
  "Vol. viii, 67 pages.",
  "The report (S. 8:67) was filed late.",
];

/** More English forms: the Quran after 'chapter … verse', 'verse 67 of Surah 8', 'Surah No. 8', ordinal chapters and sūrahs, the verse as an ordinal word (the language's `ordinals`, 'first' to 'ninety-ninth'). */
const FORMS_FIND: Row[] = [
  [
    "As Chapter 8, verse 68 of the Quran says, a decree had gone before.",
    [["Chapter 8, verse 68 of the Quran", "8:68"]],
  ],
  ["Verse 67 of Surah 8 rebukes the ransom.", [["Verse 67 of Surah 8", "8:67"]]],
  ["Read Surah No. 8, Verse No. 67 with its tafsir.", [["Surah No. 8, Verse No. 67", "8:67"]]],
  [
    "In the eighth chapter of the Quran, verse 67, the captives are named.",
    [["eighth chapter of the Quran, verse 67", "8:67"]],
  ],
  ["The Quran, 8th chapter, verse 67, speaks of captives.", [["Quran, 8th chapter, verse 67", "8:67"]]],
  ["The 8th surah, verse 9, tells of a thousand angels.", [["8th surah, verse 9", "8:9"]]],
  ["The 67th verse of the 8th surah rebukes the ransom.", [["67th verse of the 8th surah", "8:67"]]],
  ["This is the sixty-seventh verse of al-Anfal.", [["sixty-seventh verse of al-Anfal", "8:67"]]],
  ["Read the sixty-eighth verse of the eighth surah.", [["sixty-eighth verse of the eighth surah", "8:68"]]],
  ["The ninth verse of Surah al-Anfal tells of the angels.", [["ninth verse of Surah al-Anfal", "8:9"]]],
];

const FORMS_NOT: string[] = [
  "Chapter 8, verse 68 of the novel is sad.",
  "The first verse of chapter 8 of the book is short.",
  "The sixth verse of the poem rhymes.",
  "The seventy-sixth verse of al-Anfal does not exist.",
  "The sixty-seventh verse of Surah al-Baqarah is about the cow.",
  "The 8th chapter of the manual, verse 9, explains the setup.",
  "Verse 67 of Surah 2 is about the cow.",
  "Room No. 8, verse 67 of the hymn book.",
];

/** 'verse 67, Surah al-Anfal'; 'Badr veterans', 'Badr martyrs'. */
const MORE_FORMS_FIND: Row[] = [
  ["In verse 67, Surah al-Anfal, the ransom is rebuked.", [["verse 67, Surah al-Anfal", "8:67"]]],
  ["Badr veterans received the highest stipends.", [["Badr veterans", "badr"]]],
];

const MORE_FORMS_NOT: string[] = [
  "In verse 67, Surah al-Baqarah, the cow is named.",
  "Badr Brigade veterans marched in Baghdad.",
  "Badr Hari's veterans' gym opened.",
];

export const table: LanguageTable = {
  find: [
    ...MORE_FIND,
    ...MORE_FORMS_FIND,
    ...FORMS_FIND,
    ...ROMAN_FIND,
    ...ORDINAL_FIND,
    ...framed(
      [
        ["Quran, chapter 8, verse 68", "8:68"],
        ["Chapter 8 of the Quran, verses 67-69", ALL],
        ["verse 67 of chapter 8 of the Qur'an", "8:67"],
        ["verses 68 and 69 of chapter 8 of the Koran", "8:68 8:69"],
        ["Chapter 8 (Al-Anfal), verse 68", "8:68"],
        ["Chapter 8, al-Anfāl, verse 9", "8:9"],
        ["Al-Anfal, chapter 8, verse 69", "8:69"],
        ["Sura 8, al-Anfāl (the Spoils), verses 67–69", ALL],
        ["The Spoils of War, verse 67", "8:67"],
        ["The Spoils of War (8), verse 9", "8:9"],
        ["eighth sūrah, verse 67", "8:67"],
        ["verse 9 of the eighth sura of the Quran", "8:9"],
      ],
      [
        "{}",
        "Commentators read {} closely.",
        "See ({}) on this.",
        "Yesterday the imam recited {} at the mosque.",
      ],
    ),
  ],
  not: [
    ...MORE_NOT,
    ...MORE_FORMS_NOT,
    ...FORMS_NOT,
    ...ROMAN_NOT,
    ...ORDINAL_NOT,
    ...framedNot(
      [
        "Chapter 8, verse 68 of the novel was dull.",
        "chapter 8, section 67 of the tax code",
        "the eighth chapter, verse 9 of the poem",
        "The spoils of war were divided among the soldiers.",
        "John 8:9 and Romans 8:67",
        "The train left at 8:09.",
        "It costs 8.67 € today.",
        "Chapter 8 of the manual, steps 67 to 69",
        "the eighth verse of chapter 9",
        "Booty was found in chapter 8.",
      ],
      ["{}", "News: {}", "Note: {}", "Yesterday, {}"],
    ),
  ],
  real: [
    [
      "https://en.wikipedia.org/wiki/Al-Anfal",
      "Al-Anfal (The Spoils of War) is the eighth chapter (sūrah) of the Quran, with 75 verses.",
      [],
      "a sūrah described without a verse is no reference",
    ],
    [
      "constructed, after https://en.wikipedia.org/wiki/Al-Anfal",
      "The summary gives verse 9 of the eighth sura of the Quran as the angelic aid.",
      [["verse 9 of the eighth sura of the Quran", "8:9"]],
    ],
    [
      "https://en.wikipedia.org/wiki/Al-Anfal",
      "Chapter 8, Al-Anfal (Murattal) is an audio recitation.",
      [],
      "no verse",
    ],
    [
      "https://qfatima.com/quran-city/a-journey-through-quran-city/008-al-anfaal",
      "The chapter begins with the distribution of the spoils and the victory at the Battle of Badr.",
      [["Battle of Badr", "badr"]],
    ],
    [
      "https://qfatima.com/quran-city/a-journey-through-quran-city/008-al-anfaal",
      "Verse 41 focuses on khums.",
      [],
      "8:41 is not covered, and no sūrah is named",
    ],
    [
      "https://zoboko.com/text/eneol046/the-noble-quran-meaning-with-explanatory-notes/12",
      "Chapter 12: 8 AL-ANFĀL (The Spoils) opens the book's eighth part.",
      [],
      "a book's chapter number and a sūrah heading, no verse",
    ],
    [
      "https://zoboko.com/text/eneol046/the-noble-quran-meaning-with-explanatory-notes/12",
      "After the victory of Badr, the Muslims are told how to manage their affairs.",
      [["victory of Badr", "badr"]],
    ],
    [
      "https://sahihiman.com/quran/8",
      "Al-Anfaal | Sura # 8 | 75 verses | Madinan",
      [],
      "a sūrah heading with its verse count",
    ],
    [
      "constructed, after https://www.quranforquidance.com/surah-1-35/8-al-anfal",
      "SURAH AL- ANFAL, The Spoils of War, verse 9 tells of the thousand angels.",
      [["The Spoils of War, verse 9", "8:9"]],
    ],
    [
      "http://elazhar.net/qurane/anfal/intro.asp",
      "Quran /8- AL-'ANFÂL The Spoils of War Revealed at Madînah",
      [],
      "a heading, no verse",
    ],
    [
      "https://islamasmercy.com",
      "The descent is told in Chapter 8 of the Quran, verses 9-12.",
      [["Chapter 8 of the Quran, verses 9-12", "8:9"]],
    ],
  ],
};
