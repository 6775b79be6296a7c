/**
 * The Arabic font the popover draws verses with, subset at build time to the characters the
 * dataset ships, so the Quran's marks render the same on every machine whatever fonts it has
 * (a default Debian install has none that draws U+065E or the small high letters).
 *
 * Noto Naskh Arabic (SIL Open Font License 1.1, the @fontsource/noto-naskh-arabic package): it
 * covers every character of the shipped verses, where Amiri Quran lacks U+065E (used by quran-json
 * in 8:67–69), and its subset is a quarter of Amiri's. hb-subset (through subset-font) keeps the
 * OpenType layout the marks need. The coverage check runs on the subset itself, so a verse added
 * to the dataset with a character the font lacks fails the build, naming the verse. The Arabic
 * names on facts cards join the subset and the check.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Face, Blob as HarfBuzzBlob } from "harfbuzzjs";
import subsetFont from "subset-font";
import type { Dataset } from "../core/dataset/types.ts";
import type { Problem } from "../core/dataset/validate.ts";
import { DatasetError } from "./dataset.ts";

export const VERSE_FONT_PACKAGE = "@fontsource/noto-naskh-arabic";
const VERSE_FONT_FILE = `${VERSE_FONT_PACKAGE}/files/noto-naskh-arabic-arabic-400-normal.woff2`;

/** Drawn around the verse number (src/ui/Popover.tsx), and the digits it is written in. */
const ORNAMENT_AND_DIGITS = "﴿﴾٠١٢٣٤٥٦٧٨٩";

/** White space is drawn by the fallback font; the subset need not carry it. */
const NOT_DRAWN = /\s/u;

export interface VerseFont {
  /** WOFF2 bytes. */
  bytes: Uint8Array;
  /** The characters it covers, for the record. */
  characters: number;
}

/** Other Arabic-script text the popover draws in this face, and where it comes from (for the error). */
interface DrawnText {
  file: string;
  field: string;
  text: string;
}

/**
 * Subsets the font to `dataset`'s verses and the Arabic names of its facts cards (drawn in verse
 * frames too); throws DatasetError naming each verse or name it cannot draw.
 */
export async function buildVerseFont(
  dataset: Pick<Dataset, "verses" | "entries">,
  dataDir = "data",
): Promise<VerseFont> {
  const verses = Object.values(dataset.verses);
  // The interface's Arabic from the dataset (the names on a facts card) is drawn in the same face.
  const names: DrawnText[] = [
    ...dataset.entries.flatMap((entry) =>
      (entry.facts ?? []).flatMap((fact, i) =>
        fact.arabic
          ? [{ file: `${dataDir}/entries/${entry.id}.json`, field: `facts[${i}].arabic`, text: fact.arabic }]
          : [],
      ),
    ),
  ];
  const text = [
    ...new Set(
      verses.map((v) => v.arabic).join("") + names.map((n) => n.text).join("") + ORNAMENT_AND_DIGITS,
    ),
  ].join("");
  const source = readFileSync(createRequire(import.meta.url).resolve(VERSE_FONT_FILE));
  const truetype = await subsetFont(source, text, { targetFormat: "truetype" });
  const covered = new Set(new Face(new HarfBuzzBlob(truetype), 0).collectUnicodes());
  const lacks = (c: string) => !NOT_DRAWN.test(c) && !covered.has(c.codePointAt(0)!);
  const problems: Problem[] = [];
  for (const verse of verses) {
    const missing = [...new Set(verse.arabic)].filter(lacks);
    if (missing.length === 0) continue;
    for (const entry of dataset.entries.filter((e) => e.targets.includes(verse.key))) {
      problems.push({
        file: `${dataDir}/entries/${entry.id}.json`,
        field: "targets",
        message: `verse ${verse.key} (Arabic text from quran-json) has ${missing.map(describe).join(", ")}, which the bundled font (${VERSE_FONT_PACKAGE}) cannot draw`,
      });
    }
  }
  for (const name of names) {
    const missing = [...new Set(name.text)].filter(lacks);
    if (missing.length === 0) continue;
    problems.push({
      file: name.file,
      field: name.field,
      message: `has ${missing.map(describe).join(", ")}, which the bundled font (${VERSE_FONT_PACKAGE}) cannot draw`,
    });
  }
  const ornament = [...ORNAMENT_AND_DIGITS].filter(lacks);
  if (ornament.length > 0) {
    problems.push({
      file: "src/node/verse-font.ts",
      field: "ORNAMENT_AND_DIGITS",
      message: `the bundled font cannot draw ${ornament.map(describe).join(", ")}`,
    });
  }
  if (problems.length > 0) throw new DatasetError(problems);
  const bytes = await subsetFont(source, text, { targetFormat: "woff2" });
  return { bytes: new Uint8Array(bytes), characters: covered.size };
}

/**
 * The same font's whole Arabic-script file (every letter and mark of the Arabic blocks, Urdu's
 * letters, the presentation forms), shipped as a file for the extension's own pages (popup,
 * options, first-run): they show text of any page (the popup's snippets) and the Urdu interface,
 * which a machine without an Arabic font draws as boxes. pages.css loads it only when a page holds
 * such a character (unicode-range), after the system's fonts; a file, not bytes in the bundles, so
 * popup.js and options.js carry nothing for readers who never see Arabic script.
 */
export function interfaceFontFile(): string {
  return createRequire(import.meta.url).resolve(VERSE_FONT_FILE);
}
/** Where the extension's pages find it (pages.css). */
export const INTERFACE_FONT_PATH = "fonts/noto-naskh-arabic.woff2";

/** The font's licence file (SIL Open Font License 1.1), shipped beside it in dist/. */
export function verseFontLicence(): string {
  return createRequire(import.meta.url).resolve(`${VERSE_FONT_PACKAGE}/LICENSE`);
}

function describe(c: string): string {
  return `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")} (${c})`;
}
