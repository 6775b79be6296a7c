/** The stylesheets' isolation rules, which no browser test can switch on (forced colours). */
import { describe, expect, it } from "vitest";
import { CONTAINER_CSS } from "../../../src/ui/box-styles.ts";
import { CONTENT_CSS } from "../../../src/ui/styles.ts";

describe("popover stylesheets", () => {
  it("never size in rem, which the page's root font size would scale", () => {
    expect(CONTAINER_CSS).not.toMatch(/\d(\.\d+)?rem\b/);
    expect(CONTENT_CSS).not.toMatch(/\d(\.\d+)?rem\b/);
  });

  it("reset the host with !important and the box with all: initial", () => {
    expect(CONTAINER_CSS).toContain(":host { all: initial !important; }");
    expect(CONTAINER_CSS).toMatch(/\.bl-popover \{\s*all: initial;/);
  });

  it("give the frame's dialog its own direction", () => {
    expect(CONTENT_CSS).toMatch(/\[role="dialog"\] \{[^}]*direction: ltr;/);
  });

  it("have rules for forced colours and animate only without a reduced-motion preference", () => {
    for (const css of [CONTAINER_CSS, CONTENT_CSS]) expect(css).toContain("@media (forced-colors: active)");
    const animation = CONTAINER_CSS.indexOf("animation:");
    expect(animation).toBeGreaterThan(
      CONTAINER_CSS.indexOf("@media (prefers-reduced-motion: no-preference)"),
    );
    expect(CONTAINER_CSS.indexOf("animation:", animation + 1)).toBe(-1);
    expect(CONTENT_CSS).not.toContain("animation:");
  });
});
