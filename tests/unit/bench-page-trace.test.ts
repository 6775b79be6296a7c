/**
 * The page bench's reading of a trace (tests/bench/page-trace.ts) on a trace made by hand: what
 * is billed to us whole, what is left to the page, and what the page's own tasks took.
 */
import { describe, expect, it } from "vitest";
import { analyseTrace, type TraceEvent } from "../bench/page-trace.ts";

const OURS = "chrome-extension://abc/";
const PAGE = "http://127.0.0.1/page.html";
const thread = { pid: 1, tid: 1 };

/** A complete event of `ms` thread time starting at `at` ms. */
function span(name: string, at: number, ms: number, data: Record<string, unknown> = {}): TraceEvent {
  return {
    name,
    ph: "X",
    ts: at * 1000,
    dur: ms * 1000,
    tts: at * 1000,
    tdur: ms * 1000,
    ...thread,
    args: { data },
  };
}

const commit = {
  name: "CommitLoad",
  ph: "X",
  ts: 0,
  dur: 0,
  ...thread,
  args: { data: { frame: "F", url: PAGE } },
};

describe("the page bench's trace reading", () => {
  it("bills a task that ran our code whole, less the page's own scripts in it", () => {
    const events: TraceEvent[] = [
      commit,
      // The parser's task: our deferred script, then the page's DOMContentLoaded listener.
      span("RunTask", 10, 12),
      span("EvaluateScript", 10.5, 6, { url: `${OURS}content.js`, frame: "F" }),
      span("EventDispatch", 17, 4.5, { type: "DOMContentLoaded" }),
      span("FunctionCall", 17.5, 3, { url: `${PAGE}`, frame: "F" }),
      // Then the page's first layout, in the same task (not ours), and one our script forced (ours).
      span("Layout", 21.6, 0.3),
      span("Layout", 12, 1),
      // A task of the page's alone: parsing (left out) and a timer.
      span("RunTask", 30, 10),
      span("ParseHTML", 30, 7),
      span("TimerFire", 37.5, 2, { url: `${PAGE}`, frame: "F" }),
    ];
    const cost = analyseTrace(events, OURS, [{ label: "top", url: PAGE }]);
    expect(cost.msByFrame.top).toBeCloseTo(6, 6);
    // 12 ms of task less the page's 3 ms listener and its 0.3 ms layout; the forced one stays.
    expect(cost.wholeTaskMsByFrame.top).toBeCloseTo(8.7, 6);
    // The page's task less its parsing.
    expect(cost.pageTaskMs).toBeCloseTo(3, 6);
  });

  it("keeps in our bill the page's code that ours called, and takes ours out of the page's", () => {
    const events: TraceEvent[] = [
      commit,
      span("RunTask", 0, 10),
      span("FunctionCall", 0.5, 8, { url: `${OURS}main.js`, frame: "F" }),
      // A page listener our code set off by dispatching an event: work we caused.
      span("FunctionCall", 2, 3, { url: PAGE, frame: "F" }),
      span("RunTask", 20, 10),
      span("FunctionCall", 20.5, 9, { url: PAGE, frame: "F" }),
      // Our listener, called by the page's code.
      span("FunctionCall", 22, 4, { url: `${OURS}main.js`, frame: "F" }),
    ];
    const cost = analyseTrace(events, OURS, [{ label: "top", url: PAGE }]);
    // First task: all 10 ms. Second: 10 ms less the page's 9 ms call, our 4 ms inside it kept.
    expect(cost.wholeTaskMsByFrame.top).toBeCloseTo(10 + 10 - (9 - 4), 6);
    expect(cost.pageTaskMs).toBe(0);
  });
});
