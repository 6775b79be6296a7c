/**
 * User settings. They live in storage.sync, so they follow the reader's browser account, or in
 * storage.local where sync is unavailable (platform.settingsArea decides). The stored record is
 * flat, one key a setting, with `settingsVersion`; records of older versions are upgraded by
 * MIGRATIONS on first read. Pure helpers, then the load/save/watch trio that goes through
 * platform.ts.
 */
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from "../core/dataset/translation-languages.ts";
import { INTERFACE_LANGUAGES, type Language } from "./languages.ts";
import { extensionPages, platform, type StorageArea } from "./platform.ts";
import { DEFAULT_TEXT_SIZE, HOVER_DELAY_MAX_MS, TEXT_SIZE_MAX, TEXT_SIZE_MIN } from "./setting-limits.ts";

export type OpenMode = "hover" | "click";
export type ThemeChoice = "auto" | "light" | "dark";
/** The interface's language: "auto" follows the reader's, else the browser's (src/shared/languages.ts). */
export type LanguageChoice = "auto" | Language;
/** The verse translation's language: "auto" follows the reader's languages (src/core/dataset/translation-languages.ts). */
export type TranslationChoice = "auto" | TranslationLanguage;

/**
 * Where Badr Lens starts: "all" on every site but those switched off; "allowed" only on the sites
 * the reader switched on, and elsewhere not at all (nothing marked, nothing a page could observe)
 * until the reader asks from the toolbar popup, a command or the context menu (SECURITY.md).
 */
export type SiteMode = "all" | "allowed";

export interface Settings {
  /** The global switch: false stops Badr Lens on every site, whatever the site lists say. */
  enabled: boolean;
  siteMode: SiteMode;
  /** Hostnames where Badr Lens is switched off (siteMode "all"). */
  disabledSites: string[];
  /** Hostnames where Badr Lens is switched on (siteMode "allowed"). */
  allowedSites: string[];
  openOn: OpenMode;
  /** Hover intent: how long the pointer rests on a reference before the popover opens. */
  hoverDelayMs: number;
  theme: ThemeChoice;
  /**
   * Text size in the popover, in CSS px; every length in the popover scales with it. Optional, and
   * absent until the user picks one, so a record stored before it existed reads as the defaults;
   * read it through textSizeOf().
   */
  textSize?: number;
  /** Show the verse in Arabic in the popover. */
  showArabic: boolean;
  /** Show the verse's English translation in the popover. */
  showTranslation: boolean;
  language: LanguageChoice;
  /** Which translation the popover shows beside the Arabic. */
  translation: TranslationChoice;
}

export { DEFAULT_TEXT_SIZE, HOVER_DELAY_MAX_MS, TEXT_SIZE_MAX, TEXT_SIZE_MIN } from "./setting-limits.ts";

export function textSizeOf(settings: Settings): number {
  return settings.textSize ?? DEFAULT_TEXT_SIZE;
}

export const DEFAULT_SETTINGS: Settings = {
  enabled: true,
  siteMode: "all",
  disabledSites: [],
  allowedSites: [],
  openOn: "hover",
  hoverDelayMs: 300,
  theme: "auto",
  showArabic: true,
  showTranslation: true,
  language: "auto",
  translation: "auto",
};

/** The stored record's own version; a record without one is version 1 (see MIGRATIONS). */
export const VERSION_KEY = "settingsVersion";
export const SETTINGS_VERSION = 4;

type Stored = Record<string, unknown>;

/**
 * MIGRATIONS[n - 1] turns a record of version n into one of version n + 1. Every shape ever
 * stored must upgrade to today's without losing a value (tests/unit/shared/settings.test.ts holds
 * one record of each).
 *
 * Version 1 had no version key and lived in storage.local: disabledSites, openOn, hoverDelayMs,
 * theme, and from the popover's text-size option on, textSize. loadSettings moves it to the
 * settings area; the migration adds what version 2 brought, with the values that keep Badr Lens
 * behaving as before. Version 3 added the translation's language; "auto" picks the reader's own,
 * which for an English reader is the English translation shown before. Version 4 added the site
 * mode; "all" is how every earlier version ran.
 */
