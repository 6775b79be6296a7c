/**
 * The documents and comments stay true to the code: every repository path they cite exists, every
 * `Class.member` they name is declared in that class's file, and the content script's budget the
 * decision records state is the one the build enforces.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => pattern.test(f) && !f.includes("node_modules"))
    .map((f) => join(dir, f));
}

const DOCS = ["README.md", "SECURITY.md", "data/README.md", ...files("docs", /\.md$/)];
const SOURCES = ["build.ts", ...files("src", /\.tsx?$/), ...files("tests", /\.tsx?$/)];

/** Comment lines only: code may build paths that are not meant to exist. */
function comments(source: string): string {
  return source
    .split("\n")
    .filter((line) => /^\s*(\*|\/\/|\/\*)/.test(line))
    .join("\n");
}

/** Paths that stand for any file in an example, not for one that should exist. */
const EXAMPLES = new Set(["data/entries/x.json"]); // data/README.md's sample build error

const PATH = /(?<![\w/.-])(?:src|tests|docs|data)\/[\w./-]*\.(?:ts|tsx|json|md|css|html|js)\b/g;

function citedPaths(): { file: string; path: string }[] {
  const cited: { file: string; path: string }[] = [];
  for (const file of DOCS)
    for (const m of readFileSync(join(root, file), "utf8").matchAll(PATH)) cited.push({ file, path: m[0] });
  for (const file of SOURCES)
    for (const m of comments(readFileSync(join(root, file), "utf8")).matchAll(PATH))
      cited.push({ file, path: m[0] });
  return cited;
}

describe("documents and comments", () => {
  it("cite only paths that exist", () => {
    const cited = citedPaths();
    expect(cited.length).toBeGreaterThan(50);
    const missing = cited
      .filter(({ path }) => !EXAMPLES.has(path) && !existsSync(join(root, path)))
      .map((c) => `${c.file}: ${c.path}`);
    expect(missing).toEqual([]);
  });

  it("name only class members that exist", () => {
    const classes = new Map<string, string>();
    for (const file of files("src", /\.tsx?$/)) {
      const text = readFileSync(join(root, file), "utf8");
      for (const m of text.matchAll(/\bclass (\w+)/g)) classes.set(m[1]!, text);
    }
    const problems: string[] = [];
    for (const file of [...DOCS, ...SOURCES]) {
      const text = readFileSync(join(root, file), "utf8");
      const prose = file.endsWith(".md") ? text : comments(text);
      for (const m of prose.matchAll(/\b([A-Z]\w+)\.(\w+)\b/g)) {
        const body = classes.get(m[1]!);
        if (body === undefined) continue;
        if (!new RegExp(`\\b${m[2]}\\b\\s*[(:=<]|\\b(get|set) ${m[2]}\\b`).test(body))
          problems.push(`${relative(root, join(root, file))}: ${m[0]}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("state the content script's budget the build enforces", () => {
    const build = readFileSync(join(root, "build.ts"), "utf8");
    const kb = Number(/CONTENT_SCRIPT_BUDGET_BYTES = (\d+) \* 1024/.exec(build)?.[1]);
    expect(kb).toBeGreaterThan(0);
    const adr = readFileSync(join(root, "docs/adr/006-popover-isolation.md"), "utf8");
    expect(adr).toMatch(new RegExp(`budget \\(build fails\\)\\s*\\|[^|]*\\|\\s*${kb} KB`));
    expect(readFileSync(join(root, "docs/ARCHITECTURE.md"), "utf8")).toContain(`${kb} KB budget`);
  });

  it("give one recipe for a citation language: a data file and its test table, in every place that says how", () => {
    const recipes = {
      "docs/ARCHITECTURE.md": /- \*\*A citation language\*\*[\s\S]*?(?=\n- \*\*)/,
      "data/README.md": /### Languages[\s\S]*?(?=\n#|$(?![\s\S]))/,
      "docs/adr/011-languages-as-data.md": /\*\*One data file per language\*\*[\s\S]*?(?=\n- \*\*)/,
    };
    for (const [file, section] of Object.entries(recipes)) {
      const recipe = section.exec(readFileSync(join(root, file), "utf8"))?.[0] ?? "";
      expect(recipe, file).toMatch(/(data\/)?grammar\/languages\/<(code|bcp47)>\.json/);
      expect(recipe, file).toMatch(/languages\.test\.ts|tests\/unit\/core\/detect\/languages\/<code>\.ts/);
    }
  });
});
