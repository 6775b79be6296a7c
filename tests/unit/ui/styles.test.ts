/** The stylesheet's isolation rules, which no browser test can switch on (forced colours). */
import { describe, expect, it } from "vitest";
import { POPOVER_CSS } from "../../../src/ui/styles.ts";

describe("popover stylesheet", () => {
  it("never sizes in rem, which the page's root font size would scale", () => {
    expect(POPOVER_CSS).not.toMatch(/\d(\.\d+)?rem\b/);
  });

  it("resets the host with !important and the dialog with all: initial and its own direction", () => {
    expect(POPOVER_CSS).toContain(":host { all: initial !important; }");
    expect(POPOVER_CSS).toMatch(/\[role="dialog"\] \{\s*all: initial;[^}]*direction: ltr;/);
  });

  it("has rules for forced colours and animates only without a reduced-motion preference", () => {
    expect(POPOVER_CSS).toContain("@media (forced-colors: active)");
    const animation = POPOVER_CSS.indexOf("animation:");
    expect(animation).toBeGreaterThan(POPOVER_CSS.indexOf("@media (prefers-reduced-motion: no-preference)"));
    expect(POPOVER_CSS.indexOf("animation:", animation + 1)).toBe(-1);
  });
});
