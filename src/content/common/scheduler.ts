/**
 * Runs work in short slices so the page never sees a long task: each job is a generator that
 * yields between units of work; the scheduler runs jobs until the slice's deadline, then gives
 * the main thread back and continues in a later task. A job that yields a promise (the detector's
 * module loading) is set aside until it settles, then goes on in its place: before every job added
 * after it, so the first scan of a page never runs behind a re-scan queued while it waited (which
 * would mark the re-scanned text twice); one that rejects is dropped.
 */

/** Well under the 50 ms long-task threshold, leaving the page room for its own work in the task. */
export const SLICE_MS = 8;

export type Job = Iterator<unknown>;

/** Test seams: a clock, and what queues the next slice. */
export interface SchedulerSeams {
  now?: () => number;
  defer?: (run: () => void) => void;
}

/**
 * Queues `run` as a new task through a MessageChannel. setTimeout(0), used before, is clamped to
 * 4 ms once timers nest five deep, so a chain of 8 ms slices sat idle a third of the time.
 * scheduler.yield() is not used: its continuations run ahead of tasks the page has queued, and the
 * page's own tasks must get their turn between our slices (tests/e2e/heavy.test.ts counts them).
 */
function messageChannelDefer(): { defer: (run: () => void) => void; close: () => void } {
  const channel = new MessageChannel();
  let queued: (() => void) | undefined;
  channel.port1.onmessage = () => {
    const run = queued;
    queued = undefined;
    run?.();
  };
  return {
    // The scheduler queues one slice at a time, so one slot is enough.
    defer: (run) => {
      queued = run;
      channel.port2.postMessage(null);
    },
    close: () => channel.port1.close(),
  };
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === "function";
}

/** A job and when it was added: the order jobs keep, also across being set aside. */
interface Queued {
  job: Job;
  order: number;
}

export class SliceScheduler {
  readonly #jobs: Queued[] = [];
  #added = 0;
  #pending = false;
  #destroyed = false;
  readonly #now: () => number;
  readonly #defer: (run: () => void) => void;
  readonly #close: () => void = () => {};

  constructor(seams: SchedulerSeams = {}) {
    this.#now = seams.now ?? (() => performance.now());
    if (seams.defer) this.#defer = seams.defer;
    else ({ defer: this.#defer, close: this.#close } = messageChannelDefer());
  }

  /** Adds a job after those already queued. */
  add(job: Job): void {
    if (this.#destroyed) return;
    this.#jobs.push({ job, order: this.#added++ });
    this.#schedule();
  }

  destroy(): void {
    this.#destroyed = true;
    this.#jobs.length = 0;
    this.#close();
  }

  #schedule(): void {
    if (this.#pending || this.#destroyed) return;
    this.#pending = true;
    this.#defer(() => {
      this.#pending = false;
      this.#runSlice();
    });
  }

  #runSlice(): void {
    if (this.#destroyed) return;
    const deadline = this.#now() + SLICE_MS;
    while (this.#jobs.length > 0 && this.#now() < deadline) {
      const queued = this.#jobs[0]!;
      const { job } = queued;
      let step: IteratorResult<unknown> = { done: true, value: undefined };
      try {
        step = job.next();
      } catch (error) {
        // A page can do anything to its DOM between slices; one failed job must not stop the rest.
        console.debug("Badr Lens: a scan job failed", error);
      }
      if (step.done) this.#jobs.shift();
      else if (isThenable(step.value)) {
        this.#jobs.shift();
        step.value.then(
          () => {
            if (this.#destroyed) return;
            const at = this.#jobs.findIndex((other) => other.order > queued.order);
            this.#jobs.splice(at === -1 ? this.#jobs.length : at, 0, queued);
            this.#schedule();
          },
          (error: unknown) => console.debug("Badr Lens: a scan job could not go on", error),
        );
      }
    }
    if (this.#jobs.length > 0) this.#schedule();
  }
}
