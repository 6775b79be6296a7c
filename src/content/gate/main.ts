/**
 * The content script's work in a frame, built as main.js (an ES module in web_accessible_resources)
 * and started by content.js (index.ts) once the frame has text or a message needs it. It takes
 * the page over from a predecessor that died with an earlier version (lifecycle.ts), decides
 * whether Badr Lens runs on this site, checks the page (the page gate) and starts or stops the
 * page's Annotator when the setting changes (no reload needed), answers the popup, and tears
 * everything down on pagehide or when the extension is reloaded or removed under us.
 *
 * A module rather than the content script itself because Chromium compiles a content script on the
 * page's main thread at every load, while it streams a module and compiles it on a background
 * thread; the build asks for every function of this one to be compiled there up front (ADR 006).
 */
import probeSource from "virtual:badr-lens-probe";
import { PageProbe } from "../../core/detect/probe/page-probe.ts";
import {
  type BackgroundToContent,
  isBackgroundToContent,
  isPopupToContent,
  type PageDescription,
} from "../../shared/messages.ts";
import { platform, skipSelector } from "../../shared/platform.ts";
import { followSettings, isActiveInFrame, loadSettings, type Settings } from "../../shared/settings.ts";
import { takeOverFromPredecessor, watchForOrphaning } from "../common/lifecycle.ts";
import { importOwnModule, loadOnce } from "../common/load-once.ts";
import { isTopFrame } from "../common/top-frame.ts";
import type { Annotator } from "../page/annotator.ts";
import { PageGate } from "./page-gate.ts";
import { siteOf, topSiteOf } from "./site.ts";

/** The page's code (page-module.ts), loaded on first need. */
export const PAGE_MODULE_FILE = "page.js";
type PageModule = typeof import("../page/page-module.ts");
let page: PageModule | undefined;
const loadPage = loadOnce(() =>
  importOwnModule<PageModule>(PAGE_MODULE_FILE).then((loaded) => (page = loaded)),
);

/** The page gate's probe, built on first need (and once: the gate starts again on each switch-on). */
let probe: PageProbe | undefined;
const probeOf = (): PageProbe => (probe ??= new PageProbe(probeSource));

const host = siteOf(window);
/** The page's site, where this frame is not the page itself (site.ts: a frame answers to both). */
const topHost = topSiteOf(window);
/** Checks the page until it may hold a reference; then page.js is loaded and the annotator takes over. */
let gate: PageGate | undefined;
let annotator: Annotator | undefined;
/** For look-ups on a site where Badr Lens is off: never started, so it marks nothing. */
let lookUpOnly: Annotator | undefined;
let settings: Settings | undefined;
/** The settings read and applied: a message that started main.js is answered after that. */
let begun: Promise<void> = Promise.resolve();
let badgeTimer = 0;
/**
 * Whether the toolbar may still show what an earlier page or instance told it. A browser resets a
 * tab's badge and icon when the tab goes to a new page, so on a fresh page that starts active,
 * with nothing found yet, there is nothing to tell it: most pages then send the background no
 * message at all. After a takeover (an update of the extension, with the page still open) the old
 * instance's count may still show.
 */
let toolbarMayBeStale = false;

function apply(next: Settings, first = false): void {
  settings = next;
  const enabled = isActiveInFrame(next, host, topHost);
  if (enabled && !annotator && !gate) {
    startGate();
  } else if (!enabled) {
    gate?.destroy();
    gate = undefined;
    annotator?.destroy();
    annotator = undefined;
  } else {
    annotator?.updateSettings(next);
  }
  lookUpOnly?.updateSettings(next);
  // Every change of settings tells the toolbar where the page stands, so the icon is grey from
  // the start (of the page's text) on a page that starts switched off, and in colour again on one
  // with no reference.
  if (first && enabled && !toolbarMayBeStale) return;
  reportCount(annotator?.index.size ?? 0);
}

