/**
 * The popover's content, drawn in an extension page framed inside our closed shadow root
 * (popover-frame.html; ADR 014). A page's scripts cannot reach a document of another origin by
 * any path, so what the reader sees here (the verse, its translation, the copied citation) is out
 * of the page's hands in both browsers, and so is the reader's selection inside it.
 *
 * The content script (src/content/popover/popover-host.ts) owns the box around this frame:
 * placement, the arrow, the top layer, focus coming in and going back. This page owns what is
 * inside: rendering, the live region, Tab staying inside, Escape, the clipboard.
 */
import dataset from "virtual:badr-lens-dataset";
import local from "virtual:badr-lens-local";
import translations from "virtual:badr-lens-translations";
import verseFont from "virtual:badr-lens-verse-font";
import { scriptFontFace } from "../ui/script-font.ts";
import { CONTENT_CSS } from "../ui/styles.ts";
import { openFrameChannel } from "./channel.ts";
import { frameSurface } from "./surface.ts";
import { decodeVerseFont } from "./verse-font.ts";
import { PopoverView } from "./view.tsx";

const view = new PopoverView(
  frameSurface(document),
  CONTENT_CSS,
  dataset,
  translations,
  local,
  decodeVerseFont(verseFont),
  scriptFontFace(document, "fonts/noto-naskh-arabic.woff2"),
);
openFrameChannel(window, location.hash.slice(1), view);
