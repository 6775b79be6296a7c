/**
 * Languages as data: every file in data/grammar/languages has a test table here
 * (tests/unit/core/detect/languages/<code>.ts) with at least 40 must-find rows, 40 must-not-find
 * rows and 10 sentences from real pages, and every row passes.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { detector, expected, show } from "./helpers.ts";
import type { LanguageTable } from "./languages/table.ts";

const DIR = join(import.meta.dirname, "../../../../data/grammar/languages");
const codes = readdirSync(DIR)
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.replace(/\.json$/, ""));
const tables = new Map<string, LanguageTable>();
for (const code of codes) {
  const module = (await import(`./languages/${code}.ts`)) as { table: LanguageTable };
  tables.set(code, module.table);
}

describe.each(codes)("%s", (code) => {
  const table = tables.get(code)!;
  test("has at least 40 must-find rows, 40 must-not-find rows and 10 real-world sentences", () => {
    expect(table.find.length).toBeGreaterThanOrEqual(40);
    expect(table.not.length).toBeGreaterThanOrEqual(40);
    expect(table.real.length).toBeGreaterThanOrEqual(10);
  });
  test.each(table.find.map((r) => [r[0], r] as const))("finds: %s", (_, [input, spans]) => {
    expect(show(detector.find(input))).toEqual(show(expected(input, spans)));
  });
  test.each(table.not)("finds nothing in: %s", (input) => {
    expect(show(detector.find(input))).toEqual([]);
  });
  test.each(table.real.map((r) => [`${r[0]}: ${r[1]}`, r] as const))("real: %s", (_, [, input, spans]) => {
    expect(show(detector.find(input))).toEqual(show(expected(input, spans)));
  });
});
