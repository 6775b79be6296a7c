/**
 * A React 19 app that re-renders every 100 ms keeps rendering the right text, with no console
 * error, while its references stay highlighted and popovers open and close: the reason Badr Lens
 * paints with highlights instead of wrapping text in elements.
 */
import { rmSync } from "node:fs";
import type { Page } from "puppeteer-core";
import { afterAll, describe, expect, it } from "vitest";
import { BROWSER_KINDS } from "./harness/browsers.ts";
import { buildFixtureApps } from "./harness/fixture-bundles.ts";
import {
  clickReference,
  HOST_INSERTED,
  openPage,
  POLL_MS,
  pageMutations,
  waitForHighlightTexts,
  waitForPopover,
} from "./harness/page.ts";
import { extensionSuite } from "./harness/suite.ts";

const EXPECTED = ["Battle of Badr", "Quran 8:9", "al-Anfal 9", "Quran 8:68", "Koran 8:69", "Q 8:67"];

async function tick(page: Page): Promise<number> {
  return page.evaluate(() =>
    Number(/Render (\d+):/.exec(document.getElementById("tick")?.textContent ?? "")?.[1]),
  );
}

describe.each(BROWSER_KINDS)("React 19 app in %s", (kind) => {
  let built = "";
  const env = extensionSuite(kind, {
    roots: async () => {
      built = await buildFixtureApps();
      return { "/_built/": built };
    },
  });
  afterAll(() => rmSync(built, { recursive: true, force: true }));

  it("keeps rendering correctly while references stay marked and popovers open and close", async () => {
    const page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("react.html"));
    await waitForHighlightTexts(page, EXPECTED);

    const start = await tick(page);
    for (let round = 0; round < 5; round++) {
      await clickReference(page, "Quran 8:9");
      await waitForPopover(page, true, "8:9");
      await page.keyboard.press("Escape");
      await waitForPopover(page, false);
      // The marks follow every re-render: sampled again after each popover.
      await waitForHighlightTexts(page, EXPECTED);
    }
    // React went on rendering: at least 20 more renders, and its text is exactly what it rendered.
    await page.waitForFunction(
      (from) =>
        Number(/Render (\d+):/.exec(document.getElementById("tick")?.textContent ?? "")?.[1]) >= from + 20,
      { polling: POLL_MS },
      start,
    );
    const text = await page.evaluate(() => document.getElementById("tick")?.textContent ?? "");
    expect(text).toMatch(/^Render \d+: the Battle of Badr is the subject of Quran 8:9\.$/);
    const list = await page.evaluate(() =>
      [...document.querySelectorAll("#list li")].map((li) => li.textContent),
    );
    expect(list.sort()).toEqual(["Item Koran 8:69", "Item Q 8:67", "Item Quran 8:68"]);

    // Every change but our host's insertion is React's own, inside #root.
    const ours = (await pageMutations(page)).filter(
      (m) => m.target === "html" || m.added.includes("badr-lens-root"),
    );
    expect(ours).toEqual([HOST_INSERTED]);
    const attributeChanges = (await pageMutations(page)).filter((m) => m.type === "attributes");
    expect(attributeChanges).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
