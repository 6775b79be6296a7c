/**
 * Turns blocks of page text into index entries: runs the pure detector on each block, adds links
 * to verse pages, checks (once per block, only when something was found) that the block is
 * rendered, and maps text offsets to static ranges. The scanner is the one writer of the index,
 * and the one that tells its listeners (highlighter, badge) when a job changed it.
 */
import type { BlockContext, Detector, PageInfo, Reference } from "../../core/detect/index.ts";
import type { ReadAhead } from "../common/read-ahead.ts";
import type { BlockFilter } from "./block-filter.ts";
import type { LazyDetector } from "./lazy-detector.ts";
import type { PageIndex } from "./page-index.ts";
import { collectBlocks, locate, type TextBlock } from "./text-blocks.ts";

/** Publish progress every so many blocks, so references appear while a huge page is still scanned. */
const PROGRESS_BLOCKS = 256;

export interface ScanOptions {
  /** Told about every open shadow root met, so it can be watched too. */
  onShadowRoot?: (root: ShadowRoot) => void;
  /** Elements already scanned, whose subtrees are passed over. */
  skip?: ReadonlySet<Element>;
  /**
   * Keeps the scan ahead of the reader (read-ahead.ts): told of each block read, it may make the
   * scan wait. Blocks indexed meanwhile by a re-scan of a change are passed over.
   */
  readAhead?: ReadAhead;
}

export class Scanner {
  /** Whether the index changed since its listeners were last told. */
  #dirty = false;

  readonly #detector: Detector | LazyDetector;
  readonly #index: PageIndex;
  readonly #readPage: (() => PageInfo) | undefined;
  /** The page's context, read when a job starts (page-context.ts). */
  #page: PageInfo | undefined;

  /** Elements the site asked Badr Lens to leave alone (text-blocks.ts CollectOptions.exclude). */
  readonly #exclude: string | undefined;

  /** Asked of each block before a lazily loaded detector is loaded for it (block-filter.ts). */
  readonly #filter: BlockFilter | undefined;

  constructor(
    detector: Detector | LazyDetector,
    index: PageIndex,
    readPage?: () => PageInfo,
    exclude?: string,
    filter?: BlockFilter,
  ) {
    this.#filter = filter;
    this.#exclude = exclude;
    this.#detector = detector;
    this.#index = index;
    this.#readPage = readPage;
  }

