/**
 * The bundled verse font (src/node/verse-font.ts) comes in popover-frame.js as base64 and is added
 * to the frame's own document as a face made from bytes: the page's document never gets it (adding
 * a face to a document re-shapes every text run in it, ADR 008), and no font-src policy judges
 * bytes. Until the face is in, or where it cannot be read, the reader's Arabic fonts draw.
 */
import { VERSE_FONT_FAMILY } from "../ui/styles.ts";

export function decodeVerseFont(woff2Base64: string): ArrayBuffer | null {
  try {
    const binary = atob(woff2Base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes.buffer;
  } catch (error) {
    console.debug("Badr Lens could not read its verse font", error);
    return null;
  }
}

/** Adds the face to `doc`; resolves once it is loaded (or could not be). */
export async function addVerseFont(doc: Document, bytes: ArrayBuffer | null): Promise<void> {
  const view = doc.defaultView;
  if (!bytes || !view || !("FontFace" in view)) return;
  try {
    const face = new view.FontFace(VERSE_FONT_FAMILY, bytes);
    doc.fonts.add(face);
    await face.load();
  } catch (error) {
    console.debug("Badr Lens could not load its verse font", error);
  }
}
