/**
 * The content script's handle on the popover before and after its module (popover-module.ts) is
 * loaded. Until then it answers as a closed popover; `open()` loads the module once and opens if
 * the request is still the latest when it arrives (a close or a newer open in between wins).
 */

import { announceOpen } from "../../shared/platform.ts";
import { importOwnModule } from "../common/load-once.ts";
import type { HoverIntent } from "../popover/hover-intent.ts";
import type { OpenOptions, PopoverHost } from "../popover/popover-host.ts";

type PopoverModule = typeof import("../popover/popover-module.ts");

export const POPOVER_MODULE_FILE = "popover.js";

export interface LazyPopoverCallbacks {
  /** The popover asks to close (its × button). */
  onCloseRequest: () => void;
  /** The pointer left a hover-opened popover for good (hover-intent.ts decides). */
  onHoverLeft: () => void;
}

export class LazyPopover {
  private host: PopoverHost | undefined;
  /** The close timer of a hover-opened popover; it comes with the module, as nothing needs it before. */
  private hoverIntent: HoverIntent | undefined;
  private loading: Promise<PopoverHost | undefined> | undefined;
  private request = 0;
  private destroyed = false;

  constructor(
    private readonly doc: Document,
    private readonly callbacks: LazyPopoverCallbacks,
    /** Test seam: where the module comes from. */
    private readonly load: () => Promise<PopoverModule> = () =>
      importOwnModule<PopoverModule>(POPOVER_MODULE_FILE),
  ) {}

  get isOpen(): boolean {
    return this.host?.isOpen ?? false;
  }

  get isPinned(): boolean {
    return this.host?.isPinned ?? false;
  }

  get intent(): HoverIntent | undefined {
    return this.hoverIntent;
  }

  get box(): DOMRect | undefined {
    return this.host?.rect;
  }

  owns(event: Event): boolean {
    return this.host?.owns(event) ?? false;
  }

  contains(node: Node | null): boolean {
    return this.host?.contains(node) ?? false;
  }

  /**
   * Starts loading the module ahead of need (the pointer came to rest on a reference), and has the
   * popover make its box and load its frame, so that the open after hover intent shows at once.
   */
  warm(): void {
    void this.ensure().then((host) => {
      if (host && !this.destroyed) host.prepare();
    });
  }

  /** Opens beside `anchor()`, measured once the module is ready. */
  open(targets: readonly string[], anchor: () => DOMRect, options: OpenOptions): void {
    const request = ++this.request;
    announceOpen(targets);
    if (this.host) {
      this.host.open(targets, anchor(), options);
      return;
    }
    void this.ensure().then((host) => {
      if (host && request === this.request && !this.destroyed) host.open(targets, anchor(), options);
    });
  }

  pin(): void {
    this.host?.pin();
  }

  place(anchor: DOMRect): void {
    this.host?.place(anchor);
  }

  close(): void {
    this.request++;
    this.host?.close();
  }

  destroy(): void {
    this.destroyed = true;
    this.request++;
    this.hoverIntent?.reset();
    this.host?.destroy();
    this.host = undefined;
  }

  private ensure(): Promise<PopoverHost | undefined> {
    this.loading ??= this.load().then(
      async (module) => {
        if (this.destroyed) return undefined;
        const host = module.createPopoverHost(this.doc, {
          onCloseRequest: this.callbacks.onCloseRequest,
          onPointerInside: () => this.hoverIntent?.inside(),
        });
        if (this.destroyed) {
          host.destroy();
          return undefined;
        }
        this.host = host;
        this.hoverIntent = new module.HoverIntent(this.doc.defaultView ?? window, this.callbacks.onHoverLeft);
        return this.host;
      },
      (error: unknown) => {
        // A failed load (the extension was removed meanwhile) must not throw into the page; the
        // next open tries again.
        this.loading = undefined;
        console.debug("Badr Lens could not load its popover", error);
        return undefined;
      },
    );
    return this.loading;
  }
}
