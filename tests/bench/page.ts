/**
 * The content script's cost on pages, in Chromium, with and without the extension, in one run.
 *
 * One browser with the built extension installed; the "without" loads happen in an incognito
 * context of the same browser, where the extension is not allowed to run (checked on every
 * reference page: no highlight appears there). Same binary, same flags, same machine load.
 *
 * For every page, LOADS times, interleaved so that drift in the machine's load hits both sides:
 * - without: a fresh load, then the floor (one read-only TreeWalker pass over every text node,
 *   run in the page and timed by the main thread's CPU clock in a trace), then the JS heap once the page is quiet, after a forced GC;
 * - with: a fresh load under a CDP trace; the extension's main-thread time and its longest task
 *   come from the trace (page-trace.ts), then the heap as above. The last load also keeps tracing
 *   for IDLE_MS after the scan has settled, to see whether the extension does anything then, and
 *   asks the content script (as the popup does) which references it found.
 * - embed (pages with no reference, and the empty ones): in the incognito context, a copy of the page
 *   whose HTML carries the embed's tag (dist/embed served under /badr-lens/, as docs/EMBED.md has a
 *   site do); its cost is read from the trace as the extension's is, the scripts under /badr-lens/
 *   taking the place of chrome-extension://ID/, and its heap against the same "without" loads.
 * Then, for pages with references, mark.js and findAndReplaceDOMText wrap the same texts on fresh
 * loads without the extension, timed the same way. Every time is CPU time of the page's main
 * thread (the trace's thread clock), as the issue measures: on a busy 2-core machine the wall clock
 * adds whatever time the renderer waited for a core, several ms to some loads and none to others.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { BrowserContext, Page } from "puppeteer-core";
import { DEFAULT_SETTINGS } from "../../src/shared/settings.ts";
import { DIST, type ExtensionBrowser, launchWithExtension } from "../e2e/harness/browsers.ts";
import { messageTabFrom, openExtensionPage } from "../e2e/harness/extension.ts";
import { popoverShadowRoot } from "../e2e/harness/popover-root.ts";
import { type FixtureServer, startFixtureServer } from "../e2e/harness/server.ts";
import { type BenchPageId, type GeneratedPage, writeBenchPages } from "../fixtures/generate/bench-pages.ts";
import { REAL_PAGES } from "../fixtures/real-pages/index.ts";
import { type EmbedAgainstExtension, embedAgainstExtension } from "./embed-verdict.ts";
import { CAUSED_P, mannWhitneyGreater } from "./mann-whitney.ts";
import {
  analyseTrace,
  type FrameSpec,
  TRACE_CATEGORIES,
  type TraceCost,
  type TraceEvent,
} from "./page-trace.ts";

/** Loads per page and side; the median is reported. BENCH_PAGE_LOADS=5 for a steadier run. */
const LOADS = Math.max(1, Number(process.env.BENCH_PAGE_LOADS ?? 3));
/** How long the extension is watched once its scan has settled; any work then is idle work. */
const IDLE_MS = 10_000;
/** Script time that may still grow while a page counts as settled (timer jitter, our polling). */
const SETTLED_GROWTH_S = 0.0005;
const SETTLE_POLL_MS = 250;
const SETTLE_POLLS = 4;
const SETTLE_TIMEOUT_MS = 30_000;
const IDLE_MARKER = "badr-lens-bench:idle";

/** Where the embed's pages are served: dist/embed under /badr-lens/, and under /_embed/ a copy of
 * each page measured with it whose HTML carries the tag docs/EMBED.md gives a site. */
export const EMBED_FOLDER = "badr-lens/";
const EMBED_PAGES = "_embed/";
const EMBED_TAG = `<script src="/${EMBED_FOLDER}badr-lens.js" defer></script>`;
/** The kinds measured with the embed too: the pages where it must cost no more than the extension. */
const WITH_EMBED: PageKind[] = ["empty", "no-reference"];

/**
 * The real pages are kept in the repository (tests/fixtures/real-pages, with their sources and
 * licences), so the bench runs from any clone. BADR_LENS_PAGES points at another folder holding
 * pages of the same names, for a run on other copies; nothing outside the checkout is read unless
 * it is set.
 */
export const PAGES_DIR = process.env.BADR_LENS_PAGES ?? REAL_PAGES;

/**
 * Which budgets a page answers to: "empty" (5 ms a frame), "no-reference" (2× floor + 5 ms),
 * "references" (10× floor and ¼ of mark.js), "stress" (a shape made to be hard, held to the
 * long-task and heap budgets only, as the issue lists it).
 */
export type PageKind = "empty" | "no-reference" | "references" | "stress";

interface PageSpec {
  id: string;
  label: string;
  kind: PageKind;
  path: string;
  /** An iframe's document, reported as its own row. */
  iframePath?: string;
  /** Planted references and their texts (generated pages only). */
  generated?: GeneratedPage;
}

