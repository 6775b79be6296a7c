/**
 * Issue 3's promise: every sentence of the seed after its first line appears in the dataset,
 * unaltered. The seed is kept verbatim in tests/fixtures/datasets/seed.txt.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Dataset, Entry } from "../../../src/core/dataset/types.ts";
import { loadDataset } from "../../../src/node/dataset.ts";
import { copyRealData, SEED_FILE } from "../../fixtures/datasets/make.ts";
import { missingSentences, seedSentences, splitSentences } from "./sentences.ts";

const seed = readFileSync(SEED_FILE, "utf8");

/** Every piece of prose an entry can show: the texts a seed sentence may live in. */
function proseOf(entries: Entry[]): string[] {
  return entries.flatMap((e) => [...e.excerpt, ...e.commentary, ...e.quotedVerses.map((q) => q.text)]);
}

describe("splitSentences", () => {
  it("keeps a parenthesised blessing, with its apostrophe, inside the sentence", () => {
    expect(
      splitSentences("The Prophet (may Allah's peace and blessings be upon him) wept. Abu Bakr wept too."),
    ).toEqual(["The Prophet (may Allah's peace and blessings be upon him) wept.", "Abu Bakr wept too."]);
  });

  it("keeps a quoted prayer of several sentences with the sentence that introduces it", () => {
    expect(
      splitSentences('He said: "O Allah, help. O Allah, grant." He continued. Then he stopped.'),
    ).toEqual(['He said: "O Allah, help. O Allah, grant."', "He continued.", "Then he stopped."]);
  });

  it("does not end a sentence at an ellipsis inside braces or at a citation mid-sentence", () => {
    const text =
      "Allah revealed: {It is not befitting...} [Sūrat al-Anfāl: 67] to the end: {So eat} [Sūrat al-Anfāl: 69]. This means that.";
    expect(splitSentences(text)).toEqual([
      "Allah revealed: {It is not befitting...} [Sūrat al-Anfāl: 67] to the end: {So eat} [Sūrat al-Anfāl: 69].",
      "This means that.",
    ]);
  });

  it("starts a sentence at a name opening with ‘ (ʿayn) and treats ’ and ‘ as letters, not quotes", () => {
    expect(
      splitSentences("Allah would guide them. ‘Umar, however, did not agree. Ibn ‘Abbās said so."),
    ).toEqual(["Allah would guide them.", "‘Umar, however, did not agree.", "Ibn ‘Abbās said so."]);
  });
});

describe("the seed", () => {
  const sentences = seedSentences(seed);

  it("drops the button label on the first line", () => {
    expect(seed.split("\n")[0]).toBe("Understand this hadith ＋");
    expect(sentences.some((s) => s.includes("Understand this hadith"))).toBe(false);
  });

  it("splits into its 25 sentences, boundaries where a reader would put them", () => {
    // The count guards the splitter itself: too coarse and a test of whole paragraphs would pass for
    // the wrong reason; too fine and it would accept a dataset that cut sentences apart.
    expect(sentences).toHaveLength(25);
    expect(sentences[0]).toMatch(/^When it was the battle of Badr,.*nineteen men\.$/);
    expect(sentences[1]).toMatch(/audibly invoking Allah: "O Allah, fulfill .* on earth\."$/);
    expect(sentences[4]).toMatch(
      /^Hence, Allah, the Almighty, revealed: \{When you appealed.*\[Sūrat al-Anfāl: 9\]\.$/,
    );
    expect(sentences[6]).toMatch(/"Go ahead, Hayzūm\."$/);
    expect(sentences[14]).toMatch(/^‘Umar, however,/);
    expect(sentences[19]).toMatch(
      /^In this regard.*crushed\.\.\.\} \[Sūrat al-Anfāl: 67\] to the end.*: 69\]\.$/,
    );
    expect(sentences[24]).toBe(
      "Then Allah declared the riches that the Muslims take from the disbelievers by force in war to be lawful for them.",
    );
    // Nothing lost between the sentences: rejoined, they are the seed's paragraphs.
    const paragraphs = seed.split("\n").slice(1).filter(Boolean).join(" ");
    expect(sentences.join(" ")).toBe(paragraphs);
  });
});

describe("the dataset carries the seed", () => {
  let dataset: Dataset;
  beforeAll(() => {
    dataset = loadDataset(copyRealData("seed"));
  });

  it("contains every seed sentence verbatim in some entry's excerpt, commentary or quoted verse", () => {
    expect(missingSentences(seedSentences(seed), proseOf(dataset.entries))).toEqual([]);
  });

  it("would notice a sentence altered by one character (straight for curly quote)", () => {
    // The check is only worth having if it can fail: typographic "fixes" are the likely accident.
    const altered = dataset.entries.map((e) => ({
      ...e,
      excerpt: e.excerpt.map((p) => p.replaceAll("‘Umar, however", "'Umar, however")),
    }));
    expect(missingSentences(seedSentences(seed), proseOf(altered))).toEqual([
      expect.stringMatching(/^‘Umar, however, did not agree/),
    ]);
  });

  it("would notice a sentence that is missing", () => {
    const cut = dataset.entries.map((e) => ({
      ...e,
      excerpt: e.excerpt.map((p) =>
        p.replace(" He continued his prayer until his cloak fell off his shoulders.", ""),
      ),
    }));
    expect(missingSentences(seedSentences(seed), proseOf(cut))).toEqual([
      "He continued his prayer until his cloak fell off his shoulders.",
    ]);
  });

  it("quotes the seed's brace passages as the verses' own rendering, keyed by verse", () => {
    const quoted = dataset.entries.flatMap((e) => e.quotedVerses.map((q) => [q.key, q.text]));
    const braces = [...seed.matchAll(/\{([^}]*)\} \[Sūrat al-Anfāl: (\d+)\]/g)].map((m) => [
      `8:${m[2]}`,
      m[1],
    ]);
    expect(braces).toHaveLength(3);
    expect(quoted).toEqual(expect.arrayContaining(braces));
  });
});
