/**
 * What the scan command writes to a terminal. Scanned text and file names can hold characters a
 * terminal acts on instead of showing: C0/C1 controls start escape sequences, and bidi controls
 * reorder what follows them, so a line could show a different file, offset or target than it holds.
 */

// C0 controls (JSON.stringify already escapes them, file names in messages are not JSON), DEL and
// C1 controls, U+061C ALM, U+200E/U+200F LRM/RLM, U+2028/U+2029 line and paragraph separators,
// U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates.
const TERMINAL_UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it must find.
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const escapeCodeUnit = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * The line with each terminal-unsafe character written as \uXXXX. Inside a JSON string that is the
 * same character, so JSON.parse gives back exactly what was stringified.
 */
export function escapeUnsafe(line: string): string {
  return line.replace(TERMINAL_UNSAFE, escapeCodeUnit);
}

/** One JSON Lines record; JSON.stringify's output has these characters only inside strings. */
export function jsonLine(value: unknown): string {
  return escapeUnsafe(JSON.stringify(value));
}

/** A message on stderr, line by line, so a multi-line message keeps its line breaks. */
export function warn(message: string): void {
  process.stderr.write(`scan: ${message.split("\n").map(escapeUnsafe).join("\n")}\n`);
}
