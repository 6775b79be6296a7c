/**
 * The toolbar popup and the options page as pages on a phone (issue 35: Firefox for Android opens
 * both as tabs), in both browsers at 360 × 640 with touch: nothing wider than the screen (no
 * sideways scrolling), text no smaller than 12 CSS px, and every control within the screen's width.
 */
import { describe, expect, it } from "vitest";
import { BROWSER_KINDS } from "./harness/browsers.ts";
import { openExtensionPage } from "./harness/extension.ts";
import { extensionSuite } from "./harness/suite.ts";

const PHONE = { width: 360, height: 640, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

describe.each(BROWSER_KINDS)("the extension's pages on a phone, %s", (kind) => {
  // A phone's pointer (coarse, no hover) for the media queries: Chromium's touch emulation says so;
  // Firefox is told by its preference (1: coarse, without hover), as Firefox for Android reports.
  const env = extensionSuite(kind, { firefoxPrefs: { "ui.primaryPointerCapabilities": 1 } });

  it.each(["popup.html", "options.html"])("%s fits a 360 px screen", async (path) => {
    const page = await openExtensionPage(env.ext, path, { viewport: PHONE });
    try {
      await page.waitForFunction(() => innerWidth === 360, { polling: 50 });
      const layout = await page.evaluate(() => {
        const texts = [...document.querySelectorAll<HTMLElement>("body *")].filter(
          (el) =>
            el.getClientRects().length > 0 &&
            [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()),
        );
        const controls = [
          ...document.querySelectorAll<HTMLElement>("a[href], button, input, select, label"),
        ].filter((el) => el.getClientRects().length > 0);
        return {
          controls: controls.length,
          scrollWidth: document.documentElement.scrollWidth,
          width: innerWidth,
          small: texts
            .filter((el) => Number.parseFloat(getComputedStyle(el).fontSize) < 12)
            .map((el) => `${el.tagName} ${el.textContent?.slice(0, 30)}`),
          outside: controls
            .filter((el) => {
              const b = el.getBoundingClientRect();
              return b.left < -0.5 || b.right > innerWidth + 0.5;
            })
            .map((el) => `${el.tagName} ${el.textContent?.slice(0, 30)}`),
        };
      });
      expect(layout.controls).toBeGreaterThan(0);
      expect(layout.scrollWidth).toBeLessThanOrEqual(layout.width);
      expect(layout.small).toEqual([]);
      expect(layout.outside).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
