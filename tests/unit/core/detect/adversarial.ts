/**
 * Single-paragraph texts built to make the detector work hard: lists of every kind, with and
 * without a Quran context, lists rejected at their end, names and Badrs repeated, broken links.
 * properties.test.ts counts the detector's work on them; tests/bench/detector.ts times it.
 */

export type Shape = readonly [name: string, make: (size: number) => string];

/** `unit` repeated to `size` UTF-16 units, after `prefix`. */
function repeat(unit: string, prefix = ""): (size: number) => string {
  return (size) => (prefix + unit.repeat(Math.ceil(size / unit.length))).slice(0, size);
}

/** Pieces drawn from `parts` by a fixed xorshift sequence, to `size` UTF-16 units. */
function mix(parts: readonly string[], seed: number): (size: number) => string {
  return (size) => {
    let x = seed >>> 0 || 1;
    const out: string[] = [];
    let n = 0;
    while (n < size) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      const part = parts[(x >>> 0) % parts.length]!;
      out.push(part);
      n += part.length;
    }
    return out.join("").slice(0, size);
  };
}

/**
 * The worst cases of quotations with no key word (issue 36). The run probe reads every word; a run
 * that counts at the start makes the detector match the whole text, where every piece after it
 * is six words of a verse in a row (one short of a run) and each of their n-grams an anchor, grown
 * along the verse and across gaps, and dropped. properties.test.ts counts them with quotations on.
 */
export const QUOTATION_SHAPES: readonly Shape[] = [
  [
    "six words of a verse at a time, after a run that counts",
    repeat("Now enjoy what ye have won zz ", "Now enjoy what ye have won, as lawful and good. "),
  ],
  [
    "Arabic runs one word short, after one that counts",
    repeat("فكلوا مما غنمتم حلالا ز ", "لولا كتاب من الله سبق. "),
  ],
  [
    "a verse's words with no space",
    repeat("nowenjoywhatyehavewon", "Now enjoy what ye have won, as lawful and good. "),
  ],
  [
    "shared phrasing end to end",
    repeat("lawful and good, and keep your duty to Allah. Lo! Allah is Forgiving, Merciful. "),
  ],
];

export const SHAPES: readonly Shape[] = [
  [
    "digits and separators",
    mix(
      [
        "8",
        "9",
        "67",
        "1",
        "٨",
        "٩",
        "۶۹",
        ":",
        ".",
        ",",
        ";",
        "–",
        "-",
        "—",
        "/",
        "٫",
        "،",
        " ",
        "8:",
        "8:9",
      ],
      1,
    ),
  ],
  ["a list with no Quran context", repeat("8:9, ")],
  ["the same list after “Quran”", repeat("8:9, ", "Quran ")],
  ["one endless list after “Quran 8:9”", repeat(", 67", "Quran 8:9")],
  ["lists ending in a clock time, after “Quran”", repeat(`${"8:9, ".repeat(38)}8:9 pm, `, "Quran ")],
  ["Arabic verse lists", repeat("الآية ٨:٩، ")],
  [
    "verse lists that do not fit the sūrah they name",
    repeat(`${"verse 9, ".repeat(38)}verse 90 of al-Anfal. `),
  ],
  ["rejected verse links", repeat("quran.com/8/90?")],
  ["rejected verse queries", repeat("corpus.quran.com/x.jsp?a=1&b=2&chapter=8&page=9&")],
  ["Arabic names repeated", repeat("الأنفال سورة الْأَنْفَال بدر ")],
  ["Badr with no context", repeat("Badr ")],
  ["Badr with context words", repeat("the Muslims fought at Badr; ")],
  [
    "Badr phrases and names",
    mix(["Badr ", "بدر ", "Battle of ", "غزوة ", "the ", "Quraysh ", "Badr Hari ", "البدر "], 3),
  ],
  [
    "alias fragments",
    mix(
      ["Quran ", "Surah ", "al-", "Anfal", "الأنفال", "سورة ", "verse ", " 8", ":", ", ", "and ", "Badr "],
      2,
    ),
  ],
  ["Arabic marks", mix(["\u064e", "\u0651", "ب", "د", "ر", "ن", "ف", "ا", "ل", "\u0640", " "], 4)],
  // The trigger finds a name in every five letters, but no word ends for the grammar to read one.
  ["one endless word of names", repeat("anfal", "Surah ")],
  // The language files' templates (data/grammar/languages): their start words, numbers, ranges
  // and lists in every order, so that a template's tail is tried again and again.
  [
    "language templates",
    mix(
      [
        "Enfal suresi ",
        "68. ",
        "ayet ",
        "сура ",
        "Аль-Анфаль",
        ", аят ",
        "67–69 ",
        "《古兰经》",
        "第8章",
        "第67",
        "节",
        "QS. ",
        "[8]: ",
        "9, ",
        "hingga ",
        "Perang Badar ",
        "বদর যুদ্ধ ",
        "chapter 8 of the Quran, verses ",
        "sourate 8, verset ",
        " ",
      ],
      5,
    ),
  ],
  ["a language's list with no end", repeat("9 ve ", "Enfal suresi ")],
  // The quotation probe reads the word around each sampled gram that hits: in one unspaced run of
  // a key word every sample hits, and reading the run whole at each was quadratic (40 KB, 4.6 s).
  ["a key word repeated with no space", repeat("captives")],
  ["an Arabic key word repeated with no space", repeat("اسري")],
  ["a key word's letters with marks, unspaced", repeat("أَسْرَى")],
  ...QUOTATION_SHAPES,
  // A sūrah's name, then a long run of white space: the language templates allow spaces between
  // several optional parts, which shared a run between them in a number of ways that grows with a
  // power of its length (36 µs a character, 1 MB in 36 s); windows now keep two units of a run.
  ["a sūrah's name before long runs of white space", repeat(`Surah Anfal${" ".repeat(2000)}word `)],
  [
    "an Indonesian citation's parts far apart",
    repeat(`surat al-anfal${" ".repeat(500)}ayat${"\n".repeat(500)}ke- x`),
  ],
  ["a name before mixed white space", repeat(`Al-Anfal\n${"\n \t\u2028\u00a0".repeat(300)}z `)],
  // Issue 36's citation forms: Roman sūrahs, each a trigger hit with its look-behind; verses "and
  // following"; numbers in words before a verse word; verses before "of chapter 8".
  ["Roman sūrahs repeated", repeat("Sura VIII. 67ff, Q VIII:9 f., Koran viii ")],
  ["Roman numerals with no Quran word", repeat("Henry VIII, 67 years; xviii. 9 ")],
  [
    "numbers in words before verse words",
    repeat("chapter eight, verse sixty-eight to sixty-nine, eight verses "),
  ],
  ["verses before 'of chapter 8'", repeat("verses 67–69 of chapter 8 of sura 8, ")],
  // Issue 36's names and number words: the name as a compound's first part ("Badrslaget"), each
  // a trigger hit; verse ordinals and numbers in words before a sūrah ordinal, unspaced in Han.
  ["the battle's name glued to a compound", repeat("Badrslaget Badrschlacht Badrum Badris Badri ")],
  [
    "verse ordinals and number words in other languages",
    repeat("aleya sesenta y ocho de la sura octava шестьдесят восьмой аят восьмой суры 第八章第六十七至"),
  ],
];
