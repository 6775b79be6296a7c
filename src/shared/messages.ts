/**
 * Typed messages between contexts, named by direction. Every message has a `type`; the
 * guards below are the only place that trusts an incoming `unknown`.
 */
import type { Target } from "../core/dataset/types.ts";

export interface PageReferenceSummary {
  /**
   * The reference's id in the page (PageReference.id), which popup:reveal takes back: stable while
   * the page changes, where a position in the list would point at another reference.
   */
  id: number;
  text: string;
  targets: Target[];
  /** The text of its paragraph just before and after it, for the popup's snippet (plain text). */
  before: string;
  after: string;
}

/**
 * Content script → background (the badge and the toolbar icon) and to an open popup (which asks
 * the page again, so it follows the page live without polling). `active` is false where Badr
 * Lens is off for the site or everywhere.
 */
export type ContentToBackground = { type: "content:references-changed"; count: number; active: boolean };

/** The manifest's `commands`, by name; each is forwarded to the active tab as `command:<name>`. */
export const COMMANDS = ["next-reference", "previous-reference", "toggle-site"] as const;
export type CommandName = (typeof COMMANDS)[number];

/** Background → content script: a keyboard command, or "Look up in Badr Lens" on selected text. */
export type BackgroundToContent = { type: `command:${CommandName}` } | { type: "menu:look-up"; text: string };

export function commandMessage(name: string): BackgroundToContent | undefined {
  return (COMMANDS as readonly string[]).includes(name)
    ? { type: `command:${name as CommandName}` }
    : undefined;
}

/** Popup → content script (through tabs.sendMessage). */
export type PopupToContent = { type: "popup:describe-page" } | { type: "popup:reveal"; id: number };

export interface PageDescription {
  host: string;
  enabled: boolean;
  references: PageReferenceSummary[];
}

function hasType(value: unknown): value is { type: string } {
  return (
    typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string"
  );
}

export function isContentToBackground(value: unknown): value is ContentToBackground {
  return (
    hasType(value) &&
    value.type === "content:references-changed" &&
    typeof (value as { count?: unknown }).count === "number"
  );
}

export function isBackgroundToContent(value: unknown): value is BackgroundToContent {
  if (!hasType(value)) return false;
  if (value.type === "menu:look-up") return typeof (value as { text?: unknown }).text === "string";
  return COMMANDS.some((name) => value.type === `command:${name}`);
}

export function isPopupToContent(value: unknown): value is PopupToContent {
  return hasType(value) && (value.type === "popup:describe-page" || value.type === "popup:reveal");
}
