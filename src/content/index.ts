/**
 * The content script (content.js): what every frame of every page runs. Chromium compiles a
 * content script from source on the page's main thread at each load, so this one holds only the
 * frame's first decisions; the work is main.js (main.ts), a module, which the browser streams and
 * compiles on a background thread (ADR 006). It stands down in documents Badr Lens does not read
 * and in a frame a live instance already holds (lifecycle.ts). A frame loads main.js once it has
 * text (first-text.ts); until then it touches no extension API, except that a top frame listens
 * for messages from the start, so that the popup and the keyboard commands are answered on a page
 * with no text too.
 */
import { platform } from "../shared/platform.ts";
import { VERSE_FRAME_ATTRIBUTE } from "../ui/verse-frame.ts";
import { whenTextArrives } from "./first-text.ts";
import { claimFrame } from "./lifecycle.ts";
import { importOwnModule, loadOnce } from "./load-once.ts";
import { isTopFrame } from "./top-frame.ts";

/** The frame's work (main.ts), loaded once the frame has text or a message needs it. */
export const MAIN_MODULE_FILE = "main.js";
type MainModule = typeof import("./main.ts");

let stopped = false;
let stopWaiting: (() => void) | undefined;
let stopListening: (() => void) | undefined;
let stopMain: (() => void) | undefined;

const loadMain = loadOnce(() => importOwnModule<MainModule>(MAIN_MODULE_FILE));

/** main.js, started once. */
function started(): Promise<MainModule> {
  return loadMain().then((main) => {
    if (!stopped && !stopMain) stopMain = main.start();
    return main;
  });
}

function listen(): void {
  stopListening ??= platform.onMessage((message) =>
    stopped ? undefined : started().then((main) => main.onMessage(message)),
  );
}

function teardown(): void {
  stopped = true;
  stopWaiting?.();
  stopListening?.();
  stopMain?.();
}

function onText(): void {
  if (isOurVerseFrame()) return;
  listen();
  started().catch((error: unknown) => console.debug("Badr Lens could not start", error));
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
  if (isTopFrame()) listen();
  stopWaiting = whenTextArrives(document, onText);
}
