import { describe, expect, it } from "vitest";
import { VOCABULARY_REACH, VocabularyNearHits } from "../../../src/content/gate/near-hits.ts";

/** A toy probe: hits are "8:9"; the vocabulary is the word "Quran". Counts the characters read. */
function probe() {
  const read = { characters: 0 };
  return {
    read,
    probe: {
      trigger: /8:9(?=.)/gs,
      // "8:9" with nothing after it, as the real trigger's tail expression finds a number ending the text.
      tailHit: (text: string) => (text.endsWith("8:9") ? text.length - 3 : -1),
      mightHaveVocabulary(text: string) {
        read.characters += text.length;
        return /quran/i.test(text);
      },
    },
  };
}

const filler = (n: number) => "lorem ipsum ".repeat(Math.ceil(n / 12)).slice(0, n);
const OVERLAP = 128;

/** Feeds `text` in chunks of `size` fresh characters, each after the last OVERLAP of the one before. */
function feedAll(near: VocabularyNearHits, text: string, size: number): boolean {
  let previous = "";
  for (let at = 0; at < text.length; at += size) {
    const overlap = previous.slice(-OVERLAP);
    const chunk = overlap + text.slice(at, at + size);
    if (near.feed(chunk, overlap.length, at + size >= text.length)) return true;
    previous = chunk;
  }
  return false;
}

describe("VocabularyNearHits", () => {
  it("tells whether the trigger hit in the last chunk it read, so that no caller runs it again", () => {
    const near = new VocabularyNearHits(probe().probe);
    expect(near.feed("doors open at 8:9 sharp", 0)).toBe(false);
    expect(near.sawHit).toBe(true);
    expect(near.feed("nothing here", 0)).toBe(false);
    expect(near.sawHit).toBe(false);
    // A hit that ends the text counts in the last chunk only.
    expect(near.feed("ends in 8:9", 0, false)).toBe(false);
    expect(near.sawHit).toBe(false);
    expect(near.feed("ends in 8:9", 0, true)).toBe(false);
    expect(near.sawHit).toBe(true);
  });

  it("finds the vocabulary before and after a hit, within reach", () => {
    const before = `${filler(5000)} the Quran ${filler(VOCABULARY_REACH - 100)} 8:9 ${filler(5000)}`;
    const after = `${filler(5000)} 8:9 ${filler(VOCABULARY_REACH - 100)} the Quran ${filler(5000)}`;
    for (const text of [before, after])
      expect(feedAll(new VocabularyNearHits(probe().probe), text, 1 << 20)).toBe(true);
  });

  it("does not count vocabulary beyond reach, nor a page with no hit", () => {
    const far = `the Quran ${filler(VOCABULARY_REACH + 200)} 8:9 ${filler(VOCABULARY_REACH + 200)} the Quran`;
    expect(feedAll(new VocabularyNearHits(probe().probe), far, 1 << 20)).toBe(false);
    const { probe: p, read } = probe();
    expect(feedAll(new VocabularyNearHits(p), `the Quran ${filler(30000)}`, 4096)).toBe(false);
    // With no hit, the vocabulary is not even looked for.
    expect(read.characters).toBe(0);
  });

  it("reaches back into the chunk before and on into the next, wherever the chunks are cut", () => {
    const back = `${filler(3000)} the Quran ${filler(3000)} 8:9 ${filler(3000)}`;
    const on = `${filler(3000)} 8:9 ${filler(3000)} the Quran ${filler(3000)}`;
    for (let size = 500; size <= 9000; size += 700) {
      expect(feedAll(new VocabularyNearHits(probe().probe), back, size), `back, chunks of ${size}`).toBe(
        true,
      );
      expect(feedAll(new VocabularyNearHits(probe().probe), on, size), `on, chunks of ${size}`).toBe(true);
    }
  });

  it("counts a hit that ends the text, which only the tail expression sees", () => {
    for (const size of [1000, 1 << 20]) {
      expect(feedAll(new VocabularyNearHits(probe().probe), `${filler(5000)} the Quran, 8:9`, size)).toBe(
        true,
      );
      expect(feedAll(new VocabularyNearHits(probe().probe), `${filler(5000)} the Quran, 8:`, size)).toBe(
        false,
      );
    }
  });

  it("reads a page of many hits about once, not once per hit", () => {
    const { probe: p, read } = probe();
    const text = Array.from({ length: 2000 }, () => `${filler(300)} 8:9 `).join("");
    expect(feedAll(new VocabularyNearHits(p), text, 128 * 1024)).toBe(false);
    expect(read.characters).toBeLessThan(text.length * 1.2);
  });

  it("reads only the text near a few hits on a long page", () => {
    const { probe: p, read } = probe();
    const text = `${filler(500_000)} 8:9 ${filler(500_000)} 8:9 ${filler(500_000)}`;
    expect(feedAll(new VocabularyNearHits(p), text, 128 * 1024)).toBe(false);
    expect(read.characters).toBeLessThan(6 * VOCABULARY_REACH);
  });
});
