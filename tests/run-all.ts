/**
 * `npm test`: everything, in the order that fails fastest.
 *   1. browsers: Debian's chromium and firefox-esr (installed with apt-get when missing and root)
 *   2. typecheck (browser and Node configs)   3. lint and format (Biome)
 *   4. build (dist/)   5. unit tests (Vitest)   6. web-ext lint on dist/firefox (0 errors)
 *   7. end-to-end tests in Chromium and Firefox ESR (Vitest + puppeteer-core)
 * Ends with one line "tests: N passed, N failed" and a non-zero exit if any step failed.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
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

function vitest(project: string): { ok: boolean; passed: number; failed: number } {
  const output = join(reports, `${project}.json`);
  const ok = run(`${project} tests`, "npx", [
    "vitest",
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${output}`,
  ]);
  if (!existsSync(output)) return { ok: false, passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(output, "utf8")) as VitestReport;
  // A skipped or todo test is a test that cannot fail: count it as a failure.
  const notRun = report.numPendingTests + report.numTodoTests;
  if (notRun > 0) console.error(`✗ ${project}: ${notRun} skipped or todo tests; none are allowed`);
  return { ok: ok && notRun === 0, passed: report.numPassedTests, failed: report.numFailedTests + notRun };
}

function webExtLint(): boolean {
  console.log("\n▶ web-ext lint --source-dir dist/firefox");
  const result = spawnSync("npx", ["web-ext", "lint", "--source-dir", "dist/firefox", "--output", "json"], {
    cwd: root,
    encoding: "utf8",
  });
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

function main(): number {
  let passed = 0;
  let failed = 0;
  const step = (ok: boolean) => {
    if (ok) passed++;
    else failed++;
    return ok;
  };
  if (!step(ensureBrowsers())) return finish(passed, failed);
  step(run("typecheck", "npm", ["run", "--silent", "typecheck"]));
  step(run("lint", "npx", ["biome", "check", "."]));
  const built = step(run("build", "npm", ["run", "--silent", "build"]));
  const unit = vitest("unit");
  passed += unit.passed;
  failed += unit.failed + (unit.ok || unit.failed > 0 ? 0 : 1);
  if (built) {
    step(webExtLint());
    const e2e = vitest("e2e");
    passed += e2e.passed;
    failed += e2e.failed + (e2e.ok || e2e.failed > 0 ? 0 : 1);
  } else {
    failed++;
  }
  return finish(passed, failed);
}

function finish(passed: number, failed: number): number {
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

process.exit(main());
