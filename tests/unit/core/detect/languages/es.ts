/** Spanish (data/grammar/languages/es.json). */
import type { Row } from "../cases-find.ts";
import { framed, framedNot, type LanguageTable } from "./table.ts";

const ALL = "8:67 8:68 8:69";

/**
 * Wave 2 recall (docs/DETECTION.md): revelation words as Quran context, the tight comma and the
 * semicolon, the battle's other phrases and the lone name with this language's context words.
 */
const MORE_FIND: Row[] = [
  ["En la sura 8 (Al-Anfal), aleya 67, se habla de los cautivos.", [["sura 8 (Al-Anfal), aleya 67", "8:67"]]],
  [
    "La sura Al-Anfal (El Botín), aleya 67, trata de los cautivos.",
    [["sura Al-Anfal (El Botín), aleya 67", "8:67"]],
  ],

  ["Véase Corán 8, 67.", [["Corán 8, 67", "8:67"]]],
  ["(Corán 8, 9)", [["Corán 8, 9", "8:9"]]],
  ["La azora 8, 67 trata de los cautivos.", [["azora 8, 67", "8:67"]]],
  ["En la sura 8:68 se habla del rescate.", [["sura 8:68", "8:68"]]],
  [
    "La azora de Al-Anfal, aleyas 67-69, trata de los cautivos.",
    [["azora de Al-Anfal, aleyas 67-69", "8:67 8:68 8:69"]],
  ],
  ["La sura de Al-Anfal: 9 menciona a los ángeles.", [["sura de Al-Anfal: 9", "8:9"]]],
  ["Esta aleya fue revelada después de la batalla (8:67).", [["8:67", "8:67"]]],
  ["Los musulmanes vencieron a los mequíes en Badr.", [["Badr", "badr"]]],
];

/** Wave 2's look-alikes: the same words beside Bible verses, times, scores, prices and people. */
const MORE_NOT: string[] = [
  "El informe revelado el 8:9 indica un aumento.",
  "Apocalipsis 8:9",
  "El precio del Corán ilustrado es 8, 67 euros menos.",
  "Badr, un vecino de Madrid, llegó ayer.",
];

/** The sūrah by its ordinal ("la octava sura", "la octava azora"). */
const ORDINAL_FIND: Row[] = [
  ["Según la octava sura, versículo 9, Dios envió ángeles.", [["octava sura, versículo 9", "8:9"]]],
  [
    "Las aleyas 67 a 69 de la octava sura tratan de los cautivos.",
    [["aleyas 67 a 69 de la octava sura", ALL]],
  ],
  [
    "Las aleyas 67 a 69 de la octava sura del Corán hablan del rescate.",
    [["aleyas 67 a 69 de la octava sura del Corán", ALL]],
  ],
  ["La octava sura del Corán, aleya 68, recuerda un decreto.", [["octava sura del Corán, aleya 68", "8:68"]]],
  [
    "En la octava sura (Al-Anfal), versículo 67, se habla de los cautivos.",
    [["octava sura (Al-Anfal), versículo 67", "8:67"]],
  ],
  ["Véase la octava azora, aleyas 67 y 68.", [["octava azora, aleyas 67 y 68", "8:67 8:68"]]],
];

/** Ordinals of other sūrahs and of other books' parts. */
const ORDINAL_NOT: string[] = [
  "la novena sura, versículo 9",
  "las aleyas 67 a 69 de la novena sura",
  "la novena sura (Al-Anfal), aleya 67",
  "la octava sinfonía, versículo 9",
  "el octavo capítulo de la novela, versículo 9",
  "la octava estrofa, verso 9",
  "La octava sura tiene 75 aleyas.",
  "En la octava de Pascua se lee el versículo 9.",
];

/** A lone Badr after a verb of taking part. */
const BATTLE_FIND: Row[] = [
  // Held-out set 6 (issue 36).
  ["Tras Badr, los judíos de Banu Qaynuqa fueron expulsados de Medina.", [["Badr", "badr"]]],
  ["Combatió en Badr junto al Profeta.", [["Combatió en Badr", "badr"]]],
  ["Abu Ubayda participó en Badr y en todas las campañas siguientes.", [["participó en Badr", "badr"]]],
  ["Uthmán no tomó parte en Badr porque su esposa estaba enferma.", [["tomó parte en Badr", "badr"]]],
  ["Dos de sus hijos murieron como mártires en Badr.", [["murieron como mártires en Badr", "badr"]]],
  ["Los participantes en Badr recibieron la pensión más alta.", [["participantes en Badr", "badr"]]],
  ["Lucharon en Badr contra los mequíes.", [["Lucharon en Badr", "badr"]]],
];

