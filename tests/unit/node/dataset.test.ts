/**
 * loadDataset over real directories: the shipped data/, each broken fixture, and data/ plus an
 * entry for 2:255 (a new verse needing no code change).
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Dataset } from "../../../src/core/dataset/types.ts";
import { coveredTargets, DatasetError, loadDataset } from "../../../src/node/dataset.ts";
import { VERSE_CREDIT } from "../../../src/node/quran-source.ts";
import {
  brokenFixtureNames,
  copyRealData,
  DATA_DIR,
  materialiseBroken,
} from "../../fixtures/datasets/make.ts";
import { AYAT_AL_KURSI_ID, makeDataWith2255 } from "../../fixtures/datasets/with-2-255.ts";

const QURAN_JSON_DIR = dirname(createRequire(import.meta.url).resolve("quran-json/package.json"));

function loadError(dir: string): DatasetError {
  try {
    loadDataset(dir);
  } catch (error) {
    if (error instanceof DatasetError) return error;
    throw error;
  }
  throw new Error(`expected ${dir} to be rejected`);
}

describe("the shipped dataset", () => {
  let dataset: Dataset;
  beforeAll(() => {
    dataset = loadDataset(copyRealData());
  });

  it("loads from data/ itself, not only from a copy", () => {
    // copyRealData() supplies a stand-in badr event if data/events lacks one; this checks the real folder.
    expect(loadDataset(DATA_DIR).entries).toHaveLength(3);
  });

  it("has the three entries cut from the seed, each serving its targets", () => {
    expect(dataset.entries.map((e) => [e.id, e.targets])).toEqual([
      ["anfal-8-67-69", ["8:67", "8:68", "8:69"]],
      ["anfal-8-9", ["8:9"]],
      ["badr", ["badr"]],
    ]);
    expect(coveredTargets(dataset)).toEqual(["8:9", "8:67", "8:68", "8:69", "badr"]);
  });

  it("puts each part of the story where its target is", () => {
    const text = (id: string) => {
      const e = dataset.entries.find((x) => x.id === id)!;
      return { excerpt: e.excerpt.join("\n"), commentary: e.commentary.join("\n") };
    };
    expect(text("anfal-8-9").excerpt).toContain("Go ahead, Hayzūm.");
    expect(text("anfal-8-9").excerpt).toContain("[Sūrat al-Anfāl: 9].");
    expect(text("anfal-8-9").commentary).toMatch(/^This means that Allah would provide the believers/);
    expect(text("anfal-8-67-69").excerpt).toContain("Concerning the captives,");
    expect(text("anfal-8-67-69").excerpt).toContain("found the Prophet and Abu Bakr crying.");
    expect(text("anfal-8-67-69").commentary).toMatch(/^This means that it is not appropriate for a Prophet/);
    expect(text("badr").excerpt).toContain("three hundred and nineteen men.");
    expect(text("badr").excerpt).toContain("O Allah, fulfill for me what You have promised to me.");
    expect(text("badr").excerpt).toContain(
      "killed seventy disbelievers and took another seventy as captives.",
    );
  });

  it("links the entries both ways", () => {
    const related = Object.fromEntries(dataset.entries.map((e) => [e.id, e.related]));
    expect(related.badr).toEqual(expect.arrayContaining(["anfal-8-9", "anfal-8-67-69"]));
    for (const e of dataset.entries) {
      for (const other of e.related) expect(related[other], `${other} → ${e.id}`).toContain(e.id);
    }
  });

  it("gives every entry the HadeethEnc and Ṣaḥīḥ Muslim provenance", () => {
    for (const e of dataset.entries) {
      expect(e.provenance).toEqual({
        explanation: "Encyclopedia of Translated Prophetic Hadiths (HadeethEnc)",
        hadith: "Ṣaḥīḥ Muslim, Book of Jihad and Expeditions, no. 1763",
        narration: "Narrated by Ibn ʿAbbās from ʿUmar ibn al-Khaṭṭāb",
      });
    }
  });

  it("gives every entry a short summary of its own, not a copy of its commentary", () => {
    for (const e of dataset.entries) {
      expect(e.summary.length, e.id).toBeGreaterThan(60);
      expect(e.summary.length, e.id).toBeLessThanOrEqual(320);
      expect([...e.excerpt, ...e.commentary], e.id).not.toContain(e.summary);
    }
  });

  it("gives the Battle of Badr a facts card, every fact with a source, the seed's own figures from the seed", () => {
    const badr = dataset.entries.find((e) => e.id === "badr")!;
    const facts = Object.fromEntries((badr.facts ?? []).map((f) => [f.kind, f]));
    expect(Object.keys(facts)).toEqual(["date", "place", "sides", "outcome", "losses", "verses"]);
    expect(facts.date?.text).toContain("17 Ramaḍān 2 AH");
    expect(facts.date?.text).toContain("March 624 CE");
    expect(facts.place?.text).toMatch(/wells of Badr, south-west of Medina/);
    expect(facts.sides?.text).toMatch(/^319 Muslims against about 1,000 men of Quraysh/);
    expect(facts.losses?.text).toMatch(/seventy killed and seventy taken captive/);
    expect(facts.verses?.links).toEqual(["anfal-8-9", "anfal-8-67-69"]);
    for (const fact of badr.facts ?? []) expect(fact.sources.length, fact.kind).toBeGreaterThan(0);
    // The figures the seed gives are credited to the seed, with its words (checked verbatim by the validator).
    expect(facts.sides?.sources.map((s) => s.entry)).toEqual(["badr"]);
    expect(facts.losses?.sources[0]?.quote).toBe(
      "the Muslims killed seventy disbelievers and took another seventy as captives",
    );
  });

  it("carries exactly the verses it uses, Arabic and English, with the credit", () => {
    expect(Object.keys(dataset.verses)).toEqual(["8:9", "8:67", "8:68", "8:69"]);
    // Compared against the package file itself, byte for byte: quran-json's Arabic is not in NFC
    // (shadda before fatha), and the popover must show it as published, so nothing may normalise it.
    const chapter8 = JSON.parse(readFileSync(join(QURAN_JSON_DIR, "dist/chapters/en/8.json"), "utf8")) as {
      verses: { id: number; text: string; translation: string }[];
    };
    for (const ayah of [9, 67, 68, 69]) {
      const source = chapter8.verses.find((v) => v.id === ayah)!;
      expect(dataset.verses[`8:${ayah}`]).toEqual({
        key: `8:${ayah}`,
        surah: "Al-Anfal",
        surahArabic: "الأنفال",
        arabic: source.text,
        english: source.translation,
      });
    }
    expect(dataset.verses["8:9"]?.arabic.normalize("NFC")).toMatch(/^إِذۡ تَسۡتَغِيثُونَ رَبَّكُمۡ/);
    expect(dataset.verses["8:9"]?.english).toContain("I will reinforce you with a thousand from the angels");
    expect(dataset.verses["8:69"]?.english).toMatch(/^So consume what you have taken of war booty/);
    for (const [key, verse] of Object.entries(dataset.verses)) expect(verse.key).toBe(key);
    expect(dataset.verseCredit).toBe(VERSE_CREDIT);
  });
});

describe("a dataset with an entry for 2:255 added", () => {
  it("serves 2:255 and extracts its verse, with no code change", () => {
    const dataset = loadDataset(makeDataWith2255());
    expect(coveredTargets(dataset)).toEqual(["2:255", "8:9", "8:67", "8:68", "8:69", "badr"]);
    expect(dataset.entries.find((e) => e.id === AYAT_AL_KURSI_ID)?.targets).toEqual(["2:255"]);
    expect(dataset.verses["2:255"]?.arabic.normalize("NFC")).toMatch(/^ٱللَّهُ لَآ إِلَٰهَ إِلَّا هُوَ/);
    expect(dataset.verses["2:255"]?.english).toMatch(/^Allah - there is no deity except Him/);
  });
});

describe("broken datasets", () => {
  const names = brokenFixtureNames();

  it("are all here", () => {
    // Issue 3 names these kinds; the list guards against a fixture folder being lost or renamed.
    expect(names).toEqual(
      expect.arrayContaining([
        "missing-field",
        "unknown-target",
        "verse-does-not-exist",
        "duplicate-id",
        "empty-text",
        "invalid-json",
      ]),
    );
  });

  it.each(names)("%s: rejected with every problem named by file and field", (name) => {
    const { dir, expected } = materialiseBroken(name);
    const error = loadError(dir);
    const count = expected.length === 1 ? "1 problem" : `${expected.length} problems`;
    expect(error.message).toBe([`The dataset has ${count}:`, ...expected].join("\n"));
    rmSync(dir, { recursive: true, force: true });
  });

  it("reports problems in event files and a missing entries folder alongside entry problems", () => {
    const dir = copyRealData("events");
    writeFileSync(join(dir, "events", "broken.json"), '{"title": "no id"}');
    rmSync(join(dir, "entries"), { recursive: true });
    expect(loadError(dir).message).toBe(
      [
        "The dataset has 2 problems:",
        `${join(dir, "events", "broken.json")}: id: missing required field`,
        `${join(dir, "entries")}: directory not found`,
      ].join("\n"),
    );
  });

  it("stops at a broken sūrah table, since every verse check depends on it", () => {
    const dir = copyRealData("surahs");
    writeFileSync(join(dir, "quran", "surahs.json"), '[{"number": 1, "verses": 7}]');
    expect(loadError(dir).message).toBe(
      `The dataset has 1 problem:\n${join(dir, "quran", "surahs.json")}: [0]: expected sūrah 1 with a number, a verse count and a transliteration`,
    );
  });
});
