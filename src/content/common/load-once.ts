/**
 * How the content script loads its own modules (main.js, page.js, detector.js, popover.js: ES
 * modules in web_accessible_resources): by their package URL, once, and again after a failed load.
 */
import { ownFiles } from "../../shared/platform.ts";

/** Imports one of the extension's own modules by its package URL, never an address from a page. */
export function importOwnModule<T>(file: string): Promise<T> {
  return import(/* @vite-ignore */ ownFiles.resourceUrl(file)) as Promise<T>;
}

/**
 * A module load run once and shared by every caller; a failed load (the extension went away
 * meanwhile) is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
