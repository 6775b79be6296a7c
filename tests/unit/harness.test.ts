/**
 * The browser tests' own rules, checked without a browser: the placement check the popover's
 * placement tests rely on, and the rule by which the privacy test tells a local request from one
 * that leaves the machine. Each would let a broken feature pass if it were wrong.
 */
import { describe, expect, it } from "vitest";
import { staysLocal } from "../e2e/harness/recorder.ts";
import { type PopoverGeometry, placementProblems } from "../e2e/popover-helpers.ts";

describe("placementProblems (the check the placement tests rely on)", () => {
  const reference = { left: 600, top: 100, right: 700, bottom: 120, width: 100, height: 20 };
  const good: PopoverGeometry = {
    open: true,
    viewport: { width: 1280, height: 740 },
    dialog: { left: 425, top: 130, right: 875, bottom: 530, width: 450, height: 400 },
    arrow: { left: 644, top: 124, right: 656, bottom: 136, width: 12, height: 12 },
    placement: "below",
    theme: "light",
    entry: "x",
    scrollWidth: 448,
    clientWidth: 448,
  };
  it("passes a good placement and fails clipped, off-screen and overlapping ones", () => {
    expect(placementProblems(good, reference)).toEqual([]);
    const shift = (dx: number, dy: number) => ({
      ...good,
      dialog: {
        ...good.dialog,
        left: good.dialog.left + dx,
        right: good.dialog.right + dx,
        top: good.dialog.top + dy,
        bottom: good.dialog.bottom + dy,
      },
    });
    expect(placementProblems(shift(900, 0), reference).join()).toMatch(/off-screen/);
    expect(placementProblems(shift(0, 400), reference).join()).toMatch(/off-screen/);
    expect(placementProblems(shift(0, -40), reference).join()).toMatch(/covers its reference/);
    expect(placementProblems({ ...good, scrollWidth: 600 }, reference).join()).toMatch(/clipped/);
    expect(placementProblems(shift(-500, 0), reference).join()).toMatch(/off-screen/);
  });
});

describe("staysLocal (the rule the privacy test applies)", () => {
  const origin = "chrome-extension://abcdefghijklmnop";
  it("allows 127.0.0.1, the extension's own origin and the schemes that never leave the browser", () => {
    for (const url of [
      "http://127.0.0.1:4312/live.html",
      "https://127.0.0.1/x",
      "ws://127.0.0.1:9/socket",
      `${origin}/popover.js`,
      "chrome-extension://0163b7a4-73a3-44a4-af6d-9202b93a2fb6/popover.js",
      "data:image/png;base64,AAAA",
      "blob:http://127.0.0.1:4312/0b6d2c4e",
      "about:blank",
      "about:srcdoc",
    ])
      expect(staysLocal(url, origin), url).toBe(true);
  });
  it("refuses any other host, even this machine by name, other extensions, files and non-URLs", () => {
    for (const url of [
      "https://quran.com/8/67",
      "http://localhost:4312/live.html",
      "http://127.0.0.2/",
      "http://127.0.0.1.example.com/",
      "https://example.com/?127.0.0.1",
      "wss://push.example.org/",
      "chrome-extension://someotherextension/x.js",
      "moz-extension://0b6d2c4e-5b1f-4c7a-9d2e-8a1f3c5e7b90/x.js",
      "file:///etc/passwd",
      "ftp://127.0.0.1/",
      "unreadable channel: NS_ERROR_FAILURE",
    ])
      expect(staysLocal(url, origin), url).toBe(false);
  });
});
