/**
 * `npm run --silent scan -- FILE...`: the core detector over files, one JSON object per reference
 * on stdout (contract in ARCHITECTURE.md). `.html`/`.htm` files are read as the content script
 * reads a page (src/cli/html.ts), links to verse pages included, with offsets into their visible
 * text; `-` is stdin; anything else is read as UTF-8 text. Options: see USAGE in args.ts.
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createDetector, type Detector, type Reference } from "../core/detect/index.ts";
import { coveredTargets, DatasetError, loadDataset } from "../node/dataset.ts";
import { loadGrammar } from "../node/grammar.ts";
import { loadQuotationsCached } from "../node/quotations.ts";
import { callerDirectory, inputPath, parseScanArgs, type ScanOptions, USAGE, UsageError } from "./args.ts";
import { findInHtml } from "./html.ts";
import { HtmlLimitError } from "./html-limits.ts";
import { InputError, readText } from "./input.ts";
import { jsonLine, warn } from "./output.ts";

const DATA = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "data");

/**
 * A detector for the dataset's tables and covered targets. A dataset the build would refuse fails
 * the command with the build's own message (file, field, problem), rather than scanning against a guess of the targets.
 */
function loadDetector(dataDir: string): Detector | undefined {
  try {
    const targets = coveredTargets(loadDataset(dataDir));
    return createDetector(loadGrammar(dataDir), targets, {
      quotations: loadQuotationsCached(dataDir, targets),
    });
  } catch (error) {
    if (error instanceof DatasetError) warn(error.message);
    else warn(`cannot load the dataset in ${dataDir}: ${(error as Error).message}`);
    return undefined;
  }
}

export { visibleText } from "./html.ts";

/** The references in one input, or undefined after saying on stderr why it was not scanned. */
async function referencesIn(
  file: string,
  options: ScanOptions,
  detector: Detector,
): Promise<Reference[] | undefined> {
  try {
    const raw = await readText(file, inputPath(file, options.callerDir), options);
    if (/\.html?$/i.test(file)) return findInHtml(detector, raw, options.url);
    return detector.find(raw, options.url === undefined ? undefined : { page: { url: options.url } });
  } catch (error) {
    if (error instanceof HtmlLimitError) warn(`${file}: ${error.message}; not scanned`);
    else
      warn(error instanceof InputError ? error.message : `cannot read ${file}: ${(error as Error).message}`);
    return undefined;
  }
}

/** Scans every file it can; one that cannot be read or is refused is reported and makes the status 2. */
async function scanFiles(options: ScanOptions, detector: Detector): Promise<number> {
  let status = 0;
  for (const file of options.files) {
    const found = await referencesIn(file, options, detector);
    if (found === undefined) {
      status = 2;
      continue;
    }
    const lines = found.map((r) =>
      jsonLine({ file, start: r.start, end: r.end, text: r.text, targets: r.targets }),
    );
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
