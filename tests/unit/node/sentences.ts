/**
 * Sentence splitting for the "every seed sentence is in the dataset, unaltered" test.
 *
 * The seed is HadeethEnc prose with traps for a naive split on ". ":
 * - "(may Allah's peace and blessings be upon him)": the apostrophe is not a quote mark;
 * - "{It is not befitting ... crushed...} [Sūrat al-Anfāl: 67] to the end": an ellipsis inside
 *   braces, and a bracketed citation that ends a sentence only when a full stop follows it;
 * - "invoking Allah: "O Allah, fulfill ... to me. O Allah, ... on earth." He continued": a quoted
 *   prayer of several sentences that belongs to the sentence introducing it;
 * - "‘Umar", "Ibn ‘Abbās": the curly single quote is an ʿayn, not an opening quote.
 * So a sentence ends at . ! or ? (possibly followed by closing quotes or brackets) only outside any
 * brackets and double quotes, and only when the next word starts with a capital letter.
 */

const OPENERS: Record<string, string> = { "(": ")", "[": "]", "{": "}", "“": "”" };
const CLOSERS = new Set([")", "]", "}", "”", '"']);
const TERMINAL = /[.!?]/;
/**
 * What may start a new sentence: a capital letter (any script with case), a digit, an opening double
 * quote, or "‘", which begins names transliterated with an ʿayn ("‘Umar, however, did not agree").
 */
const SENTENCE_START = /^\s+(?=[\p{Lu}\d"“‘])/u;

export function splitSentences(paragraph: string): string[] {
  const sentences: string[] = [];
  const stack: string[] = [];
  let inStraightQuote = false;
  let start = 0;
  for (let i = 0; i < paragraph.length; i++) {
    const ch = paragraph[i]!;
    if (ch === '"') {
      inStraightQuote = !inStraightQuote;
    } else if (ch in OPENERS) {
      stack.push(OPENERS[ch]!);
    } else if (ch === stack[stack.length - 1]) {
      stack.pop();
    }
    if (stack.length > 0 || inStraightQuote) continue;
    // At depth 0: does a sentence end here? Either at terminal punctuation, or at a closer that
    // follows terminal punctuation (`on earth." He`, `crushed...} [Sūrat`).
    const endsHere = TERMINAL.test(ch) || (CLOSERS.has(ch) && endsWithTerminal(paragraph.slice(start, i)));
    if (!endsHere) continue;
    const rest = paragraph.slice(i + 1);
    const gap = SENTENCE_START.exec(rest);
    if (!gap) continue;
    sentences.push(paragraph.slice(start, i + 1));
    start = i + 1 + gap[0].length;
  }
  const last = paragraph.slice(start).trim();
  if (last) sentences.push(last);
  return sentences;
}

function endsWithTerminal(text: string): boolean {
  let j = text.length - 1;
  while (j >= 0 && CLOSERS.has(text[j]!)) j--;
  return j >= 0 && TERMINAL.test(text[j]!);
}

/** The seed's sentences: every non-empty line after the first (a button label), split into sentences. */
export function seedSentences(seed: string): string[] {
  const [, ...paragraphs] = seed.split(/\r?\n/);
  return paragraphs.filter((p) => p.trim() !== "").flatMap((p) => splitSentences(p.trim()));
}

/** Sentences that no text contains verbatim (exact code units: no normalisation, no case folding). */
export function missingSentences(sentences: readonly string[], texts: readonly string[]): string[] {
  return sentences.filter((s) => !texts.some((t) => t.includes(s)));
}
