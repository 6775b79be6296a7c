/**
 * Nothing in the project reads a path outside its checkout: a fresh clone in any folder, on a
 * machine with nothing beside it, must build and pass. Every absolute path written in the code,
 * the tests, the build and CI's script fails here, and so does any mention of a folder beside the
 * checkout, unless it is one of the system locations below that Debian's packages install, each
 * for a reason. Paths are found in comments too: a comment that names a machine's folder is how a
 * reading of that folder starts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");

/** Code and configuration, not fixture pages (whose URL paths are the page's, not the machine's). */
const CHECKED = /\.(ts|tsx|js|mjs|cjs|json|sh)$/;
/** Built output, the real pages, and this file, whose examples are the paths the rule must catch. */
const SKIPPED =
  /(^|\/)(node_modules|dist|coverage|\.tmp|\.git)(\/|$)|^tests\/fixtures\/real-pages\/|package-lock\.json$|^tests\/unit\/paths\.test\.ts$/;

function checkedFiles(root: string = ROOT): string[] {
  const top = ["build.ts", "vitest.config.ts", "package.json", "biome.json", ".ci/run"];
  const trees = ["src", "tests", "data", ".ci"].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: "utf8" }).map((f) => `${dir}/${f}`),
  );
  const tsconfigs = readdirSync(root).filter((f) => /^tsconfig.*\.json$/.test(f));
  return [...new Set([...top, ...tsconfigs, ...trees.filter((f) => CHECKED.test(f))])]
    .filter((f) => !SKIPPED.test(f))
    .sort();
}

/** The top-level folders of a Unix machine, where an absolute path starts. */
const ROOTS =
  "work|home|root|tmp|Users|mnt|media|srv|opt|var|private|usr|etc|bin|sbin|dev|proc|sys|lib|lib64|run|snap|boot|nix|Volumes";
const UNIX = new RegExp(`(?<![\\w.:/~@}<>$-])/(?:${ROOTS})(?=[/"'\`\\s;:)]|$)[^\\s"'\`;)]*`, "g");
const WINDOWS = /(?<![\w])[A-Za-z]:\\\\?[\w.-]/g;
/** The folders beside the checkout on the machine it was written on, however they are reached. */
const SIBLING = /\bshared\/(?:pages|seeds)\b/g;
/** A relative path that climbs: it must stay inside the checkout from the file that names it. */
const CLIMB = /(?<![\w.])(?:\.\.\/)+[\w.-]*/g;

/** The absolute paths in `text`, and the relative ones that leave the checkout from `file` (repo-relative). */
function absolutePathsIn(text: string, file = "src/x.ts"): string[] {
  const lines = text.split("\n").filter((line) => !line.startsWith("#!"));
  const body = lines.join("\n");
  const climbs = [...body.matchAll(CLIMB)]
    .map((m) => m[0])
    .filter((path) => relative(ROOT, resolve(ROOT, dirname(file), path)).startsWith(".."));
  return [...body.matchAll(UNIX), ...body.matchAll(WINDOWS), ...body.matchAll(SIBLING)]
    .map((m) => m[0])
    .concat(climbs);
}

/**
 * The system locations that may be named, by file: what Debian's packages install, which a
 * test must name to start or to hide. Nothing here is a folder of a person or a machine.
 */
const SYSTEM_PATHS: Record<string, { paths: string[]; why: string }> = absolute({
  "tests/e2e/harness/browsers.ts": {
    paths: ["@/usr/lib/chromium/chromium", "@/usr/bin/firefox-esr"],
    why: "Debian's chromium and firefox-esr packages install the browsers there; no test downloads one",
  },
  "tests/e2e/harness/no-arabic-fonts.ts": {
    paths: [
      "@/bin/sh",
      "@/usr/share/fonts/truetype/dejavu/DejaVuSerif*.ttf",
      "@/usr/share/fonts/opentype/fonts-hosny-amiri",
      "@/usr/share/fonts/opentype/fonts-hosny-amiri",
      "@/usr/share/fonts/truetype/dejavu",
      "@/usr/share/fonts/truetype/dejavu/",
      "@/var/cache/fontconfig",
    ],
    why: "a browser started in a mount namespace where Debian's Arabic-capable fonts are hidden",
  },
  "tests/unit/readme.test.ts": {
    paths: ["@/bin/bash"],
    why: "the README's examples run in the shell they are written for",
  },
});

/**
 * The paths this file names, written with "@/" for the root so that no absolute path stands in it
 * as text (a search of the repository for one then finds none here).
 */
function abs(text: string): string {
  return text.replaceAll("@/", "/");
}

function absolute<T>(value: T): T {
  return JSON.parse(abs(JSON.stringify(value))) as T;
}

describe("no path outside the checkout", () => {
  const files = checkedFiles();

  it("finds the files it checks: sources, tests, the build and CI", () => {
    for (const file of ["build.ts", ".ci/run", "src/core/detect/index.ts", "tests/run-all.ts"])
      expect(files).toContain(file);
  });

  it("names no absolute path but Debian's system locations, each for a reason", () => {
    const found: Record<string, string[]> = {};
    for (const file of files) {
      const paths = absolutePathsIn(readFileSync(join(ROOT, file), "utf8"), file);
      if (paths.length > 0) found[file] = paths;
    }
    const known = Object.fromEntries(Object.entries(SYSTEM_PATHS).map(([file, { paths }]) => [file, paths]));
    expect(found).toEqual(known);
  });

  it.each([
    ['const PAGES = "@/work/shared/pages";', ["@/work/shared/pages", "shared/pages"]],
    ["readFileSync(`@/home/ana/pages/` + file)", ["@/home/ana/pages/"]],
    ["// read from @/tmp/x.json", ["@/tmp/x.json"]],
    ['resolve(ROOT, "../shared/pages")', ["shared/pages"]],
    ['readFileSync(join(import.meta.dirname, "../../../pages/x.html"))', ["../../../pages"]],
    ['const dir = "C:\\\\Users\\\\ana";', ["C:\\\\U"]],
    ['import "@/usr/lib/node_modules/x";', ["@/usr/lib/node_modules/x"]],
  ])("catches %s", (line, expected) => {
    expect(absolutePathsIn(abs(line), "tests/unit/x.test.ts")).toEqual(expected.map(abs));
  });

  it.each([
    "`" + "$" + "{origin}/options.html`",
    "</option>",
    'server.url("/pages/popover-en.html")',
    '"https://example.org/tmp/x"',
    'import { platform } from "../shared/platform.ts";',
    "#!/usr/bin/env bash",
    "a/b/c and 8/67",
  ])("lets %s be", (line) => {
    expect(absolutePathsIn(abs(line), "src/content/gate/main.ts")).toEqual([]);
  });
});
