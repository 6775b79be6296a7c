/**
 * What the scan command prints is shown by a terminal as it is: no control or bidi character reaches
 * the terminal raw, and every record still parses back to the exact strings.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it, test } from "vitest";
import { jsonLine } from "../../../src/cli/output.ts";
import { records, runScan, TERMINAL_UNSAFE } from "./helpers.ts";

const SCAN_TIMEOUT = { timeout: 120_000 };
const dir = mkdtempSync(join(tmpdir(), "scan-output-"));

const UNSAFE_CHARS = [
  ..."\u0000\u0007\u001b\u007f\u0085\u009b\u061c\u200e\u200f\u2028\u2029",
  ..."\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069",
];

describe("jsonLine", () => {
  it("escapes each bidi control, line separator and control character as \\uXXXX", () => {
    expect(jsonLine({ text: "a\u202Eb\u2066c\u2028d\u001be\u009bf" })).toBe(
      String.raw`{"text":"a\u202eb\u2066c\u2028d\u001be\u009bf"}`,
    );
  });

  it("leaves no such character raw, and parses back to the same strings", () => {
    const text = fc
      .array(fc.oneof(fc.constantFrom(...UNSAFE_CHARS), fc.string({ unit: "binary" })), { maxLength: 8 })
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(text, text, (file, matched) => {
        const line = jsonLine({ file, start: 0, end: matched.length, text: matched, targets: ["8:67"] });
        expect(line).not.toMatch(TERMINAL_UNSAFE);
        expect(JSON.parse(line)).toEqual({
          file,
          start: 0,
          end: matched.length,
          text: matched,
          targets: ["8:67"],
        });
      }),
      { numRuns: 1000 },
    );
  });
});

describe("the scan command's output", () => {
  test(
    "escapes bidi and control characters as \\uXXXX, and parses back to the same strings",
    SCAN_TIMEOUT,
    () => {
      const name = "x\u202Egnp.\u2066\u001b[31m\u009b\u2028.txt";
      const path = join(dir, name);
      writeFileSync(
        path,
        "Quran\u202E 8:67. غزوة \u200Fبدر. Battle of\u2028Badr.\nBattle of \u2066Badr\u2069.\n",
      );
      const r = runScan([path, join(dir, "missing\u202E.txt")]);
      expect(r.status).toBe(2);
      // The line breaks between records and messages are the only control characters left.
      for (const line of `${r.stdout}${r.stderr}`.split("\n")) expect(line).not.toMatch(TERMINAL_UNSAFE);
      expect(r.stdout).toContain("\\u202e");
      expect(r.stderr).toContain("missing\\u202e.txt");
      expect(records(r.stdout)).toEqual([
        { file: path, start: 0, end: 11, text: "Quran\u202E 8:67", targets: ["8:67"] },
        { file: path, start: 13, end: 22, text: "غزوة \u200Fبدر", targets: ["badr"] },
        { file: path, start: 24, end: 38, text: "Battle of\u2028Badr", targets: ["badr"] },
        { file: path, start: 40, end: 55, text: "Battle of \u2066Badr", targets: ["badr"] },
      ]);
    },
  );
});
