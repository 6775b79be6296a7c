/**
 * Checks, from the page's world, that every planted reference in view is highlighted, and reads what
 * the page's own task loop saw.
 */
import type { Page } from "puppeteer-core";
import { POLL_MS, WAIT_MS } from "./page.ts";

export interface ViewCheck {
  inView: number;
  missing: string[];
}

/** Waits until every `[data-expected]` paragraph in the viewport has its expected text highlighted
 * inside it; returns how many were in view. Throws with the missing ones after the timeout. */
export async function waitForViewHighlighted(page: Page, timeout = WAIT_MS): Promise<number> {
  try {
    const handle = await page.waitForFunction(
      () => {
        const ranges = [...(CSS.highlights.get("badr-lens") ?? [])];
        const marked = new Map<Element, string[]>();
        for (const r of ranges) {
          const p = (r.startContainer.parentElement ?? null)?.closest("p");
          if (!p) continue;
          const live = document.createRange();
          live.setStart(r.startContainer, r.startOffset);
          live.setEnd(r.endContainer, r.endOffset);
          marked.set(p, [...(marked.get(p) ?? []), live.toString()]);
        }
        let inView = 0;
        for (const p of document.querySelectorAll<HTMLElement>("p[data-expected]")) {
          const box = p.getBoundingClientRect();
          if (box.bottom <= 0 || box.top >= innerHeight) continue;
          inView++;
          const got = marked.get(p) ?? [];
          if (got.length !== 1 || got[0] !== p.dataset.expected) return false;
        }
        return inView;
      },
      { polling: POLL_MS, timeout },
    );
    return (await handle.jsonValue()) as number;
  } catch (error) {
    const missing = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("p[data-expected]")]
        .filter((p) => {
          const box = p.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight;
        })
        .map((p) => p.dataset.expected),
    );
    throw new Error(`references in view not all highlighted (${JSON.stringify(missing)}): ${error}`);
  }
}

/** What the page's own task loop recorded (tests/fixtures/pages/_harness/responsiveness.js). */
export interface TaskLoop {
  /** Tasks the loop has run so far, numbered from 1. */
  pings: number;
  /** Each time a ping found another `badr-lens` highlight than the ping before it. */
  changes: { ping: number; size: number; marks: string[] }[];
  /** The ping count at each tick of the feed fixture, in order. */
  feedTicks: number[];
}

export async function readTaskLoop(page: Page): Promise<TaskLoop> {
  return page.evaluate(() =>
    (window as unknown as { __badrLensTaskLoop: { read(): TaskLoop } }).__badrLensTaskLoop.read(),
  );
}