export const MIGRATIONS: readonly ((stored: Stored) => Stored)[] = [
  (v1) => ({ ...v1, enabled: true, showArabic: true, showTranslation: true, language: "auto" }),
  (v2) => ({ ...v2, translation: "auto" }),
  (v3) => ({ ...v3, siteMode: "all", allowedSites: [] }),
];

/** The keys version 1 stored in storage.local, read once to move them. */
const V1_KEYS = ["disabledSites", "openOn", "hoverDelayMs", "theme", "textSize"];

/**
 * storage.sync takes at most 8,192 bytes an item (its key and its value as JSON) and 102,400 in all,
 * in both browsers. Each list of sites is stored in as many items as it needs: `disabledSites`, then
 * `disabledSites2` … `disabledSites13` (and the same for `allowedSites`), each within
 * SITES_ITEM_BYTES; thirteen items fill the whole area, so no list that fits the area is refused
 * for its shape. A save past the area's total is refused by the browser, and saveSettings rejects
 * with SettingsSaveError.
 */
export const SITES_ITEM_BYTES = 8_000;
const SITE_LISTS = ["disabledSites", "allowedSites"] as const;
type SiteList = (typeof SITE_LISTS)[number];
const ITEMS_A_LIST = 13;
/** The storage keys of a list of sites, in order. */
export function siteKeys(list: SiteList): string[] {
  return [list, ...Array.from({ length: ITEMS_A_LIST - 1 }, (_, i) => `${list}${i + 2}`)];
}
const KEYS: string[] = [
  ...new Set([...Object.keys(DEFAULT_SETTINGS), "textSize", ...SITE_LISTS.flatMap(siteKeys)]),
];

const utf8 = new TextEncoder();

/** `sites` cut into runs whose JSON, with the longest key, fits SITES_ITEM_BYTES. */
export function splitSites(sites: readonly string[]): string[][] {
  const room = SITES_ITEM_BYTES - utf8.encode(siteKeys("disabledSites").at(-1)!).length - 2; // "[" and "]"
  const chunks: string[][] = [[]];
  let used = 0;
  for (const site of sites) {
    const size = utf8.encode(JSON.stringify(site)).length + 1; // and its comma
    if (used + size > room && chunks.at(-1)!.length > 0) {
      chunks.push([]);
      used = 0;
    }
    chunks.at(-1)!.push(site);
    used += size;
  }
  return chunks;
}

/** A stored list, put back together from its items (a record of one item reads as before). */
function joinSites(stored: Stored, list: SiteList): unknown {
  const [key, ...more] = siteKeys(list);
  const first = stored[key!];
  if (!Array.isArray(first)) return first;
  return [...first, ...more.flatMap((k) => (Array.isArray(stored[k]) ? (stored[k] as unknown[]) : []))];
}

/** A save the browser refused (most often: past storage.sync's quota); `reason` is its message. */
export class SettingsSaveError extends Error {
  constructor(readonly reason: string) {
    super(`settings not saved: ${reason}`);
    this.name = "SettingsSaveError";
  }
}

/** Upgrades `stored` (of version `from`) to SETTINGS_VERSION. A record from a newer version is left as it is. */
export function upgradeStored(stored: Stored, from: number): Stored {
  let record = { ...stored };
  for (let version = Math.max(1, from); version < SETTINGS_VERSION; version++) {
    const migrate = MIGRATIONS[version - 1];
    if (migrate) record = migrate(record);
  }
  return { ...record, [VERSION_KEY]: Math.max(from, SETTINGS_VERSION) };
}

export function storedVersion(stored: Stored): number {
  const v = stored[VERSION_KEY];
  return typeof v === "number" && Number.isInteger(v) && v >= 1 ? v : 1;
}

const isBoolean = (v: unknown): v is boolean => typeof v === "boolean";
const oneOf =
  <T extends string>(...values: T[]) =>
  (v: unknown): v is T =>
    values.includes(v as T);
