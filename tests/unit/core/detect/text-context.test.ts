/** The context stage on its own (the rules it serves are tested in context.test.ts). */
import { describe, expect, test } from "vitest";
import { quranAnchor, TextContext } from "../../../../src/core/detect/context.ts";
import { EventRules } from "../../../../src/core/detect/events.ts";
import { liveGrammar } from "../../../../src/core/detect/grammar.ts";
import { Paragraphs } from "../../../../src/core/detect/paragraphs.ts";
import { GRAMMAR } from "./helpers.ts";

const grammar = liveGrammar(GRAMMAR);
const anchor = quranAnchor(grammar, grammar.bareNames(new Set([8])));
const badr = new EventRules(GRAMMAR.events.find((e) => e.id === "badr")!);

describe("TextContext", () => {
  test("a Quran context from the paragraph, the one before, or the block before", () => {
    const text = "Surah al-Anfal.\n\n8:67 here.\n\nnothing.\n\n8:9 there.";
    const paragraphs = new Paragraphs(text);
    const context = new TextContext(text, anchor, undefined);
    const second = paragraphs.at(text.indexOf("8:67"));
    expect(context.knownQuranContext(second)).toBeUndefined();
    expect(context.hasQuranContext(second)).toBe(true);
    expect(context.knownQuranContext(second)).toBe(true);
    expect(context.hasQuranContext(paragraphs.at(text.indexOf("8:9")))).toBe(false);
    const alone = new Paragraphs("8:67").at(0);
    expect(new TextContext("8:67", anchor, { previousBlock: "The Qur'an says" }).hasQuranContext(alone)).toBe(
      true,
    );
  });

  test("an event's score counts each term once, within its window and paragraph", () => {
    const text = "The Muslims and the Muslims of Mecca at Badr.\n\nQuraysh.";
    const context = new TextContext(text, anchor, undefined);
    const at = text.indexOf("Badr");
    const score = context.eventScore(badr, new Paragraphs(text).at(at), at, at + 4);
    expect(score).toBe(4); // muslims 2 + mecca 2; Quraysh is in the next paragraph
  });
});
