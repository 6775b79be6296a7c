/**
 * The grammar compiler (src/node/grammar.ts): what it refuses, naming file, field and problem, and
 * what it emits for the content script.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Problem } from "../../../src/core/dataset/validate.ts";
import type { LanguageTable } from "../../../src/core/detect/tables.ts";
import { DatasetError } from "../../../src/node/dataset.ts";
import { compileGrammar, loadGrammar, readGrammarTables } from "../../../src/node/grammar.ts";
import { checkLanguageScripts } from "../../../src/node/language-scripts.ts";
import { scriptName } from "../../../src/node/unicode-scripts.ts";
import { copyRealData, DATA_DIR } from "../../fixtures/datasets/make.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of data/ with one JSON file changed by `edit`; the problem lines loading it gives. */
function problemsAfter(file: string, edit: (json: Record<string, unknown>) => void): string[] {
  const dir = copyRealData("grammar");
  dirs.push(dir);
  const path = join(dir, file);
  const json = JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  edit(json);
  writeFileSync(path, JSON.stringify(json));
  try {
    loadGrammar(dir);
  } catch (error) {
    if (!(error instanceof DatasetError)) throw error;
    return error.problems.map((p) => `${p.file.replace(dir, "{data}")}: ${p.field}: ${p.message}`);
  }
  throw new Error(`expected ${file} to be refused`);
}

