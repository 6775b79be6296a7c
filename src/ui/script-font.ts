/**
 * The extension's pages (popup, options, first-run) draw Arabic script the machine has no font for
 * with the bundled face pages.css names, loaded on first use (its unicode-range). Chromium lays
 * text out before such a face has loaded with the system's fallback, missing glyphs as boxes, and
 * does not always lay it out again once the face is in (seen on the bold headings of the Urdu
 * interface, where DejaVu Sans has some Arabic letters and not others). So a page whose text holds
 * Arabic script waits for the face before drawing it: a local file, read in a few milliseconds.
 */
import { useEffect, useState } from "preact/hooks";

/** pages.css's @font-face. */
export const SCRIPT_FONT_FAMILY = "Badr Lens Arabic";
/** The face's unicode-range in pages.css: the Arabic blocks and presentation forms. */
const ARABIC_RANGE = "U+0600-06FF, U+0750-077F, U+0870-08FF, U+200C-200E, U+FB50-FDFF, U+FE70-FEFF";
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

export function holdsArabicScript(...texts: readonly string[]): boolean {
  return texts.some((text) => ARABIC_SCRIPT.test(text));
}

/**
 * The face's load, started as the page's script starts, so that it is in by the time the
 * settings are read: a reader who switches the options page to Arabic or Urdu later sees the page
 * stay as it is, not vanish for as long as the face takes (focus on the language control
 * included). Settled either way: a face that cannot load leaves the reader's fonts to draw.
 */
let settled = false;
const loading: Promise<void> =
  typeof document === "undefined" || !document.fonts
    ? Promise.resolve()
    : document.fonts.load(`16px "${SCRIPT_FONT_FAMILY}"`, "\u0628").then(
        () => undefined,
        () => undefined,
      );
void loading.then(() => {
  settled = true;
});

/**
 * False while the face is loading for text that needs it; true otherwise, and once it is loaded
 * (or could not be: the reader's fonts then draw what they can, as before).
 */
export function useScriptFontReady(needed: boolean): boolean {
  const [loaded, setLoaded] = useState(settled);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    void loading.then(() => {
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return !needed || loaded;
}

/**
 * The same face for a document without pages.css (the popover's frame, whose styles are
 * constructed): added under the same name, loaded on first use; returns what loads it, settled
 * either way.
 */
export function scriptFontFace(doc: Document, url: string): () => Promise<void> {
  const face = new FontFace(SCRIPT_FONT_FAMILY, `url("${url}")`, {
    unicodeRange: ARABIC_RANGE,
    display: "swap",
  });
  doc.fonts.add(face);
  return () =>
    face.load().then(
      () => undefined,
      () => undefined,
    );
}
