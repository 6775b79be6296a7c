/**
 * Heavy pages, in both browsers. A 5 MB page with 2,000 references: every reference in view is
 * highlighted at load and at 24 more positions down to the bottom, while the scan reads only a
 * little ahead of the reader (read-ahead.ts); when the popup asks for every reference, the rest is
 * read in many tasks with the page's own tasks running between them, and the list holds all 2,000. A feed appending 1,000 paragraphs a
 * second for 5 s gets all its appends done, Badr Lens's highlight follows it while it runs, between
 * the page's own tasks, and its references in view end up highlighted.
 *
 * No assertion here is about time: how long a task takes varies with the machine and its load
 * (`npm run bench` measures speed). What holds on any machine is the order of events, seen from
 * the page's own world by a loop of page tasks (tests/fixtures/pages/_harness/responsiveness.js):
 * how many of the page's tasks ran between two steps of our work. A scan done in one task lets none
 * run; a scan cut into 8 ms slices lets one run between every two slices. For that count the 5 MB
 * page is loaded with Badr Lens switched off for the site and switched on once it has rendered, so
 * what the page sees is our scan, not the browser's own parsing and first layout of 5 MB.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeHugePage } from "../fixtures/generate/huge-page.ts";
import { BROWSER_KINDS } from "./harness/browsers.ts";
import { describeTab, setStorage } from "./harness/extension.ts";
import { openPage, POLL_MS } from "./harness/page.ts";
import { extensionSuite } from "./harness/suite.ts";
import { readTaskLoop, type TaskLoop, waitForViewHighlighted } from "./harness/viewport.ts";

const SCROLL_POSITIONS = 25;
/**
 * Page tasks that must run between the popup's asking for every reference and the end marker
 * showing, on the 5 MB page whose first screens were read at load. A turn of the page's loop
 * follows each slice of the scan, so this counts the slices of reading the rest of the page, plus
 * the few tasks before the question reaches the page and after the last slice, before the
 * highlighter's next repaint (at most 120 ms, some 30 tasks of an idle page). A scan of the rest
 * run in one task would score about those alone; cut into 8 ms slices it takes hundreds (slowed
 * down 4× in Chromium). How long a task is, is a duration, and durations belong to `npm run bench`.
 */
const MIN_SCAN_INTERLEAVINGS = 60;
/** CDP's CPU throttling rate for Chromium during the scan. */
const CHROMIUM_SLOWDOWN = 4;
/**
 * Moments during the feed at which the page saw our highlight move on to newer messages. The feed
 * runs for 50 ticks, and the highlight is replaced at most every 120 ms (highlighter.ts), so about
 * 40 is the most: 23 to 36 seen on a quiet machine, 3 with two busy loops and a load average of 15
 * to 18 beside the suite, where every round of our work waits its turn for a core. 2 says that our
 * work came back between the page's tasks again while the feed ran; work held back until the feed
 * went quiet scores 0, and one catch-up 1.
 */
const MIN_FEED_STEPS = 2;

/** 400 KB of prose, with or without a reference at the top, then one at the very end. */
function farBelowPage(withOneOnTop: boolean): string {
  const prose = "The caravan road ran along the coast, and the wells were a day apart. ".repeat(30);
  const top = withOneOnTop ? '<p data-expected="Quran 8:9">See Quran 8:9.</p>\n' : "";
  const filler = Array.from({ length: 190 }, (_, i) => `<p>${i}. ${prose}</p>`).join("\n");
  const end = '<p data-expected="Quran 8:67">See Quran 8:67.</p>';
  return `<!doctype html><meta charset="utf-8"><title>A long page</title>\n${top}${filler}\n${end}`;
}

/** Page tasks run between the ping at which the popup asked and the end marker showing. */
function scanInterleavings(loop: TaskLoop, asked: number): number {
  const end = loop.changes.find((c) => c.marks.includes("end"));
  if (!end) throw new Error(`the page never saw the scan reach its end: ${summary(loop)}`);
  return end.ping - asked;
}

/** How many times, before the feed's last tick, the page saw the highlight reach a newer tick. */
function feedSteps(loop: TaskLoop): number {
  const lastTick = loop.feedTicks.at(-1) ?? 0;
  let newest = -1;
  let steps = 0;
  for (const change of loop.changes) {
    if (change.ping > lastTick) break;
    const reached = Math.max(-1, ...change.marks.map(Number));
    if (reached > newest) {
      newest = reached;
      steps++;
    }
  }
  return steps;
}

function summary(loop: TaskLoop): string {
  return JSON.stringify({
    pings: loop.pings,
    feedTicks: loop.feedTicks,
    changes: loop.changes.map((c) => `${c.ping}:${c.size}:${c.marks.join("/")}`),
  });
}

