// @vitest-environment jsdom
/**
 * The keyboard commands' table the options page and the first-run page share: each command by
 * its name with its shortcut or "not set", the way to change them in this browser, and, where the
 * browser has no commands (Firefox for Android), what replaces them instead of the hint.
 */
import { h, render } from "preact";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { translator } from "../../../src/shared/i18n.ts";
import { Shortcuts } from "../../../src/ui/Shortcuts.tsx";

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("div");
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

const t = translator("en");
const COMMANDS = [
  { name: "next-reference", shortcut: "Alt+Shift+J" },
  { name: "previous-reference", shortcut: "" },
  { name: "toggle-site", shortcut: "Alt+Shift+O" },
  // The browser lists the toolbar button's own command too: not one of ours to name.
  { name: "_execute_action", shortcut: "" },
];

const rows = () =>
  [...root.querySelectorAll("tr[data-command]")].map((r) => [
    r.getAttribute("data-command"),
    r.querySelector("td")?.textContent,
    r.querySelector("td + td")?.textContent,
  ]);

describe("Shortcuts", () => {
  it("lists our commands with their shortcuts, 'not set' where there is none, and Chrome's page to change them", () => {
    render(h(Shortcuts, { t, commands: COMMANDS, hasCommands: true, firefox: false }), root);
    expect(rows()).toEqual([
      ["next-reference", t("commandNext"), "Alt+Shift+J"],
      ["previous-reference", t("commandPrevious"), t("optionsNoShortcut")],
      ["toggle-site", t("commandToggleSite"), "Alt+Shift+O"],
    ]);
    expect(root.querySelector("kbd")?.getAttribute("dir")).toBe("ltr");
    expect(root.textContent).toContain(t("optionsShortcutsChrome"));
    expect(root.querySelector("[data-part=no-commands]")).toBeNull();
  });

  it("says where Firefox changes them", () => {
    render(h(Shortcuts, { t, commands: COMMANDS, hasCommands: true, firefox: true }), root);
    expect(root.textContent).toContain(t("optionsShortcutsFirefox"));
    expect(root.textContent).not.toContain(t("optionsShortcutsChrome"));
  });

  it("says what replaces them where the browser has none", () => {
    render(h(Shortcuts, { t, commands: [], hasCommands: false, firefox: true }), root);
    expect(root.querySelector("[data-part=no-commands]")?.textContent).toBe(t("optionsNoCommands"));
    expect(rows()).toEqual([]);
    expect(root.textContent).not.toContain(t("optionsShortcutsFirefox"));
  });
});
