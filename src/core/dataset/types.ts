/**
 * The shape of the dataset the extension ships. Glossary:
 * - sūrah: a chapter of the Quran, numbered 1–114.
 * - āyah / verse: a numbered verse inside a sūrah.
 * - verse key: "S:V", e.g. "8:67".
 * - event: a happening the dataset covers, named by an id such as "badr".
 * - target: what a reference points at; a verse key or an event id.
 * - entry: one unit of content (excerpt, commentary, verses) serving one or more targets.
 */
import type { TranslationLanguage } from "./translation-languages.ts";

/** A verse key ("8:67") or an event id ("badr"). */
export type Target = string;

export interface Provenance {
  /** Who wrote the explanation, e.g. the Encyclopedia of Translated Prophetic Hadiths (HadeethEnc). */
  explanation: string;
  /** Where the hadith itself is found, e.g. "Ṣaḥīḥ Muslim, Book of Jihad and Expeditions, no. 1763". */
  hadith: string;
  /** Optional: the chain as the popover names it, e.g. "Narrated by Ibn ʿAbbās from ʿUmar ibn al-Khaṭṭāb". */
  narration?: string;
}

/** The seed's own English rendering of a verse it quotes (the passages in braces). */
export interface QuotedVerse {
  key: string;
  text: string;
}

/** The kinds of fact a facts card holds; the popover names each in the interface language. */
export const FACT_KINDS = ["date", "place", "sides", "outcome", "losses", "verses"] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/**
 * Where a fact comes from: a named reference work, or the seed's own words. With `entry` and
 * `quote`, the validator checks that the quote stands verbatim in that entry's excerpt or
 * commentary, so a figure said to be the seed's is the seed's.
 */
export interface FactSource {
  /** What the popover names as the source, e.g. "Encyclopaedia of Islam, 2nd ed., “Badr”". */
  work: string;
  entry?: string;
  quote?: string;
}

/** One line of an event's facts card ("date": "17 Ramaḍān 2 AH (March 624 CE)"), with its sources. */
export interface Fact {
  kind: FactKind;
  text: string;
  /** Optional: the name in Arabic, drawn with the bundled verse font (its characters join the subset). */
  arabic?: string;
  /** Entries the fact points at (the verses revealed about the event), opened in place. */
  links: string[];
  sources: FactSource[];
}

export interface Entry {
  id: string;
  title: string;
  /** The gist in one or two sentences, written from the seed's commentary: the popover's first screen. */
  summary: string;
  targets: Target[];
  /** The narrative for the entry's targets, one string per paragraph. */
  excerpt: string[];
  /** The explanation, one string per paragraph. */
  commentary: string[];
  quotedVerses: QuotedVerse[];
  /** Ids of related entries, shown as links inside the popover. */
  related: string[];
  provenance: Provenance;
  /** An event's facts card (date, place, sides, outcome…); absent for a verse entry. */
  facts?: Fact[];
}

/** A verse's text, extracted at build time from the quran-json package. */
export interface Verse {
  key: string;
  /** The sūrah's transliterated name ("Al-Anfal"), for labels; carried here so the content script
   * needs no table of all 114 names just to title a popover. */
  surah: string;
  /** The sūrah's Arabic name ("الأنفال"), for citations in Arabic and Urdu. */
  surahArabic: string;
  /** Uthmānī Arabic text. */
  arabic: string;
  /** English translation (Saheeh International, via quran-json). */
  english: string;
}

/** One sūrah of the Quran, from data/quran/surahs.json. */
export interface Surah {
  number: number;
  arabic: string;
  transliteration: string;
  english: string;
  verses: number;
}

// The translations' table is its own module (translation-languages.ts); its names stay importable from here.
export { TRANSLATION_LANGUAGES } from "./translation-languages.ts";
export type { TranslationLanguage };

/**
 * One translation of the verses the dataset uses, with the name the popover credits it by. The
 * build serves them apart from the dataset ("virtual:badr-lens-translations"), to popover.js alone.
 */
export interface Translation {
  language: TranslationLanguage;
  /** Who translated it, as quran-json's README names them ("Saheeh International"). */
  name: string;
  /** The verse's translation by verse key. */
  verses: Record<string, string>;
}

/**
 * A published text in a reader's language (data/local/sources.json): a narration or a tafsīr, named
 * in its own language. The file also says where each was taken from and on what terms (`from`,
 * `url`, `licence`: checked by the build, told in data/README.md, not shipped).
 */
export interface LocalSource {
  id: string;
  /** An interface language ("ar"); the text's language. */
  language: string;
  kind: "narration" | "explanation";
  /** The work's name as its readers know it ("التفسير الميسر"). */
  work: string;
  /** Who published or wrote it, in the same language; absent when the work names it (a ḥadīth book). */
  publisher?: string;
}

/** Paragraphs of a narration in a reader's language, each verbatim from its source. */
export interface LocalNarration {
  source: string;
  paragraphs: string[];
}

/** A tafsīr's passage on one verse, whole as its source publishes it. */
export interface VerseExplanation {
  verse: string;
  source: string;
  text: string;
}

/**
 * An entry in a reader's language (data/local/<language>/<entry>.json). The title, summary,
 * narration label and facts are written for Badr Lens from the entry's sourced text (the popover
 * says so); the narration and the explanations are published texts, each naming its source.
 */
export interface LocalEntry {
  entry: string;
  language: string;
  title: string;
  summary: string;
  narrationLabel?: string;
  narration?: LocalNarration;
  explanation?: VerseExplanation[];
  /** The facts card's values, by kind; the entry's own facts (and their sources) stay its. */
  facts?: Partial<Record<FactKind, string>>;
}

/**
 * Everything in the readers' languages: the sources, and the entries by language and id. The build
 * serves it apart from the dataset ("virtual:badr-lens-local"), to the popover alone.
 */
export interface LocalTexts {
  sources: Record<string, LocalSource>;
  entries: Record<string, Record<string, LocalEntry>>;
}

/** What the build hands to the extension: validated entries plus the verses they use. */
export interface Dataset {
  entries: Entry[];
  verses: Record<string, Verse>;
  /** Credit lines for the verse texts, shown in the popover. */
  verseCredit: string;
}
