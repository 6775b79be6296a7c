/**
 * Counts of the detector's steps, filled only when a caller passes a `WorkStats` to `find`. Tests
 * use them to check that the work grows linearly with the text: a count says so on any machine,
 * where a timer on a shared one cannot.
 */
export interface WorkStats {
  /** Matches of the trigger expression. */
  hits: number;
  /** UTF-16 units folded: windows, paragraphs read for the Quran context rule, Badr term buckets. */
  folded: number;
  /** Heads tried in folded windows. */
  heads: number;
  /** Verse items read by list walks (an attempt that finds no number costs no more than its head). */
  items: number;
  /** UTF-16 units read by expressions with no length bound: URL tails, words read as a sūrah name. */
  scanned: number;
  /** Context terms weighed for lone Badrs. */
  terms: number;
  /**
   * UTF-16 units read by the raw passes of a sliced call (`Detector.steps`): trigger slices,
   * paragraph breaks, the quotation probe and words, ornaments.
   */
  read: number;
}

export function newWorkStats(): WorkStats {
  return { hits: 0, folded: 0, heads: 0, items: 0, scanned: 0, terms: 0, read: 0 };
}

export function totalWork(s: WorkStats): number {
  return s.hits + s.folded + s.heads + s.items + s.scanned + s.terms + s.read;
}

/**
 * Text a step of a sliced call reads afresh, in UTF-16 units (docs/DETECTION.md, "Slices"): each
 * raw pass reads at most this much between two yields, and a window of the parser at most
 * REGION_MAX plus its margins. 32 K units is well under a millisecond of the trigger.
 */
export const SLICE = 32 * 1024;

/** Counts `n` units read by a raw pass, when a caller asked for counts. */
export function countRead(n: number): void {
  const stats = counting.stats;
  if (stats) stats.read += n;
}

/**
 * The counters of the `find` call in progress, or null. The grammar's helpers count into it
 * rather than take one more parameter each; `find` runs to completion without re-entering itself,
 * so one slot serves every detector.
 */
export const counting: { stats: WorkStats | null } = { stats: null };

/**
 * Runs a step generator to its end. Counting is set around each step only, so other calls made
 * between two steps of a sliced call (the page's other jobs) are not counted into it.
 */
export function drain<T>(steps: Generator<unknown, T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}
