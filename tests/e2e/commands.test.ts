/**
 * What the keyboard commands and the context menu's "Look up in Badr Lens" do in the page, in
 * both browsers: the next-reference and previous-reference commands step through the references in
 * document order with focus in the popover and come round at the ends, saying so; a look-up opens
 * the popover for what the selected text cites, also in a form field where nothing is marked, and
 * says plainly when it cites nothing. The messages are sent to the tab from an extension page, as
 * the background sends them when the browser delivers a command or a menu click.
 */
import type { Page } from "puppeteer-core";
import { describe, expect, it } from "vitest";
import { BROWSER_KINDS, type BrowserKind, onlyIn } from "./harness/browsers.ts";
import { sendToTab } from "./harness/extension.ts";
import { openPage, popoverState, waitForHighlightCount, waitForPopover } from "./harness/page.ts";
import { extensionSuite } from "./harness/suite.ts";
import { focusedControl } from "./popover-helpers.ts";

/** Waits for the popover to show `targets` with focus inside it, and returns what it says. */
async function expectOpenWithFocus(page: Page, targets: string): Promise<string> {
  await waitForPopover(page, true, targets);
  await page.waitForFunction(() => document.activeElement?.tagName.toLowerCase() === "badr-lens-root");
  expect(await focusedControl(page)).toMatch(/^popover:/);
  return (await popoverState(page)).text;
}

describe.each(BROWSER_KINDS)("keyboard commands and look-up, %s", (kind: BrowserKind) => {
  const env = extensionSuite(kind);

  it("steps through every reference in document order with focus in the popover, and comes round", async () => {
    const page = await env.ext.newPage();
    const url = env.server.url("commands.html");
    const { errors } = await openPage(page, url);
    await waitForHighlightCount(page, 5);
    await page.bringToFront();
    const order = ["8:9", "8:67", "8:68", "8:69", "badr"];
    for (const targets of order) {
      await sendToTab(env.ext, url, { type: "command:next-reference" });
      const text = await expectOpenWithFocus(page, targets);
      expect(text, targets).not.toMatch(/back to the first/);
    }
    // Past the last: back to the first, and the popover says so.
    await sendToTab(env.ext, url, { type: "command:next-reference" });
    expect(await expectOpenWithFocus(page, "8:9")).toMatch(/Past the last reference: back to the first/);
    // And backwards past the first: on to the last.
    await sendToTab(env.ext, url, { type: "command:previous-reference" });
    expect(await expectOpenWithFocus(page, "badr")).toMatch(/Before the first reference: on to the last/);
    await sendToTab(env.ext, url, { type: "command:previous-reference" });
    await expectOpenWithFocus(page, "8:69");
    // The reference stepped to is scrolled into view.
    const inView = await page.evaluate(() => {
      const p = [...document.querySelectorAll("p")].find((e) => e.textContent?.includes("al-Anfāl: 69"));
      const r = p!.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    });
    expect(inView).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("looks up a selection in a form field, and says so when the selection cites nothing", async () => {
    const page = await env.ext.newPage();
    const url = env.server.url("commands.html");
    const { errors } = await openPage(page, url);
    await waitForHighlightCount(page, 5);
    await page.bringToFront();
    // Text in a form field is never marked; the look-up still reads it.
    await page.focus("#notes");
    await page.evaluate(() => (document.getElementById("notes") as HTMLTextAreaElement).select());
    await sendToTab(env.ext, url, { type: "context:look-up", text: "On the ransom, see Quran 8:68 again." });
    const found = await expectOpenWithFocus(page, "8:68");
    expect(found).toMatch(/captives/i);
    await page.keyboard.press("Escape");
    await waitForPopover(page, false);
    // Focus goes back to the field the look-up came from.
    expect(await focusedControl(page)).toBe("page:notes");
    await sendToTab(env.ext, url, { type: "context:look-up", text: "The meeting is at 8:30 in room 9." });
    expect(await expectOpenWithFocus(page, "")).toMatch(/found no reference/);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/**
 * In Chromium the service worker's own event objects can be made to fire, so here the command and
 * the menu click go through the background's real listeners, as the browser delivers them: the
 * background finds the active tab (or the menu's tab and frame) and messages the page.
 */
describe.each(onlyIn("chromium"))("commands and the context menu through the background, %s", (kind) => {
  const env = extensionSuite(kind);

  async function dispatchInWorker(event: "command" | "menu", arg: string, tabUrl: string): Promise<void> {
    const target = await env.ext.browser.waitForTarget(
      (t) => t.type() === "service_worker" && t.url().startsWith(env.ext.extensionOrigin),
    );
    const worker = (await target.worker())!;
    await worker.evaluate(
      async (kind, value, url) => {
        interface Dispatchable {
          dispatch(...args: unknown[]): void;
        }
        const chrome = (
          globalThis as unknown as {
            chrome: {
              commands: { onCommand: Dispatchable };
              contextMenus: { onClicked: Dispatchable };
              tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> };
            };
          }
        ).chrome;
        const tab = (await chrome.tabs.query({})).find((t) => t.url === url);
        if (kind === "command") chrome.commands.onCommand.dispatch(value, tab);
        else
          chrome.contextMenus.onClicked.dispatch(
            { menuItemId: "look-up", selectionText: value, frameId: 0 },
            tab,
          );
      },
      event,
      arg,
      tabUrl,
    );
  }

  it("steps with the next-reference command and looks up a selection from the menu", async () => {
    const page = await env.ext.newPage();
    const url = env.server.url("commands.html");
    const { errors } = await openPage(page, url);
    await waitForHighlightCount(page, 5);
    await page.bringToFront();
    await dispatchInWorker("command", "next-reference", url);
    await expectOpenWithFocus(page, "8:9");
    await dispatchInWorker("command", "next-reference", url);
    await expectOpenWithFocus(page, "8:67");
    await dispatchInWorker("command", "previous-reference", url);
    await expectOpenWithFocus(page, "8:9");
    await page.keyboard.press("Escape");
    await waitForPopover(page, false);
    await dispatchInWorker("menu", "On the ransom, see Quran 8:68 again.", url);
    await expectOpenWithFocus(page, "8:68");
    expect(errors).toEqual([]);
    await page.close();
  });
});