export interface PageRow {
  id: string;
  label: string;
  kind: PageKind;
  /** "top" or "iframe" for the iframe case; undefined for ordinary pages. */
  frame?: "top" | "iframe";
  textChars: number;
  floorMs: number;
  extensionMs: number;
  /** Extension time the trace could not place in one of the page's frames (should be 0). */
  unassignedMs: number;
  /**
   * Issue 32's figures. Whole tasks: every top-level task that ran our code, whole (median; on a
   * page of one frame, tasks the trace names no frame for are its). Caused: what the page's own
   * tasks took more with Badr Lens than with the bare extension, where the one-sided Mann–Whitney
   * test finds the difference real (p ≤ CAUSED_P; else 0); reported on the top frame's row. Cost:
   * the two together, what the budgets are held to.
   */
  wholeTaskMs: number;
  caused: CausedWork;
  costMs: number;
  /** The bare extension's own whole tasks in this frame (median): what any content script costs. */
  bareMs: number;
  longestTaskMs: number;
  longestTaskExtensionMs: number;
  /** The longest task the extension caused (see TraceCost.longestCausedTaskMs), and its own time in it. */
  longestCausedTaskMs: number;
  longestCausedTaskExtensionMs: number;
  heapAddedBytes: number;
  idleEvents: number;
  idleMs: number;
  /** References the content script reported, and those planted (generated pages). */
  found?: number;
  planted?: number;
  markJs?: PeerCost;
  findAndReplace?: PeerCost;
  /** The embed on the same page, measured as the extension is (WITH_EMBED kinds only). */
  embed?: EmbedCost;
  /** The popover's first open on a fresh load (reference pages only), median ms: after hover
   * intent (from the end of the hover delay) and on a click (from the press); see firstOpen. */
  firstOpenMs?: { hover: number; click: number };
  /** False when the page's script time never stopped growing within SETTLE_TIMEOUT_MS. */
  settled: boolean;
  /** Every load's numbers, for anyone who doubts a median. */
  samples: {
    floorMs: number[];
    extensionMs: number[];
    wholeTaskMs: number[];
    bareMs: number[];
    /** The same two by the wall clock (the page's timer; the trace's event lengths). */
    floorWallMs: number[];
    extensionWallMs: number[];
    heapWith: number[];
    heapWithout: number[];
  };
}

/** Work caused in the page's own tasks (see PageRow.caused). */
export interface CausedWork {
  /** Median page-task time with us less the median with the bare extension, when significant; else 0. */
  ms: number;
  /** The difference of the medians, significant or not. */
  differenceMs: number;
  /** The one-sided Mann–Whitney p-value of "the page's tasks take longer with us". */
  p: number;
  /** Each load's page-task time: with us, and with the bare extension. */
  samples: { with: number[]; bare: number[] };
}

export interface EmbedCost {
  /** Median main-thread CPU time of the scripts under /badr-lens/, as extensionMs. */
  ms: number;
  /** Whole tasks, caused work and their sum, as the extension's (PageRow); caused work against
   * the same page without the tag in the same context (loadPlain), not the bare extension. */
  wholeTaskMs: number;
  caused: CausedWork;
  costMs: number;
  /** Its time the trace could not place in one of the page's frames (a module's evaluation). */
  unassignedMs: number;
  longestCausedTaskMs: number;
  longestCausedTaskEmbedMs: number;
  heapAddedBytes: number;
  idleEvents: number;
  settled: boolean;
  samples: number[];
  /**
   * Its loads against the extension's, each load's whole tasks plus the page's own tasks
   * (embedAgainstExtension; the verdict, over every page measured, is page-report.ts's
   * embedVerdicts); on a page of two frames, both frames' whole tasks, told on the top frame's row
   * (undefined on the iframe's): whichever frame runs first pays for its world's first use of the
   * page's interfaces, the iframe's content script for the extension and the top frame's loader for
   * the embed, so frame against frame compares two different things.
   */
  againstExtension?: EmbedAgainstExtension;
}

export interface PeerCost {
  ms: number;
  matches: number;
}

