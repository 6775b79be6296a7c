/**
 * On every fixture page, in both browsers: after the scan, a popover opened and closed, the page's
 * own MutationObserver (installed before the extension runs) saw one change only, the insertion of
 * <badr-lens-root> into <html>. The React fixture, which changes itself every 100 ms, has its own
 * test (react.test.ts); kursi.html has no covered reference with the shipped dataset.
 */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BROWSER_KINDS } from "./harness/browsers.ts";
import {
  HOST_INSERTED,
  highlightTexts,
  openPage,
  POLL_MS,
  pageMutations,
  referencePoint,
  waitForPopover,
} from "./harness/page.ts";
import { FIXTURES_DIR } from "./harness/server.ts";
import { extensionSuite } from "./harness/suite.ts";

const OWN_TESTS = new Set([
  "react.html",
  "kursi.html",
  "live-frame.html",
  "blank-frames.html",
  "empty-frame.html",
  "no-text.html",
  "small-text.html",
]);
const PAGES = readdirSync(FIXTURES_DIR)
  .filter((f) => f.endsWith(".html") && !OWN_TESTS.has(f))
  .sort();

describe.each(BROWSER_KINDS)("no change to the page but our host, in %s", (kind) => {
  const env = extensionSuite(kind);

  it("covers the fixture pages", () => {
    expect(PAGES.length).toBeGreaterThanOrEqual(9);
  });

  it.each(PAGES)("%s", async (file) => {
    const page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url(file));
    await page.waitForFunction(() => (CSS.highlights.get("badr-lens")?.size ?? 0) > 0, { polling: POLL_MS });
    // Hover, not click: in hover mode a click on a reference inside a link follows the link.
    const [first] = await highlightTexts(page);
    const { x, y } = await referencePoint(page, first!);
    await page.mouse.move(x, y);
    await waitForPopover(page, true);
    await page.keyboard.press("Escape");
    await waitForPopover(page, false);
    expect(await pageMutations(page)).toEqual([HOST_INSERTED]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
