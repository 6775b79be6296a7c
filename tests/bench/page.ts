/**
 * The content script's cost on real pages, in Chromium with the built extension: the main-thread
 * script time Badr Lens adds to scan a page (CDP Performance.getMetrics' ScriptDuration, before and
 * after the extension is switched on for the already-loaded page), as a ratio of one plain read of
 * the page's text in the page itself (a TreeWalker concatenating every text node). The ordinary
 * pages hold no reference, so the ratio says how close "reject in one pass" comes to one read.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Page } from "puppeteer-core";
import { launchWithExtension } from "../e2e/harness/browsers.ts";
import { setStorage } from "../e2e/harness/extension.ts";
import { startFixtureServer } from "../e2e/harness/server.ts";
import { writeHugePage } from "../fixtures/generate/huge-page.ts";

const SHARED_PAGES = resolve(import.meta.dirname, "../../../shared/pages");

export interface PageCost {
  page: string;
  sizeMB: number;
  readMs: number;
  scanMs: number;
  ratio: number;
}

async function scriptSeconds(page: Page): Promise<number> {
  return (await page.metrics()).ScriptDuration ?? 0;
}

/** Waits until the page's script time stops growing: the extension's sliced scan has finished. */
async function settledScriptSeconds(page: Page): Promise<number> {
  let last = await scriptSeconds(page);
  let still = 0;
  while (still < 4) {
    await new Promise((next) => setTimeout(next, 250));
    const now = await scriptSeconds(page);
    still = now - last < 0.0005 ? still + 1 : 0;
    last = now;
  }
  return last;
}

export async function runPageBench(): Promise<PageCost[]> {
  const generated = mkdtempSync(join(tmpdir(), "badr-lens-bench-"));
  writeHugePage(generated, false);
  const roots: Record<string, string> = { "/_gen/": generated };
  const pages = ["_gen/huge.html"];
  if (existsSync(SHARED_PAGES)) {
    roots["/_shared/"] = SHARED_PAGES;
    pages.unshift(
      "_shared/wikipedia-regression-testing.html",
      "_shared/wikipedia-new-zealand.html",
      "_shared/ecma262-spec.html",
    );
  }
  const server = await startFixtureServer(roots);
  const ext = await launchWithExtension("chromium");
  const out: PageCost[] = [];
  try {
    for (const path of pages) {
      await setStorage(ext, { disabledSites: ["127.0.0.1"] });
      const page = await ext.newPage();
      await page.goto(server.url(path), { waitUntil: "load" });
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const { readMs, size } = await page.evaluate(() => {
        const times: number[] = [];
        let size = 0;
        for (let i = 0; i < 5; i++) {
          const t0 = performance.now();
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          let text = "";
          for (let n = walker.nextNode(); n; n = walker.nextNode()) text += (n as Text).data;
          times.push(performance.now() - t0);
          size = text.length;
        }
        times.sort((a, b) => a - b);
        return { readMs: times[2]!, size };
      });
      const before = await settledScriptSeconds(page);
      await setStorage(ext, { disabledSites: [] });
      await page.bringToFront();
      const after = await settledScriptSeconds(page);
      const scanMs = (after - before) * 1000;
      out.push({
        page: path.replace(/^_\w+\//, ""),
        sizeMB: size / 1e6,
        readMs,
        scanMs,
        ratio: scanMs / readMs,
      });
      await page.close();
    }
  } finally {
    await ext.close();
    await server.close();
    rmSync(generated, { recursive: true, force: true });
  }
  return out;
}

export function pageReport(rows: PageCost[]): string {
  const lines = [
    "| page | text | one read of the text | Badr Lens scan (script time) | scan ÷ read |",
    "| --- | --- | --- | --- | --- |",
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.page} | ${r.sizeMB.toFixed(2)} MB | ${r.readMs.toFixed(1)} ms | ${r.scanMs.toFixed(1)} ms | ${r.ratio.toFixed(1)}× |`,
    );
  }
  return lines.join("\n");
}
