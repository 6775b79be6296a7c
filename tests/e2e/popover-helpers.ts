/**
 * Page helpers for the popover's tests and the screenshot script: geometry read through a handle on
 * our closed shadow root (harness/popover-root.ts), focus inside the shadow root, a settled popover (its fade
 * finished), and screenshots compared pixel by pixel (pngjs and pixelmatch).
 */
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import type { Page } from "puppeteer-core";
import { pollUntil } from "./harness/extension.ts";
import { POLL_MS } from "./harness/page.ts";
import { popoverRoot, popoverShadowRoot, waitForPopoverRoot } from "./harness/popover-root.ts";

export interface RectData {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

export interface PopoverGeometry {
  open: boolean;
  viewport: { width: number; height: number };
  dialog: RectData;
  arrow: RectData;
  placement: string;
  theme: string;
  entry: string;
  /** Content wider than the popover is cut off: the popover is clipped. */
  scrollWidth: number;
  clientWidth: number;
}

/** Box of the highlighted reference whose text contains `text` (the first, in document order). */
export async function referenceRect(page: Page, text: string): Promise<RectData> {
  const rect = await page.evaluate((wanted) => {
    const ranges = [...(CSS.highlights.get("badr-lens") ?? [])].map((r) => {
      const live = document.createRange();
      live.setStart(r.startContainer, r.startOffset);
      live.setEnd(r.endContainer, r.endOffset);
      return live;
    });
    ranges.sort((a, b) => a.compareBoundaryPoints(Range.START_TO_START, b));
    const hit = ranges.find((r) => r.toString().includes(wanted));
    if (!hit) return null;
    const b = hit.getBoundingClientRect();
    return { left: b.left, top: b.top, right: b.right, bottom: b.bottom, width: b.width, height: b.height };
  }, text);
  if (!rect) throw new Error(`no highlighted reference containing ${JSON.stringify(text)}`);
  return rect;
}

/** A point on the reference's first line box: near its start, vertically centred. */
export async function pointOn(page: Page, text: string): Promise<{ x: number; y: number }> {
  const point = await page.evaluate((wanted) => {
    for (const r of CSS.highlights.get("badr-lens") ?? []) {
      const live = document.createRange();
      live.setStart(r.startContainer, r.startOffset);
      live.setEnd(r.endContainer, r.endOffset);
      if (!live.toString().includes(wanted)) continue;
      const box = live.getClientRects()[0];
      if (box) return { x: box.left + Math.min(box.width / 2, 24), y: box.top + box.height / 2 };
    }
    return null;
  }, text);
  if (!point) throw new Error(`no highlighted reference containing ${JSON.stringify(text)}`);
  return point;
}

export async function popoverGeometry(page: Page): Promise<PopoverGeometry> {
  // No named inner functions here: tsx (esbuild keepNames) would wrap them in a __name() helper
  // that does not exist in the page.
  const content = await popoverRoot(page);
  const scroll = content
    ? await content.evaluate((doc) => ({
        scrollWidth: doc.scrollingElement?.scrollWidth ?? 0,
        clientWidth: doc.scrollingElement?.clientWidth ?? 0,
        entry: doc.querySelector<HTMLElement>("[data-entry]")?.dataset.entry ?? "",
      }))
    : { scrollWidth: 0, clientWidth: 0, entry: "" };
  const geometry = await page.evaluate(
    (root) => {
      const dialog = root?.querySelector<HTMLElement>(".bl-popover");
      const [dialogRect, arrowRect] = [dialog, root?.querySelector(".bl-arrow")].map((el) => {
        const b = el?.getBoundingClientRect();
        return b
          ? { left: b.left, top: b.top, right: b.right, bottom: b.bottom, width: b.width, height: b.height }
          : { left: 0, top: 0, right: 0, bottom: 0, width: 0, height: 0 };
      });
      return {
        open: dialog?.matches(":popover-open") ?? false,
        viewport: {
          width: window.visualViewport?.width ?? innerWidth,
          height: window.visualViewport?.height ?? innerHeight,
        },
        dialog: dialogRect!,
        arrow: arrowRect!,
        placement: dialog?.dataset.placement ?? "",
        theme: dialog?.dataset.theme ?? "",
      };
    },
    await popoverShadowRoot(page),
  );
  return { ...geometry, ...scroll };
}

/** Waits until the popover is open and its fade-in has finished (screenshots, pixel tests). */
export async function waitForSettled(page: Page): Promise<void> {
  const content = await waitForPopoverRoot(page);
  // The frame's faces (the verse font) are in, so nothing changes size or is drawn after.
  // The embed's view is a shadow root in the page (ADR 015): its document's faces and window count.
  await page.waitForFunction(
    (root) => {
      const doc = root.ownerDocument ?? root;
      return doc.fonts.status === "loaded" && [...doc.fonts].every((f) => f.status !== "loading");
    },
    { polling: POLL_MS },
    content,
  );
  // The frame's own layout holds still too: its dialog and its viewport the same twice in a row
  // (a change of scale or size reaches an out-of-process frame some time after the box's).
  await page.waitForFunction(
    (root) => {
      const dialog = root.querySelector('[role="dialog"]')!.getBoundingClientRect();
      const view = (root.ownerDocument ?? root).defaultView!;
      const now = `${dialog.width},${dialog.height},${view.innerWidth},${view.innerHeight},${view.devicePixelRatio}`;
      const store = view as unknown as { badrLensSettledFrame?: string };
      const same = store.badrLensSettledFrame === now;
      store.badrLensSettledFrame = now;
      return same;
    },
    { polling: POLL_MS },
    content,
  );
  // And the frame has painted that: two of its animation frames.
  await content.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  const root = await popoverShadowRoot(page);
  await page.waitForFunction(
    (shadow) => {
      const box = shadow?.querySelector<HTMLElement>(".bl-popover");
      if (!box?.matches(":popover-open") || box.dataset.drawing !== undefined) return false;
      if (!box.getAnimations({ subtree: true }).every((a) => a.playState === "finished")) return false;
      // The same box twice in a row: the frame's last size has been applied.
      const rect = box.getBoundingClientRect();
      const now = `${rect.left},${rect.top},${rect.width},${rect.height}`;
      const store = window as unknown as { badrLensSettledBox?: string };
      const same = store.badrLensSettledBox === now;
      store.badrLensSettledBox = now;
      return same;
    },
    { polling: POLL_MS },
    root,
  );
}

/** What has focus: "page:<id or tag>", or "popover:<label>" for a control inside our shadow root. */
export async function focusedControl(page: Page): Promise<string> {
  const active = await page.evaluate(() => {
    const element = document.activeElement;
    return element?.tagName.toLowerCase() === "badr-lens-root"
      ? null
      : `page:${element?.id || element?.tagName.toLowerCase() || "none"}`;
  });
  if (active !== null) return active;
  // Focus is in our frame: what has it there.
  const content = await popoverRoot(page);
  if (!content) return "popover:";
  return content.evaluate((doc) => {
    const inner = doc.activeElement as HTMLElement | null;
    if (!inner || inner === doc.body) return "popover:";
    if (inner.getAttribute("role") === "dialog") return "popover:dialog";
    const label = inner.getAttribute("aria-label") ?? inner.textContent?.trim() ?? "";
    return `popover:${label}`;
  });
}

/** Every problem with the popover's geometry against its reference; empty when all is well. */
export function placementProblems(geometry: PopoverGeometry, reference: RectData, tolerance = 0.5): string[] {
  const problems: string[] = [];
  const { dialog, viewport } = geometry;
  if (!geometry.open) problems.push("not open");
  if (dialog.width < 100 || dialog.height < 60) problems.push(`too small: ${dialog.width}×${dialog.height}`);
  if (dialog.left < -tolerance || dialog.top < -tolerance)
    problems.push(`off-screen top/left: ${str(dialog)}`);
  if (dialog.right > viewport.width + tolerance || dialog.bottom > viewport.height + tolerance)
    problems.push(`off-screen right/bottom: ${str(dialog)} in ${viewport.width}×${viewport.height}`);
  if (geometry.scrollWidth > geometry.clientWidth + 1)
    problems.push(`content clipped sideways: ${geometry.scrollWidth} > ${geometry.clientWidth}`);
  const overlapX = Math.min(dialog.right, reference.right) - Math.max(dialog.left, reference.left);
  const overlapY = Math.min(dialog.bottom, reference.bottom) - Math.max(dialog.top, reference.top);
  if (overlapX > tolerance && overlapY > tolerance)
    problems.push(`covers its reference: ${str(dialog)} over ${str(reference)}`);
  const arrowX = geometry.arrow.left + geometry.arrow.width / 2;
  if (arrowX < reference.left - 12 || arrowX > reference.right + 12)
    problems.push(`arrow at x=${arrowX.toFixed(1)} does not point at ${str(reference)}`);
  const side = geometry.placement;
  if (side === "below" && dialog.top < reference.bottom)
    problems.push("below, but starts above the reference");
  if (side === "above" && dialog.bottom > reference.top) problems.push("above, but ends below the reference");
  return problems;
}

/**
 * What is wrong with a bottom sheet (narrow screens, issue 35): it must be open, span the viewport's
 * width on its bottom edge, take at most two thirds of its height, and clip nothing sideways. It
 * may cover its reference: it sits where a thumb reads, not beside the words.
 */
export function sheetProblems(geometry: PopoverGeometry, tolerance = 1): string[] {
  const problems: string[] = [];
  const { dialog, viewport } = geometry;
  if (!geometry.open) problems.push("not open");
  if (geometry.placement !== "sheet") problems.push(`placed ${geometry.placement}, not as a sheet`);
  if (Math.abs(dialog.left) > tolerance || Math.abs(dialog.width - viewport.width) > tolerance)
    problems.push(`not full width: ${str(dialog)} in ${viewport.width}`);
  if (Math.abs(dialog.bottom - viewport.height) > tolerance)
    problems.push(`not on the bottom edge: ${str(dialog)} in ${viewport.height}`);
  if (dialog.height > (viewport.height * 2) / 3 + tolerance)
    problems.push(`higher than two thirds: ${dialog.height} of ${viewport.height}`);
  if (geometry.scrollWidth > geometry.clientWidth + 1)
    problems.push(`content clipped sideways: ${geometry.scrollWidth} > ${geometry.clientWidth}`);
  return problems;
}

function str(r: RectData): string {
  return `[${r.left.toFixed(1)},${r.top.toFixed(1)} → ${r.right.toFixed(1)},${r.bottom.toFixed(1)}]`;
}

export interface ImageDiff {
  /** Pixels pixelmatch counts as different (anti-aliasing differences excluded). */
  differing: number;
  total: number;
  ratio: number;
}

/**
 * Compares two screenshots of the same size with pixelmatch: its perceptual colour distance and
 * anti-aliasing detection keep sub-pixel font smoothing from counting as a difference.
 */
export function diffScreenshots(a: Uint8Array, b: Uint8Array): ImageDiff {
  const left = PNG.sync.read(Buffer.from(a));
  const right = PNG.sync.read(Buffer.from(b));
  if (left.width !== right.width || left.height !== right.height)
    throw new Error(`sizes differ: ${left.width}×${left.height} and ${right.width}×${right.height}`);
  const differing = pixelmatch(left.data, right.data, undefined, left.width, left.height, { threshold: 0.1 });
  const total = left.width * left.height;
  return { differing, total, ratio: differing / total };
}

/**
 * Centre of a control inside the popover's frame, on the page's viewport (puppeteer adds the
 * frame's offset), scrolled into the frame's view first: for a real pointer click. Read once the
 * control stands still on the page: after a click that grows the sheet, the frame says so at once
 * and the box around it moves a message later, and a click aimed in between lands where the
 * control was.
 */
export async function popoverControlPoint(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const root = await waitForPopoverRoot(page);
  const control = await root.$(selector);
  if (!control) throw new Error(`no ${selector} in the popover`);
  await control.evaluate((el) => el.scrollIntoView({ block: "nearest" }));
  let box = await control.boundingBox();
  let last = "";
  await pollUntil(async () => {
    box = await control.boundingBox();
    const now = JSON.stringify(box);
    const same = box !== null && now === last;
    last = now;
    return same;
  });
  if (!box) throw new Error(`no ${selector} on the page's viewport`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A real pointer click on a control inside the popover. */
export async function clickInPopover(page: Page, selector: string): Promise<void> {
  const { x, y } = await popoverControlPoint(page, selector);
  await page.mouse.click(x, y);
}
