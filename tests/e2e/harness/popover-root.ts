/**
 * Our popover lives in a closed shadow root, which the page's own scripts cannot reach, and
 * neither can a test through page.evaluate. Tests reach it as the browsers' automation interfaces
 * allow (ARCHITECTURE.md's contract), never through a hook a page could also use:
 * - Chromium: CDP's DOM domain describes the host with `pierce`, which lists closed shadow roots;
 *   the root's backend node is then adopted into the page's main world as a handle.
 * - Firefox: WebDriver BiDi serialises the host with `includeShadowTree: "all"`, which includes a
 *   closed root's shared id; the realm turns that into a handle.
 * The handle is then an ordinary argument to page.evaluate / waitForFunction.
 */
import type { ElementHandle, Frame, Page } from "puppeteer-core";
import { WAIT_MS } from "./patience.ts";

export const HOST_SELECTOR = "badr-lens-root";

/** puppeteer-core 24's realm internals that expose both protocols' node adoption. */
interface CdpRealm {
  adoptBackendNode(backendNodeId: number): Promise<ElementHandle<Node>>;
}
interface BidiRealm {
  realm: {
    target: unknown;
    session: { connection: { send(method: string, params: unknown): Promise<BidiEvaluateResponse> } };
  };
  createHandle(remote: unknown): ElementHandle<Node>;
}
interface BidiEvaluateResponse {
  result: { type: string; result?: { value?: { shadowRoot?: unknown } } };
}

/**
 * A handle on the closed shadow root of our host in `target` (a page or a frame), or null when
 * there is no host yet.
 */
export async function popoverRoot(target: Page | Frame): Promise<ElementHandle<ShadowRoot> | null> {
  const frame = "mainFrame" in target ? target.mainFrame() : target;
  const realm = (frame as unknown as { mainRealm(): unknown }).mainRealm();
  if (isBidi(realm)) return bidiShadowRoot(realm);
  return cdpShadowRoot(frame, realm as CdpRealm);
}

function isBidi(realm: unknown): realm is BidiRealm {
  return typeof (realm as Partial<BidiRealm>).realm?.session === "object";
}

async function cdpShadowRoot(frame: Frame, realm: CdpRealm): Promise<ElementHandle<ShadowRoot> | null> {
  const host = await frame.$(HOST_SELECTOR);
  if (!host) return null;
  const client = (frame as unknown as { client: import("puppeteer-core").CDPSession }).client;
  const objectId = host.remoteObject().objectId;
  const { node } = await client.send("DOM.describeNode", { objectId, depth: 1, pierce: true });
  await host.dispose();
  const root = node.shadowRoots?.[0];
  if (!root) return null;
  return (await realm.adoptBackendNode(root.backendNodeId)) as ElementHandle<ShadowRoot>;
}

async function bidiShadowRoot(realm: BidiRealm): Promise<ElementHandle<ShadowRoot> | null> {
  const response = await realm.realm.session.connection.send("script.evaluate", {
    expression: `document.querySelector(${JSON.stringify(HOST_SELECTOR)})`,
    target: realm.realm.target,
    awaitPromise: false,
    resultOwnership: "none",
    serializationOptions: { maxDomDepth: 0, includeShadowTree: "all" },
  });
  const shadowRoot = response.result.result?.value?.shadowRoot;
  if (!shadowRoot) return null;
  return realm.createHandle(shadowRoot) as ElementHandle<ShadowRoot>;
}

/** Waits until our host exists in `target`, then returns its shadow root. */
export async function waitForPopoverRoot(
  target: Page | Frame,
  timeout = WAIT_MS,
): Promise<ElementHandle<ShadowRoot>> {
  await target.waitForSelector(HOST_SELECTOR, { timeout });
  const root = await popoverRoot(target);
  if (!root) throw new Error("our host has no shadow root");
  return root;
}
