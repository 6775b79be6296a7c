/**
 * What a frame with text runs before it loads page.js: the quick check (quick-check.ts) over the
 * page's light DOM, then over the open shadow roots of its custom elements, in scheduler slices,
 * reading only a little ahead of the reader (read-ahead.ts); all along, a MutationObserver checks
 * what the page adds or edits.
 * The first sign of a possible reference calls `onCandidate` once and the gate stands down: the
 * annotator (page.js) takes over, scans the whole page and watches it from then on. Most pages
 * never get that far, so they never compile page.js (ADR 006).
 */
import type { PageInfo } from "../../core/detect/index.ts";
import type { Probe } from "../../core/detect/probe/page-probe.ts";
import { ELEMENT_NODE } from "../common/dom-constants.ts";
import { readPageInfo } from "../common/page-context.ts";
import { ReadAhead } from "../common/read-ahead.ts";
import { type SchedulerSeams, SliceScheduler } from "../common/scheduler.ts";
import { mayHoldReference, mightHaveReferences, numbersOnQuranPage, openShadowRoots } from "./quick-check.ts";

const WATCH = { childList: true, characterData: true, subtree: true } as const;

export class PageGate {
  readonly #scheduler: SliceScheduler;
  /** The first check reads only a little ahead of the reader, as the annotator's scan does. */
  readonly #readAhead: ReadAhead;
  readonly #observer = new MutationObserver((records) => this.#record(records));
  /** Nodes added or changed since the last check. */
  #pending: Node[] = [];
  #queued = false;
  #stopped = false;
  /** The title and address last checked: a single-page app that moves to a sūrah's page changes them. */
  #page: PageInfo | undefined;

  readonly #doc: Document;
  readonly #probe: Probe;
  readonly #onCandidate: () => void;

  /** `seams`: the scheduler's clock and slice queue, for tests. */
  constructor(doc: Document, probe: Probe, onCandidate: () => void, seams?: SchedulerSeams) {
    this.#scheduler = new SliceScheduler(seams);
    this.#readAhead = new ReadAhead(doc.defaultView ?? window);
    this.#doc = doc;
    this.#probe = probe;
    this.#onCandidate = onCandidate;
  }

  start(): void {
    this.#observer.observe(this.#doc, WATCH);
    this.#scheduler.add(this.#readAhead.run(this.#checkPage()));
  }

  destroy(): void {
    this.#stopped = true;
    this.#observer.disconnect();
    this.#scheduler.destroy();
    this.#readAhead.destroy();
    this.#pending = [];
  }

  /** Whether part of the page is left unread until the reader comes near it. */
  get waitingForReader(): boolean {
    return this.#readAhead.waiting;
  }

  /**
   * Has the first check read the rest of the page at once; settles when it has ended, having
   * called back or not (the popup's list, the next-reference commands).
   */
  whenChecked(): Promise<void> {
    return this.#readAhead.whenRead();
  }

  *#checkPage(): Generator<unknown> {
    const doc = this.#doc;
    const root = doc.body ?? doc.documentElement;
    this.#page = readPageInfo(doc);
    if (yield* mightHaveReferences(root, this.#probe, this.#page, this.#readAhead)) return this.#found();
    for (const shadow of openShadowRoots(root)) {
      this.#observer.observe(shadow, WATCH);
      if (yield* mightHaveReferences(shadow, this.#probe, undefined, this.#readAhead)) return this.#found();
      yield;
    }
  }

  #record(records: MutationRecord[]): void {
    for (const record of records) {
      if (record.type === "characterData") this.#pending.push(record.target);
      else for (const node of record.addedNodes) this.#pending.push(node);
    }
    if (this.#queued || this.#pending.length === 0) return;
    this.#queued = true;
    this.#scheduler.add(this.#checkChanges());
  }

  *#checkChanges(): Generator<unknown> {
    this.#queued = false;
    const nodes = this.#pending;
    this.#pending = [];
    const page = readPageInfo(this.#doc);
    if (
      (page.title !== this.#page?.title ||
        page.url !== this.#page?.url ||
        page.heading !== this.#page?.heading) &&
      this.#probe.mightBeQuranPage(page)
    )
      return this.#found();
    this.#page = page;
    // A Quran reading page may fill in its verses after the first check: their numbers count.
    const numbersCount = numbersOnQuranPage(this.#probe, page);
    for (const node of nodes) {
      if (!node.isConnected) continue;
      if (yield* mayHoldReference(node, this.#probe, numbersCount)) return this.#found();
      if (node.nodeType === ELEMENT_NODE) {
        for (const shadow of openShadowRoots(node as Element)) {
          this.#observer.observe(shadow, WATCH);
          if (yield* mightHaveReferences(shadow, this.#probe)) return this.#found();
        }
      }
      yield;
    }
  }

  #found(): void {
    if (this.#stopped) return;
    this.destroy();
    this.#onCandidate();
  }
}
