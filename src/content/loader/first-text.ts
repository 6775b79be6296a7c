/**
 * A frame that holds no text (an empty or about:blank ad frame, a widget its parent fills later)
 * cannot hold a reference, nor can one whose text the first look turns down (first-look.ts), so
 * its content script waits for text that may before it loads main.js (issue 10: "not starting in
 * frames that cannot hold a reference"). One MutationObserver that looks at what was added or
 * edited is all it costs until then.
 */
import { NON_PROSE_TAGS } from "../../core/text/tags.ts";
import { holdsCustomElement } from "../common/custom-elements.ts";
import { ELEMENT_NODE, SHOW_TEXT, TEXT_NODE } from "../common/dom-constants.ts";

const VISIBLE_CHARACTER = /\S/;

/**
 * A frame with more elements than this, or more characters of text, is not read in one step
 * here: its reading would be a step of its own (a long one on a 5 MB page), and main.js's page
 * gate reads such frames in slices. A short article (Wikipedia's "Regression testing": 600
 * elements, 17 k characters) is within both.
 */
export const FIRST_LOOK_ELEMENTS = 3000;
export const FIRST_LOOK_CHARS = 64 * 1024;

/**
 * A frame with more elements than this has its text measured before it is read: a long page of
 * few elements (an Arabic book of 2,000 elements and 0.7 M characters) would otherwise be read
 * whole, about 4 ms in Chromium, only to learn that it is too large. Measuring walks the text
 * nodes and stops past FIRST_LOOK_CHARS (under 1 ms there), but on a short article it costs
 * more than the read itself, so a frame this small is read at once.
 */
export const READ_UNMEASURED_ELEMENTS = 1000;

/**
 * All the text of a frame within FIRST_LOOK_ELEMENTS and FIRST_LOOK_CHARS, script and style text
 * included, or undefined for a larger one. One native read, not a walk that gathers the text: a
 * walk makes a wrapper for every node it passes in the extension's world, and the first of each
 * kind of node costs a frame that has just started more than the read.
 */
export function smallFrameText(root: Element): string | undefined {
  const elements = root.getElementsByTagName("*");
  if (elements.item(FIRST_LOOK_ELEMENTS) !== null) return undefined;
  if (elements.item(READ_UNMEASURED_ELEMENTS) !== null && textExceeds(root, FIRST_LOOK_CHARS))
    return undefined;
  const text = root.textContent ?? "";
  return text.length > FIRST_LOOK_CHARS ? undefined : text;
}

/** Whether `root`'s text nodes hold more than `limit` characters; reads lengths, never the text. */
function textExceeds(root: Element, limit: number): boolean {
  const walker = (root.ownerDocument ?? document).createTreeWalker(root, SHOW_TEXT);
  let length = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    length += (node as Text).length;
    if (length > limit) return true;
  }
  return false;
}

function isProse(text: Text): boolean {
  return (
    VISIBLE_CHARACTER.test(text.data) && !NON_PROSE_TAGS.has(text.parentElement?.tagName.toUpperCase() ?? "")
  );
}

/** Whether `node` is or holds text that is not white space; stops at the first such text node. */
export function holdsText(node: Node): boolean {
  if (node.nodeType === TEXT_NODE) return isProse(node as Text);
  if (node.nodeType !== ELEMENT_NODE || NON_PROSE_TAGS.has((node as Element).tagName.toUpperCase()))
    return false;
  const walker = (node.ownerDocument ?? document).createTreeWalker(node, SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) if (isProse(text as Text)) return true;
  return false;
}

/**
 * Whether `node` is or holds an autonomous custom element: its text may live in a shadow root,
 * which neither a walk of the light DOM nor a MutationObserver of the document sees, so such a
 * frame starts at once (the annotator looks into open shadow roots).
 */
function holdsComponent(node: Node): boolean {
  return node.nodeType === ELEMENT_NODE && holdsCustomElement(node as Element);
}

const mayHoldText = (node: Node): boolean => holdsText(node) || holdsComponent(node);

/**
 * Calls `start` once: at once if the body holds text that `mayHoldReference` says may hold a
 * reference (or a web component, whose text may be in its shadow root), else when the page adds
 * or edits a node after which it does. `mayHoldReference` is given the frame's text when the frame
 * is small enough to read in one step (smallFrameText), and is asked only where that text is not
 * all white space; `start` is told whether the frame was read whole (`small`), so that a caller
 * can skip a look that would only say yes to a large one. Returns a function that stops waiting.
 */
export function whenTextArrives(
  doc: Document,
  start: (small: boolean) => void,
  mayHoldReference: (root: Element, text: string | undefined) => boolean = () => true,
): () => void {
  let small = false;
  const ready = (): boolean => {
    const root = doc.body ?? doc.documentElement;
    const text = smallFrameText(root);
    small = text !== undefined;
    // A small frame's text is read at once, so the walk that tells prose from script text is
    // taken only where the first look says yes: on a page with no reference, never. `trim`, not
    // VISIBLE_CHARACTER: in a frame that has just started, compiling the expression cost more
    // than the test (the two agree: both read white space as ECMAScript defines it).
    const visible = text === undefined ? holdsText(root) : text.trim() !== "";
    if (!visible) return holdsComponent(root);
    return (mayHoldReference(root, text) && (text === undefined || holdsText(root))) || holdsComponent(root);
  };
  if (ready()) {
    start(small);
    return () => undefined;
  }
  const observer = new MutationObserver((records) => {
    const arrived = records.some((record) =>
      record.type === "characterData" ? holdsText(record.target) : [...record.addedNodes].some(mayHoldText),
    );
    if (!arrived || !ready()) return;
    observer.disconnect();
    start(small);
  });
  observer.observe(doc, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
