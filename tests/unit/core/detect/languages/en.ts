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
  // "Chapter" with numbers alone, where the paragraph says Quran (citationsInContext).
  [
    "The Quran's account is plain: chapter 8, verse 67 rebukes the ransom.",
    [["chapter 8, verse 67", "8:67"]],
  ],
  [
    "Scholars cite Chapter 8, Verse 9 as the Qur'anic account of the angels.",
    [["Chapter 8, Verse 9", "8:9"]],
  ],
  [
    "In the Koran, Chapter 8 (verses 67 to 69) returns to the captives.",
    [["Chapter 8 (verses 67 to 69)", ALL]],
  ],
  [
    "Read the Quran slowly.\n\nChapter 8, verse sixty-eight warns them.",
    [["Chapter 8, verse sixty-eight", "8:68"]],
  ],
  // The sūrah's number in words, and verses before "of chapter 8", where the paragraph says Quran
  // (issue 36).
  [
    "The Quran's account is plain: chapter eight, verse sixty-eight rebukes the ransom.",
    [["chapter eight, verse sixty-eight", "8:68"]],
  ],
  ["In the Quran, Chapter Eight, Verse 9 tells of the angels.", [["Quran, Chapter Eight, Verse 9", "8:9"]]],
  ["The Quran returns to the captives in verses 67–69 of chapter 8.", [["verses 67–69 of chapter 8", ALL]]],
  ["Qur'anic commentators read verses 67 to 69 of chapter 8", [["verses 67 to 69 of chapter 8", ALL]]],
  // A lone Badr after a verb of taking part, or before the people of the battle.
  ["Abu Ubayda participated in Badr and in every campaign after it.", [["participated in Badr", "badr"]]],
  ["Uthman did not take part in Badr because his wife was ill.", [["take part in Badr", "badr"]]],
  ["He fought at Badr, Uhud and the Trench.", [["fought at Badr", "badr"]]],
  ["Two of his sons were martyred at Badr.", [["martyred at Badr", "badr"]]],
  ["Umar paid the Badr veterans the highest stipends.", [["Badr veterans", "badr"]]],
  ["The Badr captives were ransomed for four thousand dirhams each.", [["Badr captives", "badr"]]],
];

/** Wave 2's look-alikes: the same words beside Bible verses, times, scores, prices and people. */
const MORE_NOT: string[] = [
  "The report revealed that 8:9 was the final score.",
  "Revealed: the 8:9 formation that won the cup.",
  "The Quran quiz results were 8;67;12;5 points.",
  // "Chapter" with numbers alone and nothing that says Quran: any book has chapters and verses.
  "In chapter 8, verse 68, the poet mourns his brother.",
  "The Quran tells of Noah too; in Genesis chapter 8, verse 9 the dove finds no rest.",
  "Chapter 8 (verses 67 to 69) of the hymnal is sung at Easter.",
  "The exercise is in verse 9 of chapter 8.",
  "Chapter 8, verse nine of the epic tells of the siege.",
  // The same in words, and verses before "of chapter 8", with nothing that says Quran (issue 36).
  "In chapter eight, verse nine, the poet mourns his brother.",
  "Genesis chapter eight, verse nine: the dove finds no rest. The Quran tells of Noah too.",
  "In the novel, verses 67–69 of chapter 8 rhyme.",
  "The hymnal sets verses 67 to 69 of chapter 8 to music",
  "The Quran study guide: chapter eighty-eight, verse nine of the workbook",
  "The Quran study guide: verses 67–69 of chapter 18",
  "The Quran has eight verses on the spoils.",
  "Quran, chapter eight, verse ninety",
  // The same verbs beside other Badrs: a fighter, a city, a sports club.
  "He fought at Badr Hari's gym for three years.",
  "Rescue teams fought in Badr City after the storm.",
  "She participated in Badr Club's youth league.",
  "He took part in Badr University's science fair.",
  // A capitalised word after the name makes it a person's.
  "He took part in Badr Shakir's poetry evening.",
  "My cousin fought at Badr Mansour's boxing club.",
  // Words about another Badr around a verb of taking part.
  "Our football club fought in Badr last season and lost the league match.",
];

