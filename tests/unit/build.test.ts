/**
 * Acceptance for issue 3: the real build refuses each broken dataset, exits non-zero and prints the
 * validator's list on stderr. Spawns the build as a person would run it, so it also checks that
 * build.ts validates before bundling and passes the DatasetError message through unmangled.
 */
import { execFile } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { brokenFixtureNames, makeTempDir, materialiseBroken, REPO_DIR } from "../fixtures/datasets/make.ts";

const run = promisify(execFile);

async function build(
  dataDir: string,
  outDir: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run("npx", ["tsx", "build.ts", "--data", dataDir, "--out", outDir], {
      cwd: REPO_DIR,
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof e.code !== "number") throw error; // spawn failure or timeout, not an exit code
    return { code: e.code, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}

describe.concurrent("npm run build on a broken dataset", () => {
  it.each(brokenFixtureNames())(
    "%s: fails, listing every problem on stderr",
    async (name) => {
      const { dir, expected } = materialiseBroken(name);
      const out = join(makeTempDir(`out-${name}`), "dist");
      const result = await build(dir, out);
      expect(result.code).not.toBe(0);
      const count = expected.length === 1 ? "1 problem" : `${expected.length} problems`;
      // The whole block, in order and contiguous: header first, then one line per problem.
      expect(result.stderr).toContain([`The dataset has ${count}:`, ...expected].join("\n"));
      expect(existsSync(join(out, "chrome")), "nothing is built from a broken dataset").toBe(false);
      rmSync(dir, { recursive: true, force: true });
    },
    120_000,
  );
});
