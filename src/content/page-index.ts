/**
 * The in-memory index of the references found on the page: static offsets into text nodes, never
 * live ranges (live ranges slow down every DOM change the page makes; ARCHITECTURE.md).
 */
import type { Target } from "../core/dataset/types.ts";

export interface PageReference {
  id: number;
  text: string;
  targets: Target[];
  /** One static range per reference; it may span several text nodes. */
  range: StaticRange;
  /** The block's element: the unit of viewport tracking and of re-scanning. */
  element: Element;
  /** Every text node the reference touches, for hit-testing. */
  nodes: Text[];
  /** True when the reference is a link to a verse page (its text is the link's text). */
  isLink: boolean;
  /** The href when the reference sits inside a link, so hover mode can leave links working. */
  insideLink: boolean;
}

export class PageIndex {
  private nextId = 1;
  private refs: PageReference[] = [];
  private byNode = new WeakMap<Text, PageReference[]>();
  private readonly listeners = new Set<() => void>();

  add(ref: Omit<PageReference, "id">): PageReference {
    const full = { ...ref, id: this.nextId++ };
    this.refs.push(full);
    for (const node of full.nodes) {
      const list = this.byNode.get(node);
      if (list) list.push(full);
      else this.byNode.set(node, [full]);
    }
    return full;
  }

  /** Removes the references whose text lies under any of `roots`, and those no longer in the DOM. */
  removeUnder(roots: Node[]): PageReference[] {
    const removed: PageReference[] = [];
    const kept: PageReference[] = [];
    for (const ref of this.refs) {
      const start = ref.range.startContainer;
      const stale = !start.isConnected || roots.some((root) => root.contains(start));
      (stale ? removed : kept).push(ref);
    }
    if (removed.length > 0) {
      this.refs = kept;
      this.byNode = new WeakMap();
      for (const ref of kept) {
        for (const node of ref.nodes) {
          const list = this.byNode.get(node);
          if (list) list.push(ref);
          else this.byNode.set(node, [ref]);
        }
      }
    }
    return removed;
  }

  clear(): void {
    this.refs = [];
    this.byNode = new WeakMap();
    this.changed();
  }

  atNode(node: Text): readonly PageReference[] {
    return this.byNode.get(node) ?? [];
  }

  all(): readonly PageReference[] {
    return this.refs;
  }

  get size(): number {
    return this.refs.length;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    for (const listener of this.listeners) listener();
  }
}
