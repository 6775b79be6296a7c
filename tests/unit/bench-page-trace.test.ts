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
    // Our script (6 ms, the layout it forced inside) and the event dispatch less the page's 3 ms
    // listener; the 0.3 ms layout is the page's. Of the 1.2 ms no event names, the 0.5 ms before
    // our script is billed to us; the 0.5 ms before the page's dispatch, which holds none of ours,
    // and the 0.2 ms around the page's layout are the page's.
    expect(cost.wholeTaskMsByFrame.top).toBeCloseTo(6 + 4.5 - 3 + 0.5, 6);
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
    // First task, ours alone: all 10 ms, what no event names included. Second, shared: the page's
    // 9 ms call less our 4 ms inside it is the page's, and so is the 1 ms around it no event names.
    expect(cost.wholeTaskMsByFrame.top).toBeCloseTo(10 + (9 - (9 - 4)), 6);
    expect(cost.pageTaskMs).toBe(0);
  });

  it("bills us, in a task the page shares, the time no event names right before our script", () => {
    const events: TraceEvent[] = [
      commit,
      // The page's style, then 3 ms no event names (a content script's world set-up), our script,
      // then 1 ms no event names after it.
      span("RunTask", 0, 10),
      span("UpdateLayoutTree", 0, 3),
      span("EvaluateScript", 6, 3, { url: `${OURS}content.js`, frame: "F" }),
    ];
    const cost = analyseTrace(events, OURS, [{ label: "top", url: PAGE }]);
    expect(cost.wholeTaskMsByFrame.top).toBeCloseTo(3 + 3, 6);
  });
});
