/**
 * The embed's options: from the script tag's data-* attributes, or given to BadrLens.init. Each is
 * checked here; a value that is not understood is named on the console and left out, so the
 * default holds (docs/EMBED.md lists them).
 */
import { HOVER_DELAY_MAX_MS, TEXT_SIZE_MAX, TEXT_SIZE_MIN } from "../shared/setting-limits.ts";
import type { EmbedOptions } from "./state.ts";

const ATTRIBUTE_PREFIX = "data-badr-lens-";

type Check = (value: unknown) => unknown;

const oneOf =
  (...values: string[]): Check =>
  (v) =>
    typeof v === "string" && values.includes(v) ? v : undefined;
const wholeNumber =
  (min: number, max: number): Check =>
  (v) => {
    const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
    return typeof n === "number" && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  };
const language: Check = (v) => (typeof v === "string" && /^(auto|[a-z]{2,3})$/.test(v) ? v : undefined);
const selector: Check = (v) => {
  if (typeof v !== "string" || v.trim() === "") return undefined;
  try {
    document.createDocumentFragment().querySelector(v);
    return v;
  } catch {
    return undefined;
  }
};
const flag: Check = (v) => (v === true || v === "on" ? true : v === false || v === "off" ? false : undefined);

const CHECKS: { [K in keyof EmbedOptions]-?: Check } = {
  trigger: oneOf("hover", "click"),
  delay: wholeNumber(0, HOVER_DELAY_MAX_MS),
  theme: oneOf("auto", "light", "dark"),
  textSize: wholeNumber(TEXT_SIZE_MIN, TEXT_SIZE_MAX),
  translation: language,
  language,
  exclude: selector,
  events: flag,
};

/**
 * The attribute that names each option (textSize is data-badr-lens-text-size), written out: the
 * loader reads them on every page the embed is on, where deriving them with an expression was most
 * of what reading the tag cost a page that had run no script before.
 */
const ATTRIBUTES: { [K in keyof EmbedOptions]-?: string } = {
  trigger: `${ATTRIBUTE_PREFIX}trigger`,
  delay: `${ATTRIBUTE_PREFIX}delay`,
  theme: `${ATTRIBUTE_PREFIX}theme`,
  textSize: `${ATTRIBUTE_PREFIX}text-size`,
  translation: `${ATTRIBUTE_PREFIX}translation`,
  language: `${ATTRIBUTE_PREFIX}language`,
  exclude: `${ATTRIBUTE_PREFIX}exclude`,
  events: `${ATTRIBUTE_PREFIX}events`,
};

/** The options `given` states, checked; anything else is reported and left out. */
export function checkOptions(given: Record<string, unknown>): EmbedOptions {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(given)) {
    const check = CHECKS[key as keyof EmbedOptions];
    const checked = check?.(value);
    if (checked === undefined)
      console.warn(`Badr Lens: option ${key}=${JSON.stringify(value)} not understood; ignored`);
    else out[key] = checked;
  }
  return out as EmbedOptions;
}

/** The options written on the script tag. */
export function optionsFromAttributes(script: Element | null): EmbedOptions {
  if (!script) return {};
  const given: Record<string, unknown> = {};
  let any = false;
  for (const [key, name] of Object.entries(ATTRIBUTES)) {
    const value = script.getAttribute(name);
    if (value === null) continue;
    given[key] = value;
    any = true;
  }
  return any ? checkOptions(given) : {};
}

/** `data-badr-lens-manual` on the tag: the site calls BadrLens.init itself. */
export function startsByItself(script: Element | null): boolean {
  return !script?.hasAttribute(`${ATTRIBUTE_PREFIX}manual`);
}
