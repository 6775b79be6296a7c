/**
 * The scorer's arithmetic and its reading of cases files (src/cli/score.ts); the scan command it
 * drives has its own tests.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { precision, readCases, recall, type Tally, tallyCase } from "../../../src/cli/score.ts";

const empty = (): Tally => ({ truePositives: 0, falsePositives: 0, falseNegatives: 0, cases: 0 });
let dir: string | undefined;

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("tallyCase", () => {
  it("counts each target found and expected, found only, or expected only", () => {
    const t = empty();
    tallyCase(t, ["8:67", "8:68"], new Set(["8:68", "8:9"]));
    tallyCase(t, [], new Set());
    tallyCase(t, ["badr"], new Set());
    expect(t).toEqual({ truePositives: 1, falsePositives: 1, falseNegatives: 2, cases: 3 });
    expect(precision(t)).toBe(0.5);
    expect(recall(t)).toBeCloseTo(1 / 3);
  });

  it("gives precision 1 when nothing was found, and recall 1 when nothing was expected", () => {
    const t = empty();
    tallyCase(t, [], new Set());
    expect(precision(t)).toBe(1);
    expect(recall(t)).toBe(1);
  });
});

describe("readCases", () => {
  it("reads one case a line, skipping blank and // lines, and names the line of a malformed one", () => {
    dir = mkdtempSync(join(tmpdir(), "score-test-"));
    const good = join(dir, "good.jsonl");
    writeFileSync(good, '// a comment\n{"text": "Quran 8:9", "targets": ["8:9"], "group": "en"}\n\n');
    expect(readCases(good)).toEqual([{ text: "Quran 8:9", targets: ["8:9"], group: "en" }]);
    const bad = join(dir, "bad.jsonl");
    writeFileSync(bad, '{"text": "Quran 8:9", "targets": ["8:9"]}\n{"text": "no targets"}\n');
    expect(() => readCases(bad)).toThrow(/bad\.jsonl:2: a case needs "text"/);
  });
});
