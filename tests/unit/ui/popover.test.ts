// @vitest-environment jsdom
/**
 * The Popover component without a page: what it shows for each entry of the real dataset, its
 * tabs, related links, "Read more" and Copy, and a light accessibility audit (names, language and
 * direction, ARIA references that resolve). No JSX here, so the test needs no JSX transform.
 */
import { join, resolve } from "node:path";
import { h, render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Entry } from "../../../src/core/dataset/types.ts";
import { loadDataset } from "../../../src/node/dataset.ts";
import { Popover, type PopoverProps } from "../../../src/ui/Popover.tsx";

const dataset = loadDataset(join(resolve(import.meta.dirname, "../../.."), "data"));
const byId = Object.fromEntries(dataset.entries.map((e) => [e.id, e])) as Record<string, Entry>;
let root: HTMLElement;

beforeEach(() => {
  root = document.createElement("div");
  document.body.append(root);
  // jsdom has no CSS.escape; the tabs use it to find the tab to focus.
  (globalThis as { CSS?: unknown }).CSS ??= { escape: (s: string) => s.replace(/[^\w-]/g, "\\$&") };
});
afterEach(() => {
  render(null, root);
  root.remove();
});

function show(ids: string[], extra: Partial<PopoverProps> = {}) {
  act(() => {
    render(
      h(Popover, {
        entries: ids.map((id) => byId[id]!),
        entriesById: byId,
        verses: dataset.verses,
        verseCredit: dataset.verseCredit,
        onClose: () => undefined,
        ...extra,
      }),
      root,
    );
  });
}

const $ = <T extends Element = HTMLElement>(selector: string) => root.querySelector<T>(selector);
const $$ = (selector: string) => [...root.querySelectorAll<HTMLElement>(selector)];
const click = (el: Element | null) => act(() => (el as HTMLElement).click());

/** Every control has a name, every ARIA id reference resolves, ids are unique. */
function audit(): string[] {
  const problems: string[] = [];
  for (const el of $$("button, a[href]")) {
    const name = el.getAttribute("aria-label") ?? el.textContent?.trim();
    if (!name) problems.push(`unnamed ${el.outerHTML.slice(0, 60)}`);
  }
  for (const el of $$("[aria-labelledby], [aria-controls]")) {
    for (const attr of ["aria-labelledby", "aria-controls"]) {
      for (const id of (el.getAttribute(attr) ?? "").split(/\s+/).filter(Boolean)) {
        if (!root.querySelector(`#${id}`)) problems.push(`${attr}=${id} does not resolve`);
      }
    }
  }
  const ids = $$("[id]").map((el) => el.id);
  if (new Set(ids).size !== ids.length) problems.push(`duplicate ids: ${ids.join(" ")}`);
  return problems;
}

describe("Popover", () => {
  it("shows the verses, the narration, the explanation and the provenance for 8:67–69", () => {
    show(["anfal-8-67-69"]);
    expect($("#bl-title")?.textContent).toBe("Al-Anfāl 8:67–69 · The captives of Badr");
    const arabic = $$(".bl-arabic");
    expect(arabic).toHaveLength(3);
    for (const p of arabic) {
      expect(p.getAttribute("lang")).toBe("ar");
      expect(p.getAttribute("dir")).toBe("rtl");
    }
    expect(arabic[0]!.textContent).toContain(dataset.verses["8:67"]!.arabic);
    expect(arabic[0]!.textContent).toContain("٦٧");
    expect($$(".bl-english")[2]!.textContent).toContain(dataset.verses["8:69"]!.english);
    expect(root.textContent).toContain(byId["anfal-8-67-69"]!.excerpt[1]!);
    expect($("[data-part=provenance]")?.textContent).toContain("Ṣaḥīḥ Muslim");
    const link = $<HTMLAnchorElement>("[data-part=quran-com]")!;
    expect(link.href).toBe("https://quran.com/8:67-69");
    expect(link.target).toBe("_blank");
    expect(link.rel).toBe("noopener noreferrer");
    expect(audit()).toEqual([]);
  });

  it("shows the first lines of a long explanation, and the rest on Read more", () => {
    show(["anfal-8-67-69"]);
    const full = byId["anfal-8-67-69"]!.commentary.join(" ");
    const more = $("[data-part=more]")!;
    expect(more.getAttribute("aria-expanded")).toBe("false");
    expect($(".bl-commentary")!.textContent).not.toContain(full);
    click(more);
    expect(more.getAttribute("aria-expanded")).toBe("true");
    expect($(".bl-commentary")!.textContent).toContain(full);
  });

  it("shows a reference covering several entries as tabs, with arrow keys between them", () => {
    show(["anfal-8-9", "anfal-8-67-69"]);
    const tabs = $$("[role=tab]");
    expect(tabs.map((t) => t.textContent)).toEqual(["8:9", "8:67–69"]);
    expect(tabs.map((t) => t.getAttribute("aria-selected"))).toEqual(["true", "false"]);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1]);
    expect($("[role=tabpanel]")?.getAttribute("aria-labelledby")).toBe("bl-tab-anfal-8-9");
    expect($("[data-entry]")?.dataset.entry).toBe("anfal-8-9");
    act(() => {
      $("[role=tablist]")!.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    });
    expect($("[data-entry]")?.dataset.entry).toBe("anfal-8-67-69");
    expect(document.activeElement?.id).toBe("bl-tab-anfal-8-67-69");
    expect(audit()).toEqual([]);
  });

  it("links related entries inside the popover, and back", () => {
    const seen: string[] = [];
    show(["badr"], { onEntryChange: (id) => seen.push(id) });
    expect($$("[data-related]").map((b) => b.dataset.related)).toEqual(["anfal-8-9", "anfal-8-67-69"]);
    click($("[data-related=anfal-8-9]"));
    expect($("[data-entry]")?.dataset.entry).toBe("anfal-8-9");
    expect(root.textContent).toContain(dataset.verses["8:9"]!.english);
    click($("[data-related=badr]"));
    expect($("[data-entry]")?.dataset.entry).toBe("badr");
    expect(seen).toEqual(["badr", "anfal-8-9", "badr"]);
  });

  it("copies the verse with its reference and says so", async () => {
    const onCopy = vi.fn(async () => true);
    show(["anfal-8-9"], { onCopy });
    const button = $("[data-part=copy]")!;
    expect(button.textContent).toBe("Copy verse");
    await act(async () => button.click());
    expect(onCopy).toHaveBeenCalledWith(
      `${dataset.verses["8:9"]!.arabic}\n${dataset.verses["8:9"]!.english}\n— Quran, Al-Anfal 8:9`,
    );
    expect(button.textContent).toBe("Copied ✓");
    expect(button.dataset.state).toBe("copied");
  });

  it("says when copying failed", async () => {
    show(["anfal-8-9"], { onCopy: async () => false });
    const button = $("[data-part=copy]")!;
    await act(async () => button.click());
    expect(button.textContent).toBe("Copy failed");
  });

  it("has a named close button that asks to close", () => {
    const onClose = vi.fn();
    show(["badr"], { onClose });
    click($("[aria-label=Close]"));
    expect(onClose).toHaveBeenCalledOnce();
    // The Battle of Badr has no verses: no verse block, no Copy, no quran.com.
    expect($(".bl-verses")).toBeNull();
    expect(audit()).toEqual([]);
  });
});