export interface PageBenchResult {
  rows: PageRow[];
  chromium: string;
  loads: number;
  contentScriptBytes: number;
  /** Pages not measured, each with the reason (a missing folder, an error during its loads). */
  missing: string[];
  seconds: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The page's own tasks with us against the bare extension (see PageRow.caused). */
function causedWork(withUs: number[], bare: number[]): CausedWork {
  const differenceMs = median(withUs) - median(bare);
  const p = mannWhitneyGreater(withUs, bare);
  return {
    ms: p <= CAUSED_P ? Math.max(0, differenceMs) : 0,
    differenceMs,
    p,
    samples: { with: withUs, bare },
  };
}

/**
 * A bare extension, the second baseline (issue 32): an empty content script and Badr Lens's own
 * content.css, injected as ours is (the same content_scripts entry: every frame, about:blank, at
 * document_idle). What it costs is what any content script costs a page.
 */
export function writeBareExtension(dir: string): void {
  const ours = JSON.parse(readFileSync(join(DIST, "chrome", "manifest.json"), "utf8")) as {
    content_scripts: Record<string, unknown>[];
  };
  const manifest = {
    manifest_version: 3,
    name: "Bare content script (Badr Lens bench)",
    version: "1.0",
    content_scripts: [{ ...ours.content_scripts[0], js: ["bare.js"], css: ["content.css"] }],
  };
  writeFileSync(join(dir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(dir, "bare.js"), "// Nothing: the cost of being a content script.\n");
  copyFileSync(join(DIST, "chrome", "content.css"), join(dir, "content.css"));
}

function specs(generated: Record<BenchPageId, GeneratedPage>, haveRealPages: boolean): PageSpec[] {
  const gen = (id: BenchPageId, label: string, kind: PageKind): PageSpec => ({
    id,
    label,
    kind,
    path: `_gen/${generated[id].file}`,
    generated: generated[id],
  });
  const real = (id: string, file: string, label: string): PageSpec => ({
    id,
    label,
    kind: "no-reference",
    path: `_real/${file}`,
  });
  return [
    gen("hi", "`<p>hi</p>`", "empty"),
    { ...gen("iframe", "empty page with one iframe", "empty"), iframePath: "_gen/iframe-child.html" },
    ...(haveRealPages
      ? [
          real("wiki-short", "wikipedia-regression-testing.html", "Wikipedia, Regression testing"),
          real("wiki-nz", "wikipedia-new-zealand.html", "Wikipedia, New Zealand"),
          real("ecma262", "ecma262-spec.html", "ECMAScript spec"),
        ]
      : []),
    gen("arabic", "long Arabic page", "no-reference"),
    gen("adversarial", "`8:9, 8:9, …` (100 KB)", "stress"),
    gen("paragraph", "one 1 MB paragraph", "stress"),
    gen("quran-2", "Quran reader, sūrah 2 (no covered verse)", "no-reference"),
    gen("quran-8", "Quran reader, sūrah 8", "references"),
    gen("huge", "5 MB, 2,000 references", "references"),
    gen("dense", "5 MB dense, 12% Arabic", "references"),
  ];
}

/** Waits until the page's main-thread script time stops growing: our sliced scan has finished
 * (with the extension), or the page's own scripts have (without). */
async function settle(page: Page): Promise<boolean> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let last = (await page.metrics()).ScriptDuration ?? 0;
  let still = 0;
  while (still < SETTLE_POLLS) {
    if (Date.now() > deadline) return false;
    await sleep(SETTLE_POLL_MS);
    const now = (await page.metrics()).ScriptDuration ?? 0;
    still = now - last < SETTLED_GROWTH_S ? still + 1 : 0;
    last = now;
  }
  return true;
}

/** JSHeapUsedSize of the page's renderer after a full GC. Isolated worlds share the page's V8
 * isolate, so this holds the content script's heap too. */
async function heapAfterGc(page: Page): Promise<number> {
  const session = await page.createCDPSession();
  try {
    await session.send("HeapProfiler.collectGarbage");
    await session.send("HeapProfiler.collectGarbage");
  } finally {
    await session.detach();
  }
  return (await page.metrics()).JSHeapUsedSize ?? 0;
}

/**
 * Work timed in the page (the floor, a peer's wrapping) is timed by the main thread's CPU clock:
 * the page makes three `console.timeStamp` marks, `<name>:before` and `<name>:start` back to back,
 * then the work, then `<name>:end`, and the trace gives each mark's thread time. The first two
 * measure what a mark itself costs, which is taken off. The trace starts before the page loads: a
 * trace started on a loaded page can miss the renderer's first events.
 */
const TIMED = "badr-lens-bench:timed";
/** Enough to see the marks (TimeStamp is a timeline event) and little else: our side is traced
 * with more categories, which only weighs against us. */
const TIMED_CATEGORIES = ["devtools.timeline"];

/**
 * The floor: one read-only pass over every text node of the frame at `frameUrl` (the top frame
 * when undefined), marked as `name` for `threadMs`. `wallMs` is the page's own timer.
 */
async function floorPass(
  page: Page,
  name: string,
  frameUrl?: string,
): Promise<{ wallMs: number; chars: number }> {
  const frame = frameUrl ? page.frames().find((f) => f.url() === frameUrl) : page.mainFrame();
  if (!frame) throw new Error(`no frame ${frameUrl}`);
  return frame.evaluate((mark) => {
    console.timeStamp(`${mark}:before`);
    console.timeStamp(`${mark}:start`);
    const t0 = performance.now();
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_TEXT);
    let chars = 0;
    // Reading .data is what makes Blink hand the string to V8; its length keeps the read from
    // being optimised away.
    for (let node = walker.nextNode(); node; node = walker.nextNode()) chars += (node as Text).data.length;
    const wallMs = performance.now() - t0;
    console.timeStamp(`${mark}:end`);
    return { wallMs, chars };
  }, `${TIMED}:${name}`);
}

/** Runs `work` with `page` traced in `categories`; what it returned, and the trace's events. */
async function traced<T>(
  page: Page,
  categories: string[],
  work: () => Promise<T>,
): Promise<{ value: T; events: TraceEvent[] }> {
  await page.tracing.start({ categories });
  let value: T;
  let trace: Uint8Array | undefined;
  try {
    value = await work();
  } finally {
    trace = await page.tracing.stop();
  }
  if (!trace) throw new Error("the trace came back empty");
  const parsed = JSON.parse(Buffer.from(trace).toString("utf8")) as
    | { traceEvents: TraceEvent[] }
    | TraceEvent[];
  return { value, events: Array.isArray(parsed) ? parsed : parsed.traceEvents };
}

/** A trace that came back without a mark the page made (seen while traces were started on loaded
 * pages, which can miss the renderer's first events; kept as a guard): the load is made again. */
class MissingMarkError extends Error {}

/** `load` (a fresh load timed by marks), made again when its trace missed a mark. */
async function retryingMissingMarks<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (!(error instanceof MissingMarkError) || attempt === 3) throw error;
    }
  }
}

