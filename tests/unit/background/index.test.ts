/**
 * The background's listeners against a stand-in platform.ts: the badge and the grey icon follow
 * what each tab's content script reports, keyboard commands go to the active tab as typed
 * messages, "Look up in Badr Lens" goes to the frame the text was selected in, the menu's
 * title follows the interface language, and a new install (not an update) opens the first-run page.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";

type Listener = (...args: never[]) => unknown;
const listeners: Record<string, Listener> = {};
const calls: { name: string; args: unknown[] }[] = [];
const record =
  (name: string, result: unknown = undefined) =>
  (...args: unknown[]) => {
    calls.push({ name, args });
    return Promise.resolve(result);
  };
const listen = (name: string) => (listener: Listener) => {
  listeners[name] = listener;
  return () => undefined;
};
const stored: Record<string, unknown> = { settingsVersion: 2, language: "auto" };
let pageHost = "";
/** The browser's accepted languages (navigator.languages), which "auto" follows. */
let acceptedLanguages: string[] = ["en-US"];
const session: Record<string, unknown> = {};

vi.mock("../../../src/shared/platform.ts", () => ({
  uiLanguage: () => "en-US",
  readerLanguages: () => acceptedLanguages,
  platform: {
    onMessage: listen("message"),
    onStorageChanged: listen("storage"),
    settingsArea: async () => "sync",
    readStorage: async (_area: string, keys: string[]) =>
      Object.fromEntries(keys.filter((k) => k in stored).map((k) => [k, stored[k]])),
    readSettingsRecord: async (keys: string[]) => ({
      area: "sync",
      record: Object.fromEntries(keys.filter((k) => k in stored).map((k) => [k, stored[k]])),
    }),
  },
  extensionPages: {
    writeStorage: record("writeStorage"),
    removeStorage: record("removeStorage"),
    setBadge: record("setBadge"),
    setIconOff: record("setIconOff"),
    activeTabId: async () => 7,
    sendToTab: (...args: unknown[]) => {
      calls.push({ name: "sendToTab", args });
      const message = args[1] as { type: string };
      return Promise.resolve(message.type === "popup:describe-page" ? { host: pageHost } : true);
    },
    onCommand: listen("command"),
    onContextMenuClicked: listen("menu"),
    onInstalledOrUpdated: listen("installed"),
    injectContentScriptIntoOpenTabs: record("inject"),
    openExtensionTab: record("openTab"),
    createContextMenu: record("createContextMenu"),
    updateContextMenu: record("updateContextMenu"),
    readSession: async (key: string) => session[key],
    writeSession: async (key: string, value: unknown) => {
      session[key] = value;
    },
  },
}));

beforeAll(async () => {
  await import("../../../src/background/index.ts");
});

describe("the popover's session values", () => {
  it("keeps a content script's session value for it (storage.session stays closed to content scripts), and only its own keys", async () => {
    const set = { type: "session:set", key: "popoverOpenSections", value: ["verses"] };
    expect(await listeners.message!(set as never, 3 as never)).toBe(true);
    const get = { type: "session:get", key: "popoverOpenSections" };
    expect(await listeners.message!(get as never, 3 as never)).toEqual(["verses"]);
    const other = { type: "session:set", key: "disabledSites", value: [] };
    expect(listeners.message!(other as never, 3 as never)).toBeUndefined();
    expect(session).toEqual({ popoverOpenSections: ["verses"] });
  });
});

const callsTo = (name: string) => calls.filter((c) => c.name === name).map((c) => c.args);

