/**
 * The container for the popover: owns the one node we add to the page (<badr-lens-root>, appended
 * to <html> the first time a popover opens), its open shadow root, the top-layer popover element,
 * placement next to the reference, focus, and teardown. The content is the pure Preact component
 * in src/ui/Popover.tsx.
 */
import { render } from "preact";
import type { Dataset, Entry } from "../core/dataset/types.ts";
import { Popover } from "../ui/Popover.tsx";
import { POPOVER_CSS } from "../ui/styles.ts";

export const HOST_TAG = "badr-lens-root";
/** Gap between the reference and the popover, in CSS pixels. */
const GAP = 8;
/** Distance the popover keeps from the viewport's edges. */
const EDGE = 8;

export type Theme = "light" | "dark";

export class PopoverHost {
  private host: HTMLElement | undefined;
  private dialog: HTMLElement | undefined;
  private shown: readonly string[] | undefined;
  private returnFocus: Element | null = null;
  private readonly entriesById: Record<string, Entry>;

  constructor(
    private readonly dataset: Dataset,
    private readonly doc: Document,
    private readonly onCloseRequest: () => void,
  ) {
    this.entriesById = Object.fromEntries(dataset.entries.map((e) => [e.id, e]));
  }

  get isOpen(): boolean {
    return this.shown !== undefined;
  }

  get openTargets(): readonly string[] | undefined {
    return this.shown;
  }

  /** True when the event happened inside our UI (composed path crosses our shadow root). */
  owns(event: Event): boolean {
    return this.host !== undefined && event.composedPath().includes(this.host);
  }

  contains(node: Node | null): boolean {
    return node !== null && this.host !== undefined && (node === this.host || this.host.contains(node));
  }

  open(targets: readonly string[], anchor: DOMRect, theme: Theme, moveFocus: boolean): void {
    const entries = this.dataset.entries.filter((e) => e.targets.some((t) => targets.includes(t)));
    if (entries.length === 0) return;
    const dialog = this.ensureDialog();
    this.shown = targets;
    this.returnFocus = this.doc.activeElement;
    dialog.dataset.targets = targets.join(" ");
    dialog.dataset.theme = theme;
    render(
      <Popover
        key={targets.join(" ")}
        entries={entries}
        entriesById={this.entriesById}
        verses={this.dataset.verses}
        verseCredit={this.dataset.verseCredit}
        onClose={this.onCloseRequest}
        onCopy={(text) => void navigator.clipboard?.writeText(text).catch(() => undefined)}
      />,
      dialog,
    );
    if (!dialog.matches(":popover-open")) dialog.showPopover();
    this.place(anchor);
    if (moveFocus) dialog.focus({ preventScroll: true });
  }

  /** Keeps the popover beside its reference after scroll or resize. */
  place(anchor: DOMRect): void {
    const dialog = this.dialog;
    if (!dialog || !this.isOpen) return;
    const view = this.doc.documentElement;
    const vw = view.clientWidth || this.doc.defaultView!.innerWidth;
    const vh = view.clientHeight || this.doc.defaultView!.innerHeight;
    const box = dialog.getBoundingClientRect();
    const below = anchor.bottom + GAP;
    const above = anchor.top - GAP - box.height;
    const fitsBelow = below + box.height <= vh - EDGE;
    const top = fitsBelow || above < EDGE ? Math.min(below, Math.max(EDGE, vh - EDGE - box.height)) : above;
    const left = Math.min(Math.max(EDGE, anchor.left), Math.max(EDGE, vw - EDGE - box.width));
    dialog.dataset.placement = fitsBelow || above < EDGE ? "below" : "above";
    dialog.style.left = `${Math.round(left)}px`;
    dialog.style.top = `${Math.round(top)}px`;
  }

  close(): void {
    if (!this.dialog || !this.isOpen) return;
    this.shown = undefined;
    if (this.dialog.matches(":popover-open")) this.dialog.hidePopover();
    render(null, this.dialog);
    delete this.dialog.dataset.targets;
    // Focus goes back where it was only if it had moved into the popover.
    if (this.contains(this.doc.activeElement) && this.returnFocus instanceof HTMLElement) {
      this.returnFocus.focus({ preventScroll: true });
    }
    this.returnFocus = null;
  }

  destroy(): void {
    if (this.dialog) render(null, this.dialog);
    this.host?.remove();
    this.host = undefined;
    this.dialog = undefined;
    this.shown = undefined;
  }

  private ensureDialog(): HTMLElement {
    if (this.dialog) return this.dialog;
    const host = this.doc.createElement(HOST_TAG);
    const shadow = host.attachShadow({ mode: "open" });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(POPOVER_CSS);
    shadow.adoptedStyleSheets = [sheet];
    const dialog = this.doc.createElement("div");
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-labelledby", "bl-title");
    dialog.setAttribute("popover", "manual");
    dialog.tabIndex = -1;
    shadow.append(dialog);
    this.doc.documentElement.append(host);
    this.host = host;
    this.dialog = dialog;
    return dialog;
  }
}
