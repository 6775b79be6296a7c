// @vitest-environment jsdom
/**
 * takeOverFromPredecessor: the takeover event is announced, and what a predecessor left removed,
 * only where a predecessor left something. jsdom has no CSS.highlights; a small registry stands in.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createHostElement } from "../../../src/content/common/host-element.ts";
import { TAKEOVER_EVENT, takeOverFromPredecessor } from "../../../src/content/common/lifecycle.ts";

let announced = 0;
const count = () => announced++;
const registry = new Map<string, unknown>();

beforeEach(() => {
  announced = 0;
  registry.clear();
  (globalThis as { CSS?: unknown }).CSS = { highlights: registry };
  document.addEventListener(TAKEOVER_EVENT, count);
});
afterEach(() => {
  document.removeEventListener(TAKEOVER_EVENT, count);
  document.body.replaceChildren();
});

describe("takeOverFromPredecessor", () => {
  it("announces nothing on a page no predecessor marked", () => {
    document.body.innerHTML = "<p>hi</p>";
    takeOverFromPredecessor(document);
    expect(announced).toBe(0);
    expect(document.body.innerHTML).toBe("<p>hi</p>");
  });

  it("announces itself and removes a predecessor's host and highlights", () => {
    document.body.append(createHostElement(document).host);
    registry.set("badr-lens", {});
    takeOverFromPredecessor(document);
    expect(announced).toBe(1);
    expect(document.body.children).toHaveLength(0);
    expect(registry.size).toBe(0);
  });

  it("announces itself where a predecessor left only highlights", () => {
    registry.set("badr-lens-active", {});
    takeOverFromPredecessor(document);
    expect(announced).toBe(1);
    expect(registry.size).toBe(0);
  });
});
