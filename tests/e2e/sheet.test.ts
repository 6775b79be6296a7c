/**
 * The popover as a bottom sheet on a phone (issue 35), in both browsers, driven by touch as
 * touch.test.ts drives it (CDP touch events in Chromium, WebDriver BiDi's touch pointer in Firefox,
 * no mouse): at 360 × 640 and 390 × 844 the sheet sits on the bottom of the visual viewport, full
 * width, at most two thirds high, with its first screen whole; every control is at least 44 × 44
 * CSS px; its expand control grows it and brings it back; and it stays inside the visual viewport
 * when that shrinks (the on-screen keyboard) or is pinch-zoomed to 200%.
 */
import type { ElementHandle, Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { BROWSER_KINDS } from "./harness/browsers.ts";
import { pinchZoomFirefox } from "./harness/firefox-parent.ts";
import { openPage, POLL_MS, referencePoint, waitForPopover, waitForReferenceText } from "./harness/page.ts";
import { popoverDrawnInPage, popoverShadowRoot, waitForPopoverRoot } from "./harness/popover-root.ts";
import { extensionSuite } from "./harness/suite.ts";
import { waitForSettled } from "./popover-helpers.ts";

const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
];

/** Room for rounding between the box's fractional pixels and the visual viewport's. */
const SLACK = 1;

interface SheetGeometry {
  placement: string;
  box: { left: number; top: number; right: number; bottom: number; height: number; width: number };
  view: { left: number; top: number; width: number; height: number };
}

/** The box and the visual viewport, both in the layout viewport's coordinates. */
async function sheetGeometry(page: Page): Promise<SheetGeometry> {
  return page.evaluate(
    (shadow) => {
      const box = shadow!.querySelector<HTMLElement>(".bl-popover")!;
      const b = box.getBoundingClientRect();
      const vv = window.visualViewport!;
      return {
        placement: box.dataset.placement ?? "",
        box: { left: b.left, top: b.top, right: b.right, bottom: b.bottom, height: b.height, width: b.width },
        view: { left: vv.offsetLeft, top: vv.offsetTop, width: vv.width, height: vv.height },
      };
    },
    await popoverShadowRoot(page),
  );
}

function insideVisualViewport({ box, view }: SheetGeometry): boolean {
  return (
    box.left >= view.left - SLACK &&
    box.top >= view.top - SLACK &&
    box.right <= view.left + view.width + SLACK &&
    box.bottom <= view.top + view.height + SLACK
  );
}

