/** Swedish (data/grammar/languages/sv.json). */
import type { Row } from "../cases-find.ts";
import { framed, framedNot, type LanguageTable } from "./table.ts";

const ALL = "8:67 8:68 8:69";

/**
 * Wave 2 recall (docs/DETECTION.md): revelation words as Quran context, the tight comma and the
 * semicolon, the battle's other phrases and the lone name with this language's context words.
 */
const MORE_FIND: Row[] = [
  ["I sura 8 (al-Anfal), vers 67 talas om fångar.", [["sura 8 (al-Anfal), vers 67", "8:67"]]],
  ["Versen (8:67) uppenbarades efter slaget.", [["8:67", "8:67"]]],
];

/** Wave 2's look-alikes: the same words beside Bible verses, times, scores, prices and people. */
const MORE_NOT: string[] = ["Uppenbarelseboken 8:9", "Tåget går 8:09."];

/**
 * The sūrah by its ordinal ("den åttonde suran"). The trigger reads the ordinal in plain letters
 * only, so "åttonde" is found where the sūrah's name follows it (or another trigger word does).
 */
const ORDINAL_FIND: Row[] = [
  [
    "I den åttonde suran (al-Anfal), vers 67 talas om fångar.",
    [["åttonde suran (al-Anfal), vers 67", "8:67"]],
  ],
  [
    "Verserna 67 till 69 i den åttonde suran (al-Anfal) handlar om lösen.",
    [["Verserna 67 till 69 i den åttonde suran (al-Anfal)", ALL]],
  ],
  ["Se den attonde suran, vers 9.", [["attonde suran, vers 9", "8:9"]]],
  ["Det står i vers 9 i den attonde suran.", [["vers 9 i den attonde suran", "8:9"]]],
];

/** Ordinals of other sūrahs and of other books' parts. */
const ORDINAL_NOT: string[] = [
  "den nionde suran, vers 9",
  "den nionde suran (al-Anfal), vers 67",
  "verserna 67 till 69 i den nionde suran",
  "den åttonde strofen, vers 9",
  "den attonde strofen, vers 9",
  "vers 9 i den attonde psalmen",
];

/** A lone Badr after a verb of taking part, or after the battle's people. */
const BATTLE_FIND: Row[] = [
  ["Han stred vid Badr och vid Uhud.", [["stred vid Badr", "badr"]]],
  ["Abu Ubayda deltog i Badr och i alla senare fälttåg.", [["deltog i Badr", "badr"]]],
  ["Två av hans söner stupade vid Badr.", [["stupade vid Badr", "badr"]]],
  ["Veteranerna från Badr fick den högsta lönen.", [["Veteranerna från Badr", "badr"]]],
  ["De som hade stridit vid Badr hedrades.", [["stridit vid Badr", "badr"]]],
];

/** The same verbs beside people and companies named Badr. */
const BATTLE_NOT: string[] = [
  "Han stred vid Badr Haris sida i ringen.",
  "Hon deltog i Badr Hotels konferens.",
];

/** Verses by their ordinals or numbers in words (issue 36): "den nionde versen i sura 8", "den sextiosjunde versen i suran al-Anfal". */
const NUMBER_WORDS_FIND: Row[] = [
  ["Se den nionde versen i sura 8 om änglarna.", [["nionde versen i sura 8", "8:9"]]],
  [
    "Den sextiosjunde versen i suran al-Anfal handlar om fångarna.",
    [["sextiosjunde versen i suran al-Anfal", "8:67"]],
  ],
  ["Vers sextioåtta i sura al-Anfal är en förebråelse.", [["Vers sextioåtta i sura al-Anfal", "8:68"]]],
  [
    "Den nionde versen i den åttonde suran (al-Anfal) nämner änglarna.",
    [["nionde versen i den åttonde suran", "8:9"]],
  ],
  ["Sura al-Anfal, vers nio, nämner änglarna.", [["Sura al-Anfal, vers nio", "8:9"]]],
];