describe("a malformed table stops the build, naming file, field and problem", () => {
  it("a word list that is not a list, and a word that is not folded", () => {
    expect(
      problemsAfter("grammar/quran.json", (q) => {
        q.markers = "quran";
        q.surahWords = ["Surah"];
      }),
    ).toEqual([
      "{data}/grammar/quran.json: markers: expected an array of words",
      '{data}/grammar/quran.json: surahWords[0]: "Surah" is not folded (write "surah")',
    ]);
  });

  it("a missing and an unknown field in an event, a weight that is not a number", () => {
    expect(
      problemsAfter("events/badr.json", (e) => {
        delete (e.phrases as Record<string, unknown>).wordsAfter;
        e.nmes = {};
        (e.context as { positive: Record<string, unknown> }).positive.quraysh = "three";
      }),
    ).toEqual([
      "{data}/events/badr.json: phrases.wordsAfter: missing required field",
      '{data}/events/badr.json: context.positive["quraysh"]: expected a non-zero integer weight',
      "{data}/events/badr.json: nmes: unknown field (allowed: id, title, names, phrases, notThisEvent, context)",
    ]);
  });

  it("a cited sūrah that is no sūrah's number", () => {
    expect(
      problemsAfter("events/badr.json", (e) => {
        (e.context as { citedSurahs: Record<string, number> }).citedSurahs["115"] = 3;
      }),
    ).toEqual(["{data}/events/badr.json: context.citedSurahs.115: not a sūrah number (1–114)"]);
  });

  it("a word listed twice, a sūrah index of the wrong length", () => {
    expect(
      problemsAfter("grammar/surah-index.json", (s) => {
        (s.verses as number[]).pop();
      }),
    ).toEqual(["{data}/grammar/surah-index.json: verses: expected 114 sūrahs, found 113"]);
    expect(
      problemsAfter("grammar/bible.json", (b) => {
        (b.books as string[]).push("romans");
      }),
    ).toEqual([
      expect.stringMatching(/^\{data\}\/grammar\/bible\.json: books\[\d+\]: "romans" is listed twice$/),
    ]);
  });

  it("a language file: a bad template, a template with no sūrah, a name of no file, an unknown event", () => {
    expect(
      problemsAfter("grammar/languages/tr.json", (l) => {
        const citations = l.citations as string[];
        citations.push("{surah} {n} {bogus} {verses}", "{n}:{verses}");
        l.code = "tk";
        (l.events as Record<string, unknown>).uhud = {
          names: ["uhud"],
          phrases: ["{event} savasi"],
          phrasesBeforeName: [],
          notBefore: [],
        };
        l.surahNames = "xx";
      }),
    ).toEqual([
      '{data}/grammar/languages/tr.json: code: "tk" does not match the file\'s name',
      '{data}/grammar/languages/tr.json: surahNames: "xx" is not a language of surah-names.json',
      expect.stringMatching(
        /citations\[\d+\]: "\{surah\} \{n\} \{bogus\} \{verses\}": unknown token "\{bogus\}"/,
      ),
      expect.stringMatching(
        /citations\[\d+\]: "\{n\}:\{verses\}" must hold \{quran\}, \{surah\} or \{name\}/,
      ),
      '{data}/grammar/languages/tr.json: events.uhud: no event "uhud" in data/events',
    ]);
  });

  it("a template in context with no number, and one with no verses", () => {
    expect(
      problemsAfter("grammar/languages/en.json", (l) => {
        (l.citationsInContext as string[]).push("chapter {verse} {verses}", "chapter {n}");
      }),
    ).toEqual([
      expect.stringMatching(
        /citationsInContext\[\d+\]: "chapter \{verse\} \{verses\}" must hold \{n\}, \{nnum\}, \{roman\}, \{nth\} or \{name\}/,
      ),
      expect.stringMatching(
        /citationsInContext\[\d+\]: "chapter \{n\}" must hold \{verses\}, \{vnth\} or \{vnum\} once/,
      ),
    ]);
  });

  it("numbers in words: a range is two {vnum}, never three nor an ordinal's; {nnum} is the sūrah's number", () => {
    expect(
      problemsAfter("grammar/languages/en.json", (l) => {
        (l.citations as string[]).push(
          "{verse} {vnum} to {vnum} to {vnum} of {name}",
          "{verse} {vnum} to {vnth} of {name}",
          "{surah} {nnum} {n}, {verse} {verses}",
        );
      }),
    ).toEqual([
      expect.stringMatching(/"\{verse\} \{vnum\} to \{vnum\} to \{vnum\} of \{name\}" must hold \{verses\}/),
      expect.stringMatching(/"\{verse\} \{vnum\} to \{vnth\} of \{name\}" must hold \{verses\}/),
      expect.stringMatching(/"\{surah\} \{nnum\} \{n\}, \{verse\} \{verses\}" must hold \{n\}, \{nnum\}/),
    ]);
  });

  it("a verse number in words that is also an ordinal", () => {
    expect(
      problemsAfter("grammar/languages/en.json", (l) => {
        (l.verseNumbers as Record<string, string[]>)["9"]!.push("ninth");
      }),
    ).toEqual([
      '{data}/grammar/languages/en.json: verseNumbers.9[1]: "ninth" is also an ordinal in verseOrdinals',
    ]);
  });

  it("an event phrase before the name that does not end in it", () => {
    expect(
      problemsAfter("grammar/languages/en.json", (l) => {
        const badr = (l.events as Record<string, { phrasesBeforeName: string[] }>).badr!;
        badr.phrasesBeforeName.push("{event} fought");
      }),
    ).toEqual([
      expect.stringMatching(
        /events\.badr\.phrasesBeforeName\[\d+\]: "\{event\} fought" must end in \{event\} and hold no other slot/,
      ),
    ]);
  });

  it("a template that still names the event slot {badr}, its name before issue 33", () => {
    expect(
      problemsAfter("grammar/languages/en.json", (l) => {
        const badr = (l.events as Record<string, { phrases: string[] }>).badr!;
        badr.phrases.push("the raid on {badr}");
        (l.citations as string[]).push("{badr} {surah} {n}:{verses}");
      }),
    ).toEqual([
      expect.stringMatching(
        /^\{data\}\/grammar\/languages\/en\.json: citations\[\d+\]: "\{badr\} \{surah\} \{n\}:\{verses\}": \{badr\} is now \{event\}/,
      ),
      expect.stringMatching(
        /^\{data\}\/grammar\/languages\/en\.json: events\.badr\.phrases\[\d+\]: "the raid on \{badr\}": \{badr\} is now \{event\}/,
      ),
    ]);
  });

  it("a verse ordinal's template with a verse list too, and an ordinal of no verse", () => {
    expect(
      problemsAfter("grammar/languages/en.json", (l) => {
        (l.citations as string[]).push("{vnth} {verse} of {name} {verses}");
      }),
    ).toEqual([
      expect.stringMatching(
        /citations\[\d+\]: "\{vnth\} \{verse\} of \{name\} \{verses\}" must hold \{verses\}, \{vnth\} or \{vnum\} once/,
      ),
    ]);
    expect(
      problemsAfter("grammar/languages/en.json", (l) => {
        (l.verseOrdinals as Record<string, string[]>)["300"] = ["three hundredth"];
      }),
    ).toEqual(["{data}/grammar/languages/en.json: verseOrdinals.300: not a verse number (1–286)"]);
  });

  it("a language file without its revelation words, or with one not folded", () => {
    expect(
      problemsAfter("grammar/languages/de.json", (l) => {
        delete l.revelation;
      }),
    ).toEqual(["{data}/grammar/languages/de.json: revelation: missing required field"]);
    expect(
      problemsAfter("grammar/languages/de.json", (l) => {
        (l.revelation as string[]).push("Offenbart");
      }),
    ).toEqual([
      expect.stringMatching(
        /^\{data\}\/grammar\/languages\/de\.json: revelation\[\d+\]: "Offenbart" is not folded \(write "offenbart"\)$/,
      ),
    ]);
  });

  it("a revelation word that no probe stem finds", () => {
    expect(
      problemsAfter("grammar/languages/de.json", (l) => {
        (l.revelation as string[]).push("herabgekommen");
      }),
    ).toEqual([
      expect.stringMatching(
        /^\{data\}\/grammar\/languages\/de\.json: revelation\[\d+\]: "herabgekommen" holds none of revelationStems, so the page probe would miss it$/,
      ),
    ]);
  });

  it("two events that share a name", () => {
    const dir = copyRealData("grammar");
    dirs.push(dir);
    const badr = JSON.parse(readFileSync(join(dir, "events/badr.json"), "utf8"));
    writeFileSync(join(dir, "events/copy.json"), JSON.stringify({ ...badr, id: "copy" }));
    expect(() => loadGrammar(dir)).toThrow(
      /events\/copy\.json: names\.latin\[0\]: "badr" is also a name of badr/,
    );
  });
});

