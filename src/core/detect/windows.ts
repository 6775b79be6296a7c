/**
 * The stages put together for one text: trigger hits are gathered into regions of a paragraph
 * (paragraphs.ts), each region is folded with a margin into a window, the window's heads
 * (heads.ts) are handed to the parser for their kind (the dispatch table below, quran.ts and
 * events.ts), the context rules (context.ts) decide what needs context, and what is found is
 * emitted (emit.ts). docs/DETECTION.md gives the rules.
 */
import type { Folded } from "../normalize/index.ts";
import { toOriginal } from "../normalize/index.ts";
import { foldCounted, TextContext } from "./context.ts";
import { at, skip } from "./cursor.ts";
import { type Covered, dedupe, emitQuran } from "./emit.ts";
import type { EventRules } from "./events.ts";
import type { Grammar } from "./grammar.ts";
import type { HeadKind, Heads } from "./heads.ts";
import { type LanguageForms, languageReference } from "./languages.ts";
import type { Paragraph } from "./paragraphs.ts";
import { Paragraphs } from "./paragraphs.ts";
import {
  afterHost,
  afterMarker,
  afterNameHead,
  afterSurahWordHead,
  afterVerseWord,
  bare,
  bareAllowed,
  type Parsed,
  Walked,
} from "./quran.ts";
import type { Hit } from "./trigger.ts";
import type { BlockContext, Reference } from "./types.ts";
import { counting } from "./work.ts";

/** No reference is longer than this, so a window this far around a hit always holds it whole. */
export const MARGIN = 160;
/** The longest stretch of close hits read as one region (one window). */
const REGION_MAX = 16 * 1024;
/**
 * A capitalised word right after a name: a surname ("Badr Hari", «Бадр Хари»), so a person, not
 * the battle.
 */
const CAPITAL_NEXT = /^[^\S\n]+[A-ZА-ЯЁ]/;
/** How many of the latest references a lone name looks back over for a cited sūrah (#citedScore). */
const CITED_LOOK = 64;
/** How far after a Quran reference a follow-on "and verse 67" still borrows its sūrah. */
const FOLLOW = 1500;

/** What a detector is made of; built once by createDetector. */
export interface Stages {
  grammar: Grammar;
  heads: Heads;
  anchor: RegExp;
  covered: Covered;
  languages: LanguageForms;
}

/**
 * Parses the reference whose head, of the parser's kind, is `head` at [start, end) of the folded
 * window `s` that `scan` is reading; `original` is where the head starts in the text given.
 */
type HeadParser = (
  scan: TextScan,
  s: string,
  start: number,
  end: number,
  head: string,
  original: number,
) => Parsed | null;

export class TextScan {
  readonly #out: Reference[] = [];
  readonly #paragraphs: Paragraphs;
  readonly #context: TextContext;
  /** The sūrah of the last Quran reference, for follow-on verses, its end, and its paragraph. */
  #lastSurah = 0;
  #lastQuranEnd = -1;
  #stateParagraph = -1;
  /** Everything before this offset has been read. */
  #done = 0;
  /** The paragraph of the window being read, and what its heads learnt about its lists. */
  #paragraph: Paragraph = { start: 0, end: 0, previousStart: -1, next: 0 };
  #walked!: Walked;

  readonly #stages: Stages;
  readonly #g: Grammar;
  readonly #text: string;
  readonly #block: BlockContext | undefined;

  constructor(stages: Stages, text: string, block: BlockContext | undefined) {
    this.#stages = stages;
    this.#g = stages.grammar;
    this.#text = text;
    this.#paragraphs = new Paragraphs(text);
    this.#context = new TextContext(text, stages.anchor, block);
    this.#block = block;
  }

