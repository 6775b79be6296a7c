/**
 * What a hostile page can try against Badr Lens, in both browsers (SECURITY.md lists the claims
 * these tests back): read or rewrite the popover, squat or remove its host, forge input, and the
 * per-site switch in frames that have no address of their own. The popover is reached only through
 * the browsers' automation interfaces (harness/popover-root.ts), as the page cannot.
 */
import type { Page } from "puppeteer-core";
import { afterEach, describe, expect, it } from "vitest";
import { BROWSER_KINDS, type BrowserKind } from "./harness/browsers.ts";
import { resetSettings, setStorage } from "./harness/extension.ts";
import {
  HOST_INSERTED,
  hoverReference,
  letPageTimePass,
  openPage,
  POLL_MS,
  pageMutations,
  popoverState,
  referencePoint,
  waitForHighlightTexts,
  waitForPopover,
  waitForReferenceText,
} from "./harness/page.ts";
import { HOST_SELECTOR, waitForPopoverRoot } from "./harness/popover-root.ts";
import { extensionSuite, type SuiteContext } from "./harness/suite.ts";
import { popoverControlPoint } from "./popover-helpers.ts";

interface Hostile {
  attachCalls: number;
  constructed: number;
  internalsRoots: string[];
  ownRoot: boolean;
  removals: number;
}

const hostile = (page: Page) => page.evaluate(() => (window as unknown as { hostile: Hostile }).hostile);

