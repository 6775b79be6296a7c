/**
 * One page's Badr Lens, in page.js, started by main.js once the page gate says the page may hold a
 * reference: scan → index → highlight, pointer and keyboard interaction, live updates. Everything
 * it starts it stops in destroy(), the one teardown path.
 *
 *   DOM ──collectBlocks──▶ Scanner (LazyDetector: detector.js) ──▶ PageIndex ──▶ Highlighter
 *    ▲                                                      (near the viewport, CSS.highlights)
 *    │  MutationObserver (records only) ──▶ DomWatcher (full scans paced by ReadAhead)
 *    │                                        ──▶ SliceScheduler (slices of at most 8 ms)
 *    └─ pointer/keys ──referenceAt──▶ LazyPopover ──▶ popover.js's PopoverHost
 *                                     (<badr-lens-root>, closed shadow root, top layer)
 */

import { sortTargets } from "../../core/dataset/targets.ts";
import type { Target } from "../../core/dataset/types.ts";
import type { Probe } from "../../core/detect/probe/page-probe.ts";
import { type OpenMode, type Settings, textSizeOf } from "../../shared/settings.ts";
import { Highlighter } from "../common/highlighter.ts";
import { readPageInfo } from "../common/page-context.ts";
import { SliceScheduler } from "../common/scheduler.ts";
import type { OpenOptions, PopoverNotice } from "../popover/popover-host.ts";
import { BlockFilter, type BlockFilterTables } from "./block-filter.ts";
import { DomWatcher } from "./dom-watcher.ts";
import { liveRange, referenceAt } from "./hit-test.ts";
import { LazyDetector } from "./lazy-detector.ts";
import { LazyPopover } from "./lazy-popover.ts";
import { PageIndex, type PageReference } from "./page-index.ts";
import { compareInDocument, stepReference } from "./reference-order.ts";
import { Scanner } from "./scanner.ts";

export interface AnnotatorOptions {
  /** What the dataset covers: references to anything else are recognised and left alone. */
  targets: readonly Target[];
  settings: Settings;
  /** Elements the site asked Badr Lens to leave alone (the embed's `exclude` option). */
  exclude?: string;
  /** Told when the number of references changes (for the toolbar badge). */
  onCount?: (count: number) => void;
  /**
   * main.js's probe and the build's tables for the filter: with both, each block is asked whether it may hold a
   * reference before detector.js is loaded for it (block-filter.ts). A look-up alone has neither.
   */
  probe?: Probe;
  filterTables?: BlockFilterTables;
}

export class Annotator {
  readonly index = new PageIndex();
  readonly #scheduler = new SliceScheduler();
  readonly #highlighter: Highlighter;
  readonly #popover: LazyPopover;
  readonly #scanner: Scanner;
  readonly #detector: LazyDetector;
  readonly #watcher: DomWatcher;
  /** Open shadow roots the watcher met: Chromium's hit-testing looks only inside roots it is given. */
  readonly #shadowRoots: ShadowRoot[] = [];
  readonly #abort = new AbortController();
  #settings: Settings;
  #hoverTimer = 0;
  #hovered: PageReference | undefined;
  #openRef: PageReference | undefined;
  /** The last reference the keyboard commands went to, where the next step starts from. */
  #stepped: PageReference | undefined;
  #placeFrame = 0;
  /** What had focus when the last pointer press began, before the press moved it. */
  #focusAtPointerDown: Element | null = null;
  /** What pressed last ("mouse", "touch", "pen"), for the click that follows the press. */
  #pressedBy = "";

  readonly #options: AnnotatorOptions;
  readonly #doc: Document;

