/**
 * The popover for readers (issue 13), in Chromium and Firefox ESR: citing 8:68 opens the 8:67–69
 * entry on 8:68, marked as cited; the first screen (title, cited verse, translation, summary) is
 * whole without scrolling at 1280 × 800 and 390 × 844, and within 480 × 420 px at the default text
 * size; the Battle of Badr's facts card shows each fact with its source and opens the verses in
 * place, with a back button; the sections open by keyboard and stay open until the browser
 * closes; Copy puts text/plain and text/html on the clipboard; and with the browser's language
 * Indonesian or Urdu, the translation and the interface follow.
 */
import { join, resolve } from "node:path";
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import type { Entry } from "../../src/core/dataset/types.ts";
import { loadDataset } from "../../src/node/dataset.ts";
import { readTranslations } from "../../src/node/quran-source.ts";
import { BROWSER_KINDS } from "./harness/browsers.ts";
import { openPage, waitForPopover, waitForReferenceText } from "./harness/page.ts";
import { waitForPopoverRoot } from "./harness/popover-root.ts";
import type { FixtureServer } from "./harness/server.ts";
import { extensionSuite, speaking } from "./harness/suite.ts";
import { clickInPopover, focusedControl, pointOn, waitForSettled } from "./popover-helpers.ts";

const dataset = loadDataset(join(resolve(import.meta.dirname, "../.."), "data"));
const badr = dataset.entries.find((e) => e.id === "badr") as Entry;
const translations = readTranslations(["8:68"]);

