/**
 * How an instance of the content script learns that its extension has gone (reloaded, updated,
 * disabled or removed), and how a new instance takes over a page from a dead one. Browsers send a
 * content script no such notice (w3c/webextensions#138), so:
 *
 * - Chromium leaves an orphaned script running with its extension APIs gone. It checks its own
 *   context when the reader comes back to the page (visibility, focus, a press) and when a new
 *   instance announces itself, and tears down the moment the context is dead.
 * - Firefox stops an orphan's code outright, so it cannot clean up; its new instance (Firefox
 *   injects one into open tabs after a reload or update) removes what the old one left, and what
 *   is left after a removal is inert (the popover hides with the extension's stylesheet).
 * A frame below the one the reader pressed on hears nothing of the press, so an instance that finds
 * itself dead asks its child frames to check too (a message, which reaches cross-origin frames),
 * and they ask theirs: after a removal in Chromium no frame keeps its marks.
 * The announcement and the message are things the page can also send; all they can make us do is
 * check that we are alive, which we are.
 *
 * In Chromium the background also injects the new script into open tabs after an install or
 * update, and a tab opened just then gets the manifest's copy as well. Both copies run in the
 * extension's one isolated world, so the first leaves a note there (claimFrame) and the second,
 * finding it from a live instance, stands down. The page cannot see or forge that note.
 */
import { INSTANCE_KEY_NAME } from "../../shared/messages.ts";
import { ACTIVE_HIGHLIGHT_NAME, HIGHLIGHT_NAME } from "./highlighter.ts";
import { hasStaleHost, removeStaleHosts } from "./host-element.ts";

export const TAKEOVER_EVENT = "badr-lens:takeover";
/** What a frame that found the extension gone posts to its child frames, so that they check too. */
export const ORPHAN_CHECK_MESSAGE = "badr-lens:orphan-check";
const INSTANCE_KEY = Symbol.for(INSTANCE_KEY_NAME);

interface Instance {
  isAlive(): boolean;
  teardown(): void;
  /** Answers a message sent to a frame that does not listen yet (messages.ts INSTANCE_KEY_NAME). */
  deliver?(message: unknown): Promise<unknown> | undefined;
}

/**
 * Claims this frame for a new instance: false if a live instance of this extension already runs
 * here (the caller must not start); otherwise an instance left dead in this world is torn down
 * and the frame is ours.
 */
export function claimFrame(instance: Instance): boolean {
  const scope = globalThis as { [INSTANCE_KEY]?: Instance };
  const previous = scope[INSTANCE_KEY];
  if (previous && previous !== instance) {
    if (previous.isAlive()) return false;
    previous.teardown();
  }
  scope[INSTANCE_KEY] = instance;
  return true;
}

/**
 * The events that mean a reader is back and may see what a dead instance left: coming back to
 * the tab, focusing it, pressing on it. Not pointer moves, which every frame would then pay for on
 * every page, references or none.
 */
const WAKE_EVENTS: [EventTarget, string][] = [
  [document, "visibilitychange"],
  [window, "focus"],
  [document, "pointerdown"],
];

/**
 * Calls `onDead` once, as soon as `isAlive` is false at a wake event or a successor's
 * announcement. Returns the unsubscribe function.
 */
export function watchForOrphaning(isAlive: () => boolean, onDead: () => void): () => void {
  const abort = new AbortController();
  const check = () => {
    if (isAlive()) return;
    abort.abort();
    onDead();
    askChildFrames();
  };
  const options = { capture: true, passive: true, signal: abort.signal };
  document.addEventListener(TAKEOVER_EVENT, check, options);
  window.addEventListener("message", (event) => event.data === ORPHAN_CHECK_MESSAGE && check(), options);
  for (const [target, type] of WAKE_EVENTS) target.addEventListener(type, check, options);
  return () => abort.abort();
}

/** Asks every child frame's instance to check its own context (watchForOrphaning). */
function askChildFrames(): void {
  for (let i = 0; i < window.frames.length; i++) {
    try {
      window.frames[i]?.postMessage(ORPHAN_CHECK_MESSAGE, "*");
    } catch {
      // A frame gone between the count and the call: nothing left there to tear down.
    }
  }
}

/**
 * Announces a new instance (an orphaned predecessor in this frame tears itself down
 * synchronously), then removes whatever a predecessor that could not run left behind. A page a
 * predecessor never marked (no highlight, no host: every fresh page) has nothing to take over, and
 * the announcement, the one DOM event we dispatch, is not made: it cost a few milliseconds of
 * every frame's start-up in traces.
 */
export function takeOverFromPredecessor(doc: Document): boolean {
  const names = [HIGHLIGHT_NAME, ACTIVE_HIGHLIGHT_NAME];
  if (!names.some((name) => CSS.highlights.has(name)) && !hasStaleHost(doc)) return false;
  doc.dispatchEvent(new CustomEvent(TAKEOVER_EVENT));
  removeStaleHosts(doc);
  for (const name of names) CSS.highlights.delete(name);
  return true;
}
