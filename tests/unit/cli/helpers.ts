/** Running the scan command as a child process, and what its output must never contain. */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export const ROOT = join(import.meta.dirname, "../../..");
const SCAN = join(ROOT, "src/cli/scan.ts");
// Absolute, because a bare "tsx" would be looked up from the child's working directory.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

export interface RunOptions {
  input?: string | Buffer;
  cwd?: string;
  /** What npm would set; left unset (even if this process has one) when undefined. */
  initCwd?: string;
  /** Options for the child's node (a heap limit). */
  nodeArgs?: string[];
}

export function runScan(args: string[], { input, cwd = ROOT, initCwd, nodeArgs = [] }: RunOptions = {}) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.INIT_CWD;
  if (initCwd !== undefined) env.INIT_CWD = initCwd;
  return spawnSync(process.execPath, [...nodeArgs, "--import", TSX, SCAN, ...args], {
    cwd,
    env,
    input,
    encoding: "utf8",
  });
}

/** Each stdout line parsed, so a test compares records rather than spellings. */
export function records(stdout: string): unknown[] {
  return stdout
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line));
}

/**
 * Characters a terminal acts on rather than shows: C0 and C1 controls, U+061C, LRM and RLM, the line
 * and paragraph separators, bidi embeddings, overrides and isolates. Written out here, not imported,
 * so the tests check the list rather than repeat it.
 */
export const TERMINAL_UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it must find.
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