/** The battle's names and a lone Badr in narrative (issue 36): the well, the field and the night before Badr, the Badris (the veterans), Bad'r, Badr al-Uzma. */
const BATTLE_NAMES_FIND: Row[] = [
  ["The Muslims and the Quraysh raced to the well of Badr.", [["Badr", "badr"]]],
  ["The field of Badr lies south-west of Medina.", [["field of Badr", "badr"]]],
  ["On the night before Badr, the Prophet prayed until dawn.", [["the night before Badr", "badr"]]],
  ["On the eve of Badr it rained.", [["the eve of Badr", "badr"]]],
  ["The Badris were forgiven, according to the hadith.", [["Badris", "badr"]]],
  ["Umar gave the Badris the largest stipend.", [["Badris", "badr"]]],
  ["The battle of Bad’r was a turning point.", [["battle of Bad’r", "badr"]]],
  ["Badr al-Uzma is another name for the battle.", [["Badr al-Uzma", "badr"]]],
  ["The happenings at Badr changed Arabia.", [["happenings at Badr", "badr"]]],
];

/** Badr as a scholar's, a person's, an organisation's and an operation's name, the lesser Badr, the moon, and the new phrases beside a person. */
const BATTLE_NAMES_NOT: string[] = [
  "Badr al-Din al-Ayni wrote a commentary on Bukhari.",
  "Badruddin Ajmal is a politician in Assam.",
  "Badr ud-Din Tyabji was a judge in Bombay.",
  "Badr ad-Deen was a scholar of Damascus.",
  "The lesser Badr was a rendezvous without a battle.",
  "Badr Hari won the fight by knockout.",
  "The Badr Organization won seats in parliament.",
  "Operation Badr (1973) crossed the Suez Canal.",
  "The badr rose over the desert like a lamp.",
  "The night before Badr Hari's fight, he slept well.",
  "Badrinath is a Hindu pilgrimage town.",
  "Badri Narayan wrote the song.",
];

/** Issue 36: a sūrah by its Roman numeral after the language's own sūrah or Quran word */
const ROMAN_FIND: Row[] = [
  ["Compare Q VIII:9 with Ibn Ishaq's account.", [["Q VIII:9", "8:9"]]],
  ["See Sura VIII. 67 on the captives.", [["Sura VIII. 67", "8:67"]]],
  ["As Koran viii, 69 puts it, the spoils were lawful.", [["Koran viii, 69", "8:69"]]],
];

/** Issue 36: a sūrah by its Roman numeral after the language's own sūrah or Quran word: look-alikes. */
const ROMAN_NOT: string[] = [
  "Chapter VIII, 9 of the manual explains the pump.",
  "Henry VIII 67 times painted, said the guide.",
  "Louis VIII, 9 years later, died.",
];

/** Issue 36: the translated name alone, beside a sūrah word or before verse numbers */
const NAMES_FIND: Row[] = [
  ["Read the Spoils of War, verse 9, on the angels.", [["the Spoils of War, verse 9", "8:9"]]],
  ["Read the Booty, verse 9, on the angels.", [["the Booty, verse 9", "8:9"]]],
];

/** Issue 36: the translated name alone, beside a sūrah word or before verse numbers: look-alikes. */
const NAMES_NOT: string[] = [
  "The pirates hid the booty, 9 chests in all.",
  "He took his booty home, verse by verse.",
];

