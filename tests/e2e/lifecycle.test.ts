/**
 * The extension reloaded or removed while a page is open, in both browsers: every old instance
 * detaches (its marks and host gone, no error in the page) and, after a reload, one new instance
 * takes the page over. Browsers tell a content script nothing of this (src/content/common/lifecycle.ts
 * says what each does instead), so these run the real thing through the automation protocols:
 * runtime.reload(), and uninstalling and installing the extension.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BROWSER_KINDS,
  type BrowserKind,
  closeFirstRunTab,
  DIST,
  type ExtensionBrowser,
  launchWithExtension,
} from "./harness/browsers.ts";
import { openExtensionPage } from "./harness/extension.ts";
import {
  hoverReference,
  openPage,
  POLL_MS,
  popoverState,
  waitForPopover,
  waitForReferenceText,
} from "./harness/page.ts";
import { HOST_SELECTOR, waitForPopoverRoot } from "./harness/popover-root.ts";
import { type FixtureServer, startFixtureServer } from "./harness/server.ts";

const REFERENCE = "Quran 8:67-69";

/**
 * A page with the popover open, its host kept by the page so a test can tell the old one from a new
 * one (an attribute would not do: the host takes none but ours, popover-host.ts).
 */
async function pageWithOpenPopover(ext: ExtensionBrowser, server: FixtureServer) {
  const page = await ext.newPage();
  const opened = await openPage(page, server.url("popover-plain.html"));
  await waitForReferenceText(page, REFERENCE);
  await hoverReference(page, REFERENCE);
  await waitForPopover(page, true, "8:67 8:68 8:69");
  await page.$eval(HOST_SELECTOR, (host) => {
    (window as { oldHost?: Element }).oldHost = host;
  });
  return { page, errors: opened.errors };
}

/**
 * Replaces the running extension with the same build, as an update or a reload does. Firefox:
 * runtime.reload() from one of the extension's pages. Chromium: an extension loaded through CDP
 * does not come back from runtime.reload(), so it is uninstalled and installed again from the same
 * folder (the same id); to an open page that is what an update is: the old context dies and the
 * new version starts.
 */
async function reloadExtension(ext: ExtensionBrowser): Promise<void> {
  if (ext.kind === "chromium") {
    await ext.browser.uninstallExtension(ext.extensionId);
    const id = await ext.browser.installExtension(join(DIST, "chrome"));
    expect(id).toBe(ext.extensionId);
    // Installed again, it greets the reader again (first-run.html, in front): closed, so that the
    // page under test is the one in front again.
    await closeFirstRunTab(ext.browser, ext.extensionOrigin);
    return;
  }
  // In a background tab, so the page under test stays in front (and painting) throughout.
  const options = await openExtensionPage(ext, "options.html", { background: true });
  // The page goes away with the extension, so the evaluation itself may not answer.
  await options
    .evaluate(() =>
      (globalThis as unknown as { browser: { runtime: { reload(): void } } }).browser.runtime.reload(),
    )
    .catch(() => undefined);
}

describe.each(BROWSER_KINDS)(
  "the extension reloaded or removed under an open page, in %s",
  (kind: BrowserKind) => {
    // A browser of the file's own (the second test removes the extension), for both tests: the
    // first leaves the extension installed, reloaded, with its page closed.
    let ext: ExtensionBrowser;
    let server: FixtureServer;
    beforeAll(async () => {
      server = await startFixtureServer();
      ext = await launchWithExtension(kind);
    });
    afterAll(async () => {
      await ext?.close();
      await server?.close();
    });

    it("after a reload, the old instance is gone and one new instance runs the page", async () => {
      const { page, errors } = await pageWithOpenPopover(ext, server);
      await reloadExtension(ext);
      await page.bringToFront();
      // The old host goes (torn down by its orphaned owner in Chromium, removed by the successor in
      // Firefox), and the new instance marks the page again.
      await page.waitForFunction(
        () =>
          (window as { oldHost?: Element }).oldHost?.isConnected === false &&
          (CSS.highlights.get("badr-lens")?.size ?? 0) > 0,
        { polling: POLL_MS },
      );
      await hoverReference(page, REFERENCE);
      await waitForPopover(page, true, "8:67 8:68 8:69");
      expect(await page.$$eval(HOST_SELECTOR, (hosts) => hosts.length)).toBe(1);
      expect((await popoverState(page)).text).toContain("It is not for a prophet");
      expect(errors).toEqual([]);
      await page.close();
    });

    it("after a removal, nothing of Badr Lens is left to see", async () => {
      const { page, errors } = await pageWithOpenPopover(ext, server);
      const root = await waitForPopoverRoot(page);
      // A frame that holds a reference: it hears nothing of a press on the page around it.
      await page.evaluate((src) => {
        const frame = document.createElement("iframe");
        frame.src = src;
        document.body.append(frame);
      }, server.url("live-frame.html"));
      const frame = await page.waitForFrame((f) => f.url().endsWith("live-frame.html"));
      await frame.waitForFunction(() => CSS.highlights.has("badr-lens"), { polling: POLL_MS });
      await ext.browser.uninstallExtension(ext.extensionId);
      await page.bringToFront();
      if (kind === "chromium") {
        // The orphaned script notices at the reader's next press and removes everything.
        await page.mouse.click(2, 2);
        await page.waitForFunction(
          (selector) =>
            document.querySelector(selector) === null &&
            !CSS.highlights.has("badr-lens") &&
            !CSS.highlights.has("badr-lens-active"),
          { polling: POLL_MS },
          HOST_SELECTOR,
        );
        // The same press clears the frame's marks: the page's instance asked the frame to check.
        await frame.waitForFunction(() => !CSS.highlights.has("badr-lens"), { polling: POLL_MS });
      } else {
        // Firefox runs no code of a removed extension, but withdraws its stylesheet: the popover it
        // left is no longer drawn, and the marks lose their style.
        await page.waitForFunction(
          (shadow) => shadow.querySelector<HTMLElement>('[role="dialog"]')?.checkVisibility() === false,
          { polling: POLL_MS },
          root,
        );
        const decoration = await page.evaluate(
          () =>
            getComputedStyle(document.getElementById("p-verse")!, "::highlight(badr-lens)")
              .textDecorationLine,
        );
        expect(decoration).toBe("none");
      }
      expect(errors).toEqual([]);
    });
  },
);
