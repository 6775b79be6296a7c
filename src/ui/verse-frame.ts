/**
 * Draws Arabic in the bundled verse font inside a frame of its own (an about:blank iframe in our
 * closed shadow root), never in the page's document. Adding a font face to a document makes the
 * browser re-shape every text run of that document: 0.4–0.8 s on a 5 MB page, in both browsers
 * (ADR 008). In a frame that holds one verse, the same costs about 5 ms. The frame is the page's
 * origin, but it is out of the page's reach: frames inside a shadow tree are not in
 * `window.frames`, and the only way to their element is through our closed root.
 *
 * Everything is set through the CSSOM (`element.style`), which no style-src CSP judges, and the
 * face is made from bytes, which no font-src CSP judges: the frame inherits the page's policy.
 */
import { VERSE_FONT_FAMILY } from "./styles.ts";

/** Marks our frames, so that the content script started in them (match_about_blank) stands down. */
export const VERSE_FRAME_ATTRIBUTE = "data-badr-lens-verse";

/** What to draw, and how it should look, taken from the placeholder in the popover. */
export interface VerseDrawing {
  text: string;
  /** The verse-end ornament with the verse number (﴿٦٧﴾), drawn in its own colour; may be empty. */
  ornament: string;
  /** Resolved styles of the popover: colour of the text and of the ornament, size, line height. */
  color: string;
  ornamentColor: string;
  fontSize: string;
  lineHeight: string;
  colorScheme: string;
}

const FALLBACK_FAMILIES =
  '"Amiri", "Amiri Quran", "Noto Naskh Arabic", "Scheherazade New", "KFGQPC Uthmanic Script HAFS", ' +
  '"Sakkal Majalla", "Traditional Arabic", "Geeza Pro", "Noto Sans Arabic", "Segoe UI", "DejaVu Sans", serif';

const faces = new WeakMap<Document, FontFace>();

/**
 * Fills the frame's document with the drawing (again, if the frame's document was replaced: a
 * frame taken out of the page and put back starts over with an empty document) and sizes the
 * frame to its text. Returns the face's loading promise, so the caller can size again once the
 * font is in use. Never throws: a frame we cannot draw in stays empty, and the text is still in
 * the popover for screen readers and copying.
 */
export function drawInFrame(
  frame: HTMLIFrameElement,
  drawing: VerseDrawing,
  font: ArrayBuffer | null,
): Promise<unknown> {
  try {
    const doc = frame.contentDocument;
    const view = doc?.defaultView;
    if (!doc || !view || !doc.body) return Promise.resolve();
    const face = fontFor(doc, view, font);
    const root = doc.documentElement;
    root.lang = "ar";
    root.dir = "rtl";
    root.style.colorScheme = drawing.colorScheme;
    root.style.background = "transparent";
    const body = doc.body;
    body.style.margin = "0";
    body.style.background = "transparent";
    let line = body.firstElementChild as HTMLElement | null;
    if (!line) {
      line = doc.createElement("p");
      body.append(line);
    }
    line.style.cssText = "";
    Object.assign(line.style, {
      margin: "0",
      fontFamily: `"${VERSE_FONT_FAMILY}", ${FALLBACK_FAMILIES}`,
      fontSize: drawing.fontSize,
      lineHeight: drawing.lineHeight,
      color: drawing.color,
      textAlign: "start",
      overflowWrap: "anywhere",
    });
    if (line.dataset.text !== drawing.text || line.dataset.ornament !== drawing.ornament) {
      line.dataset.text = drawing.text;
      line.dataset.ornament = drawing.ornament;
      line.textContent = drawing.ornament ? `${drawing.text} ` : drawing.text;
      if (drawing.ornament) {
        const ornament = doc.createElement("span");
        ornament.textContent = drawing.ornament;
        ornament.style.whiteSpace = "nowrap";
        line.append(ornament);
      }
    }
    const ornament = line.lastElementChild as HTMLElement | null;
    if (ornament) ornament.style.color = drawing.ornamentColor;
    fitFrame(frame);
    return face ? face.loaded : Promise.resolve();
  } catch (error) {
    console.debug("Badr Lens could not draw a verse", error);
    return Promise.resolve();
  }
}

/** Makes the frame exactly as tall as the text it holds at its current width. */
export function fitFrame(frame: HTMLIFrameElement): void {
  const line = frame.contentDocument?.body?.firstElementChild;
  if (!line) return;
  const height = `${Math.ceil(line.getBoundingClientRect().height)}px`;
  if (frame.style.height !== height) frame.style.height = height;
}

function fontFor(
  doc: Document,
  view: Window & typeof globalThis,
  font: ArrayBuffer | null,
): FontFace | undefined {
  const known = faces.get(doc);
  if (known || !font || typeof view.FontFace !== "function") return known;
  // The frame's own FontFace: a face belongs to the document of the realm that made it.
  const face = new view.FontFace(VERSE_FONT_FAMILY, font);
  doc.fonts.add(face);
  face.load().catch(() => undefined);
  faces.set(doc, face);
  return face;
}
