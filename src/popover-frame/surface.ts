/**
 * Where PopoverView draws: the extension's frame, whose whole document is the popover's
 * (frameSurface), or the embed's closed shadow root in a site's own page (src/embed/inline-link.ts).
 * One view, two hosts: what differs between them is only which node stands for the document.
 */
export interface ViewSurface {
  /** The document that makes the nodes and holds the verse font's face. */
  readonly doc: Document;
  /** Stands for the document: the theme's and the sheet's attributes go here, and it scrolls. */
  readonly root: HTMLElement;
  /** Where the dialog and its live region are put. */
  readonly container: Node & ParentNode;
  /** Hears the keys, clicks and pointer moves made inside the popover. */
  readonly events: EventTarget;
  adoptStyles(sheet: CSSStyleSheet): void;
  /** The focused element inside the surface, if any. */
  activeElement(): Element | null;
  /** Runs `then` once the surface has focus (at once where it has). */
  whenFocused(then: () => void): void;
}

/** The extension's frame: popover-frame.html's own document. */
export function frameSurface(doc: Document): ViewSurface {
  return {
    doc,
    root: doc.documentElement,
    container: doc.body,
    events: doc,
    adoptStyles: (sheet) => {
      doc.adoptedStyleSheets = [sheet];
    },
    activeElement: () => doc.activeElement,
    whenFocused: (then) => {
      // The frame's focus comes from another process and may arrive after the message that asks.
      if (doc.hasFocus()) then();
      else doc.defaultView?.addEventListener("focus", then, { once: true });
    },
  };
}
