import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  COMMANDS,
  commandMessage,
  isBackgroundToContent,
  isContentSessionMessage,
  isContentToBackground,
} from "../../../src/shared/messages.ts";

const manifest = JSON.parse(
  readFileSync(join(resolve(import.meta.dirname, "../../.."), "manifest.json"), "utf8"),
) as { commands: Record<string, { description: string; suggested_key: { default: string } }> };

describe("commands", () => {
  it("are the manifest's, each with a localized description and a default key", () => {
    expect(Object.keys(manifest.commands).sort()).toEqual([...COMMANDS].sort());
    for (const command of Object.values(manifest.commands)) {
      expect(command.description).toMatch(/^__MSG_\w+__$/);
      expect(command.suggested_key.default).toMatch(/^Alt\+Shift\+[A-Z]$/);
    }
  });

  it("become the typed message the page receives, for the two the page acts on", () => {
    for (const name of ["next-reference", "previous-reference"]) {
      const message = commandMessage(name);
      expect(message).toEqual({ type: `command:${name}` });
      expect(isBackgroundToContent(message)).toBe(true);
    }
    // The site switch is the background's own; unknown commands are nobody's.
    expect(commandMessage("toggle-site")).toBeUndefined();
    expect(commandMessage("_execute_action")).toBeUndefined();
    expect(isBackgroundToContent({ type: "command:format-disk" })).toBe(false);
  });

  it("accept a look-up only with its text", () => {
    expect(isBackgroundToContent({ type: "context:look-up", text: "Quran 8:9" })).toBe(true);
    expect(isBackgroundToContent({ type: "context:look-up" })).toBe(false);
  });

  it("keep for a content script only its own session keys", () => {
    expect(isContentSessionMessage({ type: "session:get", key: "popoverOpenSections" })).toBe(true);
    expect(
      isContentSessionMessage({ type: "session:set", key: "popoverOpenSections", value: ["verses"] }),
    ).toBe(true);
    expect(isContentSessionMessage({ type: "session:set", key: "popoverOpenSections" })).toBe(false);
    expect(isContentSessionMessage({ type: "session:get", key: "disabledSites" })).toBe(false);
    expect(isContentSessionMessage({ type: "session:remove", key: "popoverOpenSections" })).toBe(false);
  });

  it("store only the shape of the popover's open sections: a short list of short names", () => {
    const set = (value: unknown) =>
      isContentSessionMessage({ type: "session:set", key: "popoverOpenSections", value });
    expect(set([])).toBe(true);
    expect(set(["verses", "narration", "explanation", "sources", "related"])).toBe(true);
    expect(set("x".repeat(8_000_000))).toBe(false);
    expect(set(["x".repeat(33)])).toBe(false);
    expect(set(Array.from({ length: 17 }, () => "verses"))).toBe(false);
    expect(set([{ toString: () => "verses" }])).toBe(false);
    expect(set({ length: 1, 0: "verses" })).toBe(false);
    expect(set(undefined)).toBe(false);
  });

  it("read the page's report only with a whole, non-negative count and a switch", () => {
    const report = (fields: Record<string, unknown>) =>
      isContentToBackground({ type: "content:references-changed", ...fields });
    expect(report({ count: 3, active: true })).toBe(true);
    expect(report({ count: 0, active: false, more: true })).toBe(true);
    expect(report({})).toBe(false);
    for (const count of [-1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 1e12, "3"])
      expect(report({ count, active: true }), String(count)).toBe(false);
    expect(report({ count: 3 })).toBe(false);
    expect(report({ count: 3, active: "yes" })).toBe(false);
    expect(report({ count: 3, active: true, more: 1 })).toBe(false);
  });
});