/** The same words of a psalm, a hymn and another sūrah. */
const NUMBER_WORDS_NOT: string[] = [
  "den nionde versen i psalm åtta",
  "den nionde versen i sura nio",
  "Den nionde versen i den åttonde psalmen.",
  "vers nio i kapitel åtta",
];

/** The battle as the first part of a compound (issue 36): "Badrslaget". */
const BATTLE_NAMES_FIND: Row[] = [
  ["Badrslaget ägde rum år 624.", [["Badrslaget", "badr"]]],
  ["I Badrslaget stupade fjorton muslimer.", [["Badrslaget", "badr"]]],
  ["Efter Badrstriden återvände de till Medina.", [["Badrstriden", "badr"]]],
];

/** Compounds of other words, and the lesser Badr. */
const BATTLE_NAMES_NOT: string[] = [
  "Badrum och kök finns på övervåningen.",
  "Det mindre Badrslaget var inget slag.",
  "Badr, min granne, kommer från Malmö.",
];

/** Issue 36: a sūrah by its Roman numeral after the language's own sūrah or Quran word */
const ROMAN_FIND: Row[] = [
  ["Det står i Koranen VIII:68 om fångarna.", [["Koranen VIII:68", "8:68"]]],
  ["Suran VIII, 9 nämner änglarna.", [["Suran VIII, 9", "8:9"]]],
  ["Läs sura VIII, vers 67 om fångarna.", [["sura VIII, vers 67", "8:67"]]],
  [
    "Verserna 67 till 69 i sura VIII handlar om lösen.",
    [["Verserna 67 till 69 i sura VIII", "8:67 8:68 8:69"]],
  ],
];

/** Issue 36: a sūrah by its Roman numeral after the language's own sūrah or Quran word: look-alikes. */
const ROMAN_NOT: string[] = [
  "Karl XII, 9 år gammal, red ut.",
  "Kapitel VIII, 9 i boken handlar om pumpar.",
  "Suran VII, 67 handlar om Noa.",
  "Koranen i 8 av 10 hem står i hyllan.",
];

/** Issue 36: the translated name alone, beside a sūrah word or before verse numbers */
const NAMES_FIND: Row[] = [
  ["Det står i Krigsbyte-suran, vers 9.", [["Krigsbyte-suran, vers 9", "8:9"]]],
  ["I suran ”Krigsbytet”, vers 9, nämns änglarna.", [["suran ”Krigsbytet”, vers 9", "8:9"]]],
  ["Suran Krigsbytet (8:68) klandrar lösensumman.", [["Suran Krigsbytet (8:68)", "8:68"]]],
];

/** Issue 36: the translated name alone, beside a sūrah word or before verse numbers: look-alikes. */
const NAMES_NOT: string[] = [
  "Krigsbyte 9 år senare såldes på auktion.",
  "Vikingarnas krigsbyte: 67 silvermynt.",
];

/** Issue 36: "and following" after a verse, a short range end, and ranges that run past or around a covered verse */
const FOLLOW_FIND: Row[] = [
  ["Se Koranen 8:67 ff. om fångarna.", [["Koranen 8:67 ff.", "8:67 8:68 8:69"]]],
  ["Se sura 8 vers 68 f. om fångarna.", [["sura 8 vers 68 f.", "8:68 8:69"]]],
  ["Koranen 8:9–12 talar om änglarna.", [["Koranen 8:9–12", "8:9"]]],
  ["Läs sura 8 vers 5–19 om slaget.", [["sura 8 vers 5–19", "8:9"]]],
];

/** Issue 36: "and following" after a verse, a short range end, and ranges that run past or around a covered verse: look-alikes. */
const FOLLOW_NOT: string[] = ["Se Koranen 8:70 ff. om fångarna.", "Se Koranen 8:64 f. om de troende."];

