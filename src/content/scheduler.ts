/**
 * Runs work in short slices so the page never sees a long task: each job is a generator that
 * yields between units of work; the scheduler runs jobs until the slice's deadline, then gives
 * the main thread back and continues in a later task.
 */

/** Well under the 50 ms long-task threshold, leaving the page room for its own work in the task. */
export const SLICE_MS = 8;

export type Job = Iterator<unknown>;

export interface SchedulerSeams {
  now?: () => number;
  /** Queues the next slice. */
  defer?: (run: () => void) => void;
}

export class SliceScheduler {
  private readonly jobs: Job[] = [];
  private pending = false;
  private destroyed = false;
  private readonly now: () => number;
  private readonly defer: (run: () => void) => void;

  constructor(seams: SchedulerSeams = {}) {
    this.now = seams.now ?? (() => performance.now());
    this.defer = seams.defer ?? ((run) => setTimeout(run, 0));
  }

  /** Adds a job after those already queued. */
  add(job: Job): void {
    if (this.destroyed) return;
    this.jobs.push(job);
    this.schedule();
  }

  destroy(): void {
    this.destroyed = true;
    this.jobs.length = 0;
  }

  private schedule(): void {
    if (this.pending || this.destroyed) return;
    this.pending = true;
    this.defer(() => {
      this.pending = false;
      this.runSlice();
    });
  }

  private runSlice(): void {
    if (this.destroyed) return;
    const deadline = this.now() + SLICE_MS;
    while (this.jobs.length > 0 && this.now() < deadline) {
      const job = this.jobs[0]!;
      let done = false;
      try {
        done = job.next().done === true;
      } catch (error) {
        // A page can do anything to its DOM between slices; one failed job must not stop the rest.
        console.debug("Badr Lens: a scan job failed", error);
        done = true;
      }
      if (done) this.jobs.shift();
    }
    if (this.jobs.length > 0) this.schedule();
  }
}
