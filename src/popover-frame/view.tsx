/**
 * What the popover's frame draws for each message of the content script: the Preact component of
 * src/ui/Popover.tsx in a dialog that fills this document, a live region beside it, and the
 * frame's own keys (Escape, Tab kept inside). Its natural height goes back to the content script,
 * which sizes the frame and places the box (src/content/popover/popover-host.ts).
 */
import { render } from "preact";
import { entriesInReadingOrder } from "../core/dataset/lookup.ts";
import type { Dataset, Entry, LocalTexts, Translation, TranslationLanguage } from "../core/dataset/types.ts";
import { directionOf, type Language, languageOf, translationLanguageOf, translator } from "../shared/i18n.ts";
import { readerLanguages, sessionStore, uiLanguage } from "../shared/platform.ts";
import type { FrameMessage, HostMessage } from "../shared/popover-channel.ts";
import { DEFAULT_SETTINGS } from "../shared/settings.ts";
import type { Citation } from "../ui/citation.ts";
import { noticeText } from "../ui/labels.ts";
import { openSectionsFrom, type SectionId } from "../ui/layout.ts";
import { localView, tafsirInPlaceOfTranslation } from "../ui/local-view.ts";
import { Popover, type PopoverProps } from "../ui/Popover.tsx";
import type { FrameEndpoint } from "./channel.ts";
import { copyCitation } from "./clipboard.ts";
import type { ViewSurface } from "./surface.ts";
import { addVerseFont } from "./verse-font.ts";

type Show = Extract<HostMessage, { kind: "show" }>;

/** The storage.session key of the sections a reader last left open in a pinned popover. */
const OPEN_SECTIONS_KEY = "popoverOpenSections";

export class PopoverView implements FrameEndpoint {
  private send: (message: FrameMessage) => void = () => undefined;
  private readonly dialog: HTMLElement;
  private readonly announcer: HTMLElement;
  private readonly entriesById: Record<string, Entry>;
  private shown: Show | undefined;
  private pinned = false;
  private reportedHeight = -1;
  /** The box is a bottom sheet (narrow screens), as the content script last said. */
  private sheet: Omit<Extract<HostMessage, { kind: "sheet" }>, "kind"> = {
    sheet: false,
    expanded: false,
    expandable: false,
  };
  /** The sections the reader last left open in a pinned popover, until the browser closes. */
  private openSections: SectionId[] = [];
  /**
   * Settles once those sections are read back (storage.session, through the background): every
   * message waits for it, in order, so the first pinned open already opens them.
   */
  private readonly recalled: Promise<void>;
  /** The messages' chain: the sections recalled first, then each message in turn. */
  private queue: Promise<void>;

  private readonly doc: Document;

  constructor(
    private readonly surface: ViewSurface,
    css: string,
    private readonly dataset: Dataset,
    private readonly translations: Partial<Record<TranslationLanguage, Translation>>,
    private readonly local: LocalTexts,
    verseFont: ArrayBuffer | null,
    /** Settles once the Arabic-script face is in (or cannot be): a right-to-left view waits for it. */
    private readonly scriptFont: () => Promise<void> = () => Promise.resolve(),
  ) {
    const doc = surface.doc;
    this.doc = doc;
    // Before the first show: the face is parsed while the pointer still rests on the reference.
    void addVerseFont(doc, verseFont).then(() => this.reportSize());
    this.entriesById = Object.fromEntries(dataset.entries.map((e) => [e.id, e]));
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    surface.adoptStyles(sheet);
    const dialog = doc.createElement("div");
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-labelledby", "bl-title");
    dialog.tabIndex = -1;
    // A polite live region beside the dialog (it must exist before it speaks): screen readers hear
    // which reference opened what, also when the popover opens on hover and focus stays put.
    const announcer = doc.createElement("div");
    announcer.className = "bl-sr";
    announcer.setAttribute("role", "status");
    announcer.setAttribute("aria-live", "polite");
    surface.container.append(announcer, dialog);
    this.dialog = dialog;
    this.announcer = announcer;
    // Only the reader's own input acts on the popover. No page can script this document, so this
    // is a second wall: a synthetic event stops here, before a control's handler.
    for (const type of ["click", "keydown", "pointerdown", "mousedown"]) {
      dialog.addEventListener(type, stopUntrusted, { capture: true });
    }
    surface.events.addEventListener("keydown", this.onKeyDown as EventListener, true);
    surface.events.addEventListener("click", this.onClick as EventListener, true);
    surface.events.addEventListener("pointerover", this.onPointer, { passive: true });
    new ResizeObserver(() => this.reportSize()).observe(dialog);
    this.recalled = sessionStore
      .read(OPEN_SECTIONS_KEY)
      .then((value) => {
        if (value !== undefined) this.openSections = openSectionsFrom(value);
      })
      .catch(() => undefined);
    this.queue = this.recalled;
  }

