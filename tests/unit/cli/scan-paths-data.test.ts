/**
 * The scan command's surroundings: relative paths from the directory the user ran npm in, and the
 * dataset it loads, which must be sound, as for the build.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { DatasetError, loadDataset } from "../../../src/node/dataset.ts";
import { ROOT, records, runScan } from "./helpers.ts";

const SCAN_TIMEOUT = { timeout: 120_000 };
const dir = mkdtempSync(join(tmpdir(), "scan-env-"));
writeFileSync(join(dir, "notes.txt"), "See the Battle of Badr.\n");
const badr = { file: "notes.txt", start: 8, end: 22, text: "Battle of Badr", targets: ["badr"] };

describe("relative paths", () => {
  test("are resolved from INIT_CWD when npm sets it, and printed as given", SCAN_TIMEOUT, () => {
    const r = runScan(["notes.txt"], { cwd: ROOT, initCwd: dir });
    expect(r.stderr).toBe("");
    expect(records(r.stdout)).toEqual([badr]);
  });

  test("are resolved from the working directory without INIT_CWD", SCAN_TIMEOUT, () => {
    const r = runScan(["notes.txt"], { cwd: dir });
    expect(r.stderr).toBe("");
    expect(records(r.stdout)).toEqual([badr]);
  });

  test("work through npm run from another directory", SCAN_TIMEOUT, () => {
    const out = execFileSync("npm", ["--prefix", ROOT, "run", "--silent", "scan", "--", "notes.txt"], {
      cwd: dir,
      encoding: "utf8",
    });
    expect(records(out)).toEqual([badr]);
  });
});

describe("the dataset", () => {
  const broken = join(dir, "broken-data");
  cpSync(join(ROOT, "data"), broken, { recursive: true });
  const entry = join(broken, "entries", "badr.json");
  writeFileSync(
    entry,
    JSON.stringify({ ...JSON.parse(readFileSync(entry, "utf8")), targets: ["badr", "8:99"] }),
  );

  const buildMessage = (dataDir: string) => {
    try {
      loadDataset(dataDir);
    } catch (error) {
      if (error instanceof DatasetError) return error.message;
    }
    throw new Error(`expected ${dataDir} to be refused`);
  };

  test(
    "a broken one fails the command with the build's message (file, field, problem), exit 2",
    SCAN_TIMEOUT,
    () => {
      const r = runScan(["--data", broken, join(dir, "notes.txt")]);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toBe(`scan: ${buildMessage(broken)}\n`);
      expect(r.stderr).toContain(`${entry}: targets[1]: verse 8:99 does not exist`);
    },
  );

  test("--data is resolved like the files, from INIT_CWD", SCAN_TIMEOUT, () => {
    mkdirSync(join(dir, "empty-data"), { recursive: true });
    const r = runScan(["--data=empty-data", "notes.txt"], { initCwd: dir });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(`scan: ${buildMessage(join(dir, "empty-data"))}\n`);
  });
});

describe("usage", () => {
  test("names every option", SCAN_TIMEOUT, () => {
    const r = runScan([]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    for (const option of ["--lossy", "--max-size=BYTES", "--data=DIR"]) expect(r.stderr).toContain(option);
  });
});