const CHECKS: { [K in keyof Settings]-?: (v: unknown) => boolean } = {
  enabled: isBoolean,
  siteMode: oneOf("all", "allowed"),
  disabledSites: (v) => Array.isArray(v) && v.every((s) => typeof s === "string"),
  allowedSites: (v) => Array.isArray(v) && v.every((s) => typeof s === "string"),
  openOn: oneOf("hover", "click"),
  hoverDelayMs: (v) => typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= HOVER_DELAY_MAX_MS,
  theme: oneOf("auto", "light", "dark"),
  textSize: (v) => typeof v === "number" && Number.isInteger(v) && v >= TEXT_SIZE_MIN && v <= TEXT_SIZE_MAX,
  showArabic: isBoolean,
  showTranslation: isBoolean,
  language: oneOf<LanguageChoice>("auto", ...INTERFACE_LANGUAGES),
  translation: oneOf<TranslationChoice>("auto", ...TRANSLATION_LANGUAGES),
};

/**
 * Keeps what is valid in a stored record and falls back to the default for the rest. A value
 * present but of the wrong type or out of range goes to `onInvalid` (absent values are simply
 * defaults); a list of sites keeps its strings.
 */
export function coerceSettings(
  record: Stored,
  onInvalid: (key: string, value: unknown) => void = () => undefined,
): Settings {
  const stored: Stored = {
    ...record,
    disabledSites: joinSites(record, "disabledSites"),
    allowedSites: joinSites(record, "allowedSites"),
  };
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(CHECKS) as (keyof Settings)[]) {
    const value = stored[key];
    if (value === undefined) continue;
    if (CHECKS[key](value)) out[key] = value;
    else onInvalid(key, value);
  }
  // A list of sites keeps its names even beside a bad item; a copy either way, never the caller's.
  for (const list of SITE_LISTS) {
    const sites = stored[list];
    if (Array.isArray(sites)) out[list] = sites.filter((s): s is string => typeof s === "string");
  }
  return out as unknown as Settings;
}

/** Whether the site's own switch is on: off-listed in mode "all", allowed in mode "allowed". */
export function isSiteEnabled(settings: Settings, host: string): boolean {
  return settings.siteMode === "allowed"
    ? settings.allowedSites.includes(host)
    : !settings.disabledSites.includes(host);
}

/** Whether Badr Lens runs on `host`: switched on globally and not off for the site. */
export function isActiveOn(settings: Settings, host: string): boolean {
  return settings.enabled && isSiteEnabled(settings, host);
}

/**
 * Whether Badr Lens runs in a frame of site `own` shown in a page of site `top` (undefined where
 * the frame cannot know it): both sites' switches must be on (src/content/gate/site.ts says why).
 */
export function isActiveInFrame(settings: Settings, own: string, top: string | undefined): boolean {
  return isActiveOn(settings, own) && (top === undefined || top === own || isSiteEnabled(settings, top));
}

/** The settings with the site's switch set, in the list the site mode reads. */
export function withSiteEnabled(settings: Settings, host: string, enabled: boolean): Settings {
  const list: SiteList = settings.siteMode === "allowed" ? "allowedSites" : "disabledSites";
  const listed = list === "allowedSites" ? enabled : !enabled;
  const others = settings[list].filter((s) => s !== host);
  return { ...settings, [list]: listed ? [...others, host].sort() : others };
}

/** What this context already told the console: a page's console hears of each problem once. */
const reported = new Set<string>();

function report(problem: string): void {
  if (reported.has(problem)) return;
  reported.add(problem);
  console.warn(`Badr Lens: ${problem}; using the default.`);
}

const reportInvalid = (key: string, value: unknown) =>
  report(`invalid setting ${key}=${JSON.stringify(value)}`);

