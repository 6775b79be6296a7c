/**
 * The detector's public face. Text in, references out, with UTF-16 offsets into the text given.
 *
 * A call runs in stages, each its own module (the rules themselves are in docs/DETECTION.md):
 *   trigger     one pass over the raw text; most texts stop here (trigger.ts)
 *   paragraphs  the paragraph each hit falls in, found lazily (paragraphs.ts)
 *   context     whether a paragraph establishes a Quran context; an event's context score (context.ts)
 *   heads       where a reference can start in a folded window, and what kind of start (heads.ts)
 *   parse       the reference from its head: Quran references (quran.ts), events (events.ts)
 *   emit        one reference per sūrah run, covered targets only, original offsets (emit.ts)
 * windows.ts runs them over a text. The tables come compiled (`CompiledGrammar`): by the build for
 * the content script, by `loadGrammar` in src/node/grammar.ts for Node callers.
 *
 * Two stages look beyond citations, each in its own module, run after those above on every text:
 *   quotations  a quoted run of a covered verse's words (quotations/, tables by src/node/quotations.ts)
 *   labels      on a page whose context names a sūrah, its verse labels (page-context.ts, verse-labels.ts)
 */

import { sortTargets } from "../dataset/targets.ts";
import type { Target } from "../dataset/types.ts";
import { fold } from "../normalize/index.ts";
import { quranAnchor } from "./context.ts";
import { dedupe } from "./emit.ts";
import { EventRules } from "./events.ts";
import { liveGrammar } from "./grammar.ts";
import { headExpression } from "./heads.ts";
import { LanguageForms } from "./languages.ts";
import { PageContextReader, type PageInfo } from "./page-context.ts";
import { type CompiledQuotations, Quotations } from "./quotations/index.ts";
import type { ProbeTables } from "./quotations/probe.ts";
import { afterHost, type Item } from "./quran.ts";
import type { CompiledGrammar } from "./tables.ts";
import {
  type Covering,
  surahNumberExpression,
  tailHit,
  triggerExpression,
  triggerHits,
  triggerNumbersExpression,
  triggerTailExpression,
  triggerWordsExpression,
  vocabularyExpression,
} from "./trigger.ts";
import type { BlockContext, Reference } from "./types.ts";
import { verseLabels } from "./verse-labels.ts";
import { TextScan } from "./windows.ts";
import { counting, drain, SLICE, type WorkStats } from "./work.ts";

export type { PageInfo } from "./page-context.ts";
export type { CompiledQuotations } from "./quotations/index.ts";

export type { CompiledGrammar } from "./tables.ts";
export type { BlockContext, Reference } from "./types.ts";
export type { WorkStats } from "./work.ts";
export { newWorkStats, SLICE, totalWork } from "./work.ts";

/** What a detector is made of besides the grammar. */
export interface DetectorParts {
  /** The quotation tables (src/node/quotations.ts); without them, quotations are not looked for. */
  quotations?: CompiledQuotations;
}

export interface Detector {
  /** `stats`, for tests only, receives counts of the steps taken (see work.ts). */
  find(text: string, context?: BlockContext, stats?: WorkStats): Reference[];
  /**
   * `find` in steps, for callers that must not block (the content script's scheduler): yields
   * between steps that each read at most `slice` units of the text afresh in a raw pass (trigger,
   * paragraph breaks, quotation probe and words, ornaments) or parse one window of at most 16 K
   * units and its margins; returns what `find` returns (docs/DETECTION.md, "Slices"). `stats`
   * counts only the work done inside the steps.
   */
  steps(
    text: string,
    context?: BlockContext,
    stats?: WorkStats,
    slice?: number,
  ): Generator<void, Reference[]>;
  /** Covered targets a link's URL points at (quran.com verse pages), or [] when none. */
  targetsForUrl(url: string): Target[];
  /** False only when `text` cannot contain a covered reference: the trigger, then the quotation probe. */
  mightContainReference(text: string): boolean;
  /**
   * False only when no reference in `text` can count, whatever its numbers: nothing in it names
   * the Quran, a sūrah, an āyah, tafsir or a covered sūrah, nor the covered events. A bare "8:9"
   * counts only beside such a word (or a verse link), so a page whose text has trigger hits
   * (section numbers) but none of these words needs no block-by-block scan. One pass of one
   * expression over raw text; it errs towards true.
   */
  mightHaveVocabulary(text: string): boolean;
  /** The trigger expression itself, for benchmarks that compare against it, and for the build,
   * which ships it (with `vocabulary`) as the content script's probe (src/content/gate/page-probe.ts). */
  readonly trigger: RegExp;
  /** The trigger's hit at the very end of a text, which the trigger cannot see (trigger.ts). */
  readonly triggerTail: RegExp;
  /** The vocabulary probe's expression (mightHaveVocabulary). */
  readonly vocabulary: RegExp;
  /**
   * Links that may point at a covered verse whatever their text: a substring test per host of the
   * grammar's table, so a host added there is never skipped by the page's quick check. It errs
   * towards true ("quran.com/" also matches "www.quran.com/"): targetsForUrl decides.
   */
  readonly verseLinkSelector: string;
  /** The quotation probe's tables, shipped to the content script with the trigger; null without quotations. */
  readonly quotationProbe: ProbeTables | null;
  /** False only when `text` holds no quotation that counts: a sampled pass (quotations/probe.ts). */
  mightContainQuotation(text: string): boolean;
  /** The sūrah a page shows by its title, heading or address, or 0 (page-context.ts). */
  pageSurah(page: PageInfo): number;
  /** Whether a page's title, heading or address may name a sūrah (errs towards true). */
  mightBeQuranPage(page: PageInfo): boolean;
}

