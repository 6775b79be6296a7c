/**
 * `npm run bench`: runs the benchmarks and writes each one's section of BENCHMARKS.md (between its
 * BEGIN/END markers, so other benchmarks' sections are left as they are).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dirname, relative, resolve } from "node:path";
import {
  adversarialReport,
  FIRST_WAVE,
  report,
  runAdversarialBench,
  runDetectorBench,
  type ShapeResult,
} from "./detector.ts";
import { runPageBench } from "./page.ts";
import { embedTable, pageChart, pageTable } from "./page-report.ts";
import { readSuiteRun, type SuiteRun, suiteTable } from "./suite.ts";

const FILE = "BENCHMARKS.md";
/** Written by `-- page`; linked from its section of BENCHMARKS.md. */
const PAGE_CHART = resolve(import.meta.dirname, "../../docs/bench/page.svg");
/** A hand-written subsection kept just after the generated page section; the bench only adds it
 * when it is missing, never rewrites it. */
const CHANGES_HEADING = "### What each change bought";

function writeSection(id: string, body: string) {
  const begin = `<!-- BEGIN ${id} -->`;
  const end = `<!-- END ${id} -->`;
  const doc = existsSync(FILE) ? readFileSync(FILE, "utf8") : "# Benchmarks\n";
  const block = `${begin}\n${body}\n${end}`;
  const i = doc.indexOf(begin);
  const j = doc.indexOf(end);
  const next =
    i >= 0 && j > i ? doc.slice(0, i) + block + doc.slice(j + end.length) : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(FILE, next);
}

// `npm run bench -- page` or `-- detector` runs one of them; no argument runs both. `-- suite`
// writes the last `npm test`'s times (it runs nothing).
const only = process.argv[2];
const machine = `${cpus()[0]?.model ?? "unknown CPU"} ×${cpus().length}, Node ${process.version}`;
const today = new Date().toISOString().slice(0, 10);

if (only === "adversarial-json") console.log(JSON.stringify(runAdversarialBench()));
if (only === undefined || only === "detector") await runDetector(process.argv[3] === "a");
if (only === undefined || only === "page") await runPage();
if (only === "suite") runSuite();

/** The last `npm test`'s lanes and files (its reports in .tmp/), beside the layout it replaced. */
function runSuite() {
  const run = readSuiteRun(resolve(import.meta.dirname, "../../.tmp"));
  const before = JSON.parse(
    readFileSync(resolve(import.meta.dirname, "suite-baseline.json"), "utf8"),
  ) as SuiteRun;
  const table = suiteTable(run, before);
  console.log(table);
  writeSection(
    "suite",
    [
      "## The test suite",
      "",
      "Command: `npm test`, then `npm run bench -- suite` (tests/bench/suite.ts), which reads the run's",
      "reports in .tmp/ and writes this section. Wall-clock seconds on this machine. `npm test` runs the",
      "checks and the build side by side, then two lanes at once: the unit tests on one worker (files",
      "sharing one module cache), and one Vitest run of the end-to-end files, a project for each",
      "browser, three files at a time, each worker keeping one browser of each kind between its files.",
      'The "before" column is the run at 7cfa054, where one lane ran the',
      "end-to-end files in both browsers beside the unit tests and a second ran three of them after",
      "the unit tests (tests/bench/suite-baseline.json).",
      "",
      table,
    ].join("\n"),
  );
}

