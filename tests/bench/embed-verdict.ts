/** The page bench's verdict on the embed against the extension (issue 34). */
import { CAUSED_P, mannWhitneyGreater } from "./mann-whitney.ts";

/**
 * The embed against the extension on one page (issue 34: on a page with no reference the embed
 * must cost no more). Both run the same engine and do the same work there, so their medians
 * differ by the noise of five loads, either way, from run to run; the bench asks what it asks of
 * work caused in the page's tasks: whether the embed's loads take longer than the extension's,
 * by a one-sided Mann–Whitney test at p ≤ CAUSED_P (mann-whitney.ts), once for the whole tasks and once for the
 * page's own tasks (the same browser traced the same way, so they compare load against load).
 */
export interface EmbedAgainstExtension {
  /** p of "the embed's whole tasks take longer than the extension's". */
  wholeP: number;
  /** p of "the page's own tasks take longer with the embed"; undefined on an iframe's row. */
  pageTasksP?: number;
  /** Either test significant: the embed costs more. */
  more: boolean;
}

export function embedAgainstExtension(
  whole: { embed: number[]; extension: number[] },
  pageTasks?: { embed: number[]; extension: number[] },
): EmbedAgainstExtension {
  const wholeP = mannWhitneyGreater(whole.embed, whole.extension);
  const pageTasksP = pageTasks && mannWhitneyGreater(pageTasks.embed, pageTasks.extension);
  return {
    wholeP,
    ...(pageTasksP === undefined ? {} : { pageTasksP }),
    more: wholeP <= CAUSED_P || (pageTasksP ?? 1) <= CAUSED_P,
  };
}
