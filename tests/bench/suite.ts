/**
 * The test suite's own time: `npm run bench -- suite` reads what the last `npm test` left in .tmp/
 * (run.json from tests/run-all.ts, one Vitest JSON report per lane) and writes the table of lanes
 * and files to BENCHMARKS.md, beside the run this layout replaced (suite-baseline.json). Nothing
 * here is a test: no duration is asserted anywhere.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** What tests/run-all.ts writes to .tmp/run.json. */
export interface SuiteRecord {
  startedAt: string;
  /** The whole `npm test`, wall clock. */
  seconds: number;
  cores: number;
  /** One-minute load average at the start and at the end. */
  load: [number, number];
  /** Each step, in seconds from the run's start. */
  steps: { step: string; start: number; end: number }[];
}

export interface FileTime {
  /** Under tests/. */
  file: string;
  lane: string;
  tests: number;
  seconds: number;
}

export interface SuiteRun extends SuiteRecord {
  files: FileTime[];
}

interface VitestJson {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

/** The run that .tmp/ (or `dir`) holds. */
export function readSuiteRun(dir: string): SuiteRun {
  const runFile = join(dir, "run.json");
  if (!existsSync(runFile)) throw new Error(`${runFile} is missing: run \`npm test\` first`);
  const record = JSON.parse(readFileSync(runFile, "utf8")) as SuiteRecord;
  const files: FileTime[] = [];
  for (const report of readdirSync(dir).filter((f) => f.endsWith(".json") && f !== "run.json")) {
    const lane = report.replace(/\.json$/, "");
    const json = JSON.parse(readFileSync(join(dir, report), "utf8")) as VitestJson;
    for (const result of json.testResults)
      files.push({
        file: result.name.slice(result.name.lastIndexOf("/tests/") + "/tests/".length),
        lane,
        tests: result.assertionResults.length,
        seconds: (result.endTime - result.startTime) / 1000,
      });
  }
  return { ...record, files };
}

const s = (x: number | undefined) => (x === undefined ? "—" : `${x.toFixed(1)}`);
const minutes = (x: number) => `${Math.floor(x / 60)} min ${Math.round(x % 60)} s`;

/** A file's time in a run, summed over the lanes it ran in (one per browser). */
function byFile(run: SuiteRun): Map<string, { lanes: string[]; tests: number; seconds: number }> {
  const out = new Map<string, { lanes: string[]; tests: number; seconds: number }>();
  for (const f of run.files) {
    const row = out.get(f.file) ?? { lanes: [], tests: 0, seconds: 0 };
    if (!row.lanes.includes(f.lane)) row.lanes.push(f.lane);
    row.tests += f.tests;
    row.seconds += f.seconds;
    out.set(f.file, row);
  }
  return out;
}

/** The markdown of the suite's section: the whole run, its steps and every file, now and before. */
export function suiteTable(run: SuiteRun, before: SuiteRun): string {
  const lines = [
    `Last run: ${run.startedAt.slice(0, 16).replace("T", " ")} UTC, ${run.cores} cores, load average ${run.load[0].toFixed(1)} at the start and ${run.load[1].toFixed(1)} at the end.`,
    `\`npm test\` took **${minutes(run.seconds)}** (before: ${minutes(before.seconds)}, ${before.startedAt.slice(0, 10)}, load ${before.load[0].toFixed(1)}).`,
    "",
    "| step | starts at (s) | ends at (s) | seconds |",
    "|---|--:|--:|--:|",
    ...run.steps
      .slice()
      .sort((a, b) => a.start - b.start)
      .map((st) => `| ${st.step} | ${s(st.start)} | ${s(st.end)} | ${s(st.end - st.start)} |`),
    "",
    "Every file's wall time (an end-to-end file runs once in each browser; its time is the sum), now",
    "and in the run before this layout:",
    "",
    "| file | lanes | tests | seconds | before |",
    "|---|---|--:|--:|--:|",
  ];
  const now = byFile(run);
  const then = byFile(before);
  const names = [...new Set([...now.keys(), ...then.keys()])].sort(
    (a, b) => (now.get(b)?.seconds ?? 0) - (now.get(a)?.seconds ?? 0) || a.localeCompare(b),
  );
  for (const name of names) {
    const row = now.get(name);
    lines.push(
      `| ${name} | ${row?.lanes.join(", ") ?? "(moved or removed)"} | ${row?.tests ?? 0} | ${s(row?.seconds)} | ${s(then.get(name)?.seconds)} |`,
    );
  }
  const total = (m: Map<string, { seconds: number; tests: number }>) =>
    [...m.values()].reduce((a, r) => ({ seconds: a.seconds + r.seconds, tests: a.tests + r.tests }), {
      seconds: 0,
      tests: 0,
    });
  const [tn, tb] = [total(now), total(then)];
  lines.push(`| **all files** | | ${tn.tests} | ${s(tn.seconds)} | ${s(tb.seconds)} |`);
  return lines.join("\n");
}
