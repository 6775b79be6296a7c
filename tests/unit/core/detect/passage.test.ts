/**
 * The passage rule (docs/DETECTION.md): a lone Badr counts when the passage is already about the
 * battle: a sure phrase earlier in its paragraph, in the paragraph before, or in the block before
 * (the content script passes it), and nothing around the name speaks against it.
 */
import { describe, expect, test } from "vitest";
import { detector, show } from "./helpers.ts";

const texts = (text: string, previousBlock?: string) =>
  show(detector.find(text, previousBlock === undefined ? undefined : { previousBlock }));

describe("the passage rule", () => {
  test("the block before names the battle: the well of Badr counts", () => {
    expect(texts("They camped by the well of Badr.", "The Battle of Badr was fought in Ramadan.")).toEqual([
      "27-31 Badr → badr",
    ]);
  });

  test("the same sentence alone does not count", () => {
    expect(texts("They camped by the well of Badr.")).toEqual([]);
  });

  test("a block before in Arabic names the battle", () => {
    expect(texts("ثم نزلوا عند ماء بدر", "غزوة بدر الكبرى")).toEqual(["17-20 بدر → badr"]);
  });

  test("a negative word beside the name outweighs the passage", () => {
    expect(texts("Badr hotel guests left early.", "The Battle of Badr was fought in Ramadan.")).toEqual([]);
  });

  test("a capitalised surname after the name is another Badr", () => {
    expect(texts("Badr Hari won on points.", "The Battle of Badr was fought in Ramadan.")).toEqual([]);
  });
});
