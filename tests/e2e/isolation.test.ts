/**
 * The popover out of every page's reach, in both browsers (issue 37, ADR 014): a page that hunts
 * for our nodes with window.find, the Selection API, selectionchange, elementFromPoint, caret
 * positions, focus, key and copy events and a MutationObserver, while the reader opens, pins,
 * tabs through, selects in and copies from the popover, gets none (fixtures/pages/spy.html).
 * Before the popover moved into an extension-origin frame, Firefox handed such a page nodes of
 * our closed shadow root through window.find and the selection; this test failed there.
 */
import type { Page } from "puppeteer-core";
import { afterEach, describe, expect, it } from "vitest";
import { BROWSER_KINDS, type BrowserKind } from "./harness/browsers.ts";
import { resetSettings } from "./harness/extension.ts";
import { clickReference, openPage, POLL_MS, waitForPopover, waitForReferenceText } from "./harness/page.ts";
import { waitForPopoverRoot } from "./harness/popover-root.ts";
import { extensionSuite } from "./harness/suite.ts";

interface Spy {
  leaks: string[];
  seen: {
    rounds: number;
    finds: number;
    selections: number;
    events: number;
    mutations: number;
    points: number;
  };
}

const spy = (page: Page) => page.evaluate(() => (window as unknown as { spy: Spy }).spy);

/** Lets the spy run `rounds` more of its searches from now. */
async function spyRounds(page: Page, rounds: number): Promise<void> {
  const from = (await spy(page)).seen.rounds;
  await page.waitForFunction(
    (start, more) => (window as unknown as { spy: Spy }).spy.seen.rounds >= start + more,
    { polling: POLL_MS },
    from,
    rounds,
  );
}

describe.each(BROWSER_KINDS)("in %s", (kind: BrowserKind) => {
  const env = extensionSuite(kind);
  afterEach(() => resetSettings(env.ext));

  it("a page hunting for our nodes gets none while the popover is opened, pinned, selected and copied", async () => {
    const page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("spy.html"));
    await waitForReferenceText(page, "Quran 8:67-69");
    await clickReference(page, "Quran 8:67-69");
    await waitForPopover(page, true, "8:67 8:68 8:69");
    const root = await waitForPopoverRoot(page);
    await spyRounds(page, 3);
    // Focus moves through the popover's controls.
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    // The reader selects the translation with the mouse: a word, then the whole paragraph. (A drag
    // over an out-of-process frame selects nothing through CDP's synthetic mouse in Chromium;
    // clicks select as a reader's do.)
    const translation = await root.$("[data-part=lead] .bl-translation");
    const box = (await translation!.boundingBox())!;
    await page.mouse.click(box.x + 30, box.y + 10, { count: 1 });
    await page.mouse.click(box.x + 30, box.y + 10, { count: 2 });
    await page.mouse.click(box.x + 30, box.y + 10, { count: 3 });
    expect(await root.evaluate((doc) => doc.getSelection()?.toString().length ?? 0)).toBeGreaterThan(10);
    await spyRounds(page, 3);
    // And copies the citation.
    const copy = await root.$("[data-part=copy]");
    await copy!.click();
    await page.waitForFunction(
      (doc) => doc.querySelector<HTMLElement>("[data-part=copy]")?.dataset.state !== "idle",
      { polling: POLL_MS },
      root,
    );
    await spyRounds(page, 3);
    const { leaks, seen } = await spy(page);
    expect(leaks).toEqual([]);
    // The spy really looked: it found the page's own words, saw selections, events and our host.
    expect(seen.finds).toBeGreaterThan(0);
    expect(seen.selections).toBeGreaterThan(0);
    expect(seen.events).toBeGreaterThan(0);
    expect(seen.mutations).toBeGreaterThan(0);
    expect(seen.points).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
