/**
 * The toolbar popup as the browser opens it (Chromium: action.openPopup() from the service worker
 * opens the real popup, headless too; Firefox offers no way to open it from automation, and the
 * same component's text handling is covered by tests/unit/core/text/display.test.ts): text taken from
 * the page is shown as bounded, isolated plain text, and a click on one opens its popover.
 */
import { describe, expect, it } from "vitest";
import { openPage, POLL_MS, waitForPopover, waitForReferenceText } from "./harness/page.ts";
import { extensionSuite } from "./harness/suite.ts";

const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

describe("the toolbar popup, in chromium", () => {
  const env = extensionSuite("chromium");

  it("shows page text without bidi controls, truncated and isolated, in a popup of bounded width", async () => {
    const page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("popup-text.html"));
    await waitForReferenceText(page, "Quran 8:67");
    await page.bringToFront();
    const workerTarget = await env.ext.browser.waitForTarget(
      (t) => t.type() === "service_worker" && t.url().startsWith(env.ext.extensionOrigin),
    );
    const worker = await workerTarget.worker();
    await worker!.evaluate(() =>
      (
        globalThis as unknown as { chrome: { action: { openPopup(): Promise<void> } } }
      ).chrome.action.openPopup(),
    );
    const popupTarget = await env.ext.browser.waitForTarget((t) => t.url().endsWith("/popup.html"));
    const popup = (await popupTarget.asPage())!;
    await popup.waitForFunction(() => document.querySelectorAll("li bdi").length === 2, { polling: POLL_MS });
    const shown = await popup.evaluate(() => ({
      items: [...document.querySelectorAll("li bdi")].map((b) => b.textContent ?? ""),
      allText: document.body.textContent ?? "",
      width: document.documentElement.scrollWidth,
    }));
    expect(shown.items[0]).toBe("Quran 8:67");
    expect(Array.from(shown.items[1]!).length).toBeLessThanOrEqual(80);
    expect(shown.items[1]!.endsWith("…")).toBe(true);
    expect(BIDI_CONTROLS.test(shown.allText)).toBe(false);
    expect(shown.width).toBeLessThanOrEqual(440);
    // A click asks the page for that reference by its id and opens its popover there.
    await popup.click("li:first-child button");
    await waitForPopover(page, true, "8:67");
    expect(errors).toEqual([]);
    if (!popup.isClosed()) await popup.close();
    await page.close();
  });
});
