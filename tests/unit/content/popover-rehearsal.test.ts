// @vitest-environment jsdom
/**
 * PopoverHost.rehearse: the first render of a reference's popover, done while the pointer rests on
 * it, into an element that never enters the page. It must render (so that the open after hover
 * intent runs compiled code) and must leave the page as it was, with no popover open.
 */
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { PopoverHost } from "../../../src/content/popover/popover-host.tsx";
import { entriesInReadingOrder } from "../../../src/core/dataset/lookup.ts";
import { loadDataset } from "../../../src/node/dataset.ts";

const dataset = loadDataset(join(resolve(import.meta.dirname, "../../.."), "data"));
const OPTIONS = { theme: "light", textSize: 15, pinned: false, moveFocus: false, returnFocus: null } as const;
const reference = (targets: string[]) => ({ targets, entries: entriesInReadingOrder(dataset, targets) });

/** The names of the nodes put into any parent from now on (Preact puts with these two). */
function insertions(): () => string[] {
  const names: string[] = [];
  for (const method of ["appendChild", "insertBefore"] as const) {
    const original = Node.prototype[method] as (this: Node, ...args: unknown[]) => Node;
    vi.spyOn(Node.prototype, method).mockImplementation(function (this: Node, ...args: unknown[]) {
      names.push((args[0] as Node).nodeName);
      return original.apply(this, args);
    } as never);
  }
  return () => names;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("the popover's rehearsal", () => {
  it("renders the reference's popover once, adds nothing to the page and opens nothing", async () => {
    document.body.innerHTML = "<p>See Quran 8:67.</p>";
    const before = document.documentElement.outerHTML;
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((batch) => records.push(...batch));
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const placed = insertions();
    const host = new PopoverHost(dataset, {}, document, () => undefined);

    host.rehearse(reference(["8:67"]), OPTIONS);
    // The card and the verse's frame were made and put together: the render happened.
    expect(placed()).toContain("ARTICLE");
    expect(placed()).toContain("IFRAME");

    const again = insertions();
    host.rehearse(reference(["8:9"]), OPTIONS);
    expect(again()).toEqual([]);

    await new Promise<void>((done) => queueMicrotask(done));
    observer.disconnect();
    expect(records).toEqual([]);
    expect(document.documentElement.outerHTML).toBe(before);
    expect(host.isOpen).toBe(false);
    host.destroy();
  });

  it("passes over a reference with no entry, and rehearses the next one that has", () => {
    const placed = insertions();
    const host = new PopoverHost(dataset, {}, document, () => undefined);
    host.rehearse({ targets: ["8:67"], entries: [] }, OPTIONS);
    expect(placed()).toEqual([]);
    host.rehearse(reference(["8:67"]), OPTIONS);
    expect(placed()).toContain("ARTICLE");
  });

  it("speaks a reference's label bounded and plain, whatever length the page gave its text", () => {
    document.body.innerHTML = "<p>See Quran 8:67.</p>";
    // jsdom has no top layer: the popover's showing is stood in for, the rest is the host's own.
    vi.spyOn(Element.prototype, "matches").mockImplementation(() => false);
    const proto = HTMLElement.prototype as { showPopover?: () => void };
    const showPopover = proto.showPopover;
    proto.showPopover = () => undefined;
    onTestFinished(() => {
      proto.showPopover = showPopover;
    });
    const host = new PopoverHost(dataset, {}, document, () => undefined);
    const label = `\u202eQuran 8:67 ${"and more words ".repeat(2_000)}`;
    host.open(reference(["8:67"]), new DOMRect(10, 10, 50, 20), { ...OPTIONS, label });
    const spoken = (host as unknown as { announcer: HTMLElement }).announcer.textContent ?? "";
    expect(spoken).toContain("Quran 8:67 and more words");
    expect(spoken).not.toContain("\u202e");
    expect(spoken.length).toBeLessThan(300);
    host.destroy();
  });
});
