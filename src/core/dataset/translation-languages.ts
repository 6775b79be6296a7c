/**
 * The verse translations Badr Lens ships, one row each: the one list to extend to add one (the
 * quran-json package must have it, as dist/quran_<code>.json). Everything that names them derives
 * from this table: the type, the setting's check (src/shared/settings.ts), the options page's
 * list (src/options/translations.ts), the build's reading of the package
 * (src/node/quran-source.ts) and the quotation compiler (src/node/quotations.ts).
 *
 * Pure data, in src/core so that the dataset's types, the build and every extension page can
 * import it; every bundle that reads the settings carries it, so it stays this small.
 */
export const TRANSLATION_LANGUAGE_TABLE = [
  // `name`: the language in its own words, as the options page lists it in every interface.
  // `translator`: as quran-json's README (3.1.2) credits them; the popover shows it beside the
  // translation, and Copy puts it in the citation. `dir`: the script's direction.
  { code: "en", name: "English", dir: "ltr", translator: "Saheeh International" },
  { code: "bn", name: "বাংলা", dir: "ltr", translator: "Muhiuddin Khan" },
  { code: "zh", name: "中文", dir: "ltr", translator: "Muhammad Makin" },
  { code: "fr", name: "Français", dir: "ltr", translator: "Muhammad Hamidullah" },
  { code: "id", name: "Bahasa Indonesia", dir: "ltr", translator: "Indonesian Islamic Affairs Ministry" },
  { code: "ru", name: "Русский", dir: "ltr", translator: "Elmir Kuliev" },
  { code: "es", name: "Español", dir: "ltr", translator: "Muhammad Isa García" },
  { code: "sv", name: "Svenska", dir: "ltr", translator: "Knut Bernström" },
  { code: "tr", name: "Türkçe", dir: "ltr", translator: "Turkish Directorate of Religious Affairs" },
  { code: "ur", name: "اردو", dir: "rtl", translator: "Abul A'la Maududi" },
] as const satisfies readonly {
  code: string;
  name: string;
  dir: "ltr" | "rtl";
  translator: string;
}[];

export type TranslationLanguage = (typeof TRANSLATION_LANGUAGE_TABLE)[number]["code"];

/** The translations' codes, in the table's order; the popover shows the reader's, English otherwise. */
export const TRANSLATION_LANGUAGES: readonly TranslationLanguage[] = TRANSLATION_LANGUAGE_TABLE.map(
  (row) => row.code,
);
