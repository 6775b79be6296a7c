/**
 * Turns blocks of page text into index entries: runs the pure detector on each block, adds links
 * to verse pages, checks (once per block, only when something was found) that the block is
 * rendered, and maps text offsets to static ranges.
 */
import type { Detector, Reference } from "../core/detect/index.ts";
import type { PageIndex } from "./page-index.ts";
import { collectBlocks, locate, type TextBlock } from "./text-blocks.ts";

/** Characters of page text passed to the trigger at a time: about 1 ms of work. */
const TRIGGER_CHUNK = 128 * 1024;
const TRIGGER_OVERLAP = 128;
/** Links that may point at a covered verse whatever their text (hosts from data/grammar/quran.json). */
const VERSE_LINK_SELECTOR = 'a[href*="quran.com/"], a[href*="tanzil.net/"]';

export class Scanner {
  constructor(
    private readonly detector: Detector,
    private readonly index: PageIndex,
  ) {}

  /**
   * Whether the text under `root` could hold a reference at all: one read of its text
   * (textContent, a single native call), one pass of the detector's trigger and, when that hits,
   * one pass of its vocabulary probe, in chunks so a 5 MB page never holds the thread for long;
   * plus links to verse pages, whose text can be anything. A page whose only hits are numbers
   * (section 8.1, 8:9 pm) and that never names the Quran, a sūrah, an āyah, tafsir, al-Anfāl or
   * Badr cannot hold a reference that counts (docs/DETECTION.md), so it is not scanned block by
   * block. Most pages end here. Shadow trees are not in textContent: see DomWatcher.
   */
  *mightHaveReferences(root: Element): Generator<void, boolean> {
    if (root.querySelector(VERSE_LINK_SELECTOR)) return true;
    const text = root.textContent ?? "";
    if (!(yield* this.anyChunk(text, (chunk) => this.detector.mightContainReference(chunk)))) return false;
    return yield* this.anyChunk(text, (chunk) => this.detector.mightHaveVocabulary(chunk));
  }

  /** Whether `test` holds for a chunk of `text`, yielding between chunks. */
  private *anyChunk(text: string, test: (chunk: string) => boolean): Generator<void, boolean> {
    for (let start = 0; start < text.length; start += TRIGGER_CHUNK) {
      // Chunks overlap by more than any trigger or word is long, so no hit is cut in two.
      if (test(text.slice(start, start + TRIGGER_CHUNK + TRIGGER_OVERLAP))) return true;
      yield;
    }
    return false;
  }

  /** A job for the scheduler: scans every block under `root`, yielding after each block. */
  *scan(root: Node, onShadowRoot?: (root: ShadowRoot) => void, skip?: ReadonlySet<Element>): Generator<void> {
    let previous: string | undefined;
    for (const block of collectBlocks(root, {
      ...(onShadowRoot ? { onShadowRoot } : {}),
      ...(skip ? { skip } : {}),
    })) {
      this.scanBlock(block, previous);
      previous = block.text;
      yield;
    }
  }

  private scanBlock(block: TextBlock, previousBlock: string | undefined): void {
    const found: Reference[] = this.detector.find(
      block.text,
      previousBlock === undefined ? {} : { previousBlock },
    );
    const fromLinks = this.linkReferences(block, found);
    if (found.length === 0 && fromLinks.length === 0) return;
    if (!isRendered(block.element)) return;
    for (const ref of found) this.addReference(block, ref, false);
    for (const ref of fromLinks) this.addReference(block, ref, true);
  }

  /** A link to a covered verse page is a reference whatever its text ("see here"), unless the
   * detector already found a reference inside the link's text. */
  private linkReferences(block: TextBlock, found: Reference[]): Reference[] {
    const out: Reference[] = [];
    for (const link of block.links) {
      if (found.some((r) => r.start < link.end && r.end > link.start)) continue;
      const targets = this.detector.targetsForUrl(link.href);
      if (targets.length === 0) continue;
      // Trim surrounding spaces so the mark hugs the words.
      const raw = block.text.slice(link.start, link.end);
      const start = link.start + (raw.length - raw.trimStart().length);
      const end = link.end - (raw.length - raw.trimEnd().length);
      if (end > start) out.push({ start, end, text: block.text.slice(start, end), targets });
    }
    return out;
  }

  private addReference(block: TextBlock, ref: Reference, isLink: boolean): void {
    const start = locate(block, ref.start, false);
    const end = locate(block, ref.end, true);
    const range = new StaticRange({
      startContainer: start.node,
      startOffset: start.offset,
      endContainer: end.node,
      endOffset: end.offset,
    });
    const insideLink = isLink || block.links.some((l) => l.start <= ref.start && l.end >= ref.end);
    this.index.add({
      text: ref.text,
      targets: ref.targets,
      range,
      element: block.element,
      nodes: block.nodes.slice(start.index, end.index + 1),
      isLink,
      insideLink,
    });
  }
}

function isRendered(element: Element): boolean {
  // checkVisibility forces style for this one element; that is why it runs only for blocks that
  // hold a reference.
  if (typeof element.checkVisibility === "function") {
    return element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions);
  }
  return element.getClientRects().length > 0;
}