/** Issue 36: the battle's inflected and adposition forms */
const BATTLE36_FIND: Row[] = [
  ["Badrs fångar släpptes mot lösen, enligt de flesta källor.", [["Badrs fångar", "badr"]]],
  // Held-out set 6 (issue 36).
  ["Badrveteranerna fick de högsta underhållen under Umar.", [["Badrveteranerna", "badr"]]],
  ["Den nionde versen i den åttonde suran talar om änglar.", [["nionde versen i den åttonde suran", "8:9"]]],
  ["I suran al-Anfal (Bytet), vers 9, utlovas tusen änglar.", [["suran al-Anfal (Bytet), vers 9", "8:9"]]],
  ["Muslimerna segrade vid Badr över Qurayshs här.", [["Badr", "badr"]]],
  ["Efter slaget vid Badr kom fångarna till Medina.", [["slaget vid Badr", "badr"]]],
  ["Badrslaget ägde rum år 624.", [["Badrslaget", "badr"]]],
];

/** Issue 36: the battle's inflected and adposition forms: look-alikes. */
const BATTLE36_NOT: string[] = [
  "Badrs fångst av gädda var rekordstor.",
  // Held-out set 6 (issue 36).
  "Bytet av däck gick fort, vers 9 sjöngs sedan.",
  "Den nionde versen i den åttonde psalmen sjöngs.",
  "Han bor vid Badr-gatan i Malmö.",
];

/** Issue 36: the verse, by number or ordinal, before the sūrah by its number in words */
const NUMWORDS_FIND: Row[] = [
  ["Läs den nionde versen i sura åtta om änglarna.", [["nionde versen i sura åtta", "8:9"]]],
  ["Läs versen nio i sura åtta om änglarna.", [["versen nio i sura åtta", "8:9"]]],
  [
    "Läs verserna 67 till 69 i sura åtta om fångarna.",
    [["verserna 67 till 69 i sura åtta", "8:67 8:68 8:69"]],
  ],
];

/** Issue 36: the verse, by number or ordinal, before the sūrah by its number in words: look-alikes. */
const NUMWORDS_NOT: string[] = ["Han åt åtta äpplen och nio päron.", "Läs den nionde versen i sura arton."];

/** Issue 36, third round: the battle's people in this language beside a lone name, and their look-alikes. */
const CONTEXT3_FIND: Row[] = [
  // Held-out set 7 (issue 36).
  [
    "I surat al-Anfal (Bytet), vers 68, nämns ett tidigare påbud från Gud.",
    [["surat al-Anfal (Bytet), vers 68", "8:68"]],
  ],
  ["Muslimerna nådde först fram till brunnarna i Badr.", [["brunnarna i Badr", "badr"]]],

  // Another sūrah's pair ends the list: the covered pair after it is found on its own.
  ["Koranen 2:255, 8:67", [["8:67", "8:67"]]],
  // A list of pairs after the Quran word: each later pair repeats the sūrah's number.
  ["Se Koranen 8:9, 8:67 och 8:69.", [["Koranen 8:9, 8:67 och 8:69", "8:9 8:67 8:69"]]],
  ["Vid Badr mötte muslimerna en mekkansk här i stället för karavanen.", [["Badr", "badr"]]],
  ["Efter Badr stärktes Muhammeds ställning i Medina.", [["Badr", "badr"]]],
];

const CONTEXT3_NOT: string[] = [
  // Held-out set 7 (issue 36).
  "Brunnarna i Badr Alis trädgård är torra.",

  "Badr Hari vann matchen i Stockholm inför en karavan av fans.",
  "Fotbollsspelaren Badr flyttade till Medina, där Muhammeds lag spelar.",
];

