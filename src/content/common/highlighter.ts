/**
 * Paints references with the CSS Custom Highlight API. Only references in or near the viewport are
 * registered, replaced in one operation per animation frame: Chromium re-renders the whole
 * highlight on every change, so a highlight must stay small (ARCHITECTURE.md, principle 1).
 *
 * Which blocks are near the viewport comes from an IntersectionObserver on the blocks' elements:
 * the browser does the geometry off our main-thread budget. A reference near the viewport is
 * painted only if the reader can see it (seen.ts); one that cannot be seen is looked at again when
 * a transition or an animation ends (how pages reveal text on scroll) or the viewport moves.
 */
import type { PageIndex, PageReference } from "../page/page-index.ts";
import { canBeSeen } from "./seen.ts";

export const HIGHLIGHT_NAME = "badr-lens";
export const ACTIVE_HIGHLIGHT_NAME = "badr-lens-active";
/** How far beyond the viewport references are painted, so a scroll shows them already marked. */
const NEAR_VIEWPORT_MARGIN = "150% 0px 150% 0px";
/**
 * The least time between two changes of the highlight. Chromium re-renders highlights after every
 * change at a cost that grows with the page, not with the number of ranges (10-30 ms a frame on
 * the 5 MB fixture, measured with 10 ranges or 200, replaced or edited in place); during a scroll,
 * coalescing changes keeps that cost out of most frames. The wide margin above covers the delay.
 */
const MIN_REPAINT_INTERVAL_MS = 120;
/** The events after which text that could not be seen may have come into view. */
const REVEALING_EVENTS = ["transitionend", "animationend", "scrollend"] as const;

export class Highlighter {
  readonly #near = new Set<Element>();
  readonly #observed = new Set<Element>();
  readonly #observer: IntersectionObserver;
  #frame = 0;
  #timer = 0;
  #lastRepaint = -Infinity;
  #unsubscribe: () => void;
  #active: PageReference | undefined;
  /** What we last registered under each name, so teardown removes ours and never a successor's. */
  readonly #registered = new Map<string, Highlight>();
  /** Whether the last repaint left out a reference near the viewport that could not be seen. */
  #unseen = false;
  /** References once seen stay painted without a second look: seen.ts reads style and layout. */
  readonly #seen = new WeakSet<PageReference>();

  readonly #index: PageIndex;
  readonly #win: Window;

  constructor(index: PageIndex, win: Window = window) {
    this.#index = index;
    this.#win = win;
    this.#observer = new IntersectionObserver((entries) => this.#onIntersection(entries), {
      rootMargin: NEAR_VIEWPORT_MARGIN,
    });
    this.#unsubscribe = index.onChange(() => this.#sync());
    for (const type of REVEALING_EVENTS)
      win.addEventListener(type, this.#onReveal, { capture: true, passive: true });
  }

  readonly #onReveal = (): void => {
    if (this.#unseen) this.#repaintSoon();
  };

  /** Marks one reference as the active one (hovered, or the one whose popover is open). */
  setActive(ref: PageReference | undefined): void {
    this.#active = ref;
    this.#register(ACTIVE_HIGHLIGHT_NAME, ref ? [ref.range] : []);
  }

  destroy(): void {
    this.#unsubscribe();
    this.#observer.disconnect();
    for (const type of REVEALING_EVENTS)
      this.#win.removeEventListener(type, this.#onReveal, { capture: true });
    if (this.#frame) this.#win.cancelAnimationFrame(this.#frame);
    if (this.#timer) this.#win.clearTimeout(this.#timer);
    // The registry is the document's, shared with the instance that replaces us after an update:
    // take back only the highlights that are still the ones we set.
    for (const [name, highlight] of this.#registered) {
      if (CSS.highlights.get(name) === highlight) CSS.highlights.delete(name);
    }
    this.#registered.clear();
  }

  #register(name: string, ranges: StaticRange[]): void {
    const registry = CSS.highlights;
    if (ranges.length === 0) {
      if (registry.get(name) === this.#registered.get(name)) registry.delete(name);
      this.#registered.delete(name);
      return;
    }
    const highlight = new Highlight(...ranges);
    registry.set(name, highlight);
    this.#registered.set(name, highlight);
  }

  /** Starts observing new blocks and stops observing blocks with no reference left. */
  #sync(): void {
    for (const element of this.#observed) {
      if (this.#index.referencesIn(element).length === 0) {
        this.#observer.unobserve(element);
        this.#observed.delete(element);
        this.#near.delete(element);
      }
    }
    for (const element of this.#index.elements()) {
      if (!this.#observed.has(element)) {
        this.#observed.add(element);
        this.#observer.observe(element);
      }
    }
    if (this.#active && !this.#index.has(this.#active)) this.setActive(undefined);
    this.#repaintSoon();
  }

  #onIntersection(entries: IntersectionObserverEntry[]): void {
    for (const entry of entries) {
      if (entry.isIntersecting) this.#near.add(entry.target);
      else this.#near.delete(entry.target);
    }
    this.#repaintSoon();
  }

  #repaintSoon(): void {
    if (this.#frame || this.#timer) return;
    const wait = this.#lastRepaint + MIN_REPAINT_INTERVAL_MS - performance.now();
    const inFrame = () => {
      this.#frame = this.#win.requestAnimationFrame(() => {
        this.#frame = 0;
        // Only a repaint that changed the highlight starts the interval: an empty first pass (the
        // scan has found nothing near the viewport yet) must not hold back the first real one.
        if (this.#repaint()) this.#lastRepaint = performance.now();
      });
    };
    if (wait <= 0) inFrame();
    else
      this.#timer = this.#win.setTimeout(() => {
        this.#timer = 0;
        inFrame();
      }, wait);
  }

  /** Sets the highlight to the references near the viewport; false when it had none and has none. */
  #repaint(): boolean {
    const ranges: StaticRange[] = [];
    this.#unseen = false;
    for (const element of this.#near)
      for (const ref of this.#index.referencesIn(element)) {
        if (this.#seen.has(ref) || canBeSeen(ref, this.#win)) {
          this.#seen.add(ref);
          ranges.push(ref.range);
        } else this.#unseen = true;
      }
    if (ranges.length === 0 && !this.#registered.has(HIGHLIGHT_NAME)) return false;
    this.#register(HIGHLIGHT_NAME, ranges);
    return true;
  }
}
