/**
 * Page helpers for the popover's tests and the screenshot script: geometry read through a handle on
 * our closed shadow root (harness/popover-root.ts), focus inside the shadow root, a settled popover (its fade
 * finished), and a small PNG decoder to compare screenshots pixel by pixel.
 */
import { inflateSync } from "node:zlib";
import type { Page } from "puppeteer-core";
import { popoverRoot, waitForPopoverRoot } from "./harness/popover-root.ts";

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
  return page.evaluate(
    (root) => {
      const dialog = root?.querySelector<HTMLElement>('[role="dialog"]');
      const scroller = root?.querySelector<HTMLElement>(".bl-scroll");
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
        entry: root?.querySelector<HTMLElement>("[data-entry]")?.dataset.entry ?? "",
        scrollWidth: scroller?.scrollWidth ?? 0,
        clientWidth: scroller?.clientWidth ?? 0,
      };
    },
    await popoverRoot(page),
  );
}

/** Waits until the popover is open and its fade-in has finished (screenshots, pixel tests). */
export async function waitForSettled(page: Page): Promise<void> {
  const root = await waitForPopoverRoot(page);
  await page.waitForFunction(
    (shadow) => {
      const dialog = shadow.querySelector<HTMLElement>('[role="dialog"]');
      if (!dialog?.matches(":popover-open")) return false;
      return dialog.getAnimations({ subtree: true }).every((a) => a.playState === "finished");
    },
    {},
    root,
  );
}

/** What has focus: "page:<id or tag>", or "popover:<label>" for a control inside our shadow root. */
export async function focusedControl(page: Page): Promise<string> {
  return page.evaluate(
    (root) => {
      const active = document.activeElement;
      if (active?.tagName.toLowerCase() === "badr-lens-root") {
        const inner = root?.activeElement as HTMLElement | null | undefined;
        if (!inner) return "popover:";
        if (inner.getAttribute("role") === "dialog") return "popover:dialog";
        const label = inner.getAttribute("aria-label") ?? inner.textContent?.trim() ?? "";
        return `popover:${label}`;
      }
      return `page:${active?.id || active?.tagName.toLowerCase() || "none"}`;
    },
    await popoverRoot(page),
  );
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

function str(r: RectData): string {
  return `[${r.left.toFixed(1)},${r.top.toFixed(1)} → ${r.right.toFixed(1)},${r.bottom.toFixed(1)}]`;
}

/** A decoded PNG: 8-bit RGBA pixels, row by row. */
export interface Image {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/**
 * Decodes the PNGs browsers write for screenshots: 8-bit depth, colour type 2 (RGB) or 6 (RGBA),
 * not interlaced. Anything else throws rather than being compared wrongly.
 */
export function decodePng(png: Uint8Array): Image {
  const buf = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (buf.readUInt32BE(0) !== 0x89504e47) throw new Error("not a PNG");
  let offset = 8;
  let width = 0;
  let height = 0;
  let colourType = 0;
  const idat: Buffer[] = [];
  while (offset < buf.length) {
    const length = buf.readUInt32BE(offset);
    const type = buf.toString("latin1", offset + 4, offset + 8);
    const data = buf.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const depth = data[8];
      colourType = data[9]!;
      const interlace = data[12];
      if (depth !== 8 || (colourType !== 2 && colourType !== 6) || interlace !== 0)
        throw new Error(`unsupported PNG: depth ${depth}, colour type ${colourType}, interlace ${interlace}`);
    } else if (type === "IDAT") idat.push(data);
    else if (type === "IEND") break;
    offset += 12 + length;
  }
  const channels = colourType === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[out + x - channels]! : 0;
      const b = y > 0 ? pixels[out - stride + x]! : 0;
      const c = x >= channels && y > 0 ? pixels[out - stride + x - channels]! : 0;
      let v = line[x]!;
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) v += paeth(a, b, c);
      pixels[out + x] = v & 0xff;
    }
  }
  if (channels === 4) return { width, height, rgba: pixels };
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < pixels.length; i += 3, j += 4) {
    rgba[j] = pixels[i]!;
    rgba[j + 1] = pixels[i + 1]!;
    rgba[j + 2] = pixels[i + 2]!;
    rgba[j + 3] = 255;
  }
  return { width, height, rgba };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

export interface ImageDiff {
  /** Pixels whose largest channel difference is over `threshold`. */
  differing: number;
  total: number;
  ratio: number;
  /** Largest channel difference seen anywhere. */
  maxDelta: number;
}

/** Compares two images of the same size, pixel by pixel. */
export function diffImages(a: Image, b: Image, threshold = 16): ImageDiff {
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`sizes differ: ${a.width}×${a.height} and ${b.width}×${b.height}`);
  let differing = 0;
  let maxDelta = 0;
  for (let i = 0; i < a.rgba.length; i += 4) {
    let delta = 0;
    for (let c = 0; c < 3; c++) delta = Math.max(delta, Math.abs(a.rgba[i + c]! - b.rgba[i + c]!));
    if (delta > threshold) differing++;
    if (delta > maxDelta) maxDelta = delta;
  }
  const total = a.width * a.height;
  return { differing, total, ratio: differing / total, maxDelta };
}
