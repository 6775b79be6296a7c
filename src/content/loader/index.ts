/**
 * The content script (content.js): what every frame of every page runs. Chromium compiles a
 * content script from source on the page's main thread at each load, so this one holds only the
 * frame's first decisions; the work is main.js (main.ts), a module, which the browser streams and
 * compiles on a background thread (ADR 006). It stands down in documents Badr Lens does not read
 * and in a frame a live instance already holds (lifecycle.ts). A frame loads main.js once it has
 * text that may hold a reference: its text passes the screen here (screen.ts), then the first look
 * (first-look.js, a module: first-look.ts looks at a frame of up to 3,000 elements; first-text.ts).
 * Messages (the popup, the commands, the look-up) reach a frame that has not
 * started main.js by scripting, or, in Firefox, through a listener made early (listensEarly); they
 * start main.js to be answered. Until then a frame touches no extension API.
 */
import verseLinkSelector from "virtual:badr-lens-verse-links";
import { isContextAlive, onMessage, reachableByScripting } from "../../shared/platform.ts";
import { claimFrame } from "../common/lifecycle.ts";
import { importOwnModule, loadOnce } from "../common/load-once.ts";
import { isTopFrame } from "../common/top-frame.ts";
import { embedRunsIn, watchEmbed } from "./embed-presence.ts";
import { whenTextArrives } from "./first-text.ts";
import { frameMayHoldReference } from "./screen.ts";

/** The frame's work (main.ts), loaded once the frame has text or a message needs it. */
export const MAIN_MODULE_FILE = "main.js";
type MainModule = typeof import("../gate/main.ts");
/** The first look (first-look-module.ts), loaded once the frame's text passes the screen. */
export const FIRST_LOOK_MODULE_FILE = "first-look.js";
type FirstLookModule = typeof import("./first-look-module.ts");

let stopped = false;
let stopWaiting: (() => void) | undefined;
let stopListening: (() => void) | undefined;
let stopMain: (() => void) | undefined;
let stopWatchingEmbed: (() => void) | undefined;

const loadMain = loadOnce(() => importOwnModule<MainModule>(MAIN_MODULE_FILE));
const loadFirstLook = loadOnce(() => importOwnModule<FirstLookModule>(FIRST_LOOK_MODULE_FILE));
/** The wait under way (waitForText); another one, or none, once it has been stopped. */
let waiting: object | undefined;

/** main.js, started once. */
function started(): Promise<MainModule> {
  return loadMain().then((main) => {
    if (!stopped && !stopMain && !embedRunsIn(document)) stopMain = main.start();
    return main;
  });
}

/** A message for this frame, answered by main.js, which starts for it if need be. */
function answer(message: unknown): Promise<unknown> | undefined {
  return stopped ? undefined : started().then((main) => main.onMessage(message));
}

function listen(): void {
  stopListening ??= onMessage(answer);
}

/**
 * A message that found no listener here, brought by scripting (platform.ts sendToTab): answered,
 * and the frame listens from now on.
 */
function deliver(message: unknown): Promise<unknown> | undefined {
  if (stopped) return undefined;
  listen();
  return answer(message);
}

/**
 * Where the extension's pages can reach this frame only through a listener (Firefox's build has no
 * scripting), a top frame listens from the start and any frame once it has text, so that the
 * popup, the commands and the look-up are answered on a page that loads nothing. Elsewhere a
 * frame listens once main.js starts, or a message arrives by scripting: making `runtime` for the
 * listener was a fifth of a small page's budget.
 */
const listensEarly = !reachableByScripting();

function teardown(): void {
  stopped = true;
  waiting = undefined;
  stopWatchingEmbed?.();
  stopWaiting?.();
  stopListening?.();
  stopMain?.();
}

/**
 * Waits for text that passes the screen, then, in a frame small enough to read at once, has the
 * first look wait for text that may hold a reference (the same text, or text the page adds
 * later), then starts main.js.
 */
function waitForText(): void {
  if (stopWaiting) return;
  const wait = {};
  waiting = wait;
  stopWaiting = whenTextArrives(
    document,
    (small) => {
      // The first look reads a small frame only: a large one goes to main.js's page gate at once.
      if (!small) return onText();
      loadFirstLook()
        .then(({ whenReferenceMayArrive }) => {
          // Stopped (torn down, or the embed started) while the module loaded.
          if (waiting !== wait) return;
          stopWaiting = whenReferenceMayArrive(document, onText);
        })
        .catch((error: unknown) => console.debug("Badr Lens could not start", error));
    },
    passesScreen,
  );
}

/** The site's own Badr Lens (the embed) has started here: ours stops, until it goes. */
function standDown(): void {
  waiting = undefined;
  stopWaiting?.();
  stopWaiting = undefined;
  stopMain?.();
  stopMain = undefined;
}

/** Text that may hold a reference (or a web component) has arrived: main.js starts. */
function onText(): void {
  listen();
  started().catch((error: unknown) => console.debug("Badr Lens could not start", error));
}

/**
 * Asked once the frame holds text, and again as the page edits it. A frame with text answers the
 * context menu's look-up from then on (by listening, or by scripting), even where the screen or
 * the first look turns its text down: a reader may select a part that reads differently alone.
 */
function passesScreen(root: Element, text: string | undefined): boolean {
  if (listensEarly) listen();
  return frameMayHoldReference(root, text, verseLinkSelector);
}

// Only the document types we read: no XML viewers, no SVG documents.
if (
  document.documentElement instanceof HTMLElement &&
  claimFrame({ isAlive: isContextAlive, teardown, deliver })
) {
  if (listensEarly && isTopFrame()) listen();
  stopWatchingEmbed = watchEmbed(document, (embedded) => (embedded ? standDown() : waitForText()));
  if (!embedRunsIn(document)) waitForText();
}
