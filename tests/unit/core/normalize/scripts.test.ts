/**
 * The known scripts' table (src/core/normalize/scripts.ts) and the code it describes agree, letter
 * by letter: the templates' word edges (languages.ts `WORD`), the digits the grammar reads
 * (digits.ts) and what folding does to capitals and digits (src/core/normalize). A row here that
 * the code does not honour, or code that grows a script the table lacks, fails.
 */
import { describe, expect, test } from "vitest";
import { ANY_DIGIT, DIGITS, NONZERO_DIGIT } from "../../../../src/core/detect/digits.ts";
import { compileTemplate, type TemplateWords, WORD } from "../../../../src/core/detect/languages.ts";
import { fold } from "../../../../src/core/normalize/index.ts";
import { digitSystems, KNOWN_SCRIPTS, knownScriptOf } from "../../../../src/core/normalize/scripts.ts";

const wordCharacter = new RegExp(`^[${WORD}]$`);
const anyDigit = new RegExp(`^[${ANY_DIGIT}]$`);
const nonzeroDigit = new RegExp(`^[${NONZERO_DIGIT}]$`);

/** Every code point of a row's letters. */
const lettersOf = (script: (typeof KNOWN_SCRIPTS)[number]): string[] =>
  script.letters.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
  );

/** A word of each known script, as a language file writes it, and a capital folding must lower. */
const SAMPLES: Record<string, { word: string; capital?: [string, string] }> = {
  Latin: { word: "sura", capital: ["Ø", "ø"] },
  Cyrillic: { word: "сура", capital: ["Ж", "ж"] },
  Bengali: { word: "সূরা" },
  Arabic: { word: "سوره" },
  Han: { word: "章" },
};

/** One verse word and nothing else: enough to see where a word may match. */
const wordsFor = (verse: string): TemplateWords => ({
  quran: "(?!)",
  surah: "(?!)",
  verse,
  inflections: "(?!)",
  names: "(?!)",
  ordinals: "(?!)",
  verseOrdinals: "(?!)",
  verseNumbers: "(?!)",
  event: "(?!)",
  range: "(?!)",
  list: "(?!)",
  following: "(?!)",
});
const verseCitation = (word: string): RegExp =>
  new RegExp(compileTemplate("{verse} {verses}", wordsFor(word)).source);

describe("the known scripts", () => {
  test("are the scripts the language files use, and every letter script has a sample here", () => {
    expect(KNOWN_SCRIPTS.map((s) => s.script)).toEqual([
      "Common",
      "Latin",
      "Cyrillic",
      "Bengali",
      "Arabic",
      "Han",
    ]);
    for (const s of KNOWN_SCRIPTS.filter((row) => row.letters.length))
      expect(SAMPLES[s.script]).toBeDefined();
  });

  test.each(KNOWN_SCRIPTS.filter((s) => s.letters.length).map((s) => [s.script, s] as const))(
    "%s: its letters are word characters exactly when the row says it has word edges",
    (_, script) => {
      const outside = lettersOf(script).filter((ch) => wordCharacter.test(ch) !== script.wordEdges);
      expect(outside).toEqual([]);
    },
  );

  test("WORD holds no letter outside the table", () => {
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      if (wordCharacter.test(ch)) expect(knownScriptOf(c)?.wordEdges, ch).toBe(true);
    }
  });

  test.each(KNOWN_SCRIPTS.filter((s) => s.letters.length).map((s) => [s.script, s] as const))(
    "%s: folding gives each capital its small letter exactly when the row says it is cased",
    (_, script) => {
      const wrong: string[] = [];
      for (const small of lettersOf(script)) {
        // Letters folding changes (ё, ı, accented Latin) are never in a language file's words.
        if (fold(small).text !== small || small.toLowerCase() !== small) continue;
        const capital = small.toUpperCase();
        if (capital.length !== 1 || capital === small || capital.toLowerCase() !== small) continue;
        if (!script.cased || fold(capital).text !== small) wrong.push(`${capital} → ${fold(capital).text}`);
      }
      expect(wrong).toEqual([]);
      const sample = SAMPLES[script.script]!.capital;
      if (sample) expect(fold(sample[0]).text).toBe(sample[1]);
    },
  );

  test.each(Object.entries(SAMPLES))(
    "%s: a word keeps its letters when folded, and its edges as the row says",
    (name, { word }) => {
      const script = KNOWN_SCRIPTS.find((s) => s.script === name)!;
      expect(fold(word).text).toBe(word);
      expect([...word].every((ch) => knownScriptOf(ch.codePointAt(0)!) === script)).toBe(true);
      const citation = verseCitation(word);
      expect(citation.exec(`${word} 67`)?.[1]).toBe("67");
      // A letter of the same script right before: with word edges, no match inside a longer word.
      expect(citation.test(`${word}${word} 67`.slice(word.length - 1))).toBe(!script.wordEdges);
    },
  );

  test("its digit systems are the digits the grammar reads, each folded to 0–9", () => {
    const systems = digitSystems();
    expect(systems.every((d) => [...d].length === 10)).toBe(true);
    for (const [value, inEveryScript] of DIGITS.entries()) {
      expect(new Set(inEveryScript)).toEqual(new Set(systems.map((d) => [...d][value]!)));
    }
    for (const digits of systems) {
      [...digits].forEach((d, value) => {
        expect(fold(d).text).toBe(String(value));
        expect(anyDigit.test(d)).toBe(true);
        expect(nonzeroDigit.test(d)).toBe(value > 0);
      });
    }
    // And the classes hold nothing else.
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      if (anyDigit.test(ch))
        expect(
          systems.some((d) => d.includes(ch)),
          ch,
        ).toBe(true);
    }
  });
});

describe("a script the table does not know, as the code treats it", () => {
  test.each([
    ["Thai", "อายะฮ์", "๖๗"],
    ["Devanagari", "आयत", "६७"],
    ["Greek", "στίχος", "67"],
  ])("%s: no word edges, its digits unread", (_, word, digits) => {
    expect([...word].some((ch) => knownScriptOf(ch.codePointAt(0)!))).toBe(false);
    // Its word matches inside a longer word, and its own digits are no verse number.
    const citation = verseCitation(fold(word).text);
    expect(citation.test(fold(`x${word} 67`).text.replace("x", [...word][0]!))).toBe(true);
    expect(citation.test(fold(`${word} ${digits}`).text)).toBe(digits === "67");
  });

  test("Greek capitals are not folded: a file's small letters would miss them", () => {
    expect(fold("ΣΤΊΧΟΣ").text).not.toBe(fold("στίχος").text);
  });
});