/** The thread's CPU time between the marks of `name` (see TIMED), less one mark's own cost. */
function threadMs(events: TraceEvent[], name: string): number {
  const mark = (part: string) => {
    const message = `${TIMED}:${name}:${part}`;
    const found = events.find(
      (e) =>
        e.name === "TimeStamp" && (e.args?.data as { message?: string } | undefined)?.message === message,
    );
    if (!found) throw new MissingMarkError(`the trace has no mark ${message}`);
    if (found.tts === undefined) throw new Error(`the trace's mark ${message} has no thread time`);
    return found;
  };
  const [before, start, end] = [mark("before"), mark("start"), mark("end")];
  if (new Set([before, start, end].map((e) => `${e.pid}:${e.tid}`)).size > 1)
    throw new Error(`the marks of ${name} are on two threads`);
  return Math.max(0, end.tts! - start.tts! - (start.tts! - before.tts!)) / 1000;
}

async function hasOurHighlight(page: Page): Promise<boolean> {
  return page.evaluate(() => CSS.highlights.has("badr-lens"));
}

/** The texts of the references the top frame's content script found, asked as the popup asks. */
async function referencesFound(ext: ExtensionBrowser, url: string): Promise<string[] | undefined> {
  const options = await openExtensionPage(ext, "options.html");
  try {
    // The bench runs under tsx, whose transform names functions with an `__name` helper that the
    // page does not have; the functions messageTabFrom hands the page call it.
    await options.evaluate("globalThis.__name ??= (fn) => fn");
    const answer = (await messageTabFrom(options, url, { type: "popup:describe-page" }).catch(
      () => null,
    )) as { host?: string; references?: { text: string }[] } | null;
    return answer?.host === "127.0.0.1" ? (answer.references ?? []).map((r) => r.text) : undefined;
  } finally {
    await options.close();
  }
}

interface WithoutLoad {
  floor: { ms: number; wallMs: number; chars: number };
  iframeFloor?: { ms: number; wallMs: number; chars: number };
  heap: number;
  leaked: boolean;
}

async function loadWithout(
  context: BrowserContext,
  server: FixtureServer,
  spec: PageSpec,
): Promise<WithoutLoad> {
  const page = await context.newPage();
  try {
    const {
      value: { top, iframe },
      events,
    } = await traced(page, TIMED_CATEGORIES, async () => {
      await page.goto(server.url(spec.path), { waitUntil: "load" });
      const top = await floorPass(page, "top");
      const iframe = spec.iframePath
        ? await floorPass(page, "iframe", server.url(spec.iframePath))
        : undefined;
      await settle(page);
      return { top, iframe };
    });
    const floor = { ms: threadMs(events, "top"), ...top };
    const iframeFloor = iframe ? { ms: threadMs(events, "iframe"), ...iframe } : undefined;
    const heap = await heapAfterGc(page);
    const leaked = spec.kind === "references" && (await hasOurHighlight(page));
    return { floor, ...(iframeFloor ? { iframeFloor } : {}), heap, leaked };
  } finally {
    await page.close();
  }
}

interface WithLoad {
  cost: TraceCost;
  heap: number;
  settled: boolean;
  found?: string[];
}

/** The documents of `spec` (its page, and its iframe's), under `under` ("" or EMBED_PAGES). */
function framesOf(server: FixtureServer, spec: PageSpec, under = ""): FrameSpec[] {
  const frames = [{ label: "top", url: server.url(under + spec.path) }];
  if (spec.iframePath) frames.push({ label: "iframe", url: server.url(under + spec.iframePath) });
  return frames;
}

/**
 * A fresh load of `frames[0]` in `page`, traced until the page settles (on the `last` load, IDLE_MS
 * more), and the cost of the scripts whose URLs start with `ours` (page-trace.ts); then the heap.
 */
async function tracedLoad(
  page: Page,
  frames: FrameSpec[],
  ours: string,
  last: boolean,
): Promise<Omit<WithLoad, "found">> {
  const { value: settled, events } = await traced(page, TRACE_CATEGORIES, async () => {
    await page.goto(frames[0]!.url, { waitUntil: "load" });
    const settled = await settle(page);
    if (last) {
      await page.evaluate((marker) => console.timeStamp(marker), IDLE_MARKER);
      await sleep(IDLE_MS);
    }
    return settled;
  });
  const cost = analyseTrace(events, ours, frames, last ? IDLE_MARKER : undefined);
  return { cost, heap: await heapAfterGc(page), settled };
}

async function loadWith(
  ext: ExtensionBrowser,
  server: FixtureServer,
  spec: PageSpec,
  last: boolean,
): Promise<WithLoad> {
  const page = await ext.newPage();
  try {
    const load = await tracedLoad(page, framesOf(server, spec), ext.extensionOrigin, last);
    const found = last ? await referencesFound(ext, server.url(spec.path)) : undefined;
    return { ...load, ...(found ? { found } : {}) };
  } finally {
    await page.close();
  }
}

/** A fresh page from `open`, loaded and traced as loadWith's are, the scripts under `ours` ours. */
async function tracedCost(open: () => Promise<Page>, frames: FrameSpec[], ours: string): Promise<TraceCost> {
  const page = await open();
  try {
    return (await tracedLoad(page, frames, ours, false)).cost;
  } finally {
    await page.close();
  }
}

/** A fresh load with the bare extension, traced as loadWith's are. */
function loadBare(bare: ExtensionBrowser, server: FixtureServer, spec: PageSpec): Promise<TraceCost> {
  return tracedCost(() => bare.newPage(), framesOf(server, spec), bare.extensionOrigin);
}

