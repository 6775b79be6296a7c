/**
 * The ranges the settings accept, in a module of their own so that the embed's loader, which
 * checks a site's options against them, does not carry the settings' code (settings.ts
 * re-exports them).
 */

/** Any whole number of px in [MIN, MAX] is accepted; 15 px is the popover's own default. */
export const TEXT_SIZE_MIN = 12;
export const TEXT_SIZE_MAX = 24;
export const DEFAULT_TEXT_SIZE = 15;
export const HOVER_DELAY_MAX_MS = 5000;
