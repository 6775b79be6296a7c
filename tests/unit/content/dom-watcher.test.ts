// @vitest-environment jsdom
/**
 * The DOM watcher (src/content/page/dom-watcher.ts) on a live jsdom page: the first scan, what a change
 * costs (the added paragraph, not its container), text edits and removals, shadow roots, our own
 * nodes, the fall-back to one full re-scan, and teardown. The scheduler is driven by hand: its
 * clock never reaches a deadline and its slices run when the test says. A change is known to have
 * reached the watcher when a second observer, made after the watcher's, has heard it: observers are
 * told in the order they were made. `checkVisibility` is stubbed (jsdom has no layout), and so is
 * the XPath query for custom elements, which jsdom's XPath fails on (`contains(local-name(), '-')`
 * throws there): the stub answers it with the same elements, those whose name holds a hyphen.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SliceScheduler } from "../../../src/content/common/scheduler.ts";
import { DomWatcher } from "../../../src/content/page/dom-watcher.ts";
import { PageIndex } from "../../../src/content/page/page-index.ts";
import { Scanner } from "../../../src/content/page/scanner.ts";
import { createDetector } from "../../../src/core/detect/index.ts";
import { GRAMMAR } from "../core/detect/helpers.ts";
import { changeHeard, handRun } from "./jobs.ts";

/**
 * jsdom has no IntersectionObserver, which the read-ahead asks once a full scan has read a lap of
 * text: this one says every block is `near` (in view) or far below it, a moment after it is observed.
 */
let near = true;
class BrowserSays {
  constructor(readonly callback: (entries: IntersectionObserverEntry[]) => void) {}
  observe(target: Element) {
    const box = near
      ? { top: 0, bottom: 20, width: 100, height: 20 }
      : { top: 9000, bottom: 9020, width: 100, height: 20 };
    queueMicrotask(() =>
      this.callback([
        { target, isIntersecting: near, boundingClientRect: box, rootBounds: { top: -1800, bottom: 2700 } },
      ] as unknown as IntersectionObserverEntry[]),
    );
  }
  unobserve() {}
  disconnect() {}
}

const checkVisibility = Element.prototype.checkVisibility;
const evaluate = document.evaluate;
const intersectionObserver = globalThis.IntersectionObserver;
beforeEach(() => {
  near = true;
  globalThis.IntersectionObserver = BrowserSays as unknown as typeof IntersectionObserver;
  Element.prototype.checkVisibility = () => true;
  document.evaluate = ((_expression: string, root: Element) => {
    const items = [...root.querySelectorAll("*")].filter((e) => e.localName.includes("-"));
    return { snapshotLength: items.length, snapshotItem: (i: number) => items[i] ?? null };
  }) as unknown as Document["evaluate"];
});
let watcher: DomWatcher | undefined;
afterEach(() => {
  watcher?.destroy();
  Element.prototype.checkVisibility = checkVisibility;
  document.evaluate = evaluate;
  globalThis.IntersectionObserver = intersectionObserver;
  document.body.replaceChildren();
});

function setup(body: string, isOurs: (node: Node) => boolean = () => false) {
  document.body.innerHTML = body;
  const { seams, queued, drain, settle } = handRun();
  const scheduler = new SliceScheduler(seams);
  const index = new PageIndex();
  const scanner = new Scanner(
    createDetector(GRAMMAR, new Set(["8:9", "8:67", "8:68", "8:69", "badr"])),
    index,
  );
  const roots: ShadowRoot[] = [];
  watcher = new DomWatcher(document, scheduler, scanner, isOurs, (root) => roots.push(root));
  const heard: number[] = [];
  index.onChange(() => heard.push(index.size));
  const texts = () =>
    index
      .all()
      .map((r) => r.text)
      .sort();
  /** Makes a change and returns once the watcher has recorded it. */
  const change = changeHeard;
  return { watcher, index, scanner, roots, heard, texts, drain, settle, change, queued };
}

