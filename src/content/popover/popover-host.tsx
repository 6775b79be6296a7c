/**
 * The container for the popover: owns the one node we add to the page (<badr-lens-root>, appended
 * to <html> the first time a popover opens; see host-element.ts), its closed shadow root, the
 * top-layer popover element, placement next to the reference (src/ui/placement.ts), the arrow,
 * focus, Tab order, the clipboard, and teardown. The content is the pure Preact component in
 * src/ui/Popover.tsx.
 *
 *   <badr-lens-root>            (page DOM: the only node we add)
 *     #shadow-root (closed)     adopted stylesheet: src/ui/styles.ts
 *       div[role=dialog][popover=manual]   top layer; left/top/width/zoom set here
 *         div.bl-arrow          points at the reference
 *         div.bl-scroll         max-height set here; the content scrolls inside
 *           <Popover/>          Preact
 */
import { render } from "preact";
import type { Dataset, Entry, Target, Translation, TranslationLanguage } from "../../core/dataset/types.ts";
import { displayText } from "../../core/text/display.ts";
import { directionOf, languageOf, translationLanguageOf, translator } from "../../shared/i18n.ts";
import { readerLanguages, sessionStore, uiLanguage } from "../../shared/platform.ts";
import { DEFAULT_SETTINGS, type Settings } from "../../shared/settings.ts";
import type { Citation } from "../../ui/citation.ts";
import { noticeText, type PopoverNotice } from "../../ui/labels.ts";
import { openSectionsFrom, type SectionId } from "../../ui/layout.ts";
import { Popover, type PopoverProps } from "../../ui/Popover.tsx";
import { computePlacement, PLACEMENT_DEFAULTS } from "../../ui/placement.ts";
import { POPOVER_CSS } from "../../ui/styles.ts";
import { VerseFontContext } from "../../ui/VerseArabic.tsx";
import { createHostElement, HOST_MARKER } from "../common/host-element.ts";
import { pageTheme } from "./theme.ts";

/**
 * A page that removes our host (a framework re-rendering <html>, or a hostile script) gets it back
 * this many times in a row; after that we stop fighting and wait for the reader's next open.
 */
const HOST_RESTORES = 3;
/** The popover is at most this many ems wide (30em of 15px = 450px, the issue's "about 28rem"). */
const WIDTH_EM = 30;
/** Nor taller than this share of the viewport, nor this many ems: a popover, not a page. */
const MAX_HEIGHT_SHARE = 0.7;
const MAX_HEIGHT_EM = 38;
/** The storage.session key of the sections a reader last left open in a pinned popover. */
const OPEN_SECTIONS_KEY = "popoverOpenSections";

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

/** A reference as the popover shows it: its targets and the entries resolved for them, in tab order. */
export interface ShownReference {
  targets: readonly Target[];
  entries: readonly Entry[];
}

export class PopoverHost {
  private host: HTMLElement | undefined;
  private shadow: ShadowRoot | undefined;
  private dialog: HTMLElement | undefined;
  private scroller: HTMLElement | undefined;
  private arrow: HTMLElement | undefined;
  private announcer: HTMLElement | undefined;
  private resizeObserver: ResizeObserver | undefined;
  private removalObserver: MutationObserver | undefined;
  private attributeObserver: MutationObserver | undefined;
  /** The page's changes to our host's attributes undone since the popover last opened. */
  private tamperings = 0;
  private restores = 0;
  private shown: readonly Target[] | undefined;
  private anchor: DOMRect | undefined;
  private pinned = false;
  private returnFocus: Element | null = null;
  private readonly entriesById: Record<string, Entry>;
  /** What the popover was last rendered with, so that pinning can render it again. */
  private props: PopoverProps | undefined;
  /**
   * The sections the reader last left open in a pinned popover, until the browser closes:
   * storage.session where the browser gives it to content scripts, this copy where it does not.
   */
  private openSections: SectionId[] = [];
  private rehearsed = false;

  constructor(
    private readonly dataset: Dataset,
    private readonly translations: Partial<Record<TranslationLanguage, Translation>>,
    private readonly doc: Document,
    private readonly onCloseRequest: () => void,
    private readonly verseFont: ArrayBuffer | null = null,
  ) {
    this.entriesById = Object.fromEntries(dataset.entries.map((e) => [e.id, e]));
  }

  /** Reads the sections the reader last left open in this browser session (before the first open). */
  async recallOpenSections(): Promise<void> {
    try {
      const value = await sessionStore.read(OPEN_SECTIONS_KEY);
      if (value !== undefined) this.openSections = openSectionsFrom(value);
    } catch {
      // storage.session closed to content scripts: this frame remembers for itself.
    }
  }

  get isOpen(): boolean {
    return this.shown !== undefined;
  }

