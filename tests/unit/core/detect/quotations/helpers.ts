/** A detector with the quotation tables the build compiles, and quran-json's verses for test rows. */

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createDetector } from "../../../../../src/core/detect/index.ts";
import { AnchorProbe, anchorTables } from "../../../../../src/core/detect/quotations/anchor-probe.ts";
import { loadQuotations } from "../../../../../src/node/quotations.ts";
import { COVERED, GRAMMAR, probeFor } from "../helpers.ts";

export const DATA = join(import.meta.dirname, "../../../../../data");
export const QUOTATIONS = loadQuotations(DATA, COVERED);
export const quoting = createDetector(GRAMMAR, COVERED, { quotations: QUOTATIONS });
/** The probe that stands before `quoting` (helpers.ts probeFor), with the quotation probe. */
export const quotingProbe = probeFor(GRAMMAR, COVERED, QUOTATIONS);
/** page.js's anchor probe (anchor-probe.ts), from the tables the build ships to it. */
export const anchors = new AnchorProbe(anchorTables(QUOTATIONS));

const require = createRequire(import.meta.url);
const dist = join(dirname(require.resolve("quran-json/package.json")), "dist");
type Chapters = { id: number; verses: { id: number; text: string; translation?: string }[] }[];

export const LANGUAGES = ["ar", "en", "bn", "es", "fr", "id", "ru", "sv", "tr", "ur", "zh"] as const;
export type Language = (typeof LANGUAGES)[number];

const cache = new Map<Language, Map<string, string>>();
/** Every verse of quran-json's Arabic or one of its translations, by "S:V". */
export function quran(language: Language): Map<string, string> {
  let q = cache.get(language);
  if (!q) {
    const file = language === "ar" ? "quran.json" : `quran_${language}.json`;
    const chapters = JSON.parse(readFileSync(join(dist, file), "utf8")) as Chapters;
    q = new Map();
    for (const c of chapters)
      for (const v of c.verses) q.set(`${c.id}:${v.id}`, language === "ar" ? v.text : (v.translation ?? ""));
    cache.set(language, q);
  }
  return q;
}
