/**
 * The embed's loader, dist/embed/badr-lens.js: the one script a site adds. It reads its options
 * from its own tag, puts the BadrLens global on the page and starts the same engine as the
 * extension's content script (src/content/gate/main.ts, loaded from the loader's own folder with
 * the rest of the parts), unless the tag says the site will call BadrLens.init itself. As the
 * extension's content.js does, it loads the first look (first-look.js) only once the page's text
 * passes the screen (screen.ts), and main.js only once the first look says the text may hold a
 * reference, or when `scan` asks: on a page with none,
 * main.js's import and start would be what the embed costs beyond the extension. While it runs,
 * <html> carries data-badr-lens-embed, and the extension, if the reader has it, stands down on
 * this page (docs/EMBED.md says why).
 */

import verseLinkSelector from "virtual:badr-lens-verse-links";
import { importOwnModule, loadOnce } from "../content/common/load-once.ts";
import { whenTextArrives } from "../content/loader/first-text.ts";
import { frameMayHoldReference } from "../content/loader/screen.ts";
import { checkOptions, optionsFromAttributes, startsByItself } from "./options.ts";
import { createEmbedState, EMBED_MARKER, type EmbedOptions, embedState } from "./state.ts";

type MainModule = typeof import("../content/gate/main.ts");
type FirstLookModule = typeof import("../content/loader/first-look-module.ts");
type FoundReference = import("../content/gate/main.ts").FoundReference;

export interface BadrLensApi {
  readonly version: string;
  /** Starts Badr Lens on the page, or applies new options where it runs. */
  init(options?: EmbedOptions): void;
  /** Reads `element` (the whole page without one) now; resolves with the references in it. */
  scan(element?: Element): Promise<FoundReference[]>;
  /** Takes away every mark, listener, observer and element Badr Lens added. */
  destroy(): void;
}

declare const BADR_LENS_VERSION: string;

const script = document.currentScript;

/** requestIdleCallback, where the browser has it (Safari has not), or the next task. */
const whenIdle = (run: () => void): void => {
  if (typeof requestIdleCallback === "function") requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 0);
};
// The loader's own address: every part is resolved against it (platform.ts resourceUrl), so no
// URL is made on a page whose text never needs a part.
const base = (script as HTMLScriptElement | null)?.src || document.baseURI;

function install(): void {
  const existing = (window as { BadrLens?: BadrLensApi }).BadrLens;
  if (existing && embedState()) {
    // The tag twice on one page: the first one runs, the second tells the console.
    console.warn("Badr Lens: the embed is already on this page; this copy stands down");
    return;
  }
  const state = createEmbedState(base, optionsFromAttributes(script));
  const loadMain = loadOnce(() => importOwnModule<MainModule>("main.js"));
  const loadFirstLook = loadOnce(() => importOwnModule<FirstLookModule>("first-look.js"));
  let stopWaiting: (() => void) | undefined;
  let stop: (() => void) | undefined;
  /** Bumped by destroy, so that a start still loading main.js does not go on after it. */
  let generation = 0;

  const start = (): Promise<MainModule | undefined> => {
    const started = generation;
    return loadMain().then((main) => {
      if (started !== generation || !state.running) return undefined;
      stop ??= main.start();
      return main;
    });
  };

  const api: BadrLensApi = {
    version: BADR_LENS_VERSION,
    init(options = {}) {
      // The tag's own start passes no options: nothing to check or merge then.
      if (Object.keys(options).length > 0)
        state.options = { ...state.options, ...checkOptions(options as Record<string, unknown>) };
      if (state.running) {
        for (const listener of state.listeners) listener();
        return;
      }
      state.running = true;
      document.documentElement.setAttribute(EMBED_MARKER, "");
      const started = generation;
      const failed = (error: unknown) => console.warn("Badr Lens could not start", error);
      const look = () =>
        loadFirstLook()
          .then(({ whenReferenceMayArrive }) =>
            // The look runs once the page is idle, off its load's path, as the extension's
            // content.js runs at document_idle.
            whenIdle(() => {
              if (started !== generation || !state.running) return;
              stopWaiting = whenReferenceMayArrive(document, () => start().catch(failed));
            }),
          )
          .catch(failed);
      // A page (or frame) with no text yet, or none that passes the screen, loads nothing more
      // until such text arrives, as the extension's content.js waits (first-text.ts): the first
      // look's tables are not small.
      stopWaiting = whenTextArrives(
        document,
        (small) => {
          if (started !== generation || !state.running) return;
          // The first look reads a small frame only: a large one goes to main.js's page gate.
          if (small) look();
          else
            whenIdle(() => {
              if (started === generation && state.running) start().catch(failed);
            });
        },
        (root, text) => frameMayHoldReference(root, text, verseLinkSelector),
      );
    },
    async scan(element) {
      if (!state.running) return [];
      const main = await start();
      return main ? main.scanNow(element) : [];
    },
    destroy() {
      generation++;
      state.running = false;
      stopWaiting?.();
      stopWaiting = undefined;
      stop?.();
      stop = undefined;
      state.listeners.clear();
      document.documentElement.removeAttribute(EMBED_MARKER);
    },
  };
  Object.defineProperty(window, "BadrLens", { value: Object.freeze(api), configurable: true });
  if (startsByItself(script)) api.init();
}

install();
