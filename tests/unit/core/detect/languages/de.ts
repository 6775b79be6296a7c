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

/**
 * The sūrah by its ordinal, in the genitive and dative ("der achten Sure"): the ordinals list
 * holds one form per sūrah, so the nominative "die achte Sure, Vers 9" is not read.
 */
const ORDINAL_FIND: Row[] = [
  ["Verse 67 bis 69 der achten Sure handeln von den Gefangenen.", [["Verse 67 bis 69 der achten Sure", ALL]]],
  ["Vers 9 der achten Sure des Korans erwähnt die Engel.", [["Vers 9 der achten Sure des Korans", "8:9"]]],
  ["In der achten Sure, Vers 9, ist von Engeln die Rede.", [["achten Sure, Vers 9", "8:9"]]],
  [
    "In der achten Sure des Korans, Verse 67 bis 69, geht es um Lösegeld.",
    [["achten Sure des Korans, Verse 67 bis 69", ALL]],
  ],
  ["In der achten Sure (al-Anfal), Vers 68, steht ein Tadel.", [["achten Sure (al-Anfal), Vers 68", "8:68"]]],
  ["Siehe Verse 67 und 68 in der achten Sure.", [["Verse 67 und 68 in der achten Sure", "8:67 8:68"]]],
];

/** Ordinals of other sūrahs, of other books' parts, and the verb "achten". */
const ORDINAL_NOT: string[] = [
  "die achte Strophe, Vers 9",
  "Vers 9 der neunten Sure",
  "Verse 67 bis 69 der neunten Sure",
  "in der neunten Sure (al-Anfal), Vers 67",
  "im achten Kapitel des Romans, Vers 9",
  "Verse 67 bis 69 der achten Strophe",
  "in der achten Klasse, Vers 9 des Gedichts",
  "Wir achten auf Vers 9.",
];

/** A lone Badr with a verb of taking part, or before the battle's people. */
const BATTLE_FIND: Row[] = [
  ["Er hatte in Badr gekämpft, bevor er nach Medina zog.", [["in Badr gekämpft", "badr"]]],
  ["Er kämpfte bei Badr und bei Uhud.", [["kämpfte bei Badr", "badr"]]],
  ["Die Badr-Kämpfer erhielten den höchsten Sold.", [["Badr-Kämpfer", "badr"]]],
  ["Umar zahlte den Badr-Veteranen den höchsten Sold.", [["Badr-Veteranen", "badr"]]],
  ["Uthman nahm nicht an Badr teil, weil seine Frau krank war.", [["an Badr teil", "badr"]]],
  ["Zwei seiner Söhne fielen bei Badr.", [["fielen bei Badr", "badr"]]],
  ["Alle, die an Badr teilgenommen hatten, wurden geehrt.", [["an Badr teilgenommen", "badr"]]],
];

/** The same verbs beside people and towns named Badr. */
const BATTLE_NOT: string[] = [
  "Er kämpfte bei Badr Hari im Ring.",
  "Er kämpfte in Badr City gegen die Flut.",
  "Sie nahm an Badr Hassans Seminar teil.",
];

/** Verses by their ordinals (issue 36): "der neunte Vers der Sure al-Anfal". */
const NUMBER_WORDS_FIND: Row[] = [
  ["Der neunte Vers der Sure al-Anfal spricht von Engeln.", [["neunte Vers der Sure al-Anfal", "8:9"]]],
  [
    "Im neunundsechzigsten Vers der achten Sure des Korans ist die Beute erlaubt.",
    [["neunundsechzigsten Vers der achten Sure des Korans", "8:69"]],
  ],
  [
    "Der siebenundsechzigste Vers der Sure 8 tadelt das Lösegeld.",
    [["siebenundsechzigste Vers der Sure 8", "8:67"]],
  ],
  ["Der achtundsechzigste Vers in der achten Sure.", [["achtundsechzigste Vers in der achten Sure", "8:68"]]],
];

