/**
 * Collects the page's text per block (a paragraph's text across <a>, <em>, <span>…) with an offset
 * map back to (text node, offset). Reads the DOM; never writes it.
 *
 * Block boundaries come from tag names, not computed styles: getComputedStyle per element would
 * cost a style recalc on huge pages. Whether a block is rendered is checked later, once per block
 * and only for blocks that hold a reference (see scanner.ts).
 *
 * It uses no global (`Node`, `document`, `ShadowRoot`): the content script's and jsdom's DOMs have
 * different globals, and the scan command reads HTML files through this same walker in jsdom
 * (src/cli/html.ts), so both see the same blocks, line breaks and links.
 */

import { isSiteChrome } from "../../core/text/site-chrome.ts";
import { INLINE_TAGS, NON_PROSE_TAGS } from "../../core/text/tags.ts";
import { DOCUMENT_FRAGMENT_NODE, DOCUMENT_NODE, ELEMENT_NODE, TEXT_NODE } from "../common/dom-constants.ts";
import { HOST_TAG } from "../common/host-element.ts";

/** Our own host is never read, whatever it holds. */
const OUR_TAGS = new Set([HOST_TAG.toUpperCase()]);

/** Opt-out markers: ours, and those that users of other reference taggers already put on pages. */
const OPT_OUT_CLASSES = ["noreftagger", "noRefTagger", "bx-skip"];
const OPT_OUT_ATTRIBUTE = "data-badr-lens";

export interface LinkSpan {
  href: string;
  start: number;
  end: number;
}

export interface TextBlock {
  /** The nearest element that contains the whole block; used for visibility and viewport checks. */
  element: Element;
  text: string;
  nodes: Text[];
  /** nodes[i] starts at text offset starts[i]. */
  starts: number[];
  links: LinkSpan[];
}

export function isInlineTag(tagName: string): boolean {
  return INLINE_TAGS.has(tagName.toUpperCase());
}

function isSkipped(element: Element, hidden?: (element: Element) => boolean): boolean {
  const tag = element.tagName.toUpperCase();
  if (NON_PROSE_TAGS.has(tag) || OUR_TAGS.has(tag)) return true;
  if (element.getAttribute(OPT_OUT_ATTRIBUTE) === "off") return true;
  const list = element.classList;
  if (list.length > 0 && OPT_OUT_CLASSES.some((c) => list.contains(c))) return true;
  if (isSiteChrome(element)) return true;
  if (hidden?.(element)) return true;
  // isContentEditable covers contenteditable="", "true", "plaintext-only" and inherited editing.
  return (element as HTMLElement).isContentEditable === true;
}

class BlockBuilder {
  text = "";
  nodes: Text[] = [];
  starts: number[] = [];
  links: LinkSpan[] = [];
  constructor(readonly element: Element) {}
  add(node: Text): void {
    const data = node.data;
    if (data.length === 0) return;
    this.nodes.push(node);
    this.starts.push(this.text.length);
    this.text += data;
  }
  build(): TextBlock | undefined {
    if (this.nodes.length === 0 || this.text.trim().length === 0) return undefined;
    return {
      element: this.element,
      text: this.text,
      nodes: this.nodes,
      starts: this.starts,
      links: this.links,
    };
  }
}

export interface CollectOptions {
  /** Elements a site asked Badr Lens to leave alone (a valid CSS selector), with their subtrees. */
  exclude?: string;
  /** Told about every open shadow root walked, so it can be watched too. */
  onShadowRoot?: (root: ShadowRoot) => void;
  /** Elements already scanned, whose subtrees are passed over. */
  skip?: ReadonlySet<Element>;
  /**
   * Elements whose text is not shown, judged from markup alone. The page leaves this out: the
   * browser knows what is rendered, and the scanner asks it once per block that holds a reference.
   * jsdom has no layout, so the scan command says what hidden means there (src/cli/html.ts).
   */
  hidden?: (element: Element) => boolean;
}

/**
 * Yields the blocks under `root` (an element, a document or a shadow root) in document order,
 * lazily, so the caller can stop at a deadline and resume. Open shadow roots are walked too.
 */