  get isPinned(): boolean {
    return this.isOpen && this.pinned;
  }

  /** The popover's box on screen, for hover intent's safe triangle. */
  get box(): DOMRect | undefined {
    return this.isOpen ? this.dialog?.getBoundingClientRect() : undefined;
  }

  /** True when the event happened inside our UI (composed path crosses our shadow root). */
  owns(event: Event): boolean {
    return this.host !== undefined && event.composedPath().includes(this.host);
  }

  contains(node: Node | null): boolean {
    return node !== null && this.host !== undefined && (node === this.host || this.host.contains(node));
  }

  open({ targets, entries }: ShownReference, anchor: DOMRect, options: OpenOptions): void {
    if (entries.length === 0 && options.notice === undefined) return;
    const dialog = this.ensureDialog();
    this.restores = 0;
    this.tamperings = 0;
    if (!this.show(dialog)) return;
    const same = this.isOpen && this.shown?.join(" ") === targets.join(" ");
    // State changes only once the popover is really on screen, so a failed open leaves none behind.
    this.shown = targets;
    this.pinned = options.pinned || (same && this.pinned);
    // Reopening for the same reference (hover, then click to pin) keeps the first return target,
    // and focus already inside the popover is never a place to return to.
    if (!this.contains(options.returnFocus) && (!same || this.returnFocus === null))
      this.returnFocus = options.returnFocus;
    dialog.dataset.targets = targets.join(" ");
    dialog.dataset.theme =
      options.theme === "auto" ? pageTheme(this.doc, options.themeSource) : options.theme;
    dialog.dataset.pinned = String(this.pinned);
    dialog.style.fontSize = `${options.textSize}px`;
    dialog.style.zoom = String(1 / this.pageZoom());
    const props = this.propsFor({ targets, entries }, options, this.pinned);
    const { language, t } = props;
    dialog.lang = language;
    dialog.dir = directionOf(language);
    this.props = props;
    this.renderPopover(targets.join(" "));
    this.place(anchor);
    if (options.moveFocus && !this.contains(this.doc.activeElement)) dialog.focus({ preventScroll: true });
    if (!same) {
      const said = entries[0]?.title ?? (options.notice ? noticeText(options.notice, t) : "");
      // The label is the page's text (a link's may run to pages): spoken bounded and plain.
      const label = options.label ? displayText(options.label) : "";
      this.announcer!.textContent = t("popoverAnnounce", `${label ? `${label}, ` : ""}${said}`);
    }
  }

  /** What the popover renders for `reference`, its interface language and strings always set. */
  private propsFor(
    { targets, entries }: ShownReference,
    options: OpenOptions,
    pinned: boolean,
  ): PopoverProps & Required<Pick<PopoverProps, "t" | "language">> {
    const display = { ...DEFAULT_SETTINGS, ...options.display };
    const languages = readerLanguages();
    const language = languageOf(display.language, uiLanguage(), languages);
    const t = translator(language);
    const translation = this.translations[translationLanguageOf(display.translation, languages)];
    return {
      t,
      language,
      showArabic: display.showArabic,
      showTranslation: display.showTranslation,
      entries,
      cited: targets,
      entriesById: this.entriesById,
      verses: this.dataset.verses,
      verseCredit: this.dataset.verseCredit,
      ...(translation
        ? {
            translation: {
              language: translation.language,
              dir: directionOf(translation.language),
              name: translation.name,
              text: translation.verses,
            },
          }
        : {}),
      onClose: this.onCloseRequest,
      onCopy: this.copy,
      onEntryChange: this.onEntryChange,
      pinned,
      // A glance (hover) opens on the first screen alone; a pinned popover as the reader left the last.
      openSections: pinned ? this.openSections : [],
      onSectionsChange: this.onSectionsChange,
      ...(options.notice ? { notice: noticeText(options.notice, t) } : {}),
    };
  }

  /**
   * Renders the popover for `reference` once into an element that never enters the page, and
   * takes it down again. Asked while the pointer rests on a reference, before hover intent: the
   * first open's task then runs code already compiled (its first render compiled some 130
   * functions, about 10 ms of that task, in traces on the 5 MB pages). Once per page; nothing is
   * shown, and nothing is added to the page.
   */
  rehearse(reference: ShownReference, options: OpenOptions): void {
    if (this.rehearsed || this.isOpen || reference.entries.length === 0) return;
    this.rehearsed = true;
    const stage = this.doc.createElement("div");
    render(this.view(this.propsFor(reference, options, false)), stage);
    render(null, stage);
  }

