// @vitest-environment jsdom
/**
 * The screen before the first look (src/content/loader/screen.ts): it may turn a text down only
 * where the first look and main.js's probe would, and it does turn down the frames that say
 * almost nothing ("hi", "OK", "Ad") without loading first-look.js.
 */
import { describe, expect, it } from "vitest";
import { FirstLook } from "../../../src/content/loader/first-look.ts";
import {
  frameMayHoldReference,
  SCREEN_LETTERS,
  textMayHoldReference,
} from "../../../src/content/loader/screen.ts";
import { firstLookTables } from "../../../src/core/detect/probe/shipped.ts";
import { COVERED, GRAMMAR, probeTablesFor } from "../core/detect/helpers.ts";
import { QUOTATIONS, quotingProbe } from "../core/detect/quotations/helpers.ts";
import { COVERED_VERSE_TEXTS, TABLE_TEXTS } from "../core/detect/table-texts.ts";

const source = firstLookTables(probeTablesFor(GRAMMAR, COVERED, QUOTATIONS));
const look = new FirstLook(source);
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** Every text of at most `n` ASCII letters, each letter followed by nothing, a space or an apostrophe. */
function* shortTexts(n: number, prefix = ""): Generator<string> {
  if (prefix) yield prefix;
  if (n === 0) return;
  for (const letter of LETTERS)
    for (const after of ["", " ", "'"]) yield* shortTexts(n - 1, `${prefix}${letter}${after}`);
}

describe("the screen", () => {
  it("says yes wherever the first look does, on every table's text and verse, in every case", () => {
    const title = (text: string) => text.replace(/\p{L}+/gu, (w) => w[0]!.toUpperCase() + w.slice(1));
    const texts = [...TABLE_TEXTS, ...COVERED_VERSE_TEXTS].flatMap((t) => [t, t.toUpperCase(), title(t)]);
    const looked = texts.filter((text) => look.textMayHoldReference(text));
    expect(looked.length).toBeGreaterThan(3000);
    expect(looked.filter((text) => !textMayHoldReference(text))).toEqual([]);
  });

  it(`turns down only texts that neither the first look nor main.js's probe reads as a reference: all of up to ${SCREEN_LETTERS - 1} ASCII letters`, () => {
    const screenedOut = [...shortTexts(SCREEN_LETTERS - 1)].filter((text) => !textMayHoldReference(text));
    // 26 + 26² + 26³ letter sequences, with a space or an apostrophe after each letter.
    expect(screenedOut.length).toBeGreaterThan(26 ** 3 * 9);
    const read = screenedOut.filter(
      (text) => look.textMayHoldReference(text) || quotingProbe.mightContainReference(text),
    );
    expect(read).toEqual([]);
  });

  it("turns down a frame that says almost nothing, and lets by a name, a number or any other script", () => {
    for (const text of ["hi", "OK", "Ad", " - ", "", "i.e.", "a b c"])
      expect(textMayHoldReference(text), text).toBe(false);
    for (const text of ["Badr", "bad'r", "8", "Q8", "viii", "بدر", "第八", "Anfal", "hi!…", "été", "×"])
      expect(textMayHoldReference(text), text).toBe(true);
    // Four letters is the fewest a reference in plain ASCII holds ("Badr", "bad'r", "viii").
    expect(["badr", "bad'r", "bedr"].some((text) => look.textMayHoldReference(text))).toBe(true);
  });

  it("lets by a frame with a verse link whatever its text, and a frame too large to read at once", () => {
    document.body.innerHTML = `<a href="https://quran.com/8/9">hi</a>`;
    expect(frameMayHoldReference(document.body, "hi", source.verseLinkSelector)).toBe(true);
    document.body.innerHTML = `<a href="https://example.com/">hi</a>`;
    expect(frameMayHoldReference(document.body, "hi", source.verseLinkSelector)).toBe(false);
    expect(frameMayHoldReference(document.body, undefined, source.verseLinkSelector)).toBe(true);
  });
});
