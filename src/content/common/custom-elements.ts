/**
 * Autonomous custom elements, whose names all hold a hyphen: the elements that carry shadow roots
 * in practice, whose text neither a walk of the light DOM nor a MutationObserver of the document
 * sees. Walking every element from a content script costs a wrapper per element (34 ms on a 53 KB
 * Wikipedia page in Chromium), so they are found by one native XPath query; in a frame of a few
 * elements (an ad's label, "hi"), whose first XPath query cost more than its few wrappers, they are
 * asked one by one.
 */
const CUSTOM_ELEMENTS = "descendant-or-self::*[contains(local-name(), '-')]";

/** `root` and the custom elements under it, in document order. */
export function customElementsUnder(root: Element): Element[] {
  const found = root.ownerDocument.evaluate(
    CUSTOM_ELEMENTS,
    root,
    null,
    XPathResult.ORDERED_NODE_SNAPSHOT_TYPE,
    null,
  );
  const elements: Element[] = [];
  for (let i = 0; i < found.snapshotLength; i++) elements.push(found.snapshotItem(i) as Element);
  return elements;
}

/** At most this many elements under a root are asked one by one (holdsCustomElement). */
const FEW_ELEMENTS = 32;

const isCustom = (element: Element): boolean => element.localName.includes("-");

/** Whether `root` is or holds a custom element. */
export function holdsCustomElement(root: Element): boolean {
  const all = root.getElementsByTagName("*");
  if (all.item(FEW_ELEMENTS) === null) {
    if (isCustom(root)) return true;
    for (let i = 0; i < all.length; i++) if (isCustom(all.item(i)!)) return true;
    return false;
  }
  return (
    root.ownerDocument.evaluate(CUSTOM_ELEMENTS, root, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null)
      .singleNodeValue !== null
  );
}
