/**
 * Keeps the index in step with a live page. The MutationObserver callback only records what
 * changed; the work (finding the blocks to re-scan, dropping nodes whose ancestor is already
 * queued, re-scanning) happens in scheduler slices. A change too large to be worth tracking
 * piecemeal becomes one full re-scan.
 */
import type { PageIndex } from "./page-index.ts";
import type { Scanner } from "./scanner.ts";
import type { SliceScheduler } from "./scheduler.ts";
import { hasSkippedAncestorOrSelf } from "./text-blocks.ts";

/** Past this many changed roots in one batch, one full re-scan is cheaper than many small ones. */
const FULL_RESCAN_THRESHOLD = 500;

const INLINE_PARENT = /^(A|ABBR|B|BDI|BDO|CITE|CODE|EM|FONT|I|MARK|Q|S|SMALL|SPAN|STRONG|SUB|SUP|TIME|U)$/;

export class DomWatcher {
  private readonly observer: MutationObserver;
  private pending = new Set<Node>();
  private queued = false;
  private fullRescan = false;
  readonly shadowRoots: ShadowRoot[] = [];

  constructor(
    private readonly doc: Document,
    private readonly scheduler: SliceScheduler,
    private readonly scanner: Scanner,
    private readonly index: PageIndex,
    private readonly isOurs: (node: Node) => boolean,
  ) {
    this.observer = new MutationObserver((records) => this.record(records));
  }

  start(): void {
    this.observeRoot(this.doc);
    this.scheduler.add(this.fullScan());
  }

  /** Starts watching an open shadow root found while scanning. */
  observeRoot(root: Document | ShadowRoot): void {
    if (root instanceof ShadowRoot) {
      if (this.shadowRoots.includes(root)) return;
      this.shadowRoots.push(root);
    }
    this.observer.observe(root, { childList: true, characterData: true, subtree: true });
  }

  destroy(): void {
    this.observer.disconnect();
    this.pending.clear();
  }

  private record(records: MutationRecord[]): void {
    for (const record of records) {
      if (this.isOurs(record.target)) continue;
      this.pending.add(record.target);
    }
    if (this.pending.size > FULL_RESCAN_THRESHOLD) {
      this.fullRescan = true;
      this.pending.clear();
    }
    if (!this.queued && (this.pending.size > 0 || this.fullRescan)) {
      this.queued = true;
      this.scheduler.add(this.process());
    }
  }

  private *fullScan(): Generator<void> {
    this.index.removeUnder([this.doc.documentElement]);
    const body = this.doc.body ?? this.doc.documentElement;
    let count = 0;
    for (const _ of this.scanner.scan(body, (root) => this.observeRoot(root))) {
      if (++count % 64 === 0) this.index.changed();
      yield;
    }
    this.index.changed();
  }

  private *process(): Generator<void> {
    this.queued = false;
    if (this.fullRescan) {
      this.fullRescan = false;
      this.pending.clear();
      yield* this.fullScan();
      return;
    }
    const roots = blockRoots(this.pending);
    this.pending = new Set();
    yield;
    this.index.removeUnder(roots);
    for (const root of roots) {
      if (!root.isConnected || (root instanceof Element && hasSkippedAncestorOrSelf(root))) continue;
      yield* this.scanner.scan(root, (shadow) => this.observeRoot(shadow));
    }
    this.index.changed();
  }
}

/** The nearest block-level element around each changed node, with nested ones dropped. */
function blockRoots(nodes: Set<Node>): Element[] {
  const blocks = new Set<Element>();
  for (const node of nodes) {
    let element = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
    while (element?.parentElement && INLINE_PARENT.test(element.tagName)) element = element.parentElement;
    if (element) blocks.add(element);
  }
  return [...blocks].filter((block) => {
    for (let p = block.parentElement; p; p = p.parentElement) if (blocks.has(p)) return false;
    return true;
  });
}
