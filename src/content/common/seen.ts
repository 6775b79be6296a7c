/**
 * Whether the reader can see a reference, asked just before it is painted. A mark on text nobody
 * can see helps no reader and tells the page that a Quran extension is installed: a page can plant
 * "Quran 8:67" at opacity 0 or 2 px and poll `CSS.highlights` (SECURITY.md, "What a hostile page
 * can and cannot do"). So a reference is painted only when its text is drawn, large enough to read, on the
 * page's scrollable area and in a colour that differs from what is behind it.
 *
 * The checks read computed style and layout; they run only for the few references near the
 * viewport, inside the frame that paints them, when the browser lays the page out anyway.
 */
import { blend, contrastRatio, parseColor, type Rgba, WHITE } from "./colour.ts";

/** Text less tall than this (in CSS pixels) is not read by anyone: a planted 2 px line is not marked. */
export const MIN_TEXT_HEIGHT_PX = 6;
/** Boxes no wider or taller than this are the "visually hidden" pattern (1 px, overflow clipped). */
const CLIPPED_BOX_PX = 2;
/** Below this contrast ratio text is, to a reader, the colour of its background. */
export const MIN_CONTRAST = 1.25;
/** How many ancestors are read looking for the colour behind the text. */
const MAX_BACKGROUND_DEPTH = 32;

export interface SeenReference {
  range: StaticRange;
  /** The block's element, which the highlighter tracks. */
  element: Element;
}

/** True when the reader can see the reference's text. */
export function canBeSeen(ref: SeenReference, win: Window = window): boolean {
  const node = ref.range.startContainer;
  const parent = node.nodeType === 1 ? (node as Element) : node.parentElement;
  if (!parent?.isConnected) return false;
  if (!drawn(parent)) return false;
  if (ref.element !== parent && !drawn(ref.element)) return false;
  const doc = parent.ownerDocument;
  const range = doc.createRange();
  try {
    range.setStart(ref.range.startContainer, ref.range.startOffset);
    range.setEnd(ref.range.endContainer, ref.range.endOffset);
  } catch {
    return false; // the page changed the text under a stale range
  }
  if (!readableBoxes(range, win)) return false;
  if (clippedAway(parent)) return false;
  return contrasts(parent, win);
}

/** Rendered, not hidden by `visibility`, not transparent through `opacity` on it or an ancestor. */
function drawn(element: Element): boolean {
  if (typeof element.checkVisibility === "function")
    return element.checkVisibility({
      opacityProperty: true,
      visibilityProperty: true,
    } as CheckVisibilityOptions);
  return element.getClientRects().length > 0;
}

/** Some box of the text is tall enough to read and lies where the reader can scroll to. */
function readableBoxes(range: Range, win: Window): boolean {
  // A document never scrolls past its start: text wholly before it is off-screen for good (the
  // `left: -9999px` pattern). Its start is the top, and the left, or in a right-to-left document
  // the right: there the page scrolls left, and `right: -9999px` is the way out of sight.
  const rtl = isRightToLeft(win);
  const start = rtl ? win.innerWidth - win.scrollX : -win.scrollX;
  const top = -win.scrollY;
  for (const rect of range.getClientRects()) {
    if (rect.height < MIN_TEXT_HEIGHT_PX || rect.width < 1) continue;
    if (rect.bottom <= top || (rtl ? rect.left >= start : rect.right <= start)) continue;
    return true;
  }
  return false;
}

/**
 * Whether the page scrolls from the right. The viewport takes its direction from the body where
 * there is one (CSS Writing Modes: the root's used direction is its body's), else from the root.
 */
function isRightToLeft(win: Window): boolean {
  const element = win.document.body ?? win.document.documentElement;
  return element !== null && win.getComputedStyle(element).direction === "rtl";
}

/** The text's element, or an ancestor within reach, is a clipped box of a pixel or two. */
function clippedAway(element: Element): boolean {
  let current: Element | null = element;
  for (let depth = 0; current && depth < 3; depth++, current = current.parentElement) {
    const box = current.getBoundingClientRect();
    if (box.width <= CLIPPED_BOX_PX || box.height <= CLIPPED_BOX_PX) {
      const style = current.ownerDocument.defaultView?.getComputedStyle(current);
      if (style && (style.overflow !== "visible" || style.clip !== "auto" || style.clipPath !== "none"))
        return true;
    }
  }
  return false;
}

/**
 * The text's colour stands out from the first opaque background behind it. Text painted by its
 * background (`background-clip: text`) or over an image is taken as seen: its contrast cannot be read.
 */
function contrasts(element: Element, win: Window): boolean {
  const style = win.getComputedStyle(element);
  let text = parseColor(style.webkitTextFillColor || style.color);
  if (!text) return true; // a colour we cannot read is given the benefit of the doubt
  let background: Rgba | undefined;
  let current: Element | null = element;
  let depth = 0;
  for (; current && depth < MAX_BACKGROUND_DEPTH; depth++, current = current.parentElement) {
    const own = current === element ? style : win.getComputedStyle(current);
    if (own.backgroundImage !== "none" || clipsToText(own)) return true;
    const colour = parseColor(own.backgroundColor);
    if (colour && colour.a >= 0.99) {
      background = colour;
      break;
    }
  }
  if (text.a === 0) return false;
  if (!background) {
    // Past our reach, or a canvas whose colour depends on the reader's scheme: not ours to judge.
    if (current || /dark/.test(win.getComputedStyle(element.ownerDocument.documentElement).colorScheme))
      return true;
    background = WHITE;
  }
  text = blend(text, background);
  return contrastRatio(text, background) >= MIN_CONTRAST;
}

function clipsToText(style: CSSStyleDeclaration): boolean {
  return style.backgroundClip === "text" || style.getPropertyValue("-webkit-background-clip") === "text";
}