  /**
   * Puts the host back in the page if the page took it out, then shows the popover. False when the
   * browser refuses (a document being unloaded): nothing is thrown into the page's console.
   */
  private show(dialog: HTMLElement): boolean {
    const host = this.host!;
    try {
      // What a page left on the host while we stopped undoing it goes before the popover shows.
      if (cleanHost(host)) this.attributeObserver?.takeRecords();
      if (!host.isConnected) this.doc.documentElement.append(host);
      if (!dialog.matches(":popover-open")) dialog.showPopover();
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
      this.onCloseRequest();
      return;
    }
    cleanHost(host);
    // Our own changes are not the page's.
    this.attributeObserver?.takeRecords();
  }

  /** The page removed our host: the browser has hidden the popover with it. */
  private onHostRemoved(): void {
    if (!this.isOpen) return;
    if (this.restores < HOST_RESTORES && this.dialog && this.show(this.dialog)) {
      this.restores++;
      this.place();
      return;
    }
    this.onCloseRequest();
  }

  pin(): void {
    if (!this.dialog || !this.isOpen) return;
    const was = this.pinned;
    this.pinned = true;
    this.dialog.dataset.pinned = "true";
    if (!was && this.props && this.shown) {
      this.props = { ...this.props, pinned: true };
      this.renderPopover(this.shown.join(" "));
    }
  }

  private renderPopover(key: string): void {
    if (!this.props || !this.scroller) return;
    render(this.view(this.props, key), this.scroller);
  }

  /** The popover's tree for `props`; `key` makes a new reference a new component. */
  private view(props: PopoverProps, key?: string) {
    return (
      <VerseFontContext.Provider value={this.verseFont}>
        <Popover key={key} {...props} />
      </VerseFontContext.Provider>
    );
  }

  private readonly onSectionsChange = (open: SectionId[]): void => {
    this.openSections = open;
    sessionStore.write(OPEN_SECTIONS_KEY, open).catch(() => undefined);
  };

  /** Keeps the popover beside its reference after scroll, resize or a change of content. */
  place(anchor: DOMRect | undefined = this.anchor): void {
    const { dialog, scroller, arrow } = this;
    if (!dialog || !scroller || !arrow || !anchor || !this.isOpen) return;
    this.anchor = anchor;
    const win = this.doc.defaultView!;
    // The visual viewport excludes scrollbars and is not scaled by the page's CSS zoom.
    const vw = win.visualViewport?.width ?? this.doc.documentElement.clientWidth;
    const vh = win.visualViewport?.height ?? this.doc.documentElement.clientHeight;
    const em = Number.parseFloat(dialog.style.fontSize) || 15;
    const cap = Math.floor(Math.min(vh * MAX_HEIGHT_SHARE, MAX_HEIGHT_EM * em));
    dialog.style.width = `${Math.floor(Math.min(WIDTH_EM * em, vw - 2 * PLACEMENT_DEFAULTS.edge))}px`;
    scroller.style.maxHeight = `${cap}px`;
    const natural = dialog.getBoundingClientRect();
    const borders = natural.height - scroller.getBoundingClientRect().height;
    const at = computePlacement(anchor, natural, { width: vw, height: vh });
    scroller.style.maxHeight = `${Math.max(0, Math.min(cap, at.maxHeight - borders))}px`;
    dialog.style.left = `${at.left}px`;
    dialog.style.top = `${at.top}px`;
    dialog.dataset.placement = at.side;
    arrow.style.left = `${Math.round(at.arrowX)}px`;
  }

  close(): void {
    if (!this.dialog || !this.isOpen) return;
    const hadFocus = this.contains(this.doc.activeElement);
    this.shown = undefined;
    this.pinned = false;
    this.anchor = undefined;
    try {
      if (this.dialog.matches(":popover-open")) this.dialog.hidePopover();
    } catch {
      // Already hidden by the browser (the host was removed): nothing to undo.
    }
    render(null, this.scroller!);
    this.props = undefined;
    // Emptied, so the next opening is a change the live region announces, even of the same text.
    if (this.announcer) this.announcer.textContent = "";
    delete this.dialog.dataset.targets;
    delete this.dialog.dataset.pinned;
    // Focus goes back where it was only if it had moved into the popover.
    if (hadFocus && this.returnFocus instanceof HTMLElement && this.returnFocus.isConnected) {
      this.returnFocus.focus({ preventScroll: true });
    }
    this.returnFocus = null;
  }