/** The page with the embed's tag, in the context without the extension, measured as loadWith is. */
async function loadEmbed(
  context: BrowserContext,
  server: FixtureServer,
  spec: PageSpec,
  last: boolean,
): Promise<WithLoad> {
  const page = await context.newPage();
  try {
    const load = await tracedLoad(page, framesOf(server, spec, EMBED_PAGES), server.url(EMBED_FOLDER), last);
    // The loader marks <html> while the embed runs (src/embed/state.ts): a tag that failed to load
    // would otherwise measure as a free embed.
    if (!(await page.evaluate(() => document.documentElement.hasAttribute("data-badr-lens-embed"))))
      throw new Error("the embed did not start on its page");
    return load;
  } finally {
    await page.close();
  }
}

/**
 * The same page without the tag, in the embed's context, traced as the embed's loads are: the
 * embed's baseline for work caused in the page's tasks. The same browser and context, so the tag
 * is all that differs. (Against the bare extension, which runs in another browser, the embed's
 * page tasks on `<p>hi</p>` came out 12–17 ms longer at p = 0.016 in three runs: docs/LOG.md.)
 */
function loadPlain(context: BrowserContext, server: FixtureServer, spec: PageSpec): Promise<TraceCost> {
  return tracedCost(() => context.newPage(), framesOf(server, spec), server.url(EMBED_FOLDER));
}

/**
 * Copies of the pages measured with the embed, their HTML given its tag just after the doctype
 * (where a site's <head> would take it), in `dir` under the same paths; `source` maps a page's path
 * to its file.
 */
function writeEmbedPages(dir: string, pages: PageSpec[], source: (path: string) => string): void {
  for (const spec of pages.filter((p) => WITH_EMBED.includes(p.kind))) {
    for (const path of [spec.path, ...(spec.iframePath ? [spec.iframePath] : [])]) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), withEmbedTag(readFileSync(source(path), "utf8")));
    }
  }
}

/** A page's HTML with the embed's tag just after its doctype, where a site's <head> would take it. */
export function withEmbedTag(html: string): string {
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html)?.[0] ?? "";
  return doctype + EMBED_TAG + html.slice(doctype.length);
}

const require = createRequire(import.meta.url);
const PEERS = {
  "mark.js": () => readFileSync(require.resolve("mark.js/dist/mark.min.js"), "utf8"),
  findAndReplaceDOMText: () =>
    readFileSync(require.resolve("findandreplacedomtext/src/findAndReplaceDOMText.js"), "utf8"),
} as const;
type Peer = keyof typeof PEERS;

/** One peer wrapping every occurrence of `texts` on a fresh load, timed as the floor is: the call
 * (both work synchronously) and the style and layout its inserted elements force, which the
 * page pays before its next frame; not the paint. */
async function peerLoad(
  context: BrowserContext,
  server: FixtureServer,
  spec: PageSpec,
  peer: Peer,
  source: string,
  texts: string[],
): Promise<PeerCost> {
  const page = await context.newPage();
  try {
    const { value: run, events } = await traced(page, TIMED_CATEGORIES, async () => {
      await page.goto(server.url(spec.path), { waitUntil: "load" });
      await page.addScriptTag({ content: source });
      return page.evaluate(
        (which, terms, mark) => {
          // One expression for all texts, longest first: each peer then makes one pass, its best case.
          const escaped = [...terms]
            .sort((a, b) => b.length - a.length)
            .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
          const find = new RegExp(escaped.join("|"), "g");
          const scope = window as unknown as {
            Mark: new (root: Element) => { markRegExp(re: RegExp): void };
            findAndReplaceDOMText(root: Element, options: object): unknown;
          };
          // No callbacks in here: tsx would wrap a named arrow in a helper that the page lacks.
          console.timeStamp(`${mark}:before`);
          console.timeStamp(`${mark}:start`);
          if (which === "mark.js") new scope.Mark(document.body).markRegExp(find);
          // The "prose" preset skips script and style and keeps blocks apart, as the extension does.
          else
            scope.findAndReplaceDOMText(document.body, {
              find,
              wrap: "mark",
              wrapClass: "fadt",
              preset: "prose",
            });
          // Reading a box forces the style recalculation and layout of what was inserted.
          document.body.getBoundingClientRect();
          console.timeStamp(`${mark}:end`);
          // Counted from the page: findAndReplaceDOMText empties its own list of matches as it wraps.
          const matches = document.querySelectorAll(
            which === "mark.js" ? "mark[data-markjs]" : "mark.fadt",
          ).length;
          return { matches };
        },
        peer,
        texts,
        `${TIMED}:peer`,
      );
    });
    // By the same CPU clock as the floor and our side.
    return { ms: threadMs(events, "peer"), matches: run.matches };
  } finally {
    await page.close();
  }
}

/** The hover delay a new install has. */
const HOVER_DELAY_MS = DEFAULT_SETTINGS.hoverDelayMs;

/**
 * The popover's first open on a fresh load, its module and its frame never loaded before: the real
 * pointer rests on a reference in view, or clicks it. Timed in the page's own world, up to the
 * first animation frame in which our box is shown with its frame drawn (read through the closed
 * root as the tests read it, harness/popover-root.ts, polled every frame); from the end of the
 * hover delay (the last pointer move + HOVER_DELAY_MS: what the issue calls "after hover intent"),
 * or from the press. The click is the worst case: the box and its frame start loading as the
 * pointer comes to rest, and the delay hides that.
 */
