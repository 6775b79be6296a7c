/**
 * User settings, stored in storage.local. Pure helpers plus the load/save/watch trio that goes
 * through platform.ts.
 */
import { platform } from "./platform.ts";

export type OpenMode = "hover" | "click";
export type ThemeChoice = "auto" | "light" | "dark";

export interface Settings {
  /** Hostnames where Badr Lens is switched off. */
  disabledSites: string[];
  openOn: OpenMode;
  /** Hover intent: how long the pointer rests on a reference before the popover opens. */
  hoverDelayMs: number;
  theme: ThemeChoice;
  /**
   * Text size in the popover, in CSS px; every length in the popover scales with it. Optional, and
   * absent until the user picks one, so settings stored before it existed compare equal to the
   * defaults; read it through textSizeOf().
   */
  textSize?: number;
}

/** Any whole number of px in [MIN, MAX] is accepted; 15 px is the popover's own default. */
export const TEXT_SIZE_MIN = 12;
export const TEXT_SIZE_MAX = 24;
export const DEFAULT_TEXT_SIZE = 15;

export function textSizeOf(settings: Settings): number {
  return settings.textSize ?? DEFAULT_TEXT_SIZE;
}

export const DEFAULT_SETTINGS: Settings = {
  disabledSites: [],
  openOn: "hover",
  hoverDelayMs: 300,
  theme: "auto",
};

const KEYS = [...Object.keys(DEFAULT_SETTINGS), "textSize"] as (keyof Settings)[];

/** Keeps what is valid in a stored value and falls back to defaults for the rest. */
export function coerceSettings(stored: Record<string, unknown>): Settings {
  const out: Settings = { ...DEFAULT_SETTINGS };
  const sites = stored.disabledSites;
  if (Array.isArray(sites)) out.disabledSites = sites.filter((s): s is string => typeof s === "string");
  if (stored.openOn === "hover" || stored.openOn === "click") out.openOn = stored.openOn;
  const delay = stored.hoverDelayMs;
  if (typeof delay === "number" && Number.isFinite(delay) && delay >= 0 && delay <= 5000)
    out.hoverDelayMs = delay;
  if (stored.theme === "auto" || stored.theme === "light" || stored.theme === "dark")
    out.theme = stored.theme;
  const size = stored.textSize;
  if (typeof size === "number" && Number.isInteger(size) && size >= TEXT_SIZE_MIN && size <= TEXT_SIZE_MAX)
    out.textSize = size;
  return out;
}

export function isSiteEnabled(settings: Settings, host: string): boolean {
  return !settings.disabledSites.includes(host);
}

export function withSiteEnabled(settings: Settings, host: string, enabled: boolean): Settings {
  const others = settings.disabledSites.filter((s) => s !== host);
  return { ...settings, disabledSites: enabled ? others : [...others, host].sort() };
}

export async function loadSettings(): Promise<Settings> {
  return coerceSettings(await platform.readLocal(KEYS));
}

export async function saveSettings(settings: Settings): Promise<void> {
  await platform.writeLocal({ ...settings });
}

/** Calls `listener` with fresh settings whenever any of ours change; returns the unsubscribe. */
export function watchSettings(listener: (settings: Settings) => void): () => void {
  return platform.onLocalChanged((changes) => {
    if (KEYS.some((k) => k in changes)) void loadSettings().then(listener);
  });
}
