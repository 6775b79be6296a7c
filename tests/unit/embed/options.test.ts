import { describe, expect, it, vi } from "vitest";
import { optionsFromAttributes, startsByItself } from "../../../src/embed/options.ts";

/** A script tag with these attributes: only what the loader reads of it. */
const tag = (attributes: Record<string, string>): Element =>
  ({
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  }) as unknown as Element;

describe("the embed's options from its tag (docs/EMBED.md)", () => {
  it("reads each option from its data-badr-lens- attribute, a capital as a hyphen", () => {
    expect(
      optionsFromAttributes(
        tag({
          "data-badr-lens-trigger": "click",
          "data-badr-lens-delay": "100",
          "data-badr-lens-theme": "dark",
          "data-badr-lens-text-size": "18",
          "data-badr-lens-translation": "fr",
          "data-badr-lens-language": "auto",
          "data-badr-lens-events": "on",
        }),
      ),
    ).toEqual({
      trigger: "click",
      delay: 100,
      theme: "dark",
      textSize: 18,
      translation: "fr",
      language: "auto",
      events: true,
    });
  });

  it("leaves out, and names on the console, a value it does not understand", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      expect(
        optionsFromAttributes(tag({ "data-badr-lens-theme": "pink", "data-badr-lens-text-size": "99" })),
      ).toEqual({});
      expect(warn).toHaveBeenCalledTimes(2);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/theme="pink" not understood/);
    } finally {
      warn.mockRestore();
    }
  });

  it("gives no options for a tag with none, or no tag", () => {
    expect(optionsFromAttributes(tag({ src: "/badr-lens/badr-lens.js", defer: "" }))).toEqual({});
    expect(optionsFromAttributes(null)).toEqual({});
  });

  it("starts by itself unless the tag says data-badr-lens-manual", () => {
    expect(startsByItself(tag({}))).toBe(true);
    expect(startsByItself(tag({ "data-badr-lens-manual": "" }))).toBe(false);
  });
});
