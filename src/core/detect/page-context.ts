/**
 * Page context: what a page's title, main heading and address say about the sūrah it shows
 * (docs/DETECTION.md, "Page context"). A Quran reading page of al-Anfāl ("Surah Al-Anfal",
 * quran.com/8, /surah/al-anfal, ?chapter=8 on a Quran site) establishes a Quran context for every
 * block of the page, and makes its verse labels ("67", ﴿٦٧﴾) references to that sūrah.
 *
 * The content script reads the page (src/content/common/page-context.ts) and the scan command reads an
 * HTML file's <title> and <h1>; both hand the detector a plain PageInfo.
 */
import { fold } from "../normalize/index.ts";
import { at } from "./cursor.ts";
import type { Grammar } from "./grammar.ts";

export interface PageInfo {
  /** document.title */
  title?: string;
  /** The text of the page's first <h1>. */
  heading?: string;
  /** The page's address. */
  url?: string;
}

const NUMBER = /([1-9]\d{0,2})(?![\d:.]\d|\d)/y;
/** "Chapter 8" is a sūrah only on a Quran site, or when the title or heading names the Quran. */
const CHAPTER_QUERY = /[?&](?:chapter|c)=0*([1-9]\d{0,2})(?!\d)/;
const SURAH_QUERY = /[?&](?:surah|sura|soorah|surat)=0*([1-9]\d{0,2})(?!\d)/;

/** Reads sūrahs from the parts of a page, with the grammar's words and names. */
export class PageContextReader {
  readonly #g: Grammar;
  readonly #surahWord: RegExp;
  readonly #marker: RegExp;
  readonly #hosts: RegExp;
  #last: { key: string; surah: number } | undefined;

  constructor(g: Grammar) {
    this.#g = g;
    const s = g.source;
    this.#surahWord = new RegExp(
      `(?<![a-z])(?:${s.surahWords})(?![a-z])[\\s\\-_/=:.]*|(?:${s.surahWordsArabic})\\s*`,
      "g",
    );
    this.#marker = new RegExp(`(?<![a-z])(?:al-?)?(?:${s.markers})(?![a-z])|${s.markersArabic}`);
    this.#hosts = new RegExp(`^(?:https?://)?(?:${s.hosts})/`);
  }

  /** The sūrah the page shows, or 0: the heading first, then the title, then the address. */
  surahOf(page: PageInfo): number {
    const key = `${page.heading ?? ""}\u0000${page.title ?? ""}\u0000${page.url ?? ""}`;
    if (this.#last?.key === key) return this.#last.surah;
    const surah = this.#fromText(page.heading) || this.#fromText(page.title) || this.#fromUrl(page);
    this.#last = { key, surah };
    return surah;
  }

  /** "Surah Al-Anfal", "Sura 8", "سورة الأنفال", "Al-Anfal" (a name that stands alone). */
  #fromText(text: string | undefined): number {
    if (!text) return 0;
    const s = fold(text.slice(0, 300)).text;
    const g = this.#g;
    const word = this.#surahWord;
    word.lastIndex = 0;
    for (let m = word.exec(s); m; m = word.exec(s)) {
      const p = m.index + m[0].length;
      const n = at(NUMBER, s, p);
      if (n) return this.#valid(Number(n[1]));
      const name = g.nameAt(s, p);
      if (name) return name[0];
    }
    for (const m of s.matchAll(/(?<![a-z\u0621-\u064a])[a-z\u0621-\u064a]/g)) {
      const name = g.nameAt(s, m.index, g.bareNameKeys);
      if (name) return name[0];
    }
    return 0;
  }

  /** quran.com/8, /surah/8, /sura-8, /quran/8, /surah/al-anfal, /anfal, ?surah=8, ?chapter=8. */
  #fromUrl(page: PageInfo): number {
    const url = page.url;
    if (!url) return 0;
    const s = fold(decodeSafely(url).slice(0, 500)).text;
    const g = this.#g;
    const quranSite = this.#hosts.test(s);
    const host = at(/(?:[a-z]+:\/\/)?[^/?#]*/y, s, 0)?.[0] ?? "";
    const path = s.slice(host.length);
    const surahQuery = SURAH_QUERY.exec(path);
    if (surahQuery) return this.#valid(Number(surahQuery[1]));
    const quranNamed = quranSite || this.#marker.test(fold(`${page.title ?? ""} ${page.heading ?? ""}`).text);
    const chapter = CHAPTER_QUERY.exec(path);
    if (chapter && quranNamed) return this.#valid(Number(chapter[1]));
    const segments = path.split(/[?#]/)[0]!.split("/").filter(Boolean);
    for (const [i, segment] of segments.entries()) {
      // "surah/8", "sura-8", "quran/8", "surah/al-anfal"
      const word = /^(?:surah|sura|surat|soorah|sourate|quran|koran)(?:[-_=]?(.*))?$/.exec(segment);
      if (word) {
        const rest = word[1] || segments[i + 1] || "";
        const n = /^0*([1-9]\d{0,2})(?:$|[^\d])/.exec(rest);
        if (n) return this.#valid(Number(n[1]));
        const name = rest ? g.nameAt(rest.replace(/[-_]/g, " "), 0) : null;
        if (name) return name[0];
        continue;
      }
      // quran.com/8, quran.com/8/67, quran.com/al-anfal
      if (i === 0 && quranSite) {
        const n = /^0*([1-9]\d{0,2})(?:$|[:.-]\d)/.exec(segment);
        if (n) return this.#valid(Number(n[1]));
        const name = g.nameAt(segment.replace(/[-_]/g, " "), 0);
        if (name) return name[0];
      }
      // "/anfal", "/al-anfal": a name that stands alone.
      const bare = g.nameAt(segment.replace(/[-_]/g, " "), 0, g.bareNameKeys);
      if (bare && bare[1] >= segment.length) return bare[0];
    }
    return 0;
  }

  #valid(n: number): number {
    return n >= 1 && n <= this.#g.verseCount.length ? n : 0;
  }
}

function decodeSafely(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