async function openReference(
  page: Page,
  server: FixtureServer,
  text: string,
  targets: string,
  file = "reader.html",
) {
  const errors = await openPage(page, server.url(file));
  await waitForReferenceText(page, text);
  const point = await pointOn(page, text);
  await page.mouse.click(point.x, point.y);
  await waitForPopover(page, true, targets);
  await waitForSettled(page);
  return errors;
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The scroller's box, its scroll offset, and the first screen's parts' boxes. */
async function firstScreen(page: Page) {
  return page.evaluate(
    (root) => {
      const box = (el: Element | null | undefined) => {
        const b = el?.getBoundingClientRect();
        return b ? { top: b.top, bottom: b.bottom, left: b.left, right: b.right } : null;
      };
      const scroller = root.scrollingElement!;
      return {
        scrollTop: scroller.scrollTop,
        client: { top: 0, left: 0, bottom: innerHeight, right: innerWidth },
        dialog: box(root.querySelector('[role="dialog"]'))!,
        parts: {
          title: box(root.querySelector("#bl-title")),
          arabic: box(root.querySelector("[data-part=lead] .bl-arabic")),
          translation: box(root.querySelector("[data-part=lead] .bl-translation")),
          summary: box(root.querySelector("[data-part=summary]")),
        },
      };
    },
    await waitForPopoverRoot(page),
  );
}

function inside(part: Box, client: Box): boolean {
  return part.top >= client.top - 0.5 && part.bottom <= client.bottom + 0.5 && part.left >= client.left - 0.5;
}

const clickControl = clickInPopover;

describe.each(BROWSER_KINDS)("the reader's popover in %s", (kind) => {
  const env = extensionSuite(kind);

  it("opens 8:68 on 8:68, marked as cited, in the 8:67–69 entry", async () => {
    const page = await env.ext.newPage();
    const { errors } = await openReference(page, env.server, "Quran 8:68", "8:68");
    const lead = await page.evaluate(
      (root) => {
        const figure = root.querySelector<HTMLElement>("[data-part=lead] [data-verse]")!;
        const caption = figure.querySelector("figcaption");
        return {
          entry: root.querySelector<HTMLElement>("[data-entry]")?.dataset.entry,
          verse: figure.dataset.verse,
          cited: figure.dataset.cited,
          caption: caption?.textContent,
          captionShown: (caption?.getBoundingClientRect().height ?? 0) > 0,
          first: root.querySelector<HTMLElement>("[data-verse]")?.dataset.verse,
          others: [...root.querySelectorAll<HTMLElement>("#bl-section-verses [data-verse]")].map(
            (f) => f.dataset.verse,
          ),
        };
      },
      await waitForPopoverRoot(page),
    );
    expect(lead).toEqual({
      entry: "anfal-8-67-69",
      verse: "8:68",
      cited: "true",
      caption: "Cited on this page",
      captionShown: true,
      first: "8:68",
      others: ["8:67", "8:69"],
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])("shows the whole first screen without scrolling at $width × $height", async ({ width, height }) => {
    const page = await env.ext.newPage();
    await page.setViewport({ width, height });
    await openReference(page, env.server, "Quran 8:68", "8:68");
    const screen = await firstScreen(page);
    expect(screen.scrollTop).toBe(0);
    for (const [name, part] of Object.entries(screen.parts)) {
      expect(part, name).not.toBeNull();
      expect(
        inside(part!, screen.client),
        `${name} ${JSON.stringify(part)} in ${JSON.stringify(screen.client)}`,
      ).toBe(true);
    }
    if (width === 1280) {
      // The box at the default text size: 480 wide, the first screen within 420 high.
      expect(screen.dialog.right - screen.dialog.left).toBeLessThanOrEqual(480);
      expect(screen.parts.summary!.bottom - screen.dialog.top).toBeLessThanOrEqual(420);
    }
    await page.close();
  });

  it("shows the Battle of Badr's facts, each with its source, and opens the verses in place with a back button", async () => {
    const page = await env.ext.newPage();
    await openReference(page, env.server, "Battle of Badr", "badr");
    const root = await waitForPopoverRoot(page);
    const facts = await page.evaluate((shadow) => {
      return [...shadow.querySelectorAll<HTMLElement>("[data-fact]")].map((row) => {
        const shown = (el: Element | null) => (el?.getBoundingClientRect().height ?? 0) > 0;
        const dd = row.querySelector("dd");
        const source = row.querySelector("[data-part=fact-source]");
        return {
          kind: row.dataset.fact,
          text: dd?.textContent ?? "",
          source: source?.textContent ?? "",
          visible: shown(dd) && shown(source),
        };
      });
    }, root);
    expect(facts.map((f) => f.kind)).toEqual(badr.facts!.map((f) => f.kind));
    for (const [i, fact] of badr.facts!.entries()) {
      expect(facts[i]!.text).toContain(fact.text);
      expect(facts[i]!.source).toBe(`Source: ${fact.sources.map((s) => s.work).join("; ")}`);
      expect(facts[i]!.visible, fact.kind).toBe(true);
    }

    await clickControl(page, "[data-fact-link=anfal-8-67-69]");
    await page.waitForFunction(
      (shadow) => shadow.querySelector<HTMLElement>("[data-entry]")?.dataset.entry === "anfal-8-67-69",
      {},
      root,
    );
    expect(await focusedControl(page)).toBe("popover:Back to The Battle of Badr");
    await page.keyboard.press("Enter");
    await page.waitForFunction(
      (shadow) => shadow.querySelector<HTMLElement>("[data-entry]")?.dataset.entry === "badr",
      {},
      root,
    );
    // Escape still closes, wherever focus went.
    await page.keyboard.press("Escape");
    await waitForPopover(page, false);
    await page.close();
  });

  it("opens a section by keyboard, and a pinned popover opens as the reader left it until the browser closes", async () => {
    const page = await env.ext.newPage();
    await openReference(page, env.server, "Quran 8:68", "8:68");
    const root = await waitForPopoverRoot(page);
    // Tab from the dialog to the explanation's toggle, then Enter.
    let reached = false;
    for (let i = 0; i < 12 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = (await focusedControl(page)).startsWith("popover:Explanation");
    }
    expect(reached).toBe(true);
    await page.keyboard.press("Enter");
    const state = (shadow: Document) => ({
      expanded: shadow.querySelector("#bl-toggle-explanation")?.getAttribute("aria-expanded"),
      hidden: shadow.querySelector<HTMLElement>("#bl-section-explanation")?.hidden,
    });
    await page.waitForFunction(
      (shadow) => shadow.querySelector("#bl-toggle-explanation")?.getAttribute("aria-expanded") === "true",
      {},
      root,
    );
    expect(await page.evaluate(state, root)).toEqual({ expanded: "true", hidden: false });
    await page.keyboard.press("Escape");
    await waitForPopover(page, false);
    await page.close();

    // Another tab, another content script: the choice comes back from storage.session.
    const next = await env.ext.newPage();
    await openReference(next, env.server, "Quran 8:68", "8:68");
    const nextRoot = await waitForPopoverRoot(next);
    await next.waitForFunction(
      (shadow) => shadow.querySelector("#bl-toggle-explanation")?.getAttribute("aria-expanded") === "true",
      {},
      nextRoot,
    );
    expect(await next.evaluate(state, nextRoot)).toEqual({ expanded: "true", hidden: false });
    // And it can be closed again, which is remembered the same way.
    await clickControl(next, "#bl-toggle-explanation");
    await next.close();
  });

  it("copies the cited verse as plain text and as HTML", async () => {
    const page = await env.ext.newPage();
    if (kind === "chromium") {
      const context = env.ext.browser.defaultBrowserContext();
      await context.overridePermissions(env.server.origin, ["clipboard-read", "clipboard-sanitized-write"]);
    }
    await openReference(page, env.server, "Quran 8:68", "8:68");
    const root = await waitForPopoverRoot(page);
    await clickControl(page, "[data-part=copy]");
    await page.waitForFunction(
      (shadow) => shadow.querySelector<HTMLElement>("[data-part=copy]")?.dataset.state === "copied",
      {},
      root,
    );
    await page.keyboard.press("Escape");
    await waitForPopover(page, false);
    // A paste into the page's own editable box receives both flavours (the way an editor gets them).
    const pasted = await pasteIntoPage(page);
    const verse = dataset.verses["8:68"]!;
    expect(pasted.plain).toBe(
      `${verse.arabic}\n${verse.english}\n— Quran, Al-Anfal 8:68 (Saheeh International translation)\nhttps://quran.com/8:68`,
    );
    expect(pasted.html).toContain('<blockquote cite="https://quran.com/8:68">');
    expect(pasted.html).toContain(verse.english);
    expect(pasted.html).toContain('<a href="https://quran.com/8:68">Quran, Al-Anfal 8:68</a>');
    await page.close();
  });

  it("never says Copied when the page put its own text on the clipboard", async () => {
    const page = await env.ext.newPage();
    await openReference(page, env.server, "Quran 8:68", "8:68", "copy-forged.html");
    const root = await waitForPopoverRoot(page);
    await clickControl(page, "[data-part=copy]");
    await page.waitForFunction(
      (shadow) => shadow.querySelector<HTMLElement>("[data-part=copy]")?.dataset.state !== "idle",
      {},
      root,
    );
    const state = await root.evaluate(
      (shadow) => shadow.querySelector<HTMLElement>("[data-part=copy]")!.dataset.state,
    );
    await page.keyboard.press("Escape");
    await waitForPopover(page, false);
    const pasted = await pasteIntoPage(page);
    const verse = dataset.verses["8:68"]!;
    if (state === "copied") {
      // The Clipboard API wrote it (Firefox grants it to a click whatever the page's policy says).
      expect(pasted.plain).toContain(verse.english);
      expect(pasted.plain).not.toContain("FORGED");
    } else {
      // The copy event was the page's to stop (Chromium): the popover said so, and the text on the
      // clipboard is the page's, not something we claimed.
      expect(state).toBe("failed");
      expect(await page.evaluate(() => document.documentElement.dataset.copies)).toBe("1");
      expect(pasted.plain).toBe("FORGED by the page");
    }
    await page.close();
  });
});

/** Pastes with the keyboard into the fixture's #paste box; what its paste event received. */
async function pasteIntoPage(page: Page): Promise<{ plain: string; html: string }> {
  await page.evaluate(() => {
    const target = document.querySelector<HTMLElement>("#paste")!;
    target.addEventListener("paste", (event) => {
      const data = event.clipboardData;
      target.dataset.plain = data?.getData("text/plain") ?? "";
      target.dataset.html = data?.getData("text/html") ?? "";
      event.preventDefault();
    });
    target.focus();
  });
  const modifier = "Control";
  await page.keyboard.down(modifier);
  await page.keyboard.press("v");
  await page.keyboard.up(modifier);
  await page.waitForFunction(
    () => document.querySelector<HTMLElement>("#paste")?.dataset.plain !== undefined,
  );
  return page.evaluate(() => {
    const target = document.querySelector<HTMLElement>("#paste")!;
    return { plain: target.dataset.plain ?? "", html: target.dataset.html ?? "" };
  });
}

const LANGUAGES = [
  {
    language: "id" as const,
    dir: "ltr",
    close: "Tutup",
    name: "Terjemahan: Indonesian Islamic Affairs Ministry",
    cited: "— QS. Al-Anfal [8]: 68 (terjemahan Indonesian Islamic Affairs Ministry)",
  },
  {
    language: "ur" as const,
    dir: "rtl",
    close: "بند کریں",
    name: "ترجمہ: Abul A'la Maududi",
    cited: "— سورۃ الأنفال: ۶۸ (ترجمہ: \u2068Abul A'la Maududi\u2069)",
  },
];

describe.each(BROWSER_KINDS.flatMap((kind) => LANGUAGES.map((l) => ({ kind, ...l }))))(
  "with the browser's language $language, in $kind",
  ({ kind, language, dir, close, name, cited }) => {
    const env = extensionSuite(kind, speaking(kind, language));

    it("shows the verse in the reader's translation and the popover's interface in the reader's language", async () => {
      const page = await env.ext.newPage();
      await openReference(page, env.server, "Quran 8:68", "8:68");
      const shown = await page.evaluate(
        (root) => {
          const dialog = root.querySelector<HTMLElement>('[role="dialog"]')!;
          const p = root.querySelector<HTMLElement>("[data-part=lead] .bl-translation")!;
          return {
            dialog: { lang: dialog.lang, dir: dialog.dir },
            translation: { lang: p.lang, dir: p.dir, text: p.firstChild?.textContent?.trim() },
            name: root.querySelector("[data-part=translation-name]")?.textContent?.trim(),
            close: root.querySelector(".bl-close")?.getAttribute("aria-label"),
            summary: root.querySelector<HTMLElement>("[data-part=summary]")?.lang,
            note: root.querySelector("[data-part=english-note]"),
          };
        },
        await waitForPopoverRoot(page),
      );
      expect(shown.dialog).toEqual({ lang: language, dir });
      expect(shown.translation).toEqual({ lang: language, dir, text: translations[language].verses["8:68"] });
      expect(shown.name).toBe(name);
      expect(shown.close).toBe(close);
      // The summary is the reader's too (data/local, ADR 018), with no "English" note.
      expect(shown.summary).toBe(language);
      expect(shown.note).toBeNull();
      // Copy cites the verse as the reader's language does, with the translation in it.
      await clickControl(page, "[data-part=copy]");
      await page.waitForFunction(
        (root) => root.querySelector<HTMLElement>("[data-part=copy]")?.dataset.state === "copied",
        {},
        await waitForPopoverRoot(page),
      );
      await page.keyboard.press("Escape");
      await waitForPopover(page, false);
      const pasted = (await pasteIntoPage(page)).plain.split("\n");
      expect(pasted).toEqual([
        dataset.verses["8:68"]!.arabic,
        translations[language].verses["8:68"],
        cited,
        "https://quran.com/8:68",
      ]);
      await page.close();
    });
  },
);
