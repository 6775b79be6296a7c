/** Swedish (data/grammar/languages/sv.json). */
import { framed, framedNot, type LanguageTable } from "./table.ts";

const ALL = "8:67 8:68 8:69";

export const table: LanguageTable = {
  find: framed(
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
  not: framedNot(
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
    ],
    ["{}", "Nyhet: {}", "Anteckning: {}", "I går: {}"],
  ),
  real: [
    [
      "https://sv.wikipedia.org/wiki/Slaget_vid_Badr",
      "Artikeln heter Slaget vid Badr och handlar om år 624.",
      [["Slaget vid Badr", "badr"]],
    ],
    [
      "https://sv.wikipedia.org/wiki/Slaget_vid_Badr",
      "Slaget vid Badr utkämpades den 13 mars 624 nära Medina.",
      [["Slaget vid Badr", "badr"]],
    ],
    [
      "https://sv.wikipedia.org/wiki/Slaget_vid_Badr",
      "Efter slaget vid Badr fördelades bytet enligt sura 8 vers 41.",
      [["slaget vid Badr", "badr"]],
      "8:41 is not covered",
    ],
    [
      "https://sv.wikipedia.org/wiki/Al-Anfal",
      "Al-Anfal är Koranens åttonde sura med 75 verser.",
      [],
      "a sūrah described without a verse is no reference",
    ],
    [
      "https://sv.wikipedia.org/wiki/Al-Anfal",
      "Suran uppenbarades efter slaget vid Badr.",
      [["slaget vid Badr", "badr"]],
    ],
    [
      "https://sv.wikipedia.org/wiki/Al-Anfal",
      "Vers 9 i sura 8 nämner de tusen änglarna.",
      [["Vers 9 i sura 8", "8:9"]],
    ],
    [
      "https://www.islam.se",
      "Fångarna efter segern vid Badr frigavs mot lösen.",
      [["segern vid Badr", "badr"]],
    ],
    ["https://www.islam.se", "Predikan tog upp sura 8, vers 67 om fångarna.", [["sura 8, vers 67", "8:67"]]],
    [
      "https://www.islam.se",
      "Profeten rådfrågade sina följeslagare innan striden vid Badr.",
      [["striden vid Badr", "badr"]],
    ],
    ["https://www.islam.se", "Om lösen för fångarna, se Koranen 8:68.", [["Koranen 8:68", "8:68"]]],
  ],
};