/** Taps a control inside the popover's frame, at its centre in the page's coordinates. */
async function tapInPopover(page: Page, selector: string): Promise<void> {
  const root = await waitForPopoverRoot(page);
  const control = (await root.$(selector)) as ElementHandle<Element> | null;
  if (!control) throw new Error(`no ${selector} in the popover`);
  // Scrolling the frame's own document is no input: it only brings the control into the sheet.
  await control.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const box = await control.boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The extension's own page, and the same page as a site with the embed shows it. */
const HOSTS = BROWSER_KINDS.flatMap((kind) => [
  { kind, host: "the extension", prefix: "" },
  { kind, host: "the embed", prefix: "with-embed/" },
]);

describe.each(HOSTS)("the bottom sheet on a phone, $kind, $host", ({ kind, prefix }) => {
  const env = extensionSuite(kind, { firefoxPrefs: { "dom.w3c_touch_events.enabled": 1 } });

  /** reader.html on a phone's viewport, with "Quran 8:68" tapped and its sheet drawn. */
  async function tappedOpen(size: { width: number; height: number }) {
    const page = await env.ext.newPage();
    await page.setViewport({ ...size, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    const { errors } = await openPage(page, env.server.url(`${prefix}reader.html`));
    const text = "Quran 8:68";
    await waitForReferenceText(page, text);
    const { y } = await referencePoint(page, text);
    await page.evaluate((top) => window.scrollBy(0, top - innerHeight / 3), y);
    await waitForReferenceText(page, text);
    const mark = await referencePoint(page, text);
    await page.touchscreen.tap(mark.x, mark.y);
    await waitForPopover(page, true, "8:68");
    expect(await popoverDrawnInPage(page)).toBe(prefix !== "");
    await waitForSettled(page);
    return { page, errors };
  }

  it.each(PHONES)(
    "sits on the bottom, full width, at most two thirds high, first screen whole at $width × $height",
    async (size) => {
      const { page, errors } = await tappedOpen(size);
      const geometry = await sheetGeometry(page);
      const { box, view } = geometry;
      expect(geometry.placement).toBe("sheet");
      expect(Math.abs(box.bottom - (view.top + view.height))).toBeLessThanOrEqual(SLACK);
      expect(Math.abs(box.left - view.left)).toBeLessThanOrEqual(SLACK);
      expect(Math.abs(box.width - view.width)).toBeLessThanOrEqual(SLACK);
      expect(box.height).toBeLessThanOrEqual((view.height * 2) / 3 + SLACK);
      const screen = await page.evaluate(
        (doc) => {
          // The frame's document scrolls itself; the embed's view scrolls its wrapper (ADR 015).
          const inFrame = doc.nodeType === Node.DOCUMENT_NODE;
          const scroller = inFrame ? doc.scrollingElement! : doc.querySelector<HTMLElement>(".bl-doc")!;
          const top = inFrame ? 0 : scroller.getBoundingClientRect().top;
          const part = (selector: string) => {
            const b = doc.querySelector(selector)?.getBoundingClientRect();
            return b ? { top: b.top - top, bottom: b.bottom - top } : null;
          };
          return {
            scrollTop: scroller.scrollTop,
            height: inFrame ? doc.defaultView!.innerHeight : scroller.clientHeight,
            parts: {
              title: part("#bl-title"),
              arabic: part("[data-part=lead] .bl-arabic"),
              translation: part("[data-part=lead] .bl-translation"),
              summary: part("[data-part=summary]"),
            },
          };
        },
        await waitForPopoverRoot(page),
      );
      expect(screen.scrollTop).toBe(0);
      for (const [name, part] of Object.entries(screen.parts)) {
        expect(part, name).not.toBeNull();
        expect(part!.top, name).toBeGreaterThanOrEqual(-0.5);
        expect(part!.bottom, `${name} within ${screen.height}`).toBeLessThanOrEqual(screen.height + 0.5);
      }
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it("gives every control at least 44 × 44 CSS px, every section open", async () => {
    const { page, errors } = await tappedOpen(PHONES[0]!);
    await tapInPopover(page, "[data-part=expand-all]");
    const root = await waitForPopoverRoot(page);
    await page.waitForFunction(
      (doc) => doc.querySelectorAll(".bl-section-body:not([hidden])").length > 1,
      { polling: POLL_MS },
      root,
    );
    const small = await page.evaluate((doc) => {
      const controls = doc.querySelectorAll<HTMLElement>('a[href], button, [role="tab"], [tabindex="0"]');
      return [...controls]
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => {
          const b = el.getBoundingClientRect();
          return {
            control: `${el.className} ${el.textContent?.slice(0, 30)}`,
            width: b.width,
            height: b.height,
          };
        })
        .filter((c) => c.width < 44 - 0.01 || c.height < 44 - 0.01);
    }, root);
    expect(small).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("grows to nearly the full height with its expand control, and collapses back", async () => {
    const { page, errors } = await tappedOpen(PHONES[0]!);
    const before = await sheetGeometry(page);
    await tapInPopover(page, "[data-part=sheet-toggle]");
    await page.waitForFunction(
      (shadow, height) => shadow!.querySelector(".bl-popover")!.getBoundingClientRect().height > height + 100,
      { polling: POLL_MS },
      await popoverShadowRoot(page),
      before.box.height,
    );
    const expanded = await sheetGeometry(page);
    expect(insideVisualViewport(expanded)).toBe(true);
    expect(expanded.box.height).toBeGreaterThan((expanded.view.height * 3) / 4);
    await tapInPopover(page, "[data-part=sheet-toggle][data-expanded=true]");
    await page.waitForFunction(
      (shadow, height) =>
        Math.abs(shadow!.querySelector(".bl-popover")!.getBoundingClientRect().height - height) <= 1,
      { polling: POLL_MS },
      await popoverShadowRoot(page),
      before.box.height,
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it("follows a visual viewport the on-screen keyboard shortens", async () => {
    const { page, errors } = await tappedOpen(PHONES[0]!);
    // What a keyboard does to the page: the viewport loses its lower half.
    await page.setViewport({ width: 360, height: 320, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    await page.waitForFunction(
      (shadow) => {
        const box = shadow!.querySelector<HTMLElement>(".bl-popover")!.getBoundingClientRect();
        const vv = window.visualViewport!;
        return box.bottom <= vv.offsetTop + vv.height + 1 && box.height <= (vv.height * 2) / 3 + 1;
      },
      { polling: POLL_MS },
      await popoverShadowRoot(page),
    );
    expect(insideVisualViewport(await sheetGeometry(page))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  // Pinch-zoom: Chromium sets the page scale through CDP, Firefox its resolution from the tab's
  // content process (what a pinch does in each); WebDriver BiDi has no pinch of its own.
  it("stays inside the visual viewport pinch-zoomed to 200%", async () => {
    const { page, errors } = await tappedOpen(PHONES[0]!);
    const cdp = kind === "chromium" ? await page.createCDPSession() : null;
    if (cdp) await cdp.send("Emulation.setPageScaleFactor", { pageScaleFactor: 2 });
    else await pinchZoomFirefox(env.ext.browser, page.url(), 2);
    await page.waitForFunction(() => (window.visualViewport?.scale ?? 1) > 1.9, { polling: POLL_MS });
    await page.waitForFunction(
      (shadow) => {
        const box = shadow!.querySelector<HTMLElement>(".bl-popover")!.getBoundingClientRect();
        const vv = window.visualViewport!;
        return (
          Math.abs(box.width - vv.width) <= 1 &&
          Math.abs(box.bottom - (vv.offsetTop + vv.height)) <= 1 &&
          box.height <= (vv.height * 2) / 3 + 1
        );
      },
      { polling: POLL_MS },
      await popoverShadowRoot(page),
    );
    expect(insideVisualViewport(await sheetGeometry(page))).toBe(true);
    if (cdp) {
      await cdp.send("Emulation.setPageScaleFactor", { pageScaleFactor: 1 });
      await cdp.detach();
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
