import { describe, expect, it } from "vitest";
import { embedAgainstExtension } from "../bench/embed-verdict.ts";

// Five loads a side, as `BENCH_PAGE_LOADS=5 npm run bench -- page` takes them (CPU ms).
const extension = [14.1, 15.3, 16.0, 16.8, 19.2];

describe("the page bench's verdict on the embed against the extension", () => {
  it("says the embed costs more where its whole tasks are longer load after load", () => {
    const verdict = embedAgainstExtension({ embed: [16.9, 17.4, 18.0, 19.5, 21.0], extension });
    expect(verdict.more).toBe(true);
    expect(verdict.wholeP).toBeLessThanOrEqual(0.05);
  });

  it("says the embed costs more where it lengthens the page's own tasks, whatever its whole tasks", () => {
    const verdict = embedAgainstExtension(
      { embed: [14.0, 15.2, 16.1, 16.7, 19.0], extension },
      { embed: [130, 131, 133, 140, 141], extension: [110, 112, 115, 118, 120] },
    );
    expect(verdict.wholeP).toBeGreaterThan(0.05);
    expect(verdict.more).toBe(true);
  });

  it("does not where the two sides' loads interleave, though one median is higher", () => {
    const verdict = embedAgainstExtension(
      { embed: [14.5, 15.0, 16.5, 17.5, 18.0], extension },
      { embed: [111, 117, 119, 121, 125], extension: [110, 112, 115, 118, 120] },
    );
    expect(verdict.more).toBe(false);
    expect(verdict.pageTasksP).toBeGreaterThan(0.05);
  });

  it("asks only the whole tasks on an iframe's row, whose page tasks are the top frame's", () => {
    const verdict = embedAgainstExtension({ embed: [1, 2, 3, 4, 5], extension: [3, 4, 5, 6, 7] });
    expect(verdict.pageTasksP).toBeUndefined();
    expect(verdict.more).toBe(false);
  });
});
