/**
 * What a page's context (page-context.ts) can make count: numbers. Apart from page-context.ts so
 * that the content script's first module carries this test and not the reader of titles.
 */
import { DIGIT } from "./digits.ts";

/**
 * Whether a page's context can matter to `text`: what it makes count are numbers (verse labels, a
 * verse-end ornament's number, a bare "8:67" or "verse 9" with nothing else naming the Quran), in
 * the digits the grammar reads (digits.ts).
 * Every other reference holds a word of the trigger and counts, or not, whatever the page is. So
 * the content script reads a page's title only once its text shows a digit.
 */
export function mayUsePageContext(text: string): boolean {
  return DIGIT.test(text);
}