  /**
   * A job for the scheduler: scans every block under `root`, yielding after each block, and tells
   * the index's listeners now and then and at the end, if anything was added.
   */
  *scan(root: Node, options: ScanOptions = {}): Generator<unknown> {
    this.#page = this.#readPage?.();
    if (!this.#filter) yield* this.#ready();
    yield* this.#scanBlocks(root, options);
    this.#announce();
  }

  /**
   * A job for the scheduler: re-reads changed blocks. Their references go (with `sweep`, also those
   * whose text left the document), those still in the document are scanned again, and the
   * listeners are told once, at the end.
   */
  *rescan(roots: readonly Element[], sweep: boolean, options: ScanOptions = {}): Generator<unknown> {
    this.#page = this.#readPage?.();
    if (!this.#filter) yield* this.#ready();
    if (this.#index.removeUnder(roots, sweep) > 0) this.#dirty = true;
    yield;
    for (const root of roots) {
      // collectBlocks passes over roots inside skipped elements itself.
      if (root.isConnected) yield* this.#scanBlocks(root, options);
    }
    this.#announce();
  }

  /** Whether the detector can parse now (a lazy one, once loaded). */
  get #loaded(): boolean {
    const detector = this.#detector;
    return !("load" in detector) || detector.loaded;
  }

  /** Waits (through the scheduler) until a lazily loaded detector can parse. */
  *#ready(): Generator<unknown> {
    const detector = this.#detector;
    if ("load" in detector && !detector.loaded) yield detector.load();
  }

  /** Drops every reference (before a full re-scan), and says so. */
  clear(): void {
    this.#dirty = false;
    this.#index.clear();
  }

  *#scanBlocks(root: Node, options: ScanOptions): Generator<unknown> {
    const { readAhead } = options;
    let previous: string | undefined;
    let count = 0;
    const exclude = this.#exclude;
    for (const block of collectBlocks(root, exclude ? { ...options, exclude } : options)) {
      if (!readAhead || !this.#indexed(block)) yield* this.#scanBlock(block, previous);
      previous = block.text;
      const wait = readAhead?.after(block.element, block.text.length);
      if (wait) {
        // What was found so far shows while the scan waits for the reader.
        this.#announce();
        yield wait;
      } else if (++count % PROGRESS_BLOCKS === 0) this.#announce();
      yield;
    }
  }

  /** Whether a re-scan of a change has already indexed this block (while a read-ahead scan waited). */
  #indexed(block: TextBlock): boolean {
    return block.nodes.some((node) => this.#index.atNode(node).length > 0);
  }

  #announce(): void {
    if (!this.#dirty) return;
    this.#dirty = false;
    this.#index.changed();
  }

  /** A block's references; the detector's work on it is sliced (one 1 MB paragraph is one block). */
  *#scanBlock(block: TextBlock, previousBlock: string | undefined): Generator<unknown> {
    // Before the detector is here, a block that cannot hold a reference does not bring it.
    if (this.#filter && !this.#loaded) {
      if (!this.#filter.mayHold(block, this.#page)) return;
      yield* this.#ready();
    }
    const text = yield* this.#detector.steps(block.text, blockContext(previousBlock, this.#page));
    const found = linksInBlock(this.#detector, block, text);
    if (found.text.length === 0 && found.links.length === 0) return;
    if (!isRendered(block.element)) return;
    for (const ref of found.text) this.#addReference(block, ref, false);
    for (const ref of found.links) this.#addReference(block, ref, true);
  }

  #addReference(block: TextBlock, ref: Reference, isLink: boolean): void {
    const start = locate(block, ref.start, false);
    const end = locate(block, ref.end, true);
    const range = new StaticRange({
      startContainer: start.node,
      startOffset: start.offset,
      endContainer: end.node,
      endOffset: end.offset,
    });
    const insideLink = isLink || block.links.some((l) => l.start <= ref.start && l.end >= ref.end);
    this.#index.add({
      text: ref.text,
      targets: ref.targets,
      range,
      element: block.element,
      nodes: block.nodes.slice(start.index, end.index + 1),
      isLink,
      insideLink,
    });
    this.#dirty = true;
  }
}

/**
 * The references in one block: what the detector finds in its text, and links to covered verse
 * pages whatever their text ("see here"), unless the detector already found a reference inside the
 * link's text. Shared with the scan command's HTML reader (src/cli/html.ts).
 */
export function referencesInBlock(
  detector: Detector,
  block: TextBlock,
  previousBlock: string | undefined,
  page?: PageInfo,
): { text: Reference[]; links: Reference[] } {
  return linksInBlock(detector, block, detector.find(block.text, blockContext(previousBlock, page)));
}

/** What the detector is told of a block's surroundings: the block before it, and the page. */
function blockContext(previousBlock: string | undefined, page: PageInfo | undefined): BlockContext {
  return { ...(previousBlock === undefined ? {} : { previousBlock }), ...(page ? { page } : {}) };
}

/** The detector's references `text` in `block`, and the block's links to covered verses beside them. */
function linksInBlock(
  detector: Detector | LazyDetector,
  block: TextBlock,
  text: Reference[],
): { text: Reference[]; links: Reference[] } {
  const links: Reference[] = [];
  for (const link of block.links) {
    if (text.some((r) => r.start < link.end && r.end > link.start)) continue;
    const targets = detector.targetsForUrl(link.href);
    if (targets.length === 0) continue;
    // Trim surrounding spaces so the mark hugs the words.
    const raw = block.text.slice(link.start, link.end);
    const start = link.start + (raw.length - raw.trimStart().length);
    const end = link.end - (raw.length - raw.trimEnd().length);
    if (end > start) links.push({ start, end, text: block.text.slice(start, end), targets });
  }
  return { text, links };
}

function isRendered(element: Element): boolean {
  // checkVisibility forces style for this one element; that is why it runs only for blocks that
  // hold a reference.
  if (typeof element.checkVisibility === "function") {
    return element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
  }
  return element.getClientRects().length > 0;
}
