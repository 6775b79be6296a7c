import { describe, expect, test } from "vitest";
import { at, lengthAt, skip } from "../../../../src/core/detect/cursor.ts";

describe("cursor helpers", () => {
  const word = /[a-z]+/y;

  test("at matches exactly at the cursor, never further on", () => {
    expect(at(word, "12 ab", 3)?.[0]).toBe("ab");
    expect(at(word, "12 ab", 0)).toBeNull();
    expect(at(word, "ab cd", 0) && word.lastIndex).toBe(2);
  });

  test("skip moves past a match, or stays", () => {
    expect(skip(/\s*/y, "a   b", 1)).toBe(4);
    expect(skip(word, "a 1", 2)).toBe(2);
  });

  test("lengthAt measures a match, or a look-behind's group ending at the cursor", () => {
    expect(lengthAt(word, "xabc", 1)).toBe(3);
    expect(lengthAt(/(?<=(battle of ))/y, "the battle of badr", 14)).toBe("battle of ".length);
    expect(lengthAt(word, "1", 0)).toBe(-1);
  });
});
