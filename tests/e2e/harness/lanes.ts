/**
 * Which end-to-end files run in which browser: a file written for every browser (a block over
 * BROWSER_KINDS) runs in both, a file with a block for one browser only (onlyIn) in that one.
 * Vitest's projects e2e-chromium and e2e-firefox take their files from here, so that a file with
 * no test for a browser is not handed to it (Vitest fails a file that registers no test).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserKind } from "./browsers.ts";

const E2E_DIR = join(import.meta.dirname, "..");

export function e2eFilesFor(kind: BrowserKind, dir: string = E2E_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".test.ts"))
    .sort()
    .filter((file) => {
      const source = readFileSync(join(dir, file), "utf8");
      return /\bBROWSER_KINDS\b/.test(source) || source.includes(`onlyIn("${kind}")`);
    })
    .map((file) => `tests/e2e/${file}`);
}
