/**
 * jsdom's XPath fails on `local-name()` with no argument, which custom-elements.ts asks Chromium
 * and Firefox for; in the unit tests a stand-in answers the same question with a walk.
 */
const original = document.evaluate;

export function standInForCustomElementsQuery(): void {
  document.evaluate = ((_expression: string, root: Element) => {
    const items = [root, ...root.querySelectorAll("*")].filter((e) => e.localName.includes("-"));
    return {
      snapshotLength: items.length,
      snapshotItem: (i: number) => items[i] ?? null,
      singleNodeValue: items[0] ?? null,
    };
  }) as unknown as Document["evaluate"];
}

export function restoreCustomElementsQuery(): void {
  document.evaluate = original;
}
