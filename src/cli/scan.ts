/**
 * `npm run --silent scan -- FILE...`: the core detector over files, one JSON object per reference
 * on stdout (contract in ARCHITECTURE.md). `.html`/`.htm` files are scanned as their visible text,
 * with blocks separated by a blank line so that paragraphs stay paragraphs for the context rules;
 * `-` is stdin; anything else is read as UTF-8 text.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { JSDOM, VirtualConsole } from "jsdom";
import { coveredTargets, loadDataset } from "../build/dataset.ts";
import type { Target } from "../core/dataset/types.ts";
import { createDetector } from "../core/detect/index.ts";
import { INLINE_TAGS, NON_PROSE_TAGS } from "../core/text/tags.ts";
import { jsonLine, warn } from "./output.ts";

const DATA = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "data");
const FALLBACK: Target[] = ["8:9", "8:67", "8:68", "8:69", "badr"];

/** The dataset's targets; if the dataset does not validate, the entries' raw target lists. */
function covered(): Target[] {
  try {
    return coveredTargets(loadDataset(DATA));
  } catch {
    try {
      const dir = join(DATA, "entries");
      const targets = readdirSync(dir)
        .filter((f) => f.endsWith(".json"))
        .flatMap(
          (f) => (JSON.parse(readFileSync(join(dir, f), "utf8")) as { targets?: Target[] }).targets ?? [],
        );
      return targets.length ? targets : FALLBACK;
    } catch {
      return FALLBACK;
    }
  }
}

/** Visible text of an HTML document: blocks become paragraphs, inline elements run together. */
export function visibleText(html: string): string {
  // A silent console: pages' CSS that jsdom cannot parse is not our output.
  const { document } = new JSDOM(html, { virtualConsole: new VirtualConsole() }).window;
  const out: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      out.push((node.nodeValue ?? "").replace(/\s+/g, " "));
      return;
    }
    if (node.nodeType !== 1) return;
    const el = node as Element;
    if (NON_PROSE_TAGS.has(el.tagName.toUpperCase()) || el.hasAttribute("hidden")) return;
    if (/display\s*:\s*none|visibility\s*:\s*hidden/i.test(el.getAttribute("style") ?? "")) return;
    if (el.tagName === "BR") {
      out.push("\n");
      return;
    }
    const block = !INLINE_TAGS.has(el.tagName.toUpperCase());
    if (block) out.push("\n\n");
    for (const child of el.childNodes) walk(child);
    if (block) out.push("\n\n");
  };
  if (document.body) walk(document.body);
  return out
    .join("")
    .replace(/[ \t]*\n[ \t]*/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function read(file: string): string {
  const raw = readFileSync(file === "-" ? 0 : file, "utf8");
  return /\.html?$/i.test(file) ? visibleText(raw) : raw;
}

function main(files: string[]): number {
  if (files.length === 0) {
    process.stderr.write("usage: npm run --silent scan -- FILE... (.txt, .html, or - for stdin)\n");
    return 2;
  }
  const detector = createDetector(covered());
  let status = 0;
  const lines: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = read(file);
    } catch (e) {
      warn(`cannot read ${file}: ${(e as Error).message}`);
      status = 2;
      continue;
    }
    for (const r of detector.find(text)) {
      lines.push(jsonLine({ file, start: r.start, end: r.end, text: r.text, targets: r.targets }));
    }
  }
  if (lines.length) process.stdout.write(`${lines.join("\n")}\n`);
  return status;
}

// Run only as a command, so tests can import visibleText.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
