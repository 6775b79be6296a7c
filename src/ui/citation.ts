/**
 * What Copy puts on the clipboard: the verse, its key, the translation's name and a link, as plain
 * text and as HTML (a blockquote with a citation, ready to paste into an article). Pure: the HTML
 * is built from escaped text, never parsed.
 */
import type { Verse } from "../core/dataset/types.ts";
import { quranComUrl, verseRuns, versesLabel } from "./labels.ts";

export interface CitedTranslation {
  /** BCP 47 language of the translation, and its direction. */
  language: string;
  dir: "ltr" | "rtl";
  /** Who translated it ("Saheeh International"). */
  name: string;
  text: Readonly<Record<string, string>>;
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

/** The citation of `verses` (in order, of one sūrah run or several) in `translation`. */
export function citation(verses: readonly Verse[], translation: CitedTranslation): Citation {
  const keys = verses.map((v) => v.key);
  const label = versesLabel(keys, Object.fromEntries(verses.map((v) => [v.key, v])));
  const url = quranComUrl(verseRuns(keys)[0] ?? "");
  const translated = (v: Verse) => translation.text[v.key] ?? v.english;
  const credit = `${translation.name} translation`;
  const text = [
    verses.map((v) => `${v.arabic}\n${translated(v)}`).join("\n\n"),
    `— Quran, ${label} (${credit})`,
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
    `<footer>— <cite><a href="${escapeHtml(url)}">Quran, ${escapeHtml(label)}</a></cite>, ${escapeHtml(credit)}</footer>` +
    "</blockquote>";
  return { text, html };
}
