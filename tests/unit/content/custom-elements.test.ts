// @vitest-environment jsdom
/**
 * Finding autonomous custom elements in a frame of a few elements, one by one
 * (src/content/common/custom-elements.ts). A larger frame asks one XPath query, which jsdom's
 * XPath cannot run (`local-name()` inside `contains`): the browsers' own tests of pages with web
 * components cover it (tests/e2e).
 */
import { describe, expect, it } from "vitest";
import { holdsCustomElement } from "../../../src/content/common/custom-elements.ts";

const fill = (html: string) => {
  document.body.innerHTML = html;
  return document.body;
};

describe("custom elements in a frame of a few elements", () => {
  it("finds one at any depth", () => {
    expect(holdsCustomElement(fill("<p>hi <verse-card>8:9</verse-card></p>"))).toBe(true);
    expect(holdsCustomElement(fill("<div><p><b><x-quote></x-quote></b></p></div>"))).toBe(true);
  });

  it("finds none where there is none", () => {
    expect(holdsCustomElement(fill("<p>hi</p>"))).toBe(false);
    expect(holdsCustomElement(fill(""))).toBe(false);
  });

  it("counts the root itself", () => {
    expect(holdsCustomElement(document.createElement("my-widget"))).toBe(true);
  });
});
