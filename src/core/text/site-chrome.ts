/**
 * Site chrome: the parts of a page that lead around a site rather than say something, which Badr
 * Lens leaves unmarked as reader modes leave them out (docs/DETECTION.md, "What is content").
 * A breadcrumb trail ("Home › Sīrah › Battle of Badr"), a navigation menu and a list of tag
 * links name the battle on every page of a site about it; marked, they came first in the
 * popup's list and in the next-reference order, before the article. The article's own heading,
 * even where it repeats the page's title, is content: reader modes keep it.
 *
 * Pure: it reads an element's tag name and attributes through the few members both the browser's
 * DOM and jsdom have, so the page and the scan command agree.
 */

export interface ElementLike {
  readonly tagName: string;
  getAttribute(name: string): string | null;
}

const BREADCRUMB = /breadcrumb/i;

/** Whether `element` (and so everything in it) is site chrome. */
export function isSiteChrome(element: ElementLike): boolean {
  const tag = element.tagName.toUpperCase();
  if (tag === "NAV") return true;
  if (element.getAttribute("role") === "navigation") return true;
  if (tag === "A" && /(^|\s)tag(\s|$)/i.test(element.getAttribute("rel") ?? "")) return true;
  for (const name of ["aria-label", "class", "id"]) {
    const value = element.getAttribute(name);
    if (value && BREADCRUMB.test(value)) return true;
  }
  return false;
}