/**
 * Reads the settings. Never rejects: with storage unreadable, the defaults apply.
 *
 * Until the background has written an older record back upgraded (migrateSettings), a version-1
 * record is read where it is, merged under anything already in the settings area, and upgraded
 * in memory by the same MIGRATIONS, so every context reads what the background will write.
 */
export async function loadSettings(): Promise<Settings> {
  try {
    const { area, record: stored } = await platform.readSettingsRecord([...KEYS, VERSION_KEY]);
    let record = stored;
    if (!(VERSION_KEY in record) && area !== "local")
      record = { ...(await platform.readStorage("local", V1_KEYS)), ...record };
    return coerceSettings(upgradeStored(record, storedVersion(record)), reportInvalid);
  } catch (error) {
    report(`settings unreadable (${error})`);
    return { ...DEFAULT_SETTINGS };
  }
}

/**
 * Writes an older record back upgraded through MIGRATIONS, moving a version-1 record out of
 * storage.local. The background runs it on install and update.
 */
export async function migrateSettings(): Promise<void> {
  const area = await platform.settingsArea();
  const record = await platform.readStorage(area, [...KEYS, VERSION_KEY]);
  const version = storedVersion(record);
  if (version >= SETTINGS_VERSION) return;
  // Values written to the settings area before the upgrade (another context's save) win.
  const legacy = area === "local" ? {} : await platform.readStorage("local", V1_KEYS);
  await extensionPages.writeStorage(area, upgradeStored({ ...legacy, ...record }, version));
  if (area !== "local") await extensionPages.removeStorage("local", V1_KEYS);
}

/**
 * Writes the settings, the list of sites in as many items as it needs. Rejects with
 * SettingsSaveError when the browser refuses (the caller shows it: a switch that seems to work but
 * is not kept is worse than an error).
 */
export async function saveSettings(settings: Settings): Promise<void> {
  const area = await platform.settingsArea();
  const sites: Record<string, string[]> = {};
  const stale: string[] = settings.textSize === undefined ? ["textSize"] : [];
  for (const list of SITE_LISTS) {
    const keys = siteKeys(list);
    // storage.local has no limit an item: a list stays whole there.
    const chunks = area === "local" ? [settings[list]] : splitSites(settings[list]);
    if (chunks.length > keys.length)
      throw new SettingsSaveError(
        `the list of sites is past storage.sync's quota (${keys.length} items of ${SITES_ITEM_BYTES} bytes)`,
      );
    chunks.forEach((chunk, i) => {
      sites[keys[i]!] = chunk;
    });
    // Items the list no longer needs.
    stale.push(...keys.slice(chunks.length));
  }
  try {
    await extensionPages.writeStorage(area, { ...settings, ...sites, [VERSION_KEY]: SETTINGS_VERSION });
    await extensionPages.removeStorage(area, stale);
  } catch (error) {
    throw new SettingsSaveError(error instanceof Error ? error.message : String(error));
  }
}

/** Calls `listener` with fresh settings whenever any of ours change; returns the unsubscribe. */
export function watchSettings(listener: (settings: Settings) => void): () => void {
  const area = platform.settingsArea();
  return platform.onStorageChanged((changes, changedArea: StorageArea) => {
    if (![...KEYS, VERSION_KEY].some((k) => k in changes)) return;
    void area.then((ours) => {
      if (ours === changedArea) return loadSettings().then(listener);
      return undefined;
    });
  });
}

/**
 * Calls `apply` with the settings (`first`: the first read) and again with each change. The watch
 * begins before the read: a change made while the read is on its way (a site switched on just
 * after the page loaded) would otherwise reach no one, and the page would stay as it was. `read`
 * settles once the first settings are applied; `stop` ends the watch.
 */
export function followSettings(apply: (settings: Settings, first: boolean) => void): {
  stop: () => void;
  read: Promise<void>;
} {
  let changed = false;
  const stop = watchSettings((next) => {
    changed = true;
    apply(next, false);
  });
  // A change read since is newer than what this read found.
  const read = loadSettings().then((loaded) => {
    if (!changed) apply(loaded, true);
  });
  return { stop, read };
}
