/**
 * What the embed's bundles share on a page. Each bundle (badr-lens.js, main.js, page.js,
 * popover.js, popover-view.js) is built on its own and carries its own copy of every module, so
 * the loader keeps the one state they read under a registered symbol of the page's global.
 * The page can read it too: the embed runs in the site's own world, on the site's invitation.
 */
export interface EmbedOptions {
  /** "hover" opens on hover intent (and a tap on touch screens), "click" on a click only. */
  trigger?: "hover" | "click";
  /** Hover intent's delay in ms. */
  delay?: number;
  theme?: "auto" | "light" | "dark";
  /** The popover's text size in CSS px (12–24). */
  textSize?: number;
  /** The verse translation's language, or "auto" (the reader's languages). */
  translation?: string;
  /** The interface's language, or "auto" (the reader's languages). */
  language?: string;
  /** Elements to leave alone, as a CSS selector (the opt-out markers count besides). */
  exclude?: string;
  /** Whether `badr-lens:open` is dispatched on the document when a popover opens. */
  events?: boolean;
}

export interface EmbedState {
  /** The loader's address (its script's src): every part loads from its folder. */
  readonly base: string;
  options: EmbedOptions;
  running: boolean;
  /** Told when `init` changes the options (the settings of shared/settings.ts follow). */
  readonly listeners: Set<() => void>;
}

const KEY = Symbol.for("badr-lens.embed");

type Scope = { [KEY]?: EmbedState };

export function embedState(): EmbedState | undefined {
  return (globalThis as Scope)[KEY];
}

export function createEmbedState(base: string, options: EmbedOptions): EmbedState {
  const state: EmbedState = { base, options, running: false, listeners: new Set() };
  Object.defineProperty(globalThis, KEY, { value: state, configurable: true });
  return state;
}

export { EMBED_MARKER } from "../shared/embed-marker.ts";
/** The DOM event a site may listen for (docs/EMBED.md). */
export const OPEN_EVENT = "badr-lens:open";
/** The one key of the site's localStorage the embed uses, for the reader's own choices. */
export const STORAGE_KEY = "badr-lens";
