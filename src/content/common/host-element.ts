/**
 * The one element Badr Lens adds to a page, made so that the page can neither read what it shows
 * nor break it by squatting on its name (docs/adr/006-popover-isolation.md):
 *
 * - The shadow root is closed and attached from the content script's world, so `host.shadowRoot`
 *   is null for the page, and events from inside it reach page listeners retargeted to the host
 *   with a composedPath() that stops there.
 * - The host is made in an inert document (no browsing context, so no custom element registry)
 *   and its shadow root attached there, before it ever enters the page. A page that defined
 *   `badr-lens-root` first can still run its constructor on upgrade, but cannot attach a shadow
 *   root of its own or reach ours (ElementInternals.shadowRoot only exposes roots attached during
 *   the element's own construction).
 * - `data-badr-lens="host"` tells a later instance of the content script (after an update) which
 *   element a dead predecessor left, so it removes that one and never a page element of the same
 *   name.
 */
export const HOST_TAG = "badr-lens-root";
export const HOST_MARKER = { name: "data-badr-lens", value: "host" } as const;

export interface HostElement {
  host: HTMLElement;
  root: ShadowRoot;
}

export function createHostElement(doc: Document): HostElement {
  const inert = doc.implementation.createHTMLDocument("");
  const host = inert.createElement(HOST_TAG);
  host.setAttribute(HOST_MARKER.name, HOST_MARKER.value);
  const root = host.attachShadow({ mode: "closed" });
  return { host: doc.adoptNode(host), root };
}

const HOST_SELECTOR = `${HOST_TAG}[${HOST_MARKER.name}="${HOST_MARKER.value}"]`;

/** Whether an earlier instance left a host in the page. */
export function hasStaleHost(doc: Document): boolean {
  return doc.querySelector(HOST_SELECTOR) !== null;
}

/** Removes the hosts an earlier instance left in the page when its extension context went. */
export function removeStaleHosts(doc: Document): void {
  for (const element of doc.querySelectorAll(HOST_SELECTOR)) element.remove();
}
