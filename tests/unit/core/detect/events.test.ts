/**
 * Events are data: a second event (the Battle of Uḥud, tests/fixtures/datasets/with-uhud.ts) is
 * found and told apart from the mountain, the football club and the Arabic word for "anyone" by
 * its own table alone, and Badr works as before beside it. Also the pieces of events.ts.
 */
import { rmSync } from "node:fs";
import { afterAll, describe, expect, test } from "vitest";
import { createDetector } from "../../../../src/core/detect/index.ts";
import { loadGrammar } from "../../../../src/node/grammar.ts";
import { makeDataWithUhud, UHUD_ID } from "../../../fixtures/datasets/with-uhud.ts";
import { COVERED, GRAMMAR, probe, probeFor } from "./helpers.ts";

const dataDir = makeDataWithUhud();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const withUhud = createDetector(loadGrammar(dataDir), [...COVERED, UHUD_ID]);
const probeWithUhud = probeFor(loadGrammar(dataDir), [...COVERED, UHUD_ID]);
const texts = (t: string) => withUhud.find(t).map((r) => `${r.text} → ${r.targets.join(" ")}`);

describe("a second event from its table alone", () => {
  test.each([
    ["the battle phrase", "The Battle of Uhud was fought in 3 AH.", "Battle of Uhud"],
    ["a transliterated word before it", "He wrote on Ghazwa-e-Uhud.", "Ghazwa-e-Uhud"],
    ["another spelling", "the battle of Ohod", "battle of Ohod"],
    ["Arabic, with a proclitic and diacritics", "استشهد حمزة في غزوةِ أُحُد.", "غزوةِ أُحُد"],
    ["Arabic يوم", "يوم أحد قتل حمزة", "يوم أحد"],
    ["a lone name with the battle's words", "Hamza fell at Uḥud when the archers left.", "Uḥud"],
  ])("found: %s", (_, text, span) => {
    expect(texts(text)).toEqual([`${span} → uhud`]);
  });

  test.each([
    ["the mountain, no battle words", "Mount Uhud rises north of the city; hikers climb it at dawn."],
    ["the football club", "Ohod Club won the league on Friday."],
    ["a club with battle-sounding words", "Uhud FC fought hard for the victory."],
    ["a surname", "Uhud Ahmed met the Prophet in Medina."],
    ["the Arabic word for anyone", "لا أحد يعرف الجواب."],
    ["the Arabic 'one of'", "قال أحد المسلمين كلمة."],
    ["a lone name with one weak word", "We walked to Uhud after the battle."],
  ])("not found: %s", (_, text) => {
    expect(texts(text)).toEqual([]);
  });

  test("the mountain after a paragraph about the battle: the passage rule gives way to the table's words", () => {
    const previousBlock =
      "A year after the Battle of Badr came the Battle of Uhud, where the archers left their post.";
    const mountain = "Mount Uhud rises north of the city; hikers climb it in the cool of the morning.";
    expect(withUhud.find(mountain, { previousBlock })).toEqual([]);
    // The same sentence about the battle's site, with no word that rules it out, is the battle.
    expect(
      withUhud
        .find("The Muslims camped below Uhud, the archers on the hill.", { previousBlock })
        .map((r) => r.text),
    ).toEqual(["Uhud"]);
  });

  test("Badr is found as before, beside Uḥud", () => {
    expect(texts("After the Battle of Badr came the Battle of Uhud.")).toEqual([
      "Battle of Badr → badr",
      "Battle of Uhud → uhud",
    ]);
    expect(texts("Badr and the Muslims of Mecca.")).toEqual(["Badr → badr"]);
    expect(texts("Badr Hari won the bout.")).toEqual([]);
  });

  test("the shipped data has no Uḥud, and an event no entry covers is not reported", () => {
    expect(createDetector(GRAMMAR, COVERED).find("The Battle of Uhud")).toEqual([]);
    expect(createDetector(loadGrammar(dataDir), COVERED).find("The Battle of Uhud")).toEqual([]);
  });

  test("the probe and the trigger see the new event's names, accents and all", () => {
    expect(probeWithUhud.mightContainReference("at Uḥud")).toBe(true);
    expect(probeWithUhud.mightHaveVocabulary("غزوة أُحُد")).toBe(true);
    expect(probe.mightContainReference("at Uḥud")).toBe(false);
  });
});
