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
export type ContentToBackground = {
  type: "content:references-changed";
  count: number;
  active: boolean;
  /** Part of the page is not read yet: the scan waits for the reader (read-ahead.ts). */
  more?: boolean;
};

/**
 * Content script → background: what the popover remembers for the browser session (its open
 * sections), kept in the background's storage.session, which stays closed to content scripts.
 * `get` answers the stored value.
 */
export type ContentSessionMessage =
  | { type: "session:get"; key: string }
  | { type: "session:set"; key: string; value: unknown };

/** The keys a content script may keep through the background: only its own, never settings. */
export const SESSION_KEYS = ["popoverOpenSections"] as const;

/**
 * What a content script may store under a key: the popover's open sections, a short list of short
 * names. A content script runs in pages the extension does not trust, so the background takes no
 * value beyond that shape (an 8 MB value would fill storage.session's quota for everyone).
 */
export const SESSION_VALUE_LIMITS = { items: 16, length: 32 } as const;

function isSessionValue(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length <= SESSION_VALUE_LIMITS.items &&
    value.every((item) => typeof item === "string" && item.length <= SESSION_VALUE_LIMITS.length)
  );
}

export function isContentSessionMessage(value: unknown): value is ContentSessionMessage {
  if (!hasType(value)) return false;
  const key = (value as { key?: unknown }).key;
  if (!(SESSION_KEYS as readonly unknown[]).includes(key)) return false;
  if (value.type === "session:get") return true;
  return value.type === "session:set" && isSessionValue((value as { value?: unknown }).value);
}

/**
 * The manifest's `commands`, by name. The page acts on the two that move between references
 * (commandMessage); toggle-site is the background's own, as it changes the settings.
 */
export const COMMANDS = ["next-reference", "previous-reference", "toggle-site"] as const;
export type CommandName = (typeof COMMANDS)[number];

/** The message the page receives for command `name`, or undefined for one the page does not act on. */
export function commandMessage(name: string): BackgroundToContent | undefined {
  return name === "next-reference" || name === "previous-reference" ? { type: `command:${name}` } : undefined;
}

/**
 * Where a frame's content script keeps its instance (lifecycle.ts claimFrame), as a Symbol.for key,
 * in the extension's world of the frame. A frame that does not listen for messages yet takes one
 * through the instance's `deliver`, which the extension's pages reach by scripting
 * (platform.ts, extensionPages.sendToTab).
 */
export const INSTANCE_KEY_NAME = "badr-lens.instance";

/** Popup → content script (through tabs.sendMessage). */
export type PopupToContent = { type: "popup:describe-page" } | { type: "popup:reveal"; id: number };

/**
 * Background → content script: a keyboard command (to the tab's top frame) or the context menu's
 * "Look up" on a selection (to the frame it was chosen in), as the browser delivered them.
 */
export type BackgroundToContent =
  | { type: "command:next-reference" }
  | { type: "command:previous-reference" }
  | { type: "context:look-up"; text: string };

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

/** A count of references: a whole number from 0, as a page could hold (the badge shows "999+" past 999). */
const MAX_COUNT = 10_000_000;

export function isContentToBackground(value: unknown): value is ContentToBackground {
  if (!hasType(value) || value.type !== "content:references-changed") return false;
  const { count, active, more } = value as { count?: unknown; active?: unknown; more?: unknown };
  return (
    Number.isSafeInteger(count) &&
    (count as number) >= 0 &&
    (count as number) <= MAX_COUNT &&
    typeof active === "boolean" &&
    (more === undefined || typeof more === "boolean")
  );
}

export function isBackgroundToContent(value: unknown): value is BackgroundToContent {
  if (!hasType(value)) return false;
  if (value.type === "command:next-reference" || value.type === "command:previous-reference") return true;
  return value.type === "context:look-up" && typeof (value as { text?: unknown }).text === "string";
}

export function isPopupToContent(value: unknown): value is PopupToContent {
  return hasType(value) && (value.type === "popup:describe-page" || value.type === "popup:reveal");
}
