/**
 * The content script (content.js): what every frame of every page runs. Chromium compiles a
 * content script from source on the page's main thread at each load, so this one holds only the
 * frame's first decisions; the work is main.js (main.ts), a module, which the browser streams and
 * compiles on a background thread (ADR 006). It stands down in documents Badr Lens does not read
 * and in a frame a live instance already holds (lifecycle.ts), and a frame with no text waits for
 * its first text (first-text.ts) before it loads anything or touches an extension API.
 */
import { platform } from "../shared/platform.ts";
import { VERSE_FRAME_ATTRIBUTE } from "../ui/verse-frame.ts";
import { whenTextArrives } from "./first-text.ts";
import { claimFrame } from "./lifecycle.ts";
import { importOwnModule } from "./load-once.ts";
import { isTopFrame } from "./top-frame.ts";

/** The frame's work (main.ts), loaded once the frame has text. */
export const MAIN_MODULE_FILE = "main.js";
type MainModule = typeof import("./main.ts");

let stopped = false;
let stopWaiting: (() => void) | undefined;
let stopMain: (() => void) | undefined;

function teardown(): void {
  stopped = true;
  stopWaiting?.();
  stopMain?.();
}

function load(): void {
  if (isOurVerseFrame()) return;
  importOwnModule<MainModule>(MAIN_MODULE_FILE).then(
    (main) => {
      if (!stopped) stopMain = main.start();
    },
    (error: unknown) => console.debug("Badr Lens could not start", error),
  );
}

/**
 * Our verse frames (src/ui/verse-frame.ts: about:blank, filled with a verse) get this script too
 * (match_about_blank); it stands down there once their text arrives. Asked only of about:blank
 * frames, and only then: like `window.top`, `frameElement` has Chromium build the extension's
 * world in the parent's window (top-frame.ts).
 */
function isOurVerseFrame(): boolean {
  if (location.href !== "about:blank") return false;
  try {
    return window.frameElement?.hasAttribute(VERSE_FRAME_ATTRIBUTE) ?? false;
  } catch {
    return false;
  }
}

// Only the document types we read: no XML viewers, no SVG documents.
if (
  document.documentElement instanceof HTMLElement &&
  claimFrame({ isAlive: platform.isContextAlive, teardown })
) {
  // The top frame starts at once: it tells the toolbar where the page stands (the icon is grey
  // where Badr Lens is off). Any other frame has nothing to mark until text arrives.
  if (isTopFrame()) load();
  else stopWaiting = whenTextArrives(document, load);
}