  destroy(): void {
    this.resizeObserver?.disconnect();
    this.removalObserver?.disconnect();
    this.attributeObserver?.disconnect();
    if (this.scroller) render(null, this.scroller);
    this.host?.remove();
    this.host = undefined;
    this.shadow = undefined;
    this.dialog = undefined;
    this.scroller = undefined;
    this.arrow = undefined;
    this.shown = undefined;
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

  private readonly onEntryChange = (): void => {
    if (this.scroller) this.scroller.scrollTop = 0;
  };

  /**
   * Puts the citation on the clipboard as plain text and HTML: the Clipboard API where the page is a
   * secure context, else a copy from inside our shadow root, whose copy event carries both flavours.
   * Success is reported only when it is true. The copy event passes the page's capturing listeners
   * before it reaches ours, and a page may stop it there and put its own text on the clipboard
   * (issue 37): our listener fills the data and stops the event, and a copy it never saw failed.
   */
  private readonly copy = async ({ text, html }: Citation): Promise<boolean> => {
    const view = this.doc.defaultView;
    try {
      if (navigator.clipboard?.write && view && "ClipboardItem" in view) {
        const item = new view.ClipboardItem({
          "text/plain": new view.Blob([text], { type: "text/plain" }),
          "text/html": new view.Blob([html], { type: "text/html" }),
        });
        await navigator.clipboard.write([item]);
        return true;
      }
    } catch {
      // Denied (no focus, a permissions policy), or Blobs from our world refused: the old way below.
    }
    if (!this.shadow) return false;
    // execCommand copies the selection; the textarea lives in our shadow root, not in the page.
    // The copy event it fires is ours to fill with both flavours before the browser copies.
    const area = this.doc.createElement("textarea");
    area.value = text;
    area.setAttribute("aria-hidden", "true");
    area.style.cssText = "position:fixed;opacity:0;pointer-events:none;";
    let filled = false;
    const fill = (event: ClipboardEvent) => {
      // No listener of the page's after ours: it could overwrite what we set.
      event.stopImmediatePropagation();
      if (!event.clipboardData) return;
      event.clipboardData.setData("text/plain", text);
      event.clipboardData.setData("text/html", html);
      event.preventDefault();
      filled = true;
    };
    area.addEventListener("copy", fill);
    const focused = this.shadow.activeElement;
    this.dialog?.append(area);
    area.select();
    let ok = false;
    try {
      ok = this.doc.execCommand("copy") && filled;
    } catch {
      ok = false;
    }
    area.remove();
    if (focused instanceof HTMLElement) focused.focus({ preventScroll: true });
    return ok;
  };

  /** Tab and Shift+Tab cycle through the popover's controls while focus is inside it. */
  private readonly onDialogKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== "Tab" || !this.dialog || !this.shadow) return;
    const controls = [
      ...this.dialog.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((el) => el.getClientRects().length > 0);
    if (controls.length === 0) return;
    const first = controls[0]!;
    const last = controls[controls.length - 1]!;
    const current = this.shadow.activeElement;
    if (event.shiftKey && (current === first || current === this.dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first.focus();
    }
  };

  private ensureDialog(): HTMLElement {
    if (this.dialog) return this.dialog;
    const { host, root: shadow } = createHostElement(this.doc);
    const dialog = this.doc.createElement("div");
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-labelledby", "bl-title");
    dialog.setAttribute("popover", "manual");
    dialog.tabIndex = -1;
    const arrow = this.doc.createElement("div");
    arrow.className = "bl-arrow";
    arrow.setAttribute("aria-hidden", "true");
    const scroller = this.doc.createElement("div");
    scroller.className = "bl-scroll";
    // Browsers make a scrolling box a Tab stop of its own (Firefox always, Chromium when it has no
    // focusable child); here Tab should go from control to control, and the box still scrolls to
    // whichever control has focus.
    scroller.tabIndex = -1;
    dialog.append(arrow, scroller);
    // A polite live region beside the dialog (it must exist before it speaks): screen readers hear
    // which reference opened what, also when the popover opens on hover and focus stays put.
    const announcer = this.doc.createElement("div");
    announcer.className = "bl-sr";
    announcer.setAttribute("role", "status");
    announcer.setAttribute("aria-live", "polite");
    this.announcer = announcer;
    dialog.addEventListener("keydown", this.onDialogKeyDown);
    // Only the reader's own input acts on the popover: a page's synthetic click or key event on it
    // (dispatched at the host and retargeted, or at an element it found) stops here, before a
    // control's handler can pin, copy or follow a link.
    for (const type of ["click", "keydown", "pointerdown", "mousedown"]) {
      dialog.addEventListener(type, stopUntrusted, { capture: true });
    }
    shadow.append(announcer, dialog);
    this.doc.documentElement.append(host);
    // Constructed sheets belong to a document: adopt ours once the host is in the page's.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(POPOVER_CSS);
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
    // Content that grows ("Read more", another tab) is placed again, so it never runs off-screen.
    const win = this.doc.defaultView;
    if (win && "ResizeObserver" in win) {
      this.resizeObserver = new win.ResizeObserver(() => this.place());
      this.resizeObserver.observe(scroller);
    }
    this.host = host;
    this.shadow = shadow;
    this.dialog = dialog;
    this.scroller = scroller;
    this.arrow = arrow;
    return dialog;
  }
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
