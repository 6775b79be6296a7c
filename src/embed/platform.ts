/**
 * The embed's doorway, in place of src/shared/platform.ts: the build resolves every import of that
 * module to this one for the embed's bundles (build.ts, embedPlatformPlugin). The same names, no
 * extension API: files come from the loader's folder, settings from the site's options
 * (state.ts), the reader's open sections from one key of the site's localStorage, and nothing is
 * sent anywhere. Messages from a toolbar popup or keyboard commands never come: there are none.
 */
import { embedState, OPEN_EVENT, STORAGE_KEY } from "./state.ts";

export type StorageChanges = Record<string, { oldValue?: unknown; newValue?: unknown }>;
export type StorageArea = "sync" | "local";

export function onMessage(
  _listener: (message: unknown, tabId: number | undefined) => Promise<unknown> | undefined,
): () => void {
  return () => undefined;
}

export function isContextAlive(): boolean {
  return embedState()?.running === true;
}

export const ownFiles = {
  resourceUrl(path: string): string {
    return new URL(path, embedState()?.base ?? document.baseURI).href;
  },
  origin(): string {
    return location.origin;
  },
};

/** The settings record (shared/settings.ts reads it as a stored one) the site's options make. */
function settingsRecord(): Record<string, unknown> {
  const options = embedState()?.options ?? {};
  // The stored record's version (shared/settings.ts SETTINGS_VERSION; imported, it would make a
  // circle through this module): a record with none is read as version 1, whose migration would
  // put back the defaults over the site's language. A later version only adds keys' defaults.
  const record: Record<string, unknown> = { settingsVersion: 4 };
  const set = (key: string, value: unknown) => {
    if (value !== undefined) record[key] = value;
  };
  set("openOn", options.trigger);
  set("hoverDelayMs", options.delay);
  set("theme", options.theme);
  set("textSize", options.textSize);
  set("language", options.language);
  set("translation", options.translation);
  return record;
}

function pick(record: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => k in record).map((k) => [k, record[k]]));
}

export const platform = {
  async settingsArea(): Promise<StorageArea> {
    return "local";
  },
  async readSettingsRecord(keys: string[]): Promise<{ area: StorageArea; record: Record<string, unknown> }> {
    return { area: "local", record: pick(settingsRecord(), keys) };
  },
  async readStorage(_area: StorageArea, keys: string[]): Promise<Record<string, unknown>> {
    return pick(settingsRecord(), keys);
  },
  /** `init` with new options: every key may have changed. */
  onStorageChanged(listener: (changes: StorageChanges, area: StorageArea) => void): () => void {
    const state = embedState();
    if (!state) return () => undefined;
    const heard = () => listener({ openOn: {}, settingsVersion: {} }, "local");
    state.listeners.add(heard);
    return () => state.listeners.delete(heard);
  },
  onMessage,
  async sendToBackground(_message: unknown): Promise<unknown> {
    return undefined;
  },
  isContextAlive,
};

/** The extension's pages' API: an embed has none of those pages. */
export const extensionPages = {
  async writeStorage(): Promise<void> {
    throw new Error("the embed stores no settings");
  },
  async removeStorage(): Promise<void> {
    throw new Error("the embed stores no settings");
  },
};

export function reachableByScripting(): boolean {
  return true;
}

export function uiLanguage(): string {
  return navigator.language;
}

export function readerLanguages(): readonly string[] {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return languages.filter((l): l is string => typeof l === "string" && l !== "");
}

/** The elements the site asked Badr Lens to leave alone (a CSS selector), if any. */
export function skipSelector(): string | undefined {
  return embedState()?.options.exclude;
}

/** A popover opened: the site hears of it as a DOM event, if it asked (nothing is sent anywhere). */
export function announceOpen(targets: readonly string[]): void {
  if (embedState()?.options.events === false) return;
  document.dispatchEvent(new CustomEvent(OPEN_EVENT, { detail: { targets: [...targets] } }));
}

/** The reader's own choices, under one key of the site's localStorage; memory where it is refused. */
const memory: Record<string, unknown> = {};
function readStored(): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return memory;
  }
}

export const sessionStore = {
  async read(key: string): Promise<unknown> {
    return readStored()[key] ?? memory[key];
  },
  async write(key: string, value: unknown): Promise<void> {
    memory[key] = value;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readStored(), [key]: value }));
    } catch {
      // Storage refused (a sandbox, a full quota): the choice lasts until the page goes.
    }
  },
};
