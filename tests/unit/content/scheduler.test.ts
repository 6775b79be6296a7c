/**
 * The slice scheduler (src/content/common/scheduler.ts), driven by hand through its test seams: a clock the
 * jobs move forward and a queue of deferred slices the test runs itself, so nothing waits on time.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { SLICE_MS, SliceScheduler } from "../../../src/content/common/scheduler.ts";

function manual() {
  let time = 0;
  const queued: (() => void)[] = [];
  const scheduler = new SliceScheduler({ now: () => time, defer: (run) => queued.push(run) });
  return {
    scheduler,
    queued,
    advance: (ms: number) => {
      time += ms;
    },
    /** Runs the next deferred slice. */
    runSlice: () => queued.shift()!(),
  };
}

/** A job of `steps` steps, each taking `ms` of the fake clock and logging its name. */
function* job(name: string, steps: number, ms: number, log: string[], advance: (ms: number) => void) {
  for (let i = 0; i < steps; i++) {
    advance(ms);
    log.push(`${name}${i}`);
    yield;
  }
}

afterEach(() => vi.restoreAllMocks());

describe("SliceScheduler", () => {
  it("runs nothing until its slice comes, then jobs in order until the deadline, and defers the rest", () => {
    const { scheduler, queued, advance, runSlice } = manual();
    const log: string[] = [];
    scheduler.add(job("a", 2, 3, log, advance));
    scheduler.add(job("b", 3, 3, log, advance));
    expect(log).toEqual([]);
    expect(queued).toHaveLength(1);
    runSlice();
    // 3 ms a step: the third step ends past the 8 ms deadline, so the slice stops there.
    expect(SLICE_MS).toBe(8);
    expect(log).toEqual(["a0", "a1", "b0"]);
    expect(queued).toHaveLength(1);
    runSlice();
    expect(log).toEqual(["a0", "a1", "b0", "b1", "b2"]);
    expect(queued).toEqual([]);
  });

  it("queues one slice at a time however many jobs are added", () => {
    const { scheduler, queued, advance } = manual();
    const log: string[] = [];
    for (let i = 0; i < 5; i++) scheduler.add(job(`j${i}`, 1, 1, log, advance));
    expect(queued).toHaveLength(1);
  });

  it("drops a job that throws and goes on with the others", () => {
    const { scheduler, queued, advance, runSlice } = manual();
    const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
    const log: string[] = [];
    scheduler.add(
      (function* () {
        yield;
        throw new Error("the page removed our node");
      })(),
    );
    scheduler.add(job("after", 2, 1, log, advance));
    while (queued.length > 0) runSlice();
    expect(log).toEqual(["after0", "after1"]);
    expect(debug).toHaveBeenCalledOnce();
  });

  it("runs nothing once destroyed, neither a slice already queued nor a job added later", () => {
    const { scheduler, queued, advance, runSlice } = manual();
    const log: string[] = [];
    scheduler.add(job("a", 1, 1, log, advance));
    scheduler.destroy();
    runSlice();
    scheduler.add(job("b", 1, 1, log, advance));
    expect(log).toEqual([]);
    expect(queued).toEqual([]);
  });

  it("by default queues slices as message tasks, not as timers (nested timers are clamped to 4 ms)", async () => {
    const timeout = vi.spyOn(globalThis, "setTimeout");
    const scheduler = new SliceScheduler();
    let steps = 0;
    const done = new Promise<void>((resolve) => {
      scheduler.add(
        (function* () {
          for (; steps < 3; steps++) yield;
          resolve();
        })(),
      );
    });
    await done;
    expect(steps).toBe(3);
    expect(timeout).not.toHaveBeenCalled();
    scheduler.destroy();
  });

  it("sets aside a job that yields a promise, runs the others meanwhile, and resumes it ahead of jobs added later when it settles", async () => {
    const { scheduler, queued, advance, runSlice } = manual();
    const log: string[] = [];
    let release: () => void = () => {};
    const loaded = new Promise<void>((done) => (release = done));
    scheduler.add(
      (function* () {
        log.push("w0");
        yield loaded;
        log.push("w1");
      })(),
    );
    scheduler.add(job("b", 2, 1, log, advance));
    runSlice();
    expect(log).toEqual(["w0", "b0", "b1"]);
    expect(queued).toEqual([]);
    release();
    await loaded;
    await Promise.resolve();
    scheduler.add(job("c", 1, 1, log, advance));
    runSlice();
    expect(log).toEqual(["w0", "b0", "b1", "w1", "c0"]);
  });

  it("resumes jobs set aside on the same promise in the order they were added (a page's first scan before a re-scan queued behind it)", async () => {
    const { scheduler, runSlice } = manual();
    const log: string[] = [];
    let release: () => void = () => {};
    const loaded = new Promise<void>((done) => (release = done));
    const waiting = (name: string) =>
      (function* () {
        log.push(`${name}0`);
        yield loaded;
        log.push(`${name}1`);
      })();
    scheduler.add(waiting("first"));
    scheduler.add(waiting("rescan"));
    runSlice();
    expect(log).toEqual(["first0", "rescan0"]);
    release();
    await loaded;
    await Promise.resolve();
    runSlice();
    expect(log).toEqual(["first0", "rescan0", "first1", "rescan1"]);
  });

  it("drops a job whose promise rejects, and goes on with the rest", async () => {
    const { scheduler, advance, runSlice } = manual();
    vi.spyOn(console, "debug").mockImplementation(() => {});
    const log: string[] = [];
    const failed = Promise.reject(new Error("the extension went away"));
    scheduler.add(
      (function* () {
        yield failed;
        log.push("never");
      })(),
    );
    runSlice();
    await failed.catch(() => undefined);
    await Promise.resolve();
    scheduler.add(job("b", 1, 1, log, advance));
    runSlice();
    expect(log).toEqual(["b0"]);
  });
});
