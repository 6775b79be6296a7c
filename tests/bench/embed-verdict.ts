/** The page bench's verdict on the embed against the extension (issue 34). */
import { CAUSED_P, mannWhitneyGreater } from "./mann-whitney.ts";

/**
 * The embed against the extension on one page (issue 34: on a page with no reference the embed
 * must cost no more). Both run the same engine and do the same work there, so their medians
 * differ by the noise of five loads, either way, from run to run. What a reader pays for a load is
 * our whole tasks plus the page's own tasks as they run beside us; the bench asks whether the
 * embed's loads cost more than the extension's, load against load (the same browser, traced the
 * same way), by the one-sided Mann–Whitney test it asks of work caused (mann-whitney.ts).
 */
export interface EmbedAgainstExtension {
  /** p of "a load costs more with the embed than with the extension". */
  p: number;
}

/** Per load: our whole tasks plus the page's own tasks, on each side. */
export function embedAgainstExtension(costs: {
  embed: readonly number[];
  extension: readonly number[];
}): EmbedAgainstExtension {
  return { p: mannWhitneyGreater(costs.embed, costs.extension) };
}

/**
 * Holm's step-down adjustment of a family of p-values, in their order: the smallest is multiplied
 * by the family's size, the next by one less, and so on, each at least the one before it.
 */
export function holmAdjusted(ps: readonly number[]): number[] {
  const order = ps.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(ps.length);
  let floor = 0;
  order.forEach(({ p, i }, rank) => {
    floor = Math.max(floor, Math.min(1, p * (ps.length - rank)));
    adjusted[i] = floor;
  });
  return adjusted;
}

/** One page's verdict, read within the family of pages it was measured with. */
export interface EmbedVerdict extends EmbedAgainstExtension {
  /** p after Holm's adjustment over the whole family. */
  adjustedP: number;
  /** The embed costs more on this page. */
  more: boolean;
}

/**
 * The claim is one: on no page with no reference does the embed cost more. Asked of seven pages
 * at p ≤ 0.05 each, some page fails by chance in about a third of the runs where the two cost the
 * same. The pages' p-values are adjusted together (Holm), which holds the chance of a false "costs
 * more" anywhere in a run to CAUSED_P; with five loads a side a page is then found costing more
 * when every embed load costs more than every extension load (p = 1/252 before adjustment).
 */
export function embedVerdicts(family: readonly EmbedAgainstExtension[]): EmbedVerdict[] {
  const adjusted = holmAdjusted(family.map((f) => f.p));
  return family.map((f, i) => ({ ...f, adjustedP: adjusted[i]!, more: adjusted[i]! <= CAUSED_P }));
}
