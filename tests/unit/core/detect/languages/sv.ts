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

export const table: LanguageTable = {
  find: [
    ...MORE_FIND,
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
    ...MORE_NOT,
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
      "constructed (no further Swedish page in the searchable corpus)",
      "Slaget vid Badr utkämpades den 13 mars 624 nära Medina.",
      [["Slaget vid Badr", "badr"]],
    ],
    ["constructed", "Suran uppenbarades efter slaget vid Badr.", [["slaget vid Badr", "badr"]]],
    ["constructed", "Vers 9 i sura 8 nämner de tusen änglarna.", [["Vers 9 i sura 8", "8:9"]]],
    ["constructed", "Predikan tog upp sura 8, vers 67 om fångarna.", [["sura 8, vers 67", "8:67"]]],
    ["constructed", "Om lösen för fångarna, se Koranen 8:68.", [["Koranen 8:68", "8:68"]]],
  ],
};
