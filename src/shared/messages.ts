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
}

/** Content script → background. */
export type ContentToBackground = { type: "content:references-changed"; count: number };

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

export function isContentToBackground(value: unknown): value is ContentToBackground {
  return hasType(value) && value.type === "content:references-changed";
}

export function isBackgroundToContent(value: unknown): value is BackgroundToContent {
  if (!hasType(value)) return false;
  if (value.type === "command:next-reference" || value.type === "command:previous-reference") return true;
  return value.type === "context:look-up" && typeof (value as { text?: unknown }).text === "string";
}

export function isPopupToContent(value: unknown): value is PopupToContent {
  return hasType(value) && (value.type === "popup:describe-page" || value.type === "popup:reveal");
}
