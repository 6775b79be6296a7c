/**
 * What the scan command does with input that is not plain UTF-8 text of a sensible size: it refuses
 * the one input with a message that says where the problem is, and goes on with the others.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { records, runScan } from "./helpers.ts";

const dir = mkdtempSync(join(tmpdir(), "scan-input-"));
const file = (name: string, bytes: Buffer | string) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};

const good = file("good.txt", "Quran 8:9\n");
const nul = file("nul.txt", Buffer.from("Quran 8:9\0 and more", "latin1"));
// 0xFF never occurs in UTF-8; "Quran 8:9 " is 10 bytes.
const invalid = file(
  "invalid.txt",
  Buffer.concat([Buffer.from("Quran 8:9 "), Buffer.from([0xff]), Buffer.from(" Battle of Badr")]),
);
// The first two bytes of "€" (E2 82 AC), cut short: one bad sequence, so one U+FFFD.
const cut = file(
  "cut.html",
  Buffer.concat([
    Buffer.from("<p>Quran 8:9 "),
    Buffer.from([0xe2, 0x82]),
    Buffer.from(" Battle of Badr</p>"),
  ]),
);
const bom = file("bom.txt", "\uFEFFQuran 8:9\n");

const SCAN_TIMEOUT = { timeout: 120_000 };

describe("scan refuses input that is not UTF-8 text", () => {
  test(
    "binary and invalid UTF-8: the file and the byte offset on stderr, exit 2, the other files scanned",
    SCAN_TIMEOUT,
    () => {
      const r = runScan([nul, invalid, good, cut]);
      expect(r.status).toBe(2);
      expect(records(r.stdout)).toEqual([
        { file: good, start: 0, end: 9, text: "Quran 8:9", targets: ["8:9"] },
      ]);
      expect(r.stderr.split("\n")).toEqual([
        `scan: ${nul} is binary (a NUL byte at byte offset 9); not scanned`,
        `scan: ${invalid} is not valid UTF-8 (a bad byte sequence at byte offset 10); not scanned (--lossy reads it with U+FFFD in place of each bad sequence)`,
        `scan: ${cut} is not valid UTF-8 (a bad byte sequence at byte offset 13); not scanned (--lossy reads it with U+FFFD in place of each bad sequence)`,
        "",
      ]);
    },
  );

  test(
    "--lossy reads each bad sequence as one U+FFFD; a NUL byte still makes a file binary",
    SCAN_TIMEOUT,
    () => {
      const r = runScan(["--lossy", invalid, cut, nul]);
      expect(r.status).toBe(2);
      expect(records(r.stdout)).toEqual([
        { file: invalid, start: 0, end: 9, text: "Quran 8:9", targets: ["8:9"] },
        { file: invalid, start: 12, end: 26, text: "Battle of Badr", targets: ["badr"] },
        { file: cut, start: 0, end: 9, text: "Quran 8:9", targets: ["8:9"] },
        { file: cut, start: 12, end: 26, text: "Battle of Badr", targets: ["badr"] },
      ]);
      expect(r.stderr).toBe(`scan: ${nul} is binary (a NUL byte at byte offset 9); not scanned\n`);
    },
  );

  test("a byte-order mark is kept as U+FEFF, so offsets count it as before", SCAN_TIMEOUT, () => {
    const r = runScan([bom]);
    expect(r.status).toBe(0);
    expect(records(r.stdout)).toEqual([
      { file: bom, start: 1, end: 10, text: "Quran 8:9", targets: ["8:9"] },
    ]);
  });
});

describe("scan refuses input over --max-size", () => {
  const limit = 64;
  const atLimit = file("at-limit.txt", `Quran 8:9${" ".repeat(limit - 9)}`);
  const overLimit = file("over-limit.html", `<p>Quran 8:9</p>${" ".repeat(limit + 1 - 16)}`);

  test(
    "a file one byte over the limit, and stdin over it, are refused with the limit named; one at the limit is scanned",
    SCAN_TIMEOUT,
    () => {
      const r = runScan([`--max-size=${limit}`, overLimit, "-", atLimit], {
        input: "Quran 8:9".padEnd(limit + 1),
      });
      expect(r.status).toBe(2);
      expect(records(r.stdout)).toEqual([
        { file: atLimit, start: 0, end: 9, text: "Quran 8:9", targets: ["8:9"] },
      ]);
      expect(r.stderr.split("\n")).toEqual([
        `scan: ${overLimit} is ${limit + 1} bytes, over the ${limit}-byte limit; not scanned (--max-size=BYTES raises it)`,
        `scan: standard input (-) is over the ${limit}-byte limit; not scanned (--max-size=BYTES raises it)`,
        "",
      ]);
    },
  );

  test("a --max-size that is not a byte count is a usage error", SCAN_TIMEOUT, () => {
    const r = runScan(["--max-size=16M", good]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^scan: --max-size wants a whole number of bytes above 0, not "16M"\nusage: /);
  });
});