/** The same ordinals in a poem, another sūrah and a school. */
const NUMBER_WORDS_NOT: string[] = [
  "Der neunte Vers des Gedichts",
  "Der neunte Vers der Sure al-Baqara",
  "Im neunten Vers der neunten Sure",
  "Der neunte Vers der achten Strophe",
];

/** The battle as the first part of a compound (issue 36): "Badrschlacht". */
const BATTLE_NAMES_FIND: Row[] = [["Die Badrschlacht war der erste große Sieg.", [["Badrschlacht", "badr"]]]];

/** A compound of another word. */
const BATTLE_NAMES_NOT: string[] = [
  "Das Badrschloss steht nicht im Atlas.",
  "Die zweite Badrschlacht fand nie statt.",
];

/** Issue 36: a sūrah by its Roman numeral after the language's own sūrah or Quran word */
const ROMAN_FIND: Row[] = [
  ["In der Sure VIII, 69 wird die Beute erlaubt.", [["Sure VIII, 69", "8:69"]]],
  ["Die Sure VIII. 67 spricht von den Gefangenen.", [["Sure VIII. 67", "8:67"]]],
  ["Man lese Koran VIII, 9 über die Engel.", [["Koran VIII, 9", "8:9"]]],
  ["Die Sure VIII, Vers 68 tadelt das Lösegeld.", [["Sure VIII, Vers 68", "8:68"]]],
  ["Siehe Verse 67 bis 69 der Sure VIII.", [["Verse 67 bis 69 der Sure VIII", "8:67 8:68 8:69"]]],
];

/** Issue 36: a sūrah by its Roman numeral after the language's own sūrah or Quran word: look-alikes. */
const ROMAN_NOT: string[] = [
  "In der Sure XVIII, 9 steht die Geschichte der Höhle.",
  "Die Sure IX, 67 handelt von den Heuchlern.",
  "Kapitel VIII, 9 des Handbuchs erklärt die Pumpe.",
  "Ludwig VIII, 9 Jahre alt, wurde gekrönt.",
  "Heinrich VIII 67 Mal gemalt.",
];

/** Issue 36: the translated name alone, beside a sūrah word or before verse numbers */
const NAMES_FIND: Row[] = [
  ["Die Sure „Die Beute“ (8:9) erwähnt die Engel.", [["Sure „Die Beute“ (8:9)", "8:9"]]],
  ["In der Sure „Die Beute“, Vers 68, steht ein Tadel.", [["Sure „Die Beute“, Vers 68", "8:68"]]],
  ["Die Sure Die Beute (VIII, 67) spricht von Gefangenen.", [["Sure Die Beute (VIII, 67)", "8:67"]]],
];

/** Issue 36: the translated name alone, beside a sūrah word or before verse numbers: look-alikes. */
const NAMES_NOT: string[] = [
  "Der Jäger teilte die Beute 9 Tage lang.",
  "Die Beute: 67 Goldmünzen und ein Dolch.",
  "Der Löwe schleppte seine Beute (8 kg) ins Gebüsch.",
];

/** Issue 36: "and following" after a verse, a short range end, and ranges that run past or around a covered verse */
const FOLLOW_FIND: Row[] = [
  ["Siehe Koran 8:67 f. zu den Gefangenen.", [["Koran 8:67 f.", "8:67 8:68"]]],
  ["Siehe Sure 8, Vers 67 ff. zu den Gefangenen.", [["Sure 8, Vers 67 ff.", "8:67 8:68 8:69"]]],
  ["Im Koran 8,9-12 ist von Engeln die Rede.", [["Koran 8,9-12", "8:9"]]],
  ["Sure 8, Vers 5 bis 19 erzählt die Geschichte.", [["Sure 8, Vers 5 bis 19", "8:9"]]],
];

