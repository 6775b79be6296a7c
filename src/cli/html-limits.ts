/**
 * What the scan command's HTML reader accepts, checked in one pass over the markup before jsdom
 * parses it. jsdom's cost is not linear in the file's size: each frame gets a window of its own
 * (2,000 empty `<iframe>`s took 88 s and 2.8 GB), a `<select>`'s options are indexed again on each
 * insertion (20,000 took 20 s), an element costs kilobytes (300,000 unclosed `<p>`s took 1.4 GB),
 * and its tree is walked recursively (50,000 nested `<div>`s overflow the stack). Past a limit the
 * file is refused with a message that names it, and the other files are still scanned.
 *
 * The pass reads tags as the HTML tokenizer would in outline: comments, doctypes and the text of
 * raw-text elements (`<script>`, `<style>`, `<textarea>`, …) hold no tags, and elements whose end
 * tag may be left out (`<p>`, `<li>`, `<option>`, table parts) never count towards the depth, so a
 * page that leaves them open is not taken for a deep one.
 */
import { InputError } from "./input.ts";

export const HTML_LIMITS = {
  /** Start tags in the file. The long Wikipedia article in tests/fixtures/real-pages has about 10,000. */
  elements: 100_000,
  /** Elements open inside each other. Chromium's parser stops nesting at 512. */
  depth: 1_000,
  /** `<iframe>`, `<frame>`, `<object>` and `<embed>`: each is a window in jsdom. */
  frames: 100,
  /** `<option>`s in the file. */
  options: 5_000,
} as const;

export type HtmlLimit = keyof typeof HTML_LIMITS;

const WHAT: Record<HtmlLimit, string> = {
  elements: "elements",
  depth: "levels of nested elements",
  frames: "frames (iframe, frame, object, embed)",
  options: "<option> elements",
};

/** The file went past one of HTML_LIMITS; `limit` names it. */
export class HtmlLimitError extends InputError {
  constructor(
    readonly limit: HtmlLimit,
    max: number,
  ) {
    super(
      `more than ${max.toLocaleString("en")} ${WHAT[limit]}: the scan command's limit for HTML, which bounds its time and memory`,
    );
    this.name = "HtmlLimitError";
  }
}

/** Elements whose text the tokenizer reads as text to their end tag (jsdom runs no script, so `<noscript>` is markup). */
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes"]);
/** Each raw-text element's end tag, found without lower-casing the file again for every one. */
const RAW_TEXT_END = new Map([...RAW_TEXT].map((name) => [name, new RegExp(`</${name}(?=[\\s/>])`, "gi")]));
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);
/** End tags the parser may imply: these elements close themselves and are not counted as nesting. */
const OPTIONAL_END = new Set([
  "html",
  "head",
  "body",
  "p",
  "li",
  "dt",
  "dd",
  "option",
  "optgroup",
  "tr",
  "td",
  "th",
  "tbody",
  "thead",
  "tfoot",
  "colgroup",
  "caption",
  "rb",
  "rt",
  "rtc",
  "rp",
]);
const FRAMES = new Set(["iframe", "frame", "object", "embed"]);
const TAG_NAME = /[a-zA-Z][^\s/>]*/y;
/** The white space the tokenizer allows between an attribute's `=` and its value. */
const TAG_SPACE = new Set([" ", "\t", "\n", "\f", "\r"]);

/** Throws HtmlLimitError when `html` goes past a limit; reads each character a bounded number of times. */
export function checkHtmlLimits(html: string, limits: Record<HtmlLimit, number> = HTML_LIMITS): void {
  let elements = 0;
  let frames = 0;
  let options = 0;
  /** Names of the open elements that count as nesting, innermost last. */
  const open: string[] = [];
  let i = html.indexOf("<");
  while (i >= 0 && i < html.length) {
    const next = html.charAt(i + 1);
    if (html.startsWith("<!--", i)) {
      // "<!-->" and "<!--->" are whole (empty) comments to the tokenizer.
      const body = i + 4;
      const end = html.startsWith(">", body)
        ? body - 2
        : html.startsWith("->", body)
          ? body - 1
          : html.indexOf("-->", body);
      if (end < 0) return;
      i = html.indexOf("<", end + 3);
      continue;
    }
    if (next === "!" || next === "?") {
      const end = html.indexOf(">", i + 2);
      if (end < 0) return;
      i = html.indexOf("<", end + 1);
      continue;
    }
    const closing = next === "/";
    TAG_NAME.lastIndex = closing ? i + 2 : i + 1;
    const name = TAG_NAME.exec(html)?.[0].toLowerCase();
    if (!name) {
      i = html.indexOf("<", i + 1);
      continue;
    }
    const end = tagEnd(html, TAG_NAME.lastIndex);
    if (end < 0) return;
    if (closing) {
      // Closes the innermost open element of that name, and what is open inside it.
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
      i = html.indexOf("<", end + 1);
      continue;
    }
    if (++elements > limits.elements) throw new HtmlLimitError("elements", limits.elements);
    if (FRAMES.has(name) && ++frames > limits.frames) throw new HtmlLimitError("frames", limits.frames);
    if (name === "option" && ++options > limits.options) throw new HtmlLimitError("options", limits.options);
    const selfClosed = html.charAt(end - 1) === "/";
    if (!VOID.has(name) && !OPTIONAL_END.has(name) && !selfClosed && !RAW_TEXT.has(name)) {
      open.push(name);
      if (open.length > limits.depth) throw new HtmlLimitError("depth", limits.depth);
    }
    if (name === "plaintext") return; // the rest of the file is its text
    const rawEnd = RAW_TEXT_END.get(name);
    if (rawEnd) {
      // Its text holds no tags: on to its end tag.
      rawEnd.lastIndex = end + 1;
      const close = rawEnd.exec(html);
      if (!close) return;
      i = close.index;
      continue;
    }
    i = html.indexOf("<", end + 1);
  }
}

/**
 * The `>` that ends a tag whose name ends at `from`, past quoted attribute values; -1 when none. A
 * quote opens a value only right after `=` (and spaces), as in the tokenizer: a stray quote inside
 * a tag must not hide the tags after it from the count.
 */
function tagEnd(html: string, from: number): number {
  let quote = "";
  let afterEquals = false;
  for (let i = from; i < html.length; i++) {
    const c = html.charAt(i);
    if (quote) {
      if (c === quote) quote = "";
      continue;
    }
    if (c === ">") return i;
    if ((c === '"' || c === "'") && afterEquals) quote = c;
    if (c === "=") afterEquals = true;
    else if (!TAG_SPACE.has(c)) afterEquals = false;
  }
  return -1;
}
