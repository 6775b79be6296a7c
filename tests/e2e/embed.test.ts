/**
 * The embed for site owners (docs/EMBED.md, issue 34), in Chromium and Firefox ESR with no
 * extension installed: a publisher's page that adds the one tag, served with a real header under
 * the strict policy the guide promises (its own scripts and styles only, Trusted Types required,
 * no fonts), marks its references and opens the extension's popover, drawn in the page, with the
 * verse in the bundled font and none of the page's styles; a client-side route change is marked
 * with no call; `scan` and `destroy` do what the guide says; every request stays on the page's
 * origin and no cookie is set. Then, in the browser with the extension installed: one set of
 * marks and one popover, the site's, and the extension's again once the site destroys its own.
 */
import { resolve } from "node:path";
import type { ElementHandle, Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { VERSE_FONT_FAMILY } from "../../src/ui/styles.ts";
import { BROWSER_KINDS, DIST } from "./harness/browsers.ts";
import {
  highlightTexts,
  hoverReference,
  letPageTimePass,
  openPage,
  POLL_MS,
  waitForHighlightTexts,
  waitForPopover,
} from "./harness/page.ts";
import {
  popoverDrawnInPage as drawnInPage,
  HOST_SELECTOR,
  waitForPopoverRoot,
} from "./harness/popover-root.ts";
import { type Recorder, startRecorder } from "./harness/recorder.ts";
import { extensionSuite } from "./harness/suite.ts";

const PAGE = "embed/publisher.html";
const roots = () => ({ "/badr-lens/": resolve(DIST, "embed") });
const FIRST = ["Battle of Badr", "Al-Anfal 8:67"];
const ROUTED = ["Quran 8:68", "Badr"];

interface Found {
  text: string;
  targets: string[];
}

/** Calls the site's API, as the site's own script would. */
function scan(page: Page, id?: string): Promise<Found[]> {
  return page.evaluate(
    (elementId) =>
      (window as unknown as { BadrLens: { scan(e?: Element | null): Promise<Found[]> } }).BadrLens.scan(
        elementId ? document.getElementById(elementId) : undefined,
      ),
    id,
  );
}

/** Hovers `text` until the popover for `targets` is open and its view has drawn. */
async function hoverOpen(page: Page, text: string, targets: string): Promise<ElementHandle<Document>> {
  await hoverReference(page, text);
  await waitForPopover(page, true, targets);
  return waitForPopoverRoot(page);
}

describe.each(BROWSER_KINDS)("the embed in %s, no extension installed", (kind) => {
  let recorder: Recorder | undefined;
  const env = extensionSuite(kind, {
    roots,
    launch: () => ({
      withoutExtension: true,
      beforeInstall: async (browser) => {
        recorder = await startRecorder(browser, kind);
      },
    }),
  });

  it("marks a publisher's page under a strict policy and opens the popover, its verse in the bundled font and no page style inside", async () => {
    const page = await env.ext.newPage();
    try {
      const { errors } = await openPage(page, env.server.url(PAGE));
      // The paragraph the site excludes (data-badr-lens-exclude=".site-aside") holds "Quran 8:9".
      await waitForHighlightTexts(page, FIRST);
      const root = await hoverOpen(page, "Al-Anfal 8:67", "8:67");
      expect(await drawnInPage(page)).toBe(true);
      await page.waitForFunction(
        (doc, family) =>
          (doc.querySelector("p.bl-arabic")?.textContent ?? "").length > 0 &&
          [...document.fonts].some((f) => f.family.replaceAll('"', "") === family && f.status === "loaded"),
        { polling: POLL_MS },
        root,
        VERSE_FONT_FAMILY,
      );
      const drawn = await page.evaluate(
        (doc, family) => {
          const dialog = doc.querySelector<HTMLElement>('[role="dialog"]')!;
          const verse = doc.querySelector<HTMLElement>("p.bl-arabic")!;
          const style = getComputedStyle(verse);
          const text = verse.firstChild?.textContent ?? "";
          const width = (fontFamily: string) => {
            const span = document.createElement("span");
            span.textContent = text;
            span.style.cssText = `white-space: nowrap; position: absolute; font-size: ${style.fontSize}; font-family: ${fontFamily}`;
            dialog.append(span);
            const w = span.getBoundingClientRect().width;
            span.remove();
            return w;
          };
          return {
            title: doc.querySelector(".bl-title")?.textContent ?? "",
            titleColour: getComputedStyle(doc.querySelector(".bl-title")!).color,
            titleFont: getComputedStyle(doc.querySelector(".bl-title")!).fontFamily,
            asDrawn: width(style.fontFamily),
            bundledOnly: width(`"${family}"`),
            fallbackOnly: width("monospace"),
          };
        },
        root,
        VERSE_FONT_FAMILY,
      );
      expect(drawn.title).toContain("8:67");
      // site.css paints every element red in Comic Sans, !important: none of it reaches the popover.
      expect(drawn.titleColour).not.toBe("rgb(200, 0, 0)");
      expect(drawn.titleFont).not.toContain("Comic Sans");
      expect(drawn.asDrawn).toBeCloseTo(drawn.bundledOnly, 0);
      expect(Math.abs(drawn.bundledOnly - drawn.fallbackOnly)).toBeGreaterThan(2);
      expect(errors).toEqual([]);
      const violations = await recorder!.cspReports();
      expect(violations).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("marks what a client-side route change shows, with no call from the site", async () => {
    const page = await env.ext.newPage();
    try {
      await openPage(page, env.server.url(PAGE));
      await waitForHighlightTexts(page, FIRST);
      await page.click("#to-second");
      await waitForHighlightTexts(page, ROUTED);
      expect(page.url()).toBe(env.server.url("embed/second"));
    } finally {
      await page.close();
    }
  });

  it("scans on request, tells the site of each open, and destroy leaves nothing that reacts", async () => {
    const page = await env.ext.newPage();
    try {
      await openPage(page, env.server.url(PAGE));
      await waitForHighlightTexts(page, FIRST);
      expect(await scan(page, "first")).toEqual([
        { text: "Battle of Badr", targets: ["badr"] },
        { text: "Al-Anfal 8:67", targets: ["8:67"] },
      ]);
      expect(await scan(page, "left-alone")).toEqual([]);
      await page.evaluate(() => {
        const w = window as unknown as { opened: string[][] };
        w.opened = [];
        document.addEventListener("badr-lens:open", (event) => {
          w.opened.push((event as CustomEvent<{ targets: string[] }>).detail.targets);
        });
      });
      await hoverOpen(page, "Al-Anfal 8:67", "8:67");
      expect(await page.evaluate(() => (window as unknown as { opened: string[][] }).opened)).toEqual([
        ["8:67"],
      ]);
      const point = await page.evaluate(() => {
        const text = document.getElementById("first")!.firstChild!;
        const range = document.createRange();
        const at = text.textContent!.indexOf("8:67");
        range.setStart(text, at);
        range.setEnd(text, at + 4);
        const rect = range.getBoundingClientRect();
        return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
      });

      await page.evaluate(() => (window as unknown as { BadrLens: { destroy(): void } }).BadrLens.destroy());
      const left = await page.evaluate(
        (host, family) => ({
          highlights: [...CSS.highlights.keys()],
          hosts: document.querySelectorAll(host).length,
          htmlAttributes: document.documentElement.getAttributeNames().sort(),
          faces: [...document.fonts].filter((f) => f.family.replaceAll('"', "") === family).length,
        }),
        HOST_SELECTOR,
        VERSE_FONT_FAMILY,
      );
      expect(left).toEqual({ highlights: [], hosts: 0, htmlAttributes: ["lang"], faces: 0 });

      // Nothing reacts any more: not the reader's pointer, nor new content.
      await page.mouse.move(1, 1);
      await page.mouse.move(point.x, point.y);
      await page.evaluate(() => {
        const p = document.createElement("p");
        p.textContent = "A new paragraph on the Battle of Badr and Quran 8:9.";
        document.body.append(p);
      });
      await letPageTimePass(page, 1500);
      expect(await highlightTexts(page)).toEqual([]);
      expect(await page.$(HOST_SELECTOR)).toBeNull();
      expect(await page.evaluate(() => (window as unknown as { opened: string[][] }).opened.length)).toBe(1);
      expect(await scan(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("requests nothing beyond the page's origin and sets no cookie", async () => {
    const page = await env.ext.newPage();
    try {
      await openPage(page, env.server.url(PAGE));
      await waitForHighlightTexts(page, FIRST);
      await hoverOpen(page, "Battle of Badr", "badr");
      await recorder!.waitForRequest(
        (r) => r.url.endsWith("/badr-lens/popover-view.js"),
        "the view's module",
      );
      const requests = (await recorder!.requests()).filter((r) => !r.browserOwn);
      // The recorder saw the loader and its parts: an instrument that sees nothing cannot pass.
      for (const part of ["badr-lens.js", "first-look.js", "main.js", "page.js", "detector.js", "popover.js"])
        expect(requests.some((r) => r.url === env.server.url(`badr-lens/${part}`))).toBe(true);
      const elsewhere = requests.filter(
        (r) => !r.url.startsWith(`${env.server.origin}/`) && !/^(data|blob|about):/.test(r.url),
      );
      expect(elsewhere).toEqual([]);
      expect(await page.evaluate(() => document.cookie)).toBe("");
      expect(await page.cookies()).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe.each(BROWSER_KINDS)("the embed and the extension on one page in %s", (kind) => {
  const env = extensionSuite(kind, { roots });

  it("shows one set of marks and one popover, the site's, and the extension's again once the site destroys its own", async () => {
    const page = await env.ext.newPage();
    try {
      await openPage(page, env.server.url(PAGE));
      await waitForHighlightTexts(page, FIRST);
      await hoverOpen(page, "Al-Anfal 8:67", "8:67");
      expect(await drawnInPage(page)).toBe(true);
      expect(await page.$$eval(HOST_SELECTOR, (hosts) => hosts.length)).toBe(1);
      // The excluded paragraph stays unmarked: the extension, which would mark it, stood down.
      await letPageTimePass(page, 500);
      expect((await highlightTexts(page)).sort()).toEqual([...FIRST].sort());

      await page.mouse.move(1, 1);
      await page.keyboard.press("Escape");
      await page.evaluate(() => (window as unknown as { BadrLens: { destroy(): void } }).BadrLens.destroy());
      // The extension starts again: it marks the page, the excluded paragraph too (it knows no
      // site's options), and its popover is its own frame.
      await waitForHighlightTexts(page, [...FIRST, "Quran 8:9"]);
      await hoverOpen(page, "Al-Anfal 8:67", "8:67");
      expect(await drawnInPage(page)).toBe(false);
      expect(await page.$$eval(HOST_SELECTOR, (hosts) => hosts.length)).toBe(1);
    } finally {
      await page.close();
    }
  });
});
