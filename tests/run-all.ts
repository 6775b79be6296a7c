/**
 * `npm test`: everything, in the order that fails fastest.
 *   1. browsers: Debian's chromium and firefox-esr (installed with apt-get when missing and root)
 *   2. typecheck (browser and Node configs)   3. lint and format (Biome)
 *   4. build (dist/)   5. unit tests (Vitest)   6. web-ext lint on dist/firefox (0 errors)
 *   7. end-to-end tests in Chromium and Firefox ESR (Vitest + puppeteer-core)
 * Steps 2-4 run side by side (each reads the sources and only the build writes, to dist/, which
 * neither tsc nor Biome reads), and so do 5 (on one worker) with 6 and 7: the single-threaded ones
 * waited on each other with a core idle. Step 7 runs in two lanes: most files beside the unit
 * tests, the rest after them (e2eLanes). Held output is printed whole as each step ends.
 * Ends with one line "tests: N passed, N failed" and a non-zero exit if any step failed.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CHROMIUM_PATH, FIREFOX_PATH } from "./e2e/harness/browsers.ts";

const root = join(import.meta.dirname, "..");
const reports = join(root, ".tmp");
mkdirSync(reports, { recursive: true });

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

/** Runs `command` with its output held, for printing whole once it ends. */
function runHeld(command: string, args: string[]): Promise<Held> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
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
async function runAside(title: string, command: string, args: string[]): Promise<boolean> {
  const result = await runHeld(command, args);
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
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

/**
 * Runs a Vitest project. `held`: its output is held and printed whole when it ends, for a run
 * beside another that prints as it goes.
 */
async function vitest(
  project: string,
  { held = false, extra = [] as string[], files = [] as string[], name = project } = {},
): Promise<{ ok: boolean; passed: number; failed: number }> {
  const output = join(reports, `${name}.json`);
  const args = ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json"];
  args.push(`--outputFile.json=${output}`, ...extra, ...files);
  let ok: boolean;
  if (held) {
    ok = await runAside(`${name} tests`, "npx", args);
  } else {
    // Asynchronous, so that a step running beside it can be read meanwhile.
    console.log(`\n▶ ${name} tests: npx ${args.join(" ")}`);
    ok = await new Promise<boolean>((done) => {
      const child = spawn("npx", args, { cwd: root, stdio: "inherit" });
      child.on("close", (code, signal) => {
        if (code !== 0) console.error(`✗ ${name} tests failed (exit ${code ?? signal})`);
        done(code === 0);
      });
      child.on("error", () => done(false));
    });
  }
  if (!existsSync(output)) return { ok: false, passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(output, "utf8")) as VitestReport;
  // A skipped or todo test is a test that cannot fail: count it as a failure.
  const notRun = report.numPendingTests + report.numTodoTests;
  if (notRun > 0) console.error(`✗ ${name}: ${notRun} skipped or todo tests; none are allowed`);
  return { ok: ok && notRun === 0, passed: report.numPassedTests, failed: report.numFailedTests + notRun };
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
  const step = (ok: boolean) => {
    if (ok) passed++;
    else failed++;
    return ok;
  };
  if (!step(ensureBrowsers())) return finish(passed, failed);
  // The package.json typecheck script's two configs, as two processes.
  const [browserTypes, nodeTypes, linted, built] = await Promise.all([
    runAside("typecheck (browser)", "npx", ["tsc", "-p", "tsconfig.json", "--noEmit"]),
    runAside("typecheck (Node)", "npx", ["tsc", "-p", "tsconfig.node.json", "--noEmit"]),
    runAside("lint", "npx", ["biome", "check", "."]),
    runAside("build", "npm", ["run", "--silent", "build"]),
  ]);
  step(browserTypes && nodeTypes);
  step(linted);
  step(built);
  // Two lanes, one a core: the end-to-end tests (their files one after another) beside the unit
  // tests (on one worker), then beside the end-to-end files kept for after the unit tests. The
  // browsers leave part of a core idle while they wait; one lane of end-to-end files after the
  // unit tests took 12.5 of a CI run's 14 minutes, the unit tests 6 of them.
  const [early, late] = e2eLanes();
  const unitThenLate = (async () => {
    const unit = await vitest("unit", { held: true, extra: ["--maxWorkers=1"] });
    const lateRun = built ? await vitest("e2e", { held: true, files: late, name: "e2e-late" }) : undefined;
    return [unit, ...(lateRun ? [lateRun] : [])];
  })();
  const results: { ok: boolean; passed: number; failed: number }[] = [];
  if (built) {
    step(webExtLintReport(await webExtLint()));
    results.push(await vitest("e2e", { files: early }));
  } else {
    failed++;
  }
  results.push(...(await unitThenLate));
  for (const result of results) {
    passed += result.passed;
    failed += result.failed + (result.ok || result.failed > 0 ? 0 : 1);
  }
  return finish(passed, failed);
}

/**
 * The end-to-end files run after the unit tests, in the lane those free (about a quarter of the
 * end-to-end time: the rest runs beside the unit tests), and the others.
 */
const E2E_AFTER_UNIT = ["heavy.test.ts", "dataset.test.ts", "privacy.test.ts"];

function e2eLanes(): [string[], string[]] {
  const dir = join(root, "tests", "e2e");
  const files = readdirSync(dir)
    .filter((file) => file.endsWith(".test.ts"))
    .sort();
  const late = files.filter((file) => E2E_AFTER_UNIT.includes(file));
  if (late.length !== E2E_AFTER_UNIT.length)
    throw new Error(`tests/e2e lacks one of ${E2E_AFTER_UNIT.join(", ")}`);
  const early = files.filter((file) => !E2E_AFTER_UNIT.includes(file));
  return [early.map((file) => `tests/e2e/${file}`), late.map((file) => `tests/e2e/${file}`)];
}

function finish(passed: number, failed: number): number {
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

process.exit(await main());
