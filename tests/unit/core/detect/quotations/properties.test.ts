/**
 * Properties of quotation recognition: no run of words from a verse the dataset does not cover is
 * ever a quotation, in any language (the build's distinctiveness check, seen from outside); and the
 * probe never misses a key word, wherever it falls between its samples.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DROPPED,
  foldedUnit,
  NOT_A_LETTER,
  probeFoldWord,
  QuotationProbe,
  wordHash,
} from "../../../../../src/core/detect/quotations/probe.ts";
import { foldWord } from "../../../../../src/core/detect/quotations/words.ts";
import { DATA, LANGUAGES, type Language, QUOTATIONS, quoting, quran } from "./helpers.ts";

const TRANSLATIONS = (
  JSON.parse(readFileSync(join(DATA, "quotations", "translations.json"), "utf8")) as {
    translations: { id: string; verses: Record<string, string> }[];
  }
).translations;

const COVERED_VERSES = new Set(["8:9", "8:67", "8:68", "8:69"]);

describe("quotation properties", () => {
  it.each(LANGUAGES)("no run of words of another verse is a quotation (%s)", (language) => {
    const verses = [...quran(language)].filter(([k]) => !COVERED_VERSES.has(k)).map(([, text]) => text);
    // Chinese is written without spaces: its runs are of characters.
    const split = (text: string) => (language === "zh" ? [...text] : text.split(/\s+/));
    const glue = language === "zh" ? "" : " ";
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: verses.length - 1 }),
        fc.nat(),
        fc.integer({ min: 1, max: 80 }),
        (v, from, length) => {
          const words = split(verses[v]!);
          const start = from % words.length;
          const run = words.slice(start, start + length).join(glue);
          const found = quoting.find(run).filter((r) => r.targets.some((t) => /^8:(9|6[789])$/.test(t)));
          expect(found, run).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("sees every key word through the hashes the build ships in place of hashing the words", () => {
    const probe = new QuotationProbe({
      ...QUOTATIONS.probe,
      keys: [],
      keyHashes: QUOTATIONS.probe.keys.map(wordHash),
    });
    for (const key of QUOTATIONS.probe.keys) expect(probe.test(` ${key} `), key).toBe(true);
    expect(probe.test(" captivated "), "a word that only shares grams with a key").toBe(false);
  });

  it("sees every key word, however it falls between the probe's samples", () => {
    const probe = new QuotationProbe(QUOTATIONS.probe);
    for (const key of QUOTATIONS.probe.keys) {
      for (let shift = 0; shift < 8; shift++) {
        const text = `${"—".repeat(shift)} ${key} `;
        expect(probe.test(text), `${key} after ${shift}`).toBe(true);
      }
    }
  });

  it("passes every version of every covered verse as written, and folds its key words as foldWord does", () => {
    const probe = new QuotationProbe(QUOTATIONS.probe);
    for (const k of QUOTATIONS.probe.keys) expect(probeFoldWord(k)).toBe(k);
    const own = new Map(TRANSLATIONS.map((t) => [t.id, t.verses]));
    for (const v of QUOTATIONS.versions) {
      expect(v.keys.length > 0 || /^\p{sc=Han}/u.test(v.words), `${v.source} ${v.target} has key words`).toBe(
        true,
      );
      for (const k of v.keys) expect(foldWord(k)).toBe(k);
      // As a page writes it: the probe reads an alif or a hamza, which foldWord drops.
      const written = (LANGUAGES as readonly string[]).includes(v.source)
        ? quran(v.source as Language).get(v.target)
        : own.get(v.source)?.[v.target];
      expect(written, `${v.source} ${v.target}`).toBeDefined();
      expect(probe.test(written!), `${v.source} ${v.target}`).toBe(true);
    }
  });

  it("folds each unit below U+0800, met in any order, as foldWord folds it (alif and hamza kept)", () => {
    const alifs = new Set([..."ءآأإاٱ"]);
    const shipped = QUOTATIONS.probe.folds ?? "";
    expect(shipped).toHaveLength(0x800);
    // Descending, so the lazily filled table is filled in another order than a page would.
    for (let c = 0x7ff; c >= 0; c--) {
      const ch = String.fromCharCode(c);
      const folded = foldWord(ch);
      const expected = alifs.has(ch)
        ? 0x627
        : !/[\p{L}\p{M}]/u.test(ch)
          ? NOT_A_LETTER
          : folded === ""
            ? DROPPED
            : folded.charCodeAt(0);
      expect(foldedUnit(c), `U+${c.toString(16)}`).toBe(expected);
      // The build's table, which the probe reads instead of folding on the page.
      expect(shipped.charCodeAt(c), `U+${c.toString(16)} as shipped`).toBe(expected);
    }
  });

  it("rejects prose without a key word", () => {
    const probe = new QuotationProbe(QUOTATIONS.probe);
    for (const text of [
      "The first Europeans known to have reached New Zealand were Dutch explorers.",
      "ECMAScript is a general-purpose programming language; this specification defines it.",
      "في هذا اليوم ذهب الطلاب إلى المدرسة وكتبوا الدرس في الكتاب.",
      "Нет никаких ссылок в этом тексте о погоде.",
    ]) {
      expect(probe.test(text), text).toBe(false);
    }
  });
});
