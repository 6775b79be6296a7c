/**
 * One input of the scan command, from bytes to text. Each refusal is an InputError naming the input,
 * so the command can report it, skip that input and go on with the others.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { firstBadSequence } from "./utf8.ts";

/** Why one input was not scanned; the message names it and is meant for stderr as it is. */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InputError";
  }
}

export interface ReadOptions {
  /** Inputs longer than this many bytes are refused before they are parsed. */
  maxSize: number;
  /** Replace ill-formed UTF-8 with U+FFFD instead of refusing the input. */
  lossy: boolean;
}

/**
 * The text of `file` (as the user wrote it, for messages), read from `path` (where it really is), or
 * standard input for "-".
 */
export async function readText(file: string, path: string, options: ReadOptions): Promise<string> {
  const bytes =
    file === "-" ? await stdinBytes(options.maxSize) : await fileBytes(file, path, options.maxSize);
  refuseBinary(file, bytes);
  return decode(file, bytes, options.lossy);
}

/** "-" alone would read as a typo in a sentence. */
function nameOf(file: string): string {
  return file === "-" ? "standard input (-)" : file;
}

async function fileBytes(file: string, path: string, maxSize: number): Promise<Uint8Array> {
  // A regular file's size is known up front, so an oversized one is refused without reading it.
  const info = await stat(path);
  if (info.isFile() && info.size > maxSize) throw tooLarge(file, maxSize, info.size);
  return readCapped(createReadStream(path), maxSize, () => tooLarge(file, maxSize));
}

function stdinBytes(maxSize: number): Promise<Uint8Array> {
  return readCapped(process.stdin, maxSize, () => tooLarge("-", maxSize));
}

/** Pipes and devices have no size to check first, so reading stops at the first byte over the limit. */
async function readCapped(stream: Readable, maxSize: number, refusal: () => InputError): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += (chunk as Buffer).length;
    // Leaving the loop by throwing destroys the stream, so the rest is never read.
    if (total > maxSize) throw refusal();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, total);
}

/**
 * jsdom holds a whole document tree, many times the file's size (50 MB of HTML took 4 GB), so the
 * limit is checked on the bytes, before anything is parsed.
 */
function tooLarge(file: string, maxSize: number, size?: number): InputError {
  const what = size === undefined ? "" : ` ${size} bytes,`;
  return new InputError(
    `${nameOf(file)} is${what} over the ${maxSize}-byte limit; not scanned (--max-size=BYTES raises it)`,
  );
}

/** UTF-8 text has no NUL byte; a file with one is an image, an archive or UTF-16, not text to scan. */
function refuseBinary(file: string, bytes: Uint8Array): void {
  const nul = bytes.indexOf(0);
  if (nul !== -1)
    throw new InputError(`${nameOf(file)} is binary (a NUL byte at byte offset ${nul}); not scanned`);
}

/**
 * ignoreBOM keeps a leading byte-order mark as U+FEFF, as reading with Node's "utf8" always did, so
 * offsets into such files do not move.
 */
function decode(file: string, bytes: Uint8Array, lossy: boolean): string {
  if (lossy) return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch (error) {
    const offset = firstBadSequence(bytes);
    if (offset === -1) throw error;
    throw new InputError(
      `${nameOf(file)} is not valid UTF-8 (a bad byte sequence at byte offset ${offset}); not scanned ` +
        "(--lossy reads it with U+FFFD in place of each bad sequence)",
    );
  }
}
