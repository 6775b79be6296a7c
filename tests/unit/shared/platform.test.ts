/**
 * platform.ts in a browser that has no keyboard commands and no context menu for extensions, as
 * Firefox for Android (issue 35): the background and the options page call the same functions
 * there, and nothing may throw; the options page learns it should say what replaces them.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

type Scope = { browser?: unknown };

async function platformIn(browser: unknown) {
  (globalThis as Scope).browser = browser;
  vi.resetModules();
  return import("../../../src/shared/platform.ts");
}

afterEach(() => {
  delete (globalThis as Scope).browser;
});

const runtime = { getURL: (path: string) => `moz-extension://id/${path}`, id: "id" };

describe("platform.ts without commands or menus (Firefox for Android)", () => {
  it("listens, lists and creates nothing, and throws nothing", async () => {
    const { extensionPages } = await platformIn({ runtime });
    expect(extensionPages.hasCommands()).toBe(false);
    expect(() => extensionPages.onCommand(() => undefined)).not.toThrow();
    expect(() => extensionPages.onContextMenuClicked(() => undefined)).not.toThrow();
    await expect(extensionPages.commands()).resolves.toEqual([]);
    await expect(
      extensionPages.createContextMenu("look-up", "Look up", ["selection"]),
    ).resolves.toBeUndefined();
    await expect(extensionPages.updateContextMenu("look-up", "Look up")).resolves.toBeUndefined();
  });

  it("uses them where the browser has them", async () => {
    const heard: string[] = [];
    const { extensionPages } = await platformIn({
      runtime,
      commands: {
        getAll: async () => [{ name: "next-reference", description: "Next", shortcut: "Alt+Shift+N" }],
        onCommand: { addListener: () => heard.push("command") },
      },
    });
    expect(extensionPages.hasCommands()).toBe(true);
    extensionPages.onCommand(() => undefined);
    expect(heard).toEqual(["command"]);
    await expect(extensionPages.commands()).resolves.toEqual([
      { name: "next-reference", description: "Next", shortcut: "Alt+Shift+N" },
    ]);
  });
});
