/**
 * What grows in a page's own tasks with Badr Lens, by name: `npx tsx tests/bench/caused-by.ts
 * <page> [loads]`, where <page> is a generated page's file (dense.html, huge.html, quran-8.html…)
 * or a real page's under _real/ (_real/ecma262-spec.html). The page bench says how much work is
 * caused in the page's tasks (page.ts, caused work); this says what it is (BENCHMARKS.md, "What the
 * work caused in the page's own tasks is"). Each load is traced as the bench traces, in turn with
 * Badr Lens and with the bare extension; the page's tasks (none of our code in them) are broken
 * down by the events at their top level, "(task itself)" being what no traced event covers, and
 * each name's median on one side is set against the other's, largest difference first.
 * With --embed, the side measured is the embed (issue 34): the page with the embed's tag, in a
 * browser without the extension, against the same page without the tag in the same browser, as
 * the page bench measures the embed's caused work.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { DIST, launchWithExtension } from "../e2e/harness/browsers.ts";
import { startFixtureServer } from "../e2e/harness/server.ts";
import { writeBenchPages } from "../fixtures/generate/bench-pages.ts";
import { REAL_PAGES } from "../fixtures/real-pages/index.ts";
import { EMBED_FOLDER, withEmbedTag, writeBareExtension } from "./page.ts";
import { TRACE_CATEGORIES, type TraceEvent } from "./page-trace.ts";

const embed = process.argv.includes("--embed");
const [file, loadsArg] = process.argv.slice(2).filter((a) => a !== "--embed");
if (!file)
  throw new Error(
    "usage: caused-by.ts [--embed] <page file, e.g. dense.html or _real/ecma262-spec.html> [loads]",
  );
const loads = Number(loadsArg ?? 5);
const path = file.startsWith("_real/") ? file : `_gen/${file}`;
const us = embed ? "the embed" : "Badr Lens";

const generated = mkdtempSync(join(tmpdir(), "badr-lens-caused-"));
writeBenchPages(generated);
const bareDir = mkdtempSync(join(tmpdir(), "badr-lens-caused-bare-"));
if (!embed) writeBareExtension(bareDir);
// The embed's copy of the page, with its tag, under /_embed/ (served cacheable, as a site would).
const embedPages = mkdtempSync(join(tmpdir(), "badr-lens-caused-embed-"));
const source = join(path.startsWith("_real/") ? REAL_PAGES : generated, path.replace(/^_\w+\//, ""));
mkdirSync(dirname(join(embedPages, path)), { recursive: true });
writeFileSync(join(embedPages, path), withEmbedTag(readFileSync(source, "utf8")));
const server = await startFixtureServer(
  {
    "/_gen/": generated,
    "/_real/": REAL_PAGES,
    "/_embed/": embedPages,
    [`/${EMBED_FOLDER}`]: join(DIST, "embed"),
  },
  { cacheable: [`/${EMBED_FOLDER}`] },
);
/** The side the page's tasks are held against: the page without the tag for the embed (loaded in
 * the embed's own browser), the bare extension for Badr Lens. */
const baseline = embed ? "without the tag" : "with the bare extension";
const usBrowser = await launchWithExtension("chromium", embed ? { withoutExtension: true } : {});
const sides = {
  [us]: usBrowser,
  [baseline]: embed
    ? usBrowser
    : await launchWithExtension("chromium", { extensionDir: bareDir, keepFirstRun: true }),
};
/** Where each side loads the page: the embed's copy carries its tag. */
const pathOf = (side: string) => (side === us && embed ? `_embed/${path}` : path);

/** The page's tasks on its main thread, by the names of the events at their top level (ms of CPU). */
function pageTasksByName(events: TraceEvent[], url: string): Map<string, number> {
  const commit = events.find(
    (e) => e.name === "CommitLoad" && (e.args?.data as { url?: string })?.url === url,
  );
  if (!commit) throw new Error(`no CommitLoad for ${url}`);
  const spans = events
    .filter((e) => e.pid === commit.pid && e.tid === commit.tid && e.ph === "X")
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const ours = (e: TraceEvent) =>
    JSON.stringify(e.args ?? {}).includes(embed ? `/${EMBED_FOLDER}` : "chrome-extension://");
  const byName = new Map<string, number>();
  const add = (name: string, ms: number) => byName.set(name, (byName.get(name) ?? 0) + ms);
  let end = 0;
  for (let k = 0; k < spans.length; k++) {
    const task = spans[k]!;
    if ((task.name !== "RunTask" && task.name !== "ThreadControllerImpl::RunTask") || task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    const inner: TraceEvent[] = [];
    for (let j = k + 1; j < spans.length && spans[j]!.ts < end; j++) inner.push(spans[j]!);
    if (inner.some(ours)) continue;
    let childEnd = 0;
    let children = 0;
    for (const child of inner) {
      if (child.ts < childEnd) continue;
      childEnd = child.ts + (child.dur ?? 0);
      add(child.name, (child.tdur ?? 0) / 1000);
      children += (child.tdur ?? 0) / 1000;
    }
    add("(task itself)", Math.max(0, (task.tdur ?? 0) / 1000 - children));
  }
  return byName;
}

const samples: Record<string, Map<string, number>[]> = { [us]: [], [baseline]: [] };
try {
  // One load a side first, unmeasured, as the bench does.
  for (let i = 0; i <= loads; i++) {
    for (const [side, browser] of Object.entries(sides)) {
      const page = await browser.newPage();
      await page.tracing.start({ categories: TRACE_CATEGORIES });
      await page.goto(server.url(pathOf(side)), { waitUntil: "load" });
      // Long enough for a sliced scan of a 5 MB page to end.
      await new Promise((done) => setTimeout(done, 3000));
      const trace = await page.tracing.stop();
      await page.close();
      if (i === 0 || !trace) continue;
      const parsed = JSON.parse(Buffer.from(trace).toString("utf8")) as { traceEvents: TraceEvent[] };
      samples[side]!.push(pageTasksByName(parsed.traceEvents, server.url(pathOf(side))));
    }
  }
} finally {
  for (const browser of new Set(Object.values(sides))) await browser.close();
  await server.close();
  rmSync(generated, { recursive: true, force: true });
  rmSync(bareDir, { recursive: true, force: true });
  rmSync(embedPages, { recursive: true, force: true });
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const names = new Set(Object.values(samples).flatMap((maps) => maps.flatMap((m) => [...m.keys()])));
const rows = [...names].map((name) => {
  const withUs = median(samples[us]!.map((m) => m.get(name) ?? 0));
  const other = median(samples[baseline]!.map((m) => m.get(name) ?? 0));
  return { name, withUs, other };
});
rows.sort((a, b) => Math.abs(b.withUs - b.other) - Math.abs(a.withUs - a.other));
console.log(
  `${path}, ${loads} loads a side: the page's own tasks by their top-level events, median ms of CPU`,
);
console.log(`| event | with ${us} | ${baseline} | difference |\n| --- | --- | --- | --- |`);
for (const r of rows.slice(0, 12))
  console.log(
    `| ${r.name} | ${r.withUs.toFixed(1)} | ${r.other.toFixed(1)} | ${(r.withUs - r.other).toFixed(1)} |`,
  );