/** Whether Badr Lens is on for this page (checking it, or marking it). */
function isOn(): boolean {
  return settings !== undefined && isActiveInFrame(settings, host, topHost);
}

/** page.js on its way and the annotator it starts, for readAll. */
let loading: Promise<unknown> = Promise.resolve();

/**
 * Has every reference of the page found: the part the gate or the annotator left for the reader
 * to come near is read now (read-ahead.ts), and the annotator started if that finds one.
 */
async function readAll(): Promise<void> {
  await loading;
  await gate?.whenChecked();
  await loading;
  await annotator?.whenScanned();
}

/** Starts checking the page, if Badr Lens is still on. */
function startGate(): void {
  if (!running || annotator || gate || !isOn()) return;
  gate = new PageGate(document, probeOf(), () => {
    gate = undefined;
    startAnnotator();
  });
  gate.start();
}

/** Loads page.js, unless it is here, and starts the page's annotator, if Badr Lens is still on. */
function startAnnotator(): void {
  if (!running || annotator || !isOn()) return;
  if (!page) {
    loading = loadPage().then(startAnnotator, reportStartFailure);
    return;
  }
  gate?.destroy();
  gate = undefined;
  // The page's own annotator answers look-ups from now on: one popover host, not two.
  lookUpOnly?.destroy();
  lookUpOnly = undefined;
  const exclude = skipSelector();
  annotator = new page.Annotator({
    targets: page.targets,
    settings: settings!,
    onCount: reportCount,
    probe: probeOf(),
    filterTables: page.filterTables,
    ...(exclude ? { exclude } : {}),
  });
  annotator.start();
}

/** Badge updates are coalesced: a scan reports progress many times a second. */
function reportCount(count: number): void {
  if (!isTopFrame()) return; // one badge per tab: the top frame's count
  clearTimeout(badgeTimer);
  badgeTimer = window.setTimeout(() => {
    if (!platform.isContextAlive()) return teardown();
    platform
      .sendToBackground({
        type: "content:references-changed",
        count,
        active: isOn(),
        more: annotator?.moreToRead === true,
      })
      .catch(() => undefined);
  }, 250);
}

function describeReferences(annotator: Annotator, page: PageModule): PageDescription["references"] {
  return annotator.index.all().map((r) => ({
    id: r.id,
    text: r.text,
    targets: r.targets,
    ...page.snippetAround(r),
  }));
}

function describe(): PageDescription {
  return {
    host,
    enabled: isOn(),
    references: annotator && page ? describeReferences(annotator, page) : [],
  };
}

const stopListening: (() => void)[] = [];

/** What the keyboard commands and the context menu ask of this frame. */
function onBackgroundMessage(message: BackgroundToContent): boolean {
  if (message.type === "context:look-up") {
    // The user asked in so many words, so a look-up answers even where marking is off.
    if (!annotator && !lookUpOnly && page)
      lookUpOnly = new page.Annotator({ targets: page.targets, settings: settings! });
    (annotator ?? lookUpOnly)
      ?.lookUp(message.text, () => selectionAnchor(document))
      .catch((error: unknown) => console.debug("Badr Lens could not look the selection up", error));
    return true;
  }
  // Commands go to every frame of the tab; the top frame's references are the page's, all of them.
  if (!isTopFrame() || (!annotator && !gate)) return false;
  readAll().then(
    () => annotator?.step(message.type === "command:next-reference" ? 1 : -1),
    reportStartFailure,
  );
  return true;
}

/** Where the selection the context menu acted on is: a form field's box, else the selected text's. */
function selectionAnchor(doc: Document): DOMRect {
  const active = doc.activeElement;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)
    return active.getBoundingClientRect();
  const selection = doc.getSelection();
  if (selection && selection.rangeCount > 0 && !selection.isCollapsed)
    return selection.getRangeAt(0).getBoundingClientRect();
  return active?.getBoundingClientRect() ?? new DOMRect(0, 0, 0, 0);
}

