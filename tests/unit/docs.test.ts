/**
 * The documents and comments stay true to the code: every repository path they cite exists, every
 * `Class.member` they name is declared in that class's file, the content script's budget the
 * decision records state is the one the build enforces, and measured figures appear only where the
 * benches write them or in the dated log (see FIGURE below).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => pattern.test(f) && !f.includes("node_modules"))
    .map((f) => join(dir, f));
}

const DOCS = ["README.md", "SECURITY.md", "data/README.md", ...files("docs", /\.md$/)];
/** The dated log tells of code as it was on each date, removed files and members included. */
const CURRENT_DOCS = DOCS.filter((file) => file !== "docs/LOG.md");
const SOURCES = ["build.ts", ...files("src", /\.tsx?$/), ...files("tests", /\.tsx?$/)];

/** Comment lines only: code may build paths that are not meant to exist. */
function comments(source: string): string {
  return source
    .split("\n")
    .filter((line) => /^\s*(\*|\/\/|\/\*)/.test(line))
    .join("\n");
}

/** Paths that stand for any file in an example, not for one that should exist. */
// data/README.md's sample build errors: an entry, and a language in a script with no code (issue 33).
const EXAMPLES = new Set(["data/entries/x.json", "data/grammar/languages/th.json"]);

const PATH = /(?<![\w/.-])(?:src|tests|docs|data)\/[\w./-]*\.(?:ts|tsx|json|md|css|html|js)\b/g;

