/**
 * Keeps the index in step with a live page. The MutationObserver callback only records what
 * changed; the work (finding the blocks to re-scan, dropping nodes whose ancestor is already
 * queued, re-scanning) happens in scheduler slices. A change too large to be worth tracking
 * piecemeal becomes one full re-scan.
 *
 * Added nodes, not the record's target, are what get re-scanned: a feed that appends to one
 * container must cost the new paragraphs, not the whole growing container.
 */

import { DOCUMENT_FRAGMENT_NODE, ELEMENT_NODE } from "../common/dom-constants.ts";
import { ReadAhead } from "../common/read-ahead.ts";
import type { SliceScheduler } from "../common/scheduler.ts";
import type { Scanner } from "./scanner.ts";
import { isInlineTag } from "./text-blocks.ts";

/** Past this many changed nodes in one batch, one full re-scan is cheaper than many small ones. */
const FULL_RESCAN_THRESHOLD = 2000;

export class DomWatcher {
  readonly #observer: MutationObserver;
  #pending = new Set<Node>();
  #removals = false;
  #queued = false;
  #fullRescan = false;
  readonly #observedRoots = new WeakSet<ShadowRoot>();
  /** What the scanner is told, so every open shadow root it meets is watched too. */
  readonly #scanOptions = { onShadowRoot: (root: ShadowRoot) => this.observeRoot(root) };
  /** Keeps the page's full scans (the first, and after a history navigation) ahead of the reader. */
  readonly #readAhead: ReadAhead;

  readonly #doc: Document;
  readonly #scheduler: SliceScheduler;
  readonly #scanner: Scanner;
  readonly #isOurs: (node: Node) => boolean;
  readonly #onShadowRoot: (root: ShadowRoot) => void;
  readonly #onScanEnd: () => void;

  /**
   * `onShadowRoot` hears of every open shadow root watched (the annotator keeps them for
   * hit-testing, which Chromium's caretPositionFromPoint must be given); `onScanEnd` of the end of
   * a full scan that waited for the reader (the badge then stops saying there may be more).
   */
  constructor(
    doc: Document,
    scheduler: SliceScheduler,
    scanner: Scanner,
    isOurs: (node: Node) => boolean,
    onShadowRoot: (root: ShadowRoot) => void = () => {},
    onScanEnd: () => void = () => {},
  ) {
    this.#readAhead = new ReadAhead(doc.defaultView ?? window);
    this.#onScanEnd = onScanEnd;
    this.#doc = doc;
    this.#scheduler = scheduler;
    this.#scanner = scanner;
    this.#isOurs = isOurs;
    this.#onShadowRoot = onShadowRoot;
    this.#observer = new MutationObserver((records) => this.#record(records));
  }

