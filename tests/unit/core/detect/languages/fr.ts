/** French (data/grammar/languages/fr.json). */
import type { Row } from "../cases-find.ts";
import { framed, framedNot, type LanguageTable } from "./table.ts";

const ALL = "8:67 8:68 8:69";

/**
 * Wave 2 recall (docs/DETECTION.md): revelation words as Quran context, the tight comma and the
 * semicolon, the battle's other phrases and the lone name with this language's context words.
 */
const MORE_FIND: Row[] = [
  ["Voir la sourate Al-Anfal (Le Butin), verset 67.", [["sourate Al-Anfal (Le Butin), verset 67", "8:67"]]],
  [
    "Dans la sourate 8 (Al-Anfal), verset 67, il est question des captifs.",
    [["sourate 8 (Al-Anfal), verset 67", "8:67"]],
  ],

  ["Voir Coran 8, 67.", [["Coran 8, 67", "8:67"]]],
  ["Le Coran 8, 67-69 parle des captifs.", [["Coran 8, 67-69", "8:67 8:68 8:69"]]],
  ["(Coran 8, 9)", [["Coran 8, 9", "8:9"]]],
  ["La sourate 8, 67 parle des captifs.", [["sourate 8, 67", "8:67"]]],
  ["Dans la sourate 8:68, Dieu rappelle un décret.", [["sourate 8:68", "8:68"]]],
  ["Ce verset fut révélé après la bataille (8:67).", [["8:67", "8:67"]]],
  ["Les circonstances de la révélation de 8:67 sont connues.", [["8:67", "8:67"]]],
  ["Les musulmans ont vaincu les Mecquois à Badr.", [["Badr", "badr"]]],
];

/** Wave 2's look-alikes: the same words beside Bible verses, times, scores, prices and people. */
const MORE_NOT: string[] = [
  "Le butin (8, 67) fut partagé.",

  "Le produit révélé au salon coûte 8,67 euros.",
  "Apocalypse 8:9",
  "La vérité fut révélée à 8:09 ce matin.",
  "Badr, un ami de Lyon, est arrivé hier.",
  "Le score final : 8;67",
];

/**
 * The sūrah by its ordinal ("la huitième sourate"), the verse by its ordinal ("le neuvième
 * verset", "le 68e verset"). The trigger reads the ordinal in plain letters only, so an accented
 * "huitième" is found where the sūrah's name follows it (or any other trigger word does).
 */
const ORDINAL_FIND: Row[] = [
  // Held-out set 6 (issue 36).
  [
    "Le neuvième verset de la sourate du Butin évoque mille anges envoyés en renfort.",
    [["neuvième verset de la sourate du Butin", "8:9"]],
  ],
  [
    "Selon la huitième sourate (Al-Anfal), verset 67, le Prophète ne devait pas faire de captifs.",
    [["huitième sourate (Al-Anfal), verset 67", "8:67"]],
  ],
  [
    "Les versets 67 à 69 de la huitième sourate (Al-Anfal) traitent des captifs.",
    [["versets 67 à 69 de la huitième sourate (Al-Anfal)", ALL]],
  ],
  ["Voir la huitieme sourate, verset 9.", [["huitieme sourate, verset 9", "8:9"]]],
  [
    "Les versets 67 a 69 de la huitieme sourate du Coran parlent de la rançon.",
    [["versets 67 a 69 de la huitieme sourate du Coran", ALL]],
  ],
  [
    "Le huitieme chapitre du Coran, versets 67 à 69, évoque la rançon.",
    [["huitieme chapitre du Coran, versets 67 à 69", ALL]],
  ],
  [
    "Le neuvième verset de la sourate Al-Anfal évoque les anges.",
    [["neuvième verset de la sourate Al-Anfal", "8:9"]],
  ],
  [
    "Le soixante-septième verset de la sourate Al-Anfal blâme la rançon.",
    [["soixante-septième verset de la sourate Al-Anfal", "8:67"]],
  ],
  ["Lisez le 68e verset de la sourate 8.", [["68e verset de la sourate 8", "8:68"]]],
  [
    "Le 69ème verset de la sourate Al-Anfal conclut ce passage.",
    [["69ème verset de la sourate Al-Anfal", "8:69"]],
  ],
];