async function firstOpen(
  ext: ExtensionBrowser,
  server: FixtureServer,
  spec: PageSpec,
  how: "hover" | "click",
): Promise<number> {
  const page = await ext.newPage();
  try {
    await page.goto(server.url(spec.path), { waitUntil: "load" });
    await settle(page);
    // The first highlighted reference in view; on a page whose first reference is further down (a
    // reader's page of sūrah 8 reaches 8:9 a few screens in), the first one is scrolled to the
    // middle of the viewport, and the highlight waited for there.
    const inView = () =>
      page.evaluate((scroll) => {
        const ranges = [...(CSS.highlights.get("badr-lens") ?? [])];
        for (const range of ranges) {
          const live = document.createRange();
          live.setStart(range.startContainer, range.startOffset);
          live.setEnd(range.endContainer, range.endOffset);
          const rect = live.getClientRects()[0];
          if (rect && rect.top >= 0 && rect.bottom <= innerHeight)
            return { x: rect.left + Math.min(rect.width / 2, 10), y: rect.top + rect.height / 2 };
        }
        const first = ranges[0]?.startContainer.parentElement;
        if (scroll && first) first.scrollIntoView({ block: "center" });
        return null;
      }, true);
    let point = await inView();
    for (let tries = 0; !point && tries < 40; tries++) {
      await page.evaluate(() => new Promise(requestAnimationFrame));
      point = await inView();
    }
    if (!point) throw new Error("no highlighted reference in view");
    await page.mouse.move(1, 1);
    await page.evaluate(
      (type, delay) => {
        const w = window as unknown as { __firstOpen: Promise<number> };
        w.__firstOpen = new Promise<number>((done) => {
          addEventListener(type, (event) => done(event.timeStamp + delay), { capture: true, once: true });
        });
      },
      how === "click" ? "pointerdown" : "pointermove",
      how === "click" ? 0 : HOVER_DELAY_MS,
    );
    if (how === "click") await page.mouse.click(point.x, point.y);
    else await page.mouse.move(point.x, point.y);
    await page.waitForSelector("badr-lens-root");
    const shown = await page.waitForFunction(
      (root) => {
        const box = root?.querySelector<HTMLElement>(".bl-popover");
        return box?.matches(":popover-open") && box.dataset.drawing === undefined ? performance.now() : 0;
      },
      { polling: "raf" },
      await popoverShadowRoot(page),
    );
    const start = await page.evaluate(
      () => (window as unknown as { __firstOpen: Promise<number> }).__firstOpen,
    );
    return ((await shown.jsonValue()) as number) - start;
  } finally {
    await page.close();
  }
}

/** Both sides of the comparison: the extension's default context, and an incognito one without it. */
interface Sides {
  ext: ExtensionBrowser;
  plain: BrowserContext;
  /** Another browser, with the bare extension (writeBareExtension) instead of Badr Lens. */
  bare: ExtensionBrowser;
  server: FixtureServer;
}

/** The extension ran where it should not: the "without" numbers would be "with" numbers. */
class NotWithoutError extends Error {}

