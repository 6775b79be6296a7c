/**
 * The in-memory index of the references found on the page: static offsets into text nodes, never
 * live ranges (live ranges slow down every DOM change the page makes; ARCHITECTURE.md).
 *
 * Lookups by block element and by text node are kept so that re-scanning a changed block costs
 * in proportion to that block, not to the number of references on the page: on Firefox every DOM
 * call from a content script crosses a wrapper, and a `contains()` per reference per change made a
 * busy feed stall for over 100 ms.
 */
import type { Target } from "../../core/dataset/types.ts";

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
  /** True when the reference sits inside a link, so hover mode can leave links working. */
  insideLink: boolean;
}

export class PageIndex {
  #nextId = 1;
  #refs = new Set<PageReference>();
  #ordered: PageReference[] | undefined;
  #byNode = new WeakMap<Text, PageReference[]>();
  #byElement = new Map<Element, PageReference[]>();
  readonly #listeners = new Set<() => void>();

  add(ref: Omit<PageReference, "id">): PageReference {
    const full = { ...ref, id: this.#nextId++ };
    this.#refs.add(full);
    this.#ordered = undefined;
    for (const node of full.nodes) push(this.#byNode, node, full);
    push(this.#byElement, full.element, full);
    return full;
  }

  /**
   * Removes the references in the blocks at or under `roots` (block-level elements), looked up
   * through the roots' own descendants; with `sweep`, also those whose text left the document.
   */
  removeUnder(roots: readonly Element[], sweep = false): number {
    let removed = 0;
    for (const root of roots) {
      removed += this.#removeBlock(root);
      if (this.#byElement.size === 0) break;
      // A fresh paragraph has no element children: the common case costs nothing more.
      if (root.firstElementChild) {
        for (const element of root.querySelectorAll("*")) {
          if (this.#byElement.has(element)) removed += this.#removeBlock(element);
        }
      }
    }
    if (sweep) {
      for (const ref of this.#refs) {
        if (!ref.range.startContainer.isConnected) removed += this.#removeOne(ref);
      }
    }
    return removed;
  }

  clear(): void {
    this.#refs.clear();
    this.#ordered = undefined;
    this.#byNode = new WeakMap();
    this.#byElement.clear();
    this.changed();
  }

  atNode(node: Text): readonly PageReference[] {
    return this.#byNode.get(node) ?? [];
  }

  /** Every reference, in the order found (document order for a full scan). */
  all(): readonly PageReference[] {
    this.#ordered ??= [...this.#refs];
    return this.#ordered;
  }

  has(ref: PageReference): boolean {
    return this.#refs.has(ref);
  }

  /** The block elements that hold at least one reference. */
  elements(): IterableIterator<Element> {
    return this.#byElement.keys();
  }

  referencesIn(element: Element): readonly PageReference[] {
    return this.#byElement.get(element) ?? [];
  }

  get size(): number {
    return this.#refs.size;
  }

  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  changed(): void {
    for (const listener of this.#listeners) listener();
  }

  #removeBlock(element: Element): number {
    const refs = this.#byElement.get(element);
    if (!refs) return 0;
    let removed = 0;
    for (const ref of [...refs]) removed += this.#removeOne(ref);
    return removed;
  }

  #removeOne(ref: PageReference): number {
    if (!this.#refs.delete(ref)) return 0;
    this.#ordered = undefined;
    for (const node of ref.nodes) pull(this.#byNode, node, ref);
    pull(this.#byElement, ref.element, ref);
    return 1;
  }
}

interface MapLike<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
  delete(key: K): boolean;
}

function push<K>(map: MapLike<K, PageReference[]>, key: K, ref: PageReference): void {
  const list = map.get(key);
  if (list) list.push(ref);
  else map.set(key, [ref]);
}

function pull<K>(map: MapLike<K, PageReference[]>, key: K, ref: PageReference): void {
  const list = map.get(key);
  if (!list) return;
  const i = list.indexOf(ref);
  if (i >= 0) list.splice(i, 1);
  if (list.length === 0) map.delete(key);
}
