/**
 * Runs work in short slices so the page never sees a long task: each job is a generator that
 * yields between units of work; the scheduler runs jobs until the slice's deadline, then gives
 * the main thread back and continues in a later task.
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

export class SliceScheduler {
  readonly #jobs: Job[] = [];
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
    this.#jobs.push(job);
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
      const job = this.#jobs[0]!;
      let done = false;
      try {
        done = job.next().done === true;
      } catch (error) {
        // A page can do anything to its DOM between slices; one failed job must not stop the rest.
        console.debug("Badr Lens: a scan job failed", error);
        done = true;
      }
      if (done) this.#jobs.shift();
    }
    if (this.#jobs.length > 0) this.#schedule();
  }
}
