import { describe, expect, test } from "vitest";
import { Paragraphs } from "../../../../src/core/detect/paragraphs.ts";

describe("Paragraphs", () => {
  const text = "one\n\ntwo \n \t\nthree\u2029four";
  const starts = {
    one: 0,
    two: text.indexOf("two"),
    three: text.indexOf("three"),
    four: text.indexOf("four"),
  };

  test("finds the paragraph of each offset, and the one before it, in order", () => {
    const p = new Paragraphs(text);
    expect(p.at(1)).toEqual({ start: 0, end: 3, previousStart: -1, next: starts.two });
    expect(p.at(starts.two + 1)).toMatchObject({ start: starts.two, end: starts.two + 4, previousStart: 0 });
    expect(p.at(starts.three)).toMatchObject({ start: starts.three, previousStart: starts.two });
    expect(p.at(starts.four)).toMatchObject({
      start: starts.four,
      end: text.length,
      previousStart: starts.three,
    });
  });

  test("skips paragraphs no offset falls in", () => {
    expect(new Paragraphs(text).at(starts.four)).toMatchObject({
      start: starts.four,
      previousStart: starts.three,
    });
  });

  test("a single line break does not end a paragraph", () => {
    expect(new Paragraphs("a\nb").at(2)).toEqual({ start: 0, end: 3, previousStart: -1, next: 3 });
  });
});
