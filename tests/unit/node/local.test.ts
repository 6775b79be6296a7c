/**
 * data/local, the entries in readers' languages: the shipped folder loads and says what the
 * popover needs in each language, and a malformed one is refused naming the file, the field and
 * the problem (src/core/dataset/local.ts).
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { type LocalInput, validateLocal } from "../../../src/core/dataset/local.ts";
import { loadDataset, loadLocalTexts } from "../../../src/node/dataset.ts";

const DATA = join(resolve(import.meta.dirname, "../../.."), "data");
const dataset = loadDataset(DATA);
const languages = ["ar", "id", "tr", "ur"];

describe("the shipped data/local", () => {
  const local = loadLocalTexts(DATA, dataset);

  it("has every entry in Arabic, Indonesian, Turkish and Urdu, with a tafsīr on every verse it serves", () => {
    for (const language of languages) {
      expect(Object.keys(local.entries[language] ?? {}).sort(), language).toEqual(
        dataset.entries.map((e) => e.id).sort(),
      );
      for (const entry of dataset.entries) {
        const mine = local.entries[language]![entry.id]!;
        const verses = entry.targets.filter((t) => /^\d+:\d+$/.test(t));
        expect(mine.explanation?.map((x) => x.verse) ?? [], `${language} ${entry.id}`).toEqual(verses);
        for (const x of mine.explanation ?? []) expect(local.sources[x.source]?.language).toBe(language);
        if (entry.facts)
          expect(Object.keys(mine.facts ?? {}).sort()).toEqual(entry.facts.map((f) => f.kind).sort());
      }
    }
  });

  it("gives the narration in Arabic from Ṣaḥīḥ Muslim's text, each paragraph verbatim", () => {
    const hadith = readFileSync(join(DATA, "local", "sources", "muslim-1763.ar.txt"), "utf8");
    for (const entry of dataset.entries) {
      const narration = local.entries.ar![entry.id]!.narration!;
      expect(narration.source).toBe("muslim-1763-ar");
      for (const paragraph of narration.paragraphs) expect(hadith).toContain(paragraph);
    }
    // The verses the hadith says were revealed are in the paragraphs of their entries.
    expect(local.entries.ar!["anfal-8-9"]!.narration!.paragraphs.join(" ")).toContain("مُمِدُّكُمْ بِأَلْفٍ");
    expect(local.entries.ar!["anfal-8-67-69"]!.narration!.paragraphs.join(" ")).toContain(
      "مَا كَانَ لِنَبِيٍّ أَنْ يَكُونَ لَهُ أَسْرَى",
    );
  });

  it("ships no source's address or terms, only its name (they are the build's to check and the README's to tell)", () => {
    for (const source of Object.values(local.sources))
      expect(Object.keys(source).sort()).toEqual(
        ["id", "kind", "language", "work", ...(source.publisher ? ["publisher"] : [])].sort(),
      );
  });
});

const SOURCES = [
  {
    id: "hadith-ar",
    language: "ar",
    kind: "narration",
    work: "صحيح مسلم",
    text: "sources/h.txt",
    from: "a repository",
    url: "https://example.org/h",
    licence: "public domain",
  },
  {
    id: "tafsir-id",
    language: "id",
    kind: "explanation",
    work: "Tafsir",
    publisher: "Kemenag",
    from: "a repository",
    url: "https://example.org/t",
    licence: "CC BY-NC-ND 4.0",
  },
];

function check(files: Record<string, unknown>, sources: unknown = SOURCES) {
  const input: LocalInput = {
    sources: { path: "data/local/sources.json", text: JSON.stringify(sources) },
    files: Object.entries(files).map(([path, value]) => ({
      file: { path: `data/local/${path}`, text: JSON.stringify(value) },
      folder: path.split("/")[0]!,
    })),
    readText: (path) => (path === "sources/h.txt" ? "قال كذا وكذا. ثم قال كذا." : undefined),
  };
  return validateLocal(input, { entries: dataset.entries, languages });
}

const lines = (result: ReturnType<typeof check>) =>
  result.problems.map((p) => `${p.file}: ${p.field}: ${p.message}`);

describe("a malformed data/local", () => {
  const good = { entry: "anfal-8-9", language: "id", title: "Judul", summary: "Ringkasan." };

  it("accepts a sound file", () => {
    const result = check({
      "id/anfal-8-9.json": {
        ...good,
        explanation: [{ verse: "8:9", source: "tafsir-id", text: "Teks." }],
      },
      "ar/anfal-8-9.json": {
        ...good,
        language: "ar",
        narration: { source: "hadith-ar", paragraphs: ["ثم قال كذا."] },
      },
    });
    expect(result.problems).toEqual([]);
    expect(result.local.entries.id?.["anfal-8-9"]?.explanation?.[0]?.text).toBe("Teks.");
  });

  it("names the file, the field and the problem", () => {
    const result = check({
      "id/anfal-8-9.json": {
        ...good,
        entry: "anfal-8-10",
        summary: "x".repeat(400),
        colour: "red",
      },
      "tr/badr.json": {
        ...good,
        entry: "badr",
        language: "id",
        facts: { date: "1 Ramazan", weather: "fine" },
      },
      "id/anfal-8-67-69.json": {
        ...good,
        entry: "anfal-8-67-69",
        explanation: [
          { verse: "8:9", source: "tafsir-id", text: "Teks." },
          { verse: "8:67", source: "hadith-ar", text: "Teks." },
          { verse: "8:68", source: "tafsir-xx", text: "Teks." },
        ],
      },
      "ar/badr.json": {
        ...good,
        entry: "badr",
        language: "ar",
        narration: { source: "hadith-ar", paragraphs: ["قال ما لم يقل."] },
      },
      "en/badr.json": { ...good, entry: "badr", language: "en" },
    });
    expect(lines(result).sort()).toEqual(
      [
        'data/local/ar/badr.json: narration.paragraphs[0]: not found verbatim in the text of source "hadith-ar"',
        'data/local/en/badr.json: language: "en" is not an interface language other than English (ar, id, tr, ur)',
        'data/local/id/anfal-8-9.json: entry: unknown entry id "anfal-8-10"',
        "data/local/id/anfal-8-9.json: summary: 400 characters; a summary is one or two sentences, at most 320",
        "data/local/id/anfal-8-9.json: colour: unknown field (allowed: entry, language, title, summary, narrationLabel, narration, explanation, facts)",
        'data/local/id/anfal-8-67-69.json: explanation[0].verse: "8:9" is not a verse entry "anfal-8-67-69" serves',
        'data/local/id/anfal-8-67-69.json: explanation[1].source: source "hadith-ar" gives a narration, not an explanation',
        'data/local/id/anfal-8-67-69.json: explanation[2].source: unknown source "tafsir-xx" (data/local/sources.json)',
        'data/local/tr/badr.json: language: "id" in the folder of "tr"',
        "data/local/tr/badr.json: facts.weather: not a fact kind (the card has date, place, sides, outcome, losses, verses)",
        ...["place", "sides", "outcome", "losses", "verses"].map(
          (kind) => `data/local/tr/badr.json: facts.${kind}: missing: the card would mix languages`,
        ),
      ].sort(),
    );
  });

  it("checks the sources: fields, language, address, and the text a narration is checked against", () => {
    const result = check({}, [
      { ...SOURCES[0], text: "sources/missing.txt" },
      { ...SOURCES[1], language: "fr", url: "http://example.org", licence: undefined },
      { ...SOURCES[1] },
    ]);
    expect(lines(result).sort()).toEqual(
      [
        'data/local/sources.json: [0].text: file "sources/missing.txt" not found',
        "data/local/sources.json: [1].licence: missing required field",
        'data/local/sources.json: [1].language: "fr" is not an interface language other than English (ar, id, tr, ur)',
        "data/local/sources.json: [1].url: expected a secure web address (https)",
      ].sort(),
    );
  });
});