/** The same verbs beside people, towns and events named Badr. */
const BATTLE_NOT: string[] = [
  // Held-out set 6 (issue 36).
  "Badr, mi vecino, visitó a los Qaynuqa de su barrio.",
  "Participó en Badr Televisión durante años.",
  "Luchó en Badr City durante la inundación.",
  "Combatió en Badr Hari Arena en 2019.",
  "Los participantes en Badr Expo fueron muchos.",
];

/** Verses and sūrahs in words (issue 36): a verse by its number or ordinal, the sūrah by its ordinal after the word ("la sura octava") or its number in words ("sura ocho"). */
const NUMBER_WORDS_FIND: Row[] = [
  ["Véase la aleya sesenta y ocho de la sura octava.", [["aleya sesenta y ocho de la sura octava", "8:68"]]],
  [
    "La novena aleya de la sura al-Anfal habla de los ángeles.",
    [["novena aleya de la sura al-Anfal", "8:9"]],
  ],
  [
    "En la sura octava, aleyas 67 a 69, se reprocha el rescate.",
    [["sura octava, aleyas 67 a 69", "8:67 8:68 8:69"]],
  ],
  ["Lo dice la sura ocho, aleya nueve.", [["sura ocho, aleya nueve", "8:9"]]],
  [
    "La aleya sesenta y siete a la sesenta y nueve de la sura al-Anfal trata de los cautivos.",
    [["aleya sesenta y siete a la sesenta y nueve de la sura al-Anfal", "8:67 8:68 8:69"]],
  ],
  [
    "El sexagésimo séptimo versículo de la sura octava reprocha el rescate.",
    [["sexagésimo séptimo versículo de la sura octava", "8:67"]],
  ],
  [
    "Las aleyas 67 a 69 de la sura octava hablan de los cautivos.",
    [["aleyas 67 a 69 de la sura octava", "8:67 8:68 8:69"]],
  ],
];

/** The same words for another sūrah, another book or a school year. */
const NUMBER_WORDS_NOT: string[] = [
  "La aleya sesenta y ocho de la sura novena.",
  "El capítulo sesenta y ocho de la octava novela.",
  "La novena aleya de la sura al-Baqara.",
  "Vivo en la planta octava, puerta nueve.",
  "El sexagésimo séptimo aniversario de la octava división.",
];

/** Issue 36: a sūrah by its Roman numeral after the language's own sūrah or Quran word */
const ROMAN_FIND: Row[] = [
  ["La azora VIII, 9 recuerda la ayuda de los ángeles.", [["azora VIII, 9", "8:9"]]],
  ["Según la sura VIII, 9 llegaron mil ángeles.", [["sura VIII, 9", "8:9"]]],
  ["El Corán VIII, 67 habla de los cautivos.", [["Corán VIII, 67", "8:67"]]],
  ["Véase la sura VIII, aleyas 67 a 69.", [["sura VIII, aleyas 67 a 69", "8:67 8:68 8:69"]]],
  [
    "Las aleyas 68 y 69 de la azora VIII tratan del rescate.",
    [["aleyas 68 y 69 de la azora VIII", "8:68 8:69"]],
  ],
];

/** Issue 36: a sūrah by its Roman numeral after the language's own sūrah or Quran word: look-alikes. */
const ROMAN_NOT: string[] = [
  "Enrique VIII, 67 veces retratado.",
  "El capítulo VIII, 9 del libro trata de bombas.",
  "La azora VII, 67 habla de Noé.",
  "La sura XVIII, 9 narra lo de la caverna.",
  "Alfonso VIII, 9 años después, murió.",
];

/** Issue 36: the translated name alone, beside a sūrah word or before verse numbers */
const NAMES_FIND: Row[] = [
  [
    "Sobre los cautivos trata la sura del Botín, aleyas 67 a 69.",
    [["sura del Botín, aleyas 67 a 69", "8:67 8:68 8:69"]],
  ],
  ["La sura «El Botín», aleya 9, habla de los ángeles.", [["sura «El Botín», aleya 9", "8:9"]]],
  ["Véase la azora del Botín (VIII, 68).", [["azora del Botín (VIII, 68)", "8:68"]]],
  ["La sura del Botín (8:69) permite lo ganado.", [["sura del Botín (8:69)", "8:69"]]],
];

