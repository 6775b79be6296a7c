/**
 * Every text of the detector's tables, for the tests that hold a probe to the detector (content.js's
 * first look, page.js's block filter): citations, look-alikes and real sentences, in every
 * language, with the verses of each covered verse in every language quran-json ships.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { mustFind } from "./cases-find.ts";
import { mustNotFind } from "./cases-not.ts";
import { COVERED } from "./helpers.ts";
import type { LanguageTable } from "./languages/table.ts";
import { LANGUAGES, quran } from "./quotations/helpers.ts";

/** Every language file's test table (languages.test.ts checks that each has one). */
export const LANGUAGE_TABLES: LanguageTable[] = [];
for (const file of readdirSync(join(import.meta.dirname, "../../../../data/grammar/languages"))) {
  if (!file.endsWith(".json")) continue;
  const code = file.replace(/\.json$/, "");
  LANGUAGE_TABLES.push(((await import(`./languages/${code}.ts`)) as { table: LanguageTable }).table);
}

export const TABLE_TEXTS: string[] = [
  ...Object.values(mustFind).flatMap((rows) => rows.map((r) => r[0])),
  ...Object.values(mustNotFind).flat(),
  ...LANGUAGE_TABLES.flatMap((t) => [...t.find.map((r) => r[0]), ...t.not, ...t.real.map((r) => r[1])]),
];

/** Each covered verse in Arabic and in every translation quran-json ships. */
export const COVERED_VERSE_TEXTS: string[] = LANGUAGES.flatMap((language) =>
  COVERED.filter((t) => t.includes(":")).map((target) => quran(language).get(target)!),
);
