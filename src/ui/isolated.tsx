/**
 * A message with each substituted value (a verse range, a host name, a translator's name, a count)
 * in a <bdi> of its own. In a right-to-left interface a value written left to right would
 * otherwise join the words around it in one bidi run: "اقرأ 8:67–69 في quran.com" was drawn
 * "اقرأ 69–8:67 …" (the dash between two numbers takes the paragraph's direction). An element
 * rather than U+2068…U+2069 around the value keeps the text free of control characters, for the
 * clipboard, screen readers and the tests that read it; attributes (aria-label, title) are not
 * drawn, and keep t()'s plain string.
 */
import type { ComponentChildren } from "preact";
import type { MessageKey, Translate } from "../shared/i18n.ts";

/** Stands in for the n-th value while t() formats the message; no message holds these characters. */
const slot = (n: number) => `\u2068${n}\u2069`;
const SLOTS = /\u2068(\d+)\u2069/;

export function isolated(t: Translate, key: MessageKey, ...values: (string | number)[]): ComponentChildren {
  // split() with a capturing group alternates text and captured slot numbers: text, n, text, n, text.
  return t(key, ...values.map((_, n) => slot(n)))
    .split(SLOTS)
    .map((part, i) => (i % 2 === 0 ? part : <bdi key={`value-${part}`}>{values[Number(part)]}</bdi>))
    .filter((part) => part !== "");
}