export const table: LanguageTable = {
  find: [
    ...CONTEXT3_FIND,
    ...NUMWORDS_FIND,
    ...BATTLE36_FIND,
    ...FOLLOW_FIND,
    ...NAMES_FIND,
    ...ROMAN_FIND,
    ...BATTLE_NAMES_FIND,
    ...NUMBER_WORDS_FIND,
    ...MORE_FIND,
    ...ORDINAL_FIND,
    ...BATTLE_FIND,
    ...framed(
      [
        ["sura 8 vers 67", "8:67"],
        ["Sura 8, verserna 67 till 69", ALL],
        ["sura al-Anfal, vers 9", "8:9"],
        ["sura 8:68", "8:68"],
        ["vers 69 i sura 8", "8:69"],
        ["vers 9 i sura al-Anfal", "8:9"],
        ["Koranen, sura 8, vers 67", "8:67"],
        ["Koranen 8:68", "8:68"],
        ["slaget vid Badr", "badr"],
        ["Slaget vid Badr", "badr"],
      ],
      [
        "{}",
        "Kommentatorerna förklarar {} noggrant.",
        "Se ({}) om detta.",
        "I går citerade imamen {} i predikan.",
      ],
    ),
  ],
  not: [
    ...CONTEXT3_NOT,
    ...NUMWORDS_NOT,
    ...BATTLE36_NOT,
    ...FOLLOW_NOT,
    ...NAMES_NOT,
    ...ROMAN_NOT,
    ...BATTLE_NAMES_NOT,
    ...NUMBER_WORDS_NOT,
    ...MORE_NOT,
    ...ORDINAL_NOT,
    ...BATTLE_NOT,
    ...framedNot(
      [
        "Johannes 8:9",
        "Matteus 8:9 och Lukas 8:67",
        "Tåget går 8:09.",
        "Priset är 8,67 €.",
        "Badr Hari vann på knockout.",
        "kapitel 8, sida 67",
        "Matchen slutade 8:9.",
        "Badr, min granne, kom i går.",
        "paragraf 8, stycke 9",
        "Badrs café på Möllan",
        "Det mindre slaget vid Badr",
      ],
      ["{}", "Nyhet: {}", "Anteckning: {}", "I går: {}"],
    ),
  ],
  real: [
    [
      "https://darulhadith.com/30-sa-fick-profeten-reda-pa-qurayshs-antal-i-badr/",
      "Så fick profeten reda på Qurayshs antal i Badr, berättar kapitel 30.",
      [["Badr", "badr"]],
    ],
    [
      "https://darulhadith.com/59-det-mindre-slaget-vid-badr/",
      "I Shaban samma år begav sig Allahs sändebud och hans följeslagare mot Badr och det utlovade mötet.",
      [],
      "right: the later meeting at Badr (4 AH), not the battle",
    ],
    [
      "https://darulhadith.com/59-det-mindre-slaget-vid-badr/",
      "Det mindre slaget vid Badr skedde året efter Uhud.",
      [["Badr", "badr"]],
      "WRONG: the phrase is excluded ('mindre' before it), but the lone name scores through 'Uhud' beside it",
    ],
    [
      "https://darulhadith.com/59-det-mindre-slaget-vid-badr/",
      "Incidenten kallas för ”Det tredje Badr” och ”Mötesplatsen Badr”.",
      [],
      "right: the later meeting, not the battle",
    ],
    [
      "https://darulhadith.com/59-det-mindre-slaget-vid-badr/",
      "Abu Sufyan ropade: Nästa år är Badr er och vår mötesplats.",
      [],
      "right: Badr as a meeting place",
    ],
    [
      "https://sv.m.wikipedia.org/wiki/Slaget_vid_Badr",
      "Slaget vid Badr stod i Hijaz den 17 mars 624, enligt uppslagsverket.",
      [["Slaget vid Badr", "badr"]],
    ],
    [
      "https://sv.m.wikipedia.org/wiki/Slaget_vid_Badr",
      "Enligt Koranen, sura 8:42ff, 3:123, sände Gud en osynlig här av änglar.",
      [],
      "right: 8:42 and 3:123 are not covered verses",
    ],
    [
      "https://sv.m.wikipedia.org/wiki/Slaget_vid_Badr",
      "Koranens vittnesbörd gjorde slaget vid Badr till en helig symbol.",
      [["slaget vid Badr", "badr"]],
    ],
    [
      "https://darulhadith.com/26-den-muslimska-armen-i-slaget-vid-badr/",
      "Kapitel 26 handlar om den muslimska armén i slaget vid Badr.",
      [["slaget vid Badr", "badr"]],
    ],
    [
      "https://darulhadith.com/26-den-muslimska-armen-i-slaget-vid-badr/",
      "Här sammanfattas det andra slaget vid Badr, då Allâh skilde sanning från falskhet.",
      [["Badr", "badr"]],
      "partly: found as a lone Badr in a story of the battle; 'andra' ('second') marks the later meeting of 4 AH, so the phrase 'slaget vid Badr' is not read, though here it is the great battle",
    ],
    [
      "https://darulhadith.com/37-soldaterna-fran-slaget-i-badr/",
      "Drygt 310 muslimer deltog i slaget i Badr, enligt kapitel 37.",
      [["slaget i Badr", "badr"]],
    ],
    [
      "https://darulhadith.com/37-soldaterna-fran-slaget-i-badr/",
      "Allâhs sändebud var klar med Badr och fångarna först i Shawwâl.",
      [],
      "missed: a lone Badr with no context term beside it; should be [Badr → badr]",
    ],
    [
      "https://darulhadith.com/27-fanbararna-i-slaget-vid-badr/",
      "Om fanbärarna i slaget vid Badr berättar kapitel 27.",
      [["slaget vid Badr", "badr"]],
    ],
    [
      "https://darulhadith.com/34-profetens-bon-innan-slaget-i-badr/",
      "Kapitel 34 skildrar profetens bön innan slaget i Badr.",
      [["slaget i Badr", "badr"]],
    ],
    [
      "https://darulhadith.com/34-profetens-bon-innan-slaget-i-badr/",
      "Fotnot 1 till det citerade löftet om tusen änglar: 8:9",
      [],
      "missed: a bare 8:9 in a footnote whose sentence names no Quran; should be [8:9 → 8:9]",
    ],
    [
      "http://www.bonetider.se/islam/profeten-mohammad-saw-del-6/",
      "Del 6 börjar med rubriken Slaget vid Badr: och berättar om karavanen.",
      [["Slaget vid Badr", "badr"]],
    ],
    [
      "http://www.bonetider.se/islam/profeten-mohammad-saw-del-6/",
      "Abu Jahl svor att de inte skulle vända hem förrän de nått Badr och slaktat kameler där.",
      [["Badr", "badr"]],
    ],
    [
      "https://islamisktforum.se/slaget-vid-badr/",
      "Islamiskt forum återger kapitlet Slaget vid Badr ur Hamidullahs bok.",
      [["Slaget vid Badr", "badr"]],
    ],
    [
      "https://www.vasterasmoske.com/sura-8-krigets-byten-al-anfal/",
      "Sidans rubrik är Sura 8: Krigets Byten (Al-Anfãl) och sedan följer verserna.",
      [],
      "right: the sūrah named without a verse",
    ],
    [
      "https://www.zlibrary.cc/dl/bord-om-innehallen",
      "I innehållsförteckningen står SURA 8: Krigets Byten (Al-Anfãl)........ 80.",
      [],
      "right: 80 is the page number in a table of contents, not a verse",
    ],
    [
      "https://www.vasterasmoske.com/sura-97-ode-al-qadr/",
      "Fotnoten hänvisar vidare till 17.1, 44:3 och Appendix 28.",
      [],
      "right: other verses, and no Quran word",
    ],
    [
      "https://www.vasterasmoske.com/appendix-21/",
      "Satan kallas ängel före sitt fall (2:34, 7:11, 15:29).",
      [],
      "right: other verses",
    ],
    [
      "http://friatider.se/koranverserna-som-uppmanar-muslimer-att-doda-icke-muslimer",
      "Artikeln citerar Bernströms översättning, bland annat (2:191) och (5:33).",
      [],
      "right: other verses",
    ],
  ],
};
