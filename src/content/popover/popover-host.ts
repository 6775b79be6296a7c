/**
 * The container for the popover: owns the one node we add to the page (<badr-lens-root>, appended
 * to <html> when the pointer first rests on a reference, so the frame loads during the hover
 * delay; see host-element.ts), its closed shadow root, the
 * top-layer box placed next to the reference (src/ui/placement.ts), or on a narrow screen a sheet
 * on the bottom of the visual viewport, the arrow, focus coming in and
 * going back, and teardown. What the box shows is drawn in an extension page framed inside it
 * (src/popover-frame; ADR 014), so that no page script reaches it by any path, Firefox's Selection
 * API and window.find() included; the two talk through frame-link.ts.
 *
 *   <badr-lens-root>            (page DOM: the only node we add)
 *     #shadow-root (closed)     adopted stylesheet: CONTAINER_CSS (src/ui/styles.ts)
 *       div.bl-popover[popover=manual]   top layer; left/top/width/zoom set here
 *         div.bl-arrow          points at the reference
 *         iframe.bl-frame       popover-frame.html: the dialog, its live region, the clipboard
 */
import type { Target } from "../../core/dataset/types.ts";
import { displayText } from "../../core/text/display.ts";
import type { FrameMessage, HostMessage } from "../../shared/popover-channel.ts";
import type { Settings } from "../../shared/settings.ts";
import { CONTAINER_CSS } from "../../ui/box-styles.ts";
import type { PopoverNotice } from "../../ui/labels.ts";
import {
  computePlacement,
  computeSheetPlacement,
  isSheetViewport,
  PLACEMENT_DEFAULTS,
  type ViewportRect,
} from "../../ui/placement.ts";
import { createHostElement, HOST_MARKER } from "../common/host-element.ts";
import { pageTheme } from "./theme.ts";

/**
 * A page that removes our host (a framework re-rendering <html>, or a hostile script) gets it back
 * this many times in a row; after that we stop fighting and wait for the reader's next open.
 */
const HOST_RESTORES = 3;
/** The popover is at most this many ems wide (30em of 15px = 450px, the "about 28rem"). */
const WIDTH_EM = 30;
/** Nor taller than this share of the viewport, nor this many ems: a popover, not a page. */
const MAX_HEIGHT_SHARE = 0.7;
const MAX_HEIGHT_EM = 38;
/** The frame's name for assistive technology, before its dialog names itself. */
const FRAME_TITLE = "Badr Lens";

export type Theme = "light" | "dark";

export interface OpenOptions {
  /** "auto" follows the page's background behind `themeSource` (theme.ts). */
  theme: Theme | "auto";
  themeSource?: Element;
  /** Text size in CSS px; every length in the popover follows it. */
  textSize: number;
  /**
   * The interface language ("auto": the browser's) and which texts of a verse to show. Optional
   * so that a caller that has no settings (tests, tools) gets the defaults.
   */
  display?: Pick<Settings, "language" | "showArabic" | "showTranslation" | "translation">;
  /** A pinned popover stays until Escape, the close button or a click outside. */
  pinned: boolean;
  /** Move focus into the popover (click, tap, keyboard); hover leaves focus where it is. */
  moveFocus: boolean;
  /** Where focus goes back to when the popover closes with focus inside it. */
  returnFocus: Element | null;
  /** A line said above the entry (and to screen readers): the keyboard stepped round an end of
   * the page, or a look-up found nothing (then it is all the popover shows). */
  notice?: PopoverNotice;
  /** The reference's text as the page has it, said with the entry's title when the popover opens. */
  label?: string;
}

export type { PopoverNotice };

export interface PopoverHostCallbacks {
  /** The popover asks to close (its close button, Escape inside it, or nothing to show). */
  onCloseRequest: () => void;
  /** The pointer is over the popover's frame, where the page sees no pointer event. */
  onPointerInside: () => void;
}

/**
 * What draws the popover inside the box: the extension's frame (frame-link.ts), or the embed's
 * view in a shadow root of its own (src/embed/inline-link.ts). Both speak the channel's messages.
 */
export interface ContentLink {
  /** Put in the box; sized by the host (its style), focused when the popover takes focus. */
  readonly element: HTMLElement;
  readonly isReady: boolean;
  send(message: HostMessage): void;
  destroy(): void;
  /** More of the box's stylesheet, if this kind of link needs it. */
  readonly boxCss?: string;
}

export type LinkFactory = (
  doc: Document,
  title: string,
  onMessage: (message: FrameMessage) => void,
  onReady: () => void,
) => ContentLink;

