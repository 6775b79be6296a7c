// @vitest-environment jsdom
/**
 * The read-ahead (src/content/common/read-ahead.ts) that keeps the page's scan a little ahead of the
 * reader: it lets the scan read a lap of text, then waits until the browser says the last block
 * read is near the viewport or above it, or until everything is asked for. jsdom has no
 * IntersectionObserver: a stand-in records what is observed, and the test plays the browser.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LAP, ReadAhead } from "../../../src/content/common/read-ahead.ts";
import { PageIndex } from "../../../src/content/page/page-index.ts";
import { Scanner } from "../../../src/content/page/scanner.ts";
import { createDetector } from "../../../src/core/detect/index.ts";
import { GRAMMAR } from "../core/detect/helpers.ts";

class FakeObserver {
  static last: FakeObserver | undefined;
  readonly observed = new Set<Element>();
  constructor(readonly callback: (entries: IntersectionObserverEntry[]) => void) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Where the browser says `element` is: its box, against a root from -1800 to 2700 px. */
  report(element: Element, top: number, height: number, isIntersecting: boolean) {
    const box = { top, bottom: top + height, width: height ? 100 : 0, height } as DOMRectReadOnly;
    const rootBounds = { top: -1800, bottom: 2700 } as DOMRectReadOnly;
    this.callback([
      { target: element, boundingClientRect: box, rootBounds, isIntersecting } as IntersectionObserverEntry,
    ]);
  }
}

const frames: FrameRequestCallback[] = [];
const saved = { io: globalThis.IntersectionObserver, raf: window.requestAnimationFrame };
beforeEach(() => {
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  window.requestAnimationFrame = (callback) => frames.push(callback);
});
afterEach(() => {
  globalThis.IntersectionObserver = saved.io;
  window.requestAnimationFrame = saved.raf;
  FakeObserver.last = undefined;
  frames.length = 0;
  document.body.replaceChildren();
});

/** Whether a promise has settled, after the microtasks queued so far. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  return done;
}

describe("ReadAhead", () => {
  it("lets a lap be read, then waits until the last block read comes near the viewport", async () => {
    const block = document.body.appendChild(document.createElement("p"));
    const ahead = new ReadAhead();
    expect(ahead.after(block, LAP - 1)).toBeUndefined();
    expect(FakeObserver.last, "no observer before the first wait").toBeUndefined();
    const wait = ahead.after(block, 1)!;
    expect(wait).toBeInstanceOf(Promise);
    expect(ahead.waiting).toBe(true);
    const observer = FakeObserver.last!;
    expect([...observer.observed]).toEqual([block]);
    observer.report(block, 5000, 40, false); // below the margin: the reader is far above
    expect(await settled(wait)).toBe(false);
    observer.report(block, 2500, 40, true); // scrolled into the margin
    expect(await settled(wait)).toBe(true);
    expect(ahead.waiting).toBe(false);
    expect(observer.observed.size).toBe(0);
  });

  it("goes on at once when the block is above the viewport, or has no box at all", async () => {
    const block = document.body.appendChild(document.createElement("p"));
    const ahead = new ReadAhead();
    const above = ahead.after(block, LAP)!;
    FakeObserver.last!.report(block, -5000, 40, false);
    expect(await settled(above)).toBe(true);
    const hidden = ahead.after(block, LAP)!;
    FakeObserver.last!.report(block, 0, 0, false);
    expect(await settled(hidden)).toBe(true);
  });

  it("asks again after a scroll, which may jump past the margin without crossing it", async () => {
    const block = document.body.appendChild(document.createElement("p"));
    const ahead = new ReadAhead();
    const wait = ahead.after(block, LAP)!;
    const observer = FakeObserver.last!;
    observer.report(block, 5000, 40, false);
    observer.observed.clear(); // so that observing again shows
    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("scroll"));
    expect(frames).toHaveLength(1);
    frames.shift()!(0);
    expect([...observer.observed]).toEqual([block]);
    observer.report(block, -9000, 40, false);
    expect(await settled(wait)).toBe(true);
  });

  it("never waits again once everything is asked for, wakes a read that waits, and says when the reads have ended", async () => {
    const block = document.body.appendChild(document.createElement("p"));
    const ahead = new ReadAhead();
    function* read(): Generator<unknown> {
      yield ahead.after(block, LAP);
      yield ahead.after(block, 10 * LAP);
    }
    const job = ahead.run(read());
    const wait = job.next().value as Promise<void>;
    expect(wait).toBeInstanceOf(Promise);
    const done = ahead.whenRead();
    expect(await settled(wait)).toBe(true);
    expect(await settled(done), "the read is still under way").toBe(false);
    expect(job.next().value, "no more waiting").toBeUndefined();
    expect(job.next()).toEqual({ done: true, value: true });
    expect(await settled(done)).toBe(true);
  });

  it("lets whoever waits for the reads go when it is destroyed before they end", async () => {
    const block = document.body.appendChild(document.createElement("p"));
    const ahead = new ReadAhead();
    const job = ahead.run(
      (function* () {
        yield ahead.after(block, LAP);
      })(),
    );
    job.next();
    const done = ahead.whenRead();
    ahead.destroy();
    expect(await settled(done)).toBe(true);
  });
});

describe("Scanner with a read-ahead", () => {
  const detector = createDetector(GRAMMAR, new Set(["8:9", "8:67", "8:68", "8:69", "badr"]));
  const checkVisibility = Element.prototype.checkVisibility;
  beforeEach(() => {
    Element.prototype.checkVisibility = () => true;
  });
  afterEach(() => {
    Element.prototype.checkVisibility = checkVisibility;
  });

  it("waits after a lap, shows what it found so far, and passes over blocks a re-scan indexed meanwhile", async () => {
    const filler = "lorem ipsum ".repeat(100);
    const paragraphs = Array.from(
      { length: 40 },
      (_, i) => `<p id=p${i}>${filler} Quran 8:${i % 2 ? 9 : 67}.</p>`,
    );
    document.body.innerHTML = paragraphs.join("");
    const index = new PageIndex();
    const heard: number[] = [];
    index.onChange(() => heard.push(index.size));
    const scanner = new Scanner(detector, index);
    const ahead = new ReadAhead();
    const job = scanner.scan(document.body, { readAhead: ahead });
    let step = job.next();
    while (!step.done && !(step.value instanceof Promise)) step = job.next();
    const perBlock = document.querySelector("p")!.textContent!.length;
    const firstLap = Math.ceil(LAP / perBlock);
    expect(index.size).toBe(firstLap);
    expect(heard).toEqual([firstLap]);
    // A change below the lap is re-scanned (the watcher does it) while the scan waits.
    const later = document.querySelector(`#p${firstLap + 1}`)!;
    for (const _ of scanner.rescan([later], false));
    expect(index.size).toBe(firstLap + 1);
    void ahead.whenRead();
    await step.value;
    for (step = job.next(); !step.done; step = job.next())
      if (step.value instanceof Promise) await step.value;
    expect(index.size).toBe(40);
    expect(new Set(index.all().map((r) => r.element.id)).size).toBe(40);
  });
});