/**
 * A detector for the targets in `covered` (verse keys and event ids), reading the tables in
 * `compiled`. References to anything else are read and dropped.
 */
/** What createDetector makes: a Detector, and what the build takes from it for content.js. */
export interface BuiltDetector extends Detector {
  /**
   * The trigger's words alone: with no digit in a text, the trigger hits only where this does
   * (content.js's first look, src/content/loader/first-look.ts).
   */
  readonly triggerWords: RegExp;
  /** The trigger's numbers without its sūrah-word look-behind (trigger.ts triggerNumbersExpression). */
  readonly triggerNumbers: RegExp;
  /** A covered sūrah's number standing alone, in any digit script (surahNumberExpression). */
  readonly surahNumber: RegExp;
  /**
   * Makes every expression the detector otherwise makes on first use (the languages' templates),
   * so that the build meets a malformed one rather than a page.
   */
  compileAll(): void;
}

export function createDetector(
  compiled: CompiledGrammar,
  covered: Iterable<Target>,
  parts: DetectorParts = {},
): BuiltDetector {
  const keep = new Set(covered);
  const surahs = new Set<number>();
  for (const t of keep) {
    const m = /^(\d{1,3}):\d{1,3}$/.exec(t);
    if (m) surahs.add(Number(m[1]));
  }
  const grammar = liveGrammar(compiled);
  const names = grammar.bareNames(surahs);
  const events = compiled.events.filter((e) => keep.has(e.id));
  const coreNames = new Map<number, string[]>();
  for (const n of surahs) coreNames.set(n, compiled.surahAliases[String(n)] ?? []);
  const languages = new LanguageForms(compiled.languages, {
    surahs,
    events: new Set(events.map((e) => e.id)),
    coreNames,
  });
  const covering: Covering = { surahs, names, events, languages, romanAfter: compiled.source.romanAfter };
  const trigger = triggerExpression(covering);
  const triggerTail = triggerTailExpression(covering);
  const triggerWords = triggerWordsExpression(covering);
  const vocabulary = vocabularyExpression(compiled.source, covering);
  const heads = headExpression(
    grammar,
    names,
    events.map((e) => ({
      rules: new EventRules(e),
      latin: e.names.latin,
      arabic: [...e.names.arabic, ...e.alone],
    })),
  );
  const hostAtStart = new RegExp(`^(?:https?://)?(?:${compiled.source.hosts})/`);

  function coveredTargets(items: readonly Item[]): Target[] {
    const out: Target[] = [];
    for (const it of items) {
      // No verse of an uncovered sūrah is a target; "2:1-286" need not spell 286 keys to say so.
      if (!surahs.has(it.surah)) continue;
      for (let v = it.from; v <= it.to; v++) {
        const k = `${it.surah}:${v}`;
        if (keep.has(k)) out.push(k);
      }
    }
    return out;
  }
  const stages = {
    grammar,
    heads,
    anchor: quranAnchor(grammar, names, languages.anchorWords),
    covered: coveredTargets,
    languages,
  };
  const quotations = parts.quotations ? new Quotations(parts.quotations, keep) : null;
  const pages = new PageContextReader(grammar);
  const has = (t: Target) => keep.has(t);

  /** References by citation: trigger, windows, heads and parsers. */
  function cited(text: string, context: BlockContext | undefined, stats: WorkStats | undefined): Reference[] {
    trigger.lastIndex = 0;
    const first = trigger.exec(text)?.index ?? tailHit(triggerTail, text);
    if (first < 0) return [];
    if (!stats) return drain(citedSteps(text, context, Number.POSITIVE_INFINITY, first));
    counting.stats = stats;
    try {
      return drain(citedSteps(text, context, Number.POSITIVE_INFINITY, first));
    } finally {
      counting.stats = null;
    }
  }

  /** `cited` in steps of at most `slice` units of trigger reading or one window of parsing. */
  function* citedSteps(
    text: string,
    context: BlockContext | undefined,
    slice: number,
    from = 0,
  ): Generator<void, Reference[]> {
    return yield* new TextScan(stages, text, context).read(
      triggerHits(trigger, triggerTail, text, slice, from),
    );
  }

  /** Every stage of `find`, yielding between bounded steps (Detector.steps). */
  function* all(
    text: string,
    context: BlockContext | undefined,
    slice: number,
  ): Generator<void, Reference[]> {
    const surah = context?.page ? pages.surahOf(context.page) : 0;
    // Quotations first: a quoted covered verse is Quran context for the citations after it.
    const more: Reference[] = [];
    if (quotations) yield* quotations.steps(text, more, slice);
    let block = surah ? { ...context, quranPage: true } : context;
    if (more.length) block = { ...block, quoted: more.map((r) => r.start) };
    const refs = yield* citedSteps(text, block, slice);
    if (surah && surahs.has(surah))
      yield* verseLabels(text, surah, grammar.verseCount[surah - 1]!, has, more, slice);
    return more.length ? dedupe([...refs, ...more]) : refs;
  }

  return {
    find(text, context, stats) {
      const surah = context?.page ? pages.surahOf(context.page) : 0;
      const more: Reference[] = [];
      if (quotations) {
        // Counted like the citations' stages, so that the step-count tests see the probe's reads.
        counting.stats = stats ?? null;
        try {
          quotations.find(text, more);
        } finally {
          counting.stats = null;
        }
      }
      let block = surah ? { ...context, quranPage: true } : context;
      if (more.length) block = { ...block, quoted: more.map((r) => r.start) };
      const refs = cited(text, block, stats);
      if (surah && surahs.has(surah))
        drain(verseLabels(text, surah, grammar.verseCount[surah - 1]!, has, more));
      return more.length ? dedupe([...refs, ...more]) : refs;
    },
    *steps(text, context, stats, slice = SLICE) {
      // A text no longer than a slice is one step: most blocks of a page, which then cost no more
      // than `find` (no stage's generator made for them).
      if (text.length <= slice) return this.find(text, context, stats);
      const inner = all(text, context, slice);
      for (;;) {
        counting.stats = stats ?? null;
        let r: IteratorResult<void, Reference[]>;
        try {
          r = inner.next();
        } finally {
          counting.stats = null;
        }
        if (r.done) return r.value;
        yield;
      }
    },
    quotationProbe: parts.quotations?.probe ?? null,
    mightContainQuotation(text) {
      return quotations?.probe.test(text) === true;
    },
    pageSurah(page) {
      return pages.surahOf(page);
    },
    mightBeQuranPage(page) {
      return pages.surahOf(page) > 0;
    },
    trigger,
    triggerTail,
    triggerWords,
    triggerNumbers: triggerNumbersExpression(covering),
    surahNumber: surahNumberExpression(covering),
    compileAll: () => languages.compileAll(),
    vocabulary,
    // A subdomain of a listed host adds nothing to a substring match ("www.quran.com/" holds
    // "quran.com/"), and each alternative is one more test of every link on the page.
    verseLinkSelector: compiled.linkHosts
      .filter((host) => !compiled.linkHosts.some((other) => host.endsWith(`.${other}`)))
      .map((host) => `a[href*="${host}/"]`)
      .join(", "),
    mightContainReference(text) {
      trigger.lastIndex = 0;
      return trigger.test(text) || tailHit(triggerTail, text) >= 0 || quotations?.probe.test(text) === true;
    },
    mightHaveVocabulary(text) {
      // A quotation counts with no word of the Quran near it.
      return vocabulary.test(text) || quotations?.probe.test(text) === true;
    },
    targetsForUrl(url) {
      const s = fold(url.trim()).text;
      const m = hostAtStart.exec(s);
      if (!m) return [];
      const p = afterHost(grammar, s, 0, m[0].length);
      return p ? sortTargets(coveredTargets(p.items)) : [];
    },
  };
}
