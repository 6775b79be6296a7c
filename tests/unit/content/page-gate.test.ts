// @vitest-environment jsdom
/**
 * The page gate (src/content/gate/page-gate.ts) on a live jsdom page: it lets page.js load only when
 * the page may hold a reference, at once or when the page later adds one (a paragraph, an edit of
 * a text, a title that names a sūrah, a shadow root), calls back once, and stops watching when it
 * has or when it is destroyed. The scheduler is driven by hand, and the XPath query for custom
 * elements, which jsdom cannot answer, is stubbed with the same elements (dom-watcher.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PageGate } from "../../../src/content/gate/page-gate.ts";
import { GRAMMAR, probeFor } from "../core/detect/helpers.ts";
import { restoreCustomElementsQuery, standInForCustomElementsQuery } from "./custom-elements-query.ts";
import { changeHeard, handRun } from "./jobs.ts";

const probe = probeFor(GRAMMAR, ["8:9", "8:67", "8:68", "8:69", "badr"]);
let gate: PageGate | undefined;
beforeEach(standInForCustomElementsQuery);
afterEach(() => {
  gate?.destroy();
  restoreCustomElementsQuery();
  document.title = "";
  document.body.replaceChildren();
});

function setup(body: string) {
  document.body.innerHTML = body;
  const { seams, queued, drain, settle } = handRun();
  let calls = 0;
  gate = new PageGate(document, probe, () => calls++, seams);
  /** Makes a change, and runs the gate's check of it once its observer has heard it. */
  const change = async (mutate: () => void, root: Node = document) => {
    await changeHeard(mutate, root);
    drain();
  };
  return { gate, drain, settle, change, calls: () => calls, queued };
}

describe("PageGate", () => {
  it("calls back once for a page that may hold a reference, and not before its slices run", () => {
    const g = setup("<p>As the Quran 8:67 says.</p>");
    g.gate.start();
    expect(g.calls()).toBe(0);
    g.drain();
    expect(g.calls()).toBe(1);
  });

  it("stays shut on a page of numbers with no Quran word, and opens when a reference is added", async () => {
    const g = setup("<p>Doors open at 8:30; see section 8.1.</p>");
    g.gate.start();
    g.drain();
    expect(g.calls()).toBe(0);
    await g.change(() =>
      document.body.append(Object.assign(document.createElement("p"), { textContent: "Nothing." })),
    );
    expect(g.calls()).toBe(0);
    const p = document.createElement("p");
    p.innerHTML = "<span>The Battle of Badr</span>";
    await g.change(() => document.body.append(p));
    expect(g.calls()).toBe(1);
  });

  it("opens when a text is edited into a possible reference", async () => {
    const g = setup("<p>Read this: <b>soon</b></p>");
    g.gate.start();
    g.drain();
    await g.change(() => {
      document.querySelector("b")!.firstChild!.nodeValue = "8:68";
    });
    expect(g.calls()).toBe(1);
  });

  it("opens when the title comes to name a sūrah, as a single-page app's does", async () => {
    const g = setup("<p>Nothing here.</p>");
    g.gate.start();
    g.drain();
    expect(g.calls()).toBe(0);
    await g.change(() => {
      document.title = "Surah Al-Anfal";
    });
    expect(g.calls()).toBe(1);
  });

  it("on a page whose title names a sūrah, opens for its verse numbers, at once or when they arrive", async () => {
    document.title = "Surah Al-Anfal";
    const labelled = setup("<p>67</p><p>It is not for a prophet…</p>");
    labelled.gate.start();
    labelled.drain();
    expect(labelled.calls()).toBe(1);
    labelled.gate.destroy();

    // Words alone: nothing there can count, whatever the title says, until a number arrives.
    const loading = setup("<p>Loading the verses…</p>");
    loading.gate.start();
    loading.drain();
    expect(loading.calls()).toBe(0);
    await loading.change(() =>
      document.body.append(Object.assign(document.createElement("p"), { textContent: "68" })),
    );
    expect(loading.calls()).toBe(1);
  });

  it("looks into open shadow roots, at once and when a component is added later", async () => {
    const g = setup("<x-card></x-card>");
    const shadow = document.querySelector("x-card")!.attachShadow({ mode: "open" });
    shadow.innerHTML = "<p>Nothing yet.</p>";
    g.gate.start();
    g.drain();
    expect(g.calls()).toBe(0);
    await g.change(
      () => shadow.append(Object.assign(document.createElement("p"), { textContent: "Quran 8:9" })),
      shadow,
    );
    expect(g.calls()).toBe(1);

    const h = setup("<p>Nothing.</p>");
    h.gate.start();
    h.drain();
    const card = document.createElement("y-card");
    card.attachShadow({ mode: "open" }).innerHTML = "<p>Sūrat al-Anfāl: 67</p>";
    await h.change(() => document.body.append(card));
    expect(h.calls()).toBe(1);
  });

  it("opens for a link to a verse page, whatever its text", async () => {
    const g = setup("<p>Nothing.</p>");
    g.gate.start();
    g.drain();
    const a = Object.assign(document.createElement("a"), {
      href: "https://quran.com/8/9",
      textContent: "here",
    });
    await g.change(() => document.body.append(a));
    expect(g.calls()).toBe(1);
  });

  it("reads a long page only as far as the reader, and the rest when asked for every reference", async () => {
    // The browser, as the read-ahead's IntersectionObserver hears it: every block far below.
    const saved = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(readonly callback: (entries: IntersectionObserverEntry[]) => void) {}
      observe(target: Element) {
        const box = { top: 9000, bottom: 9020, width: 100, height: 20 };
        queueMicrotask(() =>
          this.callback([
            {
              target,
              isIntersecting: false,
              boundingClientRect: box,
              rootBounds: { top: -1800, bottom: 2700 },
            },
          ] as unknown as IntersectionObserverEntry[]),
        );
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      const filler = "lorem ipsum ".repeat(200);
      const g = setup(`${Array.from({ length: 60 }, () => `<p>${filler}</p>`).join("")}<p>Quran 8:67</p>`);
      g.gate.start();
      await g.settle();
      expect(g.gate.waitingForReader).toBe(true);
      expect(g.calls()).toBe(0);
      const checked = g.gate.whenChecked();
      await g.settle();
      await checked;
      expect(g.calls()).toBe(1);
    } finally {
      globalThis.IntersectionObserver = saved;
    }
  });

  it("stops watching once it has called back, and when destroyed", async () => {
    const g = setup("<p>Quran 8:9</p>");
    g.gate.start();
    g.drain();
    expect(g.calls()).toBe(1);
    // The gate's observer, had it still been connected, would have heard this first.
    await g.change(() =>
      document.body.append(Object.assign(document.createElement("p"), { textContent: "Quran 8:67" })),
    );
    expect(g.calls()).toBe(1);

    const h = setup("<p>Nothing.</p>");
    h.gate.start();
    h.gate.destroy();
    h.drain();
    await h.change(() =>
      document.body.append(Object.assign(document.createElement("p"), { textContent: "Quran 8:67" })),
    );
    expect(h.calls()).toBe(0);
    expect(h.queued).toHaveLength(0);
  });
});
