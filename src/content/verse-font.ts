/**
 * Adds the bundled verse font (src/node/verse-font.ts) to the page's document, once, when the
 * popover module loads. From bytes, not a URL: a page's Content-Security-Policy (font-src 'none')
 * judges font URLs, and there is none here to judge. Fonts cannot be declared inside a shadow
 * root, so the face is the document's; the page can see its name in document.fonts, which ADR 006
 * counts among what a page can learn about us.
 */
import { VERSE_FONT_FAMILY } from "../ui/styles.ts";

const added = new WeakSet<Document>();

export function addVerseFont(doc: Document, woff2Base64: string): void {
  const view = doc.defaultView;
  if (added.has(doc) || !view || typeof view.FontFace !== "function") return;
  added.add(doc);
  try {
    const binary = atob(woff2Base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    const face = new view.FontFace(VERSE_FONT_FAMILY, bytes.buffer);
    doc.fonts.add(face);
    // Parsing starts at once; until it is done (a few ms) the verse is drawn in a fallback font.
    face.load().catch(() => undefined);
  } catch (error) {
    // A page that replaced FontFace or document.fonts gets the fallback fonts, not a broken popover.
    console.debug("Badr Lens could not add its verse font", error);
  }
}