export class PopoverHost {
  private host: HTMLElement | undefined;
  private box: HTMLElement | undefined;
  private arrow: HTMLElement | undefined;
  private link: ContentLink | undefined;
  private removalObserver: MutationObserver | undefined;
  private attributeObserver: MutationObserver | undefined;
  private frameObserver: MutationObserver | undefined;
  /** The page's changes to our host's attributes undone since the popover last opened. */
  private tamperings = 0;
  private restores = 0;
  private shown: readonly Target[] | undefined;
  private anchor: DOMRect | undefined;
  private pinned = false;
  private returnFocus: Element | null = null;
  /** What the frame was last asked to show; sent again when a reloaded frame is ready. */
  private request: Extract<HostMessage, { kind: "show" }> | undefined;
  private seq = 0;
  /** The frame's content height in CSS px, as it last reported it. */
  private contentHeight = 0;
  /** Focus goes into the frame once it has drawn what was asked. */
  private focusWhenDrawn = false;
  /** The reader expanded the sheet (narrow screens) to nearly the full height. */
  private expanded = false;
  /** The sheet state the frame was last told, so that it hears of changes only. */
  private toldSheet = "";
  /** A placement asked for by the visual viewport, waiting for the next frame. */
  private viewportFrame = 0;

  constructor(
    private readonly doc: Document,
    private readonly callbacks: PopoverHostCallbacks,
    private readonly createLink: LinkFactory,
  ) {}

  get isOpen(): boolean {
    return this.shown !== undefined;
  }

  get isPinned(): boolean {
    return this.isOpen && this.pinned;
  }

  /** The popover's box on screen, for hover intent's safe triangle. */
  get rect(): DOMRect | undefined {
    return this.isOpen ? this.box?.getBoundingClientRect() : undefined;
  }

  /** True when the event happened inside our UI (composed path crosses our shadow root). */
  owns(event: Event): boolean {
    return this.host !== undefined && event.composedPath().includes(this.host);
  }

  contains(node: Node | null): boolean {
    return node !== null && this.host !== undefined && (node === this.host || this.host.contains(node));
  }

  /**
   * Makes the box and starts loading its frame, so that the first open shows at once: asked while
   * the pointer rests on a reference, before hover intent opens it. Once per page.
   */
  prepare(): void {
    this.ensureBox();
  }

  open(targets: readonly Target[], anchor: DOMRect, options: OpenOptions): void {
    const box = this.ensureBox();
    // A host the page took out before this open (it went in when the pointer rested) counts as
    // one restore already: putting it back here is the first.
    this.restores = this.host?.isConnected === false ? 1 : 0;
    this.tamperings = 0;
    const same = this.isOpen && this.shown?.join(" ") === targets.join(" ");
    if (!this.show(box)) return;
    // State changes only once the box is really on screen, so a failed open leaves none behind.
    this.shown = targets;
    this.anchor = anchor;
    this.pinned = options.pinned || (same && this.pinned);
    // Reopening for the same reference (hover, then click to pin) keeps the first return target,
    // and focus already inside the popover is never a place to return to.
    if (!this.contains(options.returnFocus) && (!same || this.returnFocus === null))
      this.returnFocus = options.returnFocus;
    const theme = options.theme === "auto" ? pageTheme(this.doc, options.themeSource) : options.theme;
    box.dataset.theme = theme;
    box.dataset.pinned = String(this.pinned);
    box.dataset.targets = targets.join(" ");
    box.style.fontSize = `${options.textSize}px`;
    box.style.zoom = String(1 / this.pageZoom());
    if (!same) {
      box.dataset.drawing = "";
      this.expanded = false;
    }
    this.focusWhenDrawn = options.moveFocus;
    this.request = {
      kind: "show",
      seq: ++this.seq,
      targets: [...targets],
      display: pickDisplay(options.display),
      theme,
      textSize: options.textSize,
      pinned: this.pinned,
      fresh: !same,
      ...(options.notice ? { notice: options.notice } : {}),
      // The label is the page's text (a link's may run to pages): said bounded and plain.
      ...(options.label ? { label: displayText(options.label) } : {}),
    };
    this.setWidth();
    if (!same) this.tellLayout();
    this.link?.send(this.request);
  }

