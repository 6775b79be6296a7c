/**
 * `npm test`: everything, in the order that fails fastest.
 *   1. browsers: Debian's chromium and firefox-esr (installed with apt-get when missing and root)
 *   2. typecheck (browser and Node configs)   3. lint and format (Biome)
 *   4. build (dist/)   5. unit tests (Vitest)   6. web-ext lint on dist/firefox (0 errors)
 *   7. end-to-end tests in Chromium and Firefox ESR (Vitest + puppeteer-core)
 * Steps 2-4 run side by side (each reads the sources and only the build writes, to dist/, which
 * neither tsc nor Biome reads), and so do 5 (on one worker) with 6 and 7: the single-threaded ones
 * waited on each other with a core idle. Step 7 is one Vitest run of a project for each browser,
 * several files at once. Held output is printed whole as each step ends; each Vitest run writes
 * its JSON report to .tmp/ (unit.json, e2e.json) and the run its steps' times (run.json), which
 * `npm run bench -- suite` reads into BENCHMARKS.md.
 * Ends with the failed tests and steps, a line each (where a log's tail shows them), then one line
 * "tests: N passed, N failed", and a non-zero exit if any step failed.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join, relative } from "node:path";
import type { SuiteRecord } from "./bench/suite.ts";
import { CHROMIUM_PATH, FIREFOX_PATH } from "./e2e/harness/browsers.ts";

const root = join(import.meta.dirname, "..");
const reports = join(root, ".tmp");
mkdirSync(reports, { recursive: true });

/** When each step ran, for `npm run bench -- suite` (tests/bench/suite.ts reads .tmp/run.json). */
const record: SuiteRecord = {
  startedAt: new Date().toISOString(),
  seconds: 0,
  cores: cpus().length,
  load: [loadavg()[0]!, 0],
  steps: [],
};
const since = (t0: number) => (performance.now() - t0) / 1000;
const t0 = performance.now();

/** Times `work` as the step `title`, from the run's start. */
async function timed<T>(title: string, work: () => Promise<T>): Promise<T> {
  const start = since(t0);
  try {
    return await work();
  } finally {
    record.steps.push({ step: title, start, end: since(t0) });
  }
}

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${title}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const ok = result.status === 0;
  if (!ok) console.error(`✗ ${title} failed (exit ${result.status ?? result.signal})`);
  return ok;
}

interface Held {
  ok: boolean;
  stdout: string;
  stderr: string;
  exit: string;
}

/**
 * Each step runs in a session of its own (detached: setsid). Where the kernel groups processes by
 * session for scheduling (Linux's autogroup, on here), a lane then gets its share of the cores as
 * a whole: the end-to-end lane's browsers run dozens of threads, and, sharing one group with them,
 * the unit tests' one thread had taken 464 s of a run for 90 s of work. Their process groups are
 * killed if npm test is stopped.
 */
