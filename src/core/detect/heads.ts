/**
 * Stage 3: heads. One expression finds, in a folded window, every place a reference can start,
 * and says by its capture group what kind of start it is; the window stage then hands each head to
 * the parser for its kind (the dispatch table in windows.ts).
 */
import type { EventRules } from "./events.ts";
import type { Grammar } from "./grammar.ts";
import { AB, AE, alt, LB, LE } from "./patterns.ts";

export type HeadKind =
  | "host"
  | "marker"
  | "markerArabic"
  | "surahWord"
  | "name"
  | "verseWord"
  | "bare"
  | "event";

export interface Heads {
  expression: RegExp;
  /** The kind of head each capture group finds: `kinds[g - 1]` for group g. */
  kinds: HeadKind[];
  /** The event a name found by an "event" head belongs to, by the name as folded. */
  events: Map<string, EventRules>;
}

/**
 * `names` are the covered sūrahs' names that stand alone; `events` the covered events. Two
 * families sit behind one word-boundary check each, so a position inside a word costs one test.
 */
export function headExpression(
  g: Grammar,
  names: { latin: string[]; arabic: string[] },
  events: readonly { rules: EventRules; latin: string[]; arabic: string[] }[],
): Heads {
  const s = g.source;
  const latin: [HeadKind, string][] = [
    ["host", `(?<![./-])(?:https?://)?(?:${s.hosts})/`],
    // "Q 8:9", and "Q VIII:9" (a Roman sūrah, then a separator and a verse).
    [
      "marker",
      `(?:al-?)?(?:${s.markers})${LE}|q(?=\\.?\\s?(?:\\d|[ivxlc]{1,7}(?:\\s?[:.,]|\\s)\\s{0,2}\\d))`,
    ],
    ["surahWord", `(?:${s.surahWords})${LE}`],
    ["name", `(?:[aeu]l[\\s'-]{0,2}'?)?(?:${alt(names.latin)})${LE}`],
    ["verseWord", `(?:${s.verseWords})(?![a-z])`],
  ];
  const arabic: [HeadKind, string][] = [
    ["surahWord", `(?:${s.surahWordsArabic})${AE}`],
    ["name", `(?:ال|ل)?(?:${alt(names.arabic)})${AE}`],
    ["verseWord", `(?:${s.verseWordsArabic})${AE}`],
    ["markerArabic", `(?:${s.markersArabic})${AE}`],
  ];
  const eventsByName = new Map<string, EventRules>();
  for (const e of events) for (const n of [...e.latin, ...e.arabic]) eventsByName.set(n, e.rules);
  const latinEvents = events.flatMap((e) => e.latin);
  const arabicEvents = events.flatMap((e) => e.arabic);
  const firstLetters = [...new Set(arabicEvents.map((n) => n.charAt(0)))].join("") || "\\u0000";

  const kinds: HeadKind[] = [];
  const groups = (family: [HeadKind, string][]) =>
    family
      .map(([kind, src]) => {
        kinds.push(kind);
        return `(${src})`;
      })
      .join("|");
  const latinGroups = groups(latin);
  const arabicGroups = groups(arabic);
  const bareGroup = groups([["bare", `(?<![\\w.:/-])[1-9]\\d{0,2}(?:\\s?:\\s?|(?<![;,]\\d{1,3});)[1-9]`]]);
  const latinEventGroup = groups([["event", alt(latinEvents)]]);
  const arabicEventGroup = groups([["event", alt(arabicEvents)]]);
  const expression = new RegExp(
    `${LB}(?:${latinGroups})|(?=[\\u0621-\\u064a])${AB}(?:${arabicGroups})|${bareGroup}|${LB}${latinEventGroup}${LE}|(?=[${firstLetters}])${AB}${arabicEventGroup}(?=ا?${AE})`,
    "g",
  );
  return { expression, kinds, events: eventsByName };
}