function hostilePage(kind: BrowserKind, env: SuiteContext): void {
  describe(`a hostile page, in ${kind}`, () => {
    it("can neither read nor change the popover, even with attachShadow patched", async () => {
      const page = await env.ext.newPage();
      const { errors } = await openPage(page, env.server.url("hostile.html"));
      await waitForReferenceText(page, "Quran 8:67-69");
      await hoverReference(page, "Quran 8:67-69");
      await waitForPopover(page, true, "8:67 8:68 8:69");
      const seen = await page.evaluate((selector) => {
        const host = document.querySelector(selector);
        return {
          shadowRoot: String(host?.shadowRoot),
          children: host?.childNodes.length,
          dialogs: document.querySelectorAll('[role="dialog"], [data-targets]').length,
          // What a page would try: attach its own root to our host, or read it from an event.
          attach: (() => {
            try {
              host?.attachShadow({ mode: "open" });
              return "attached";
            } catch (error) {
              return (error as Error).name;
            }
          })(),
        };
      }, HOST_SELECTOR);
      expect(seen).toEqual({ shadowRoot: "null", children: 0, dialogs: 0, attach: "NotSupportedError" });
      // The page's patched attachShadow never saw ours: it was made in the content script's world.
      expect((await hostile(page)).attachCalls).toBe(1); // the page's own attempt above
      expect((await popoverState(page)).text).toContain("It is not for a prophet");
      expect(errors).toEqual([]);
      await page.close();
    });

    it("cannot tear Badr Lens down, restart it or make it read the page again with synthetic lifecycle events", async () => {
      const page = await env.ext.newPage();
      const { errors } = await openPage(page, env.server.url("popover-plain.html"));
      await waitForHighlightTexts(page, ["Quran 8:67-69"]);
      // The page keeps the highlight it sees now: a teardown, a restart or a new reading of the page
      // each sets a new one.
      await page.evaluate(() => {
        (window as { kept?: unknown }).kept = CSS.highlights.get("badr-lens");
        const options = { persisted: true };
        window.dispatchEvent(new PageTransitionEvent("pagehide", options));
        window.dispatchEvent(new PageTransitionEvent("pageshow", options));
        window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
        window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false }));
      });
      await hoverReference(page, "Quran 8:67-69");
      await waitForPopover(page, true, "8:67 8:68 8:69");
      expect(
        await page.evaluate(() => CSS.highlights.get("badr-lens") === (window as { kept?: unknown }).kept),
      ).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });

    it("cannot make the reader's click on the popover land on the page by setting attributes on the host", async () => {
      const page = await env.ext.newPage();
      const { errors } = await openPage(page, env.server.url("popover-plain.html"));
      await waitForReferenceText(page, "Quran 8:67-69");
      const { x, y } = await referencePoint(page, "Quran 8:67-69");
      await page.mouse.click(x, y);
      await waitForPopover(page, true, "8:67 8:68 8:69");
      const root = await waitForPopoverRoot(page);
      const copy = await popoverControlPoint(page, "[data-part=copy]");
      // The page makes our host inert (a click then falls through to what lies beneath), and tries
      // the other attributes that would hide or restyle it; it records where clicks land.
      await page.evaluate((selector) => {
        const host = document.querySelector(selector)!;
        (window as { landed?: string[] }).landed = [];
        document.addEventListener(
          "click",
          (event) => (window as { landed?: string[] }).landed!.push((event.target as Element).localName),
          true,
        );
        host.setAttribute("inert", "");
        host.setAttribute("style", "--bl-bg: red; pointer-events: none");
        host.setAttribute("dir", "rtl");
        host.setAttribute("data-badr-lens", "page");
      }, HOST_SELECTOR);
      // Read after the page's own task: our observer has run by then.
      const attributes = await page.$eval(HOST_SELECTOR, (host) => host.getAttributeNames());
      expect(attributes).toEqual(["data-badr-lens"]);
      await page.mouse.click(copy.x, copy.y);
      await root.evaluate(
        (shadow) =>
          new Promise<void>((done) => {
            const check = () =>
              shadow.querySelector<HTMLElement>("[data-part=copy]")?.dataset.state !== "idle"
                ? done()
                : requestAnimationFrame(check);
            check();
          }),
      );
      // The click reached the popover, inside its frame, where the page sees no event at all.
      expect(await page.evaluate(() => (window as { landed?: string[] }).landed)).toEqual([]);
      expect(errors).toEqual([]);
      await page.close();
    });

    it("cannot squat the host's name: its constructor gets no shadow root of ours and the popover works", async () => {
      const page = await env.ext.newPage();
      const { errors } = await openPage(page, env.server.url("hostile.html?squat"));
      await waitForReferenceText(page, "Quran 8:67-69");
      await hoverReference(page, "Quran 8:67-69");
      await waitForPopover(page, true, "8:67 8:68 8:69");
      const got = await hostile(page);
      // The page's constructor ran on upgrade (that much a page can do to any element of that name)
      // but could neither attach its own root nor read ours through ElementInternals.
      expect(got.constructed).toBe(1);
      expect(got.ownRoot).toBe(false);
      expect(got.internalsRoots.every((r) => r === "null" || r.startsWith("threw"))).toBe(true);
      expect((await popoverState(page)).text).toContain("It is not for a prophet");
      expect(errors).toEqual([]);
      await page.close();
    });

    it("gets the host back after removing it once, and no loop when it removes it every time", async () => {
      const page = await env.ext.newPage();
      const once = await openPage(page, env.server.url("hostile.html?remove=1"));
      await waitForReferenceText(page, "Quran 8:67-69");
      await hoverReference(page, "Quran 8:67-69");
      await page.waitForFunction(() => (window as unknown as { hostile: Hostile }).hostile.removals === 1, {
        polling: POLL_MS,
      });
      await waitForPopover(page, true, "8:67 8:68 8:69");
      expect(await page.$$eval(HOST_SELECTOR, (hosts) => hosts.length)).toBe(1);
      expect(once.errors).toEqual([]);

      const always = await openPage(page, env.server.url("hostile.html?remove"));
      await waitForReferenceText(page, "Quran 8:67-69");
      await hoverReference(page, "Quran 8:67-69");
      await page.waitForFunction(() => (window as unknown as { hostile: Hostile }).hostile.removals >= 1, {
        polling: POLL_MS,
      });
      // Three restores, then Badr Lens waits for the reader's next open instead of fighting.
      await letPageTimePass(page, 1000);
      const removals = (await hostile(page)).removals;
      expect(removals).toBeGreaterThanOrEqual(1);
      expect(removals).toBeLessThanOrEqual(4);
      await letPageTimePass(page, 500);
      expect((await hostile(page)).removals).toBe(removals);
      expect(always.errors).toEqual([]);
      await page.close();
    });

    it("cannot open, pin or close the popover with synthetic events", async () => {
      const page = await env.ext.newPage();
      const { errors } = await openPage(page, env.server.url("hostile.html"));
      await waitForReferenceText(page, "Quran 8:67-69");
      const { x, y } = await referencePoint(page, "Quran 8:67-69");
      const forge = (types: string[]) =>
        page.evaluate(
          (px, py, kinds) => {
            const target = document.elementFromPoint(px, py)!;
            for (const type of kinds) {
              const init = { clientX: px, clientY: py, bubbles: true, composed: true, pointerType: "mouse" };
              target.dispatchEvent(
                type.startsWith("pointer") ? new PointerEvent(type, init) : new MouseEvent(type, init),
              );
            }
          },
          x,
          y,
          types,
        );
      await forge(["pointermove", "pointerdown", "click"]);
      await letPageTimePass(page, 800); // longer than the hover delay
      expect((await popoverState(page)).open).toBe(false);
      expect(await page.$(HOST_SELECTOR)).toBeNull();

      // The reader's own click opens and pins it; a forged Escape and a forged click elsewhere leave it.
      await page.mouse.click(x, y);
      await waitForPopover(page, true, "8:67 8:68 8:69");
      await page.evaluate(() => {
        document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
        document.body.dispatchEvent(new MouseEvent("pointerdown", { clientX: 5, clientY: 5, bubbles: true }));
        document.body.dispatchEvent(new MouseEvent("click", { clientX: 5, clientY: 5, bubbles: true }));
      });
      await letPageTimePass(page, 300);
      expect((await popoverState(page)).open).toBe(true);
      // Even given the Copy button itself (which only an automation interface can reach), a scripted
      // click does not copy: the dialog stops untrusted events before the button's handler.
      const root = await waitForPopoverRoot(page);
      await page.evaluate((shadow) => shadow.querySelector<HTMLElement>("[data-part=copy]")!.click(), root);
      await letPageTimePass(page, 300);
      expect(
        await page.evaluate(
          (shadow) => shadow.querySelector<HTMLElement>("[data-part=copy]")!.dataset.state,
          root,
        ),
      ).toBe("idle");
      await page.keyboard.press("Escape");
      await waitForPopover(page, false);
      expect(errors).toEqual([]);
      await page.close();
    });

    it("leaves the page's DOM alone but for our host, attachShadow patched or not", async () => {
      const page = await env.ext.newPage();
      await openPage(page, env.server.url("hostile.html"));
      await waitForReferenceText(page, "Quran 8:67-69");
      await hoverReference(page, "Quran 8:67-69");
      await waitForPopoverRoot(page);
      await waitForPopover(page, true);
      const mutations = (await pageMutations(page)).filter((m) => m.target !== "head");
      expect(mutations).toEqual([HOST_INSERTED]);
      await page.close();
    });
  });
}

