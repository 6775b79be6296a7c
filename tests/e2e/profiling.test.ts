/**
 * A page cannot learn, from what its reader cannot see, that Badr Lens is installed (SECURITY.md,
 * "What a page can learn"). The fixture plants references the way a profiling script would (at
 * opacity 0, 2 px tall, off-screen, in the background's colour, transparent, visually hidden) and
 * polls the page's own `CSS.highlights`; none of them may be marked, while the references a reader
 * sees are (text painted by a gradient, grey text, and text revealed by a transition later on).
 * And with "only on sites I switch on", a site the reader has not allowed sees nothing at all until
 * the reader switches it on.
 */
import { afterEach, describe, expect, it } from "vitest";
import { BROWSER_KINDS } from "./harness/browsers.ts";
import { describeTabOnceListening, resetSettings, setStorage } from "./harness/extension.ts";
import { highlightTexts, openPage, waitForHighlightTexts, waitForReferenceText } from "./harness/page.ts";
import { extensionSuite } from "./harness/suite.ts";

const SEEN = ["Battle of Badr", "Sūrat al-Anfāl 8:9", "Q 8:9"];

describe.each(BROWSER_KINDS)("what a page can learn from marks, %s", (kind) => {
  const env = extensionSuite(kind);
  afterEach(() => resetSettings(env.ext));

  it("marks no reference the reader cannot see, and marks hidden text once it is revealed", async () => {
    const page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("planted.html"));
    // The last reference on the page is painted only after every block before it was scanned, and
    // each repaint paints every reference near the viewport that can be seen.
    await waitForReferenceText(page, "Q 8:9");
    expect(await highlightTexts(page)).toEqual(SEEN);
    // The page reveals text the way scroll effects do: a class, then a transition of opacity.
    await page.evaluate(() => document.querySelector("#reveal")!.classList.add("shown"));
    await waitForHighlightTexts(page, [...SEEN, "Surah Anfal 8:67-69"]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("on a right-to-left page, marks text the reader can scroll to on the left, and none past the right edge", async () => {
    const page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("planted-rtl.html"));
    await waitForReferenceText(page, "Q 8:9");
    // The wide line's start is left of the viewport, where this page scrolls.
    expect(
      await page.evaluate(() => document.querySelector("#wide")!.getBoundingClientRect().left),
    ).toBeLessThan(0);
    expect(await highlightTexts(page)).toEqual(["Quran 8:9", "Quran 8:67", "Q 8:9"]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("marks nothing and adds nothing on a site the reader has not allowed, until the reader switches it on", async () => {
    await setStorage(env.ext, { siteMode: "allowed", allowedSites: [] });
    const page = await env.ext.newPage();
    const url = env.server.url("popover-plain.html");
    const { errors } = await openPage(page, url);
    // The page's content script answers, and says it is off here: it has decided, and done nothing.
    const quiet = await describeTabOnceListening(env.ext, url);
    expect(quiet).toMatchObject({ host: "127.0.0.1", enabled: false, references: [] });
    expect(
      await page.evaluate(() => ({
        marks: CSS.highlights.has("badr-lens"),
        host: document.querySelector("badr-lens-root") !== null,
      })),
    ).toEqual({ marks: false, host: false });
    // The reader allows the site (the toolbar popup's switch writes this): marked at once.
    await setStorage(env.ext, { siteMode: "allowed", allowedSites: ["127.0.0.1"] });
    await page.bringToFront();
    await waitForReferenceText(page, "Quran 8:67-69");
    expect(errors).toEqual([]);
    await page.close();
  });
});
