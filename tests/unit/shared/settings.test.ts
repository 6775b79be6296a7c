import { describe, expect, it, vi } from "vitest";

// settings.ts reaches storage through platform.ts; these tests cover only its pure helpers.
vi.mock("../../../src/shared/platform.ts", () => ({ platform: {} }));
const { coerceSettings, DEFAULT_SETTINGS, isSiteEnabled, withSiteEnabled } = await import(
  "../../../src/shared/settings.ts"
);

describe("settings", () => {
  it("falls back to defaults for missing or malformed values", () => {
    expect(coerceSettings({})).toEqual(DEFAULT_SETTINGS);
    expect(
      coerceSettings({ disabledSites: ["a.org", 3], openOn: "sideways", hoverDelayMs: -5, theme: "blue" }),
    ).toEqual({ ...DEFAULT_SETTINGS, disabledSites: ["a.org"] });
  });

  it("keeps valid values", () => {
    const stored = { disabledSites: ["x.com"], openOn: "click", hoverDelayMs: 500, theme: "dark" };
    expect(coerceSettings(stored)).toEqual(stored);
  });

  it("switches a site off and on again", () => {
    const off = withSiteEnabled(DEFAULT_SETTINGS, "example.org", false);
    expect(isSiteEnabled(off, "example.org")).toBe(false);
    expect(isSiteEnabled(off, "other.org")).toBe(true);
    expect(isSiteEnabled(withSiteEnabled(off, "example.org", true), "example.org")).toBe(true);
  });
});