/** Ordinals of other sūrahs, of other books' chapters, and other verses of al-Anfal. */
const ORDINAL_NOT: string[] = [
  // Held-out set 6 (issue 36).
  "La sourate du jour parle du butin des pirates.",
  "le huitième chapitre du roman, verset 9",
  "le huitieme chapitre du roman, verset 9",
  "la huitieme strophe, verset 9",
  "la neuvième sourate, verset 9",
  "les versets 67 à 69 de la neuvième sourate",
  "la neuvième sourate (Al-Anfal), verset 67",
  "le neuvième verset du poème",
  "le neuvième verset de la sourate Al-Baqara",
  "le vingt-neuvième verset de la sourate Al-Anfal",
  "le dix-neuvième verset de la sourate Al-Anfal",
  "le 29e verset de la sourate Al-Anfal",
];

/** A lone Badr after a verb of taking part, or after the battle's people. */
const BATTLE_FIND: Row[] = [
  ["Il a combattu à Badr aux côtés du Prophète.", [["combattu à Badr", "badr"]]],
  ["Abou Oubayda a participé à Badr et à toutes les campagnes suivantes.", [["participé à Badr", "badr"]]],
  ["Othman n'a pas pris part à Badr, car sa femme était malade.", [["pris part à Badr", "badr"]]],
  ["Deux de ses fils sont tombés en martyrs à Badr.", [["tombés en martyrs à Badr", "badr"]]],
  ["Les participants à Badr reçurent la plus haute pension.", [["participants à Badr", "badr"]]],
];

/** The same verbs beside people, towns and events named Badr. */
const BATTLE_NOT: string[] = [
  "Il a combattu à Badr Hari lors du gala.",
  "Elle a participé à Badr Expo 2024.",
  "Il a combattu à Badr City contre les inondations.",
  "Les participants à Badr Expo ont été nombreux.",
  "Karim a pris part à Badr Télécom Day.",
];

/** Issue 36: a sūrah by its Roman numeral after the language's own sūrah or Quran word */
const ROMAN_FIND: Row[] = [
  ["Le Coran VIII, 9 évoque les anges envoyés.", [["Coran VIII, 9", "8:9"]]],
  ["Dans la sourate VIII, 67 il est question des captifs.", [["sourate VIII, 67", "8:67"]]],
  ["La sourate VIII, verset 68 blâme la rançon.", [["sourate VIII, verset 68", "8:68"]]],
  [
    "Voir les versets 67 à 69 de la sourate VIII.",
    [["versets 67 à 69 de la sourate VIII", "8:67 8:68 8:69"]],
  ],
  ["Coran VIII:69 permet le butin.", [["Coran VIII:69", "8:69"]]],
];

/** Issue 36: a sūrah by its Roman numeral after the language's own sūrah or Quran word: look-alikes. */
const ROMAN_NOT: string[] = [
  "Louis VIII, 9 ans plus tard, mourut.",
  "Le chapitre VIII, 9 du manuel décrit la pompe.",
  "La sourate XVIII, 9 parle de la caverne.",
  "La sourate IX, 67 parle des hypocrites.",
  "Henri VIII 67 fois peint.",
];

/** Issue 36: the translated name alone, beside a sūrah word or before verse numbers */
const NAMES_FIND: Row[] = [
  ["La sourate du Butin (VIII, 9) rappelle le secours des anges.", [["sourate du Butin (VIII, 9)", "8:9"]]],
  ["La sourate du Butin (8:67) parle des captifs.", [["sourate du Butin (8:67)", "8:67"]]],
  ["La sourate « Le Butin », verset 9, évoque les anges.", [["sourate « Le Butin », verset 9", "8:9"]]],
  ["Lisez la sourate du Butin, versets 67 à 69.", [["sourate du Butin, versets 67 à 69", "8:67 8:68 8:69"]]],
];

