/**
 * A finger instead of a pointer, in both browsers, on a phone's viewport: touch input through the
 * automation protocols (CDP's touch events in Chromium, WebDriver BiDi's touch pointer in
 * Firefox), no mouse. A tap on a mark opens its popover, pinned; a tap outside closes it; a swipe
 * that starts on a mark scrolls the page and opens nothing; a mark inside a link opens on the first
 * tap without following the link, and the second tap on it follows the link.
 */
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { BROWSER_KINDS } from "./harness/browsers.ts";
import {
  letPageTimePass,
  openPage,
  POLL_MS,
  popoverState,
  referencePoint,
  waitForPopover,
  waitForReferenceText,
} from "./harness/page.ts";
import { HOST_SELECTOR, popoverDrawnInPage } from "./harness/popover-root.ts";
import { extensionSuite } from "./harness/suite.ts";

const PHONE = { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/**
 * Scrolls `text`'s mark to `at` of the viewport's height and returns a point on it. Taps take the
 * upper quarter: above the bottom sheet a phone's popover opens as (at most two thirds high), so
 * a second tap reaches the mark; a swipe starts from the middle, with room to move up.
 */
async function markInView(page: Page, text: string, at = 0.25): Promise<{ x: number; y: number }> {
  await waitForReferenceText(page, text);
  const { y } = await referencePoint(page, text);
  await page.evaluate((top, share) => window.scrollBy(0, top - innerHeight * share), y, at);
  await waitForReferenceText(page, text);
  return referencePoint(page, text);
}

/** The extension's own page, and the same page as a site with the embed shows it (issue 35). */
const HOSTS = BROWSER_KINDS.flatMap((kind) => [
  { kind, host: "the extension", prefix: "" },
  { kind, host: "the embed", prefix: "with-embed/" },
]);

describe.each(HOSTS)("touch on a phone's viewport, $kind, $host", ({ kind, prefix }) => {
  const env = extensionSuite(kind, { firefoxPrefs: { "dom.w3c_touch_events.enabled": 1 } });

  /** The English fixture on a phone's viewport, with `text`'s mark tapped and its popover open. */
  async function tappedOn(text: string, targets: string) {
    const page = await env.ext.newPage();
    await page.setViewport(PHONE);
    const { errors } = await openPage(page, env.server.url(`${prefix}popover-en.html`));
    const mark = await markInView(page, text);
    await page.touchscreen.tap(mark.x, mark.y);
    await waitForPopover(page, true, targets);
    expect(await popoverDrawnInPage(page)).toBe(prefix !== "");
    return { page, errors };
  }

  it("opens on a tap, closes on a tap outside, and opens nothing for a swipe that starts on a mark", async () => {
    const { page, errors } = await tappedOn("Quran 8:67-69", "8:67 8:68 8:69");

    // Outside the popover and every mark: the page's top-left corner, scrolled to the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.touchscreen.tap(4, 4);
    await waitForPopover(page, false);

    const start = await markInView(page, "Quran 8:67-69", 0.5);
    const scrolled = await page.evaluate(() => {
      const scope = window as unknown as { moves: number };
      scope.moves = 0;
      addEventListener("touchmove", () => scope.moves++, { capture: true, passive: true });
      return scrollY;
    });
    await page.touchscreen.touchStart(start.x, start.y);
    for (let step = 1; step <= 8; step++) await page.touchscreen.touchMove(start.x, start.y - step * 30);
    await page.touchscreen.touchEnd();
    // The swipe reached the page as a moving touch, and the browser kept its own behaviour: it
    // scrolled. (Firefox's WebDriver BiDi touch actions reach the page as touch and pointer
    // events but drive no scrolling in a headless window, so there the moves are what is seen.)
    // Then, in the page's own time for a tap to have opened one twice over, no popover opened.
    await page.waitForFunction(() => (window as unknown as { moves: number }).moves > 0, {
      polling: POLL_MS,
    });
    if (kind === "chromium")
      await page.waitForFunction((before) => scrollY > before, { polling: POLL_MS }, scrolled);
    await letPageTimePass(page, 1000);
    // Closed with no host at all is closed too (as waitForPopover reads it).
    const host = await page.$(HOST_SELECTOR);
    expect(host !== null && (await popoverState(page)).open).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens a mark inside a link on the first tap and follows the link on the second", async () => {
    const { page, errors } = await tappedOn("Quran 8:9", "8:9");
    expect(await page.evaluate(() => location.hash)).toBe("");
    const again = await referencePoint(page, "Quran 8:9");
    await page.touchscreen.tap(again.x, again.y);
    await page.waitForFunction(() => location.hash === "#notes", { polling: POLL_MS });
    expect(errors).toEqual([]);
    await page.close();
  });
});