/** Issue 36: "and following" after a verse, a short range end, and ranges that run past or around a covered verse */
const FOLLOW_FIND: Row[] = [
  ["The captives are discussed (Q. 8:67-9) at length.", [["Q. 8:67-9", "8:67 8:68 8:69"]]],
  ["Quran 8:60-9 covers the whole passage.", [["Quran 8:60-9", "8:67 8:68 8:69"]]],
  ["Quran 8:9–12 speaks of the angels.", [["Quran 8:9–12", "8:9"]]],
  ["Quran 8:5–19 tells of the prayer and the angels.", [["Quran 8:5–19", "8:9"]]],
];

/** Issue 36: "and following" after a verse, a short range end, and ranges that run past or around a covered verse: look-alikes. */
const FOLLOW_NOT: string[] = [
  "Quran 8:70-5 is not a range at all.",
  "Quran 2:255-6 is the Throne Verse.",
  "Quran 8:1-5 opens the sura.",
];

/** Issue 36: digits of every kind, and every dash, in a citation */
const DIGITS_FIND: Row[] = [
  ["Quran ８：６７ speaks of captives.", [["Quran ８：６７", "8:67"]]],
  ["The Quran 𝟴:𝟲𝟳 speaks of captives.", [["Quran 𝟴:𝟲𝟳", "8:67"]]],
  ["Read 𝐒𝐮𝐫𝐚𝐡 𝟖:𝟗 today.", [["𝐒𝐮𝐫𝐚𝐡 𝟖:𝟗", "8:9"]]],
  ["𝐐𝐮𝐫𝐚𝐧 𝟖:𝟔𝟕-𝟔𝟗 on the captives 🟢", [["𝐐𝐮𝐫𝐚𝐧 𝟖:𝟔𝟕-𝟔𝟗", "8:67 8:68 8:69"]]],
  ["Quran 8∶67 on the captives.", [["Quran 8∶67", "8:67"]]],
  ["Quran 8:67—69 on the captives.", [["Quran 8:67—69", "8:67 8:68 8:69"]]],
  ["Quran 8:67–69 on the captives.", [["Quran 8:67–69", "8:67 8:68 8:69"]]],
];

/** Issue 36: digits of every kind, and every dash, in a citation: look-alikes. */
const DIGITS_NOT: string[] = [
  "The score was 𝟴:𝟲𝟳 today 🟢.",
  "Room ８：６７ is on the left.",
  "Romans 𝟖:𝟗 is read on Sunday.",
  "🟢🟢 8 out of 9 🟠",
];

/** Issue 36: the battle's inflected and adposition forms */
const BATTLE36_FIND: Row[] = [
  // Held-out set 6 (issue 36).
  [
    "Muslim sources call that day Yawm al-Furqan, the Day of the Criterion, when the two armies met at Badr.",
    [
      ["Yawm al-Furqan", "badr"],
      ["Badr", "badr"],
    ],
  ],
  [
    "Rodwell's footnote mentions the captives of Bedr and the ransom paid for them.",
    [["captives of Bedr", "badr"]],
  ],
  ["The Muslims won at Badr against the Quraysh.", [["Badr", "badr"]]],
  ["The Muslims fought the Quraysh in Badr.", [["Badr", "badr"]]],
  ["He was a Badri companion of the Prophet.", [["Badri companion", "badr"]]],
  ["The Badri sahaba were honoured by Umar.", [["Badri sahaba", "badr"]]],
  ["The Badr narrative is told by Ibn Ishaq.", [["The Badr narrative", "badr"]]],
  ["The Badr story is told to children every Ramadan.", [["The Badr story", "badr"]]],
  ["JANG-E-BADR was a turning point.", [["JANG-E-BADR", "badr"]]],
  ["MAIDAN-E-BADR is visited by pilgrims.", [["MAIDAN-E-BADR", "badr"]]],
  ["Badr al-Furqan was fought in 624.", [["Badr al-Furqan", "badr"]]],
  ["The battle of Bad'r was decisive.", [["battle of Bad'r", "badr"]]],
];