describe.each(BROWSER_KINDS)("heavy pages in %s", (kind) => {
  let generated = "";
  let references = 0;
  const env = extensionSuite(kind, {
    roots: () => {
      generated = mkdtempSync(join(tmpdir(), "badr-lens-huge-"));
      references = writeHugePage(generated).references;
      writeFileSync(join(generated, "far-below-quiet.html"), farBelowPage(false));
      writeFileSync(join(generated, "far-below.html"), farBelowPage(true));
      return { "/_gen/": generated };
    },
  });
  afterAll(() => rmSync(generated, { recursive: true, force: true }));

  it("highlights every reference in view of a 5 MB page at load and while the reader scrolls, reading ahead of the reader", async () => {
    expect(references).toBe(2000);
    const page = await env.ext.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const url = env.server.url("_gen/huge.html");
    const { errors } = await openPage(page, url);
    expect(await waitForViewHighlighted(page)).toBeGreaterThan(0);

    // Each position is 1/24 of the page below the last: jumps the scan must catch up with.
    const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    let seen = 0;
    for (let i = 1; i < SCROLL_POSITIONS; i++) {
      const y = Math.round((height * i) / (SCROLL_POSITIONS - 1));
      await page.evaluate((top) => window.scrollTo(0, top), y);
      seen += await waitForViewHighlighted(page);
    }
    expect(seen).toBeGreaterThan(SCROLL_POSITIONS);
    // The highlight holds the references near the viewport only, never all 2,000.
    const registered = await page.evaluate(() => CSS.highlights.get("badr-lens")?.size ?? 0);
    expect(registered).toBeGreaterThan(0);
    expect(registered).toBeLessThan(300);
    // The popup's list holds every reference of the page.
    expect((await describeTab(env.ext, url)).references).toHaveLength(references + 1); // and the end marker
    expect(errors).toEqual([]);
    await page.close();
  });

  it("reads the rest of a 5 MB page between the page's own tasks when the popup asks for every reference", async () => {
    await setStorage(env.ext, { disabledSites: ["127.0.0.1"] });
    const page = await env.ext.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const url = env.server.url("_gen/huge.html");
    const { errors } = await openPage(page, url);
    // Wait for the browser's own first layout and paint of the page: two animation frames.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    // Behind this tab, so that the page stays visible: a hidden page paints no frames, so the
    // highlight would not change while it scans.
    await setStorage(env.ext, { disabledSites: [] });
    expect(await waitForViewHighlighted(page)).toBeGreaterThan(0);

    // Chromium runs on a CPU slowed down (CDP only), so the rest of the page takes many slices
    // there too; Firefox takes about twice as many slices for it anyway.
    if (kind === "chromium") await page.emulateCPUThrottling(CHROMIUM_SLOWDOWN);
    const asked = (await readTaskLoop(page)).pings;
    const description = describeTab(env.ext, url);
    // The end marker, pinned in view, is the document's last block: highlighted once it is read.
    await page.waitForFunction(
      () =>
        (window as unknown as { __badrLensTaskLoop: { read(): TaskLoop } }).__badrLensTaskLoop
          .read()
          .changes.some((c) => c.marks.includes("end")),
      { polling: POLL_MS },
    );
    if (kind === "chromium") await page.emulateCPUThrottling(null);
    const loop = await readTaskLoop(page);
    console.log(
      `${kind}: ${scanInterleavings(loop, asked)} page tasks ran while the rest of the page was read`,
    );
    expect(scanInterleavings(loop, asked), summary(loop)).toBeGreaterThanOrEqual(MIN_SCAN_INTERLEAVINGS);
    expect((await description).references).toHaveLength(references + 1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("finds a reference far below the fold once the reader jumps to it, on a page with none in view and on one with one", async () => {
    for (const [file, expected] of [
      ["far-below-quiet.html", ["Quran 8:67"]],
      ["far-below.html", ["Quran 8:9", "Quran 8:67"]],
    ] as const) {
      const page = await env.ext.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      const url = env.server.url(`_gen/${file}`);
      const { errors } = await openPage(page, url);
      // With a reference in view, its highlight says the scan has begun, and has stopped a few
      // screens down to wait for the reader (read-ahead.ts), before the jump.
      if (expected.length > 1) expect(await waitForViewHighlighted(page)).toBe(1);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await waitForViewHighlighted(page)).toBe(1);
      expect((await describeTab(env.ext, url)).references.map((r) => r.text)).toEqual(expected);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it("keeps up with a feed appending 1,000 paragraphs a second, between the page's tasks, and highlights what comes into view", async () => {
    const page = await env.ext.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const { errors } = await openPage(page, env.server.url("feed.html"));
    await page.waitForFunction(() => (CSS.highlights.get("badr-lens")?.size ?? 0) === 1, {
      polling: POLL_MS,
    });
    const appended = await page.evaluate(() =>
      (
        window as unknown as { __badrLensFeed(perTick: number, ticks: number): Promise<number> }
      ).__badrLensFeed(100, 50),
    );
    // Every append of the page's own timer ran; the page saw our highlight catch up with newer
    // messages again and again while the feed was still appending.
    expect(appended).toBe(5000);
    const loop = await readTaskLoop(page);
    expect(loop.feedTicks).toHaveLength(50);
    console.log(`${kind}: the page saw the highlight follow the feed ${feedSteps(loop)} times while it ran`);
    expect(feedSteps(loop), summary(loop)).toBeGreaterThanOrEqual(MIN_FEED_STEPS);
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
