/** German (data/grammar/languages/de.json). */
import type { Row } from "../cases-find.ts";
import { framed, framedNot, type LanguageTable } from "./table.ts";

const ALL = "8:67 8:68 8:69";

/**
 * Wave 2 recall (docs/DETECTION.md): revelation words as Quran context, the tight comma and the
 * semicolon, the battle's other phrases and the lone name with this language's context words.
 */
const MORE_FIND: Row[] = [
  ["In Sure 8 (al-Anfal), Vers 67 geht es um Gefangene.", [["Sure 8 (al-Anfal), Vers 67", "8:67"]]],
  [
    "Sure al-Anfal (Die Beute), Vers 67 tadelt das Lösegeld.",
    [["Sure al-Anfal (Die Beute), Vers 67", "8:67"]],
  ],

  ["Vgl. Koran 8,67.", [["Koran 8,67", "8:67"]]],
  ["Im Koran 8,67-69 geht es um die Gefangenen.", [["Koran 8,67-69", "8:67 8:68 8:69"]]],
  ["So steht es in Koran 8,9.", [["Koran 8,9", "8:9"]]],
  ["Die Badr-Schlacht war der erste große Sieg.", [["Badr-Schlacht", "badr"]]],
  ["Nach der Schlacht in Badr kehrten sie nach Medina zurück.", [["Schlacht in Badr", "badr"]]],
  ["Das Gefecht bei Badr dauerte nur einen Tag.", [["Gefecht bei Badr", "badr"]]],
  ["Die Muslime siegten bei Badr über die Mekkaner.", [["Badr", "badr"]]],
  ["Allah unterstützte die muslimische Armee bei Badr und sandte Engel herab.", [["Badr", "badr"]]],
  ["Dieser Vers wurde nach der Schlacht offenbart (8:67).", [["8:67", "8:67"]]],
  [
    "Allah hat die Verse 8:67-69 herabgesandt, als es um das Lösegeld ging.",
    [["Verse 8:67-69", "8:67 8:68 8:69"]],
  ],
];

/** Wave 2's look-alikes: the same words beside Bible verses, times, scores, prices and people. */
const MORE_NOT: string[] = [
  "Der Preis im Koran-Shop beträgt 8,67 Euro.",
  "Offenbarung 8:9",
  "Die Offenbarung des Johannes, Kapitel 8:9, spricht von Schiffen.",
  "Die Wahrheit wurde offenbart: Das Spiel endete 8:9.",
  "Badr, mein Nachbar, ist Muslim und kommt aus Köln.",
  "In der Badr-Straße 8 wohnt er seit 2019.",
  "Die Ergebnisse: 8;67;12",
];

/** The verse first, and the sūrah's number as an ordinal («im 67. Vers der 8. Sure»). */
const ORDINAL_FIND: Row[] = [
  ["Das steht im 67. Vers der 8. Sure.", [["67. Vers der 8. Sure", "8:67"]]],
  ["Das steht im 67. Vers der Sure al-Anfal.", [["67. Vers der Sure al-Anfal", "8:67"]]],
  ["In der 8. Sure, Vers 67, heißt es so.", [["8. Sure, Vers 67", "8:67"]]],
  ["In der 8. Sure (al-Anfal), Vers 9, ist von Engeln die Rede.", [["8. Sure (al-Anfal), Vers 9", "8:9"]]],
  ["Der 9. Vers der Sure 8 erwähnt die Engel.", [["9. Vers der Sure 8", "8:9"]]],
];

const ORDINAL_NOT: string[] = [
  "Die 8. Klasse belegte den 67. Platz.",
  "Er wurde im 67. Lebensjahr in der 8. Sure des Buches erwähnt.",
  "Im 67. Vers der 8. Symphonie.",
  "Im 67. Vers der 2. Sure geht es um die Kuh.",
  "Im 90. Vers der 8. Sure steht nichts.",
];

/** The sūrah in Roman numerals (older German scholarship). */
const ROMAN_FIND: Row[] = [["Nöldeke zitiert Sure VIII, 67.", [["Sure VIII, 67", "8:67"]]]];

const ROMAN_NOT: string[] = ["Ludwig VIII, 67 Jahre alt.", "Sure XVIII, 9 erzählt von der Höhle."];

/** German compounds for a Quran verse ('Koranvers 8:67', 'Koranstelle 8:67'), ordinal words for the sūrah ('in Vers 67 der achten Sure'; data's ordinals with the language's inflections), and context words of German sīrah prose (Quraiš, Makka, Götzendiener, Gefährten; islamlexikon.com). */
const FORMS_FIND: Row[] = [
  ["Der Koranvers 8:67 tadelt das Lösegeld.", [["Koranvers 8:67", "8:67"]]],
  ["Die Koranstelle 8:9 spricht von tausend Engeln.", [["Koranstelle 8:9", "8:9"]]],
  ["In Vers 67 der achten Sure heißt es so.", [["Vers 67 der achten Sure", "8:67"]]],
  ["Das steht im 67. Vers der achten Sure.", [["67. Vers der achten Sure", "8:67"]]],
  [
    "In der achten Sure (al-Anfal), Vers 9, ist von Engeln die Rede.",
    [["achten Sure (al-Anfal), Vers 9", "8:9"]],
  ],
  ["Nach der Niederlage der Quraiš bei Badr kehrten sie nach Makka zurück.", [["Badr", "badr"]]],
  ["Die Gefährten des Propheten kämpften bei Badr gegen die Ungläubigen.", [["Badr", "badr"]]],
];