  start(): void {
    this.observeRoot(this.#doc);
    this.#scheduler.add(this.#fullScan(this.#initialScan()));
  }

  /** Whether part of the page is left unread until the reader comes near it. */
  get waitingForReader(): boolean {
    return this.#readAhead.waiting;
  }

  /** Has the full scan run to the end of the page at once; settles when it has (the popup's list). */
  whenScanned(): Promise<void> {
    return this.#readAhead.whenRead();
  }

  *#fullScan(job: Generator<unknown>): Generator<unknown> {
    if (yield* this.#readAhead.run(job)) this.#onScanEnd();
  }

  /** Drops everything and scans the page again (SPA navigation through popstate). */
  rescanAll(): void {
    this.#fullRescan = true;
    this.#queue();
  }

  /** Starts watching an open shadow root found while scanning. */
  observeRoot(root: Document | ShadowRoot): void {
    if (root.nodeType === DOCUMENT_FRAGMENT_NODE) {
      const shadow = root as ShadowRoot;
      if (this.#observedRoots.has(shadow)) return;
      this.#observedRoots.add(shadow);
      this.#onShadowRoot(shadow);
    }
    this.#observer.observe(root, { childList: true, characterData: true, subtree: true });
  }

  destroy(): void {
    this.#observer.disconnect();
    this.#readAhead.destroy();
    this.#pending.clear();
  }

  #record(records: MutationRecord[]): void {
    if (this.#fullRescan) return;
    for (const record of records) {
      if (this.#isOurs(record.target)) continue;
      if (record.type === "characterData") {
        this.#pending.add(record.target);
        continue;
      }
      if (record.removedNodes.length > 0) {
        this.#removals = true;
        // Removing a node from a paragraph changes the paragraph's text.
        this.#pending.add(record.target);
      }
      for (const node of record.addedNodes) if (!this.#isOurs(node)) this.#pending.add(node);
    }
    if (this.#pending.size > FULL_RESCAN_THRESHOLD) {
      this.#fullRescan = true;
      this.#pending.clear();
    }
    this.#queue();
  }

  #queue(): void {
    if (this.#queued || (this.#pending.size === 0 && !this.#fullRescan && !this.#removals)) return;
    this.#queued = true;
    this.#scheduler.add(this.#process());
  }

  /**
   * The page gate (page-gate.ts) has already found that the page may hold a reference, so the
   * whole document is scanned: text near the viewport first (a page restored mid-scroll), then the
   * rest. The walk enters every open shadow root it meets.
   */
  *#initialScan(): Generator<unknown> {
    const body = this.#doc.body ?? this.#doc.documentElement;
    const options = { ...this.#scanOptions, readAhead: this.#readAhead };
    const first = viewportBlock(this.#doc);
    if (!first) {
      yield* this.#scanner.scan(body, options);
      return;
    }
    yield* this.#scanner.scan(first, this.#scanOptions);
    yield* this.#scanner.scan(body, { ...options, skip: new Set([first]) });
  }

  *#process(): Generator<unknown> {
    this.#queued = false;
    if (this.#fullRescan) {
      this.#fullRescan = false;
      this.#pending.clear();
      this.#removals = false;
      this.#scanner.clear();
      yield* this.#fullScan(
        this.#scanner.scan(this.#doc.body ?? this.#doc.documentElement, {
          ...this.#scanOptions,
          readAhead: this.#readAhead,
        }),
      );
      return;
    }
    const roots = blockRoots(this.#pending);
    // After removals, also drop references whose text left the document.
    const sweep = this.#removals;
    this.#pending = new Set();
    this.#removals = false;
    yield* this.#scanner.rescan(roots, sweep, this.#scanOptions);
  }
}

/** The nearest block-level element around each changed node, with nested ones dropped. */
function blockRoots(nodes: Set<Node>): Element[] {
  const blocks = new Set<Element>();
  for (const node of nodes) {
    let element = node.nodeType === ELEMENT_NODE ? (node as Element) : node.parentElement;
    while (element?.parentElement && isInlineTag(element.tagName)) element = element.parentElement;
    if (element) blocks.add(element);
  }
  return [...blocks].filter((block) => {
    for (let p = block.parentElement; p; p = p.parentElement) if (blocks.has(p)) return false;
    return true;
  });
}

/** The block-level element at the centre of the viewport, unless it is the whole page. */
function viewportBlock(doc: Document): Element | undefined {
  const view = doc.defaultView;
  if (!view || view.scrollY < view.innerHeight) return undefined; // the top of the page comes first anyway
  let element = doc.elementFromPoint(view.innerWidth / 2, view.innerHeight / 2);
  while (element?.parentElement && isInlineTag(element.tagName)) element = element.parentElement;
  // Widen to a section-sized ancestor so the whole visible screen is covered.
  while (
    element?.parentElement &&
    element.parentElement !== doc.body &&
    (element.textContent?.length ?? 0) < 4000
  ) {
    element = element.parentElement;
  }
  return element && element !== doc.body && element !== doc.documentElement ? element : undefined;
}
