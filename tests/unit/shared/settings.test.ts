import { afterEach, describe, expect, it, vi } from "vitest";

const SYNC_ITEM_BYTES = 8_192;
const SYNC_TOTAL_BYTES = 102_400;
const bytes = (text: string) => new TextEncoder().encode(text).length;

/** Two storage areas in memory, standing in for the browser's behind platform.ts. */
const areas: Record<"sync" | "local", Record<string, unknown>> = { sync: {}, local: {} };
let syncAvailable = true;
/** While set, a settings read takes the record at once but comes back only when this settles. */
let holdReads: Promise<void> | undefined;
type ChangeListener = (changes: Record<string, unknown>, area: "sync" | "local") => void;
const changeListeners: ChangeListener[] = [];
const read = (area: "sync" | "local", keys: string[]) =>
  Object.fromEntries(keys.filter((k) => k in areas[area]).map((k) => [k, structuredClone(areas[area][k])]));
vi.mock("../../../src/shared/platform.ts", () => ({
  platform: {
    settingsArea: async () => (syncAvailable ? "sync" : "local"),
    readStorage: async (area: "sync" | "local", keys: string[]) => read(area, keys),
    readSettingsRecord: async (keys: string[]) => {
      const area = syncAvailable ? "sync" : "local";
      const held = holdReads;
      const record = read(area, keys);
      await held;
      return { area, record };
    },
    onStorageChanged: (listener: ChangeListener) => {
      changeListeners.push(listener);
      return () => changeListeners.splice(changeListeners.indexOf(listener), 1);
    },
  },
  extensionPages: {
    writeStorage: async (area: "sync" | "local", values: Record<string, unknown>) => {
      // storage.sync's quotas, as both browsers enforce them: refused whole, nothing written.
      if (area === "sync") {
        const size = (key: string, value: unknown) => bytes(key) + bytes(JSON.stringify(value));
        for (const [key, value] of Object.entries(values))
          if (size(key, value) > SYNC_ITEM_BYTES)
            throw new Error(`QUOTA_BYTES_PER_ITEM quota exceeded (${key})`);
        const after = { ...areas.sync, ...values };
        const total = Object.entries(after).reduce((sum, [key, value]) => sum + size(key, value), 0);
        if (total > SYNC_TOTAL_BYTES) throw new Error("QUOTA_BYTES quota exceeded");
      }
      Object.assign(areas[area], structuredClone(values));
    },
    removeStorage: async (area: "sync" | "local", keys: string[]) => {
      for (const k of keys) delete areas[area][k];
    },
  },
}));
const {
  coerceSettings,
  DEFAULT_SETTINGS,
  followSettings,
  isActiveInFrame,
  isActiveOn,
  isSiteEnabled,
  loadSettings,
  MIGRATIONS,
  migrateSettings,
  SETTINGS_VERSION,
  SettingsSaveError,
  saveSettings,
  upgradeStored,
  withSiteEnabled,
} = await import("../../../src/shared/settings.ts");

afterEach(() => {
  areas.sync = {};
  areas.local = {};
  syncAvailable = true;
  holdReads = undefined;
  changeListeners.length = 0;
  vi.restoreAllMocks();
});

/** Every shape a past version stored, as it sits in storage.local. */
const PAST_RECORDS = {
  // The first release: no text size.
  "v1, first release": {
    disabledSites: ["a.org", "b.net"],
    openOn: "click",
    hoverDelayMs: 750,
    theme: "dark",
  },
  // The popover's text-size option added textSize, still unversioned.
  "v1, with textSize": {
    disabledSites: ["c.com"],
    openOn: "hover",
    hoverDelayMs: 0,
    theme: "light",
    textSize: 21,
  },
};

