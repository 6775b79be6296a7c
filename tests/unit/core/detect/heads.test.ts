import { describe, expect, test } from "vitest";
import { EventRules } from "../../../../src/core/detect/events.ts";
import { liveGrammar } from "../../../../src/core/detect/grammar.ts";
import { type HeadKind, headExpression } from "../../../../src/core/detect/heads.ts";
import { GRAMMAR } from "./helpers.ts";

const grammar = liveGrammar(GRAMMAR);
const names = grammar.bareNames(new Set([8]));
const badr = GRAMMAR.events.find((e) => e.id === "badr")!;
const heads = headExpression(grammar, names, [{ rules: new EventRules(badr), ...badr.names }]);

/** The kind of each head in folded `text`, with the text it starts with. */
function kinds(text: string): [HeadKind, string][] {
  const out: [HeadKind, string][] = [];
  heads.expression.lastIndex = 0;
  for (let m = heads.expression.exec(text); m; m = heads.expression.exec(text)) {
    let g = 1;
    while (m[g] === undefined) g++;
    out.push([heads.kinds[g - 1]!, m[0]]);
  }
  return out;
}

describe("headExpression", () => {
  test.each<[string, [HeadKind, string][]]>([
    // Every head in the window is found; the window stage skips those a parse has read past.
    [
      "see quran 8:9",
      [
        ["marker", "quran"],
        ["bare", "8:9"],
      ],
    ],
    [
      "q 8:9",
      [
        ["marker", "q"],
        ["bare", "8:9"],
      ],
    ],
    [
      "surah al-anfal",
      [
        ["surahWord", "surah"],
        ["name", "al-anfal"],
      ],
    ],
    ["in al-anfal 9", [["name", "al-anfal"]]],
    ["verse 67", [["verseWord", "verse"]]],
    ["https://quran.com/8/9", [["host", "https://quran.com/"]]],
    ["so 8:67 says", [["bare", "8:6"]]],
    ["the battle of badr", [["event", "badr"]]],
    [
      "سوره الانفال",
      [
        ["surahWord", "سوره"],
        ["name", "الانفال"],
      ],
    ],
    ["في الانفال", [["name", "الانفال"]]],
    ["القران الكريم", [["markerArabic", "القران"]]],
    ["غزوه بدر", [["event", "بدر"]]],
  ])("%s", (text, expected) => {
    expect(kinds(text)).toEqual(expected);
  });

  test("no head inside a word", () => {
    expect(kinds("badrinath quranic versed surahs")).toEqual([]);
  });

  test("an event's name leads back to its rules", () => {
    expect(heads.events.get("badr")?.id).toBe("badr");
    expect(heads.events.get("بدر")?.id).toBe("badr");
  });
});