/** Issue 36: "and following" after a verse, a short range end, and ranges that run past or around a covered verse: look-alikes. */
const FOLLOW_NOT: string[] = [
  "Siehe Koran 8:74 ff. zum Schluss der Sure.",
  "Siehe Koran 8:70 f. zu den Gefangenen.",
  "Siehe Koran 8:9fm im Radio.",
];

/** Issue 36: the battle's inflected and adposition forms */
const BATTLE36_FIND: Row[] = [
  // Held-out set 6 (issue 36).
  ["Die Badrkämpfer erhielten unter Umar die höchsten Dotationen.", [["Badrkämpfer", "badr"]]],
  ["Die Muslime schlugen bei Badr die Quraisch, Abu Dschahl fiel.", [["Badr", "badr"]]],
  ["Bei Badr standen dreihundert Muslime gegen tausend Mekkaner.", [["Badr", "badr"]]],
];

/** Issue 36: the battle's inflected and adposition forms: look-alikes. */
const BATTLE36_NOT: string[] = [
  // Held-out set 6 (issue 36).
  "Die Badrkämpferinnen-Statue steht im Museum.",
  "Er wohnt bei Badr, seinem Freund aus Köln.",
];

/** Issue 36: verse and sūrah by their numbers in words, the verse first */
const NUMWORDS_FIND: Row[] = [
  ["Lies Vers neun der Sure acht.", [["Vers neun der Sure acht", "8:9"]]],
  ["Lies die Verse 67 bis 69 der Sure acht.", [["Verse 67 bis 69 der Sure acht", "8:67 8:68 8:69"]]],
  ["Lies den neunten Vers der Sure acht.", [["neunten Vers der Sure acht", "8:9"]]],
  ["Sure acht, Vers neun, nennt die Engel.", [["Sure acht, Vers neun", "8:9"]]],
  [
    "Vers siebenundsechzig der Sure al-Anfal tadelt das Lösegeld.",
    [["Vers siebenundsechzig der Sure al-Anfal", "8:67"]],
  ],
];

/** Issue 36: verse and sūrah by their numbers in words, the verse first: look-alikes. */
const NUMWORDS_NOT: string[] = [
  "Er kaufte acht Äpfel und neun Birnen.",
  "Gib acht, Vers neun ist schwer.",
  "Vers neun der Sure achtzehn erzählt von der Höhle.",
];

/** Issue 36, third round: the battle's people in this language beside a lone name, and their look-alikes. */
const CONTEXT3_FIND: Row[] = [
  ["Startseite › Koran › Sure 8 › Vers 68", [["Sure 8 › Vers 68", "8:68"]]],
  ["Nach Badr wuchs das Ansehen Mohammeds in Medina erheblich.", [["Badr", "badr"]]],
  ["Abu Dschahl fiel bei Badr.", [["fiel bei Badr", "badr"]]],
];

const CONTEXT3_NOT: string[] = [
  "Kapitel 8 › Vers 9 des Romans",
  "Der Fußballer Badr spielte für Mohammeds Verein in Medina.",
  "Der Fussballer Badr spielte in Medina für Mohammeds Verein.",
];

/** Issue 36, forms a fourth blind held-out set (9) showed missing: the verse by its number and a full stop ("67. Vers der achten Sure"). */
const FORMS9_FIND: Row[] = [
  ["Im 68. Vers der achten Sure geht es um das Lösegeld.", [["68. Vers der achten Sure", "8:68"]]],
  ["Der 9. Vers der Sure al-Anfal nennt die Engel.", [["9. Vers der Sure al-Anfal", "8:9"]]],
];

const FORMS9_NOT: string[] = ["Am 9. Tag der 8. Woche kam er.", "Im 67. Vers der zweiten Sure steht es."];

export const table: LanguageTable = {
  find: [
    ...FORMS9_FIND,
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
    ...FORMS9_NOT,
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
      [
        ["8:67-69", "8:67 8:68 8:69"],
        ["Schlacht von Badr", "badr"],
      ],
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
