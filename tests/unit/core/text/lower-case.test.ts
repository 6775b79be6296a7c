/**
 * lowerCased (src/core/text/lower-case.ts): the probes' lower case, in which every unit stays
 * where it was, so that the page gate's offsets hold in the text it read.
 */
import { describe, expect, it } from "vitest";
import { lowerCased } from "../../../../src/core/text/lower-case.ts";

describe("lowerCased", () => {
  it("is toLowerCase wherever that keeps the length", () => {
    for (const text of ["Sure 8, Vers 9", "СУРА АНФАЛЬ", "ΣΟΦΙΑ", "Bedir Savaşı", "سورة الأنفال ٨:٩", ""])
      expect(lowerCased(text)).toBe(text.toLowerCase());
  });

  it("keeps each unit in place where İ would grow to two units", () => {
    const text = "İSTANBUL'da, Enfal Suresİ 8:9";
    expect("İ".toLowerCase()).toHaveLength(2);
    expect(lowerCased(text)).toHaveLength(text.length);
    expect(lowerCased(text)).toBe("istanbul'da, enfal suresi 8:9");
    expect(lowerCased(text).indexOf("8:9")).toBe(text.indexOf("8:9"));
  });

  it("changes the length of no other character", () => {
    const grows: string[] = [];
    for (let c = 0; c <= 0x10ffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const s = String.fromCodePoint(c);
      if (lowerCased(s).length !== s.length) grows.push(c.toString(16));
    }
    expect(grows).toEqual([]);
  });
});
