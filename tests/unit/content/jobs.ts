/**
 * Driving the content script's scheduler jobs by hand, and knowing when a DOM change has been heard,
 * for the unit tests of the scanner, the quick check, the watcher and the page gate.
 */
import type { SchedulerSeams } from "../../../src/content/common/scheduler.ts";

/** Runs a job to its end, counting its yields (each one a point where the scheduler may stop). */
export function drive<T>(job: Generator<unknown, T>): { value: T; yields: number } {
  let yields = 0;
  for (;;) {
    const step = job.next();
    if (step.done) return { value: step.value, yields };
    yields++;
  }
}

/**
 * Seams for a SliceScheduler whose clock never reaches a deadline and whose slices run when the
 * test says: `drain` runs every queued slice and those they queue; `settle` drains again each time
 * a job that waited on a promise (the read-ahead) is queued anew, until a turn queues nothing.
 */
export function handRun(): {
  seams: SchedulerSeams;
  queued: (() => void)[];
  drain: () => void;
  settle: () => Promise<void>;
} {
  const queued: (() => void)[] = [];
  const drain = () => {
    while (queued.length > 0) queued.shift()!();
  };
  const settle = async () => {
    do {
      drain();
      // A settled promise's job is queued again by the scheduler in a microtask of this turn.
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
    } while (queued.length > 0);
  };
  return { seams: { now: () => 0, defer: (run) => queued.push(run) }, queued, drain, settle };
}

/**
 * Makes a change under `root` and returns once a MutationObserver made now has heard it: observers
 * are told in the order they were made, so one made before (the code under test) has heard it too.
 */
export async function changeHeard(mutate: () => void, root: Node = document): Promise<void> {
  const heard = new Promise<void>((resolve) =>
    new MutationObserver(() => resolve()).observe(root, {
      childList: true,
      subtree: true,
      characterData: true,
    }),
  );
  mutate();
  await heard;
}
