/**
 * The content script's tiers as folders (docs/ARCHITECTURE.md, "The content script's tiers"): each
 * folder of src/content is what one bundle adds, in the order the bundles load, and common/ is
 * what several of them share. A file may take values only from its own tier, an earlier one, or
 * the pure and shared layers (core, shared, ui); type imports may cross, since they leave nothing
 * in a bundle. A value import that reaches a later tier would copy that tier's code into an earlier,
 * smaller bundle that runs on more pages. And every bundle the build makes has a size budget.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const CONTENT = join(ROOT, "src/content");

/**
 * Each tier and the tiers it may take values from: the ones loaded before it. content.js (loader)
 * loads main.js (gate), which loads page.js, which loads popover.js and detector.js, side by side.
 */
const MAY_USE: Record<string, string[]> = {
  common: [],
  loader: ["common"],
  gate: ["common", "loader"],
  page: ["common", "loader", "gate"],
  popover: ["common", "loader", "gate", "page"],
  detector: ["common", "loader", "gate", "page"],
};
const TIERS = Object.keys(MAY_USE);
/** Layers outside src/content that any tier may take values from. */
const SHARED_LAYERS = ["src/core/", "src/shared/", "src/ui/", "src/_locales/"];
/** The most files one folder of src/content may hold, so that a tier stays readable at a glance. */
const MOST_FILES = 12;

interface Import {
  spec: string;
  typeOnly: boolean;
}

/** The module specifiers `source` imports or re-exports, static or dynamic, and whether only types. */
function importsOf(source: string): Import[] {
  const found: Import[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/gm;
  for (const m of source.matchAll(statement)) {
    const clause = m[3]!;
    // `import { type A, type B } from`: only types, though the statement is not marked.
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
    const allTyped =
      names
        ?.split(",")
        .map((n) => n.trim())
        .filter(Boolean)
        .every((n) => n.startsWith("type ")) ?? false;
    found.push({ spec: m[4]!, typeOnly: m[2] !== undefined || allTyped });
  }
  for (const m of source.matchAll(/^\s*import\s+["']([^"']+)["']/gm))
    found.push({ spec: m[1]!, typeOnly: false });
  // `typeof import("…")` names a module's type; the module itself is loaded by address, not bundled.
  for (const m of source.matchAll(/(typeof\s+)?\bimport\(\s*["']([^"']+)["']\s*\)/g))
    found.push({ spec: m[2]!, typeOnly: m[1] !== undefined });
  return found;
}

function tierOf(repoPath: string): string | undefined {
  const m = /^src\/content\/([^/]+)\//.exec(repoPath);
  return m?.[1];
}

/** Why `file` (repo-relative) may not take a value from `spec`, or undefined when it may. */
function wrongImport(file: string, spec: string): string | undefined {
  if (!spec.startsWith(".")) return undefined; // a package or a build-time virtual module
  const target = relative(ROOT, resolve(ROOT, dirname(file), spec)).replaceAll("\\", "/");
  const from = tierOf(file);
  const to = tierOf(target);
  if (to !== undefined && from !== undefined) {
    return to === from || MAY_USE[from]?.includes(to)
      ? undefined
      : `${from} takes a value from ${to}: ${target}`;
  }
  if (SHARED_LAYERS.some((layer) => target.startsWith(layer))) return undefined;
  return `takes a value from outside the tiers and the shared layers: ${target}`;
}

function contentFiles(): string[] {
  return readdirSync(CONTENT, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => `src/content/${f.replaceAll("\\", "/")}`)
    .sort();
}

describe("the content script's tiers", () => {
  it("are folders, one for each bundle and one for what they share, none of them long", () => {
    const entries = readdirSync(CONTENT);
    const folders = entries.filter((e) => statSync(join(CONTENT, e)).isDirectory()).sort();
    expect(folders).toEqual([...TIERS].sort());
    expect(
      entries.filter((e) => !folders.includes(e)),
      "files loose in src/content",
    ).toEqual([]);
    for (const folder of folders)
      expect(readdirSync(join(CONTENT, folder)).length, folder).toBeLessThanOrEqual(MOST_FILES);
  });

  it("take values only from their own tier, an earlier one, core, shared or ui", () => {
    const wrong = contentFiles().flatMap((file) =>
      importsOf(readFileSync(join(ROOT, file), "utf8"))
        .filter((i) => !i.typeOnly)
        .map((i) => wrongImport(file, i.spec))
        .filter((why) => why !== undefined)
        .map((why) => `${file}: ${why}`),
    );
    expect(wrong).toEqual([]);
  });

  it("catch a wrong import", () => {
    expect(wrongImport("src/content/gate/main.ts", "../page/scanner.ts")).toMatch(
      /gate takes a value from page/,
    );
    expect(wrongImport("src/content/page/scanner.ts", "../popover/theme.ts")).toMatch(
      /page takes a value from popover/,
    );
    expect(wrongImport("src/content/detector/detector-module.ts", "../popover/theme.ts")).toMatch(/detector/);
    expect(wrongImport("src/content/loader/index.ts", "../../node/grammar.ts")).toMatch(/outside the tiers/);
    expect(wrongImport("src/content/page/scanner.ts", "../common/seen.ts")).toBeUndefined();
    expect(wrongImport("src/content/page/scanner.ts", "../../core/detect/index.ts")).toBeUndefined();
    expect(
      importsOf('import type { A } from "../page/a.ts";\nimport { type B } from "../page/b.ts";'),
    ).toEqual([
      { spec: "../page/a.ts", typeOnly: true },
      { spec: "../page/b.ts", typeOnly: true },
    ]);
    expect(importsOf('import { a, type B } from "../page/a.ts";')[0]?.typeOnly).toBe(false);
    expect(importsOf('type M = typeof import("../page/m.ts");')[0]?.typeOnly).toBe(true);
    expect(importsOf('const m = await import("../page/m.ts");')[0]?.typeOnly).toBe(false);
  });
});

describe("the bundles' budgets", () => {
  it("name every bundle the build makes", () => {
    const build = readFileSync(join(ROOT, "build.ts"), "utf8");
    const block = (name: string) => new RegExp(`const ${name}[^=]*= \\{([^}]*)\\}`).exec(build)?.[1] ?? "";
    const keys = (text: string) => [...text.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]!).sort();
    const bundles = [...keys(block("ENTRIES")), ...keys(block("MODULE_ENTRIES"))].sort();
    expect(bundles.length).toBeGreaterThanOrEqual(8);
    expect(keys(block("BUNDLE_BUDGETS_BYTES"))).toEqual(bundles);
  });
});
