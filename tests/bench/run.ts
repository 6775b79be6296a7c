/**
 * `npm run bench`: runs the benchmarks and writes each one's section of BENCHMARKS.md (between its
 * BEGIN/END markers, so other benchmarks' sections are left as they are).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { report, runDetectorBench } from "./detector.ts";

const FILE = "BENCHMARKS.md";

function writeSection(id: string, body: string) {
  const begin = `<!-- BEGIN ${id} -->`;
  const end = `<!-- END ${id} -->`;
  const doc = existsSync(FILE) ? readFileSync(FILE, "utf8") : "# Benchmarks\n";
  const block = `${begin}\n${body}\n${end}`;
  const i = doc.indexOf(begin);
  const j = doc.indexOf(end);
  const next =
    i >= 0 && j > i ? doc.slice(0, i) + block + doc.slice(j + end.length) : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(FILE, next);
}

const results = runDetectorBench();
const table = report(results);
console.log(table);
const machine = `${cpus()[0]?.model ?? "unknown CPU"} ×${cpus().length}, Node ${process.version}`;
writeSection(
  "detector",
  [
    "## Detector throughput",
    "",
    `Command: \`npm run bench\` (tests/bench/detector.ts). Last run: ${new Date().toISOString().slice(0, 10)}, ${machine}.`,
    "Median of 5 interleaved runs after one warm-up (one run for the Bible parser), text fed block by block as the content script",
    "does. The floor is one pass of the detector's own trigger expression; the Bible parser is",
    "bible-passage-reference-parser 4.0.0 (English) finding Bible references in the same blocks.",
    "Goals (issue 4): within 2× of the floor on (a); faster than the Bible parser on both.",
    "",
    table,
  ].join("\n"),
);