  /** The frame answered: it has drawn, or its content changed size, or the reader used it. */
  private readonly onFrameMessage = (message: FrameMessage): void => {
    if (!this.isOpen) return;
    switch (message.kind) {
      case "rendered":
        if (message.seq !== this.seq) return;
        if (message.empty) {
          this.callbacks.onCloseRequest();
          return;
        }
        this.contentHeight = message.height;
        this.place();
        if (this.box) delete this.box.dataset.drawing;
        if (this.focusWhenDrawn) this.focusFrame();
        this.focusWhenDrawn = false;
        break;
      case "size":
        this.contentHeight = message.height;
        this.place();
        break;
      case "close":
        this.callbacks.onCloseRequest();
        break;
      case "pinned":
        this.pinned = true;
        if (this.box) this.box.dataset.pinned = "true";
        if (this.request) this.request = { ...this.request, pinned: true, fresh: false };
        break;
      case "pointer":
        this.callbacks.onPointerInside();
        break;
      case "expand":
        this.expanded = message.expanded;
        this.place();
        break;
    }
  };

  /** A frame (re)loaded and took our port: it gets what it should be showing. */
  private readonly onFrameReady = (): void => {
    if (!this.isOpen || !this.request) return;
    // A new frame knows nothing of the sheet.
    this.toldSheet = "";
    this.tellLayout();
    this.request = { ...this.request, seq: ++this.seq, fresh: true };
    this.link?.send(this.request);
  };

  private focusFrame(): void {
    const frame = this.link?.element;
    if (!frame) return;
    frame.focus({ preventScroll: true });
    this.link?.send({ kind: "focus" });
  }

  /**
   * Puts the host back in the page if the page took it out, then shows the box. False when the
   * browser refuses (a document being unloaded): nothing is thrown into the page's console.
   */
  private show(box: HTMLElement): boolean {
    const host = this.host!;
    try {
      // What a page left on the host while we stopped undoing it goes before the popover shows.
      if (cleanHost(host)) this.attributeObserver?.takeRecords();
      if (!host.isConnected) this.doc.documentElement.append(host);
      if (!box.matches(":popover-open")) box.showPopover();
      return true;
    } catch {
      return false;
    }
  }

  /**
   * The page changed our host's attributes: undone, a few times in a row; a page that keeps at it
   * gets the popover closed instead (a closed popover takes no click), until the reader's next open.
   */
  private onHostTampered(): void {
    const host = this.host;
    if (!host) return;
    if (this.isOpen && ++this.tamperings > HOST_RESTORES) {
      this.callbacks.onCloseRequest();
      return;
    }
    cleanHost(host);
    // Our own changes are not the page's.
    this.attributeObserver?.takeRecords();
  }

  /** The page removed our host: the browser has hidden the popover with it, and unloaded the frame. */
  private onHostRemoved(): void {
    if (!this.isOpen) return;
    if (this.restores < HOST_RESTORES && this.box && this.show(this.box)) {
      this.restores++;
      // The frame loads afresh (onFrameReady sends it the popover again); hidden until it has drawn.
      this.box.dataset.drawing = "";
      return;
    }
    this.callbacks.onCloseRequest();
  }

  /** Someone set the frame's address or its policy: only a page that reached into our root could. */
  private onFrameTampered(): void {
    this.callbacks.onCloseRequest();
    this.dropBox();
  }

  pin(): void {
    if (!this.box || !this.isOpen || this.pinned) return;
    this.pinned = true;
    this.box.dataset.pinned = "true";
    if (this.request) this.request = { ...this.request, pinned: true, fresh: false };
    this.link?.send({ kind: "pin" });
  }

  private setWidth(): void {
    const box = this.box;
    if (!box) return;
    const vw = this.viewport().width;
    if (isSheetViewport({ width: vw })) {
      // A sheet spans the visual viewport, fractions of a pixel included (pinch-zoom makes them).
      box.style.width = `${vw}px`;
      return;
    }
    const em = Number.parseFloat(box.style.fontSize) || 15;
    box.style.width = `${Math.floor(Math.min(WIDTH_EM * em, vw - 2 * PLACEMENT_DEFAULTS.edge))}px`;
  }

  /** The visual viewport and where it sits in the layout viewport, which fixed boxes measure from. */
  private visualViewport(): ViewportRect {
    const vv = this.doc.defaultView!.visualViewport;
    const { width, height } = this.viewport();
    return { offsetLeft: vv?.offsetLeft ?? 0, offsetTop: vv?.offsetTop ?? 0, width, height };
  }

  private viewport(): { width: number; height: number } {
    const win = this.doc.defaultView!;
    // The visual viewport excludes scrollbars and is not scaled by the page's CSS zoom.
    return {
      width: win.visualViewport?.width ?? this.doc.documentElement.clientWidth,
      height: win.visualViewport?.height ?? this.doc.documentElement.clientHeight,
    };
  }

