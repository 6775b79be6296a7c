import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
          environment: "node",
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          // Browsers are launched once per file, and a run takes its files one after another; npm test
          // runs a second run beside the first once the unit tests have ended (tests/run-all.ts).
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/e2e/global-setup.ts"],
        },
      },
    ],
  },
});