describe("the background", () => {
  it("sets the badge and greys the icon per tab as the page reports", async () => {
    calls.length = 0;
    await listeners.message!(
      { type: "content:references-changed", count: 12, active: true } as never,
      3 as never,
    );
    await listeners.message!(
      { type: "content:references-changed", count: 0, active: false } as never,
      4 as never,
    );
    // Part of the page not read yet (the scan waits for the reader): "so far, and maybe more".
    await listeners.message!(
      { type: "content:references-changed", count: 7, active: true, more: true } as never,
      5 as never,
    );
    await listeners.message!(
      { type: "content:references-changed", count: 0, active: true, more: true } as never,
      6 as never,
    );
    expect(callsTo("setBadge")).toEqual([
      [3, "12"],
      [4, ""],
      [5, "7+"],
      [6, ""],
    ]);
    expect(callsTo("setIconOff")).toEqual([
      [3, false],
      [4, true],
      [5, false],
      [6, false],
    ]);
    // Messages it does not know, or from no tab, are not its to answer.
    expect(listeners.message!({ type: "popup:describe-page" } as never, 3 as never)).toBeUndefined();
    expect(
      listeners.message!({ type: "content:references-changed", count: 1 } as never, undefined as never),
    ).toBeUndefined();
  });

  it("forwards the moving commands to the active tab's top frame, and ignores unknown ones", async () => {
    calls.length = 0;
    for (const name of ["next-reference", "previous-reference", "something-else"])
      listeners.command!(name as never);
    await vi.waitFor(() => expect(callsTo("sendToTab")).toHaveLength(2));
    expect(callsTo("sendToTab")).toEqual([
      [7, { type: "command:next-reference" }, 0],
      [7, { type: "command:previous-reference" }, 0],
    ]);
  });

  it("switches the active tab's site off and on with the toggle command", async () => {
    calls.length = 0;
    pageHost = "example.org";
    listeners.command!("toggle-site" as never);
    await vi.waitFor(() => expect(callsTo("writeStorage")).toHaveLength(1));
    expect(callsTo("sendToTab")).toEqual([[7, { type: "popup:describe-page" }, 0]]);
    expect(callsTo("writeStorage")[0]![1]).toMatchObject({ disabledSites: ["example.org"] });
  });

  it("sends the selected text to the frame it was selected in", () => {
    calls.length = 0;
    listeners.menu!("look-up" as never, "Quran 8:9" as never, 5 as never, 2 as never);
    listeners.menu!("another-item" as never, "x" as never, 5 as never, 0 as never);
    expect(callsTo("sendToTab")).toEqual([[5, { type: "context:look-up", text: "Quran 8:9" }, 2]]);
  });

  it("creates the menu on install, in the interface language, and retitles it when that changes", async () => {
    calls.length = 0;
    listeners.installed!("install" as never);
    await vi.waitFor(() => expect(callsTo("createContextMenu")).toHaveLength(1));
    expect(callsTo("inject")).toEqual([["content.js", "content.css"]]);
    expect(callsTo("createContextMenu")).toEqual([
      ["look-up", "Look up in Badr Lens", ["selection", "editable"]],
    ]);
    stored.language = "ar";
    listeners.storage!({ language: { newValue: "ar" } } as never, "sync" as never);
    await vi.waitFor(() => expect(callsTo("updateContextMenu")).toEqual([["look-up", "ابحث في عدسة بدر"]]));
  });

  it("opens the first-run page on a new install only, not on an update", async () => {
    calls.length = 0;
    listeners.installed!("install" as never);
    await vi.waitFor(() => expect(callsTo("createContextMenu")).toHaveLength(1));
    expect(callsTo("openTab")).toEqual([["first-run.html"]]);
    calls.length = 0;
    listeners.installed!("update" as never);
    await vi.waitFor(() => expect(callsTo("createContextMenu")).toHaveLength(1));
    // An update still starts the new content script in open tabs, and greets no one.
    expect(callsTo("inject")).toEqual([["content.js", "content.css"]]);
    expect(callsTo("openTab")).toEqual([]);
  });

  it("titles it in the reader's accepted language when the interface language is automatic, as the other surfaces do", async () => {
    calls.length = 0;
    acceptedLanguages = ["ur-PK", "en"];
    stored.language = "auto";
    listeners.storage!({ language: { newValue: "auto" } } as never, "sync" as never);
    await vi.waitFor(() =>
      expect(callsTo("updateContextMenu")).toEqual([["look-up", "Badr Lens میں دیکھیں"]]),
    );
    acceptedLanguages = ["en-US"];
  });
});
