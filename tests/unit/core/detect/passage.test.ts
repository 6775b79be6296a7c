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

  // Every language's lone name, in its own script, follows the same rule after its own phrase.
  test.each([
    [
      "Arabic «في بدر» after «غزوة بدر»",
      "وقعت غزوة بدر في السنة الثانية. وخرجوا إلى بدر ونزلوا عند بدر.",
      ["5-13 غزوة بدر → badr", "43-46 بدر → badr", "58-61 بدر → badr"],
    ],
    [
      "Russian «при Бадре» after «Битва при Бадре»",
      "Битва при Бадре была короткой. Утром отряд стоял при Бадре.",
      ["0-15 Битва при Бадре → badr", "53-58 Бадре → badr"],
    ],
    [
      "Bengali «বদরে» after «বদর যুদ্ধ»",
      "বদর যুদ্ধ ছিল সংক্ষিপ্ত। সকালে তারা বদরে পৌঁছায়।",
      ["0-9 বদর যুদ্ধ → badr", "36-40 বদরে → badr"],
    ],
    [
      "Urdu «بدر میں» after «غزوہ بدر»",
      "غزوہ بدر مختصر تھی۔ صبح وہ بدر میں پہنچے۔",
      ["0-8 غزوہ بدر → badr", "27-30 بدر → badr"],
    ],
    [
      "Chinese «白德尔» after «白德尔战役»",
      "白德尔战役很短。第二天早上他们到达白德尔。",
      ["0-5 白德尔战役 → badr", "17-20 白德尔 → badr"],
    ],
  ])("%s", (_, text, found) => {
    expect(texts(text)).toEqual(found);
  });

  test.each([
    ["Russian", "Утром отряд стоял при Бадре.", "Битва при Бадре была короткой.", ["22-27 Бадре → badr"]],
    ["Bengali", "সকালে তারা বদরে পৌঁছায়।", "বদর যুদ্ধ ছিল সংক্ষিপ্ত।", ["11-15 বদরে → badr"]],
    ["Chinese", "第二天早上他们到达白德尔。", "白德尔战役很短。", ["9-12 白德尔 → badr"]],
  ])("the block before names the battle in %s", (_, text, before, found) => {
    expect(texts(text, before)).toEqual(found);
  });

  test.each([
    [
      "Russian, a name before the phrase",
      "Бадр вырос в Москве. Позже он читал о битве при Бадре.",
      ["38-53 битве при Бадре → badr"],
    ],
    [
      "Russian, a capitalised surname",
      "Битва при Бадре была короткой. Бадр Хари выиграл по очкам.",
      ["0-15 Битва при Бадре → badr"],
    ],
    [
      "Russian, a footballer",
      "Битва при Бадре была короткой. Бадр забил гол за клуб в матче чемпионата.",
      ["0-15 Битва при Бадре → badr"],
    ],
    ["Bengali, a footballer", "বদর যুদ্ধ ছিল সংক্ষিপ্ত। বদর নামের ছেলেটি ফুটবল খেলে।", ["0-9 বদর যুদ্ধ → badr"]],
    ["Chinese, a footballer", "白德尔战役很短。巴德尔在比赛中为球队打进一球。", ["0-5 白德尔战役 → badr"]],
    [
      "Urdu, a film actor",
      "غزوہ بدر مختصر تھی۔ بدر میاں نے نئی فلم میں اداکاری کی۔",
      ["0-8 غزوہ بدر → badr"],
    ],
  ])("nothing else counts: %s", (_, text, found) => {
    expect(texts(text)).toEqual(found);
  });
});
