/**
 * Records, browser-wide, every network request and every Content Security Policy report of every
 * context: tabs and their frames, the extension's own pages, and its background. The privacy and
 * CSP tests assert on what it saw, so it has to see everything; a recorder that misses a context
 * would let a request from there pass unseen.
 *
 * - Chromium (CDP): a session on the browser target auto-attaches to every page, service worker
 *   and worker, and each of those to its own out-of-process frames and workers, recursively. Each
 *   new target waits until Network and Log are enabled on it, so not even its first request is
 *   missed. What CDP does not show: requests Chromium's own browser process makes for itself
 *   (component updates, safe browsing), which belong to no target; the launch flags switch those
 *   off and no host but 127.0.0.1 resolves.
 * - Firefox (WebDriver BiDi): a `network.beforeRequestSent` subscription with no `contexts`, which
 *   covers every tab and frame, and, in the parent process, an observer of every HTTP channel any
 *   process opens, because BiDi reports nothing from the background page (not a tab), and of the
 *   console, where every process's CSP reports end up. Firefox serves moz-extension:// files from the package without a channel
 *   that reaches the network stack; neither view reports them.
 */
import type { Browser, CDPSession } from "puppeteer-core";
import type { BrowserKind } from "./browsers.ts";
import { bidiConnection, evaluateInParent } from "./firefox-parent.ts";
import { WAIT_MS } from "./patience.ts";

export interface RecordedRequest {
  url: string;
  /** Where it came from: the target type and document (Chromium) or the view that saw it (Firefox). */
  context: string;
  /**
   * A request of the browser itself, which no page and no extension made: in Firefox, one with the
   * system principal and no browsing context (its settings sync); in Chromium, one from its own
   * chrome:// UI. Kept in the record; the privacy test leaves them out, as no page or extension made
   * them.
   */
  browserOwn?: boolean;
}

export interface CspReport {
  /** The document or script the browser blamed. */
  source: string;
  text: string;
}

export interface Recorder {
  requests(): Promise<RecordedRequest[]>;
  cspReports(): Promise<CspReport[]>;
  /** Waits until some recorded request satisfies `check` (requests arrive as events, a little later). */
  waitForRequest(check: (request: RecordedRequest) => boolean, what: string): Promise<RecordedRequest>;
  stop(): Promise<void>;
}

/**
 * Starts recording in every context of `browser`, those open now and those opened later. Started
 * before the extension is installed (LaunchOptions.beforeInstall), it sees the install too.
 */
export async function startRecorder(browser: Browser, kind: BrowserKind): Promise<Recorder> {
  const recorder =
    kind === "chromium" ? await startCdpRecorder(browser) : await startFirefoxRecorder(browser);
  return {
    ...recorder,
    async waitForRequest(check, what) {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const all = await recorder.requests();
        const hit = all.find(check);
        if (hit) return hit;
        if (Date.now() > deadline)
          throw new Error(`the recorder never saw ${what}; it saw ${JSON.stringify(all, null, 1)}`);
        await new Promise((next) => setTimeout(next, 50));
      }
    },
  };
}

type BaseRecorder = Omit<Recorder, "waitForRequest">;

interface TargetInfo {
  type: string;
  url: string;
}

async function startCdpRecorder(browser: Browser): Promise<BaseRecorder> {
  const requests: RecordedRequest[] = [];
  const reports: CspReport[] = [];
  const root = await browser.target().createCDPSession();
  const autoAttach = { autoAttach: true, waitForDebuggerOnStart: true, flatten: true };

  const watch = (session: CDPSession, target: TargetInfo): void => {
    // Chromium draws some of its own UI (the omnibox popup) as chrome:// pages of type "browser_ui";
    // those load chrome:// resources from the browser itself, for no page and no extension.
    const browserOwn = target.type === "browser_ui" && target.url.startsWith("chrome://");
    session.on("Network.requestWillBeSent", (event) => {
      const context = `${target.type} ${event.documentURL ?? target.url}`;
      requests.push({ url: event.request.url, context, browserOwn });
    });
    session.on("Network.webSocketCreated", (event) => {
      requests.push({ url: event.url, context: `${target.type} ${target.url} (WebSocket)`, browserOwn });
    });
    // CSP violations are logged with the source "security" in every kind of target.
    session.on("Log.entryAdded", ({ entry }) => {
      if (entry.source === "security") reports.push({ source: entry.url || target.url, text: entry.text });
    });
    session.on("Target.attachedToTarget", (event) => {
      const child = session.connection()?.session(event.sessionId);
      if (child) watch(child, event.targetInfo);
    });
    // A target the recorder cannot watch is recorded as a request no test allows, so it cannot
    // go unnoticed; one that closed meanwhile has nothing left to report.
    const unwatched = (domain: string) => (error: unknown) => {
      const closed =
        session.detached ||
        (error instanceof Error &&
          (error.name === "TargetCloseError" ||
            /Target closed|Session closed|not found/.test(error.message)));
      if (closed) return;
      requests.push({
        url: `unwatched target: ${domain} failed (${error})`,
        context: `${target.type} ${target.url}`,
      });
    };
    // Sent together, as puppeteer does: the target stays paused until the last of them, and some
    // kinds of target answer nothing while paused.
    void Promise.all([
      session.send("Network.enable").catch(unwatched("Network.enable")),
      session.send("Log.enable").catch(unwatched("Log.enable")),
      session.send("Target.setAutoAttach", autoAttach).catch(unwatched("Target.setAutoAttach")),
      session.send("Runtime.runIfWaitingForDebugger").catch(() => undefined),
    ]);
  };

  root.on("Target.attachedToTarget", (event) => {
    const child = root.connection()?.session(event.sessionId);
    if (child) watch(child, event.targetInfo);
  });
  // On the browser target, auto-attach covers every top-level target of every browser context.
  await root.send("Target.setAutoAttach", autoAttach);

  return {
    requests: async () => [...requests],
    cspReports: async () => [...reports],
    async stop() {
      await root.send("Target.setAutoAttach", { ...autoAttach, autoAttach: false }).catch(() => undefined);
      await root.detach().catch(() => undefined);
    },
  };
}