  constructor(options: AnnotatorOptions, doc: Document = document) {
    this.#options = options;
    this.#doc = doc;
    this.#settings = options.settings;
    this.#detector = new LazyDetector(options.targets);
    this.#scanner = new Scanner(
      this.#detector,
      this.index,
      () => readPageInfo(doc),
      options.exclude,
      options.probe && options.filterTables && new BlockFilter(options.probe, options.filterTables),
    );
    this.#highlighter = new Highlighter(this.index, doc.defaultView ?? window);
    this.#popover = new LazyPopover(doc, {
      onCloseRequest: () => this.#closePopover(),
      // A timer that outlives destroy() must not touch the torn-down highlighter.
      onHoverLeft: () => {
        if (!this.#abort.signal.aborted && !this.#popover.isPinned) this.#closePopover();
      },
    });
    this.#watcher = new DomWatcher(
      doc,
      this.#scheduler,
      this.#scanner,
      (node) => this.#popover.contains(node),
      (root) => this.#shadowRoots.push(root),
      () => this.#options.onCount?.(this.index.size),
    );
    this.index.onChange(() => this.#options.onCount?.(this.index.size));
  }

  start(): void {
    this.#watcher.start();
    // Back/forward in a single-page app swaps content; pushState is seen through the DOM changes
    // that follow it (the page's own history calls are not visible from our isolated world).
    this.#doc.defaultView?.addEventListener("popstate", (e) => e.isTrusted && this.#watcher.rescanAll(), {
      passive: true,
      signal: this.#abort.signal,
    });
    // Pointer and key listeners wait for the first reference: a page with none gets none of ours.
    const stop = this.index.onChange(() => {
      if (this.index.size === 0 || this.#listening) return;
      this.#listening = true;
      stop();
      this.#listen();
    });
  }

  #listening = false;

  #listen(): void {
    const signal = this.#abort.signal;
    const opts = { capture: true, passive: true, signal };
    // Only the reader's own input opens, pins or closes a popover; a page's synthetic events
    // (isTrusted false) are not the reader asking for anything.
    this.#doc.addEventListener("pointermove", (e) => e.isTrusted && this.#onPointerMove(e), opts);
    this.#doc.addEventListener("click", (e) => e.isTrusted && this.#onClick(e), { capture: true, signal });
    this.#doc.addEventListener("keydown", (e) => e.isTrusted && this.#onKeyDown(e), {
      capture: true,
      signal,
    });
    this.#doc.addEventListener("pointerdown", (e) => e.isTrusted && this.#onPointerDown(e), opts);
    const win = this.#doc.defaultView!;
    win.addEventListener("scroll", () => this.#placeSoon(), opts);
    win.addEventListener("resize", () => this.#placeSoon(), opts);
  }

  /** Whether part of the page is left unread until the reader scrolls near it (read-ahead.ts). */
  get moreToRead(): boolean {
    return this.#watcher.waitingForReader;
  }

  /** Reads the rest of the page at once; settles when every reference is in the index. */
  whenScanned(): Promise<void> {
    return this.#watcher.whenScanned();
  }

  updateSettings(settings: Settings): void {
    this.#settings = settings;
  }

  /** Opens the popover for a reference (the popup's "show" and keyboard use this). */
  reveal(ref: PageReference, notice?: PopoverNotice): void {
    liveRange(this.#doc, ref).startContainer.parentElement?.scrollIntoView({ block: "center" });
    this.#openFor(ref, true, true, this.#doc.activeElement, notice);
  }

  /**
   * The next-reference and previous-reference commands: opens the next (1) or previous (-1)
   * reference in document order with focus in the popover, from the one open or last stepped to,
   * else from the top of the viewport; past an end it comes round and says so.
   */
  step(direction: 1 | -1): void {
    const ordered = [...this.index.all()].sort(compareInDocument);
    const last = this.#openRef ?? this.#stepped;
    const from = last && this.index.has(last) ? last : undefined;
    const step = stepReference(
      ordered,
      from,
      direction,
      (ref) => liveRange(this.#doc, ref).getBoundingClientRect().bottom > 0,
    );
    if (!step) return;
    this.#stepped = step.ref;
    this.reveal(step.ref, step.wrapped === undefined ? undefined : `wrapped-${step.wrapped}`);
  }

  /**
   * The context menu's "Look up in Badr Lens": the detector on the selected text (which may be in
   * a form field or editable text, where nothing is marked), and the popover beside `anchor` with
   * what it found, or a plain "nothing found" in the same place.
   */
  async lookUp(text: string, anchor: () => DOMRect): Promise<void> {
    await this.#detector.load();
    if (this.#abort.signal.aborted) return;
    const targets = new Set<Target>();
    for (const ref of this.#detector.find(text)) for (const target of ref.targets) targets.add(target);
    this.#openRef = undefined;
    const active = this.#doc.activeElement;
    this.#popover.open(sortTargets(targets), anchor, {
      theme: this.#settings.theme,
      ...(active ? { themeSource: active } : {}),
      textSize: textSizeOf(this.#settings),
      display: this.#settings,
      pinned: true,
      moveFocus: true,
      returnFocus: active,
      ...(targets.size === 0 ? { notice: "nothing-found" as const } : {}),
    });
  }

  destroy(): void {
    this.#abort.abort();
    this.#doc.defaultView?.clearTimeout(this.#hoverTimer);
    if (this.#placeFrame) this.#doc.defaultView?.cancelAnimationFrame(this.#placeFrame);
    this.#watcher.destroy();
    this.#scheduler.destroy();
    this.#popover.destroy();
    this.#highlighter.destroy();
    this.index.clear();
  }

  get #mode(): OpenMode {
    return this.#settings.openOn;
  }

  #onPointerMove(event: PointerEvent): void {
    if (this.#popover.owns(event)) {
      // The pointer reached the popover: keep it, whatever path it took.
      this.#doc.defaultView?.clearTimeout(this.#hoverTimer);
      this.#popover.intent?.inside();
      return;
    }
    const ref = referenceAt(this.#doc, this.index, event.clientX, event.clientY, this.#shadowRoots);
    if (this.#popover.isOpen && !this.#popover.isPinned) {
      const point = { x: event.clientX, y: event.clientY };
      if (ref !== undefined && ref === this.#openRef) this.#popover.intent?.inside(point);
      else this.#popover.intent?.outside(point, this.#popover.box);
    }
    if (ref === this.#hovered) return;
    this.#hovered = ref;
    this.#doc.defaultView?.clearTimeout(this.#hoverTimer);
    if (!this.#openRef) this.#highlighter.setActive(ref);
    if (ref) this.#popover.warm();
    if (ref && this.#mode === "hover" && event.pointerType !== "touch") {
      this.#hoverTimer = this.#doc.defaultView!.setTimeout(() => {
        // A pinned popover stays until dismissed; hovering elsewhere does not replace it.
        if (this.#hovered === ref && !this.#popover.isPinned) this.#openFor(ref, false, false);
      }, this.#settings.hoverDelayMs);
    }
  }

  #onClick(event: MouseEvent): void {
    if (this.#popover.owns(event)) {
      // Using the popover (a tab, "Read more") says the reader wants it: it stays.
      this.#popover.pin();
      return;
    }
    const ref = referenceAt(this.#doc, this.index, event.clientX, event.clientY, this.#shadowRoots);
    if (!ref) {
      if (this.#popover.isOpen) this.#closePopover();
      return;
    }
    // In hover mode a link keeps working: the popover comes from hovering it. A finger cannot
    // hover, so a tap on a mark in a link opens the popover instead, and a second tap on the same
    // mark, with its popover open, follows the link.
    if (ref.insideLink && this.#mode === "hover") {
      const tapped = this.#pressedBy === "touch" || this.#pressedBy === "pen";
      if (!tapped || (this.#popover.isOpen && this.#openRef === ref)) return;
    }
    if (ref.insideLink) event.preventDefault();
    // A click or tap pins the popover and takes focus into it, so Tab reaches its controls.
    this.#openFor(ref, true, true, this.#focusAtPointerDown ?? this.#doc.activeElement);
  }

  #onPointerDown(event: PointerEvent): void {
    this.#pressedBy = event.pointerType;
    if (this.#popover.owns(event)) return;
    // Recorded before the press moves focus, so closing can give focus back where it was.
    this.#focusAtPointerDown = this.#doc.activeElement;
    if (!this.#popover.isOpen) return;
    const ref = referenceAt(this.#doc, this.index, event.clientX, event.clientY, this.#shadowRoots);
    if (!ref) this.#closePopover();
  }

  #onKeyDown(event: KeyboardEvent): void {
    if (event.key === "Escape" && this.#popover.isOpen) {
      event.stopPropagation();
      this.#closePopover();
    }
  }

  #openFor(
    ref: PageReference,
    moveFocus: boolean,
    pinned: boolean = moveFocus,
    returnFocus: Element | null = this.#doc.activeElement,
    notice?: PopoverNotice,
  ): void {
    this.#openRef = ref;
    // A hover timer still running (a click came first) would reopen the popover after Escape.
    this.#doc.defaultView?.clearTimeout(this.#hoverTimer);
    this.#popover.intent?.reset();
    this.#highlighter.setActive(ref);
    this.#popover.open(
      ref.targets,
      () => liveRange(this.#doc, ref).getBoundingClientRect(),
      this.#openOptions(ref, moveFocus, pinned, returnFocus, notice),
    );
  }

  #openOptions(
    ref: PageReference,
    moveFocus: boolean,
    pinned: boolean,
    returnFocus: Element | null,
    notice?: PopoverNotice,
  ): OpenOptions {
    return {
      theme: this.#settings.theme,
      themeSource: ref.element,
      textSize: textSizeOf(this.#settings),
      display: this.#settings,
      pinned,
      moveFocus,
      returnFocus,
      label: ref.text,
      ...(notice ? { notice } : {}),
    };
  }

  #closePopover(): void {
    this.#popover.intent?.reset();
    this.#openRef = undefined;
    this.#highlighter.setActive(this.#hovered);
    this.#popover.close();
  }

  #placeSoon(): void {
    if (!this.#openRef || this.#placeFrame) return;
    this.#placeFrame = this.#doc.defaultView!.requestAnimationFrame(() => {
      this.#placeFrame = 0;
      if (this.#openRef?.range.startContainer.isConnected) {
        this.#popover.place(liveRange(this.#doc, this.#openRef).getBoundingClientRect());
      }
    });
  }
}