/** Issue 36: the battle's inflected and adposition forms: look-alikes. */
const BATTLE36_NOT: string[] = [
  // Held-out set 6 (issue 36).
  "Bedr Khan Bey ruled the emirate of Bohtan.",
  "The prisoners taken at Badr Hari's gym were released, the reporter writes.",
  "The lesser Badr, a year after Uhud, saw no fighting with the Quraysh.",
  "Badr al-Mawʿid, after Uhud, ended without a battle against the Quraysh.",
  "Badr al-Din al-Ayni wrote on the Quraysh and the Prophet.",
  "Badr ud-Din, a jurist, wrote about the Muslims of Mecca.",
  "Badruddin wrote about the Quraysh.",
  "Badr ad-Deen lectured on the Prophet in Medina.",
  "Badr's story is about a boy who loved football.",
  "The Badr Hari story is told in a film about kickboxing.",
  "Badri veterans of the Georgian army met in Tbilisi.",
  "Under the Badri Narayan temple the pilgrims rested.",
];

/** Issue 36: the verse, by number or ordinal, before the sūrah by its number in words */
const NUMWORDS_FIND: Row[] = [
  ["Read verse nine of sura eight on the angels.", [["verse nine of sura eight", "8:9"]]],
  [
    "Read verses 67 to 69 of surah eight on the captives.",
    [["verses 67 to 69 of surah eight", "8:67 8:68 8:69"]],
  ],
  ["Read the ninth verse of surah eight.", [["ninth verse of surah eight", "8:9"]]],
  [
    "Read verses sixty-seven to sixty-nine of sura eight.",
    [["verses sixty-seven to sixty-nine of sura eight", "8:67 8:68 8:69"]],
  ],
];

/** Issue 36: the verse, by number or ordinal, before the sūrah by its number in words: look-alikes. */
const NUMWORDS_NOT: string[] = [
  "Read verse nine of sura eighteen.",
  "The attack on sura eight was nothing new.",
];

/** Issue 36, third round: the battle's people in this language beside a lone name, and their look-alikes. */
const CONTEXT3_FIND: Row[] = [
  // Held-out set 7 (issue 36).
  [
    "Surah al-Anfal (The Spoils of War), verse 68, is usually read with the verse before it.",
    [["Surah al-Anfal (The Spoils of War), verse 68", "8:68"]],
  ],
  [
    "Muslims mark 17 Ramadan as Yawm al-Furqan, when the two armies met and the Quraysh were routed.",
    [["Yawm al-Furqan", "badr"]],
  ],

  // A breadcrumb's arrows between the sūrah and the verse.
  ["Tafsir › Surah 8 › Ayah 9 › Commentary", [["Surah 8 › Ayah 9", "8:9"]]],
  ["Home > Quran > Surah Al-Anfal > Verse 67", [["Surah Al-Anfal > Verse 67", "8:67"]]],
  [
    "See Surat al-Anfal, verses sixty-seven to sixty-nine, for the debate.",
    [["Surat al-Anfal, verses sixty-seven to sixty-nine", "8:67 8:68 8:69"]],
  ],
  // Verses in words as a range, of the sūrah by its ordinal.
  [
    "Verses sixty-seven to sixty-nine of the eighth sura form a unit.",
    [["Verses sixty-seven to sixty-nine of the eighth sura", "8:67 8:68 8:69"]],
  ],
  [
    "See verses sixty-seven to sixty-nine of the eighth chapter of the Quran.",
    [["verses sixty-seven to sixty-nine of the eighth chapter of the Quran", "8:67 8:68 8:69"]],
  ],
  // A time beside the battle stays a time.
  ["The Battle of Badr began at 8:09 in the morning.", [["Battle of Badr", "badr"]]],
  // The battle is Quran context for a bare pair beside it (al-Anfāl is its sūrah).
  [
    "After Badr, 8:67–69 came down about the captives and their ransom.",
    [
      ["Badr", "badr"],
      ["8:67–69", "8:67 8:68 8:69"],
    ],
  ],
  [
    "The Battle of Badr is the setting of 8:9.",
    [
      ["Battle of Badr", "badr"],
      ["8:9", "8:9"],
    ],
  ],
  ["The Badriyyun received the highest stipends in the diwan.", [["Badriyyun", "badr"]]],
  ["He was counted among the Badriyin.", [["Badriyin", "badr"]]],
];

