/**
 * Turns blocks of page text into index entries: runs the pure detector on each block, adds links
 * to verse pages, checks (once per block, only when something was found) that the block is
 * rendered, and maps text offsets to static ranges. The scanner is the one writer of the index,
 * and the one that tells its listeners (highlighter, badge) when a job changed it.
 */
import type { BlockContext, Detector, PageInfo, Reference } from "../core/detect/index.ts";
import { tailHit } from "../core/detect/trigger.ts";
import type { LazyDetector } from "./lazy-detector.ts";
import { VocabularyNearHits } from "./near-hits.ts";
import type { PageIndex } from "./page-index.ts";
import { collectBlocks, locate, type TextBlock } from "./text-blocks.ts";
import { textPieces } from "./text-pieces.ts";

/**
 * Characters of page text passed to the trigger at a time: about 1 ms of work, so the scheduler's
 * 8 ms slices end close to their deadline.
 */
export const TRIGGER_CHUNK = 128 * 1024;
/** The size of the first chunk; each next one is twice the size of the one before, up to TRIGGER_CHUNK. */
export const FIRST_TRIGGER_CHUNK = 16 * 1024;
/** More than any trigger hit or vocabulary word is long, so no hit is cut in two between chunks. */
const TRIGGER_OVERLAP = 128;
/** Publish progress every so many blocks, so references appear while a huge page is still scanned. */
const PROGRESS_BLOCKS = 256;

export interface ScanOptions {
  /** Told about every open shadow root met, so it can be watched too. */
  onShadowRoot?: (root: ShadowRoot) => void;
  /** Elements already scanned, whose subtrees are passed over. */
  skip?: ReadonlySet<Element>;
}

export class Scanner {
  /** Whether the index changed since its listeners were last told. */
  #dirty = false;

  readonly #detector: Detector | LazyDetector;
  readonly #index: PageIndex;
  readonly #readPage: (() => PageInfo) | undefined;
  /** The page's context, read when a job starts (page-context.ts). */
  #page: PageInfo | undefined;

  constructor(detector: Detector | LazyDetector, index: PageIndex, readPage?: () => PageInfo) {
    this.#detector = detector;
    this.#index = index;
    this.#readPage = readPage;
  }

  /**
   * Whether the text under `root` could hold a reference at all: links to verse pages (their text
   * can be anything), a page whose title, heading or address names a sūrah, a quotation (the
   * quotation probe), or a trigger hit with a word of the vocabulary within reach (near-hits.ts). A
   * page whose only hits are numbers (section 8.1, 8:9 pm) with no word naming the Quran, a sūrah,
   * an āyah, tafsir, al-Anfāl or Badr near them cannot hold a reference that counts
   * (docs/DETECTION.md), so it is not scanned block by block. Most pages end here.
   *
   * The text is read in pieces of bounded subtrees, in chunks, with a yield between chunks: one
   * `textContent` of a 5 MB body was a single step of over 100 ms. Shadow trees are not walked (see
   * DomWatcher); the order is the document's, since a page with no reference (most pages) is read
   * whole whatever the order.
   */
  *mightHaveReferences(root: Element): Generator<void, boolean> {
    const detector = this.#detector;
    if (root.querySelector(detector.verseLinkSelector)) return true;
    // A Quran reading page's verse labels ("67", ﴿٦٧﴾) say nothing alone; its title says which sūrah.
    this.#page = this.#readPage?.();
    if (this.#page && detector.mightBeQuranPage(this.#page)) return true;
    const nearHits = new VocabularyNearHits({
      trigger: detector.trigger,
      tailHit: (text) => tailHit(detector.triggerTail, text),
      mightHaveVocabulary: (text) => detector.vocabulary.test(text),
    });
    return yield* this.#readText(
      root,
      (chunk, overlap, last) => detector.mightContainQuotation(chunk) || nearHits.feed(chunk, overlap, last),
    );
  }

  /**
   * Reads the text under `root` in chunks of about TRIGGER_CHUNK characters or more, each beginning
   * with the last TRIGGER_OVERLAP characters of the one before (`overlap` of them; `last`: the text
   * ends there); stops when `visit` returns true (then true). The chunks join into what
   * `root.textContent` is, but no step reads more than a bounded subtree (text-pieces.ts).
   */
  *#readText(
    root: Element,
    visit: (chunk: string, overlap: number, last: boolean) => boolean,
  ): Generator<void, boolean> {
    let chunk = "";
    let fresh = 0;
    // The first chunks are small: the probe's code runs unoptimised at first on every page, several
    // times slower, and a first chunk of full size was a task of 20-50 ms on a busy machine.
    let size = FIRST_TRIGGER_CHUNK;
    for (const piece of textPieces(root)) {
      // A piece may be a whole long paragraph: it is cut, so no visit reads much over a chunk.
      for (let at = 0; at < piece.length; at += size) {
        if (fresh >= size) {
          if (visit(chunk, chunk.length - fresh, false)) return true;
          chunk = chunk.slice(-TRIGGER_OVERLAP);
          fresh = 0;
          size = Math.min(2 * size, TRIGGER_CHUNK);
          yield;
        }
        const part = at === 0 && piece.length <= size ? piece : piece.slice(at, at + size);
        chunk += part;
        fresh += part.length;
      }
    }
    return fresh > 0 && visit(chunk, chunk.length - fresh, true);
  }

  /**
   * A job for the scheduler: scans every block under `root`, yielding after each block, and tells
   * the index's listeners now and then and at the end, if anything was added.
   */
  *scan(root: Node, options: ScanOptions = {}): Generator<unknown> {
    this.#page = this.#readPage?.();
    yield* this.#ready();
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
    yield* this.#ready();
    if (this.#index.removeUnder(roots, sweep) > 0) this.#dirty = true;
    yield;
    for (const root of roots) {
      // collectBlocks passes over roots inside skipped elements itself.
      if (root.isConnected) yield* this.#scanBlocks(root, options);
    }
    this.#announce();
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

  *#scanBlocks(root: Node, options: ScanOptions): Generator<void> {
    let previous: string | undefined;
    let count = 0;
    for (const block of collectBlocks(root, options)) {
      yield* this.#scanBlock(block, previous);
      previous = block.text;
      if (++count % PROGRESS_BLOCKS === 0) this.#announce();
      yield;
    }
  }

  #announce(): void {
    if (!this.#dirty) return;
    this.#dirty = false;
    this.#index.changed();
  }

  /** A block's references; the detector's work on it is sliced (one 1 MB paragraph is one block). */
  *#scanBlock(block: TextBlock, previousBlock: string | undefined): Generator<void> {
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