describe("settings migrations", () => {
  it("has one migration per version step", () => {
    expect(MIGRATIONS).toHaveLength(SETTINGS_VERSION - 1);
  });

  it("upgrades a version-2 record without losing a value, the translation following the reader", () => {
    const v2 = {
      enabled: false,
      disabledSites: ["d.org"],
      openOn: "click",
      hoverDelayMs: 100,
      theme: "dark",
      textSize: 18,
      showArabic: false,
      showTranslation: true,
      language: "ar",
    };
    const upgraded = upgradeStored({ ...v2, settingsVersion: 2 }, 2);
    const added = { translation: "auto", siteMode: "all", allowedSites: [] };
    expect(upgraded).toEqual({ ...v2, ...added, settingsVersion: SETTINGS_VERSION });
    expect(coerceSettings(upgraded)).toEqual({ ...DEFAULT_SETTINGS, ...v2, ...added });
  });

  it("upgrades a version-3 record to run on every site but those switched off, as it did", async () => {
    const v3 = { ...DEFAULT_SETTINGS, disabledSites: ["d.org"], translation: "ur" } as Record<
      string,
      unknown
    >;
    delete v3.siteMode;
    delete v3.allowedSites;
    areas.sync = { ...v3, settingsVersion: 3 };
    const settings = await loadSettings();
    expect(settings).toEqual({ ...DEFAULT_SETTINGS, disabledSites: ["d.org"], translation: "ur" });
    expect(settings.siteMode).toBe("all");
    expect(isActiveOn(settings, "d.org")).toBe(false);
    expect(isActiveOn(settings, "other.org")).toBe(true);
  });

  for (const [name, record] of Object.entries(PAST_RECORDS)) {
    it(`upgrades ${name} without losing a value`, () => {
      const upgraded = upgradeStored(record, 1);
      expect(upgraded).toMatchObject(record);
      expect(upgraded.settingsVersion).toBe(SETTINGS_VERSION);
      expect(coerceSettings(upgraded)).toEqual({ ...DEFAULT_SETTINGS, ...record });
    });

    it(`moves ${name} from storage.local to storage.sync on first start`, async () => {
      areas.local = structuredClone(record);
      // Reads ... before the background has migrated it: the same settings as after.
      expect(await loadSettings()).toEqual({ ...DEFAULT_SETTINGS, ...record });
      await migrateSettings();
      const settings = await loadSettings();
      expect(settings).toEqual({ ...DEFAULT_SETTINGS, ...record });
      expect(areas.sync).toMatchObject({ ...record, settingsVersion: SETTINGS_VERSION });
      expect(areas.local).toEqual({});
      // A second start reads the upgraded record as it is.
      expect(await loadSettings()).toEqual(settings);
    });

    it(`upgrades ${name} in place where sync is unavailable`, async () => {
      syncAvailable = false;
      areas.local = structuredClone(record);
      await migrateSettings();
      expect(await loadSettings()).toEqual({ ...DEFAULT_SETTINGS, ...record });
      expect(areas.local).toMatchObject({ ...record, settingsVersion: SETTINGS_VERSION });
      expect(areas.sync).toEqual({});
    });
  }

  it("keeps a value another context already wrote to sync over the old local one", async () => {
    areas.local = { theme: "dark", openOn: "click" };
    areas.sync = { theme: "light" };
    await migrateSettings();
    const settings = await loadSettings();
    expect(settings.theme).toBe("light");
    expect(settings.openOn).toBe("click");
  });

  it("leaves a record from a newer version as it is", () => {
    const newer = { ...DEFAULT_SETTINGS, settingsVersion: SETTINGS_VERSION + 1, somethingNew: 1 };
    expect(upgradeStored(newer, SETTINGS_VERSION + 1)).toEqual(newer);
  });

  it("forgets the text size when the settings are reset to the defaults", async () => {
    await saveSettings({ ...DEFAULT_SETTINGS, textSize: 20 });
    expect((await loadSettings()).textSize).toBe(20);
    await saveSettings(DEFAULT_SETTINGS);
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it("saves today's version with the record", async () => {
    await saveSettings({ ...DEFAULT_SETTINGS, language: "ar" });
    expect(areas.sync).toMatchObject({ language: "ar", settingsVersion: SETTINGS_VERSION });
    expect((await loadSettings()).language).toBe("ar");
  });
});

describe("bad stored values", () => {
  const BAD: Record<string, unknown[]> = {
    enabled: ["yes", 1, null],
    disabledSites: ["a.org", { a: 1 }],
    openOn: ["sideways", 1],
    hoverDelayMs: [-5, 5001, Number.NaN, "300"],
    theme: ["blue", true],
    textSize: [11, 25, 15.5, "15"],
    showArabic: ["false", 0],
    showTranslation: [null, "true"],
    language: ["fr", 2],
    translation: ["de", "ar", 3],
  };
  for (const [key, values] of Object.entries(BAD)) {
    for (const value of values) {
      it(`falls back to the default for ${key} = ${JSON.stringify(value)}, and says so`, () => {
        const onInvalid = vi.fn();
        const settings = coerceSettings({ [key]: value }, onInvalid);
        expect(settings).toEqual(DEFAULT_SETTINGS);
        expect(onInvalid).toHaveBeenCalledWith(key, value);
      });
    }
  }

  it("keeps the valid names of a list of sites with a bad item", () => {
    expect(coerceSettings({ disabledSites: ["a.org", 3, "b.org"] }, () => undefined).disabledSites).toEqual([
      "a.org",
      "b.org",
    ]);
  });

  it("reports each bad value to the console once, and never throws", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    areas.sync = { settingsVersion: SETTINGS_VERSION, theme: "purple", hoverDelayMs: 300 };
    expect((await loadSettings()).theme).toBe("auto");
    expect((await loadSettings()).theme).toBe("auto");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain("theme");
  });

  it("keeps valid values, and reports nothing", () => {
    const onInvalid = vi.fn();
    const stored = {
      enabled: false,
      disabledSites: ["x.com"],
      openOn: "click",
      hoverDelayMs: 500,
      theme: "dark",
      textSize: 18,
      showArabic: false,
      showTranslation: true,
      language: "ar",
      translation: "ur",
      siteMode: "allowed",
      allowedSites: ["y.org"],
    } as const;
    expect(coerceSettings(stored, onInvalid)).toEqual(stored);
    expect(onInvalid).not.toHaveBeenCalled();
  });
});

describe("the list of sites in storage.sync", () => {
  const sites = (n: number) => Array.from({ length: n }, (_, i) => `site-number-${i}.example.org`).sort();

  it("keeps a list far past one item's quota, in several items, and reads it back whole", async () => {
    // 276 sites was where a single item overflowed; 2,500 take most of the area.
    for (const n of [276, 2_500]) {
      const list = sites(n);
      await saveSettings({ ...DEFAULT_SETTINGS, disabledSites: list });
      expect((await loadSettings()).disabledSites).toEqual(list);
      expect(Object.keys(areas.sync).filter((k) => k.startsWith("disabledSites")).length).toBeGreaterThan(1);
    }
    // A shorter list leaves no stale item behind to be read back.
    await saveSettings({ ...DEFAULT_SETTINGS, disabledSites: ["a.example"] });
    expect((await loadSettings()).disabledSites).toEqual(["a.example"]);
    expect(Object.keys(areas.sync).filter((k) => k.startsWith("disabledSites"))).toEqual(["disabledSites"]);
  });

  it("reads a list stored in one item, as earlier versions stored it", async () => {
    areas.sync = { settingsVersion: SETTINGS_VERSION, disabledSites: ["a.example", "b.example"] };
    expect((await loadSettings()).disabledSites).toEqual(["a.example", "b.example"]);
  });

  it("refuses a list past the whole area with an error the page can show, and keeps what was saved", async () => {
    await saveSettings({ ...DEFAULT_SETTINGS, disabledSites: ["kept.example"] });
    const save = saveSettings({ ...DEFAULT_SETTINGS, disabledSites: sites(4_000) });
    await expect(save).rejects.toBeInstanceOf(SettingsSaveError);
    await expect(save).rejects.toThrow(/quota/i);
    expect((await loadSettings()).disabledSites).toEqual(["kept.example"]);
  });

  it("keeps any list in storage.local in one item", async () => {
    syncAvailable = false;
    const list = sites(4_000);
    await saveSettings({ ...DEFAULT_SETTINGS, disabledSites: list });
    expect((await loadSettings()).disabledSites).toEqual(list);
  });
});

describe("the sites I allow", () => {
  const allowed = { ...DEFAULT_SETTINGS, siteMode: "allowed" as const };

  it("runs only on sites switched on, and the site switch adds and removes them", () => {
    expect(isActiveOn(allowed, "a.org")).toBe(false);
    const on = withSiteEnabled(allowed, "a.org", true);
    expect(on.allowedSites).toEqual(["a.org"]);
    expect(on.disabledSites).toEqual([]);
    expect(isActiveOn(on, "a.org")).toBe(true);
    expect(isActiveOn(on, "b.org")).toBe(false);
    expect(withSiteEnabled(on, "a.org", false).allowedSites).toEqual([]);
  });

  it("keeps each mode's list when the mode changes back", () => {
    const both = withSiteEnabled(
      { ...withSiteEnabled(DEFAULT_SETTINGS, "off.org", false), siteMode: "allowed" },
      "on.org",
      true,
    );
    expect(both).toMatchObject({ disabledSites: ["off.org"], allowedSites: ["on.org"] });
    expect(isActiveOn({ ...both, siteMode: "all" }, "off.org")).toBe(false);
    expect(isActiveOn({ ...both, siteMode: "all" }, "on.org")).toBe(true);
  });

  it("stores a long allowed list in several items and reads it back", async () => {
    const list = Array.from({ length: 500 }, (_, i) => `allowed-${i}.example.org`).sort();
    await saveSettings({ ...allowed, allowedSites: list });
    expect((await loadSettings()).allowedSites).toEqual(list);
    expect(areas.sync.allowedSites2).toBeDefined();
  });
});

describe("frames", () => {
  it("run where both their own site and the page's are on, or their own where the page's is unknown", () => {
    const off = withSiteEnabled(DEFAULT_SETTINGS, "off.org", false);
    expect(isActiveInFrame(off, "widget.net", "page.org")).toBe(true);
    expect(isActiveInFrame(off, "widget.net", "off.org")).toBe(false); // the page switched off
    expect(isActiveInFrame(off, "off.org", "page.org")).toBe(false); // the frame's site switched off
    expect(isActiveInFrame(off, "widget.net", undefined)).toBe(true);
    expect(isActiveInFrame(off, "off.org", undefined)).toBe(false);
    expect(isActiveInFrame({ ...off, enabled: false }, "widget.net", "page.org")).toBe(false);
    // Only on sites I switch on: a third party's frame in an allowed page stays silent.
    const allowed = withSiteEnabled({ ...DEFAULT_SETTINGS, siteMode: "allowed" }, "page.org", true);
    expect(isActiveInFrame(allowed, "page.org", "page.org")).toBe(true);
    expect(isActiveInFrame(allowed, "ads.example", "page.org")).toBe(false);
    expect(isActiveInFrame(allowed, "page.org", "other.org")).toBe(false);
  });
});

describe("the switches", () => {
  it("switches a site off and on again", () => {
    const off = withSiteEnabled(DEFAULT_SETTINGS, "example.org", false);
    expect(isSiteEnabled(off, "example.org")).toBe(false);
    expect(isSiteEnabled(off, "other.org")).toBe(true);
    expect(isSiteEnabled(withSiteEnabled(off, "example.org", true), "example.org")).toBe(true);
  });

  it("the global switch wins over every site", () => {
    expect(isActiveOn(DEFAULT_SETTINGS, "a.org")).toBe(true);
    expect(isActiveOn({ ...DEFAULT_SETTINGS, enabled: false }, "a.org")).toBe(false);
    expect(isActiveOn(withSiteEnabled(DEFAULT_SETTINGS, "a.org", false), "a.org")).toBe(false);
  });
});

describe("following the settings", () => {
  it("applies a change made while the first read is on its way, and not that older read after it", async () => {
    await saveSettings(withSiteEnabled({ ...DEFAULT_SETTINGS }, "a.org", false));
    let release!: () => void;
    holdReads = new Promise((done) => {
      release = done;
    });
    const seen: [on: boolean, first: boolean][] = [];
    const { stop, read } = followSettings((s, first) => seen.push([isSiteEnabled(s, "a.org"), first]));
    // The first read has taken the record (a.org off); the site is switched on before it is back.
    holdReads = undefined;
    await saveSettings(withSiteEnabled({ ...DEFAULT_SETTINGS }, "a.org", true));
    for (const listener of [...changeListeners]) listener({ disabledSites: {} }, "sync");
    await vi.waitFor(() => expect(seen).toEqual([[true, false]]));
    release();
    await read;
    expect(seen).toEqual([[true, false]]);
    stop();
    expect(changeListeners).toHaveLength(0);
  });

  it("applies the first read when nothing changes, marked as the first", async () => {
    await saveSettings(withSiteEnabled({ ...DEFAULT_SETTINGS }, "a.org", false));
    const seen: [on: boolean, first: boolean][] = [];
    const { stop, read } = followSettings((s, first) => seen.push([isSiteEnabled(s, "a.org"), first]));
    await read;
    expect(seen).toEqual([[false, true]]);
    stop();
  });
});