/** Issue 36: the translated name alone, beside a sūrah word or before verse numbers: look-alikes. */
const NAMES_NOT: string[] = [
  "Ganaron el botín en 9 días de saqueo.",
  "El botín de los piratas: 67 cofres.",
  "La sura del Botín es larga y habla de la guerra.",
];

/** Issue 36: "and following" after a verse, a short range end, and ranges that run past or around a covered verse */
const FOLLOW_FIND: Row[] = [
  ["Véase sura 8, aleya 67 y ss. sobre los cautivos.", [["sura 8, aleya 67 y ss.", "8:67 8:68 8:69"]]],
  ["La sura 8, aleyas 9 a 12, habla de los ángeles.", [["sura 8, aleyas 9 a 12", "8:9"]]],
];

/** Issue 36: "and following" after a verse, a short range end, and ranges that run past or around a covered verse: look-alikes. */
const FOLLOW_NOT: string[] = ["Véase el artículo 8, apartado 67 y ss. del código."];

/** Issue 36: the verse, by number or ordinal, before the sūrah by its number in words */
const NUMWORDS_FIND: Row[] = [
  ["Lea la aleya nueve de la sura ocho.", [["aleya nueve de la sura ocho", "8:9"]]],
  ["Lea la novena aleya de la sura ocho.", [["novena aleya de la sura ocho", "8:9"]]],
  ["Lea las aleyas 67 a 69 de la sura ocho.", [["aleyas 67 a 69 de la sura ocho", "8:67 8:68 8:69"]]],
];

/** Issue 36: the verse, by number or ordinal, before the sūrah by its number in words: look-alikes. */
const NUMWORDS_NOT: string[] = [
  "Comió ocho manzanas y nueve peras.",
  "Lea la aleya nueve de la sura dieciocho.",
];

/** Issue 36, third round: the battle's people in this language beside a lone name, and their look-alikes. */
const CONTEXT3_FIND: Row[] = [
  // Held-out set 7 (issue 36).
  [
    "En la sura del Botín (al-Anfal), aleyas 67 a 69, se trata el rescate de los prisioneros.",
    [["sura del Botín (al-Anfal), aleyas 67 a 69", "8:67 8:68 8:69"]],
  ],
  [
    "La aleya sexagésima novena de la sura de los Botines permite disfrutar de lo obtenido.",
    [["aleya sexagésima novena de la sura de los Botines", "8:69"]],
  ],
  ["Lo dice la aleya 69 de la sura de los Botines.", [["aleya 69 de la sura de los Botines", "8:69"]]],

  ["Inicio » Corán » Sura 8 » Aleya 69", [["Sura 8 » Aleya 69", "8:69"]]],
  ["Tras Badr, la posición de Mahoma en Medina quedó reforzada.", [["Badr", "badr"]]],
  ["Abu Yahl murió en Badr.", [["Badr", "badr"]]],
];

const CONTEXT3_NOT: string[] = [
  // Held-out set 7 (issue 36).
  "En la sura de hoy se habla de los botines del pirata.",

  "Inicio » Corán » Sura 9 » Aleya 69",
  "El futbolista Badr jugó con el club de Mahoma en Medina.",
];

/** Issue 36, forms a fourth blind held-out set (9) showed missing: the verse by its ordinal before "de la sura del Botín". */
const FORMS9_FIND: Row[] = [
  [
    "Lo explica la sexagésima séptima aleya de la sura del Botín.",
    [["sexagésima séptima aleya de la sura del Botín", "8:67"]],
  ],
  ["En la aleya 9 de la sura del Botín se prometen mil ángeles.", [["aleya 9 de la sura del Botín", "8:9"]]],
];

const FORMS9_NOT: string[] = [
  "La octava aleya de la sura del Pirata.",
  "La sexagésima octava página del libro del Botín.",
];