interface BeforeRequestSent {
  context: string | null;
  request: { url: string };
}

/** Installed in Firefox's parent process; `key` names the global that holds what it records. */
const PARENT_RECORDER = `(key) => {
  const state = { requests: [], reports: [], channels: new Set() };
  const documentOf = (context) =>
    context?.currentWindowGlobal?.documentURI?.spec ?? context?.currentURI?.spec ?? "";
  const describe = (context, principal) => {
    if (!context) return "no browsing context, " + (principal?.isSystemPrincipal ? "system" : principal?.origin) + " principal";
    const top = documentOf(context.top);
    return context.top === context ? top : top + " > " + documentOf(context);
  };
  const record = (channel) => {
    // Both topics fire for most channels; one entry each.
    if (state.channels.has(channel.channelId)) return;
    state.channels.add(channel.channelId);
    const info = channel.loadInfo;
    const context = info.browsingContextID ? BrowsingContext.get(info.browsingContextID) : null;
    const principal = info.triggeringPrincipal;
    state.requests.push({
      url: channel.URI.spec,
      context: "parent-process observer: " + describe(context, principal),
      browserOwn: !context && Boolean(principal?.isSystemPrincipal),
    });
  };
  state.observer = {
    observe(subject) {
      try {
        record(subject.QueryInterface(Ci.nsIHttpChannel));
      } catch (error) {
        // Recorded as a request no test allows, so a channel this cannot read fails the test.
        state.requests.push({ url: "unreadable channel: " + error, context: "parent-process observer" });
      }
    },
  };
  state.console = {
    observe(message) {
      if (message instanceof Ci.nsIScriptError && message.category.startsWith("CSP"))
        state.reports.push({ source: message.sourceName, text: message.errorMessage });
    },
  };
  Services.obs.addObserver(state.observer, "http-on-opening-request");
  Services.obs.addObserver(state.observer, "http-on-modify-request");
  Services.console.registerListener(state.console);
  globalThis[key] = state;
  return true;
}`;

const PARENT_READ = `(key) => ({ requests: globalThis[key].requests, reports: globalThis[key].reports })`;

const PARENT_STOP = `(key) => {
  const state = globalThis[key];
  Services.obs.removeObserver(state.observer, "http-on-opening-request");
  Services.obs.removeObserver(state.observer, "http-on-modify-request");
  Services.console.unregisterListener(state.console);
  delete globalThis[key];
  return true;
}`;

async function startFirefoxRecorder(browser: Browser): Promise<BaseRecorder> {
  const connection = bidiConnection(browser);
  const fromBidi: RecordedRequest[] = [];
  const onRequest = (event: BeforeRequestSent) => {
    fromBidi.push({ url: event.request.url, context: `BiDi, context ${event.context ?? "none"}` });
  };
  connection.on("network.beforeRequestSent", onRequest);
  // puppeteer subscribes to network events too, unless launched without them; this subscription,
  // with no `contexts`, keeps the recorder from depending on that.
  const subscribed = await connection.send("session.subscribe", { events: ["network.beforeRequestSent"] });
  const key = `__badrLensRecorder${Date.now()}`;
  await evaluateInParent(browser, PARENT_RECORDER, key);

  const read = () =>
    evaluateInParent<{ requests: RecordedRequest[]; reports: CspReport[] }>(browser, PARENT_READ, key);
  return {
    requests: async () => [...fromBidi, ...(await read()).requests],
    cspReports: async () => (await read()).reports,
    async stop() {
      connection.off("network.beforeRequestSent", onRequest);
      await connection.send("session.unsubscribe", { subscriptions: [subscribed.result.subscription] });
      await evaluateInParent(browser, PARENT_STOP, key);
    },
  };
}

/**
 * Whether a request stays on this machine and in the extension's package: http(s) and ws(s) only
 * to 127.0.0.1, the extension's own origin (no other extension's), and the schemes that never
 * leave the browser (data:, blob:, about:). Everything else, other hosts, "localhost" and file:
 * included, is not.
 */
/** The host Chrome gives a session's dynamic URLs: a UUID, where extension ids are 32 letters a–p. */
export const DYNAMIC_RESOURCE_HOST = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function staysLocal(url: string, extensionOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  switch (parsed.protocol) {
    case "http:":
    case "https:":
    case "ws:":
    case "wss:":
      return parsed.hostname === "127.0.0.1";
    case "chrome-extension:":
      // Web-accessible resources marked use_dynamic_url (popover.js) are served under a UUID
      // Chrome makes per session instead of the extension's id; ours is the only extension here.
      if (DYNAMIC_RESOURCE_HOST.test(parsed.host)) return true;
      return `${parsed.protocol}//${parsed.host}` === extensionOrigin;
    case "moz-extension:":
      // Node gives non-special schemes an opaque origin ("null"); compare scheme and host instead.
      return `${parsed.protocol}//${parsed.host}` === extensionOrigin;
    case "data:":
    case "blob:":
    case "about:":
      return true;
    default:
      return false;
  }
}
