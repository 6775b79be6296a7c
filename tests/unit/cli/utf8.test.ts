/** Where UTF-8 first goes wrong, checked against TextDecoder, which decides whether it does. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstBadSequence } from "../../../src/cli/utf8.ts";

const strict = (bytes: Uint8Array) =>
  new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
const lossy = (bytes: Uint8Array) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
const bytes = (...values: number[]) => new Uint8Array(values);

describe("firstBadSequence", () => {
  it.each([
    ["valid text with é and 𝄞", new Uint8Array(Buffer.from("é𝄞 ok")), -1],
    ["a stray continuation byte", bytes(0x61, 0x80), 1],
    ["an overlong slash (C0 AF)", bytes(0x61, 0x62, 0xc0, 0xaf), 2],
    ["an overlong three-byte form (E0 80 AF)", bytes(0xe0, 0x80, 0xaf), 0],
    ["a UTF-16 surrogate (ED A0 80)", bytes(0x20, 0xed, 0xa0, 0x80), 1],
    ["a code point past U+10FFFF (F4 90 80 80)", bytes(0xf4, 0x90, 0x80, 0x80), 0],
    ["a sequence cut short at the end", bytes(0x61, 0xe2, 0x82), 1],
    ["a sequence cut short by ASCII", bytes(0xe2, 0x82, 0x61), 0],
    ["FF", bytes(0x61, 0x62, 0x63, 0xff), 3],
  ])("%s", (_name, input, offset) => {
    expect(firstBadSequence(input)).toBe(offset);
  });

  // Random bytes are almost never UTF-8, so half the cases are real UTF-8 with a few bytes changed.
  const nearlyUtf8 = fc
    .tuple(
      fc.string({ unit: "binary" }),
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 3 }),
    )
    .map(([text, edits]) => {
      const out = new Uint8Array(Buffer.from(text, "utf8"));
      for (const [at, value] of edits) if (out.length) out[at % out.length] = value;
      return out;
    });

  it("agrees with TextDecoder: the bytes before it decode strictly, and a lossy decode puts U+FFFD there", () => {
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 40 }), nearlyUtf8), (input) => {
        const offset = firstBadSequence(input);
        if (offset === -1) {
          expect(() => strict(input)).not.toThrow();
          return;
        }
        expect(() => strict(input)).toThrow();
        const before = strict(input.subarray(0, offset));
        expect(lossy(input).startsWith(`${before}\uFFFD`)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