  /** The parser for each kind of head but events (see #event): one table for every scan. */
  static readonly #parsers: Record<Exclude<HeadKind, "event">, HeadParser> = {
    host: (scan, s, start, end) => afterHost(scan.#g, s, start, end),
    marker: (scan, s, start, end, head) => {
      const g = scan.#g;
      return afterMarker(g, s, start, head === "q" ? skip(g.R.afterQ, s, end) : skip(g.R.markerGap, s, end));
    },
    markerArabic: (scan, s, start, end) =>
      afterMarker(scan.#g, s, start, skip(scan.#g.R.markerGapAr, s, end)),
    surahWord: (scan, s, start, end) => {
      const g = scan.#g;
      return afterSurahWordHead(g, s, start, at(g.R.surahWord, s, start) ? g.R.surahWord.lastIndex : end);
    },
    name: (scan, s, start) => {
      const g = scan.#g;
      const name = g.nameAt(s, start, g.bareNameKeys);
      return name ? afterNameHead(g, s, start, name[1], name[0]) : null;
    },
    verseWord: (scan, s, start, end, _, original) => {
      const g = scan.#g;
      const cursor = at(g.R.verseWord, s, start) ? g.R.verseWord.lastIndex : end;
      const follows = scan.#lastQuranEnd >= 0 && original - scan.#lastQuranEnd < FOLLOW;
      const noContext = scan.#context.knownQuranContext(scan.#paragraph) === false;
      const lastSurah = follows ? scan.#lastSurah : 0;
      const parsed = afterVerseWord(g, s, start, cursor, lastSurah, noContext, scan.#walked);
      return parsed?.needsContext && !scan.#context.hasQuranContext(scan.#paragraph) ? null : parsed;
    },
    bare: (scan, s, start) => {
      const paragraph = scan.#paragraph;
      // Once the paragraph is known to have no Quran context, no bare pair in it can count.
      if (scan.#context.knownQuranContext(paragraph) === false || start < scan.#walked.bareRejectedUntil) {
        return null;
      }
      const parsed = bare(scan.#g, s, start, scan.#walked);
      return parsed && !scan.#context.hasQuranContext(paragraph) ? null : parsed;
    },
  };

  /**
   * Reads the regions around the hits `hits` gives, in order, and returns what it found; yields
   * after each window read, and where `hits` gives null (between slices of the trigger's reading).
   */
  *read(hits: Iterator<Hit | null, void>): Generator<void, Reference[]> {
    const stats = counting.stats;
    let current: Paragraph | null = null;
    let from = 0;
    let until = 0;
    for (let r = hits.next(); !r.done; r = hits.next()) {
      const hit = r.value;
      if (hit === null) {
        yield;
        continue;
      }
      if (stats) stats.hits++;
      const h = hit.index;
      yield* this.#paragraphs.reach(h);
      const p = this.#paragraphs.at(h);
      const windowStart = Math.max(p.start, h - MARGIN, this.#done);
      // Hits close together in one paragraph make one region, read in one window, up to
      // REGION_MAX: a sliced call must not fold a megabyte of list at once.
      if (current && current.start === p.start && windowStart <= until + MARGIN && until - from < REGION_MAX)
        until = Math.max(until, h + 1);
      else {
        if (current) yield* this.#region(current, from, until);
        current = p;
        from = Math.max(windowStart, this.#done);
        until = Math.max(from, h + 1);
      }
    }
    if (current && until > from) yield* this.#region(current, from, until);
    return dedupe(this.#out);
  }

  /** Reads the references that start in [from, until) of paragraph `p`, then any follow-on verses. */
  *#region(p: Paragraph, from: number, until: number): Generator<void> {
    if (this.#stateParagraph !== p.start) {
      this.#stateParagraph = p.start;
      this.#lastSurah = 0;
      this.#lastQuranEnd = -1;
    }
    // A paragraph (or the one before) too long to read in one step has its Quran context settled
    // here, a slice at a time, before a parser asks for it.
    yield* this.#context.settle(p);
    for (;;) {
      this.#window(p, from, until);
      this.#done = Math.max(this.#done, until);
      // Keep reading for follow-on verses while a Quran reference is recent.
      const extended = Math.min(p.end, this.#lastQuranEnd + FOLLOW);
      if (this.#lastQuranEnd < 0 || extended <= until) return;
      yield;
      from = until;
      until = extended;
    }
  }

  /** Folds the region with its margins and reads every head in it. */
  #window(p: Paragraph, from: number, until: number): void {
    const text = this.#text;
    const stages = this.#stages;
    const stats = counting.stats;
    // Squeezed: long runs of white space are read once, not shared between optional parts.
    const f = foldCounted(text, Math.max(p.start, from - MARGIN), Math.min(p.end, until + MARGIN), true);
    const s = f.text;
    this.#paragraph = p;
    this.#walked = new Walked(stages.grammar);
    // The language files' citations and phrases first: a lone name read below then knows them (a
    // phrase names the event for the passage rule; a citation of al-Anfal scores).
    this.#languages(f, from, until);
    const { expression, kinds } = stages.heads;
    for (let m = at(expression, s, 0); m; m = expression.exec(s)) {
      if (stats) stats.heads++;
      const start = m.index;
      const original = f.map[start]!;
      if (original >= until) break;
      let group = 1;
      while (m[group] === undefined) group++;
      const kind = kinds[group - 1]!;
      const end = start + m[0].length;
      if (kind === "event") {
        const taken = this.#event(f, start, end, m[0], from);
        if (taken >= 0) expression.lastIndex = Math.max(expression.lastIndex, taken);
        continue;
      }
      const parsed = TextScan.#parsers[kind](this, s, start, end, m[0], original);
      if (!parsed) continue;
      expression.lastIndex = Math.max(expression.lastIndex, parsed.end);
      this.#lastSurah = parsed.items[parsed.items.length - 1]!.surah;
      this.#lastQuranEnd = f.map[parsed.end - 1]! + 1;
      if (original < from || original < this.#done) continue;
      emitQuran(text, f, parsed, stages.covered, this.#out);
    }
  }

  /** The language files' citations and event phrases in the window (languages.ts). */
  #languages(f: Folded, from: number, until: number): void {
    const forms = this.#stages.languages;
    if (!forms.active) return;
    const text = this.#text;
    for (const m of forms.find(f.text)) {
      const original = f.map[m.start]!;
      if (original >= until || original < from || original < this.#done) continue;
      if (m.event) {
        const rules = this.#eventRules(m.event);
        if (m.endsInName && rules?.otherAfter(f.text, m.end)) continue;
        const [a, z] = toOriginal(text, f, m.start, m.end);
        // A verb before the name is weaker than "Battle of": a surname after it, or words about
        // another Badr around it ("fought in Badr last season"), undo it.
        if (m.beforeName) {
          if (CAPITAL_NEXT.test(text.slice(z, z + 3))) continue;
          if (rules && this.#context.eventScore(rules, this.#paragraph, a, z) < 0) continue;
        }
        this.#named(m.event);
        this.#out.push({ start: a, end: z, text: text.slice(a, z), targets: [m.event] });
        continue;
      }
      const parsed = languageReference(forms, m, this.#g.verseCount);
      if (!parsed) continue;
      // Numbers with no Quran word in them ("chapter 8, verse 9") follow the bare pair's rules: the
      // paragraph says Quran, and no Bible book stands before them ("Genesis chapter 8, verse 9").
      if (
        parsed.needsContext &&
        (!this.#context.hasQuranContext(this.#paragraph) || !bareAllowed(this.#g, f.text, m.start))
      )
        continue;
      emitQuran(text, f, parsed, this.#stages.covered, this.#out);
    }
  }

  /** Each event's rules by id (the heads know them by name), made on first need. */
  #rulesById: Map<string, EventRules> | undefined;

  #eventRules(id: string): EventRules | undefined {
    this.#rulesById ??= new Map([...this.#stages.heads.events.values()].map((r) => [r.id, r]));
    return this.#rulesById.get(id);
  }

  /**
   * A lone name counts when its context scores (docs/DETECTION.md, "The scoring rule"), or when
   * the passage is already about the event and nothing around it speaks against it ("the well of
   * Badr" after "the Battle of Badr"; "The passage rule").
   */
  #loneNameCounts(rules: EventRules, start: number, end: number): boolean {
    const score =
      this.#context.eventScore(rules, this.#paragraph, start, end) + this.#citedScore(rules, start);
    if (score >= rules.threshold) return true;
    return score >= 0 && this.#aboutEvent(rules);
  }

  /**
   * What the references already found before a lone name at `start`, in its paragraph and window,
   * score for it: each cited sūrah of the event's `citedSurahs` once.
   */
  #citedScore(rules: EventRules, start: number): number {
    if (rules.citedSurahs.size === 0) return 0;
    const lo = Math.max(this.#paragraph.start, start - rules.window);
    const seen = new Set<number>();
    let score = 0;
    const add = (ref: Reference) => {
      if (ref.start < lo || ref.start >= start) return;
      for (const target of ref.targets) {
        const surah = Number.parseInt(target, 10);
        const weight = rules.citedSurahs.get(surah);
        if (weight === undefined || seen.has(surah)) continue;
        seen.add(surah);
        score += weight;
      }
    };
    // #out is not in text order (a window's language citations come before its heads), so the last
    // CITED_LOOK references are read whatever their order: a bounded look keeps a page of lone
    // names linear. The same bound for the quotations, found before the citations, in text order.
    for (let k = this.#out.length - 1; k >= Math.max(0, this.#out.length - CITED_LOOK); k--)
      add(this.#out[k]!);
    const quoted = this.#block?.quotations;
    if (quoted) {
      // The first quotation at or after the name, by bisection: a page of lone names stays linear.
      let first = 0;
      let hi = quoted.length;
      while (first < hi) {
        const mid = (first + hi) >> 1;
        if (quoted[mid]!.start < start) first = mid + 1;
        else hi = mid;
      }
      for (let k = first - 1; k >= Math.max(0, first - CITED_LOOK); k--) add(quoted[k]!);
    }
    return score;
  }

  /** Whether this paragraph so far, the one before it, or the block before names the event for sure. */
  #aboutEvent(rules: EventRules): boolean {
    const p = this.#paragraph;
    const named = this.#namedIn.get(rules.id);
    if (named && (named.has(p.start) || named.has(p.previousStart))) return true;
    return p.previousStart < 0 && this.#context.blockBeforeNames(rules);
  }

  /** Paragraphs (by start) in which each event was named for sure. */
  readonly #namedIn = new Map<string, Set<number>>();

  #named(id: string): void {
    const set = this.#namedIn.get(id) ?? new Set<number>();
    this.#namedIn.set(id, set);
    set.add(this.#paragraph.start);
  }

  /**
   * An event's name `head` at [start, end) of the folded window `f`: emits it when it counts.
   * Returns the end of what it took in the window, or -1.
   */
  #event(f: Folded, start: number, end: number, head: string, from: number): number {
    const text = this.#text;
    const rules = this.#stages.heads.events.get(head.replace(/\s+/g, " "));
    if (!rules) return -1;
    const original = f.map[start]!;
    const endOriginal = f.map[end]!;
    const upperNext = CAPITAL_NEXT.test(text.slice(endOriginal, endOriginal + 3));
    const found = rules.at(f.text, start, end, upperNext);
    if (!found) return -1;
    if (found.sure) this.#named(rules.id);
    else if (!this.#loneNameCounts(rules, original, endOriginal)) return -1;
    const [a, z] = toOriginal(text, f, found.start, found.end);
    if (a >= from && a >= this.#done)
      this.#out.push({ start: a, end: z, text: text.slice(a, z), targets: [rules.id] });
    return found.end;
  }
}