  connect(send: (message: FrameMessage) => void): void {
    this.send = send;
  }

  handle(message: HostMessage): void {
    // In order, each after the last: a show in Arabic or Urdu first waits for the face that draws
    // the interface where the reader's system has none (Chromium does not always lay out again
    // text it drew with a fallback before the face came, src/ui/script-font.ts).
    this.queue = this.queue
      .then(() =>
        message.kind === "show" && directionOf(this.languageOf(message)) === "rtl"
          ? this.scriptFont()
          : undefined,
      )
      .then(() => this.dispatch(message))
      .catch(() => undefined);
  }

  /** The interface's language for a show: the reader's choice, else their languages'. */
  private languageOf(message: Show): Language {
    return languageOf(message.display.language ?? DEFAULT_SETTINGS.language, uiLanguage(), readerLanguages());
  }

  private dispatch(message: HostMessage): void {
    switch (message.kind) {
      case "show":
        this.show(message);
        break;
      case "pin":
        this.pin();
        break;
      case "focus":
        this.takeFocus();
        break;
      case "hide":
        this.reset();
        break;
      case "sheet":
        this.setSheet(message);
        break;
    }
  }

  /**
   * The content script has focused our frame; focus goes to the dialog once this document has it
   * (the frame's focus comes from another process and may arrive after this message).
   */
  private takeFocus(): void {
    this.surface.whenFocused(() => {
      const active = this.surface.activeElement();
      if (this.dialog.contains(active) && active !== this.dialog) return;
      this.dialog.focus({ preventScroll: true });
    });
  }

  reset(): void {
    this.shown = undefined;
    this.pinned = false;
    render(null, this.dialog);
    this.announcer.textContent = "";
    delete this.dialog.dataset.targets;
    this.reportedHeight = -1;
  }

  private show(message: Show): void {
    // The channel is ours (channel.ts); the shape is checked all the same, as for any message.
    const targets = message.targets.filter((t) => typeof t === "string" && t.length <= 64).slice(0, 64);
    const entries = entriesInReadingOrder(this.dataset, targets);
    this.pinned = message.pinned || (!message.fresh && this.pinned);
    const props = this.propsFor(message, targets, entries);
    this.shown = message;
    this.surface.root.dataset.theme = message.theme;
    this.dialog.lang = props.language;
    this.dialog.dir = directionOf(props.language);
    this.dialog.style.fontSize = `${message.textSize}px`;
    this.dialog.dataset.targets = targets.join(" ");
    if (message.fresh) render(null, this.dialog);
    this.renderView(props, targets.join(" "));
    if (message.fresh) {
      // Emptied first, so that the same text said again is a change the live region announces.
      this.announcer.textContent = "";
      const t = props.t;
      const first = entries[0];
      const said = (first && (props.local?.entries[first.id]?.title ?? first.title)) ?? props.notice ?? "";
      const label = message.label ? `${message.label}, ` : "";
      this.announcer.textContent = t("popoverAnnounce", `${label}${said}`);
      this.scrollToTop();
    }
    const empty = entries.length === 0 && message.notice === undefined;
    this.reportedHeight = this.naturalHeight();
    this.send({ kind: "rendered", seq: message.seq, height: this.reportedHeight, empty });
  }