async function runPage() {
  // Other work on the machine inflates every number here; the reader should know how busy it was.
  const loadBefore = loadavg()[0]!;
  const result = await runPageBench();
  const loadAfter = loadavg()[0]!;
  const table = pageTable(result);
  const embeds = embedTable(result);
  console.log(`${table}\n\n${embeds}`);
  if (result.rows.length === 0) {
    // Nothing measured (every page failed, or BENCH_PAGE_ONLY named none): the last report stands.
    console.error(
      `page bench: nothing measured; BENCHMARKS.md is left as it was. ${result.missing.join("; ")}`,
    );
    process.exitCode = 1;
    return;
  }
  const cpu = `${cpus()[0]?.model ?? "unknown CPU"} ×${cpus().length}`;
  const browser = result.chromium.replace(/^(Headless)?Chrome\//, "Chromium ");
  mkdirSync(dirname(PAGE_CHART), { recursive: true });
  writeFileSync(
    PAGE_CHART,
    pageChart(result, `${today}, ${cpu}, ${browser}, median of ${result.loads} loads`),
  );
  const chartLink = relative(dirname(resolve(FILE)), PAGE_CHART);
  writeSection(
    "page",
    [
      "## The content script on pages",
      "",
      `Command: \`npm run bench -- page\` (tests/bench/page.ts, page-trace.ts, page-report.ts). Last run: ${today},`,
      `${cpu}, ${browser}, Node ${process.version}; ${result.loads} loads per page and side (median), ${Math.round(result.seconds)} s in all;`,
      `load average ${loadBefore.toFixed(1)} at the start and ${loadAfter.toFixed(1)} at the end (on ${cpus().length} cores: above that, other work was competing for the CPU).`,
      ...(result.missing.length ? ["", `Not measured: ${result.missing.join("; ")}.`] : []),
      ...(process.env.BENCH_PAGE_ONLY
        ? [
            "",
            `This run measured only the pages BENCH_PAGE_ONLY named (${process.env.BENCH_PAGE_ONLY}); the other pages' last rows are in this file's git history.`,
          ]
        : []),
      "",
      "**Method.** One Chromium with the built extension; the loads without it run in an incognito",
      "context of the same browser, where the extension is not allowed (checked: no highlight appears",
      "there on the reference pages). A second Chromium has a bare extension instead: an empty content",
      "script and Badr Lens's own content.css, in the same `content_scripts` entry (every frame,",
      "about:blank, document_idle), what any content script costs a page. For each page, fresh loads",
      "alternate between the sides: without, with Badr Lens, with the bare extension, with the embed, and",
      "(on the embed's pages) without its tag, traced as the embed's loads are.",
      "",
      "- **Every time is main-thread CPU time**, read from the trace's thread clock (`tdur`, `tts`), as",
      "  the issue measures: on this 2-core machine the wall clock adds whatever time the renderer waited",
      "  for a core, 0–6 ms to a load of Wikipedia Regression testing whose CPU time is 4.3–4.8 ms.",
      "  The log lines give the wall-clock figures too.",
      "- **Floor**: without the extension, right after `load`, one read-only TreeWalker pass over every",
      "  text node of the document (each node's `data` read), run in the page between",
      "  `console.timeStamp` marks of a trace started before the load (category `devtools.timeline`",
      "  only); the thread clock between them, less what a mark itself costs (two marks back to back",
      "  just before). Under 0.01 ms the ratio is a lower bound (≥).",
      "- **Badr Lens**: with the extension, the load is traced over CDP (Tracing, categories",
      "  `devtools.timeline`, `v8`, `disabled-by-default-devtools.timeline`, plus `v8.execute` and",
      "  `disabled-by-default-devtools.timeline.stack` to see promise continuations) until the page's",
      "  script time stops growing. The extension's time is the CPU time, on the page's renderer main thread, of",
      "  the outermost events that name a chrome-extension://ID/ script (script evaluation and compile,",
      "  function calls, timers, animation frames), plus microtask runs whose every JS stack is the",
      "  extension's (the code after an `await`, which names no URL). Nested events are not counted twice.",
      "  For the iframe case the time is split by the frame the events name. This is the script-alone",
      "  figure in brackets; the budgets are held to the cost below.",
      "- **Whole tasks** (issue 32): the CPU time of every top-level task on the page's main thread that",
      "  ran any of our code, whole: compile, the isolated world's set-up, garbage collection, and style",
      "  and layout forced inside it, less the page's own scripts, parsing and rendering at the top of",
      "  the same task (a deferred script, the embed's, runs in the parser's task just before the",
      "  page's DOMContentLoaded listeners and, often, its first style and layout); in such a shared",
      "  task, of the time no traced event names, what comes right before one of our events or between",
      "  them is ours (a content script's world set-up), and what comes before the page's own events",
      "  and after our last one is the page's (the parser's and the event loop's bookkeeping, which",
      "  the page's last parser task has with or without us). Page code that ours called, and layout",
      "  that ours forced, stay ours.",
      "- **Work caused in the page's tasks**: per load, the CPU time of the page's other tasks (none of",
      "  our code in them) up to the point the page settled, less its own HTML parsing and layout (they",
      "  move by hundreds of ms between loads of a big page and are not ours); compared between the",
      "  loads with Badr Lens and those with the bare extension, both traced with the same categories.",
      "  Counted (the difference of the medians) only where a one-sided exact Mann–Whitney test",
      "  (tests/bench/mann-whitney.ts) finds the page's tasks longer with Badr Lens at p ≤ 0.05; the",
      "  difference and p are shown either way. With 3 loads a side the smallest p there is is 0.05; use",
      "  BENCH_PAGE_LOADS=5 for a test that can see less. Told on the top frame's row.",
      "- **Cost** = whole tasks + work caused; **cost ÷ floor** is what the budgets and the chart read.",
      "- **Bare extension**: the bare extension's own whole tasks, the same way.",
      "- **Longest task**, over all loads: first the longest task the extension caused, one where its",
      "  own work is at least half the task (the rest is rendering or garbage collection it set off);",
      "  then the longest that held any extension work at all, such as the page's own first layout of",
      "  5 MB running one of our callbacks. In brackets, the extension's own time inside each. The",
      "  budget holds for the first, and for our own time in the second. Tasks, and our time in them,",
      "  are by the wall clock: a reader waits for the whole task, whether or not it had a core.",
      "- **Heap added**: `JSHeapUsedSize` (CDP Performance.getMetrics) after two",
      "  `HeapProfiler.collectGarbage`, once the page has settled: median with minus median without.",
      "  Content scripts share the page's V8 heap, so this is what the extension keeps alive.",
      "- **Idle work**: on the last load the trace goes on for 10 s after the scan has settled; any",
      "  extension event in that time is counted.",
      "- **References found**: what the top frame's content script reports to the popup, against what",
      "  the generator planted, asked after the trace has stopped. At load the content script reads a",
      "  page only a few screens ahead of the reader (read-ahead.ts); the popup's question has it read",
      "  the rest first, so the count is the whole page's, and that reading is not in the time column:",
      "  it is what a reader pays on opening the popup, in slices, not what every page load pays.",
      "- **mark.js 8.11.1 and findAndReplaceDOMText 0.4.6** (the peers the issue names), on fresh loads",
      "  without the extension: the library is added to the page and wraps every occurrence of the",
      "  planted references' texts (one regular expression of them all, `markRegExp` / the `prose`",
      "  preset), timed as the floor is, from the call through the style recalculation and layout that its",
      "  inserted elements force (read back with one getBoundingClientRect), which the page pays before",
      "  its next frame; the paint is not counted. (Before 2026-12-01 only the call was timed, which",
      "  left out the larger part of what wrapping costs a page.)",
      "- **First open**: on a fresh load of each reference page, the real pointer rests on a reference",
      "  in view, or clicks it; timed in the page's own world up to the first animation frame after our",
      "  host element is inserted (the same task renders and shows the popover), from the end of the",
      "  hover delay (the last pointer move + the default 300 ms: after hover intent) or from the",
      "  press. The popover's module has never been loaded; hovering starts its import as the pointer",
      "  comes to rest, so the click is the worst case.",
      "- **Embed** (the pages with no reference, and the empty ones; issue 34): the same page with the",
      '  embed\'s tag added after its doctype (`<script src="/badr-lens/badr-lens.js" defer>`, dist/embed',
      "  served under /badr-lens/ by the same server), loaded in the incognito context, in turn with the",
      "  other two sides. Its time, longest task and idle work are read from the trace as the extension's",
      "  are, the scripts under /badr-lens/ taking the place of the extension's; its heap added is against",
      "  the same loads without either, and the work it causes in the page's tasks against the same page",
      "  without the tag, loaded in the same context in turn with the others and traced the same way",
      "  (the bare extension runs in another browser), after one load of it not counted: the first load",
      "  in that context after the other sides' takes about 20 ms more of the page's tasks on a tiny page,",
      "  whichever page it is. **Embed ≤ extension**: on these pages the two run the same engine over",
      "  the same text, so their medians differ by the noise of a few loads, either way from one run",
      "  to the next. A load's cost here is our whole tasks plus the page's own tasks",
      "  (the same browser, traced the same way on both sides); the embed's loads are held against the",
      "  extension's by the one-sided Mann–Whitney test the caused work is held to",
      "  (tests/bench/embed-verdict.ts), one test a page. The claim is one for all these pages, so their",
      "  p-values are adjusted together (Holm): at p ≤ 0.05 each, one of seven pages would fail by",
      "  chance in about a third of the runs where the two cost the same. The embed counts as costing",
      "  more where the adjusted p ≤ 0.05; with five loads a side that is a page where every load with",
      "  the embed cost more than every load with the extension. Both p are shown; the costs beside",
      "  them are the medians, as above. On the page with an iframe the test takes both frames' whole",
      "  tasks, on the top frame's row: whichever frame runs first pays for its world's first use of",
      "  the page's interfaces (the iframe's content script for the extension, the top frame's loader",
      "  for the embed).",
      "",
      "**Pages.** Wikipedia and the ECMAScript spec are real pages kept in tests/fixtures/real-pages (none has a",
      "reference); the others are generated (tests/fixtures/generate/bench-pages.ts): `<p>hi</p>`; an",
      "empty page whose one iframe is an empty document; 0.7 M characters of Arabic prose with no Quran",
      "or Badr vocabulary (arabic-prose.ts); one paragraph of `8:9, ` repeated to 100 KB with nothing",
      "naming the Quran (every item a trigger hit, none a reference); one 1 MB paragraph with a",
      "reference every fortieth sentence; a Quran reader's pages of sūrah 2 and sūrah 8",
      "(quran-reader.ts, from quran-json: each verse a card with its key, its Arabic ending in the",
      "verse-end ornament and its number, and Saheeh International's translation under it; sūrah 2 has",
      "no covered verse, sūrah 8 all four); huge.html (2,000 references in 5 MB); and dense.html (a",
      "reference in every paragraph, 7,949 in 5 MB, one paragraph in eight Arabic).",
      "",
      "**Budgets** (issue 32's, on the cost): no reference (the spec, both Wikipedia pages, the Arabic",
      "page, the Quran reader's sūrah 2): ≤ 1.5× floor + 3 ms, no significant work caused in the",
      "page's tasks, heap added ≤ 1 MB; `<p>hi</p>` and an empty frame: ≤ 3 ms in the top frame and in",
      "each iframe; with references (the reader's sūrah 8, the two 5 MB pages): ≤ 8× floor + 10 ms,",
      "heap added ≤ 10 MB; the two stress shapes (the `8:9, …` paragraph and the 1 MB paragraph) only:",
      "no long task; on every page no task the extension caused, and none of its own work, over 50 ms;",
      "first open ≤ 100 ms, content.js ≤ 5 KB minified and no idle work in 10 s (earlier issues').",
      "The bench reports; it does not fail.",
      "",
      table,
      "",
      "The embed beside the extension, on the same pages (a page with no reference must cost its",
      "readers no more with the site's embed than with the extension):",
      "",
      embeds,
      "",
      `![Badr Lens cost ÷ floor per page, log scale](${chartLink})`,
    ].join("\n"),
  );
  keepChangesSection();
}

/** Adds the hand-written "What each change bought" subsection after the page section if absent. */
function keepChangesSection() {
  const doc = readFileSync(FILE, "utf8");
  if (doc.includes(CHANGES_HEADING)) return;
  const end = "<!-- END page -->";
  if (!doc.includes(end)) return;
  const at = doc.indexOf(end) + end.length;
  const placeholder = [
    "",
    "",
    CHANGES_HEADING,
    "",
    "Written by hand, not by the bench: for each change to the content script, what it bought on the",
    "table above (page, before → after). Nothing recorded yet.",
  ].join("\n");
  writeFileSync(FILE, doc.slice(0, at) + placeholder + doc.slice(at));
}

/**
 * The adversarial shapes, timed in a process of their own: after the throughput runs, in the same
 * process, some took 5–11× as long as alone (digits and separators 875 against 115 ms), so what
 * those runs leave behind, not the detector, was being measured.
 */
function adversarialInFreshProcess(): ShapeResult[] {
  const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, "adversarial-json"], {
    encoding: "utf8",
    maxBuffer: 1 << 20,
  });
  if (child.status !== 0) throw new Error(`the adversarial bench failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split("\n").at(-1)!) as ShapeResult[];
}

/** `quick` (`npm run bench -- detector a`): corpus (a) alone, printed, BENCHMARKS.md left as it is. */
async function runDetector(quick: boolean) {
  const loadBefore = loadavg()[0]!;
  const results = await runDetectorBench(5, quick ? "a" : "all");
  const table = report(results);
  console.log(table);
  if (quick) {
    console.log(`load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`);
    return;
  }
  const loadAfter = loadavg()[0]!;
  const shapes = adversarialReport(adversarialInFreshProcess());
  console.log(shapes);
  writeSection(
    "detector",
    [
      "## Detector throughput",
      "",
      `Command: \`npm run bench -- detector\` (tests/bench/detector.ts). Last run: ${today}, ${machine};`,
      `load average ${loadBefore.toFixed(1)} at the start of the throughput runs and ${loadAfter.toFixed(1)} at their end (on ${cpus().length} cores).`,
      "Median of 5 interleaved runs after one warm-up (one run for the Bible parser), text fed block by block as the content script",
      "does (each block a flat string of its own, as there; until 2026-12-01 the blocks were views into the whole corpus, which",
      "V8 reads about twice as slowly, for every column alike). The floor is one pass of the detector's own trigger expression; the Bible parser is",
      "bible-passage-reference-parser 4.0.0 (English) finding Bible references in the same blocks.",
      "The detector has every language file and recognises quotations. “First wave” is the detector of",
      `commit ${FIRST_WAVE} (before both), its code and data taken from git history by the bench and timed in the`,
      "same runs; “without quotations” is today's detector without the quotation tables (ADR 012).",
      "Goals (issue 4): within 2× of the floor on (a); faster than the Bible parser on both. (Issue 15:",
      "within 1.5× of the first wave's time on (a), all languages and quotation recognition on.)",
      "",
      table,
      "",
      "### Adversarial paragraphs",
      "",
      "Each shape of tests/unit/core/detect/adversarial.ts as one paragraph of 1 and of 4 million UTF-16 units",
      "(“1 MB”, “4 MB”), the fastest of 5 interleaved runs after one warm-up of each, in a process of its own",
      "(after the throughput runs, in theirs, some shapes took 5–11× as long). Work linear in the",
      "text takes about 4× as long for 4 MB; goal: at most 5×. The unit tests check the same by counting",
      "the detector's steps (tests/unit/core/detect/properties.test.ts).",
      "",
      shapes,
    ].join("\n"),
  );
}
