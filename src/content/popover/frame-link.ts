/**
 * The content script's end of the channel to the popover's frame (src/shared/popover-channel.ts):
 * the iframe itself, and a MessagePort offered to it on every load (a frame taken out of the page
 * and put back loads afresh, and its new document needs a new port). Until the frame says it is
 * ready, messages are dropped: the host sends its whole state again when it is.
 */

import { ownFiles } from "../../shared/platform.ts";
import {
  type FrameMessage,
  frameToken,
  type HostMessage,
  listenToView,
  POPOVER_FRAME_PAGE,
} from "../../shared/popover-channel.ts";

export class FrameLink {
  readonly element: HTMLIFrameElement;
  private port: MessagePort | undefined;
  private ready = false;
  private readonly token = frameToken();
  private readonly origin: string;

  constructor(
    doc: Document,
    title: string,
    private readonly onMessage: (message: FrameMessage) => void,
    private readonly onReady: () => void,
  ) {
    const url = ownFiles.resourceUrl(POPOVER_FRAME_PAGE);
    this.origin = ownFiles.origin();
    const frame = doc.createElement("iframe");
    frame.className = "bl-frame";
    frame.title = title;
    // Copy writes the clipboard from inside the frame; Chromium asks the embedder to delegate it.
    frame.allow = "clipboard-write";
    frame.src = `${url}#${this.token}`;
    frame.addEventListener("load", this.offer);
    this.element = frame;
  }

  get isReady(): boolean {
    return this.ready;
  }

  send(message: HostMessage): void {
    if (this.ready) this.port?.postMessage(message);
  }

  destroy(): void {
    this.element.removeEventListener("load", this.offer);
    this.port?.close();
    this.port = undefined;
    this.ready = false;
  }

  private readonly offer = (): void => {
    this.port?.close();
    this.ready = false;
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
    try {
      this.element.contentWindow?.postMessage({ badrLensPort: this.token }, this.origin, [channel.port2]);
    } catch {
      // The frame is gone again (the page removed the host mid-load): the next load offers anew.
    }
  };
}
