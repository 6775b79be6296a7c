/**
 * How long a browser test waits for a condition before it fails: a detector of what never comes,
 * not a synchronisation (tests wait on conditions, never on time). On a quiet machine every
 * condition holds within a second or two; the suite must also pass on a 2-core machine with both
 * cores busy, where a browser can take ten times as long (an accessibility test that waited 15 s
 * for the popover failed there), so this is generous. Puppeteer's own waits get it too (patient).
 */
import type { Page } from "puppeteer-core";

export const WAIT_MS = 120_000;

/** `page`, with Puppeteer's default timeout for its waits and navigations (30 s) set to WAIT_MS. */
export function patient(page: Page): Page {
  page.setDefaultTimeout(WAIT_MS);
  page.setDefaultNavigationTimeout(WAIT_MS);
  return page;
}
