/**
 * The types of `badr-lens/detect`, the detector as a package entry (docs/EMBED.md, "The detector
 * as a package"). Published as dist/package/detect.d.ts; src/package/detect.ts is checked against
 * it.
 */

/** One reference, as the scan command prints it (without `file`). */
export interface ReferenceRecord {
  /** UTF-16 offset of the reference's first character in the text given. */
  start: number;
  /** UTF-16 offset just past its last character. */
  end: number;
  /** The text of the reference, `text.slice(start, end)`. */
  text: string;
  /** What it refers to: verse keys such as "8:67", and event ids such as "badr". */
  targets: string[];
}

export interface FindOptions {
  /**
   * The address of the page the text comes from, if any: an address that names a sūrah lets a
   * bare verse number count, as on a page of that sūrah.
   */
  url?: string;
}

/** The references to what the dataset covers in `text`, in order. */
export declare function findReferences(text: string, options?: FindOptions): ReferenceRecord[];

/** The targets the bundled dataset covers. */
export declare const coveredTargets: readonly string[];