  /** Keeps the popover beside its reference after scroll, resize or a change of content. */
  place(anchor: DOMRect | undefined = this.anchor): void {
    const { box, arrow } = this;
    const frame = this.link?.element;
    if (!box || !arrow || !frame || !anchor || !this.isOpen) return;
    this.anchor = anchor;
    const viewport = this.viewport();
    if (isSheetViewport(viewport)) {
      this.placeSheet(box, frame);
      return;
    }
    this.tellSheet(false, false);
    const em = Number.parseFloat(box.style.fontSize) || 15;
    const cap = Math.floor(Math.min(viewport.height * MAX_HEIGHT_SHARE, MAX_HEIGHT_EM * em));
    this.setWidth();
    const width = box.getBoundingClientRect().width;
    const borders = box.offsetHeight - box.clientHeight;
    const height = Math.min(cap, this.contentHeight);
    const at = computePlacement(anchor, { width, height: height + borders }, viewport);
    frame.style.height = `${Math.max(0, Math.min(height, at.maxHeight - borders))}px`;
    box.style.left = `${at.left}px`;
    box.style.top = `${at.top}px`;
    box.dataset.placement = at.side;
    arrow.style.left = `${Math.round(at.arrowX)}px`;
  }

  /**
   * On a narrow screen: a sheet on the bottom of the visual viewport, the reference's position
   * aside (issue 35). The frame's document scrolls inside it; the page around it keeps its own.
   */
  private placeSheet(box: HTMLElement, frame: HTMLElement): void {
    this.setWidth();
    box.dataset.placement = "sheet";
    // Everything of the box that is not the frame: its border and the safe-area padding below.
    const chrome = box.offsetHeight - frame.offsetHeight;
    const at = computeSheetPlacement(this.visualViewport(), this.contentHeight + chrome, this.expanded);
    frame.style.height = `${Math.max(0, at.height - chrome)}px`;
    box.style.left = `${at.left}px`;
    box.style.top = `${at.top}px`;
    this.tellSheet(true, at.expandable || this.expanded);
  }

  /**
   * Before a new card is drawn: a sheet or a box, so that the frame lays it out as what it will be
   * (a sheet's order and touch targets) and the first placement measures the right height.
   * Whether expanding shows more is known once it has drawn.
   */
  private tellLayout(): void {
    this.tellSheet(isSheetViewport(this.viewport()), false);
  }

  private tellSheet(sheet: boolean, expandable: boolean): void {
    const expanded = sheet && this.expanded;
    const state = `${sheet} ${expanded} ${expandable}`;
    if (state === this.toldSheet) return;
    this.toldSheet = state;
    this.link?.send({ kind: "sheet", sheet, expanded, expandable });
  }

  /**
   * Pinch-zoom, its panning and the on-screen keyboard move the visual viewport without scrolling
   * the page: a sheet follows them. The box beside a reference needs nothing of them.
   */
  private readonly onVisualViewportChange = (): void => {
    if (!this.isOpen || this.viewportFrame || !isSheetViewport(this.viewport())) return;
    this.viewportFrame = this.doc.defaultView!.requestAnimationFrame(() => {
      this.viewportFrame = 0;
      this.place();
    });
  };

  close(): void {
    if (!this.box || !this.isOpen) return;
    const hadFocus = this.contains(this.doc.activeElement);
    this.shown = undefined;
    this.pinned = false;
    this.expanded = false;
    this.anchor = undefined;
    this.request = undefined;
    this.focusWhenDrawn = false;
    try {
      if (this.box.matches(":popover-open")) this.box.hidePopover();
    } catch {
      // Already hidden by the browser (the host was removed): nothing to undo.
    }
    this.link?.send({ kind: "hide" });
    delete this.box.dataset.targets;
    delete this.box.dataset.pinned;
    // Focus goes back where it was only if it had moved into the popover.
    if (hadFocus && this.returnFocus instanceof HTMLElement && this.returnFocus.isConnected) {
      this.returnFocus.focus({ preventScroll: true });
    } else if (hadFocus) {
      // Focus left in a hidden frame would keep the page's keys from the page.
      this.link?.element.blur();
    }
    this.returnFocus = null;
  }

  destroy(): void {
    this.dropBox();
    this.host?.remove();
    this.host = undefined;
    this.shown = undefined;
  }

  /** Forgets the box and its frame; the next open makes new ones. */
  private dropBox(): void {
    const vv = this.doc.defaultView?.visualViewport;
    vv?.removeEventListener("resize", this.onVisualViewportChange);
    vv?.removeEventListener("scroll", this.onVisualViewportChange);
    this.toldSheet = "";
    this.removalObserver?.disconnect();
    this.attributeObserver?.disconnect();
    this.frameObserver?.disconnect();
    this.link?.destroy();
    this.link?.element.remove();
    this.link = undefined;
    this.box?.remove();
    this.box = undefined;
    this.arrow = undefined;
    this.host?.remove();
    this.host = undefined;
  }