/** Issue 36: the translated name alone, beside a sūrah word or before verse numbers: look-alikes. */
const NAMES_NOT: string[] = [
  "Le butin, 9 lingots d'or, fut partagé.",
  "Le Butin, 67 pages, roman de 1990.",
  "La sourate du Butin est la huitième du Livre.",
];

/** Issue 36: "and following" after a verse, a short range end, and ranges that run past or around a covered verse */
const FOLLOW_FIND: Row[] = [
  ["Voir Coran 8, 68 et suiv. sur les captifs.", [["Coran 8, 68 et suiv.", "8:68 8:69"]]],
  [
    "Voir sourate 8, verset 67 et suivants sur les captifs.",
    [["sourate 8, verset 67 et suivants", "8:67 8:68 8:69"]],
  ],
  ["Les versets 8:9-12 du Coran évoquent les anges.", [["8:9-12", "8:9"]]],
  ["Sourate 8, versets 5 à 19, sur la bataille.", [["Sourate 8, versets 5 à 19", "8:9"]]],
];

/** Issue 36: "and following" after a verse, a short range end, and ranges that run past or around a covered verse: look-alikes. */
const FOLLOW_NOT: string[] = [
  "Voir Coran 8, 70 et suiv. sur les captifs.",
  "Voir le chapitre 8, 68 et suiv. du code civil.",
];

/** Issue 36: verse and sūrah by their numbers in words, the verse first */
const NUMWORDS_FIND: Row[] = [
  ["Lisez le verset neuf de la sourate huit.", [["verset neuf de la sourate huit", "8:9"]]],
  [
    "Lisez les versets 67 à 69 de la sourate huit.",
    [["versets 67 à 69 de la sourate huit", "8:67 8:68 8:69"]],
  ],
  ["Lisez le neuvième verset de la sourate huit.", [["neuvième verset de la sourate huit", "8:9"]]],
  ["La sourate huit, verset neuf, parle des anges.", [["sourate huit, verset neuf", "8:9"]]],
  [
    "Le verset soixante-sept de la sourate al-Anfal parle des captifs.",
    [["verset soixante-sept de la sourate al-Anfal", "8:67"]],
  ],
];

/** Issue 36: verse and sūrah by their numbers in words, the verse first: look-alikes. */
const NUMWORDS_NOT: string[] = [
  "Il a acheté huit pommes et neuf poires.",
  "Le verset neuf de la sourate dix-huit parle de la caverne.",
];

/** Issue 36, third round: the battle's people in this language beside a lone name, and their look-alikes. */
const CONTEXT3_FIND: Row[] = [
  // Held-out set 7 (issue 36).
  [
    "Al-Anfâl (Le Butin), v. 67-69 : le sort des prisonniers et la rançon.",
    [["Al-Anfâl (Le Butin), v. 67-69", ALL]],
  ],

  ["Accueil › Coran › Sourate 8 › Verset 67", [["Sourate 8 › Verset 67", "8:67"]]],
  ["Après Badr, Mahomet rentra à Médine avec les captifs.", [["Badr", "badr"]]],
  ["Abou Jahl fut tué à Badr.", [["Badr", "badr"]]],
];

const CONTEXT3_NOT: string[] = [
  "Accueil › Coran › Sourate 9 › Verset 67",
  "Le footballeur Badr a rejoint Médine, où joue le club de Mahomet.",
];

