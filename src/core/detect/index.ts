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
 * the content script, by `loadGrammar` in src/node/grammar.ts for Node callers. The trigger is the
 * probe's (probe/tables.ts): the content script asks the probe before it loads this module, and
 * tests and benchmarks ask it there too.
 *
 * Two stages look beyond citations, each in its own module, run after those above on every text:
 *   quotations  a quoted run of a covered verse's words (quotations/, tables by src/node/quotations.ts)
 *   labels      on a page whose context names a sūrah, its verse labels (page-context.ts, verse-labels.ts)
 */

import { parseVerseKey, sortTargets } from "../dataset/targets.ts";
import type { Target } from "../dataset/types.ts";
import { fold } from "../normalize/index.ts";
import { quranAnchor } from "./context.ts";
import { coverageOf } from "./coverage.ts";
import { DIGIT } from "./digits.ts";
import { dedupe } from "./emit.ts";
import { EventRules } from "./events.ts";
import { headExpression } from "./heads.ts";
import { PageContextReader } from "./page-context.ts";
import { type CompiledQuotations, Quotations } from "./quotations/index.ts";
import { afterHost, type Item } from "./quran.ts";
import type { CompiledGrammar } from "./tables.ts";
import { tailHit, triggerExpression, triggerHits, triggerTailExpression } from "./trigger.ts";
import type { BlockContext, Detector, Reference } from "./types.ts";
import { verseLabels } from "./verse-labels.ts";
import { TextScan } from "./windows.ts";
import { counting, drain, SLICE, type WorkStats } from "./work.ts";

/**
 * The block's context with the references to a covered event (the Battle of Badr) as Quran
 * context, as quotations are: al-Anfāl is the sūrah of Badr, so "After Badr, 8:67–69 came down"
 * cites the Quran with no Quran word. Undefined where `refs` names no event, or the text has no
 * digit, so no citation the first reading could have left for want of context (almost every
 * text): then the text is not read again.
 */
function eventContext(text: string, refs: readonly Reference[], block: BlockContext | undefined) {
  const events = refs.filter((r) => r.targets.some((t) => !parseVerseKey(t))).map((r) => r.start);
  if (!events.length || block?.quranPage || !DIGIT.test(text)) return undefined;
  return { ...block, quoted: [...(block?.quoted ?? []), ...events] };
}

/**
 * The block's context with the quotation stage's references: Quran context where they stand
 * (`quoted`), and context for a lone event name after them (`quotations`, in text order: each
 * version's matcher adds its own).
 */
function withQuotations(block: BlockContext | undefined, quotations: readonly Reference[]): BlockContext {
  return {
    ...block,
    quoted: quotations.map((r) => r.start),
    quotations: [...quotations].sort((a, b) => a.start - b.start),
  };
}

export type { PageInfo } from "./page-context.ts";
export type { CompiledQuotations } from "./quotations/index.ts";

export type { CompiledGrammar } from "./tables.ts";
export type { BlockContext, Detector, Reference } from "./types.ts";
export type { WorkStats } from "./work.ts";
export { newWorkStats, SLICE, totalWork } from "./work.ts";

/** What a detector is made of besides the grammar. */
export interface DetectorParts {
  /** The quotation tables (src/node/quotations.ts); without them, quotations are not looked for. */
  quotations?: CompiledQuotations;
}

/**
 * A detector for the targets in `covered` (verse keys and event ids), reading the tables in
 * `compiled`. References to anything else are read and dropped.
 */
export function createDetector(
  compiled: CompiledGrammar,
  covered: Iterable<Target>,
  parts: DetectorParts = {},
): Detector {
  const coverage = coverageOf(compiled, covered);
  const { keep, surahs, grammar, names, events, languages } = coverage;
  // The trigger is the probe's (probe/tables.ts): the content script's gate and this detector run
  // the same one. Only these two: the probe's other tables (the vocabulary's pruning of redundant
  // words compiles a 5 KB expression) cost a page that loads the detector a fifth of its start.
  const trigger = triggerExpression(coverage);
  const triggerTail = triggerTailExpression(coverage);
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
    if (more.length) block = withQuotations(block, more);
    let refs = yield* citedSteps(text, block, slice);
    const events = eventContext(text, refs, block);
    if (events) refs = yield* citedSteps(text, events, slice);
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
      if (more.length) block = withQuotations(block, more);
      let refs = cited(text, block, stats);
      const events = eventContext(text, refs, block);
      if (events) refs = cited(text, events, stats);
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
    targetsForUrl(url) {
      const s = fold(url.trim()).text;
      const m = hostAtStart.exec(s);
      if (!m) return [];
      const p = afterHost(grammar, s, 0, m[0].length);
      return p ? sortTargets(coveredTargets(p.items)) : [];
    },
  };
}