const CONTEXT3_NOT: string[] = [
  // Held-out set 7 (issue 36).
  "Badri Narayan wrote the report on the new temple road.",
  "Badri, my colleague from Delhi, arrived late to the meeting.",
  "The Yawm al-Furqan conference opens on Friday in the city hall.",
  "Surah al-Anfal (The Spoils of War), verse 70, turns to the captives' hearts.",

  "Home › Surah 9 › Ayah 67",
  "Books › Chapter 8 › Verse 9 of the novel",
  "Surat al-Baqara, verses sixty-seven to sixty-nine",
  "verses sixty-seven to sixty-nine of the ninth sura",
  "pages sixty-seven to sixty-nine of the eighth chapter",
  "Badr Hari won 8:9 on the judges' cards.",
  "Badriyya is a given name.",
  "The Badriyah hotel opened in 2019.",
];

/** Issue 36, forms a fourth blind held-out set (9) showed missing: the older books' "Qur." before a Roman sūrah. */
const FORMS9_FIND: Row[] = [["See Qur. viii. 67 and Sale's note.", [["Qur. viii. 67", "8:67"]]]];

const FORMS9_NOT: string[] = ["Qur. ii. 255 is the Throne Verse."];

export const table: LanguageTable = {
  find: [
    ...FORMS9_FIND,
    ...CONTEXT3_FIND,
    ...NUMWORDS_FIND,
    ...BATTLE36_FIND,
    ...DIGITS_FIND,
    ...FOLLOW_FIND,
    ...NAMES_FIND,
    ...ROMAN_FIND,
    ...BATTLE_NAMES_FIND,
    ...MORE_FIND,
    ...framed(
      [
        ["Quran, chapter 8, verse 68", "8:68"],
        ["Chapter 8 of the Quran, verses 67-69", ALL],
        ["verse 67 of chapter 8 of the Qur'an", "8:67"],
        ["Chapter 8, verse 68 of the Quran", "8:68"],
        ["chapter 8 verses 67 to 69 of the Koran", ALL],
        ["Surah al-Anfal; verse 67", "8:67"],
        ["Surah 8; verse 9", "8:9"],
        ["Surat al-Anfāl; verses 68 and 69", "8:68 8:69"],
        ["verses 68 and 69 of chapter 8 of the Koran", "8:68 8:69"],
        ["Chapter 8 (Al-Anfal), verse 68", "8:68"],
        ["Chapter 8, al-Anfāl, verse 9", "8:9"],
        ["Al-Anfal, chapter 8, verse 69", "8:69"],
        ["Sura 8, al-Anfāl (the Spoils), verses 67–69", ALL],
        ["The Spoils of War, verse 67", "8:67"],
        ["The Spoils of War (8), verse 9", "8:9"],
        ["eighth sūrah, verse 67", "8:67"],
        ["verse 9 of the eighth sura of the Quran", "8:9"],
        ["eighth chapter of the Quran, verse 67", "8:67"],
        ["eighth chapter of the Qur'an, verses 67 to 69", ALL],
        ["verse 68 of the eighth chapter of the Koran", "8:68"],
        // A verse by its ordinal, in words or digits.
        ["ninth verse of Surat al-Anfal", "8:9"],
        ["sixty-seventh verse of al-Anfal", "8:67"],
        ["sixty eighth verse of Sura Anfal", "8:68"],
        ["69th ayah of Surah al-Anfal", "8:69"],
        ["67th verse of Surah 8", "8:67"],
        ["ninth verse of chapter 8 of the Quran", "8:9"],
        ["sixty-seventh verse of the eighth sura", "8:67"],
        ["sixty-ninth verse of the Anfal chapter", "8:69"],
        ["ninth verse of the al-Anfal sura", "8:9"],
        ["eighth sura's ninth verse", "8:9"],
        ["eighth chapter of the Quran, sixty-eighth verse", "8:68"],
        // A verse by its number in words.
        ["verse nine of Surah al-Anfal", "8:9"],
        ["ayah sixty-seven of Surat al-Anfal", "8:67"],
        ["verse sixty eight of al-Anfal", "8:68"],
        ["verse sixty-nine of Surah 8", "8:69"],
        ["verse nine of the eighth sura of the Quran", "8:9"],
        ["verse sixty-seven of the eighth chapter of the Qur'an", "8:67"],
        ["Surah al-Anfal, verse nine", "8:9"],
        ["eighth surah, verse sixty-eight", "8:68"],
        ["Holy Quran, Chapter 8; Verses 67-69", ALL],
        // The sūrah's number in words; a range of verses in words (issue 36).
        ["Quran, chapter eight, verse sixty-eight", "8:68"],
        ["Surah eight, verse nine", "8:9"],
        ["Sura eight, verses 67 to 69", ALL],
        ["verses sixty-seven to sixty-nine of sura 8", ALL],
        ["verses sixty-seven to sixty-nine of Surat al-Anfal", ALL],
        ["verses sixty-eight to sixty-nine of al-Anfal", "8:68 8:69"],
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
    ...FORMS9_NOT,
    ...CONTEXT3_NOT,
    ...NUMWORDS_NOT,
    ...BATTLE36_NOT,
    ...DIGITS_NOT,
    ...FOLLOW_NOT,
    ...NAMES_NOT,
    ...ROMAN_NOT,
    ...BATTLE_NAMES_NOT,
    ...MORE_NOT,
    ...framedNot(
      [
        "Chapter 8, verse 68 of the novel was dull.",
        "chapter 8, section 67 of the Quran study guide",
        "Surah 9; verse 67",
        "Surah al-Baqarah; verse 68",
        "Chapter 8; verse 9 of the hymn",
        "chapter 8, section 67 of the tax code",
        "the eighth chapter, verse 9 of the poem",
        "The spoils of war were divided among the soldiers.",
        "John 8:9 and Romans 8:67",
        "The train left at 8:09.",
        "It costs 8.67 € today.",
        "Chapter 8 of the manual, steps 67 to 69",
        "the eighth verse of chapter 9",
        "Booty was found in chapter 8.",
        "the eighth chapter of the manual, verse 9 of the hymn",
        "verse 68 of the eighth chapter of the epic",
        "the eighth chapter of the Quran study guide lists 67 questions",
        "the ninth verse of the poem",
        "the sixty-seventh verse of Surah al-Baqarah",
        "the 67th verse of chapter 9 of the epic",
        "the ninth stanza of al-Anfal's recitation guide",
        "on the 68th day of the siege",
        "the nine verses of al-Anfal",
        "the ninth verse of the Baqarah chapter",
        "the ninth sura's sixty-seventh verse",
        "the eighth chapter's ninth verse of the poem",
        "verse nine of the eighth chapter of the poem",
        "verse nine of Surah al-Baqarah",
        "verse ten of al-Anfal",
        "sixty-seven verses of Surah al-Anfal",
        "Surah 9, verse nine",
        "Surah eighteen, verse nine",
        "Surah eight, verse ninety",
        "verses sixty-nine to sixty-seven of sura 8",
        "verses sixty-seven to sixty-nine of sura 9",
        "verses sixty-seven to seventy of Surah al-Baqarah",
        "chapter eight of the manual, verse nine of the hymn",
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