describe("DomWatcher", () => {
  it("scans the page on start, in scheduler slices, and the index's listeners hear of it", () => {
    const w = setup("<p>Quran 8:9</p><div><p>The Battle of Badr</p></div>");
    w.watcher.start();
    expect(w.index.size).toBe(0);
    w.drain();
    expect(w.texts()).toEqual(["Battle of Badr", "Quran 8:9"]);
    expect(w.heard.at(-1)).toBe(2);
  });

  it("leaves a page with no reference alone: nothing indexed, no one told", () => {
    const w = setup("<p>Doors open at 8:30.</p>");
    w.watcher.start();
    w.drain();
    expect(w.index.size).toBe(0);
    expect(w.heard).toEqual([]);
  });

  it("re-scans an added paragraph, not the container it was added to", async () => {
    const w = setup("<div id=feed><p>Quran 8:9</p></div>");
    w.watcher.start();
    w.drain();
    const rescan = vi.spyOn(w.scanner, "rescan");
    const p = document.createElement("p");
    p.textContent = "Q 8:67";
    await w.change(() => document.getElementById("feed")!.append(p));
    w.drain();
    expect(rescan).toHaveBeenCalledOnce();
    expect(rescan.mock.calls[0]![0]).toEqual([p]);
    expect(w.texts()).toEqual(["Q 8:67", "Quran 8:9"]);
  });

  it("follows edits of text and removals of paragraphs", async () => {
    const w = setup("<p id=a>Quran 8:9</p><p id=b>Quran 8:68</p>");
    w.watcher.start();
    w.drain();
    await w.change(() => {
      document.getElementById("a")!.firstChild!.textContent = "Quran 8:69";
    });
    w.drain();
    expect(w.texts()).toEqual(["Quran 8:68", "Quran 8:69"]);
    await w.change(() => document.getElementById("b")!.remove());
    w.drain();
    expect(w.texts()).toEqual(["Quran 8:69"]);
  });

  it("finds an open shadow root on a page with no other reference, reports it, and watches it", async () => {
    const w = setup("<p>Nothing here.</p><x-card></x-card>");
    const shadow = document.querySelector("x-card")!.attachShadow({ mode: "open" });
    shadow.innerHTML = "<p>Quran 8:9</p>";
    w.watcher.start();
    w.drain();
    expect(w.texts()).toEqual(["Quran 8:9"]);
    expect(w.roots).toEqual([shadow]);
    const p = document.createElement("p");
    p.textContent = "Battle of Badr";
    await w.change(() => shadow.append(p), shadow);
    w.drain();
    expect(w.texts()).toEqual(["Battle of Badr", "Quran 8:9"]);
    // Met again by a later scan, the root is not reported twice.
    w.watcher.rescanAll();
    w.drain();
    expect(w.roots).toEqual([shadow]);
  });

  it("does not re-scan changes to our own nodes", async () => {
    const ours = document.createElement("div");
    const w = setup("<p>Quran 8:9</p>", (node) => node === ours || ours.contains(node));
    w.watcher.start();
    w.drain();
    ours.textContent = "Quran 8:67";
    await w.change(() => document.body.append(ours));
    expect(w.queued).toEqual([]);
    w.drain();
    expect(w.texts()).toEqual(["Quran 8:9"]);
  });

  it("turns a change of over 2,000 nodes into one full re-scan", async () => {
    const w = setup("<p>Quran 8:9</p>");
    w.watcher.start();
    w.drain();
    const clear = vi.spyOn(w.scanner, "clear");
    const rescan = vi.spyOn(w.scanner, "rescan");
    await w.change(() => {
      for (let i = 0; i < 2001; i++)
        document.body.append(Object.assign(document.createElement("p"), { textContent: `line ${i}` }));
      document.body.append(Object.assign(document.createElement("p"), { textContent: "Quran 8:68" }));
    });
    await w.settle();
    expect(clear).toHaveBeenCalledOnce();
    expect(rescan).not.toHaveBeenCalled();
    expect(w.texts()).toEqual(["Quran 8:68", "Quran 8:9"]);
  });

  it("reads a long page only as far as the reader, and the rest when asked for every reference", async () => {
    near = false;
    const filler = "lorem ipsum ".repeat(200);
    const w = setup(
      Array.from({ length: 30 }, (_, i) => `<p>${filler} Quran 8:${i % 2 ? 9 : 67}</p>`).join(""),
    );
    w.watcher.start();
    await w.settle();
    const read = w.index.size;
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(30);
    expect(w.watcher.waitingForReader).toBe(true);
    const scanned = w.watcher.whenScanned();
    await w.settle();
    await scanned;
    expect(w.index.size).toBe(30);
    expect(w.watcher.waitingForReader).toBe(false);
  });

  it("lets whoever waits for the whole page go when it is destroyed before the scan ends", async () => {
    near = false;
    const filler = "lorem ipsum ".repeat(200);
    const w = setup(Array.from({ length: 30 }, () => `<p>${filler} Quran 8:9</p>`).join(""));
    w.watcher.start();
    await w.settle();
    const scanned = w.watcher.whenScanned();
    w.watcher.destroy();
    await expect(scanned).resolves.toBeUndefined();
  });

  it("stops watching when destroyed", async () => {
    const w = setup("<p>Quran 8:9</p>");
    w.watcher.start();
    w.drain();
    w.watcher.destroy();
    await w.change(() =>
      document.body.append(Object.assign(document.createElement("p"), { textContent: "Q 8:67" })),
    );
    expect(w.queued).toEqual([]);
    expect(w.texts()).toEqual(["Quran 8:9"]);
  });
});
