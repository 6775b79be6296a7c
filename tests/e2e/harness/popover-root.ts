/**
 * Our popover is a box in a closed shadow root, which the page's own scripts cannot reach, holding
 * an extension page in a frame (ADR 014), which they cannot reach either. Tests reach both as the
 * browsers' automation interfaces allow (ARCHITECTURE.md's contract), never through a hook a page
 * could also use. The shadow root:
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
export async function popoverShadowRoot(target: Page | Frame): Promise<ElementHandle<ShadowRoot> | null> {
  const frame = "mainFrame" in target ? target.mainFrame() : target;
  const host = await frame.$(HOST_SELECTOR);
  if (!host) return null;
  return closedShadowRootOf(frame, host);
}

/** A handle on the closed shadow root of `element` (disposed here), or null where it has none. */
async function closedShadowRootOf(
  frame: Frame,
  element: ElementHandle<Element>,
): Promise<ElementHandle<ShadowRoot> | null> {
  const realm = (frame as unknown as { mainRealm(): unknown }).mainRealm();
  if (isBidi(realm)) return bidiShadowRoot(realm, element);
  return cdpShadowRoot(frame, realm as CdpRealm, element);
}

function isBidi(realm: unknown): realm is BidiRealm {
  return typeof (realm as Partial<BidiRealm>).realm?.session === "object";
}

async function cdpShadowRoot(
  frame: Frame,
  realm: CdpRealm,
  element: ElementHandle<Element>,
): Promise<ElementHandle<ShadowRoot> | null> {
  const client = (frame as unknown as { client: import("puppeteer-core").CDPSession }).client;
  const objectId = element.remoteObject().objectId;
  const { node } = await client.send("DOM.describeNode", { objectId, depth: 1, pierce: true });
  await element.dispose();
  const root = node.shadowRoots?.[0];
  if (!root) return null;
  return (await realm.adoptBackendNode(root.backendNodeId)) as ElementHandle<ShadowRoot>;
}

async function bidiShadowRoot(
  realm: BidiRealm,
  element: ElementHandle<Element>,
): Promise<ElementHandle<ShadowRoot> | null> {
  const remote = (element as unknown as { remoteValue(): { sharedId?: string } }).remoteValue();
  const response = await realm.realm.session.connection.send("script.callFunction", {
    functionDeclaration: "(element) => element",
    arguments: [{ sharedId: remote.sharedId }],
    target: realm.realm.target,
    awaitPromise: false,
    resultOwnership: "none",
    serializationOptions: { maxDomDepth: 0, includeShadowTree: "all" },
  });
  await element.dispose();
  const shadowRoot = response.result.result?.value?.shadowRoot;
  if (!shadowRoot) return null;
  return realm.createHandle(shadowRoot) as ElementHandle<ShadowRoot>;
}

/**
 * The popover's content: a handle on the document of the frame inside our box, or null when there
 * is none yet. It lives in the frame's realm: pages made by the harness run page.evaluate and
 * page.waitForFunction in that frame when given such a handle (routeHandlesToTheirFrames).
 */
export async function popoverRoot(target: Page | Frame): Promise<ElementHandle<Document> | null> {
  const shadow = await popoverShadowRoot(target);
  const element = await shadow?.$(".bl-frame");
  await shadow?.dispose();
  if (!element) return null;
  if (!(await element.evaluate((e) => e instanceof HTMLIFrameElement))) {
    // The embed's view (src/embed/inline-link.ts): a closed shadow root of its own inside the box,
    // which answers querySelector as a frame's document does.
    const page = "mainFrame" in target ? target.mainFrame() : target;
    return (await closedShadowRootOf(page, element)) as unknown as ElementHandle<Document> | null;
  }
  const frame = await element.contentFrame();
  await element.dispose();
  if (!frame) return null;
  return (await frame.evaluateHandle(() => document)) as ElementHandle<Document>;
}

/**
 * Whether the open popover's content is the embed's view, drawn in the page (ADR 015), rather than
 * the extension's frame: what tells a test on an embed page that the embed, not the extension,
 * answered.
 */
export async function popoverDrawnInPage(target: Page | Frame): Promise<boolean> {
  const shadow = await popoverShadowRoot(target);
  const content = await shadow?.$(".bl-frame");
  await shadow?.dispose();
  if (!content) return false;
  const inPage = await content.evaluate((e) => !(e instanceof HTMLIFrameElement));
  await content.dispose();
  return inPage;
}

/**
 * Waits until our host exists in `target` and its frame has drawn a dialog, then returns the
 * frame's document (popoverRoot).
 */
export async function waitForPopoverRoot(
  target: Page | Frame,
  timeout = WAIT_MS,
): Promise<ElementHandle<Document>> {
  await target.waitForSelector(HOST_SELECTOR, { timeout });
  const deadline = Date.now() + timeout;
  for (;;) {
    const root = await popoverRoot(target).catch(() => null);
    if (
      root &&
      (await root.evaluate((doc) => doc.querySelector('[role="dialog"]') !== null).catch(() => false))
    )
      return root;
    await root?.dispose().catch(() => undefined);
    if (Date.now() > deadline) throw new Error("our popover's frame never drew its dialog");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether `value` is a handle made in another frame than the page's main frame. */
function frameOfHandle(page: Page, values: readonly unknown[]): Frame | undefined {
  for (const value of values) {
    const frame = (value as { frame?: Frame } | null)?.frame;
    if (value && typeof value === "object" && "evaluate" in value && frame && frame !== page.mainFrame())
      return frame;
  }
  return undefined;
}

/**
 * Lets tests keep writing `page.evaluate(fn, root)` and `page.waitForFunction(fn, options, root)`
 * with the popover's content (a handle in its frame's realm): such calls run in that frame.
 */
export function routeHandlesToTheirFrames(page: Page): Page {
  const evaluate = page.evaluate.bind(page);
  const waitForFunction = page.waitForFunction.bind(page);
  page.evaluate = ((fn: never, ...args: never[]) => {
    const frame = frameOfHandle(page, args);
    return frame ? frame.evaluate(fn, ...args) : evaluate(fn, ...args);
  }) as Page["evaluate"];
  page.waitForFunction = ((fn: never, options: never, ...args: never[]) => {
    const frame = frameOfHandle(page, args);
    return frame ? frame.waitForFunction(fn, options, ...args) : waitForFunction(fn, options, ...args);
  }) as Page["waitForFunction"];
  return page;
}
