/**
 * The scan command's HTML reader: the page is parsed by jsdom and read by the content script's own
 * walker (collectBlocks in src/content/page/text-blocks.ts), so a file and the same page in a browser
 * give the same blocks, line breaks, links and skipped parts.
 *
 * "The text read" is each block's text as the page holds it (white space as written), blocks joined
 * by BLOCK_SEPARATOR; the offsets the command prints refer to it.
 *
 * jsdom has no layout, so it cannot say what is rendered. Hidden, here, is what markup alone says:
 * the `hidden` attribute and an inline style with `display: none` or `visibility: hidden` (on the
 * element itself; a stylesheet's rules are not applied), on top of what the page skips too (the
 * tags of src/core/text/tags.ts, form fields, opt-out markers). A descendant that sets
 * `visibility: visible` again is still treated as hidden.
 */
import { JSDOM, VirtualConsole } from "jsdom";
import { readPageInfo } from "../content/common/page-context.ts";
import { referencesInBlock } from "../content/page/scanner.ts";
import { collectBlocks, type TextBlock } from "../content/page/text-blocks.ts";
import type { Detector, PageInfo, Reference } from "../core/detect/index.ts";
import { checkHtmlLimits } from "./html-limits.ts";

/** A blank line: the detector's paragraph break, so the text read keeps blocks apart as paragraphs. */
export const BLOCK_SEPARATOR = "\n\n";

const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

export function hiddenByMarkup(element: Element): boolean {
  if (element.hasAttribute("hidden")) return true;
  const style = element.getAttribute("style");
  return style !== null && HIDING_STYLE.test(style);
}

export interface HtmlText {
  /** The text read: the blocks' texts joined by BLOCK_SEPARATOR. */
  text: string;
  blocks: { block: TextBlock; start: number }[];
  /** Its <title> and first <h1>, as the content script reads a page's (its address is not in the file). */
  page: PageInfo;
}

/** Parses `html` and reads its text as the content script would. */
export function readHtml(html: string): HtmlText {
  // jsdom's time and memory grow faster than the file on some markup: refused before it parses.
  checkHtmlLimits(html);
  // A silent console: pages' CSS that jsdom cannot parse is not our output. Scripts never run
  // (jsdom's default), so the text is the file's, not what a script would make of it.
  const { document } = new JSDOM(html, { virtualConsole: new VirtualConsole() }).window;
  const blocks: HtmlText["blocks"] = [];
  let text = "";
  for (const block of collectBlocks(document, { hidden: hiddenByMarkup })) {
    if (blocks.length > 0) text += BLOCK_SEPARATOR;
    blocks.push({ block, start: text.length });
    text += block.text;
  }
  const { title, heading } = readPageInfo(document);
  return { text, blocks, page: { title, heading } };
}

/** The visible text of an HTML document, as `readHtml` reads it. */
export function visibleText(html: string): string {
  return readHtml(html).text;
}

/**
 * The references in an HTML document, as the content script finds them (links to verse pages
 * included, and the page's context from its title, first heading and `url`), with offsets into the
 * text read.
 */
export function findInHtml(detector: Detector, html: string, url?: string): Reference[] {
  const out: Reference[] = [];
  let previous: string | undefined;
  const read = readHtml(html);
  const page = url === undefined ? read.page : { ...read.page, url };
  for (const { block, start } of read.blocks) {
    const found = referencesInBlock(detector, block, previous, page);
    // The page marks text references and link references alike; the command lists them in order.
    const all = [...found.text, ...found.links].sort((a, b) => a.start - b.start || a.end - b.end);
    for (const ref of all) out.push({ ...ref, start: start + ref.start, end: start + ref.end });
    previous = block.text;
  }
  return out;
}
