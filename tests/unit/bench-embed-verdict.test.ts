import { describe, expect, it } from "vitest";
import { embedAgainstExtension, embedVerdicts, holmAdjusted } from "../bench/embed-verdict.ts";

// Five loads a side, as `BENCH_PAGE_LOADS=5 npm run bench -- page` takes them: per load, CPU ms of
// our whole tasks plus the page's own tasks.
const extension = [14.1, 15.3, 16.0, 16.8, 19.2];
/** Seven pages where the embed's loads and the extension's interleave. */
const even = Array.from({ length: 7 }, () =>
  embedAgainstExtension({ embed: [14.5, 15.0, 16.5, 17.5, 18.0], extension }),
);

describe("Holm's adjustment", () => {
  it("multiplies the smallest p by the family's size, the next by one less, never decreasing", () => {
    expect(holmAdjusted([0.01, 0.04, 0.03])).toEqual([0.03, 0.06, 0.06]);
    expect(holmAdjusted([0.5, 0.9])).toEqual([1, 1]);
    expect(holmAdjusted([])).toEqual([]);
  });
});

describe("the page bench's verdict on the embed against the extension", () => {
  it("says the embed costs more on a page where every load of it costs more", () => {
    const worse = embedAgainstExtension({ embed: [19.5, 20.1, 21.0, 22.4, 25.0], extension });
    const verdicts = embedVerdicts([...even.slice(1), worse]);
    expect(worse.p).toBeLessThan(0.005);
    expect(verdicts.at(-1)!.more).toBe(true);
    expect(verdicts.slice(0, -1).every((v) => !v.more)).toBe(true);
  });

  it("does not where the two sides' loads interleave, though one median is higher", () => {
    const verdicts = embedVerdicts(even);
    expect(verdicts.every((v) => !v.more)).toBe(true);
  });

  it("does not let one page's chance p = 0.03 among seven speak for the run", () => {
    const chance = embedAgainstExtension({ embed: [15.9, 16.9, 19.3, 19.4, 20.0], extension });
    expect(chance.p).toBeGreaterThan(0.005);
    expect(chance.p).toBeLessThanOrEqual(0.05);
    const verdicts = embedVerdicts([...even.slice(1), chance]);
    expect(verdicts.at(-1)!.adjustedP).toBeGreaterThan(0.05);
    expect(verdicts.at(-1)!.more).toBe(false);
  });
});
