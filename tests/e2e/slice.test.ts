/**
 * The first slice through every layer, in both browsers: the content script finds the references,
 * paints them in the `badr-lens` highlight without touching the page, and a click opens the
 * popover with the dataset's text for that target; Escape closes it.
 */
import { describe, expect, it } from "vitest";
import { BROWSER_KINDS } from "./harness/browsers.ts";
import {
  clickReference,
  HOST_INSERTED,
  highlightTexts,
  openPage,
  pageMutations,
  popoverState,
  waitForHighlightCount,
  waitForPopover,
} from "./harness/page.ts";
import { extensionSuite } from "./harness/suite.ts";

describe.each(BROWSER_KINDS)("first slice in %s", (kind) => {
  const env = extensionSuite(kind);

  it("highlights exactly the three references, changes nothing in the page, and opens the right popover", async () => {
    const page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("slice.html"));
    // The quoted words are a run of a version of 8:67 the data holds as hashes (ADR 016), marked
    // beside the citation after them.
    await waitForHighlightCount(page, 3);
    expect(await highlightTexts(page)).toEqual([
      "Battle of Badr",
      "for a Prophet that he should take",
      "Sūrat al-Anfāl: 67",
    ]);

    await clickReference(page, "Battle of Badr");
    await waitForPopover(page, true, "badr");
    const badr = await popoverState(page);
    expect(badr.text).toContain("seventy disbelievers");
    expect(badr.text).toContain("Ṣaḥīḥ Muslim");

    await page.keyboard.press("Escape");
    await waitForPopover(page, false);

    await clickReference(page, "Sūrat al-Anfāl: 67");
    await waitForPopover(page, true, "8:67");
    const verse = await popoverState(page);
    expect(verse.text).toContain("consulted Abu Bakr and ‘Umar");
    expect(verse.text).toContain("مَا كَانَ");
    await page.keyboard.press("Escape");
    await waitForPopover(page, false);

    // The only change to the page is our host element, appended to <html> once.
    expect(await pageMutations(page)).toEqual([HOST_INSERTED]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
