/**
 * The shapes of the detector's tables: as written in data/ (`*Table`), and as the build compiles
 * them (`CompiledGrammar`). The compiler is src/node/grammar.ts; the content script receives its
 * output from build.ts, and Node callers run it themselves. Strings in both are folded
 * (src/core/normalize).
 */

/** data/grammar/quran.json: how people cite the Quran. */
export interface QuranTable {
  markers: string[];
  markersArabic: string[];
  surahWords: string[];
  surahWordsArabic: string[];
  verseWords: string[];
  verseWordsArabic: string[];
  numberWords: string[];
  numberWordsArabic: string[];
  rangeWords: string[];
  listWords: string[];
  ofWords: string[];
  ofWordsArabic: string[];
  /** Names that are a citation even with no "Surah" before them, by sūrah number. */
  surahAliases: Record<string, string[]>;
  /** English meanings of a name, a citation only after a sūrah word or a marker. */
  surahMeanings: Record<string, string[]>;
  urlHosts: string[];
}

/** data/grammar/surah-index.json: verse counts and names of the 114 sūrahs, in order. */
export interface SurahIndexTable {
  verses: number[];
  /** Transliterated names joined by "|". */
  latin: string;
  /** Arabic names joined by "|". */
  arabic: string;
}

/** data/events/<id>.json: an event found by name. docs/DETECTION.md says how each field is used. */
export interface EventTable {
  id: string;
  title: string;
  names: { latin: string[]; arabic: string[] };
  phrases: {
    nounsBefore: string[];
    linksBefore: string[];
    wordsBefore: string[];
    articlesBetween: string[];
    wordsAfter: string[];
    arabicBefore: string[];
    arabicAfter: string[];
    /** Arabic words that are the event on their own: «البدريون», the men who fought at Badr. */
    arabicAlone: string[];
  };
  notThisEvent: {
    /** Words that, right before one of the phrases, make it another event ("Second Battle of Badr"). */
    beforePhrase: string[];
    latinBefore: string[];
    latinAfter: string[];
    arabicBefore: string[];
    arabicAfter: string[];
  };
  context: {
    window: number;
    threshold: number;
    positive: Record<string, number>;
    negative: Record<string, number>;
    /**
     * By sūrah number: what a reference to one of its covered verses scores for a lone name after
     * it in the same paragraph, within the window, as a term would ("Quran 8:1-10 … on the eve of
     * Badr": al-Anfāl is the sūrah of the battle, cited by number instead of by name).
     */
    citedSurahs: Record<string, number>;
  };
}

/** Everything the compiler reads. */
export interface GrammarTables {
  quran: QuranTable;
  surahIndex: SurahIndexTable;
  bible: { books: string[] };
  notVerses: { before: string[]; after: string[] };
  events: EventTable[];
  languages: LanguageTable[];
  surahNames: SurahNamesTable;
}

/** An event, compiled: its word lists as alternations (see `alt`), keyed as in its table. */
export interface CompiledEvent {
  id: string;
  /** Its names, folded, as the head expression matches them. */
  names: { latin: string[]; arabic: string[] };
  /** Its names on raw text, tolerant of accents and diacritics, for the trigger and the probe. */
  rawNames: string[];
  /** phrases.arabicAlone as a list: the head expression finds them as it finds the names. */
  alone: string[];
  phrases: Record<keyof EventTable["phrases"], string>;
  notThisEvent: Record<keyof EventTable["notThisEvent"], string>;
  context: {
    window: number;
    threshold: number;
    /** The terms scored around a lone name, joined by "|", by weight. */
    terms: Record<string, string>;
    citedSurahs: Record<string, number>;
  };
}

/** What src/node/grammar.ts compiles the tables into: only what the detector reads at run time. */
export interface CompiledGrammar {
  /** Verse counts of sūrahs 1–114. */
  verseCounts: number[];
  /**
   * Lookup keys of the names of sūrahs 1–114, joined by "|": the transliterated name's stem
   * (then, after ",", the whole name when its article is not "al"), and the Arabic name
   * without its article.
   */
  surahNames: { latin: string; arabic: string };
  /** quran.json's surahAliases and surahMeanings, by sūrah number. */
  surahAliases: Record<string, string[]>;
  surahMeanings: Record<string, string[]>;
  /** Words joined by "|". */
  bibleBooks: string;
  notVersesBefore: string;
  /**
   * The tables' words as alternations, sorted longest first and escaped: everything in the
   * grammar that depends on the tables. The expressions around them are the same whatever the
   * tables say; they are written once, in grammar.ts, rather than once per alternation here.
   */
  source: {
    markers: string;
    markersArabic: string;
    surahWords: string;
    surahWordsArabic: string;
    verseWords: string;
    verseWordsArabic: string;
    numberWords: string;
    rangeWords: string;
    /** The one-character list separators but و, for a character class. */
    listPunctuation: string;
    ofWords: string;
    ofWordsArabic: string;
    hosts: string;
    /** Clock words after a bare pair ("8:9 pm"). */
    notAfter: string;
    /** The vocabulary probe's Latin words (raw text), which do not depend on what is covered. */
    vocabulary: string;
    /** The probe's Arabic words, folded, without their article, joined by "|". */
    vocabularyArabic: string;
    /**
     * The Quran and sūrah words on raw text, as loose as the probe's: the trigger reads a covered
     * sūrah's Roman numeral only after one ("Sura VIII. 67").
     */
    romanAfter: string;
  };
  events: CompiledEvent[];
  /** quran.json's urlHosts as written, for the content script's selector of verse links. */
  linkHosts: string[];
  /** data/grammar/languages/*.json, in file order. */
  languages: CompiledLanguage[];
}

