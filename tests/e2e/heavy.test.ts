/**
 * Heavy pages, in both browsers. A 5 MB page with 2,000 references: scrolled from top to bottom,
 * every reference in view is highlighted (exact texts, 25 positions), and no task of the page runs
 * over 50 ms while Badr Lens scans it and while it scrolls. A feed appending 1,000 paragraphs a
 * second for 5 s stays responsive, and its references in view end up highlighted.
 *
 * Responsiveness is measured in the page's own world (tests/fixtures/pages/_harness/responsiveness.js):
 * 'longtask' entries where supported (Chromium); Firefox has no Long Tasks API, so there the
 * longest gap between ticks of a 10 ms timer stands in for it. The 5 MB page is loaded with Badr Lens switched off for the site and switched on
 * once it has rendered, so the window measured holds our scan and the scrolling, not the browser's
 * own parsing and first layout of 5 MB (which takes several hundred milliseconds with or without
 * any extension; BENCHMARKS.md has the figures).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeHugePage } from "../fixtures/generate/huge-page.ts";
import { BROWSER_KINDS } from "./harness/browsers.ts";
import { setStorage } from "./harness/extension.ts";
import { openPage, POLL_MS } from "./harness/page.ts";
import { extensionSuite } from "./harness/suite.ts";
import {
  type Responsiveness,
  readResponsiveness,
  resetResponsiveness,
  waitForViewHighlighted,
} from "./harness/viewport.ts";

/** A long task, by the Long Tasks API's own definition. */
const LONG_TASK_MS = 50;
/** The gap monitor ticks every 10 ms, so a gap is a blocked stretch plus up to one interval. */
const GAP_LIMIT_MS = LONG_TASK_MS + 10;
const SCROLL_POSITIONS = 25;

function summary(r: Responsiveness): string {
  return JSON.stringify({ longTasks: r.longTasks, maxGap: Math.round(r.maxGap), gaps: r.gaps.slice(0, 10) });
}

/** The Long Tasks API where the browser has it (Chromium); the timer-gap stand-in where not (Firefox). */
function expectResponsive(r: Responsiveness): void {
  if (r.longTaskSupported) expect(r.longTasks, summary(r)).toEqual([]);
  else expect(r.maxGap, summary(r)).toBeLessThan(GAP_LIMIT_MS);
}

describe.each(BROWSER_KINDS)("heavy pages in %s", (kind) => {
  let generated = "";
  let references = 0;
  const env = extensionSuite(kind, {
    roots: () => {
      generated = mkdtempSync(join(tmpdir(), "badr-lens-huge-"));
      references = writeHugePage(generated).references;
      return { "/_gen/": generated };
    },
  });
  afterAll(() => rmSync(generated, { recursive: true, force: true }));

  it("highlights every reference in view from top to bottom of a 5 MB page, with no long task", async () => {
    expect(references).toBe(2000);
    await setStorage(env.ext, { disabledSites: ["127.0.0.1"] });
    const page = await env.ext.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const { errors } = await openPage(page, env.server.url("_gen/huge.html"));
    // Wait for the browser's own first layout and paint of the page: two animation frames.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );

    await setStorage(env.ext, { disabledSites: [] });
    await page.bringToFront();
    await resetResponsiveness(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    let seen = 0;
    for (let i = 0; i < SCROLL_POSITIONS; i++) {
      const y = Math.round((height * i) / (SCROLL_POSITIONS - 1));
      await page.evaluate((top) => window.scrollTo(0, top), y);
      seen += await waitForViewHighlighted(page);
    }
    expect(seen).toBeGreaterThan(SCROLL_POSITIONS);
    // The highlight holds the references near the viewport only, never all 2,000.
    const registered = await page.evaluate(() => CSS.highlights.get("badr-lens")?.size ?? 0);
    expect(registered).toBeGreaterThan(0);
    expect(registered).toBeLessThan(300);
    expectResponsive(await readResponsiveness(page));
    expect(errors).toEqual([]);
    await page.close();
  });

  it("keeps a feed appending 1,000 paragraphs a second responsive and highlights what comes into view", async () => {
    const page = await env.ext.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const { errors } = await openPage(page, env.server.url("feed.html"));
    await page.waitForFunction(() => (CSS.highlights.get("badr-lens")?.size ?? 0) === 1, {
      polling: POLL_MS,
    });
    await resetResponsiveness(page);
    const appended = await page.evaluate(() =>
      (
        window as unknown as { __badrLensFeed(perTick: number, ticks: number): Promise<number> }
      ).__badrLensFeed(100, 50),
    );
    expect(appended).toBe(5000);
    expectResponsive(await readResponsiveness(page));
    for (const position of [0.5, 1]) {
      await page.evaluate(
        (f) => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * f),
        position,
      );
      expect(await waitForViewHighlighted(page)).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
