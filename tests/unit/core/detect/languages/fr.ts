/** French (data/grammar/languages/fr.json). */
import { framed, framedNot, type LanguageTable } from "./table.ts";

const ALL = "8:67 8:68 8:69";

export const table: LanguageTable = {
  find: framed(
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
  not: framedNot(
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
      [],
      "missed: a lone Badr after 'puits de' with no other battle word in the sentence",
    ],
    [
      "https://www.easyquran.ai/fr/kids-quran/8",
      "Allah a soutenu l'armée musulmane à Badr et a fait descendre des anges.",
      [],
      "missed: a lone Badr in French has no context rule",
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
