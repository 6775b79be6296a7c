// @vitest-environment jsdom
/**
 * The Popover component without a page: what it shows for each entry of the real dataset, summary
 * first (the cited verse leads, the rest in sections), its tabs, related links and the back
 * button, the facts card, the reader's translation, Copy, and a light accessibility audit (names, language and
 * direction, ARIA references that resolve). No JSX here, so the test needs no JSX transform.
 */
import { join, resolve } from "node:path";
import { h, render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Entry } from "../../../src/core/dataset/types.ts";
import { loadDataset, loadLocalTexts } from "../../../src/node/dataset.ts";
import { readTranslations } from "../../../src/node/quran-source.ts";
import { translator } from "../../../src/shared/i18n.ts";
import { entryHeading } from "../../../src/ui/labels.ts";
import { localView, tafsirInPlaceOfTranslation } from "../../../src/ui/local-view.ts";
import { Popover, type PopoverProps } from "../../../src/ui/Popover.tsx";

const DATA = join(resolve(import.meta.dirname, "../../.."), "data");
const dataset = loadDataset(DATA);
const local = loadLocalTexts(DATA, dataset);
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

  it("opens on the first screen alone: title, lead verse, summary; the rest in collapsed sections", () => {
    show(["anfal-8-67-69"]);
    const entry = byId["anfal-8-67-69"]!;
    expect($("[data-part=summary]")?.textContent).toBe(entry.summary);
    expect($$("[data-section]").map((s) => s.dataset.section)).toEqual([
      "verses",
      "narration",
      "explanation",
      "sources",
      "related",
    ]);
    for (const toggle of $$(".bl-toggle")) {
      expect(toggle.getAttribute("aria-expanded")).toBe("false");
      expect(root.querySelector<HTMLElement>(`#${toggle.getAttribute("aria-controls")}`)?.hidden).toBe(true);
    }
    // The lead verse is outside every section, the other two inside the first.
    expect($$("[data-part=lead] [data-verse]").map((f) => f.dataset.verse)).toEqual(["8:67"]);
    expect($$("#bl-section-verses [data-verse]").map((f) => f.dataset.verse)).toEqual(["8:68", "8:69"]);
    const explanation = $("#bl-toggle-explanation")!;
    click(explanation);
    expect(explanation.getAttribute("aria-expanded")).toBe("true");
    expect($("#bl-section-explanation")!.hidden).toBe(false);
    expect($("#bl-section-explanation")!.textContent).toBe(entry.commentary.join(""));
    expect(audit()).toEqual([]);
  });

  it("leads with the cited verse, marked as cited for the eye and for screen readers", () => {
    show(["anfal-8-67-69"], { cited: ["8:68"] });
    const lead = $$("[data-part=lead] [data-verse]");
    expect(lead.map((f) => f.dataset.verse)).toEqual(["8:68"]);
    expect(lead[0]!.dataset.cited).toBe("true");
    // A figcaption names the figure: "Cited on this page" is said with the verse.
    expect(lead[0]!.querySelector("figcaption")?.textContent).toBe("Cited on this page");
    expect($$("#bl-section-verses [data-verse]").map((f) => f.dataset.verse)).toEqual(["8:67", "8:69"]);
    expect($$("#bl-section-verses [data-cited]")).toEqual([]);
    // A whole range cited marks every verse, the first leading.
    render(null, root);
    show(["anfal-8-67-69"], { cited: ["8:67", "8:68", "8:69"] });
    expect($$("[data-cited=true]").map((f) => f.dataset.verse)).toEqual(["8:67", "8:68", "8:69"]);
    // A reference to the battle cites none of the verses of an entry opened from it.
    render(null, root);
    show(["anfal-8-67-69"], { cited: ["badr"] });
    expect($$("[data-cited]")).toEqual([]);
  });

  it("remembers nothing by itself: it opens the sections it is given and reports each change", () => {
    const changes: string[][] = [];
    show(["anfal-8-9"], {
      openSections: ["narration"],
      pinned: true,
      onSectionsChange: (open) => changes.push(open),
    });
    expect($("#bl-section-narration")!.hidden).toBe(false);
    const all = $("[data-part=expand-all]")!;
    expect(all.getAttribute("aria-expanded")).toBe("false");
    click(all);
    expect($$(".bl-section-body").every((b) => !b.hidden)).toBe(true);
    expect(all.getAttribute("aria-expanded")).toBe("true");
    click($("#bl-toggle-narration"));
    expect(changes).toEqual([
      ["narration", "explanation", "sources", "related"],
      ["explanation", "sources", "related"],
    ]);
    // Only a pinned popover offers to open everything.
    render(null, root);
    show(["anfal-8-9"]);
    expect($("[data-part=expand-all]")).toBeNull();
  });

  it("shows the Battle of Badr's facts card, each fact with its source, the verses opening in place", () => {
    show(["badr"]);
    const facts = $$("[data-fact]");
    expect(facts.map((f) => f.dataset.fact)).toEqual([
      "date",
      "place",
      "sides",
      "outcome",
      "losses",
      "verses",
    ]);
    for (const [i, fact] of byId.badr!.facts!.entries()) {
      const row = facts[i]!;
      expect(row.querySelector("dt")?.textContent).toBeTruthy();
      expect(row.querySelector("dd")?.textContent).toContain(fact.text);
      expect(row.querySelector("[data-part=fact-source]")?.textContent).toBe(
        `Source: ${fact.sources.map((s) => s.work).join("; ")}`,
      );
    }
    expect($("[data-fact=sides] dd")?.textContent).toContain("319 Muslims against about 1,000");
    // The place's Arabic name is drawn as the verses are (a frame in the bundled face), and read as Arabic.
    const name = $("[data-fact=place] .bl-arabic-name .bl-arabic")!;
    expect([name.textContent?.trim(), name.getAttribute("lang"), name.getAttribute("dir")]).toEqual([
      "بدر",
      "ar",
      "rtl",
    ]);
    click($("[data-fact-link=anfal-8-67-69]"));
    expect($("[data-entry]")?.dataset.entry).toBe("anfal-8-67-69");
    const back = $("[data-part=back]")!;
    expect(back.getAttribute("aria-label")).toBe("Back to The Battle of Badr");
    expect(document.activeElement).toBe(back);
    click(back);
    expect($("[data-entry]")?.dataset.entry).toBe("badr");
    expect($("[data-part=back]")).toBeNull();
    expect(document.activeElement?.id).toBe("bl-title");
    expect(audit()).toEqual([]);
  });

  it("shows the reader's translation with its name and language, right to left for Urdu", () => {
    const urdu = readTranslations(["8:68"]).ur;
    show(["anfal-8-67-69"], {
      cited: ["8:68"],
      translation: { language: "ur", dir: "rtl", name: urdu.name, text: urdu.verses },
    });
    const p = $("[data-part=lead] .bl-translation")!;
    expect([p.getAttribute("lang"), p.getAttribute("dir")]).toEqual(["ur", "rtl"]);
    expect(p.textContent).toContain(urdu.verses["8:68"]!);
    expect($("[data-part=translation-name]")?.textContent?.trim()).toBe("Translation: Abul A'la Maududi");
  });

  it("labels the dataset's English as English when the interface is in another language", () => {
    show(["anfal-8-9"], { language: "id", t: translator("id") });
    expect($("[data-part=summary] [lang=en]")?.textContent).toBe(byId["anfal-8-9"]!.summary);
    expect($("[data-part=english-note]")?.textContent).toContain("Bahasa Inggris");
    expect($("#bl-toggle-narration")?.textContent).toContain("Bahasa Inggris");
    expect($("#bl-toggle-explanation")?.textContent).toContain("Bahasa Inggris");
    // With no local view, everything but the line that says so is the dataset's English.
    expect($$("[data-part=no-local-source]").map((p) => p.textContent)).toEqual([
      translator("id")("popoverNoLocalSource"),
      translator("id")("popoverNoLocalSource"),
    ]);
    for (const p of $$("#bl-section-narration p, #bl-section-explanation p"))
      expect(p.lang).toBe(p.dataset.part === "no-local-source" ? "" : "en");
    render(null, root);
    show(["anfal-8-9"]);
    expect($("[data-part=english-note]")).toBeNull();
  });

  it("shows an entry in Arabic from data/local: title, summary, facts, narration, each source named", () => {
    const t = translator("ar");
    const mine = local.entries.ar!.badr!;
    show(["badr"], { language: "ar", t, local: localView(local, "ar") });
    expect($("#bl-title")?.textContent).toBe(mine.title);
    expect($("#bl-title")?.lang).toBe("ar");
    expect($("[data-part=summary]")?.textContent).toBe(mine.summary);
    expect($("[data-part=english-note]")).toBeNull();
    for (const fact of byId.badr!.facts!)
      expect($(`[data-fact=${fact.kind}] dd > span`)?.textContent, fact.kind).toBe(mine.facts![fact.kind]);
    expect($("#bl-toggle-narration")?.textContent).toContain(mine.narrationLabel!);
    expect($("#bl-toggle-narration")?.textContent).not.toContain(t("popoverInEnglish"));
    expect($$("#bl-section-narration p[lang=ar]").map((p) => p.textContent)).toEqual(
      mine.narration!.paragraphs,
    );
    expect($("#bl-section-narration [data-part=local-source]")?.textContent).toContain("صحيح مسلم");
    // No Arabic original offered to a reader who has it already.
    expect($("[data-part=arabic-original]")).toBeNull();
    expect($("[data-part=written-for-badr-lens]")?.textContent).toBe(t("popoverWrittenForBadrLens"));
    expect(audit()).toEqual([]);
  });

  it("shows 8:67–69 in Indonesian with Kemenag's tafsīr on each verse, and the narration in English beside its Arabic original", () => {
    const t = translator("id");
    const mine = local.entries.id!["anfal-8-67-69"]!;
    show(["anfal-8-67-69"], { language: "id", t, local: localView(local, "id") });
    expect($("#bl-title")?.textContent).toBe(`Al-Anfal 8:67–69 · ${mine.title}`);
    expect($("#bl-title bdi")?.getAttribute("dir")).toBe("ltr");
    expect($("[data-part=summary]")?.textContent).toBe(mine.summary);
    const tafsir = $$("[data-part=local-explanation]");
    expect(tafsir.map((x) => x.dataset.verse)).toEqual(["8:67", "8:68", "8:69"]);
    expect(tafsir.map((x) => x.querySelector("p[lang=id]")?.textContent)).toEqual(
      mine.explanation!.map((x) => `(${x.verse}) ${x.text}`),
    );
    expect(tafsir.every((x) => x.querySelector("cite")?.textContent === "Tafsir Wajiz (Ringkas)")).toBe(true);
    expect($("#bl-toggle-explanation")?.textContent).not.toContain(t("popoverInEnglish"));
    // The seed's explanation stays, one step away and labelled English.
    expect($("[data-part=hadith-explanation] summary")?.textContent).toContain(t("popoverInEnglish"));
    // No Indonesian narration is published in the data: said plainly, the English shown.
    expect($("#bl-toggle-narration")?.textContent).toContain(t("popoverInEnglish"));
    expect($("#bl-section-narration [data-part=no-local-source]")?.textContent).toBe(
      t("popoverNoLocalSource"),
    );
    expect($$("#bl-section-narration > p[lang=en]").map((p) => p.textContent)).toEqual(
      byId["anfal-8-67-69"]!.excerpt,
    );
    const original = $("[data-part=arabic-original]")!;
    expect(original.querySelector("summary")?.textContent).toBe(t("popoverArabicOriginal"));
    expect([...original.querySelectorAll("p[lang=ar]")].map((p) => p.textContent)).toEqual(
      local.entries.ar!["anfal-8-67-69"]!.narration!.paragraphs,
    );
    // Related entries by their Indonesian titles.
    expect($$("[data-related]").map((b) => b.textContent)).toEqual([
      local.entries.id!.badr!.title,
      `Al-Anfal 8:9 · ${local.entries.id!["anfal-8-9"]!.title}`,
    ]);
    expect(audit()).toEqual([]);
  });

  it("puts al-Muyassar under the verse for an Arabic reader, named as a tafsīr", () => {
    const t = translator("ar");
    const tafsir = tafsirInPlaceOfTranslation(local, "ar")!;
    show(["anfal-8-9"], {
      language: "ar",
      t,
      local: localView(local, "ar"),
      translation: tafsir,
      cited: ["8:9"],
    });
    const p = $("[data-part=lead] .bl-translation")!;
    expect([p.lang, p.dir]).toEqual(["ar", "rtl"]);
    expect(p.textContent).toContain(local.entries.ar!["anfal-8-9"]!.explanation![0]!.text);
    expect($("[data-part=translation-name]")?.textContent?.trim()).toBe(t("popoverTafsir", "التفسير الميسر"));
    // A language whose passages come from more than one source, or none, has no such stand-in.
    expect(tafsirInPlaceOfTranslation(local, "en")).toBeUndefined();
  });

  it("offers an English reader the narration's Arabic original", () => {
    show(["anfal-8-9"], { local: localView(local, "en") });
    expect($("#bl-title")?.textContent).toBe(entryTitle("anfal-8-9"));
    expect($("[data-part=no-local-source]")).toBeNull();
    expect($("[data-part=arabic-original] p[lang=ar]")?.textContent).toBe(
      local.entries.ar!["anfal-8-9"]!.narration!.paragraphs[0],
    );
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

  it("copies the cited verse with its key, the translation's name and a link, as text and HTML", async () => {
    const onCopy = vi.fn(async () => true);
    show(["anfal-8-67-69"], { onCopy, cited: ["8:68"] });
    const button = $("[data-part=copy]")!;
    expect(button.textContent).toBe("Copy verse");
    await act(async () => button.click());
    const v = dataset.verses["8:68"]!;
    expect(onCopy).toHaveBeenCalledWith({
      text: `${v.arabic}\n${v.english}\n— Quran, Al-Anfal 8:68 (Saheeh International translation)\nhttps://quran.com/8:68`,
      html: expect.stringContaining(
        '<footer>— <cite><a href="https://quran.com/8:68">Quran, Al-Anfal 8:68</a></cite>',
      ),
    });
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

/** An entry's heading as the popover draws it in English. */
function entryTitle(id: string): string {
  const entry = byId[id]!;
  return entryHeading(entry.title, entry.targets, dataset.verses);
}
