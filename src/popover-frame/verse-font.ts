/**
 * The bundled verse font (src/node/verse-font.ts) comes in popover-frame.js as base64; the verse frames
 * (src/ui/verse-frame.ts) make their font faces from these bytes, not from a URL, so that a page's
 * Content-Security-Policy (font-src 'none') has nothing to judge. Decoded once, when the popover
 * module loads. The page's own document never gets the face (ADR 008).
 */
export function decodeVerseFont(woff2Base64: string): ArrayBuffer | null {
  try {
    const binary = atob(woff2Base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes.buffer;
  } catch (error) {
    // A page that replaced atob gets the reader's own fonts, not a broken popover.
    console.debug("Badr Lens could not read its verse font", error);
    return null;
  }
}
