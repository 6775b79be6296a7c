/**
 * The frame's end of the channel to the content script (src/shared/popover-channel.ts). The
 * content script put a token in this page's address and offers a MessagePort with the same token
 * when the frame loads. The first such offer is taken. A second one means someone else read the
 * address (only a page that reached into our shadow root could): the frame then drops both ports
 * and shows nothing, rather than guess which is ours.
 */
import {
  type FrameMessage,
  type HostMessage,
  isHostMessage,
  isPortOffer,
} from "../shared/popover-channel.ts";

export interface FrameEndpoint {
  /** Told how to answer; called again with a no-op when the channel is dropped. */
  connect(send: (message: FrameMessage) => void): void;
  handle(message: HostMessage): void;
  /** The channel was dropped: show nothing. */
  reset(): void;
}

export function openFrameChannel(win: Window, token: string, endpoint: FrameEndpoint): void {
  let port: MessagePort | undefined;
  let refused = false;
  win.addEventListener("message", (event) => {
    const offered = event.ports[0];
    if (!offered || !isPortOffer(event.data)) return;
    if (token === "" || event.data.badrLensPort !== token || refused) {
      offered.close();
      return;
    }
    if (port) {
      refused = true;
      port.close();
      offered.close();
      port = undefined;
      endpoint.connect(() => undefined);
      endpoint.reset();
      return;
    }
    port = offered;
    const own = offered;
    own.onmessage = (message) => {
      if (isHostMessage(message.data)) endpoint.handle(message.data);
    };
    endpoint.connect((message) => own.postMessage(message));
    own.postMessage({ kind: "ready" } satisfies FrameMessage);
  });
}
