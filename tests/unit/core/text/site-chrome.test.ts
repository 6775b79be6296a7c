/**
 * What is site chrome (src/core/text/site-chrome.ts): must-match and must-not-match rows, the
 * second as important as the first: an article's heading, a list of ordinary links and a class
 * that only contains "nav" are content.
 */
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { isSiteChrome } from "../../../../src/core/text/site-chrome.ts";

const { document } = new JSDOM("").window;
const el = (tagName: string, attributes: Record<string, string> = {}): Element => {
  const element = document.createElement(tagName);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
};

describe("isSiteChrome", () => {
  it.each([
    ["a nav element", el("nav")],
    ["a NAV element (upper-case markup)", el("NAV")],
    ["role=navigation", el("div", { role: "navigation" })],
    ["a breadcrumb by its label", el("ol", { "aria-label": "Breadcrumb" })],
    ["a breadcrumb by its class", el("div", { class: "site-breadcrumbs" })],
    ["a breadcrumb by its id", el("ul", { id: "breadcrumb" })],
    ["a tag link", el("a", { rel: "tag", href: "/t/badr" })],
    ["a tag link among other rel values", el("a", { rel: "nofollow tag" })],
  ])("is chrome: %s", (_name, element) => {
    expect(isSiteChrome(element)).toBe(true);
  });

  it.each([
    ["the article's heading", el("h1", { id: "title" })],
    ["a paragraph", el("p")],
    ["a list of links", el("ul", { class: "related-links" })],
    ["a class that only contains nav", el("div", { class: "canvas navy" })],
    ["a link with rel=noopener", el("a", { rel: "noopener" })],
    ["a link whose rel holds tag inside a word", el("a", { rel: "tagged" })],
    ["a header", el("header")],
    ["a footer", el("footer")],
  ])("is content: %s", (_name, element) => {
    expect(isSiteChrome(element)).toBe(false);
  });
});
