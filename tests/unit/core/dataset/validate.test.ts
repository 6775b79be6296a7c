/**
 * The pure validator, fed in-memory files: each kind of problem, with the file and field it names,
 * and the guarantee that matters most to a person fixing data: every problem in one run.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Entry, Surah } from "../../../../src/core/dataset/types.ts";
import {
  formatProblems,
  type Known,
  lineAndColumn,
  type Problem,
  readEventIds,
  validateEntries,
} from "../../../../src/core/dataset/validate.ts";
import { DATA_DIR } from "../../../fixtures/datasets/make.ts";

const surahs = JSON.parse(readFileSync(join(DATA_DIR, "quran", "surahs.json"), "utf8")) as Surah[];
const known: Known = { surahs, eventIds: ["badr"] };

function entry(overrides: Partial<Record<keyof Entry, unknown>> & { id: string }): Record<string, unknown> {
  return {
    title: `Entry ${overrides.id}`,
    summary: `The gist of entry ${overrides.id}.`,
    targets: ["8:9"],
    excerpt: ["A paragraph."],
    commentary: [],
    quotedVerses: [],
    related: [],
    provenance: { explanation: "An explanation source", hadith: "A hadith reference" },
    ...overrides,
  };
}

function file(name: string, value: unknown): { path: string; text: string } {
  return {
    path: `data/entries/${name}.json`,
    text: typeof value === "string" ? value : JSON.stringify(value, null, 2),
  };
}

function problemsOf(...files: { path: string; text: string }[]): Problem[] {
  return validateEntries(files, known).problems;
}

describe("validateEntries: a sound dataset", () => {
  it("returns the entries, rebuilt with only the known fields, and no problems", () => {
    const a = entry({ id: "a", targets: ["8:67", "8:68", "badr"], related: ["b"] });
    const b = entry({
      id: "b",
      related: ["a"],
      quotedVerses: [{ key: "8:9", text: "A rendering" }],
      provenance: { explanation: "E", hadith: "H", narration: "N" },
    });
    const result = validateEntries([file("b", b), file("a", a)], known);
    expect(result.problems).toEqual([]);
    expect(result.entries.map((e) => e.id)).toEqual(["a", "b"]); // path order, not input order
    expect(result.entries[1]).toEqual({ ...b, id: "b" });
  });

  it("accepts the last verse of a sūrah and of the Quran", () => {
    expect(problemsOf(file("a", entry({ id: "a", targets: ["8:75", "114:6"] })))).toEqual([]);
  });
});

describe("validateEntries: each kind of problem, named by file and field", () => {
  it("reports invalid JSON with line, column and position", () => {
    const text = '{\n  "id": "a",\n  "title": "T",\n}';
    expect(problemsOf(file("a", text))).toEqual([
      {
        file: "data/entries/a.json",
        field: "",
        message: "invalid JSON at line 4, column 1 (position 31): Expected double-quoted property name",
      },
    ]);
  });

  it("reports a truncated file at its end", () => {
    // V8 gives no position for this one; the validator points at the end of the text.
    const [problem] = problemsOf(file("a", '{\n  "id": '));
    expect(problem?.message).toBe(
      "invalid JSON at line 2, column 9 (position 10): Unexpected end of JSON input",
    );
  });

  it("reports a file that holds something other than an object", () => {
    expect(problemsOf(file("a", "[]"))).toEqual([
      {
        file: "data/entries/a.json",
        field: "",
        message: "expected the file to hold one entry object, found an array",
      },
    ]);
  });

  it("reports missing and unknown fields by name", () => {
    const e = entry({ id: "a" });
    delete e.provenance;
    delete e.commentary;
    e.comentary = [];
    expect(problemsOf(file("a", e))).toEqual([
      { file: "data/entries/a.json", field: "commentary", message: "missing required field" },
      { file: "data/entries/a.json", field: "provenance", message: "missing required field" },
      {
        file: "data/entries/a.json",
        field: "comentary",
        message:
          "unknown field (allowed: id, title, summary, targets, excerpt, commentary, quotedVerses, related, provenance, facts)",
      },
    ]);
  });

  it("reports wrongly typed fields", () => {
    const e = entry({ id: "a", title: 3, excerpt: "text", targets: [9], related: {}, provenance: "Muslim" });
    expect(formatProblems(problemsOf(file("a", e)))).toBe(
      [
        "data/entries/a.json: title: expected a string, found a number",
        "data/entries/a.json: targets[0]: expected a string, found a number",
        "data/entries/a.json: excerpt: expected an array, found a string",
        'data/entries/a.json: provenance: expected an object with "explanation" and "hadith", found a string',
        "data/entries/a.json: related: expected an array, found an object",
      ].join("\n"),
    );
  });

  it("reports empty text, whitespace at the edges and line breaks inside a paragraph", () => {
    const e = entry({
      id: "a",
      title: "   ",
      excerpt: ["One.", "Two.", ""],
      commentary: [" Padded.", "Two\nlines."],
      provenance: { explanation: "", hadith: "H" },
    });
    expect(formatProblems(problemsOf(file("a", e)))).toBe(
      [
        "data/entries/a.json: title: text is empty",
        "data/entries/a.json: excerpt[2]: text is empty",
        "data/entries/a.json: commentary[0]: text has leading or trailing whitespace",
        "data/entries/a.json: commentary[1]: text contains a line break; put each paragraph in its own string",
        "data/entries/a.json: provenance.explanation: text is empty",
      ].join("\n"),
    );
  });

  it("reports an entry with no text at all", () => {
    expect(formatProblems(problemsOf(file("a", entry({ id: "a", excerpt: [], commentary: [] }))))).toBe(
      "data/entries/a.json: excerpt: the entry has no text: excerpt and commentary are both empty",
    );
  });

  it("reports verses that do not exist: past the end of a sūrah, a 115th sūrah, verse 0", () => {
    const e = entry({ id: "a", targets: ["8:9", "8:76", "115:1", "8:0"] });
    expect(formatProblems(problemsOf(file("a", e)))).toBe(
      [
        "data/entries/a.json: targets[1]: verse 8:76 does not exist (Al-Anfal has 75 verses)",
        "data/entries/a.json: targets[2]: verse 115:1 does not exist (sūrah 115 does not exist; the Quran has 114 sūrahs)",
        "data/entries/a.json: targets[3]: verse 8:0 does not exist (verses are numbered from 1)",
      ].join("\n"),
    );
  });

  it("reports unknown targets, verse keys with leading zeros and ranges written as one target", () => {
    const e = entry({ id: "a", targets: ["08:9", "8:67-69", "uhud"] });
    expect(problemsOf(file("a", e)).map((p) => `${p.field}: ${p.message}`)).toEqual([
      'targets[0]: verse key "08:9" has leading zeros; write "8:9"',
      'targets[1]: unknown target "8:67-69": not a verse key ("sūrah:verse") nor an event id from data/events (known events: badr)',
      'targets[2]: unknown target "uhud": not a verse key ("sūrah:verse") nor an event id from data/events (known events: badr)',
    ]);
  });

  it("reports an entry that serves nothing", () => {
    expect(problemsOf(file("a", entry({ id: "a", targets: [] })))[0]?.field).toBe("targets");
  });

  it("reports duplicated targets, and targets out of order with the order to use", () => {
    expect(problemsOf(file("a", entry({ id: "a", targets: ["8:9", "8:9"] })))).toEqual([
      {
        file: "data/entries/a.json",
        field: "targets[1]",
        message: '"8:9" is listed twice (also targets[0])',
      },
    ]);
    expect(problemsOf(file("a", entry({ id: "a", targets: ["badr", "8:67", "8:9"] })))).toEqual([
      {
        file: "data/entries/a.json",
        field: "targets",
        message: 'targets are not in order (verses by number, then events); write ["8:9","8:67","badr"]',
      },
    ]);
  });

  it("reports a duplicate id, naming both files", () => {
    const problems = problemsOf(file("first", entry({ id: "same" })), file("second", entry({ id: "same" })));
    expect(formatProblems(problems)).toBe(
      'data/entries/second.json: id: duplicate id "same" (also used by data/entries/first.json)',
    );
  });

  it("reports ids that are not lower-case words joined by hyphens", () => {
    expect(problemsOf(file("a", entry({ id: "Anfal 8:9" })))[0]).toEqual({
      file: "data/entries/a.json",
      field: "id",
      message: '"Anfal 8:9" is not a valid id (lower-case letters and digits joined by single hyphens)',
    });
  });

  it("reports unknown, repeated and self-referencing related ids", () => {
    const problems = problemsOf(
      file("a", entry({ id: "a", related: ["b", "b", "a", "nowhere"] })),
      file("b", entry({ id: "b" })),
    );
    expect(problems.map((p) => `${p.field}: ${p.message}`)).toEqual([
      'related[1]: "b" is listed twice',
      "related[2]: an entry cannot be related to itself",
      'related[3]: unknown related entry id "nowhere"',
    ]);
  });

  it("counts a related id as known when its own file has other problems", () => {
    // Otherwise one broken file would cascade into "unknown related" lines in every file linking to it.
    const problems = problemsOf(
      file("a", entry({ id: "a", related: ["b"] })),
      file("b", entry({ id: "b", title: "" })),
    );
    expect(formatProblems(problems)).toBe("data/entries/b.json: title: text is empty");
  });

  it("checks quoted verses: shape, existing verse key, text", () => {
    const e = entry({
      id: "a",
      quotedVerses: [{ key: "8:76", text: "T" }, { text: "T" }, "8:9", { key: 9, text: "", page: 1 }],
    });
    expect(problemsOf(file("a", e)).map((p) => `${p.field}: ${p.message}`)).toEqual([
      "quotedVerses[0].key: verse 8:76 does not exist (Al-Anfal has 75 verses)",
      "quotedVerses[1].key: missing required field",
      'quotedVerses[2]: expected an object with "key" and "text", found a string',
      "quotedVerses[3].page: unknown field (allowed: key, text)",
      "quotedVerses[3].key: expected a verse key string, found a number",
      "quotedVerses[3].text: text is empty",
    ]);
  });

  it("checks provenance fields, allowing the optional narration", () => {
    const e = entry({ id: "a", provenance: { explanation: "E", narration: "N", source: "S" } });
    expect(problemsOf(file("a", e)).map((p) => `${p.field}: ${p.message}`)).toEqual([
      "provenance.hadith: missing required field",
      "provenance.source: unknown field (allowed: explanation, hadith, narration)",
    ]);
  });

  it("reports a malformed summary: missing, empty, not a string, broken across lines, too long", () => {
    const { summary: _, ...noSummary } = entry({ id: "a" });
    const rows: [string, unknown, string][] = [
      ["missing", undefined, "summary: missing required field"],
      ["empty", "  ", "summary: text is empty"],
      ["not a string", ["One.", "Two."], "summary: expected a string, found an array"],
      [
        "a line break",
        "One sentence.\nAnother.",
        "summary: text contains a line break; put each paragraph in its own string",
      ],
      [
        "too long",
        "Word ".repeat(80).trim(),
        "summary: 399 characters; a summary is one or two sentences, at most 320",
      ],
    ];
    for (const [what, summary, message] of rows) {
      const e = summary === undefined ? noSummary : { ...noSummary, summary };
      const result = validateEntries([file("a", e)], known);
      expect(formatProblems(result.problems), what).toBe(`data/entries/a.json: ${message}`);
      expect(result.entries, what).toEqual([]);
    }
  });

  it("accepts a facts card and keeps its facts, links and sources", () => {
    const facts = [
      { kind: "date", text: "17 Ramaḍān 2 AH", sources: [{ work: "A reference work" }] },
      {
        kind: "losses",
        text: "Seventy killed",
        arabic: "بدر",
        links: ["b"],
        sources: [{ work: "The seed", entry: "b", quote: "paragraph of b" }],
      },
    ];
    const a = entry({ id: "a", facts });
    const b = entry({ id: "b", excerpt: ["The paragraph of b."] });
    const result = validateEntries([file("a", a), file("b", b)], known);
    expect(result.problems).toEqual([]);
    expect(result.entries[0]?.facts).toEqual([
      { kind: "date", text: "17 Ramaḍān 2 AH", links: [], sources: [{ work: "A reference work" }] },
      facts[1],
    ]);
  });

  it("reports malformed facts: kind, text, links, sources, and a seed quote the entry does not hold", () => {
    const facts = [
      { kind: "weather", text: "", sources: [] },
      {
        kind: "place",
        text: "Badr",
        arabic: "Badr",
        links: ["a", "nowhere"],
        sources: [{ work: "W", entry: "b" }],
      },
      { kind: "sides", text: "319 against 1,000", sources: [{ work: "W", entry: "b", quote: "not in b" }] },
      "a string",
    ];
    const a = entry({ id: "a", facts });
    const b = entry({ id: "b", excerpt: ["The paragraph of b."] });
    expect(formatProblems(problemsOf(file("a", a), file("b", b)))).toBe(
      [
        'data/entries/a.json: facts[0].kind: expected one of date, place, sides, outcome, losses, verses, found "weather"',
        "data/entries/a.json: facts[0].text: text is empty",
        "data/entries/a.json: facts[0].sources: every fact needs at least one source",
        "data/entries/a.json: facts[1].arabic: expected Arabic letters only (the name as written in Arabic)",
        "data/entries/a.json: facts[1].links[0]: a fact cannot link to its own entry",
        'data/entries/a.json: facts[1].sources[0]: "entry" and "quote" go together: the quote is checked against that entry\'s text',
        'data/entries/a.json: facts[3]: expected an object with "kind", "text" and "sources", found a string',
        'data/entries/a.json: facts[1].links[1]: unknown entry id "nowhere"',
        'data/entries/a.json: facts[2].sources[0].quote: not found verbatim in the excerpt or commentary of entry "b"',
      ].join("\n"),
    );
  });

  it("reports every problem in every file in one run, and returns only sound entries", () => {
    const result = validateEntries(
      [
        file("ok", entry({ id: "ok" })),
        file("bad-json", "{"),
        file("bad-verse", entry({ id: "bad-verse", targets: ["8:76"] })),
        file("bad-text", entry({ id: "bad-text", excerpt: [""], title: "" })),
      ],
      known,
    );
    expect(result.problems.map((p) => p.file)).toEqual([
      "data/entries/bad-json.json",
      "data/entries/bad-text.json",
      "data/entries/bad-text.json",
      "data/entries/bad-verse.json",
    ]);
    expect(result.entries.map((e) => e.id)).toEqual(["ok"]);
  });
});

describe("readEventIds", () => {
  it("reads the ids and reports unreadable, id-less and duplicate event files", () => {
    const result = readEventIds([
      { path: "data/events/badr.json", text: '{"id": "badr", "title": "The Battle of Badr", "aliases": []}' },
      { path: "data/events/copy.json", text: '{"id": "badr"}' },
      { path: "data/events/none.json", text: '{"title": "No id"}' },
      { path: "data/events/broken.json", text: "{" },
      { path: "data/events/uhud.json", text: '{"id": "uhud"}' },
    ]);
    expect(result.eventIds).toEqual(["badr", "uhud"]);
    expect(formatProblems(result.problems)).toBe(
      [
        "data/events/broken.json: invalid JSON at line 1, column 2 (position 1): Expected property name or '}'",
        'data/events/copy.json: id: duplicate event id "badr" (also used by data/events/badr.json)',
        "data/events/none.json: id: missing required field",
      ].join("\n"),
    );
  });
});

describe("formatProblems", () => {
  it("gives one line per problem, leaving out the field when the whole file is at fault", () => {
    expect(
      formatProblems([
        {
          file: "data/entries/x.json",
          field: "targets[1]",
          message: "verse 8:76 does not exist (Al-Anfal has 75 verses)",
        },
        { file: "data/entries/y.json", field: "", message: "invalid JSON" },
      ]),
    ).toBe(
      "data/entries/x.json: targets[1]: verse 8:76 does not exist (Al-Anfal has 75 verses)\ndata/entries/y.json: invalid JSON",
    );
  });
});

describe("lineAndColumn", () => {
  it("counts lines and columns from 1", () => {
    expect(lineAndColumn("ab\ncd", 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
  });
});