  /**
   * The factor by which the page's CSS `zoom` scales us. Only <html> and our host are our
   * ancestors (the host is a child of <html>), and `:host { all: initial !important }` resets the
   * host's own, so in practice this is the zoom of <html>.
   */
  private pageZoom(): number {
    const win = this.doc.defaultView!;
    let factor = 1;
    for (const element of [this.doc.documentElement, this.host]) {
      if (!element) continue;
      const zoom = Number.parseFloat(win.getComputedStyle(element).getPropertyValue("zoom"));
      if (Number.isFinite(zoom) && zoom > 0) factor *= zoom;
    }
    return factor;
  }

  private ensureBox(): HTMLElement {
    if (this.box) return this.box;
    const { host, root: shadow } = createHostElement(this.doc);
    const box = this.doc.createElement("div");
    box.className = "bl-popover";
    box.setAttribute("popover", "manual");
    const arrow = this.doc.createElement("div");
    arrow.className = "bl-arrow";
    arrow.setAttribute("aria-hidden", "true");
    const link = this.createLink(this.doc, FRAME_TITLE, this.onFrameMessage, this.onFrameReady);
    box.append(arrow, link.element);
    // Only the reader's own input reaches the box: a page's synthetic click or key event on it
    // (dispatched at the host and retargeted) stops here. Inside the frame, no page event arrives.
    for (const type of ["click", "keydown", "pointerdown", "mousedown"]) {
      box.addEventListener(type, stopUntrusted, { capture: true });
    }
    shadow.append(box);
    this.doc.documentElement.append(host);
    // Constructed sheets belong to a document: adopt ours once the host is in the page's.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(link.boxCss ? CONTAINER_CSS + link.boxCss : CONTAINER_CSS);
    shadow.adoptedStyleSheets = [sheet];
    this.removalObserver = new MutationObserver((records) => {
      if (records.some((r) => [...r.removedNodes].includes(host))) this.onHostRemoved();
    });
    // Only <html>'s own children: our host is one, and watching no deeper costs the page nothing.
    this.removalObserver.observe(this.doc.documentElement, { childList: true });
    // The host carries our marker and nothing else. An attribute of the page's (`inert`, `hidden`,
    // `popover`, a style with custom properties, `dir`) could make the reader's click on Copy land
    // on the page beneath, hide the popover or restyle it: each is taken off before the next event.
    this.attributeObserver = new MutationObserver(() => this.onHostTampered());
    this.attributeObserver.observe(host, { attributes: true });
    // The frame's attributes are ours alone, its height (style) the one we change later: any other
    // change (its address, a sandbox, a policy) means a page reached into our root.
    this.frameObserver = new MutationObserver((records) => {
      if (records.some((r) => r.attributeName !== "style")) this.onFrameTampered();
    });
    this.frameObserver.observe(link.element, { attributes: true });
    const vv = this.doc.defaultView?.visualViewport;
    vv?.addEventListener("resize", this.onVisualViewportChange, { passive: true });
    vv?.addEventListener("scroll", this.onVisualViewportChange, { passive: true });
    this.host = host;
    this.box = box;
    this.arrow = arrow;
    this.link = link;
    // Countered now, not at the first open: the frame's document then lays out at its final scale
    // from the start (Chromium hands an out-of-process frame its zoom asynchronously).
    box.style.zoom = String(1 / this.pageZoom());
    return box;
  }
}

/** The settings the frame needs, and no more of them; the frame fills in the defaults. */
function pickDisplay(display: OpenOptions["display"]): Extract<HostMessage, { kind: "show" }>["display"] {
  if (!display) return {};
  const { language, showArabic, showTranslation, translation } = display;
  return { language, showArabic, showTranslation, translation };
}

function stopUntrusted(event: Event): void {
  if (event.isTrusted) return;
  event.stopImmediatePropagation();
  event.preventDefault();
}

/** Takes every attribute but our marker off the host, and puts the marker back; true if it changed anything. */
function cleanHost(host: HTMLElement): boolean {
  let changed = false;
  for (const name of host.getAttributeNames()) {
    if (name === HOST_MARKER.name) continue;
    host.removeAttribute(name);
    changed = true;
  }
  if (host.getAttribute(HOST_MARKER.name) !== HOST_MARKER.value) {
    host.setAttribute(HOST_MARKER.name, HOST_MARKER.value);
    changed = true;
  }
  return changed;
}