/** Every load and peer run of one page; one row, or two for the iframe case (top frame, iframe). */
async function measurePage({ ext, plain, bare, server }: Sides, spec: PageSpec): Promise<PageRow[]> {
  const rows: PageRow[] = [];
  const without: WithoutLoad[] = [];
  const withExt: WithLoad[] = [];
  const withBare: TraceCost[] = [];
  const withEmbed: WithLoad[] = [];
  /** The embed's pages without the tag, in its context: its baseline for caused work. */
  const withPlain: TraceCost[] = [];
  for (let i = 0; i < LOADS; i++) {
    without.push(await retryingMissingMarks(() => loadWithout(plain, server, spec)));
    withExt.push(await loadWith(ext, server, spec, i === LOADS - 1));
    withBare.push(await loadBare(bare, server, spec));
    if (WITH_EMBED.includes(spec.kind)) {
      // The first of the loads in the incognito context after the other two sides' takes about
      // 20 ms more of the page's tasks on `<p>hi</p>`, whichever it is: with the embed's load
      // first that came out as work the embed caused, with the plain load first as work the plain
      // page caused (docs/LOG.md, 2026-12-08). One load of the plain page, not counted, takes it.
      await loadPlain(plain, server, spec);
      withEmbed.push(await loadEmbed(plain, server, spec, i === LOADS - 1));
      withPlain.push(await loadPlain(plain, server, spec));
    }
  }
  if (without.some((w) => w.leaked)) {
    throw new NotWithoutError("the extension ran in the incognito context: 'without' is not without it");
  }
  const peers: Partial<Record<Peer, PeerCost>> = {};
  const texts = spec.generated?.texts ?? [];
  const firstOpens: { hover: number; click: number }[] = [];
  if (spec.kind === "references") {
    for (let i = 0; i < LOADS; i++) {
      firstOpens.push({
        hover: await firstOpen(ext, server, spec, "hover"),
        click: await firstOpen(ext, server, spec, "click"),
      });
    }
  }
  if (spec.kind !== "empty" && texts.length > 0) {
    for (const peer of Object.keys(PEERS) as Peer[]) {
      const source = PEERS[peer]();
      const runs: PeerCost[] = [];
      for (let i = 0; i < LOADS; i++)
        runs.push(await retryingMissingMarks(() => peerLoad(plain, server, spec, peer, source, texts)));
      peers[peer] = { ms: median(runs.map((r) => r.ms)), matches: runs[0]!.matches };
    }
  }
  const lastWith = withExt.at(-1)!;
  const heapWith = withExt.map((w) => w.heap);
  const heapWithout = without.map((w) => w.heap);
  const heapAddedBytes = median(heapWith) - median(heapWithout);
  const frames: ("top" | "iframe" | undefined)[] = spec.iframePath ? ["top", "iframe"] : [undefined];
  // On a page of one frame, whole-task time the trace names no frame for is that frame's.
  const whole = (cost: TraceCost, frame: "top" | "iframe" | undefined) =>
    (cost.wholeTaskMsByFrame[frame ?? "top"] ?? 0) + (frame === undefined ? cost.wholeTaskUnassignedMs : 0);
  // A page's whole tasks in all its frames: its top frame's row speaks for the page.
  const wholeOfPage = (cost: TraceCost, frame: "top" | "iframe" | undefined) =>
    frame === "top" ? whole(cost, "top") + whole(cost, "iframe") : whole(cost, frame);
  const bareTasks = withBare.map((b) => b.pageTaskMs);
  const causedExt = causedWork(
    withExt.map((w) => w.cost.pageTaskMs),
    bareTasks,
  );
  const causedEmbed = causedWork(
    withEmbed.map((w) => w.cost.pageTaskMs),
    withPlain.map((w) => w.pageTaskMs),
  );
  const noCause = (c: CausedWork): CausedWork => ({ ...c, ms: 0 });
  for (const frame of frames) {
    const floors = without.map((w) => (frame === "iframe" ? w.iframeFloor! : w.floor));
    const extensionMs = withExt.map((w) => w.cost.msByFrame[frame ?? "top"] ?? 0);
    const wholeTaskMs = withExt.map((w) => whole(w.cost, frame));
    const bareMs = withBare.map((b) => whole(b, frame));
    // Caused work is the page's, told on its top frame's row.
    const caused = frame === "iframe" ? noCause(causedExt) : causedExt;
    const embedCausedWork = frame === "iframe" ? noCause(causedEmbed) : causedEmbed;
    const embedWhole = median(withEmbed.map((w) => whole(w.cost, frame)));
    const longest = withExt.reduce((a, b) => (b.cost.longestTaskMs > a.cost.longestTaskMs ? b : a));
    const embedMs = withEmbed.map((w) => w.cost.msByFrame[frame ?? "top"] ?? 0);
    const embedCaused = withEmbed.reduce<WithLoad | undefined>(
      (a, b) => (a && a.cost.longestCausedTaskMs >= b.cost.longestCausedTaskMs ? a : b),
      undefined,
    );
    rows.push({
      id: frame ? `${spec.id}-${frame}` : spec.id,
      label: frame ? `${spec.label}: ${frame === "top" ? "top frame" : "the iframe"}` : spec.label,
      kind: spec.kind,
      ...(frame ? { frame } : {}),
      textChars: floors[0]!.chars,
      floorMs: median(floors.map((f) => f.ms)),
      extensionMs: median(extensionMs),
      unassignedMs: median(withExt.map((w) => w.cost.unassignedMs)),
      wholeTaskMs: median(wholeTaskMs),
      caused,
      costMs: median(wholeTaskMs) + caused.ms,
      bareMs: median(bareMs),
      longestTaskMs: longest.cost.longestTaskMs,
      longestTaskExtensionMs: longest.cost.longestTaskExtensionMs,
      ...(() => {
        const caused = withExt.reduce((a, b) =>
          b.cost.longestCausedTaskMs > a.cost.longestCausedTaskMs ? b : a,
        );
        return {
          longestCausedTaskMs: caused.cost.longestCausedTaskMs,
          longestCausedTaskExtensionMs: caused.cost.longestCausedTaskExtensionMs,
        };
      })(),
      heapAddedBytes,
      idleEvents: lastWith.cost.idleEvents,
      idleMs: lastWith.cost.idleMs,
      ...(frame !== "iframe" && lastWith.found ? { found: lastWith.found.length } : {}),
      ...(spec.generated ? { planted: spec.generated.references } : {}),
      ...(peers["mark.js"] ? { markJs: peers["mark.js"] } : {}),
      ...(peers.findAndReplaceDOMText ? { findAndReplace: peers.findAndReplaceDOMText } : {}),
      ...(embedCaused
        ? {
            embed: {
              ms: median(embedMs),
              wholeTaskMs: embedWhole,
              caused: embedCausedWork,
              costMs: embedWhole + embedCausedWork.ms,
              unassignedMs: median(withEmbed.map((w) => w.cost.unassignedMs)),
              longestCausedTaskMs: embedCaused.cost.longestCausedTaskMs,
              longestCausedTaskEmbedMs: embedCaused.cost.longestCausedTaskExtensionMs,
              heapAddedBytes: median(withEmbed.map((w) => w.heap)) - median(heapWithout),
              idleEvents: withEmbed.at(-1)!.cost.idleEvents,
              settled: withEmbed.every((w) => w.settled),
              samples: embedMs,
              ...(frame === "iframe"
                ? {}
                : {
                    againstExtension: embedAgainstExtension({
                      embed: withEmbed.map((w) => wholeOfPage(w.cost, frame) + w.cost.pageTaskMs),
                      extension: withExt.map((w) => wholeOfPage(w.cost, frame) + w.cost.pageTaskMs),
                    }),
                  }),
            },
          }
        : {}),
      ...(firstOpens.length > 0 && frame !== "iframe"
        ? {
            firstOpenMs: {
              hover: median(firstOpens.map((o) => o.hover)),
              click: median(firstOpens.map((o) => o.click)),
            },
          }
        : {}),
      settled: withExt.every((w) => w.settled),
      samples: {
        floorMs: floors.map((f) => f.ms),
        extensionMs,
        wholeTaskMs,
        bareMs,
        floorWallMs: floors.map((f) => f.wallMs),
        extensionWallMs: withExt.map((w) => w.cost.wallMsByFrame[frame ?? "top"] ?? 0),
        heapWith,
        heapWithout,
      },
    });
  }
  return rows;
}

