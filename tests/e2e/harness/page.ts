/**
 * What tests ask of a page: open it and watch its console, read our highlight registry and the
 * popover from the page's own world, click a reference, and wait on conditions (never on time).
 */
import type { Frame, Page } from "puppeteer-core";
import { WAIT_MS } from "./patience.ts";
import { HOST_SELECTOR, popoverRoot, popoverShadowRoot } from "./popover-root.ts";

export { WAIT_MS };

/**
 * Conditions are polled on an interval, not on animation frames: a page that re-renders all the
 * time (the React fixture) starves rAF polling over WebDriver BiDi in Firefox.
 */
export const POLL_MS = 50;

export interface PageErrors {
  errors: string[];
}

/** Opens `url` and records console errors and uncaught exceptions from then on. */
export async function openPage(page: Page, url: string): Promise<PageErrors> {
  const collected: PageErrors = { errors: [] };
  page.on("console", (message) => {
    if (message.type() === "error") collected.errors.push(message.text());
  });
  page.on("pageerror", (error) => collected.errors.push(String(error)));
  await page.goto(url, { waitUntil: "load" });
  return collected;
}

/** The text of every range in the `badr-lens` highlight, in document order. */
export async function highlightTexts(page: Page, name = "badr-lens"): Promise<string[]> {
  return page.evaluate((highlightName) => {
    const highlight = CSS.highlights.get(highlightName);
    if (!highlight) return [];
    const ranges = [...highlight].map((r) => {
      const live = document.createRange();
      live.setStart(r.startContainer, r.startOffset);
      live.setEnd(r.endContainer, r.endOffset);
      return live;
    });
    // Ranges in a shadow tree cannot be compared with light-DOM ones; those go last.
    const inShadow = (r: Range) => r.startContainer.getRootNode() instanceof ShadowRoot;
    ranges.sort((a, b) =>
      inShadow(a) || inShadow(b)
        ? Number(inShadow(a)) - Number(inShadow(b))
        : a.compareBoundaryPoints(Range.START_TO_START, b),
    );
    return ranges.map((r) => r.toString());
  }, name);
}

/** The same, from a frame (an iframe has its own highlight registry). */
export async function frameHighlightTexts(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const highlight = CSS.highlights.get("badr-lens");
    return [...(highlight ?? [])].map((r) => {
      const live = document.createRange();
      live.setStart(r.startContainer, r.startOffset);
      live.setEnd(r.endContainer, r.endOffset);
      return live.toString();
    });
  });
}

/** Waits until the highlight holds exactly these texts (in the order highlightTexts gives). */
export async function waitForHighlightTexts(page: Page, expected: string[]): Promise<void> {
  let last: string[] = [];
  try {
    await page.waitForFunction(
      (want) => {
        const highlight = CSS.highlights.get("badr-lens");
        const got = [...(highlight ?? [])].map((r) => {
          const live = document.createRange();
          live.setStart(r.startContainer, r.startOffset);
          live.setEnd(r.endContainer, r.endOffset);
          return live.toString();
        });
        return JSON.stringify(got.sort()) === JSON.stringify([...want].sort());
      },
      { timeout: WAIT_MS, polling: POLL_MS },
      expected,
    );
  } catch (error) {
    last = await highlightTexts(page);
    throw new Error(
      `highlight never became ${JSON.stringify(expected)}; last ${JSON.stringify(last)}: ${error}`,
    );
  }
}

/** Waits until some highlighted range's text contains `text`. */
export async function waitForReferenceText(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      [...(CSS.highlights.get("badr-lens") ?? [])].some((r) => {
        const live = document.createRange();
        live.setStart(r.startContainer, r.startOffset);
        live.setEnd(r.endContainer, r.endOffset);
        return live.toString().includes(wanted);
      }),
    { polling: POLL_MS },
    text,
  );
}

/** The one change Badr Lens may make to a page, as the page's own observer records it. */
export const HOST_INSERTED = {
  type: "childList",
  target: "html",
  added: ["badr-lens-root"],
  removed: [],
  attribute: null,
} as const;