function citedPaths(): { file: string; path: string }[] {
  const cited: { file: string; path: string }[] = [];
  for (const file of CURRENT_DOCS)
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
    for (const file of [...CURRENT_DOCS, ...SOURCES]) {
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
    expect(adr).toContain(`content.js ≤ ${kb} KB`);
    expect(readFileSync(join(root, "docs/ARCHITECTURE.md"), "utf8")).toContain(`${kb} KB budget`);
    // The page bench reports content.js against the same budget.
    expect(readFileSync(join(root, "tests/bench/page-report.ts"), "utf8")).toContain(
      `contentScriptBytes: ${kb} * 1024`,
    );
    expect(readFileSync(join(root, "tests/bench/run.ts"), "utf8")).toContain(`content.js ≤ ${kb} KB`);
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

  it("give one recipe for each kind of change, naming the files to edit and the test that holds it", () => {
    const recipes = whereToChange();
    for (const kind of RECIPE_KINDS) {
      const found = recipes.filter((r) => r.kind === kind);
      expect(found.length, `"${kind}": recipes in ARCHITECTURE.md's "Where to change things"`).toBe(1);
      const paths = backtickedPaths(found[0]!.text);
      expect(
        paths.filter((p) => /^(src|data)\//.test(p)),
        `"${kind}": names the files to edit`,
      ).not.toEqual([]);
      expect(
        paths.filter((p) => /^tests\/.*\.test\.tsx?$/.test(p)),
        `"${kind}": names the test that holds it`,
      ).not.toEqual([]);
    }
  });

  it("name in every recipe only files that exist (a <code> or <id> stands for any file there)", () => {
    const named = whereToChange().flatMap((r) =>
      backtickedPaths(r.text).map((path) => ({ kind: r.kind, path })),
    );
    expect(named.length).toBeGreaterThan(40);
    const missing = named.filter(({ path }) => !pathExists(path)).map(({ kind, path }) => `${kind}: ${path}`);
    expect(missing).toEqual([]);
    expect(pathExists("src/_locales/<code>/messages.json")).toBe(true);
    expect(pathExists("src/_locales/<code>/nothing.json")).toBe(false);
  });

  it("quote measured figures only in the benches' generated sections and the dated log", () => {
    expect(
      figuresInProse("docs/adr/000-example.md", "content.js is 16.9 KB.\nIts budget: content.js ≤ 48 KB."),
    ).toEqual(["docs/adr/000-example.md:1: 16.9 KB"]);
    const found = PROSE.flatMap((file) => figuresInProse(file, readFileSync(join(root, file), "utf8")));
    expect(found).toEqual([]);
  });

  it("state the design's constants as the code sets them", () => {
    for (const { figure, file, code } of CONSTANTS)
      expect(readFileSync(join(root, file), "utf8"), `${figure}: ${file}`).toMatch(code);
  });

  it("keep BENCHMARKS.md's generated sections between their markers, one pair per bench", () => {
    const text = readFileSync(join(root, "BENCHMARKS.md"), "utf8");
    for (const id of ["detector", "page", "suite"]) {
      expect(text.split(`<!-- BEGIN ${id} -->`).length, id).toBe(2);
      expect(text.split(`<!-- END ${id} -->`).length, id).toBe(2);
      expect(text.indexOf(`<!-- BEGIN ${id} -->`), id).toBeLessThan(text.indexOf(`<!-- END ${id} -->`));
    }
  });
});

/**
 * Measured figures (times, sizes, ratios, rates) drift from the code they describe, so they are
 * written only where a bench writes them, BENCHMARKS.md's sections between `<!-- BEGIN name -->` and
 * `<!-- END name -->`, or in the dated log, docs/LOG.md, whose every figure is of its entry's date.
 * Everywhere else in PROSE, a number followed by ms, µs, s, min, ×, KB, MB or GB is a measured
 * figure unless it is one of these, which are decisions, not measurements:
 * - a bound: "≤", "≥", "<", ">", "at most", "at least", "up to", "within", "budget" or "limit" in the
 *   BOUND_BEFORE characters before it, or "budget", "limit" or "cap" right after it or one word on
 *   ("content.js ≤ 48 KB", "a 48 KB budget", "a 100 KB content-script budget", "sync limits an
 *   item to 8 KB");
 * - the size of an input, not of a result: a size followed by "page", "paragraph" or "of HTML",
 *   "of text", "of prose" ("the 5 MB pages", "a 1 MB paragraph");
 * - one of CONSTANTS, a value the code sets, checked against it ("slices of at most 8 ms").
 * Binary units (KiB, MiB, GiB) are not matched: they are used for limits only ("16 MiB"); nor is
 * "×" between two numbers, a size in pixels ("480 × 420 px").
 */
const PROSE = [
  "README.md",
  "SECURITY.md",
  "data/README.md",
  "docs/ARCHITECTURE.md",
  "docs/DETECTION.md",
  ...files("docs/adr", /\.md$/),
  "BENCHMARKS.md",
];
const FIGURE = /\d[\d,.]*(?:\s?[–-]\s?\d[\d,.]*)?\s?(?:ms|µs|s|min|×(?!\s?\d)|KB|MB|GB)(?![\p{L}\p{N}])/gu;
const BOUND_BEFORE = 30;
const BOUND_WORDS_BEFORE = /≤|≥|<|>|\bat most\b|\bat least\b|\bup to\b|\bwithin\b|budget|limit/i;
const BOUND_WORDS_AFTER = /^\s?(?:[\w.-]+\s)?(?:budget|limit|cap)\b/i;
const INPUT_SIZE = /^\s?[KMG]B(?: page| paragraph| of HTML| of text| of prose)/;
/** Constants of the design that the documents state, each checked against the file that sets it. */
const CONSTANTS: { figure: string; file: string; code: RegExp }[] = [
  { figure: "8 ms", file: "src/content/common/scheduler.ts", code: /SLICE_MS = 8\b/ },
  { figure: "50 ms", file: "tests/e2e/harness/page.ts", code: /POLL_MS = 50\b/ },
  { figure: "300 ms", file: "src/shared/settings.ts", code: /hoverDelayMs: 300\b/ },
  { figure: "150 ms", file: "src/content/popover/hover-intent.ts", code: /LEAVE_DELAY_MS = 150\b/ },
  { figure: "600 ms", file: "src/content/popover/hover-intent.ts", code: /GRACE_MS = 600\b/ },
  { figure: "140 ms", file: "src/ui/box-styles.ts", code: /animation: bl-in 140ms/ },
  { figure: "120 s", file: "tests/e2e/harness/patience.ts", code: /WAIT_MS = 120_000/ },
  { figure: "240 s", file: "vitest.config.ts", code: /testTimeout: 240_000/ },
];

/** BENCHMARKS.md's generated sections and the dated log are where figures belong. */
function withoutGenerated(text: string): string {
  return text.replace(/<!-- BEGIN (\w+) -->[\s\S]*?<!-- END \1 -->/g, (block) =>
    block.replace(/[^\n]/g, " "),
  );
}

/** `file:line: figure` for every measured figure in the prose of `text` (file names the rules' exceptions). */
function figuresInProse(file: string, text: string): string[] {
  const prose = withoutGenerated(text);
  const found: string[] = [];
  for (const m of prose.matchAll(FIGURE)) {
    const at = m.index;
    const before = prose.slice(Math.max(0, at - BOUND_BEFORE), at);
    const after = prose.slice(at + m[0].length);
    const figure = m[0].replace(/\s/g, " ");
    if (BOUND_WORDS_BEFORE.test(before) || BOUND_WORDS_AFTER.test(after)) continue;
    if (INPUT_SIZE.test(prose.slice(at + m[0].search(/\s?[KMG]B$/)))) continue;
    if (CONSTANTS.some((c) => c.figure === figure)) continue;
    found.push(`${file}:${prose.slice(0, at).split("\n").length}: ${figure}`);
  }
  return found;
}

/** The kinds of change ARCHITECTURE.md's "Where to change things" must give one recipe each (issue 33). */
const RECIPE_KINDS = [
  "A verse",
  "An event",
  "A citation language",
  "An interface language",
  "A translation version",
  "A popover section",
  "A setting",
];

/** The recipes of ARCHITECTURE.md's "Where to change things": each bullet's bold kind and its text. */
function whereToChange(): { kind: string; text: string }[] {
  const architecture = readFileSync(join(root, "docs/ARCHITECTURE.md"), "utf8");
  const section = /\n## Where to change things\n([\s\S]*?)(?=\n## )/.exec(architecture)?.[1] ?? "";
  return section
    .split(/\n(?=- \*\*)/)
    .map((text) => ({ kind: /^- \*\*(.+?)\*\*/.exec(text)?.[1] ?? "", text }))
    .filter((r) => r.kind !== "");
}

/**
 * The repository paths a recipe names in backticks: a file with an extension (`src/ui/layout.ts`,
 * `manifest.json`) or a folder (`src/core/detect/`); not code (`t("key")`, `S:V`, `data-badr-lens="off"`).
 */
function backtickedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => m[1]!)
    .filter((p) => /^[\w.<>-]+(\/[\w.<>-]+)*(\.(ts|tsx|json|md|css|html|js)|\/)$/.test(p));
}

/** Whether `path` exists; a segment in angle brackets (`<code>`) matches any entry of its folder. */
function pathExists(path: string): boolean {
  let candidates = [""];
  for (const segment of path.replace(/\/$/, "").split("/")) {
    candidates = candidates.flatMap((dir) => {
      if (!/<\w+>/.test(segment)) return existsSync(join(root, dir, segment)) ? [join(dir, segment)] : [];
      const pattern = new RegExp(`^${segment.replace(/[.]/g, "\\.").replace(/<\w+>/g, "[^/]+")}$`);
      // A candidate that is a file has no entries: only a folder goes on to the next segment.
      const entries =
        existsSync(join(root, dir)) && statSync(join(root, dir)).isDirectory()
          ? readdirSync(join(root, dir))
          : [];
      return entries.filter((e) => pattern.test(e)).map((e) => join(dir, e));
    });
  }
  return candidates.length > 0;
}