export async function runPageBench(log: (line: string) => void = console.error): Promise<PageBenchResult> {
  const started = Date.now();
  const generatedDir = mkdtempSync(join(tmpdir(), "badr-lens-bench-"));
  const generated = writeBenchPages(generatedDir);
  const haveRealPages = existsSync(join(PAGES_DIR, "ecma262-spec.html"));
  const missing = haveRealPages ? [] : [`${PAGES_DIR} (the real pages)`];
  if (!haveRealPages) log(`page bench: ${PAGES_DIR} holds no real pages; they are left out`);
  const embedDir = mkdtempSync(join(tmpdir(), "badr-lens-bench-embed-"));
  const roots: Record<string, string> = { "/_gen/": generatedDir };
  if (haveRealPages) roots["/_real/"] = PAGES_DIR;
  writeEmbedPages(embedDir, specs(generated, haveRealPages), (path) => {
    const [root, ...rest] = path.split("/");
    return join(roots[`/${root}/`]!, ...rest);
  });
  roots[`/${EMBED_PAGES}`] = embedDir;
  roots[`/${EMBED_FOLDER}`] = join(DIST, "embed");
  // The embed's files are served as a site serves them, cacheable (docs/EMBED.md): a reader's
  // browser then keeps their compiled code, as it keeps the extension's content script's.
  const server = await startFixtureServer(roots, { cacheable: [`/${EMBED_FOLDER}`] });
  const ext = await launchWithExtension("chromium");
  const bareDir = mkdtempSync(join(tmpdir(), "badr-lens-bench-bare-"));
  writeBareExtension(bareDir);
  const bare = await launchWithExtension("chromium", { extensionDir: bareDir, keepFirstRun: true });
  const rows: PageRow[] = [];
  try {
    // Incognito: the same browser, where an extension runs only if the user allows it there.
    const plain = await ext.browser.createBrowserContext();
    const chromium = await ext.browser.version();
    // One load on each side first, unmeasured, so the first page measured does not pay for the
    // browser's own first-use costs (process spawn, the content script's first compile).
    const hi = specs(generated, false)[0]!;
    await retryingMissingMarks(() => loadWithout(plain, server, hi));
    await loadWith(ext, server, hi, false);
    await loadBare(bare, server, hi);
    await loadEmbed(plain, server, hi, false);

    // BENCH_PAGE_ONLY=hi,dense measures some pages only (while working on one case).
    const only = process.env.BENCH_PAGE_ONLY?.split(",");
    for (const spec of specs(generated, haveRealPages).filter((s) => !only || only.includes(s.id))) {
      const t0 = Date.now();
      let measured: PageRow[] = [];
      try {
        measured = await measurePage({ ext, plain, bare, server }, spec);
        rows.push(...measured);
      } catch (error) {
        // One page that cannot be measured (a crash, a timeout) must not cost the whole report.
        if (error instanceof NotWithoutError) throw error;
        missing.push(`${spec.label} (${String(error).split("\n")[0]})`);
        log(`page bench: ${spec.id} not measured: ${error instanceof Error ? error.stack : String(error)}`);
      }
      const list = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(" / ");
      for (const row of measured) {
        log(
          `page bench: ${row.id}: Badr Lens ${list(row.samples.extensionMs)} ms of script, ${list(row.samples.wholeTaskMs)} ms of whole tasks, page's tasks ${list(row.caused.samples.with)} ms against ${list(row.caused.samples.bare)} with the bare extension (p ${row.caused.p.toFixed(3)}), bare ${list(row.samples.bareMs)} ms, floor ${list(row.samples.floorMs)} ms (CPU)${row.embed ? `, embed ${list(row.embed.samples)} ms (page's tasks ${list(row.embed.caused.samples.with)} against ${list(row.embed.caused.samples.bare)} without its tag, p ${row.embed.caused.p.toFixed(3)})` : ""}; by the wall clock ${list(row.samples.extensionWallMs)} and ${list(row.samples.floorWallMs)} ms`,
        );
      }
      log(`page bench: ${spec.id} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }

    return {
      rows,
      chromium,
      loads: LOADS,
      contentScriptBytes: statSync(join(DIST, "chrome", "content.js")).size,
      missing,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await ext.close();
    await bare.close();
    await server.close();
    rmSync(bareDir, { recursive: true, force: true });
    rmSync(generatedDir, { recursive: true, force: true });
    rmSync(embedDir, { recursive: true, force: true });
  }
}