export async function waitForHighlightCount(page: Page, count: number, name = "badr-lens"): Promise<void> {
  await page.waitForFunction(
    (n, highlightName) => (CSS.highlights.get(highlightName)?.size ?? 0) === n,
    { polling: POLL_MS },
    count,
    name,
  );
}

/** Mutations the page's own observer saw, excluding those listed by `pageOwn` (the fixture's own). */
export async function pageMutations(
  page: Page,
): Promise<{ type: string; target: string; added: string[]; removed: string[] }[]> {
  return page.evaluate(() =>
    (window as unknown as { __badrLensHarness: { mutations(): never[] } }).__badrLensHarness.mutations(),
  );
}

/** Centre of the first client rect of the highlighted range whose text is `text`. */
export async function referencePoint(page: Page, text: string): Promise<{ x: number; y: number }> {
  const point = await page.evaluate((wanted) => {
    const highlight = CSS.highlights.get("badr-lens");
    for (const r of highlight ?? []) {
      const live = document.createRange();
      live.setStart(r.startContainer, r.startOffset);
      live.setEnd(r.endContainer, r.endOffset);
      if (live.toString() !== wanted) continue;
      const rect = live.getClientRects()[0];
      if (rect) return { x: rect.left + Math.min(rect.width / 2, 20), y: rect.top + rect.height / 2 };
    }
    return null;
  }, text);
  if (!point) throw new Error(`no highlighted reference with text ${JSON.stringify(text)}`);
  return point;
}

export async function clickReference(page: Page, text: string): Promise<void> {
  const { x, y } = await referencePoint(page, text);
  await page.mouse.click(x, y);
}

/** Rests the real pointer on a highlighted reference, coming from elsewhere (a move to where the
 * pointer already is fires no event). */
export async function hoverReference(page: Page, text: string): Promise<void> {
  const { x, y } = await referencePoint(page, text);
  await page.mouse.move(1, 1);
  await page.mouse.move(x, y);
}

/** Waits until `ms` of the page's own time has passed: for asserting that something did not
 * happen within a delay (the wait is on the page's clock, which load only slows). */
export async function letPageTimePass(page: Page, ms: number): Promise<void> {
  const start = await page.evaluate(() => performance.now());
  await page.waitForFunction((t, span) => performance.now() - t >= span, { polling: POLL_MS }, start, ms);
}

export interface PopoverState {
  open: boolean;
  targets: string;
  text: string;
}

export async function popoverState(page: Page): Promise<PopoverState> {
  const box = await page.evaluate(
    (root) => {
      const element = root?.querySelector<HTMLElement>(".bl-popover");
      return {
        open: (element?.matches(":popover-open") ?? false) && element?.dataset.drawing === undefined,
        targets: element?.dataset.targets ?? "",
      };
    },
    await popoverShadowRoot(page),
  );
  if (!box.open) return { open: false, targets: "", text: "" };
  const content = await popoverRoot(page);
  const text =
    (await content?.evaluate((doc) => doc.querySelector('[role="dialog"]')?.textContent ?? "")) ?? "";
  return { ...box, text };
}

export async function waitForPopover(page: Page, open: boolean, targets?: string): Promise<void> {
  // Closed with no host at all is closed; open needs the host (made on the first open) first.
  if (!open && (await page.$(HOST_SELECTOR)) === null) return;
  await page.waitForSelector(HOST_SELECTOR);
  const root = await popoverShadowRoot(page);
  // The box in our shadow root is the popover on screen; it is open once its frame has drawn.
  await page.waitForFunction(
    (shadow, wantOpen, wantTargets) => {
      const box = shadow?.querySelector<HTMLElement>(".bl-popover");
      const isOpen = (box?.matches(":popover-open") ?? false) && box?.dataset.drawing === undefined;
      if (isOpen !== wantOpen) return false;
      return !wantOpen || wantTargets === null || box?.dataset.targets === wantTargets;
    },
    { polling: POLL_MS },
    root,
    open,
    targets ?? null,
  );
}