export const table: LanguageTable = {
  find: [
    ...CONTEXT3_FIND,
    ...NUMWORDS_FIND,
    ...FOLLOW_FIND,
    ...NAMES_FIND,
    ...ROMAN_FIND,
    ...MORE_FIND,
    ...ORDINAL_FIND,
    ...BATTLE_FIND,
    ...framed(
      [
        ["sourate 8, verset 9", "8:9"],
        ["Sourate 8, versets 67 à 69", ALL],
        ["sourate Al-Anfal, verset 68", "8:68"],
        ["sourate Al-Anfâl (8), verset 67", "8:67"],
        ["verset 69 de la sourate 8", "8:69"],
        ["verset 9 de la sourate Al-Anfal", "8:9"],
        ["versets 67 et 68 de la sourate Al-Anfal", "8:67 8:68"],
        ["Coran, sourate 8, verset 67", "8:67"],
        ["Coran 8.69", "8:69"],
        ["bataille de Badr", "badr"],
        ["Bataille de Badr", "badr"],
        ["prisonniers de Badr", "badr"],
        ["jour de Badr", "badr"],
      ],
      [
        "{}",
        "Les exégètes commentent {} en détail.",
        "Voir ({}) à ce sujet.",
        "Hier soir, l'imam a cité {} devant nous.",
      ],
    ),
  ],
  not: [
    ...CONTEXT3_NOT,
    ...NUMWORDS_NOT,
    ...FOLLOW_NOT,
    ...NAMES_NOT,
    ...ROMAN_NOT,
    ...MORE_NOT,
    ...ORDINAL_NOT,
    ...BATTLE_NOT,
    ...framedNot(
      [
        "Jean 8:9",
        "Matthieu 8:9 et Luc 8:67",
        "Le train part à 8:09.",
        "Le prix est de 8.67 €.",
        "Badr Hari a gagné le combat.",
        "Badr Dahmani, élu local",
        "chapitre 8, page 67",
        "Le score final était de 8:9.",
        "la rue Badr à Casablanca",
        "article 8, alinéa 9",
      ],
      ["{}", "Dépêche : {}", "Note : {}", "Hier, {}"],
    ),
  ],
  real: [
    [
      "https://islamophile.org/spip/La-grande-bataille-de-Badr-1.html",
      "Le titre de la page est La grande bataille de Badr.",
      [["bataille de Badr", "badr"]],
    ],
    [
      "https://www.easyquran.ai/fr/kids-quran/8",
      "Avant la bataille de Badr, le Prophète consulta ses compagnons.",
      [["bataille de Badr", "badr"]],
    ],
    [
      "https://www.easyquran.ai/fr/kids-quran/8",
      "Il accepta le conseil de prendre le contrôle des puits de Badr.",
      [["puits de Badr", "badr"]],
    ],
    [
      "https://www.easyquran.ai/fr/kids-quran/8",
      "Allah a soutenu l'armée musulmane à Badr et a fait descendre des anges.",
      [["Badr", "badr"]],
    ],
    [
      "hadith.day (fr), as in realworld.test.ts",
      "Le Jour de Badr, les captifs furent amenés devant le Messager.",
      [["Jour de Badr", "badr"]],
    ],
    [
      "https://fr.wikishia.net/view/Sourate_al-Anfal",
      "L'article présente la sourate Al-Anfal, verset 1, puis la suite.",
      [],
      "verse 1 is not covered",
    ],
    [
      "https://fr.wikishia.net/view/Sourate_al-Anfal",
      "Le commentaire renvoie à la sourate Al-Anfal, verset 9 pour les anges.",
      [["sourate Al-Anfal, verset 9", "8:9"]],
    ],
    [
      "https://institut.arabecoranique.com/lire/47/4",
      "La page traduit la sourate 47, verset 4, sur les captifs.",
      [],
      "47:4 is not covered",
    ],
    [
      "https://www.quran-karim.org/fr/sourate/47-mohammed/verset/4",
      "Le lien sourate/47-mohammed/verset/4 mène à une autre sourate.",
      [],
      "47:4 is not covered",
    ],
    [
      "constructed",
      "La sîrah décrit la victoire de Badr et le retour à Médine.",
      [["victoire de Badr", "badr"]],
    ],
    [
      "constructed",
      "Plusieurs compagnons de Badr sont nommés dans ce chapitre.",
      [["compagnons de Badr", "badr"]],
    ],
  ],
};
