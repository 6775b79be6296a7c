/**
 * Offline and private (ARCHITECTURE.md, principle 2), checked in Chromium and Firefox ESR by
 * watching the browser rather than trusting the code: every request of every context while
 * fixture pages are scanned (an iframe and a quran.com link among them), popovers open, and the
 * extension's popup, options page and background run, must stay on 127.0.0.1 or in the
 * extension's own package. And the extension's pages run under the strict CSP of manifest.json
 * (no inline or remote script, no plugins, no <base>, no framing, no form posts) and still work,
 * in a tab and where each browser embeds the options page.
 *
 * Each test checks its own instrument first: the recorder must have seen the requests and
 * violations the test knows happened, so a recorder that sees nothing cannot pass.
 */
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { BROWSER_KINDS, type ExtensionBrowser } from "./harness/browsers.ts";
import { showEmbeddedOptions } from "./harness/embedded-options.ts";
import { openExtensionPage } from "./harness/extension.ts";
import {
  frameHighlightTexts,
  openPage,
  POLL_MS,
  WAIT_MS,
  waitForPopover,
  waitForReferenceText,
} from "./harness/page.ts";
import {
  type CspReport,
  type RecordedRequest,
  type Recorder,
  startRecorder,
  staysLocal,
} from "./harness/recorder.ts";
import { extensionSuite } from "./harness/suite.ts";
import { pointOn } from "./popover-helpers.ts";

const PAGES = ["popover-en.html", "live.html", "live-frame.html", "link-only.html"];

/** Hovers a highlighted reference with the real mouse until its popover is open. */
async function hoverOpen(page: Page, text: string, targets: string): Promise<void> {
  await waitForReferenceText(page, text);
  await page.mouse.move(5, 5);
  const point = await pointOn(page, text);
  await page.mouse.move(point.x, point.y);
  await waitForPopover(page, true, targets);
}

/** A request from the extension's background: the test's own, since the extension makes none. */
async function fetchFromBackground(ext: ExtensionBrowser, url: string): Promise<void> {
  if (ext.kind === "chromium") {
    const target = await ext.browser.waitForTarget(
      (t) => t.type() === "service_worker" && t.url().startsWith(ext.extensionOrigin),
    );
    const worker = await target.worker();
    if (!worker) throw new Error("no handle on the extension's service worker");
    await worker.evaluate((u) => fetch(u).then((r) => r.status), url);
    return;
  }
  // Firefox's background is an event page in the extension's process; an extension page reaches
  // its window, and the request is the background window's own.
  const page = await openExtensionPage(ext, "options.html");
  await page.evaluate(async (u) => {
    type Runtime = { runtime: { getBackgroundPage(): Promise<Window | null> } };
    const background = await (
      globalThis as unknown as { browser: Runtime }
    ).browser.runtime.getBackgroundPage();
    if (!background) throw new Error("no background page");
    await background.fetch(u);
  }, url);
  await page.close();
}

function describeAll(requests: RecordedRequest[]): string {
  return requests.map((r) => `${r.url}  ←  ${r.context}`).join("\n");
}