const FORMS_NOT: string[] = [
  "Der Bibelvers 8:67 ist unbekannt.",
  "In Vers 67 der achten Strophe reimt es sich.",
  "In der achten Stunde, Vers 9 des Liedes.",
  "Beachten Sie die achte Regel.",
  "Die Gefährten von Badr Hari feierten den Sieg.",
  "Badr, ein Freund aus Makka, kam zu Besuch und kaufte ein Hotel.",
];

export const table: LanguageTable = {
  find: [
    ...MORE_FIND,
    ...FORMS_FIND,
    ...ROMAN_FIND,
    ...ORDINAL_FIND,
    ...framed(
      [
        ["Sure 8, Vers 67", "8:67"],
        ["Sure 8, Verse 67 bis 69", ALL],
        ["Sure al-Anfal, Vers 9", "8:9"],
        ["Sure 8:68", "8:68"],
        ["Sure 8, 69", "8:69"],
        ["Vers 9 der Sure 8", "8:9"],
        ["Vers 67 der Sure al-Anfal", "8:67"],
        ["Koran, Sure 8, Vers 68", "8:68"],
        ["Schlacht von Badr", "badr"],
        ["Schlacht bei Badr", "badr"],
      ],
      [
        "{}",
        "Die Ausleger erklären {} ausführlich.",
        "Siehe ({}) dazu.",
        "Gestern zitierte der Imam {} in der Predigt.",
      ],
    ),
  ],
  not: [
    ...MORE_NOT,
    ...FORMS_NOT,
    ...ROMAN_NOT,
    ...ORDINAL_NOT,
    ...framedNot(
      [
        "Johannes 8:9",
        "Matthäus 8:9 und Lukas 8:67",
        "Der Zug fährt um 8:09 Uhr.",
        "Der Preis beträgt 8,67 €.",
        "Badr Hari gewann durch K. o.",
        "Kapitel 8, Seite 67",
        "Das Spiel endete 8:9.",
        "Ich bin mir sicher: 8 von 9 stimmen zu.",
        "Paragraph 8, Absatz 9",
        "Badr, ein Freund aus Köln, kam gestern.",
      ],
      ["{}", "Meldung: {}", "Notiz: {}", "Gestern: {}"],
    ),
  ],
  real: [
    [
      "https://islamlexikon.com/koran-sure-8-vers-67/",
      "Die Seite ist überschrieben mit Koran, Sure 8, Vers 67.",
      [["Koran, Sure 8, Vers 67", "8:67"]],
    ],
    [
      "https://islamlexikon.com/koran-sure-8-vers-67/",
      "Die Erläuterung beginnt mit 8:67-69 und der Schlacht von Badr.",
      [["Schlacht von Badr", "badr"]],
      "missed: a bare 8:67-69 needs a Quran word in its paragraph or the one before",
    ],
    [
      "https://islamlexikon.com/koran-sure-8-vers-67/",
      "Bei Al-Abbas ging das im Vers 8:70 gegebene Versprechen in Erfüllung.",
      [],
      "8:70 is not covered",
    ],
    [
      "https://islamlexikon.com/koran-sure-8-vers-67/",
      "Über die Gefangenen von Badr äußerten die Gefährten ihre Meinungen.",
      [["Gefangenen von Badr", "badr"]],
    ],
    [
      "http://assira-verlag.de/Bilder-und-Ereignisse/Die-Schlacht-von-Badr",
      "Der Artikel trägt den Titel Die Schlacht von Badr.",
      [["Schlacht von Badr", "badr"]],
    ],
    [
      "http://assira-verlag.de/Bilder-und-Ereignisse/Die-Schlacht-von-Badr",
      "Er zitiert eingangs (Quran 17:9) als Leitwort.",
      [],
      "17:9 is not covered",
    ],
    [
      "https://online-koran.de/lesen/8-8",
      "Die Fußnote sagt: Der Vers bezieht sich auf die Schlacht von Badr.",
      [["Schlacht von Badr", "badr"]],
    ],
    [
      "https://islamlexikon.com/koran-sure-3-vers-12/",
      "Der Hinweis gilt für die Schlacht von Badr im Ramadan des Jahres 2.",
      [["Schlacht von Badr", "badr"]],
    ],
    [
      "https://islamlexikon.com/koran-sure-8-vers-19/",
      "Vor der Schlacht von Badr ergriffen sie den Vorhang der Kaaba.",
      [["Schlacht von Badr", "badr"]],
    ],
    [
      "https://islamlexikon.com/badr/",
      "Er stand am Tage der Schlacht von Badr in der Reihe der Kämpfer.",
      [["Schlacht von Badr", "badr"]],
    ],
    [
      "https://muhammadencyclopedia.com/article/65cd9958afc04315799fc008",
      "Die Schlacht von Badr (2 N.H.) war der erste entscheidende Krieg.",
      [["Schlacht von Badr", "badr"]],
    ],
  ],
};
