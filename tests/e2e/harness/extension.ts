/**
 * Reaching into the extension itself: its options page, and storage written from there (how the
 * popup and options page change settings).
 */
import type { Page } from "puppeteer-core";
import type { ExtensionBrowser } from "./browsers.ts";

/** Opens one of the extension's own pages in a new tab. */
export async function openExtensionPage(ext: ExtensionBrowser, path: string): Promise<Page> {
  const page = await ext.newPage();
  const url = `${ext.extensionOrigin}/${path}`;
  if (ext.kind === "firefox") {
    // Over WebDriver BiDi, goto() to a moz-extension:// page never resolves; poll instead.
    void page.goto(url).catch(() => undefined);
    await page.waitForFunction(
      (wanted) => location.href === wanted && document.readyState === "complete",
      { polling: 100 },
      url,
    );
  } else {
    await page.goto(url, { waitUntil: "load" });
  }
  return page;
}

/** Writes values into storage.local, as the options page and popup do. */
export async function setStorage(ext: ExtensionBrowser, values: Record<string, unknown>): Promise<void> {
  const page = await openExtensionPage(ext, "options.html");
  await page.evaluate(async (v) => {
    type StorageApi = { storage: { local: { set(values: unknown): Promise<void> } } };
    const scope = globalThis as unknown as { browser?: StorageApi; chrome?: StorageApi };
    await (scope.browser ?? scope.chrome)!.storage.local.set(v);
  }, values);
  await page.close();
}
