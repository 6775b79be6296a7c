/** The scan command's arguments, checked and resolved before any file is read. */
import { resolve } from "node:path";
import { parseArgs } from "node:util";

export const DEFAULT_MAX_SIZE = 16 * 1024 * 1024;

export const USAGE = `usage: npm run --silent scan -- [--lossy] [--max-size=BYTES] [--data=DIR] FILE...
  FILE              a .txt file, a .html/.htm file (its visible text), or - for standard input;
                    relative paths are from the directory npm was run in
  --lossy           read invalid UTF-8 with U+FFFD in place of each bad sequence
                    (without it, such a file is refused)
  --max-size=BYTES  refuse larger files (default ${DEFAULT_MAX_SIZE}, 16 MiB)
  --data=DIR        the dataset folder to load instead of the package's data/
  --url=URL         the address the files were read from, for the page's context (a Quran
                    reading page's sūrah, docs/DETECTION.md); an HTML file's <title> and <h1>
                    are read anyway
`;

/** Arguments that do not make a command; the message says which, and the usage follows it. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

export interface ScanOptions {
  /** As given: the `file` field of each record and the name in messages. */
  files: string[];
  lossy: boolean;
  maxSize: number;
  /** Absolute. */
  dataDir: string;
  /** Where relative paths are resolved from. */
  callerDir: string;
  /** --url: the page's address, for its context. */
  url?: string;
}

/**
 * `npm run` starts the command in the package root, not where the user typed it; npm passes that
 * directory as INIT_CWD, so relative paths mean what they meant in the user's shell.
 */
export function callerDirectory(): string {
  return process.env.INIT_CWD || process.cwd();
}

/** Where `file` is read from: "-" stays standard input, a relative path is taken from callerDir. */
export function inputPath(file: string, callerDir: string): string {
  return file === "-" ? file : resolve(callerDir, file);
}

export function parseScanArgs(argv: string[], defaultDataDir: string, callerDir: string): ScanOptions {
  const { values, positionals } = parseStrictly(argv);
  if (positionals.length === 0) throw new UsageError("no FILE given");
  return {
    files: positionals,
    lossy: values.lossy ?? false,
    maxSize: values["max-size"] === undefined ? DEFAULT_MAX_SIZE : byteCount(values["max-size"]),
    dataDir: values.data === undefined ? defaultDataDir : resolve(callerDir, values.data),
    callerDir,
    ...(values.url === undefined ? {} : { url: values.url }),
  };
}

function parseStrictly(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: {
        lossy: { type: "boolean" },
        "max-size": { type: "string" },
        data: { type: "string" },
        url: { type: "string" },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function byteCount(value: string): number {
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new UsageError(`--max-size wants a whole number of bytes above 0, not ${JSON.stringify(value)}`);
  }
  return n;
}
