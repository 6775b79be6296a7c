/**
 * The content script (content.js): what every frame of every page runs. Chromium compiles a
 * content script from source on the page's main thread at each load, so this one holds only the
 * frame's first decisions; the work is main.js (main.ts), a module, which the browser streams and
 * compiles on a background thread (ADR 006). It stands down in documents Badr Lens does not read
 * and in a frame a live instance already holds (lifecycle.ts). A frame loads main.js once it has
 * text that may hold a reference (first-text.ts; a frame of up to 3,000 elements is looked
 * at here first, first-look.ts). Messages (the popup, the commands, the look-up) reach a frame that has not
 * started main.js by scripting, or, in Firefox, through a listener made early (listensEarly); they
 * start main.js to be answered. Until then a frame touches no extension API.
 */
import firstLookSource from "virtual:badr-lens-first-look";
import { isContextAlive, onMessage, reachableByScripting } from "../../shared/platform.ts";
import { claimFrame } from "../common/lifecycle.ts";
import { importOwnModule, loadOnce } from "../common/load-once.ts";
import { readPageInfo } from "../common/page-context.ts";
import { isTopFrame } from "../common/top-frame.ts";
import { embedRunsIn, watchEmbed } from "./embed-presence.ts";
import { FirstLook } from "./first-look.ts";
import { whenTextArrives } from "./first-text.ts";

/** The frame's work (main.ts), loaded once the frame has text or a message needs it. */
export const MAIN_MODULE_FILE = "main.js";
type MainModule = typeof import("../gate/main.ts");

let stopped = false;
let stopWaiting: (() => void) | undefined;
let stopListening: (() => void) | undefined;
let stopMain: (() => void) | undefined;
let stopWatchingEmbed: (() => void) | undefined;

const loadMain = loadOnce(() => importOwnModule<MainModule>(MAIN_MODULE_FILE));

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
  stopWatchingEmbed?.();
  stopWaiting?.();
  stopListening?.();
  stopMain?.();
}

function waitForText(): void {
  stopWaiting ??= whenTextArrives(document, onText, mayHoldReference);
}

/** The site's own Badr Lens (the embed) has started here: ours stops, until it goes. */
function standDown(): void {
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

const firstLook = new FirstLook(firstLookSource);

/**
 * Asked once the frame holds text, and again as the page edits it. A frame with text answers the
 * context menu's look-up from then on (by listening, or by scripting), even where the first look
 * turns its text down: a reader may select a part that reads differently alone.
 */
function mayHoldReference(root: Element, text: string | undefined): boolean {
  if (listensEarly) listen();
  return firstLook.mayHoldReference(root, text, () => readPageInfo(document));
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
