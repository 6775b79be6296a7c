/**
 * Site chrome: the parts of a page that lead around a site rather than say something, which Badr
 * Lens leaves unmarked as reader modes leave them out (docs/DETECTION.md, "What is content").
 * A breadcrumb trail ("Home › Sīrah › Battle of Badr"), a navigation menu and a list of tag
 * links name the battle on every page of a site about it; marked, they came first in the
 * popup's list and in the next-reference order, before the article. The article's own heading,
 * even where it repeats the page's title, is content: reader modes keep it.
 *
 * One selector, asked of each element the walk meets with one native `matches` (the walk is hot
 * on large pages: one call, not a reading of four attributes); both the browser's DOM and jsdom
 * answer it, so the page and the scan command agree.
 */
export const SITE_CHROME_SELECTOR = [
  "nav",
  '[role="navigation"]',
  'a[rel~="tag" i]',
  '[aria-label*="breadcrumb" i]',
  '[class*="breadcrumb" i]',
  '[id*="breadcrumb" i]',
].join(", ");

export interface ElementLike {
  matches(selector: string): boolean;
}

/** Whether `element` (and so everything in it) is site chrome. */
export function isSiteChrome(element: ElementLike): boolean {
  return element.matches(SITE_CHROME_SELECTOR);
}
