/**
 * The one-sided Mann–Whitney U test the page bench asks of its loads (issue 32): is `a` (the page's
 * own tasks with Badr Lens) stochastically greater than `b` (the same with a bare extension)? A
 * handful of loads a side, with no assumption about how load times are spread: a page's tasks
 * take 40 ms on four loads and 90 on the fifth when a garbage collection lands in them.
 *
 * The p-value is exact, from the distribution of U over every way of ranking the two samples
 * together (the counts of a Gaussian binomial coefficient, by recurrence), not from the normal
 * approximation, which is poor at five a side. Ties count a half, as usual; with CPU times in µs
 * they do not happen in practice, and the exact distribution assumes none.
 */

/** The significance at which the page bench counts a difference of its loads as real (p ≤ it). */
export const CAUSED_P = 0.05;

/** U for `a` over `b`: the pairs where a's value is larger, a tie counting a half. */
export function uStatistic(a: readonly number[], b: readonly number[]): number {
  let u = 0;
  for (const x of a) for (const y of b) u += x > y ? 1 : x === y ? 0.5 : 0;
  return u;
}

/**
 * How many rankings of m values against n give each U (0 … m·n): counts[u]. Built by the
 * recurrence f(m, n, u) = f(m − 1, n, u − n) + f(m, n − 1, u), the largest value being either one
 * of a's (beating all n of b's) or one of b's.
 */
function uCounts(m: number, n: number): number[] {
  // table[i][j] is the count array for (i, j).
  let previousRow: number[][] = [];
  for (let i = 0; i <= m; i++) {
    const row: number[][] = [];
    for (let j = 0; j <= n; j++) {
      if (i === 0 || j === 0) {
        const counts = new Array<number>(i * j + 1).fill(0);
        counts[0] = 1;
        row.push(counts);
        continue;
      }
      const counts = new Array<number>(i * j + 1).fill(0);
      const withA = previousRow[j]!;
      const withB = row[j - 1]!;
      for (let u = 0; u < withA.length; u++) counts[u + j]! += withA[u]!;
      for (let u = 0; u < withB.length; u++) counts[u]! += withB[u]!;
      row.push(counts);
    }
    previousRow = row;
  }
  return previousRow[n]!;
}

/**
 * The one-sided p-value of "a tends to be larger than b": the chance, if both came from one
 * distribution, of a U at least as large as the one seen. 1 when either sample is empty.
 */
export function mannWhitneyGreater(a: readonly number[], b: readonly number[]): number {
  const m = a.length;
  const n = b.length;
  if (m === 0 || n === 0) return 1;
  const u = uStatistic(a, b);
  const counts = uCounts(m, n);
  const total = counts.reduce((sum, c) => sum + c, 0);
  let atLeast = 0;
  for (let k = Math.ceil(u); k < counts.length; k++) atLeast += counts[k]!;
  return atLeast / total;
}
