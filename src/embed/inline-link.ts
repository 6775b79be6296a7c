/**
 * The embed's link to the popover's view: where the extension frames an extension page in the box
 * (src/content/popover/frame-link.ts), a site's page has no such origin to lend, so the view
 * (src/popover-frame/view.tsx, the same one) draws in a closed shadow root of its own inside the
 * box, and the two talk over a MessageChannel only they hold. The view's module
 * (popover-view.js: Preact, the dataset, the verse font) loads when the box is made.
 */
import { importOwnModule } from "../content/common/load-once.ts";
import type { ContentLink } from "../content/popover/popover-host.ts";
import { type FrameMessage, type HostMessage, listenToView } from "../shared/popover-channel.ts";

export const VIEW_MODULE_FILE = "popover-view.js";
type ViewModule = typeof import("./view-module.ts");

/** The box's display comes from the extension's content.css there; here the link gives it. */
const BOX_CSS = `
.bl-popover { --badr-lens-display: block; }
.bl-frame { overflow: hidden; }
`;

export class InlineLink implements ContentLink {
  readonly element: HTMLElement;
  readonly boxCss = BOX_CSS;
  private port: MessagePort | undefined;
  private ready = false;
  private destroyed = false;
  private unmount: (() => void) | undefined;

  constructor(
    doc: Document,
    title: string,
    private readonly onMessage: (message: FrameMessage) => void,
    private readonly onReady: () => void,
  ) {
    const element = doc.createElement("div");
    element.className = "bl-frame";
    element.setAttribute("role", "group");
    element.setAttribute("aria-label", title);
    const shadow = element.attachShadow({ mode: "closed" });
    this.element = element;
    importOwnModule<ViewModule>(VIEW_MODULE_FILE).then(
      (module) => this.connect(module, shadow),
      (error: unknown) => console.debug("Badr Lens could not load its popover", error),
    );
  }

  get isReady(): boolean {
    return this.ready;
  }

  send(message: HostMessage): void {
    if (this.ready) this.port?.postMessage(message);
  }

  destroy(): void {
    this.destroyed = true;
    this.ready = false;
    this.port?.close();
    this.port = undefined;
    this.unmount?.();
    this.unmount = undefined;
  }

  private connect(module: ViewModule, shadow: ShadowRoot): void {
    if (this.destroyed) return;
    const channel = new MessageChannel();
    listenToView(
      channel.port1,
      () => {
        this.ready = true;
        this.onReady();
      },
      this.onMessage,
    );
    this.port = channel.port1;
    this.unmount = module.mountView(shadow, channel.port2);
  }
}
