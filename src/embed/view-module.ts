/**
 * The embed's popover view, built as popover-view.js and loaded by inline-link.ts when the box is
 * made: the extension frame's PopoverView (src/popover-frame/view.tsx), drawn into a closed
 * shadow root in the site's page instead of a document of its own.
 */
import dataset from "virtual:badr-lens-dataset";
import local from "virtual:badr-lens-local";
import translations from "virtual:badr-lens-translations";
import verseFont from "virtual:badr-lens-verse-font";
import { render } from "preact";
import type { ViewSurface } from "../popover-frame/surface.ts";
import { decodeVerseFont } from "../popover-frame/verse-font.ts";
import { PopoverView } from "../popover-frame/view.tsx";
import type { FrameMessage } from "../shared/popover-channel.ts";
import { isHostMessage } from "../shared/popover-channel.ts";
import { contentCss, VERSE_FONT_FAMILY } from "../ui/styles.ts";

/** The wrapper that stands for the frame's document: it takes the theme, and it scrolls. */
const ROOT_CLASS = "bl-doc";
const SURFACE_CSS = `:host { display: block; height: 100%; }
.${ROOT_CLASS} { display: block; height: 100%; }
${contentCss(`.${ROOT_CLASS}`)}`;

function shadowSurface(shadow: ShadowRoot): ViewSurface {
  const doc = shadow.ownerDocument;
  const root = doc.createElement("div");
  root.className = ROOT_CLASS;
  shadow.append(root);
  return {
    doc,
    root,
    container: root,
    events: shadow,
    adoptStyles: (sheet) => {
      shadow.adoptedStyleSheets = [sheet];
    },
    activeElement: () => shadow.activeElement,
    whenFocused: (then) => then(),
  };
}

/** Draws the view in `shadow` and serves it on `port`; returns what takes it down. */
export function mountView(shadow: ShadowRoot, port: MessagePort): () => void {
  const surface = shadowSurface(shadow);
  const view = new PopoverView(
    surface,
    SURFACE_CSS,
    dataset,
    translations,
    local,
    decodeVerseFont(verseFont),
  );
  port.onmessage = (event) => {
    if (isHostMessage(event.data)) view.handle(event.data);
  };
  view.connect((message: FrameMessage) => port.postMessage(message));
  port.postMessage({ kind: "ready" } satisfies FrameMessage);
  return () => {
    view.reset();
    port.close();
    render(null, surface.root);
    surface.root.remove();
    // The face went into the page's document (shadow roots have no fonts of their own): taken out.
    for (const face of [...shadow.ownerDocument.fonts]) {
      if (face.family.replace(/"/g, "") === VERSE_FONT_FAMILY) shadow.ownerDocument.fonts.delete(face);
    }
  };
}
