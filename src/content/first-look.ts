/**
 * The look content.js takes at a small frame before it loads main.js: an ad's label, a widget, a
 * page that says "hi". A reference needs a digit (a citation, or a verse label on a Quran page),
 * a name the trigger knows (al-Anfāl, Badr, in every language), a quotation of a covered verse
 * (the quotation probe), or a verse link; a frame whose text has none of them cannot hold one, so
 * it never loads main.js, whose import alone costs more than the whole look (ADR 006). A larger
 * frame is left to main.js's page gate, which reads in slices.
 */
import { DIGIT } from "../core/detect/digits.ts";
import { holdsKeyWord } from "../core/detect/quotations/probe.ts";
import { NON_PROSE_TAGS } from "../core/text/tags.ts";
import { SHOW_TEXT } from "./dom-constants.ts";

/** What the build gives the first look (build.ts): parts of main.js's probe (probe-source.ts). */
export interface FirstLookSource {
  /** The trigger's words alone, [source, flags] (trigger.ts triggerWordsExpression). */
  triggerWords: [string, string];
  verseLinkSelector: string;
  /** The quotation probe's key words (folded), or null without quotations. */
  quotationKeys: string[] | null;
}

/**
 * A frame with more elements than this, or more characters of text, is not looked at here: its
 * reading would be a step of its own, and the page gate reads such frames in slices.
 */
export const SMALL_FRAME_ELEMENTS = 200;
export const SMALL_FRAME_CHARS = 4096;

export class FirstLook {
  readonly #source: FirstLookSource;
  #words: RegExp | undefined;
  #keys: ReadonlySet<string> | undefined;

  constructor(source: FirstLookSource) {
    this.#source = source;
  }

  /**
   * False only when `text` holds no digit, no word of the trigger and no quotation's key word (every
   * quotation that counts holds one: quotations/probe.ts). Then main.js's probe would say no too.
   */
  textMayHoldReference(text: string): boolean {
    if (DIGIT.test(text)) return true;
    this.#words ??= new RegExp(...this.#source.triggerWords);
    if (this.#words.test(text)) return true;
    this.#keys ??= new Set(this.#source.quotationKeys);
    return this.#keys.size > 0 && holdsKeyWord(text, this.#keys);
  }

  /**
   * False only when `root` is a small subtree whose prose and links cannot hold a reference; true
   * for any larger one.
   */
  mayHoldReference(root: Element): boolean {
    if (root.getElementsByTagName("*").item(SMALL_FRAME_ELEMENTS) !== null) return true;
    if (root.querySelector(this.#source.verseLinkSelector)) return true;
    const text = proseOf(root, SMALL_FRAME_CHARS);
    return text === undefined || this.textMayHoldReference(text);
  }
}

/**
 * The text of `root`'s text nodes joined as `textContent` joins them, less those in elements the
 * annotator never reads (scripts, styles, form fields: NON_PROSE_TAGS); undefined past `limit`
 * characters.
 */
function proseOf(root: Element, limit: number): string | undefined {
  const walker = (root.ownerDocument ?? document).createTreeWalker(root, SHOW_TEXT);
  let text = "";
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (NON_PROSE_TAGS.has(node.parentElement?.tagName.toUpperCase() ?? "")) continue;
    text += (node as Text).data;
    if (text.length > limit) return undefined;
  }
  return text;
}
