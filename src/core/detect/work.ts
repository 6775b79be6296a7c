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
}

export function newWorkStats(): WorkStats {
  return { hits: 0, folded: 0, heads: 0, items: 0, scanned: 0, terms: 0 };
}

export function totalWork(s: WorkStats): number {
  return s.hits + s.folded + s.heads + s.items + s.scanned + s.terms;
}

/**
 * The counters of the `find` call in progress, or null. The grammar's helpers count into it
 * rather than take one more parameter each; `find` runs to completion without re-entering itself,
 * so one slot serves every detector.
 */
export const counting: { stats: WorkStats | null } = { stats: null };
