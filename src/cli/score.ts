/**
 * `npm run score -- CASES.jsonl [...]`: precision and recall of the detector on labelled
 * sentences, measured through the `scan` command's JSON Lines (the contract in ARCHITECTURE.md),
 * as a held-out set kept outside the repository is scored. Each line of a cases file is
 * `{"text": "…", "targets": ["8:67"], "group": "tr", "html": false}`: the text, the targets a
 * reader would expect marked in it (empty for a sentence with no reference), an optional group to
 * report apart (a language, a form), and whether the text is an HTML page.
 *
 * Counted per sentence and target: a target found and expected is a true positive, found and not
 * expected a false positive, expected and not found a false negative.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export interface ScoreCase {
  text: string;
  targets: string[];
  group?: string;
  html?: boolean;
}

export interface Tally {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  cases: number;
}

export function readCases(file: string): ScoreCase[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line, at) => ({ line: line.trim(), at }))
    .filter(({ line }) => line !== "" && !line.startsWith("//"))
    .map(({ line, at }) => {
      const value = JSON.parse(line) as Partial<ScoreCase>;
      if (typeof value.text !== "string" || !Array.isArray(value.targets))
        throw new Error(`${file}:${at + 1}: a case needs "text" (string) and "targets" (array)`);
      return value as ScoreCase;
    });
}

/** Adds one sentence's comparison to a tally. */
export function tallyCase(tally: Tally, expected: readonly string[], found: ReadonlySet<string>): void {
  const wanted = new Set(expected);
  tally.cases += 1;
  for (const target of found) {
    if (wanted.has(target)) tally.truePositives += 1;
    else tally.falsePositives += 1;
  }
  for (const target of wanted) if (!found.has(target)) tally.falseNegatives += 1;
}

export function precision(t: Tally): number {
  const found = t.truePositives + t.falsePositives;
  return found === 0 ? 1 : t.truePositives / found;
}

export function recall(t: Tally): number {
  const expected = t.truePositives + t.falseNegatives;
  return expected === 0 ? 1 : t.truePositives / expected;
}

/** The targets `scan` reports for each case, by case index. */
function scanCases(cases: readonly ScoreCase[]): Set<string>[] {
  const dir = mkdtempSync(join(tmpdir(), "badr-lens-score-"));
  try {
    const files = cases.map((c, i) => {
      const file = join(dir, `case-${i}.${c.html ? "html" : "txt"}`);
      writeFileSync(file, c.text);
      return file;
    });
    const root = resolve(import.meta.dirname, "../..");
    const run = spawnSync("npx", ["tsx", "src/cli/scan.ts", ...files], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(`scan failed (exit ${run.status}): ${run.stderr}`);
    const found = cases.map(() => new Set<string>());
    for (const line of run.stdout.split("\n")) {
      if (!line) continue;
      const { file, targets } = JSON.parse(line) as { file: string; targets: string[] };
      const index = files.indexOf(file);
      for (const target of targets) found[index]?.add(target);
    }
    return found;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main(paths: string[]): void {
  if (paths.length === 0) {
    console.error("usage: npm run score -- CASES.jsonl [...]");
    process.exit(2);
  }
  const cases = paths.flatMap(readCases);
  const found = scanCases(cases);
  const tallies = new Map<string, Tally>();
  const all: Tally = { truePositives: 0, falsePositives: 0, falseNegatives: 0, cases: 0 };
  const misses: string[] = [];
  cases.forEach((c, i) => {
    const group = c.group ?? "(all)";
    const tally = tallies.get(group) ?? { truePositives: 0, falsePositives: 0, falseNegatives: 0, cases: 0 };
    tallies.set(group, tally);
    tallyCase(tally, c.targets, found[i]!);
    tallyCase(all, c.targets, found[i]!);
    const got = [...found[i]!].sort().join(" ");
    const want = [...c.targets].sort().join(" ");
    if (got !== want) misses.push(`  expected [${want}] found [${got}]: ${c.text.slice(0, 120)}`);
  });
  const row = (name: string, t: Tally) =>
    `| ${name} | ${t.cases} | ${precision(t).toFixed(3)} | ${recall(t).toFixed(3)} | ${t.truePositives} | ${t.falsePositives} | ${t.falseNegatives} |`;
  console.log(
    "| group | sentences | precision | recall | found and expected | found, not expected | missed |",
  );
  console.log("|---|---|---|---|---|---|---|");
  for (const [name, t] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) console.log(row(name, t));
  if (tallies.size > 1) console.log(row("**all**", all));
  if (misses.length > 0) console.log(`\nSentences scored wrong (${misses.length}):\n${misses.join("\n")}`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename))
  main(process.argv.slice(2));
