/**
 * "Is this a Quran page?", as the probes ask it before the detector loads: loose, on the raw
 * title, heading and address, erring towards yes. The detector decides (page-context.ts reads the
 * sūrah); these only say whether the page's numbers are worth its look. A page that shows a sūrah
 * gives every block a Quran context, so a bare "8:67" on any sūrah's page counts, and on a covered
 * sūrah's page a verse label ("67", ﴿٦٧﴾) counts too (docs/DETECTION.md, "Page context").
 *
 * Two questions, one for each probe. main.js's gate lets a trigger hit by only with a word of the
 * vocabulary near it, so it asks the wider one (any sūrah, or the Quran). The first look (first-look.js)
 * lets every trigger hit by, bare "8:67"s with them, so for it only the verse labels are left: it
 * asks the narrower one, with the smaller expressions it carries.
 */
import { lowerCased } from "../../text/lower-case.ts";
import type { PageInfo } from "../page-context.ts";

/** Names in a page's address that make it worth a closer look (page-context.ts reads the paths). */
const QURAN_ADDRESS = /[/?&=_-](?:surah|sura|soorah|quran|koran|chapter)/i;

/**
 * Whether the page may show a sūrah, any sūrah, or the Quran: its title, heading or address holds
 * a word of the vocabulary (`hasVocabulary`: the page gate's vocabulary probe) or a Quran site's
 * path.
 */
export function mayBeQuranPage(page: PageInfo, hasVocabulary: (text: string) => boolean): boolean {
  const words = `${page.title ?? ""}\n${page.heading ?? ""}\n${page.url ?? ""}`;
  return hasVocabulary(words) || QURAN_ADDRESS.test(words);
}

/**
 * Whether the page's title, heading or address may name a covered sūrah: a covered sūrah's number
 * standing alone (`surahNumber`) or a trigger word, its name (`triggerWords`), the only two ways
 * page-context.ts reads one. Both are asked of the text lower-cased, and of the address from its
 * path on: a port or a host may hold any number.
 */
export function mayNameCoveredSurah(
  page: PageInfo,
  surahNumber: (lowerCased: string) => boolean,
  triggerWords: (lowerCased: string) => boolean,
): boolean {
  const path = page.url?.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, "") ?? "";
  const parts = lowerCased(`${page.title ?? ""}\n${page.heading ?? ""}\n${path}`);
  return surahNumber(parts) || triggerWords(parts);
}