  private propsFor(
    message: Show,
    targets: string[],
    entries: readonly Entry[],
  ): PopoverProps & Required<Pick<PopoverProps, "t" | "language">> {
    const display = { ...DEFAULT_SETTINGS, ...message.display };
    const languages = readerLanguages();
    const language = this.languageOf(message);
    const t = translator(language);
    const translationLanguage = translationLanguageOf(display.translation, languages);
    const translation = this.translations[translationLanguage];
    // An Arabic reader has the verse in its own words: with no translation chosen, the tafsīr in
    // Arabic stands under it instead of the English one (issue 38).
    const tafsir =
      display.translation === "auto" && translationLanguage === "en" && language === "ar"
        ? tafsirInPlaceOfTranslation(this.local, language)
        : undefined;
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
      local: localView(this.local, language),
      ...(tafsir
        ? { translation: tafsir }
        : translation
          ? {
              translation: {
                language: translation.language,
                dir: directionOf(translation.language),
                name: translation.name,
                text: translation.verses,
              },
            }
          : {}),
      onClose: this.requestClose,
      onCopy: this.copy,
      onEntryChange: this.onEntryChange,
      pinned: this.pinned,
      // A glance (hover) opens on the first screen alone; a pinned popover as the reader left the last.
      openSections: this.pinned ? this.openSections : [],
      onSectionsChange: this.onSectionsChange,
      ...(this.sheet.sheet
        ? {
            sheet: {
              expanded: this.sheet.expanded,
              expandable: this.sheet.expandable,
              onToggle: this.toggleSheet,
            },
          }
        : {}),
      ...(message.notice ? { notice: noticeText(message.notice, t) } : {}),
    };
  }

  private renderView(props: PopoverProps, key: string): void {
    render(<Popover key={key} {...props} />, this.dialog);
  }

  /**
   * A sheet takes touch-sized controls (styles.ts, under html[data-sheet]) and, when there is more
   * than fits, the control that expands it; drawn again so the control comes and goes.
   */
  private setSheet({ sheet, expanded, expandable }: Extract<HostMessage, { kind: "sheet" }>): void {
    this.sheet = { sheet: sheet === true, expanded: expanded === true, expandable: expandable === true };
    this.surface.root.toggleAttribute("data-sheet", this.sheet.sheet);
    if (this.shown) this.show({ ...this.shown, fresh: false, seq: this.shown.seq });
  }

  private readonly toggleSheet = (): void => {
    this.send({ kind: "expand", expanded: !this.sheet.expanded });
  };

  /** The reader used the popover, or the content script says so: it stays until dismissed. */
  private pin(): void {
    if (this.pinned || !this.shown) return;
    this.pinned = true;
    this.show({ ...this.shown, pinned: true, fresh: false });
  }

  private naturalHeight(): number {
    return Math.ceil(this.dialog.getBoundingClientRect().height);
  }

  private reportSize(): void {
    if (!this.shown) return;
    const height = this.naturalHeight();
    if (height === this.reportedHeight) return;
    this.reportedHeight = height;
    this.send({ kind: "size", height });
  }

  private readonly requestClose = (): void => {
    this.send({ kind: "close" });
  };

  private readonly onEntryChange = (): void => {
    this.scrollToTop();
  };

  private scrollToTop(): void {
    // A frame's document scrolls its root's scrolling element; the embed's wrapper scrolls itself.
    const root = this.surface.root;
    (root === this.doc.documentElement ? this.doc.scrollingElement : root)?.scrollTo(0, 0);
  }

  private readonly onSectionsChange = (open: SectionId[]): void => {
    this.openSections = open;
    sessionStore.write(OPEN_SECTIONS_KEY, open).catch(() => undefined);
  };

  private readonly copy = (citation: Citation): Promise<boolean> => copyCitation(this.doc, citation);

  private readonly onClick = (event: MouseEvent): void => {
    if (!event.isTrusted || !this.shown) return;
    // Using the popover (a tab, "Read more") says the reader wants it: it stays.
    if (!this.pinned) {
      this.pin();
      this.send({ kind: "pinned" });
    }
  };

  private readonly onPointer = (): void => {
    if (this.shown) this.send({ kind: "pointer" });
  };

  /** Escape closes; Tab and Shift+Tab cycle through the popover's controls. */
  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === "Escape") {
      event.preventDefault();
      this.requestClose();
      return;
    }
    if (event.key !== "Tab") return;
    const controls = [
      ...this.dialog.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ),
    ].filter((el) => el.getClientRects().length > 0);
    if (controls.length === 0) return;
    const first = controls[0]!;
    const last = controls[controls.length - 1]!;
    const current = this.surface.activeElement();
    const outside = current === null || current === this.doc.body || !this.dialog.contains(current);
    if (event.shiftKey && (current === first || current === this.dialog || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first.focus();
    }
  };
}

function stopUntrusted(event: Event): void {
  if (event.isTrusted) return;
  event.stopImmediatePropagation();
  event.preventDefault();
}
