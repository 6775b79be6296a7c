/**
 * The sites a frame answers to (src/content/gate/site.ts): its own, and the page's where the browser
 * lets the frame know it.
 */
import { describe, expect, it } from "vitest";
import { siteOf, topSiteOf } from "../../../src/content/gate/site.ts";

/** A window as far as site.ts reads one: its location, origin and top. */
function frame(href: string, top: Window | "cross-origin" | "self", ancestors?: string[]): Window {
  const url = new URL(href);
  const win = {
    location: { hostname: url.hostname, ancestorOrigins: ancestors },
    origin: url.origin,
  } as unknown as Window & { top: unknown };
  Object.defineProperty(win, "top", {
    get: () =>
      top === "self"
        ? win
        : top === "cross-origin"
          ? {
              get location(): never {
                throw new DOMException("cross-origin", "SecurityError");
              },
            }
          : top,
  });
  return win;
}

describe("the sites a frame answers to", () => {
  it("a top frame: its own site", () => {
    const page = frame("https://page.org/a", "self");
    expect([siteOf(page), topSiteOf(page)]).toEqual(["page.org", "page.org"]);
  });

  it("a same-origin frame reads the page's site", () => {
    const page = frame("https://page.org/a", "self");
    expect(topSiteOf(frame("https://page.org/frame", page))).toBe("page.org");
  });

  it("a cross-origin frame: the page's site from the ancestors' origins (Chromium), or none (Firefox)", () => {
    const chromium = frame("https://widget.net/w", "cross-origin", ["https://page.org"]);
    expect([siteOf(chromium), topSiteOf(chromium)]).toEqual(["widget.net", "page.org"]);
    const firefox = frame("https://widget.net/w", "cross-origin");
    expect([siteOf(firefox), topSiteOf(firefox)]).toEqual(["widget.net", undefined]);
  });
});