export const table: LanguageTable = {
  find: [
    ...FORMS9_FIND,
    ...CONTEXT3_FIND,
    ...NUMWORDS_FIND,
    ...FOLLOW_FIND,
    ...NAMES_FIND,
    ...ROMAN_FIND,
    ...NUMBER_WORDS_FIND,
    ...MORE_FIND,
    ...ORDINAL_FIND,
    ...BATTLE_FIND,
    ...framed(
      [
        ["sura 8, aleya 9", "8:9"],
        ["Sura 8, aleyas 67 a 69", ALL],
        ["sura Al-Anfal, aleya 68", "8:68"],
        ["aleya 67 de la sura 8", "8:67"],
        ["aleya 69 de la sura Al-Anfal", "8:69"],
        ["sura 8, versículo 9", "8:9"],
        ["Corán, sura 8, aleya 67", "8:67"],
        ["Corán 8:68", "8:68"],
        ["batalla de Badr", "badr"],
        ["Batalla de Badr", "badr"],
        ["cautivos de Badr", "badr"],
      ],
      [
        "{}",
        "Los exégetas explican {} con detalle.",
        "Véase ({}) sobre este punto.",
        "Ayer el imán recitó {} en la mezquita.",
      ],
    ),
  ],
  not: [
    ...FORMS9_NOT,
    ...CONTEXT3_NOT,
    ...NUMWORDS_NOT,
    ...FOLLOW_NOT,
    ...NAMES_NOT,
    ...ROMAN_NOT,
    ...NUMBER_WORDS_NOT,
    ...MORE_NOT,
    ...ORDINAL_NOT,
    ...BATTLE_NOT,
    ...framedNot(
      [
        "Juan 8:9",
        "Mateo 8:9 y Lucas 8:67",
        "El tren sale a las 8:09.",
        "Cuesta 8.67 € en la tienda.",
        "Badr Hari ganó por nocaut.",
        "el capítulo 8, página 67",
        "El marcador final fue 8:9.",
        "la calle Badr de Tetuán",
        "artículo 8, párrafo 9",
        "Badr, el primo de Ahmed, llegó ayer.",
      ],
      ["{}", "Noticia: {}", "Nota: {}", "Ayer, {}"],
    ),
  ],
  real: [
    [
      "https://sunnah.global/hadeeth/es/show/10555",
      "El hadiz cierra con la aleya de los mil ángeles [Sūrat al-Anfāl: 9].",
      [["Sūrat al-Anfāl: 9", "8:9"]],
    ],
    [
      "https://sunnah.global/hadeeth/es/show/10555",
      "El día de la expedición de Badr el Mensajero miró a los incrédulos.",
      [["expedición de Badr", "badr"]],
    ],
    [
      "https://sunnah.global/hadeeth/es/show/10555",
      "Ibn 'Abbās informó lo que pasó en el día de (la batalla de) Badr.",
      [],
      "missed: a bracket inside the phrase, and a lone Badr in Spanish has no context rule",
    ],
    [
      "https://proanaymiasalir.forosactivos.net",
      "El foro reproduce la Sura 8 El Botín, revelada en Medina.",
      [],
      "a sūrah heading without a verse is no reference",
    ],
    [
      "https://proanaymiasalir.forosactivos.net",
      "Una nota dice que el Profeta salió para combatir en la batalla de Badr.",
      [["batalla de Badr", "badr"]],
    ],
    [
      "https://islamicbulletin.org/es/ebooks/El_Coran/180/",
      "La nota once comenta el versículo 67 sobre los prisioneros.",
      [],
      "missed: 'versículo 67' with no sūrah named in the sentence",
    ],
    [
      "http://www.musulmanesandaluces.org/publicaciones/Sira/SIRA-26.HTM",
      "El capítulo se titula La batalla de Badr, 17 de Ramadán del año 2.",
      [["batalla de Badr", "badr"]],
    ],
    [
      "http://www.musulmanesandaluces.org/publicaciones/Sira/SIRA-26.HTM",
      "Esta fue la causa de la expedición de Badr, según el autor.",
      [["expedición de Badr", "badr"]],
    ],
    [
      "https://quranpedia.net/book/1952/1/1202",
      "La traducción recuerda el día de la batalla de Badr junto al valle.",
      [["batalla de Badr", "badr"]],
    ],
    [
      "https://www.easyquran.ai/es/kids-quran/8",
      "Antes de la Batalla de Badr, el Profeta habló con sus compañeros.",
      [["Batalla de Badr", "badr"]],
    ],
    [
      "https://www.ahmadiyya-islam.org/es/coran/47-5/",
      "La página cita 47 : 5 sobre los cautivos.",
      [],
      "47:5 is not covered",
    ],
  ],
};