/**
 * data/grammar/languages/<bcp47>.json: how one language cites the Quran and names the events.
 * docs/DETECTION.md ("Languages") describes each field; adding a language is one such file.
 */
export interface LanguageTable {
  /** BCP 47 tag; the file is named after it. */
  code: string;
  /** The language's name in English, for messages and docs. */
  name: string;
  /** Words for the Quran, a sūrah and a verse, folded, uninflected or in each inflection. */
  quran: string[];
  surah: string[];
  verse: string[];
  /** Suffixes any of those words, and any sūrah name, may take ("'nin", "si", "а"). */
  inflections: string[];
  /** The key of this language's translated sūrah names in surah-names.json, or "" for none. */
  surahNames: string;
  /** More names of sūrahs in this language (its transliterations), by sūrah number. */
  names: Record<string, string[]>;
  /** Words between the two ends of a range ("hingga", "bis", "до", "至"), besides "-". */
  rangeWords: string[];
  /** Words between items of a list ("dan", "ve", "и"), besides "," and ";". */
  listWords: string[];
  /** "And following" for the verse and the next, after a verse ("f."). */
  followingOne: string[];
  /** "And following" for the verse and the next two, an open run ("ff.", "et suiv.", «и след.»). */
  followingMore: string[];
  /** Ordinal words, the first for sūrah 1 ("the eighth sūrah"); as many as the language writes. */
  ordinals: string[];
  /**
   * Ordinals of verses, by verse number ("the sixty-seventh verse", «الآية السابعة والستين»), for
   * {vnth}; as many as the language writes in citations.
   */
  verseOrdinals: Record<string, string[]>;
  /**
   * Verse numbers in words, by verse number ("verse nine", "ayah sixty-seven"), for {vnum}; as
   * many as the language writes in citations. A word here never reads as an ordinal: "the nine
   * verses of al-Anfal" is no verse 9.
   */
  verseNumbers: Record<string, string[]>;
  /** Citation templates (see `compileTemplate` in src/core/detect/languages.ts). */
  citations: string[];
  /**
   * Templates that count only where the paragraph, or the one before, says Quran, as a bare
   * "8:67" does ("chapter {n}, {verse} {verses}": a book's chapter 8 has verses too).
   */
  citationsInContext: string[];
  /** Bible books as this language writes them: a bare "8:9" after one is never a verse of the Quran. */
  bibleBooks: string[];
  /**
   * Words that say a verse was revealed ("revealed", "asbab al-nuzul", «نزلت», "diturunkan"): like
   * a Quran word, they give a bare "8:67" in their paragraph a Quran context.
   */
  revelation: string[];
  /**
   * What the page probe looks for of the revelation words (loose raw-text prefixes): each word of
   * `revelation` holds one ("revealed" for "was revealed"), so the probe never misses one, and
   * none is a word of ordinary prose ("were", "regarding"), or reference-free pages would pass it.
   */
  revelationStems: string[];
  /**
   * By event id: its names, its phrases ("perang {event}"), the phrases that end in the name and
   * count only when no capitalised word follows it ("participated in {event}": "participated in
   * Badr Al-Saud's workshop" names a person), and the words that make a phrase another event.
   */
  events: Record<
    string,
    { names: string[]; phrases: string[]; phrasesBeforeName: string[]; notBefore: string[] }
  >;
}

/** data/grammar/surah-names.json (generated, `npm run data:surah-names`): translated names by language. */
export type SurahNamesTable = Record<string, string[]>;

/** A language as the detector reads it: its table with its translated names resolved. */
export type CompiledLanguage = Omit<LanguageTable, "surahNames" | "bibleBooks" | "name"> & {
  /** Translated names of sūrahs 1–114 joined by "|" ("" when the language has none). */
  surahNames: string;
};