function perSiteSwitch(kind: BrowserKind, env: SuiteContext): void {
  describe(`the per-site switch, in ${kind}`, () => {
    it("covers srcdoc and about:blank frames, which have no address of their own", async () => {
      const page = await env.ext.newPage();
      const { errors } = await openPage(page, env.server.url("blank-frames.html"));
      const frameCounts = () =>
        Promise.all(
          page
            .frames()
            .filter((f) => f !== page.mainFrame())
            .map((f) => f.evaluate(() => CSS.highlights.get("badr-lens")?.size ?? 0)),
        );
      /** Waits until every frame holds one mark (true) or none (false). */
      const waitForFrames = (marked: boolean) =>
        page.waitForFunction(
          (want) =>
            [...document.querySelectorAll("iframe")].every(
              (f) =>
                ((f.contentWindow as (Window & typeof globalThis) | null)?.CSS.highlights.get("badr-lens")
                  ?.size ?? 0) === (want ? 1 : 0),
            ),
          { polling: POLL_MS },
          marked,
        );
      await waitForFrames(true);
      expect(await frameCounts()).toEqual([1, 1]);
      await setStorage(env.ext, { disabledSites: ["127.0.0.1"] });
      await page.bringToFront();
      await waitForFrames(false);
      await setStorage(env.ext, { disabledSites: [] });
      await page.bringToFront();
      await waitForFrames(true);
      expect(errors).toEqual([]);
      await page.close();
    });
  });
}

// Firefox's extension addresses carry a random per-install UUID already; only Chromium's fixed
// extension id could be probed, which use_dynamic_url on popover.js prevents.
function probing(env: SuiteContext): void {
  describe("probing for the extension, in chromium", () => {
    it("cannot fetch the popover's module at the extension's fixed address", async () => {
      const page = await env.ext.newPage();
      await openPage(page, env.server.url("hostile.html"));
      const probe = await page.evaluate(async (url) => {
        try {
          return String((await fetch(url)).status);
        } catch (error) {
          return (error as Error).name;
        }
      }, `${env.ext.extensionOrigin}/popover.js`);
      expect(probe).toBe("TypeError");
      await page.close();
    });
  });
}

// One browser per kind for the file's blocks, each test in pages of its own; settings go back to a
// new install's after each test, pass or fail.
describe.each(BROWSER_KINDS)("in %s", (kind: BrowserKind) => {
  const env = extensionSuite(kind);
  afterEach(() => resetSettings(env.ext));

  hostilePage(kind, env);
  perSiteSwitch(kind, env);
  if (kind === "chromium") probing(env);
});
