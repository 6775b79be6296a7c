/**
 * Keeps the page's scan a little ahead of the reader instead of running it to the end of the page
 * at load (issue 10: "every reference in view highlighted at load and while scrolling"). A page
 * with thousands of references cost most of its load time in finding, mapping and indexing those
 * far below the fold, which the reader may never reach. The scan now reads LAP characters of text
 * at a time; after each lap it waits until the last block it read is within READ_AHEAD_MARGIN of
 * the viewport, or above it, before it reads on. The browser says so through an
 * IntersectionObserver, after its own layout, so waiting forces no layout.
 *
 * A read that paces itself so runs through `run()`; whatever wants every reference of the page (the
 * popup's list, the next-reference commands) asks for the rest with `whenRead()`: from then on no
 * read waits, and the promise settles when every read under way has ended.
 */

/** Characters read between two looks at where the reader is: a screen or two of prose, so the reading
 * at load stops near the reach below rather than several screens past it (ADR 007). */
export const LAP = 4 * 1024;
/** How far below (and above) the viewport the scan keeps ahead of the reader. */
export const READ_AHEAD_MARGIN = "200% 0px 200% 0px";

export class ReadAhead {
  /** Made on the first wait: a page shorter than a lap never needs one. */
  #observer: IntersectionObserver | undefined;
  readonly #win: Window;
  #recheck = 0;
  #read = 0;
  #finished = false;
  #wake: (() => void) | undefined;
  #waitingOn: Element | undefined;
  /** Reads under way (run), and who waits for them to end (whenRead). */
  #running = 0;
  #readers: (() => void)[] = [];

  constructor(win: Window = window) {
    this.#win = win;
  }

  /** Whether the scan is waiting for the reader to come near. */
  get waiting(): boolean {
    return this.#wake !== undefined;
  }

  /**
   * Told of each block the scan has read (its element, its text's length); a promise when the scan
   * should wait, which settles when the reader is near the block or `whenRead()` is called.
   */
  after(element: Element, length: number): Promise<void> | undefined {
    if (this.#finished) return undefined;
    this.#read += length;
    if (this.#read < LAP) return undefined;
    this.#read = 0;
    return new Promise<void>((resolve) => {
      this.#wake = resolve;
      this.#waitingOn = element;
      this.#observer ??= new IntersectionObserver((entries) => this.#onIntersection(entries), {
        rootMargin: READ_AHEAD_MARGIN,
      });
      this.#observer.observe(element);
      // A jump (an anchor, the scroll bar dragged) can carry the block from below the margin to
      // above the viewport without ever crossing it, which the observer would not report.
      this.#win.addEventListener("scroll", this.#onScroll, { capture: true, passive: true });
    });
  }

  /**
   * Steps `job`, a read that calls `after()`, for the scheduler, counting it as under way until it
   * ends. Returns whether the read ever left part of the page for later: it waited for the reader,
   * or was told to read the rest.
   */
  *run(job: Generator<unknown, unknown>): Generator<unknown, boolean> {
    this.#running++;
    let waited = false;
    try {
      for (let step = job.next(); !step.done; step = job.next()) {
        waited ||= this.#finished || this.waiting;
        yield step.value;
      }
    } finally {
      if (this.#running > 0 && --this.#running === 0) this.#letReadersGo();
    }
    return waited;
  }

  /** No read waits from now on; settles when every read under way has ended. */
  whenRead(): Promise<void> {
    this.#finished = true;
    this.#resume();
    if (this.#running === 0) return Promise.resolve();
    return new Promise((resolve) => this.#readers.push(resolve));
  }

  destroy(): void {
    this.#observer?.disconnect();
    this.#stopListening();
    this.#wake = undefined;
    this.#waitingOn = undefined;
    // A read dropped with its scheduler never ends: whoever waits for it (the popup) is let go.
    this.#running = 0;
    this.#letReadersGo();
  }

  #letReadersGo(): void {
    for (const resolve of this.#readers.splice(0)) resolve();
  }

  /** After a scroll, the observer is asked afresh: observing again reports where the block is now. */
  readonly #onScroll = (): void => {
    if (this.#recheck) return;
    this.#recheck = this.#win.requestAnimationFrame(() => {
      this.#recheck = 0;
      const element = this.#waitingOn;
      if (!element || !this.#observer) return;
      this.#observer.unobserve(element);
      this.#observer.observe(element);
    });
  };

  #stopListening(): void {
    this.#win.removeEventListener("scroll", this.#onScroll, { capture: true });
    if (this.#recheck) this.#win.cancelAnimationFrame(this.#recheck);
    this.#recheck = 0;
  }

  #onIntersection(entries: IntersectionObserverEntry[]): void {
    for (const entry of entries) {
      if (entry.target !== this.#waitingOn) continue;
      const box = entry.boundingClientRect;
      const root = entry.rootBounds;
      // Near the viewport, or above it (the reader is further down: a page restored mid-scroll,
      // a jump to an anchor), or not laid out at all (display: none, no box to wait for).
      const near =
        entry.isIntersecting ||
        (box.width === 0 && box.height === 0) ||
        (root !== null && box.bottom <= root.top);
      if (near) this.#resume();
    }
  }

  #resume(): void {
    this.#stopListening();
    if (this.#waitingOn) this.#observer?.unobserve(this.#waitingOn);
    this.#waitingOn = undefined;
    const wake = this.#wake;
    this.#wake = undefined;
    wake?.();
  }
}
