import { describe, expect, it } from "vitest";
import { mannWhitneyGreater, uStatistic } from "../bench/mann-whitney.ts";

describe("the page bench's Mann–Whitney test", () => {
  it("counts U as the pairs the first sample wins, a tie a half", () => {
    expect(uStatistic([3, 5], [1, 4])).toBe(3);
    expect(uStatistic([2], [2])).toBe(0.5);
  });

  it("gives the exact one-sided p-values of the published tables", () => {
    // Five a side, every value of a above every value of b: 1 ranking in C(10, 5) = 252.
    expect(mannWhitneyGreater([6, 7, 8, 9, 10], [1, 2, 3, 4, 5])).toBeCloseTo(1 / 252, 12);
    // One swap: U = 24, two rankings as extreme.
    expect(mannWhitneyGreater([5, 7, 8, 9, 10], [1, 2, 3, 4, 6])).toBeCloseTo(2 / 252, 12);
    // Interleaved, U = 15 of 25: P(U ≥ 15) = 87/252 (SciPy's exact method agrees).
    expect(mannWhitneyGreater([2, 4, 6, 8, 10], [1, 3, 5, 7, 9])).toBeCloseTo(87 / 252, 12);
    // Three a side, the smallest p-value there is: 1/20, just at the bench's 0.05.
    expect(mannWhitneyGreater([4, 5, 6], [1, 2, 3])).toBeCloseTo(1 / 20, 12);
  });

  it("finds nothing when the first sample is the smaller, or a sample is empty", () => {
    expect(mannWhitneyGreater([1, 2, 3, 4, 5], [6, 7, 8, 9, 10])).toBe(1);
    expect(mannWhitneyGreater([], [1, 2])).toBe(1);
  });
});
