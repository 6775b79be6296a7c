/**
 * What Copy puts on the clipboard: the verse, its key, the translation's name and a link, as plain
 * text and as HTML (a blockquote with a citation, ready to paste into an article), the key written
 * the way readers of the interface's language cite it. Pure: the HTML is built from escaped text,
 * never parsed.
 */
import { ayahRanges, versesBySurah } from "../core/dataset/lookup.ts";
import type { Verse } from "../core/dataset/types.ts";
import type { Language } from "../shared/languages.ts";
import { quranComUrl, verseRuns } from "./labels.ts";

/**
 * A citation style for each interface language (src/shared/languages.ts): a language added there
 * fails the typecheck of STYLES until it has one. A language that is not the interface's is cited
 * as in English.
 */
export type CitationStyle = Language;

interface Cited {
  /** "Quran, Al-Anfal 8:67–69", "QS. Al-Anfal [8]: 67–69", «الأنفال: ٦٧–٦٩». */
  reference: string;
  /** "Saheeh International translation", "terjemahan …", "ترجمہ: …". */
  credit: string;
  dir: "ltr" | "rtl";
}

/** One sūrah's verses: its number, its names, and its runs of verses ("67–69"). */
interface SurahRun {
  number: number;
  name: string;
  arabicName: string;
  ranges: string[];
}

const ARABIC_DIGITS = "٠١٢٣٤٥٦٧٨٩";
const URDU_DIGITS = "۰۱۲۳۴۵۶۷۸۹";
const digitsIn = (digits: string) => (text: string) => text.replace(/\d/g, (d) => digits[Number(d)]!);
/** First strong isolate … pop directional isolate: a Latin name inside Arabic text keeps its order. */
const isolate = (text: string) => `\u2068${text}\u2069`;

const STYLES: Record<CitationStyle, (runs: SurahRun[], translator: string) => Cited> = {
  en: (runs, translator) => ({
    reference: `Quran, ${runs.map((r) => `${r.name} ${r.ranges.map((x) => `${r.number}:${x}`).join(", ")}`).join("; ")}`,
    credit: `${translator} translation`,
    dir: "ltr",
  }),
  id: (runs, translator) => ({
    reference: runs.map((r) => `QS. ${r.name} [${r.number}]: ${r.ranges.join(", ")}`).join("; "),
    credit: `terjemahan ${translator}`,
    dir: "ltr",
  }),
  tr: (runs, translator) => ({
    reference: runs.map((r) => `${r.name} ${r.ranges.map((x) => `${r.number}/${x}`).join(", ")}`).join("; "),
    credit: `${translator} meali`,
    dir: "ltr",
  }),
  ar: (runs, translator) => ({
    reference: `«${runs.map((r) => `${r.arabicName}: ${digitsIn(ARABIC_DIGITS)(r.ranges.join("، "))}`).join("؛ ")}»`,
    credit: `ترجمة ${isolate(translator)}`,
    dir: "rtl",
  }),
  ur: (runs, translator) => ({
    reference: `سورۃ ${runs.map((r) => `${r.arabicName}: ${digitsIn(URDU_DIGITS)(r.ranges.join("، "))}`).join("؛ ")}`,
    credit: `ترجمہ: ${isolate(translator)}`,
    dir: "rtl",
  }),
};

/** The style for an interface language ("ar", "en-GB"): its own where it has one, else English. */
export function citationStyleOf(language: string): CitationStyle {
  const base = language.toLowerCase().split("-")[0] ?? "en";
  return base in STYLES ? (base as CitationStyle) : "en";
}

function surahRuns(verses: readonly Verse[]): SurahRun[] {
  const byKey = new Map(verses.map((v) => [v.key, v]));
  return [...versesBySurah(verses.map((v) => v.key))].map(([number, ayahs]) => {
    const first = byKey.get(`${number}:${ayahs[0]}`);
    return {
      number,
      name: first?.surah ?? `Quran ${number}`,
      arabicName: first?.surahArabic ?? first?.surah ?? String(number),
      ranges: ayahRanges(ayahs),
    };
  });
}

export interface CitedTranslation {
  /** BCP 47 language of the translation, and its direction. */
  language: string;
  dir: "ltr" | "rtl";
  /** Who translated it ("Saheeh International"), or the tafsīr's name. */
  name: string;
  text: Readonly<Record<string, string>>;
  /** A tafsīr in the reader's language standing in for a translation (an Arabic reader's al-Muyassar):
   * credited by its name alone, not as a translation. */
  kind?: "tafsir";
}

export interface Citation {
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** The citation of `verses` (in order, of one sūrah run or several) in `translation`, in `style`. */
export function citation(
  verses: readonly Verse[],
  translation: CitedTranslation,
  style: CitationStyle = "en",
): Citation {
  const keys = verses.map((v) => v.key);
  const url = quranComUrl(verseRuns(keys)[0] ?? "");
  const translated = (v: Verse) => translation.text[v.key] ?? v.english;
  const styled = STYLES[style](surahRuns(verses), translation.name);
  const { reference, dir } = styled;
  const credit = translation.kind === "tafsir" ? translation.name : styled.credit;
  const text = [
    verses.map((v) => `${v.arabic}\n${translated(v)}`).join("\n\n"),
    `— ${reference} (${credit})`,
    url,
  ].join("\n");
  const paragraphs = verses
    .map(
      (v) =>
        `<p lang="ar" dir="rtl">${escapeHtml(v.arabic)}</p>` +
        `<p lang="${escapeHtml(translation.language)}" dir="${translation.dir}">${escapeHtml(translated(v))}</p>`,
    )
    .join("");
  const html =
    `<blockquote cite="${escapeHtml(url)}">${paragraphs}` +
    `<footer${dir === "rtl" ? ' dir="rtl"' : ""}>— <cite><a href="${escapeHtml(url)}">${escapeHtml(reference)}</a></cite>, ${escapeHtml(credit)}</footer>` +
    "</blockquote>";
  return { text, html };
}