describe("a language file in a script the detector has no code for stops the build", () => {
  const RECIPE = 'see docs/ARCHITECTURE.md, "A citation language"';

  /** A language written wholly in Thai: well-formed, and in no script the detector knows. */
  const THAI = {
    code: "th",
    name: "Thai",
    quran: ["อัลกุรอาน"],
    surah: ["ซูเราะฮ์"],
    verse: ["อายะฮ์"],
    inflections: [],
    surahNames: "",
    names: { "8": ["อัลอันฟาล"] },
    rangeWords: ["ถึง"],
    listWords: ["และ"],
    followingOne: [],
    followingMore: [],
    ordinals: [],
    verseOrdinals: { "67": ["ที่๖๗"] },
    verseNumbers: {},
    citations: ["{surah}{name} {verse}ที่ {verses}"],
    citationsInContext: [],
    bibleBooks: [],
    revelation: ["ถูกประทาน"],
    revelationStems: ["ประทาน"],
    events: { badr: { names: ["บะดัร"], phrases: ["สงคราม{event}"], phrasesBeforeName: [], notBefore: [] } },
  };

  it("a Thai file: one line, at its first string, counting the others", () => {
    const dir = copyRealData("grammar");
    dirs.push(dir);
    writeFileSync(join(dir, "grammar/languages/th.json"), JSON.stringify(THAI));
    let problems: string[] = [];
    try {
      loadGrammar(dir);
    } catch (error) {
      if (!(error instanceof DatasetError)) throw error;
      problems = error.problems.map((p) => `${p.file.replace(dir, "{data}")}: ${p.field}: ${p.message}`);
    }
    expect(problems).toEqual([
      `{data}/grammar/languages/th.json: quran[0]: "อัลกุรอาน" uses the Thai script (as do 11 more strings of this file), which the detector has no code for (word boundaries, digits, folding): ${RECIPE}`,
    ]);
  });

  it("a Greek name, Devanagari digits, a Latin letter beyond the Latin it folds", () => {
    // Where the pushed strings land: the file's own lists grow as forms are added.
    let at = { quran: 0, name: 0 };
    expect(
      problemsAfter("grammar/languages/sv.json", (l) => {
        at = {
          quran: (l.quran as string[]).push("kɔran") - 1,
          name: (l.names as Record<string, string[]>)["8"]!.push("ανφαλ") - 1,
        };
        l.verseOrdinals = { "67": ["६७वाँ"] };
      }),
    ).toEqual([
      `{data}/grammar/languages/sv.json: quran[${at.quran}]: "kɔran" has "ɔ" (U+0254), a character of the Latin script outside the part the detector has code for (U+0061–U+007A, U+00DF–U+024F): ${RECIPE}`,
      `{data}/grammar/languages/sv.json: names.8[${at.name}]: "ανφαλ" uses the Greek script, which the detector has no code for (word boundaries, digits, folding): ${RECIPE}`,
      `{data}/grammar/languages/sv.json: verseOrdinals.67[0]: "६७वाँ" uses the Devanagari script, which the detector has no code for (word boundaries, digits, folding): ${RECIPE}`,
    ]);
  });

  it("every shipped language file is in scripts the detector knows", () => {
    for (const name of readdirSync(join(DATA_DIR, "grammar/languages"))) {
      const path = join(DATA_DIR, "grammar/languages", name);
      const problems: Problem[] = [];
      checkLanguageScripts(path, JSON.parse(readFileSync(path, "utf8")) as LanguageTable, problems);
      expect(problems, name).toEqual([]);
    }
  });

  it("names a character's Unicode script", () => {
    expect(["ก", "क", "λ", "ש", "コ", "한", "a", "٨", "章", "0"].map(scriptName)).toEqual([
      "Thai",
      "Devanagari",
      "Greek",
      "Hebrew",
      "Katakana",
      "Hangul",
      "Latin",
      "Arabic",
      "Han",
      "Common",
    ]);
  });
});

describe("what the content script receives", () => {
  const compiled = loadGrammar(DATA_DIR);

  it("is the same for the same tables", () => {
    expect(compileGrammar(readGrammarTables(DATA_DIR))).toEqual(compiled);
  });

  it("carries no table prose and no event id in code: every event comes from data/events", () => {
    expect(JSON.stringify(compiled)).not.toContain("$comment");
    expect(compiled.events.map((e) => e.id)).toEqual(["badr"]);
  });

  it("is smaller than the tables it replaces", () => {
    const tables = [
      "grammar/quran.json",
      "grammar/surah-index.json",
      "grammar/bible.json",
      "grammar/not-verses.json",
      "grammar/surah-names.json",
    ]
      .concat("events/badr.json")
      .concat(readdirSync(join(DATA_DIR, "grammar/languages")).map((f) => `grammar/languages/${f}`))
      .map((f) =>
        JSON.stringify(JSON.parse(readFileSync(join(DATA_DIR, f), "utf8")), (k, v) =>
          k === "$comment" ? undefined : v,
        ),
      )
      .join("");
    expect(Buffer.byteLength(JSON.stringify(compiled))).toBeLessThan(Buffer.byteLength(tables));
  });
});