describe.each(BROWSER_KINDS)("privacy and CSP in %s", (kind) => {
  // The first test's recorder starts before the extension is installed: an install-time request
  // (the classic "installed" ping) is as much a request as any other.
  let fromInstall: Recorder | undefined;
  const env = extensionSuite(kind, {
    launch: () => ({
      beforeInstall: async (browser) => {
        fromInstall = await startRecorder(browser, kind);
      },
    }),
  });

  it("reaches nothing beyond 127.0.0.1 and its own package from its install on, while it scans, shows popovers and runs its pages", async () => {
    const { ext, server } = env;
    const recorder = fromInstall;
    if (!recorder) throw new Error("the suite did not start the recorder");
    const probe = server.url(`privacy-probe/background-${kind}`);
    let requests: RecordedRequest[];
    const pages: Page[] = [];
    const keep = (page: Page) => {
      pages.push(page);
      return page;
    };
    try {
      const en = keep(await ext.newPage());
      await openPage(en, server.url("popover-en.html"));
      await hoverOpen(en, "Quran 8:67-69", "8:67 8:68 8:69");

      // The same-origin frame is scanned by its own content script.
      const live = keep(await ext.newPage());
      await openPage(live, server.url("live.html"));
      const frame = live.frames().find((f) => f.url().endsWith("/live-frame.html"));
      if (!frame) throw new Error("live.html has no frame");
      await frame.waitForFunction(() => (CSS.highlights.get("badr-lens")?.size ?? 0) > 0, {
        polling: POLL_MS,
      });
      expect(await frameHighlightTexts(frame)).toEqual(["Battle of Badr"]);
      await hoverOpen(live, "Sūrat al-Anfāl: 67", "8:67");

      // Its only reference is a quran.com link: read, never followed.
      const link = keep(await ext.newPage());
      await openPage(link, server.url("link-only.html"));
      await hoverOpen(link, "worth reading", "8:9");

      const popup = keep(await openExtensionPage(ext, "popup.html"));
      await popup.waitForFunction(
        () => {
          const text = document.getElementById("app")?.textContent ?? "";
          return text !== "" && !text.includes("Reading this page");
        },
        { polling: POLL_MS },
      );
      const options = keep(await openExtensionPage(ext, "options.html"));
      await options.waitForFunction(() => document.querySelectorAll("form input").length > 0, {
        polling: POLL_MS,
      });

      await fetchFromBackground(ext, probe);
      // Last, so that by the time it is seen, what came before it has been reported too.
      await recorder.waitForRequest((r) => r.url === probe, "the background's request");
      requests = await recorder.requests();
    } finally {
      await recorder.stop();
      for (const page of pages) await page.close().catch(() => undefined);
    }

    // The instrument: it saw every fixture page and frame load, and the background's request.
    const seen = (url: string, from?: RegExp) =>
      requests.some((r) => r.url === url && (from === undefined || from.test(r.context)));
    for (const file of PAGES) expect(seen(server.url(file)), `${file}\n${describeAll(requests)}`).toBe(true);
    if (kind === "chromium") {
      // Chromium reports extension-origin loads too: the module the popover is lazily loaded from,
      // loaded into the page that opened it, and the popup's and options page's scripts.
      const page = new RegExp(`^page ${server.origin}/`);
      // From the extension, at its id or at the per-session address of use_dynamic_url (Chromium
      // reports either, run to run); both are the package, never the network.
      const popover = requests.filter((r) => r.url.endsWith("/popover.js") && page.test(r.context));
      expect(popover.length, describeAll(requests)).toBeGreaterThan(0);
      for (const r of popover) expect(staysLocal(r.url, ext.extensionOrigin), r.url).toBe(true);
      expect(seen(`${ext.extensionOrigin}/popup.js`), describeAll(requests)).toBe(true);
      expect(seen(`${ext.extensionOrigin}/options.js`), describeAll(requests)).toBe(true);
      expect(seen(probe, /^service_worker /), describeAll(requests)).toBe(true);
    } else {
      // Both of Firefox's views saw the pages, and the parent process tied the probe to the
      // background page.
      for (const file of PAGES) {
        expect(seen(server.url(file), /^BiDi/), file).toBe(true);
        expect(seen(server.url(file), /^parent-process/), file).toBe(true);
      }
      expect(seen(probe, /_generated_background_page\.html/), describeAll(requests)).toBe(true);
    }

    const offenders = requests.filter((r) => !r.browserOwn && !staysLocal(r.url, ext.extensionOrigin));
    expect(offenders, describeAll(offenders)).toEqual([]);
  });

  it("runs its pages under its strict CSP: they render with no violation, and the policy is in force", async () => {
    const { ext } = env;
    const recorder = await startRecorder(ext.browser, kind);
    const probed = ["base-uri", "script-src", "frame-ancestors"];
    let reports: CspReport[];
    let heardInPage: string[];
    let framedItself: string;
    let title: string;
    const pages: Page[] = [];
    try {
      const options = await openExtensionPage(ext, "options.html");
      pages.push(options);
      await options.waitForFunction(() => document.querySelectorAll("form input").length > 0, {
        polling: POLL_MS,
      });
      const popup = await openExtensionPage(ext, "popup.html");
      pages.push(popup);
      await popup.waitForFunction(() => (document.getElementById("app")?.textContent ?? "") !== "", {
        polling: POLL_MS,
      });

      // Three things the policy forbids, in this order. base-uri 'none' is in neither browser's
      // default policy, so refusing it shows the manifest's policy is the one in force.
      await options.evaluate(() => {
        const heard: string[] = [];
        (window as unknown as { heard: string[] }).heard = heard;
        document.addEventListener("securitypolicyviolation", (e) => heard.push(e.violatedDirective));
        const base = document.createElement("base");
        base.href = "http://127.0.0.1:9/elsewhere/";
        document.head.append(base);
        const inline = document.createElement("script");
        inline.textContent = "document.title = 'inline script ran'";
        document.head.append(inline);
      });
      await options.evaluate((url) => {
        const frame = document.createElement("iframe");
        frame.id = "itself";
        frame.src = url;
        document.body.append(frame);
      }, `${ext.extensionOrigin}/options.html`);
      // Until a report of each has come, or long enough that it will not: the assertions below say
      // which is missing.
      const deadline = Date.now() + WAIT_MS;
      do {
        reports = await recorder.cspReports();
        if (probed.every((d) => reports.some((r) => r.text.includes(d)))) break;
        await new Promise((next) => setTimeout(next, POLL_MS));
      } while (Date.now() < deadline);
      heardInPage = await options.evaluate(() => (window as unknown as { heard: string[] }).heard);
      // A frame that loaded would be same-origin and readable; a refused one is an error page of
      // no origin. It starts as about:blank, which says neither.
      const outcome = await options.waitForFunction(
        () => {
          const frame = document.getElementById("itself") as HTMLIFrameElement;
          try {
            const href = frame.contentWindow?.location.href;
            return href === "about:blank" ? false : `loaded ${href}`;
          } catch {
            return "refused";
          }
        },
        { polling: POLL_MS },
      );
      framedItself = String(await outcome.jsonValue());
      title = await options.title();
    } finally {
      await recorder.stop();
      for (const page of pages) await page.close().catch(() => undefined);
    }

    const reported = probed.filter((d) => reports.some((r) => r.text.includes(d)));
    expect(reported, JSON.stringify(reports, null, 1)).toEqual(probed);
    // Nothing was reported while the pages loaded and rendered: the first report is the first probe.
    expect(reports[0]?.text, JSON.stringify(reports, null, 1)).toContain("base-uri");
    expect(reports.filter((r) => !probed.some((d) => r.text.includes(d)))).toEqual([]);
    expect(title).not.toBe("inline script ran");
    expect(heardInPage).toContain("base-uri");
    expect(heardInPage).toContain("script-src-elem");
    expect(framedItself).toBe("refused");
  });

  it("keeps the options page working where the browser embeds it, with no CSP report", async () => {
    const { ext } = env;
    const recorder = await startRecorder(ext.browser, kind);
    let reports: CspReport[];
    let requests: RecordedRequest[];
    try {
      const shown = await showEmbeddedOptions(ext);
      expect(shown.url).toBe(`${ext.extensionOrigin}/options.html`);
      reports = await recorder.cspReports();
      requests = await recorder.requests();
    } finally {
      await recorder.stop();
    }
    if (kind === "chromium") {
      // The recorder watched the embedded page itself, a guest target of its own (not a tab): it saw
      // the page's script load there.
      const guest = new RegExp(`^(other|webview) ${ext.extensionOrigin}/options\\.html$`);
      const embedded = requests.filter((r) => r.url === `${ext.extensionOrigin}/options.js`);
      expect(
        embedded.some((r) => guest.test(r.context)),
        describeAll(embedded),
      ).toBe(true);
    }
    expect(reports).toEqual([]);
  });
});
