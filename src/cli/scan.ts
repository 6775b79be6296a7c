/**
 * `npm run --silent scan -- FILE...`: the core detector over files, one JSON object per reference
 * on stdout (contract in ARCHITECTURE.md). `.html`/`.htm` files are scanned as their visible text,
 * with blocks separated by a blank line so that paragraphs stay paragraphs for the context rules;
 * `-` is stdin; anything else is read as UTF-8 text. Options: see USAGE in args.ts.
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { JSDOM, VirtualConsole } from "jsdom";
import { createDetector, type Detector } from "../core/detect/index.ts";
import { INLINE_TAGS, NON_PROSE_TAGS } from "../core/text/tags.ts";
import { coveredTargets, DatasetError, loadDataset } from "../node/dataset.ts";
import { loadGrammar } from "../node/grammar.ts";
import { callerDirectory, inputPath, parseScanArgs, type ScanOptions, USAGE, UsageError } from "./args.ts";
import { InputError, readText } from "./input.ts";
import { jsonLine, warn } from "./output.ts";

const DATA = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "data");

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

/**
 * A detector for the dataset's tables and covered targets. A dataset the build would refuse fails
 * the command with the build's own message (file, field, problem), rather than scanning against a guess of the targets.
 */
function loadDetector(dataDir: string): Detector | undefined {
  try {
    const targets = coveredTargets(loadDataset(dataDir));
    return createDetector(loadGrammar(dataDir), targets);
  } catch (error) {
    if (error instanceof DatasetError) warn(error.message);
    else warn(`cannot load the dataset in ${dataDir}: ${(error as Error).message}`);
    return undefined;
  }
}

/** The text to scan, or undefined after saying on stderr why there is none. */
async function textOf(file: string, options: ScanOptions): Promise<string | undefined> {
  try {
    const raw = await readText(file, inputPath(file, options.callerDir), options);
    return /\.html?$/i.test(file) ? visibleText(raw) : raw;
  } catch (error) {
    warn(error instanceof InputError ? error.message : `cannot read ${file}: ${(error as Error).message}`);
    return undefined;
  }
}

/** Scans every file it can; one that cannot be read or is refused is reported and makes the status 2. */
async function scanFiles(options: ScanOptions, detector: Detector): Promise<number> {
  let status = 0;
  for (const file of options.files) {
    const text = await textOf(file, options);
    if (text === undefined) {
      status = 2;
      continue;
    }
    const lines = detector
      .find(text)
      .map((r) => jsonLine({ file, start: r.start, end: r.end, text: r.text, targets: r.targets }));
    // Written file by file, so a long scan does not hold every record until the end.
    if (lines.length) process.stdout.write(`${lines.join("\n")}\n`);
  }
  return status;
}

function optionsFrom(argv: string[]): ScanOptions | undefined {
  try {
    return parseScanArgs(argv, DATA, callerDirectory());
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    warn(error.message);
    process.stderr.write(USAGE);
    return undefined;
  }
}

async function main(argv: string[]): Promise<number> {
  const options = optionsFrom(argv);
  if (!options) return 2;
  const detector = loadDetector(options.dataDir);
  if (!detector) return 2;
  return scanFiles(options, detector);
}

// Run only as a command, so tests can import visibleText.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
