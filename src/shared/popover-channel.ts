/**
 * What the content script and the popover's frame say to each other (ADR 014). The popover's
 * content is drawn in an extension page (popover-frame.html) inside our closed shadow root, so
 * that no page script can reach its nodes by any path, Firefox's Selection API included. The two
 * speak over one MessageChannel whose port the content script hands the frame when it loads,
 * together with the token it put in the frame's address: a port that comes without it, or a
 * second one, is not ours, and the frame then listens to neither.
 */
import type { PopoverNotice } from "../ui/labels.ts";
import type { Settings } from "./settings.ts";

/** The frame's page, a web-accessible resource of the extension. */
export const POPOVER_FRAME_PAGE = "popover-frame.html";

/** The first message, through window.postMessage, that carries the port. */
export interface PortOffer {
  badrLensPort: string;
}

export function isPortOffer(data: unknown): data is PortOffer {
  return typeof data === "object" && data !== null && typeof (data as PortOffer).badrLensPort === "string";
}

export type PopoverTheme = "light" | "dark";

/** Host → frame. */
export type HostMessage =
  | {
      kind: "show";
      /** Each show has a number; the frame answers `rendered` with it. */
      seq: number;
      targets: readonly string[];
      /** What the reader chose; the frame takes the defaults for what is missing. */
      display: Partial<Pick<Settings, "language" | "showArabic" | "showTranslation" | "translation">>;
      theme: PopoverTheme;
      /** CSS px; every length in the popover follows it. */
      textSize: number;
      pinned: boolean;
      /** A new reference: the frame starts a new card and says its title to screen readers. */
      fresh: boolean;
      notice?: PopoverNotice;
      /** The reference's text on the page, said with the title (bounded by the host). */
      label?: string;
    }
  | { kind: "pin" }
  | { kind: "focus" }
  | { kind: "hide" }
  /**
   * The box is a bottom sheet on a narrow screen (issue 35), or not: the frame then offers its
   * expand control (when there is more to show than fits) and its larger touch targets.
   */
  | { kind: "sheet"; sheet: boolean; expanded: boolean; expandable: boolean };

/** Frame → host. */
export type FrameMessage =
  | { kind: "ready" }
  /** A show was drawn: its natural height in CSS px, or nothing to show at all. */
  | { kind: "rendered"; seq: number; height: number; empty: boolean }
  /** The content's natural height changed ("Read more", another tab, the verse font). */
  | { kind: "size"; height: number }
  /** The close button or Escape. */
  | { kind: "close" }
  /** The reader used the popover (a click, a key): it stays until dismissed. */
  | { kind: "pinned" }
  /** The pointer is over the popover, where the page sees no pointer event. */
  | { kind: "pointer" }
  /** The reader asks the sheet to grow to nearly the full height, or to collapse back. */
  | { kind: "expand"; expanded: boolean };

const HOST_KINDS = new Set(["show", "pin", "focus", "hide", "sheet"]);
const FRAME_KINDS = new Set(["ready", "rendered", "size", "close", "pinned", "pointer", "expand"]);

export function isHostMessage(data: unknown): data is HostMessage {
  return typeof data === "object" && data !== null && HOST_KINDS.has((data as { kind?: string }).kind ?? "");
}

export function isFrameMessage(data: unknown): data is FrameMessage {
  return typeof data === "object" && data !== null && FRAME_KINDS.has((data as { kind?: string }).kind ?? "");
}

/**
 * The host's end of a port to the popover's view (the extension's frame or the embed's in-page
 * view): what is not a view's message is dropped, "ready" goes to `onReady`, the rest to
 * `onMessage`.
 */
export function listenToView(
  port: MessagePort,
  onReady: () => void,
  onMessage: (message: Exclude<FrameMessage, { kind: "ready" }>) => void,
): void {
  port.onmessage = (event) => {
    const message: unknown = event.data;
    if (!isFrameMessage(message)) return;
    if (message.kind === "ready") onReady();
    else onMessage(message);
  };
}

/** A token for one frame's address: 128 random bits, hex. */
export function frameToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