export function* collectBlocks(root: Node, given: CollectOptions = {}): Generator<TextBlock> {
  const { exclude, hidden } = given;
  const options: CollectOptions = exclude
    ? { ...given, hidden: (element) => element.matches(exclude) || hidden?.(element) === true }
    : given;
  const isElement = root.nodeType === ELEMENT_NODE;
  const container = isElement ? (root as Element) : blockElementOf(root);
  if (container && isElement && hasSkippedAncestorOrSelf(container, options.hidden)) return;
  const doc = root.nodeType === DOCUMENT_NODE ? (root as Document) : root.ownerDocument;
  const fallback = container ?? doc?.documentElement;
  if (fallback) yield* walkBlock(root, fallback, options);
}

function blockElementOf(node: Node): Element | undefined {
  if (node.nodeType === DOCUMENT_NODE) return (node as Document).body ?? (node as Document).documentElement;
  const host = hostOfRoot(node);
  if (host) return host;
  return node.parentElement ?? undefined;
}

export function hasSkippedAncestorOrSelf(element: Element, hidden?: (element: Element) => boolean): boolean {
  for (let e: Element | null = element; e; e = e.parentElement ?? hostOfRoot(e.getRootNode())) {
    if (isSkipped(e, hidden)) return true;
  }
  return false;
}

/** The host of a shadow root, or null for any other node (a document fragment has no host). */
function hostOfRoot(node: Node): Element | null {
  return node.nodeType === DOCUMENT_FRAGMENT_NODE ? ((node as ShadowRoot).host ?? null) : null;
}

function* walkBlock(root: Node, element: Element, options: CollectOptions): Generator<TextBlock> {
  let builder = new BlockBuilder(element);
  // An explicit stack: deep pages must not overflow the call stack. Entries are nodes to visit,
  // or a marker that closes a link span.
  type Frame = { node: Node } | { closeLink: LinkSpan };
  const stack: Frame[] = [];
  const pushChildren = (parent: Node) => {
    for (let c = parent.lastChild; c; c = c.previousSibling) stack.push({ node: c });
  };
  const flush = function* (): Generator<TextBlock> {
    const block = builder.build();
    if (block) yield block;
    builder = new BlockBuilder(element);
  };
  pushChildren(root);
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if ("closeLink" in frame) {
      frame.closeLink.end = builder.text.length;
      if (frame.closeLink.end > frame.closeLink.start) builder.links.push(frame.closeLink);
      continue;
    }
    const node = frame.node;
    if (node.nodeType === TEXT_NODE) {
      builder.add(node as Text);
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;
    const el = node as Element;
    if (isSkipped(el, options.hidden)) continue;
    const tag = el.tagName.toUpperCase();
    if (tag === "BR") {
      yield* flush();
      continue;
    }
    const shadow = el.shadowRoot;
    if (shadow) {
      // A web component: its shadow tree renders as its own blocks; slotted light children are
      // walked as blocks of their own too (unslotted ones fail the rendered check later).
      yield* flush();
      options.onShadowRoot?.(shadow);
      yield* walkBlock(shadow, el, options);
      yield* walkBlock(el, el, options);
      continue;
    }
    if (INLINE_TAGS.has(tag)) {
      if (tag === "A" && (el as HTMLAnchorElement).href) {
        const span: LinkSpan = { href: (el as HTMLAnchorElement).href, start: builder.text.length, end: -1 };
        stack.push({ closeLink: span });
      }
      pushChildren(el);
      continue;
    }
    // A block-level element: what came before it, what is inside it and what follows are
    // separate blocks.
    yield* flush();
    if (!options.skip?.has(el)) yield* walkBlock(el, el, options);
  }
  yield* flush();
}

/** Maps a block offset to (text node, offset within it). An offset at a node boundary maps to the
 * end of the earlier node when `preferEnd`, which keeps range ends inside the reference's nodes. */
export function locate(
  block: TextBlock,
  offset: number,
  preferEnd: boolean,
): { node: Text; offset: number; index: number } {
  const { starts, nodes } = block;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    const start = starts[mid]!;
    if (start < offset || (!preferEnd && start === offset)) lo = mid;
    else hi = mid - 1;
  }
  const node = nodes[lo]!;
  return { node, offset: Math.min(offset - starts[lo]!, node.data.length), index: lo };
}