const children = new Set<number>();
function ownSession(child: ReturnType<typeof spawn>): void {
  if (child.pid === undefined) return;
  const pid = child.pid;
  children.add(pid);
  child.on("close", () => children.delete(pid));
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
  process.once(signal, () => {
    for (const pid of children) {
      try {
        process.kill(-pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
    process.exit(1);
  });

/** Runs `command` with its output held, for printing whole once it ends. */
function runHeld(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Held> {
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
      detached: true,
    });
    ownSession(child);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("close", (code, signal) => {
      const stdout = Buffer.concat(out).toString("utf8");
      const stderr = Buffer.concat(err).toString("utf8");
      done({ ok: code === 0, stdout, stderr, exit: String(code ?? signal) });
    });
    child.on("error", (error) => done({ ok: false, stdout: "", stderr: String(error), exit: "none" }));
  });
}

/** The same for a step whose output is its report: printed under its title as it ends. */
async function runAside(
  title: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<boolean> {
  const result = await timed(title, () => runHeld(command, args, env));
  console.log(`\n▶ ${title}: ${command} ${args.join(" ")}`);
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  if (!result.ok) console.error(`✗ ${title} failed (exit ${result.exit})`);
  return result.ok;
}

function ensureBrowsers(): boolean {
  const missing = [
    [CHROMIUM_PATH, "chromium"],
    [FIREFOX_PATH, "firefox-esr"],
  ].filter(([path]) => !existsSync(path!));
  if (missing.length === 0) return true;
  const packages = missing.map(([, pkg]) => pkg!);
  if (process.getuid?.() !== 0) {
    console.error(
      `The browser tests need Debian's ${packages.join(" and ")}. Install them as root:\n` +
        `  apt-get update && apt-get install -y ${packages.join(" ")}`,
    );
    return false;
  }
  return (
    run("apt-get update", "apt-get", ["update"]) &&
    run("install browsers", "apt-get", ["install", "-y", "--no-install-recommends", ...packages], {
      DEBIAN_FRONTEND: "noninteractive",
    })
  );
}

interface VitestReport {
  testResults: {
    name: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

/**
 * Runs a Vitest project. `held`: its output is held and printed whole when it ends, for a run
 * beside another that prints as it goes.
 */
interface RunResult {
  ok: boolean;
  passed: number;
  failed: number;
  /** Each failed test's file, name and first line of its message. */
  failures: string[];
}

async function vitest(
  project: string | string[],
  {
    held = false,
    extra = [] as string[],
    files = [] as string[],
    name = String(project),
    env = {} as NodeJS.ProcessEnv,
  } = {},
): Promise<RunResult> {
  const output = join(reports, `${name}.json`);
  const projects = [project].flat().flatMap((p) => ["--project", p]);
  const args = ["vitest", "run", ...projects, "--reporter=default", "--reporter=json"];
  args.push(`--outputFile.json=${output}`, ...extra, ...files);
  let ok: boolean;
  if (held) {
    ok = await runAside(`${name} tests`, "npx", args, env);
  } else {
    // Asynchronous, so that a step running beside it can be read meanwhile.
    console.log(`\n▶ ${name} tests: npx ${args.join(" ")}`);
    ok = await timed(
      `${name} tests`,
      () =>
        new Promise<boolean>((done) => {
          const child = spawn("npx", args, {
            cwd: root,
            stdio: "inherit",
            env: { ...process.env, ...env },
            detached: true,
          });
          ownSession(child);
          child.on("close", (code, signal) => {
            if (code !== 0) console.error(`✗ ${name} tests failed (exit ${code ?? signal})`);
            done(code === 0);
          });
          child.on("error", () => done(false));
        }),
    );
  }
  if (!existsSync(output))
    return { ok: false, passed: 0, failed: 1, failures: [`${name}: no report written`] };
  const report = JSON.parse(readFileSync(output, "utf8")) as VitestReport;
  // A skipped or todo test is a test that cannot fail: count it as a failure.
  const notRun = report.numPendingTests + report.numTodoTests;
  if (notRun > 0) console.error(`✗ ${name}: ${notRun} skipped or todo tests; none are allowed`);
  return {
    ok: ok && notRun === 0,
    passed: report.numPassedTests,
    failed: report.numFailedTests + notRun,
    failures: failuresOf(report),
  };
}

/** The failed tests of a report, a line each: printed again at the end, where a log's tail shows them. */
function failuresOf(report: VitestReport): string[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status !== "passed")
      .map((test) => {
        const message = (test.failureMessages?.[0] ?? "").split("\n")[0]!.slice(0, 300);
        return `${relative(root, file.name)} › ${test.fullName} (${test.status}): ${message}`;
      }),
  );
}

/** web-ext lint's JSON report of dist/firefox, held (it runs beside the unit tests). */
function webExtLint(): Promise<Held> {
  return runHeld("npx", ["web-ext", "lint", "--source-dir", "dist/firefox", "--output", "json"]);
}

/** Prints the report; passes with no error (warnings are explained in the README). */
function webExtLintReport(result: Held): boolean {
  console.log("\n▶ web-ext lint --source-dir dist/firefox");
  try {
    const report = JSON.parse(result.stdout) as {
      summary: { errors: number; warnings: number };
      errors: { code: string; file?: string; message: string }[];
      warnings: { code: string; file?: string; message: string }[];
    };
    for (const m of [...report.errors, ...report.warnings])
      console.log(`  ${m.code} ${m.file ?? ""}: ${m.message}`);
    console.log(
      `  ${report.summary.errors} errors, ${report.summary.warnings} warnings (warnings explained in README)`,
    );
    return report.summary.errors === 0;
  } catch {
    console.error(result.stdout, result.stderr);
    return false;
  }
}

async function main(): Promise<number> {
  let passed = 0;
  let failed = 0;
  const failures: string[] = [];
  const step = (title: string, ok: boolean) => {
    if (ok) passed++;
    else {
      failed++;
      failures.push(`step: ${title}`);
    }
    return ok;
  };
  if (!step("browsers", ensureBrowsers())) return finish(passed, failed, failures);
  // The package.json typecheck script's two configs, as two processes.
  const [browserTypes, nodeTypes, linted, built] = await Promise.all([
    runAside("typecheck (browser)", "npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]),
    runAside("typecheck (Node)", "npx", ["tsc", "-p", "tsconfig.node.json", "--noEmit"]),
    runAside("lint", "npx", ["biome", "check", "."]),
    runAside("build", "npm", ["run", "--silent", "build"]),
  ]);
  step("typecheck", browserTypes && nodeTypes);
  step("lint", linted);
  step("build", built);
  // Two lanes side by side: the unit tests on one worker, and one Vitest run of the end-to-end
  // files in both browsers (projects e2e-chromium and e2e-firefox) on E2E_WORKERS workers, each
  // taking the next (file, browser) pair as it comes free. The run is CPU-bound (ADR 013): more
  // lanes or workers only added contention. Only the end-to-end run prints as it goes.
  const lanes: Promise<RunResult[]>[] = [
    vitest(["unit", "unit-isolated"], { held: true, extra: ["--maxWorkers=1"], name: "unit" }).then((r) => [
      r,
    ]),
  ];
  if (built) {
    const linting = webExtLint();
    lanes.push(
      vitest(["e2e-chromium", "e2e-firefox"], { extra: [`--maxWorkers=${E2E_WORKERS}`], name: "e2e" }).then(
        (r) => [r],
      ),
    );
    step("web-ext lint", webExtLintReport(await linting));
  } else {
    failed++;
    failures.push("step: end-to-end tests (not run: the build failed)");
  }
  for (const result of (await Promise.all(lanes)).flat()) {
    passed += result.passed;
    failed += result.failed + (result.ok || result.failed > 0 ? 0 : 1);
    failures.push(...result.failures);
  }
  return finish(passed, failed, failures);
}

/** End-to-end files at once (BADR_LENS_E2E_WORKERS overrides): measured in BENCHMARKS.md's suite section. */
const E2E_WORKERS = Number(process.env.BADR_LENS_E2E_WORKERS ?? 3);

function finish(passed: number, failed: number, failures: string[]): number {
  record.seconds = since(t0);
  record.load[1] = loadavg()[0]!;
  writeFileSync(join(reports, "run.json"), `${JSON.stringify(record, null, 2)}\n`);
  if (failures.length > 0) console.log(`\nfailed:\n${failures.map((line) => `  ✗ ${line}`).join("\n")}`);
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

process.exit(await main());
