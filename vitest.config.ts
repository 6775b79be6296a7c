import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "vitest/config";
import type { BrowserKind } from "./tests/e2e/harness/browsers.ts";
import { e2eFilesFor } from "./tests/e2e/harness/lanes.ts";

const BROWSERS: BrowserKind[] = ["chromium", "firefox"];

const UNIT = "tests/unit";
/**
 * Unit test files that put stand-ins for modules or globals (vi.mock, vi.doMock, vi.stubGlobal,
 * vi.resetModules): they run with a module cache of their own. The others share one, which more
 * than halves the unit tests' time (each file no longer loads the detector and its tables anew).
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(/;
const isolatedUnitFiles = readdirSync(UNIT, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => REPLACES_MODULES.test(readFileSync(join(UNIT, file), "utf8")))
  .map((file) => `${UNIT}/${file}`);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
          exclude: isolatedUnitFiles,
          environment: "node",
          isolate: false,
          // npm test runs the unit tests beside the browsers: on a busy 2-core machine a test that
          // takes 1 s alone can take 10 (a font subset timed out at Vitest's default of 5 s).
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: "unit-isolated",
          include: isolatedUnitFiles,
          environment: "node",
          testTimeout: 120_000,
        },
      },
      // One project for each browser, so that one run hands (file, browser) pairs to its workers as
      // they come free; npm test runs three at once (tests/run-all.ts, ADR 013). Each file starts
      // its own fixture server; a worker keeps its browsers between files (harness/suite.ts).
      ...BROWSERS.map((kind) => ({
        test: {
          name: `e2e-${kind}`,
          include: e2eFilesFor(kind),
          env: { BADR_LENS_BROWSERS: kind },
          // A worker's files share its modules, and so the browser it started (harness/suite.ts).
          isolate: false,
          // Generous for a busy 2-core machine: a test that works ends in seconds on a quiet one.
          testTimeout: 240_000,
          hookTimeout: 240_000,
          globalSetup: ["tests/e2e/global-setup.ts"],
        },
      })),
    ],
  },
});
