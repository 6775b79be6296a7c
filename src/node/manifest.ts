/**
 * Derives each browser's manifest from the one manifest.json, so two manifests are never kept
 * by hand. Pure: JSON in, JSON out.
 */
export type BrowserName = "chrome" | "firefox";

export const GECKO_ID = "badr-lens@badr-lens.org";
// CSS Custom Highlight API arrived in Firefox 140 (Chrome 105); caretPositionFromPoint in Chrome 128.
export const FIREFOX_MIN_VERSION = "140.0";
export const FIREFOX_ANDROID_MIN_VERSION = "142.0";

type Manifest = Record<string, unknown> & { background?: { service_worker?: string; scripts?: string[] } };

export function manifestFor(source: Manifest, browser: BrowserName, version: string): Manifest {
  const manifest: Manifest = structuredClone(source);
  manifest.version = version;
  const worker = source.background?.service_worker;
  if (!worker) throw new Error("manifest.json: background.service_worker is required");
  if (browser === "firefox") {
    // Firefox runs MV3 backgrounds as event pages, which take scripts, not a service worker.
    manifest.background = { scripts: [worker] };
    manifest.browser_specific_settings = {
      gecko: {
        id: GECKO_ID,
        strict_min_version: FIREFOX_MIN_VERSION,
        data_collection_permissions: { required: ["none"] },
      },
      // Firefox for Android learnt data_collection_permissions in 142.
      gecko_android: { strict_min_version: FIREFOX_ANDROID_MIN_VERSION },
    };
  } else {
    manifest.minimum_chrome_version = "128";
    // Only to start the updated content script in tabs already open (platform.ts explains); the
    // content script's <all_urls> already reads every page, so the install prompt does not change.
    manifest.permissions = [...((source.permissions as string[] | undefined) ?? []), "scripting"];
    manifest.host_permissions = ["<all_urls>"];
  }
  return manifest;
}
