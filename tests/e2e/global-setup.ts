/** Before any browser test: the built extension and both browsers must be there. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { CHROMIUM_PATH, DIST, FIREFOX_PATH } from "./harness/browsers.ts";

export default function setup(): void {
  for (const browser of ["chrome", "firefox"]) {
    if (!existsSync(join(DIST, browser, "manifest.json"))) {
      throw new Error(`dist/${browser} is missing: run \`npm run build\` first (npm test does).`);
    }
  }
  for (const [name, path, pkg] of [
    ["Chromium", CHROMIUM_PATH, "chromium"],
    ["Firefox ESR", FIREFOX_PATH, "firefox-esr"],
  ] as const) {
    if (!existsSync(path)) throw new Error(`${name} is not installed at ${path}: apt-get install -y ${pkg}`);
  }
}
