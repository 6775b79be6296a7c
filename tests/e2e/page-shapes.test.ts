/**
 * Real-page shapes, in both browsers: references split across inline elements, links to verse
 * pages with neutral text, opt-out markers, form fields and editable text, hidden text, a web
 * component's shadow root, a same-origin iframe, content arriving after load, single-page
 * navigation, and switching the site off and on. Through all of it the page's own DOM is changed
 * only by the insertion of <badr-lens-root>.
 */
import { describe, expect, it } from "vitest";
import { BROWSER_KINDS } from "./harness/browsers.ts";
import { describeTab, describeTabOnceListening, setStorage } from "./harness/extension.ts";
import {
  clickReference,
  frameHighlightTexts,
  HOST_INSERTED,
  highlightTexts,
  openPage,
  POLL_MS,
  pageMutations,
  referencePoint,
  waitForHighlightTexts,
  waitForPopover,
} from "./harness/page.ts";
import { extensionSuite } from "./harness/suite.ts";

const INITIAL = ["Sūrat al-Anfāl: 67", "over here", "Quran 8:9"];

describe.each(BROWSER_KINDS)("real-page shapes in %s", (kind) => {
  const env = extensionSuite(kind);

  it("marks split references, verse links and shadow DOM text, and skips opt-outs, fields and hidden text", async () => {
    const page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("live.html"));
    await waitForHighlightTexts(page, INITIAL);
    expect(await highlightTexts(page)).toEqual(INITIAL);

    // The split reference is one range across several text nodes.
    const spans = await page.evaluate(() => {
      const [first] = [...(CSS.highlights.get("badr-lens") ?? [])];
      return first ? first.startContainer !== first.endContainer : false;
    });
    expect(spans).toBe(true);

    const frame = page.frames().find((f) => f.url().endsWith("live-frame.html"))!;
    await frame.waitForFunction(() => (CSS.highlights.get("badr-lens")?.size ?? 0) === 1);
    expect(await frameHighlightTexts(frame)).toEqual(["Battle of Badr"]);

    // The web component's reference opens its popover.
    await clickReference(page, "Quran 8:9");
    await waitForPopover(page, true, "8:9");
    await page.keyboard.press("Escape");
    await waitForPopover(page, false);

    expect(await pageMutations(page)).toEqual([HOST_INSERTED]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("marks a frame that had no text at load once its parent fills it", async () => {
    const page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("empty-frame.html"));
    // The frame's content script waits for text (first-text.ts); the parent writes some now.
    await page.evaluate(() => {
      const frame = document.getElementById("later") as HTMLIFrameElement;
      frame.contentDocument!.body.innerHTML = "<p>The ransom of the captives: Quran 8:67.</p>";
    });
    const frame = page.frames().find((f) => f !== page.mainFrame())!;
    await frame.waitForFunction(() => (CSS.highlights.get("badr-lens")?.size ?? 0) === 1, {
      polling: POLL_MS,
    });
    expect(await frameHighlightTexts(frame)).toEqual(["Quran 8:67"]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("answers the popup on a page with no text, and marks the text the page renders later", async () => {
    const page = await env.ext.newPage();
    const url = env.server.url("no-text.html");
    const { errors } = await openPage(page, url);
    // The page loads nothing until text arrives; the question reaches it all the same (a listener
    // made early in Firefox, scripting in Chromium: content/loader/index.ts) and starts main.js to answer.
    const empty = await describeTabOnceListening(env.ext, url);
    expect(empty).toMatchObject({ host: "127.0.0.1", enabled: true, references: [] });
    await page.evaluate(() => {
      document.getElementById("app")!.innerHTML = "<p>The captives taken at the Battle of Badr.</p>";
    });
    await waitForHighlightTexts(page, ["Battle of Badr"]);
    expect((await describeTab(env.ext, url)).references.map((r) => r.text)).toEqual(["Battle of Badr"]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("on a small page whose few words hold no reference, marks the reference the page adds later", async () => {
    const page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("small-text.html"));
    // content.js's first look turns "hi" down (first-look.ts) and watches the page; no message
    // wakes main.js here, so only that watch can find what the page adds.
    await page.evaluate(() => {
      document.getElementById("app")!.innerHTML = "<p>Welcome back.</p>";
    });
    await page.evaluate(() => {
      document.getElementById("app")!.insertAdjacentHTML("beforeend", "<p>Read on the Battle of Badr.</p>");
    });
    await waitForHighlightTexts(page, ["Battle of Badr"]);
    expect(await highlightTexts(page)).toEqual(["Battle of Badr"]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("finds a reference that only a shadow root or a link's address holds (the quick check lets them through)", async () => {
    for (const [file, expected] of [
      ["shadow-only.html", ["Quran 8:69"]],
      ["link-only.html", ["worth reading"]],
    ] as const) {
      const page = await env.ext.newPage();
      const { errors } = await openPage(page, env.server.url(file));
      await waitForHighlightTexts(page, [...expected]);
      expect(await highlightTexts(page)).toEqual(expected);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it("leaves links working in hover mode: a click on a reference inside a link follows the link", async () => {
    const page = await env.ext.newPage();
    await openPage(page, env.server.url("live.html"));
    await waitForHighlightTexts(page, INITIAL);
    const { x, y } = await referencePoint(page, "Sūrat al-Anfāl: 67");
    await page.mouse.click(x, y);
    await page.waitForFunction(() => location.hash === "#notes");
    await page.close();
  });

  it("in click mode, a click on a reference inside a link opens the popover instead of the link", async () => {
    await setStorage(env.ext, { openOn: "click" });
    const page = await env.ext.newPage();
    await openPage(page, env.server.url("live.html"));
    await waitForHighlightTexts(page, INITIAL);
    await clickReference(page, "Sūrat al-Anfāl: 67");
    await waitForPopover(page, true, "8:67");
    expect(await page.evaluate(() => location.hash)).toBe("");
    await setStorage(env.ext, { openOn: "hover" });
    await page.close();
  });

  it("follows content added after load and single-page navigation", async () => {
    const page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("live.html"));
    await waitForHighlightTexts(page, INITIAL);

    await page.evaluate(() =>
      (window as unknown as { fixture: { appendLate(): void } }).fixture.appendLate(),
    );
    await waitForHighlightTexts(page, [...INITIAL, "Koran 8:68"]);

    await page.evaluate(() => (window as unknown as { fixture: { navigate(): void } }).fixture.navigate());
    await waitForHighlightTexts(page, ["Battle of Badr", "Q 8:67"]);
    expect(await highlightTexts(page)).toEqual(["Battle of Badr", "Q 8:67"]);

    // Back: the page's router puts the first page back on popstate.
    await page.evaluate(() => history.back());
    await waitForHighlightTexts(page, [...INITIAL, "Koran 8:68"]);

    // The page's own three changes to #app, and nothing of ours (no popover was opened).
    const mutations = await pageMutations(page);
    expect(mutations.filter((m) => m.target !== "main#app")).toEqual([]);
    expect(mutations.map((m) => m.added[0])).toEqual(["p#late", "article#page-2", "#text"]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("switched off for the site removes every mark and the host; switched on, brings them back without reload", async () => {
    const page = await env.ext.newPage();
    await openPage(page, env.server.url("live.html"));
    await waitForHighlightTexts(page, INITIAL);
    await clickReference(page, "Quran 8:9");
    await waitForPopover(page, true, "8:9");
    const loads = await page.evaluate(() => performance.getEntriesByType("navigation").length);

    // Settings are written from the extension's options page in another tab; the page comes back
    // to the front afterwards (background tabs get no animation frames).
    await setStorage(env.ext, { disabledSites: ["127.0.0.1"] });
    await page.bringToFront();
    await page.waitForFunction(
      () =>
        !CSS.highlights.has("badr-lens") &&
        !CSS.highlights.has("badr-lens-active") &&
        !document.querySelector("badr-lens-root"),
    );

    await setStorage(env.ext, { disabledSites: [] });
    await page.bringToFront();
    await waitForHighlightTexts(page, INITIAL);
    await clickReference(page, "Quran 8:9");
    await waitForPopover(page, true, "8:9");
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(loads);
    await page.close();
  });
});
