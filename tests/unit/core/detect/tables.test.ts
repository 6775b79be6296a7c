/**
 * The must-find and must-not-find tables (cases-find.ts, cases-not.ts), one test per row.
 */
import { describe, expect, test } from "vitest";
import { mustFind } from "./cases-find.ts";
import { mustNotFind } from "./cases-not.ts";
import { detector, expected, show } from "./helpers.ts";

describe("must find", () => {
  for (const [group, rows] of Object.entries(mustFind)) {
    describe(group, () => {
      test.each(rows.map((r) => [r[0], r] as const))("%s", (_, [input, spans]) => {
        expect(show(detector.find(input))).toEqual(show(expected(input, spans)));
      });
    });
  }
});

describe("must not find", () => {
  for (const [group, rows] of Object.entries(mustNotFind)) {
    describe(group, () => {
      test.each(rows)("%s", (input) => {
        expect(show(detector.find(input))).toEqual([]);
      });
    });
  }
});

test("the tables hold at least 400 rows together", () => {
  const n =
    Object.values(mustFind).reduce((a, r) => a + r.length, 0) +
    Object.values(mustNotFind).reduce((a, r) => a + r.length, 0);
  expect(n).toBeGreaterThanOrEqual(400);
});