function teardown(): void {
  running = false;
  gate?.destroy();
  gate = undefined;
  annotator?.destroy();
  annotator = undefined;
  lookUpOnly?.destroy();
  lookUpOnly = undefined;
  clearTimeout(badgeTimer);
  for (const stop of stopListening.splice(0)) {
    try {
      stop();
    } catch {
      // The extension context may already be gone; there is nothing left to unsubscribe from.
    }
  }
}

/** The settings begin() read, or, if that failed, read now. */
function currentSettings(): Promise<Settings> {
  return settings ? Promise.resolve(settings) : loadSettings().then((loaded) => (settings ??= loaded));
}

/** Reads the settings and starts (or not, where Badr Lens is off) the page's annotator. */
async function begin(): Promise<void> {
  const { stop, read } = followSettings(apply);
  stopListening.push(stop);
  await read;
}

let running = false;

function onPageHide(event: PageTransitionEvent): void {
  if (event.isTrusted) teardown();
}

function onPageShow(event: PageTransitionEvent): void {
  if (event.isTrusted && event.persisted && !running && platform.isContextAlive()) void main();
}

async function main(): Promise<void> {
  running = true;
  stopListening.push(watchForOrphaning(platform.isContextAlive, teardown));
  // pagehide also fires for pages entering the back/forward cache; pageshow brings us back. Only
  // the browser's own events count: a page's synthetic ones must not stop or restart us.
  window.addEventListener("pagehide", onPageHide);
  window.addEventListener("pageshow", onPageShow);
  begun = begin();
  await begun;
}

/**
 * Answers the popup, the keyboard commands and the context menu. content.js hands each message
 * here, from its listener or brought by scripting (index.ts), once main.js has started.
 */
export function onMessage(message: unknown): Promise<unknown> | undefined {
  const ready = begun.catch(() => undefined).then(currentSettings);
  if (isBackgroundToContent(message)) {
    const loaded = message.type === "context:look-up" ? Promise.all([ready, loadPage()]) : ready;
    return loaded.then(() => onBackgroundMessage(message));
  }
  if (!isPopupToContent(message) || !isTopFrame()) return undefined;
  // The popup lists every reference of the page: the part below the reader is read now.
  if (message.type === "popup:describe-page") return ready.then(readAll).then(describe);
  return ready.then(() => {
    const ref = annotator?.index.all().find((r) => r.id === message.id);
    if (ref) annotator?.reveal(ref);
    return ref !== undefined;
  });
}

/** A reference as the embed's BadrLens.scan gives it (docs/EMBED.md). */
export interface FoundReference {
  text: string;
  targets: string[];
}

/**
 * Reads `root` (the whole page without one) now, whether or not the reader is near it, starting
 * the annotator if the gate has not yet, and gives the references found in it: the embed's
 * BadrLens.scan. Nothing where Badr Lens is off.
 */
export async function scanNow(root?: Node): Promise<FoundReference[]> {
  await begun.catch(() => undefined);
  if (!running || !isOn()) return [];
  if (!annotator) {
    startAnnotator();
    await loading;
  }
  await annotator?.whenScanned();
  const found = annotator?.index.all() ?? [];
  return found
    .filter((r) => root === undefined || root.contains(r.element) || r.nodes.some((n) => root.contains(n)))
    .map((r) => ({ text: r.text, targets: [...r.targets] }));
}

function reportStartFailure(error: unknown): void {
  console.debug("Badr Lens could not start", error);
}

/**
 * Starts Badr Lens in this frame, which content.js has claimed (lifecycle.ts claimFrame) and found
 * text in, or which a message needs. Returns what tears it down.
 */
export function start(): () => void {
  toolbarMayBeStale = takeOverFromPredecessor(document);
  main().catch(reportStartFailure);
  return teardown;
}
