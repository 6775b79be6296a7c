/**
 * Reads a Chromium trace (CDP Tracing domain, JSON event format) and says how much of the page's
 * main thread went to the extension: which events are the extension's, per frame, the longest
 * task that held extension work, and what the extension did after the page was meant to be idle.
 *
 * Attribution is by script URL: every event that names a script under the extension's origin
 * (chrome-extension://ID/, which covers content.js and anything it later imports lazily) is the
 * extension's. The embed is measured the same way, by the folder its scripts are served from. Events nest (a TimerFire holds a FunctionCall holds a v8.callFunction…), so only
 * the outermost attributed events are summed, per thread.
 *
 * One kind of work names no URL: promise continuations. When a storage read or a message answer
 * resolves a promise in the content script, the code after `await` runs as a microtask that the
 * trace shows only as RunMicrotasks. Such a RunMicrotasks counts as the extension's when what it
 * did (timers installed, frames requested, calls made, each with a JS stack under the
 * disabled-by-default-devtools.timeline.stack category) names the extension and nothing else;
 * one that also names page scripts is left to its URL-bearing children, so page time is never
 * billed to us. Without this, the start of the content script (settings read, Annotator built)
 * would be missing from its cost.
 *
 * A module's evaluation (v8.evaluateModule) names no URL either. Each of our modules is one file
 * with no static import, compiled (v8.compileModule, which names it) just before it is evaluated,
 * so an evaluation is billed to the script of the last module compiled before it on its thread.
 */

/** The trace categories the bench records: the three, plus the two that see microtasks. */
export const TRACE_CATEGORIES = [
  "devtools.timeline",
  "v8",
  "disabled-by-default-devtools.timeline",
  // RunMicrotasks (the promise continuations above) is in v8.execute.
  "v8.execute",
  // Gives instant events (TimerInstall, RequestAnimationFrame…) the JS stack that caused them.
  "disabled-by-default-devtools.timeline.stack",
];

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own clock (CPU time it ran), in µs: at the start, and the event's length by it. */
  tts?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

interface StackFrame {
  url?: string;
}

interface EventData {
  frame?: string;
  url?: string;
  message?: string;
  stackTrace?: StackFrame[];
}

/** A complete event: B/E pairs are folded into these. */
interface Span {
  name: string;
  ts: number;
  end: number;
  /** The thread's CPU time in it, µs: its wall time less any time the thread waited for a core. */
  cpu: number;
  thread: string;
  event: TraceEvent;
}

export interface FrameSpec {
  /** Label in the report ("top", "iframe"). */
  label: string;
  url: string;
}

export interface TraceCost {
  /**
   * Main-thread CPU time of the outermost extension events, by frame label: the thread's own
   * clock, so time the renderer spent waiting for a core (often 3–6 ms a load on a busy 2-core
   * machine) is not billed to us.
   */
  msByFrame: Record<string, number>;
  /** The same by the wall clock, for comparison (reported, not budgeted). */
  wallMsByFrame: Record<string, number>;
  /** Extension time whose frame the trace does not say (rare; reported, never hidden). */
  unassignedMs: number;
  /** The longest main-thread task (RunTask) that held any extension work. */
  longestTaskMs: number;
  /** The longest task the extension caused: one where its own work is at least half the task (the
   * rest is rendering or garbage collection it set off). A page's own long layout that merely ran
   * one of our callbacks is not one of these. */
  longestCausedTaskMs: number;
  /** The extension's own time in that task. */
  longestCausedTaskExtensionMs: number;
  /** How much of that task was the extension's own work. */
  longestTaskExtensionMs: number;
  /** Tasks that held extension work. */
  tasks: number;
  /**
   * Whole-task accounting (issue 32): the main-thread CPU time of every top-level task that ran any
   * of our code, whole (compile, the isolated world's set-up, garbage collection, style and layout
   * forced inside it), less the page's own scripts, parsing and rendering at the top of the same
   * task (a deferred script's task runs the page's DOMContentLoaded listeners and first layout
   * too) and, in such a shared task, the time no event names but what comes right before or
   * between our events (sharedBill); by the frame our first event in it names; plus any of our
   * events that ran outside a task.
   */
  wholeTaskMsByFrame: Record<string, number>;
  /** Whole-task time whose frame the trace does not say. */
  wholeTaskUnassignedMs: number;
  /**
   * The CPU time of the page's other tasks on its main threads (none of our code in them), up to
   * the idle marker when there is one, less the page's own HTML parsing and layout in them (they
   * move by hundreds of ms between loads of a big page and are not ours). Compared across loads
   * with and without us, what grows is work our presence caused in the page's tasks (page.ts).
   */
  pageTaskMs: number;
  /** Outermost extension events after the idle marker, and their time. */
  idleEvents: number;
  idleMs: number;
}

function dataOf(event: TraceEvent): EventData {
  const args = event.args ?? {};
  return (args.data ?? args.beginData ?? {}) as EventData;
}

/** The script URL an event names itself: data.url, fileName (v8.*), or the top of its JS stack. */
function scriptUrl(event: TraceEvent): string | undefined {
  const data = dataOf(event);
  if (typeof data.url === "string" && data.url !== "") return data.url;
  const fileName = event.args?.fileName;
  if (typeof fileName === "string" && fileName !== "") return fileName;
  const stack = data.stackTrace ?? (event.args?.endData as EventData | undefined)?.stackTrace;
  return stack?.find((frame) => frame.url)?.url;
}

/** Only events that run or cause script name a script URL; resource loads name documents. */
const NOT_SCRIPT = new Set([
  "ResourceSendRequest",
  "ResourceReceiveResponse",
  "ResourceFinish",
  "ResourceWillSendRequest",
  "ResourceReceivedData",
  "ResourceMarkAsCached",
  "CommitLoad",
  "ParseHTML",
  "FrameCommittedInBrowser",
  "FrameStartedLoading",
  "FrameStoppedLoading",
  "MarkDOMContent",
  "MarkLoad",
  "PaintImage",
  "Decode Image",
]);

function isScriptEvidence(event: TraceEvent): boolean {
  return !NOT_SCRIPT.has(event.name) && scriptUrl(event) !== undefined;
}

function spansOf(events: TraceEvent[], threads: Set<string>): Span[] {
  const spans: Span[] = [];
  const open = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (!threads.has(thread)) continue;
    if (event.ph === "X") {
      const dur = event.dur ?? 0;
      spans.push({
        name: event.name,
        ts: event.ts,
        end: event.ts + dur,
        cpu: event.tdur ?? dur,
        thread,
        event,
      });
    } else if (event.ph === "B") {
      const stack = open.get(thread) ?? [];
      stack.push(event);
      open.set(thread, stack);
    } else if (event.ph === "E") {
      const begin = open.get(thread)?.pop();
      if (!begin) continue;
      const cpu =
        begin.tts !== undefined && event.tts !== undefined ? event.tts - begin.tts : event.ts - begin.ts;
      spans.push({ name: begin.name, ts: begin.ts, end: event.ts, cpu, thread, event: begin });
    }
  }
  return spans;
}

/**
 * Analyses one trace of one page load. `frames` are the documents of the page (its URL and any
 * iframe's); their renderer main threads are found from the CommitLoad events that name them.
 * `idleMarker` is the message of a console.timeStamp() made once the scan had settled. `ours` is
 * where our scripts come from: the extension's origin, or the folder the embed is served from.
 */
export function analyseTrace(
  events: TraceEvent[],
  ours: string,
  frames: FrameSpec[],
  idleMarker?: string,
): TraceCost {
  const prefix = ours.endsWith("/") ? ours : `${ours}/`;
  const isOurs = (url: string | undefined) => url?.startsWith(prefix) ?? false;

  const frameLabel = new Map<string, string>();
  const threads = new Set<string>();
  for (const event of events) {
    if (event.name !== "CommitLoad") continue;
    const data = dataOf(event);
    const spec = frames.find((f) => f.url === data.url);
    if (!spec || !data.frame) continue;
    frameLabel.set(data.frame, spec.label);
    threads.add(`${event.pid}:${event.tid}`);
  }
  if (threads.size === 0) throw new Error(`no CommitLoad for ${frames.map((f) => f.url).join(", ")}`);

  const spans = spansOf(events, threads).sort((a, b) => a.ts - b.ts || b.end - a.end);
  const instants = events.filter(
    (e) => (e.ph === "I" || e.ph === "i" || e.ph === "n") && threads.has(`${e.pid}:${e.tid}`),
  );

  // Extension spans: those naming an extension script, and microtask runs whose evidence is ours alone.
  const attributed: { span: Span; frame: string | undefined }[] = [];
  const evidence = [...spans.map((s) => s.event), ...instants].filter(isScriptEvidence);
  evidence.sort((a, b) => a.ts - b.ts);
  const compiles = spans.filter((s) => s.name === "v8.compileModule");
  for (const span of spans) {
    const url =
      span.name === "v8.evaluateModule"
        ? scriptUrl(
            compiles.findLast((c) => c.thread === span.thread && c.ts <= span.ts)?.event ?? span.event,
          )
        : scriptUrl(span.event);
    if (!NOT_SCRIPT.has(span.name) && isOurs(url)) {
      attributed.push({ span, frame: dataOf(span.event).frame });
      continue;
    }
    if (span.name !== "RunMicrotasks") continue;
    let ours = false;
    let theirs = false;
    let frame: string | undefined;
    for (let i = firstAtOrAfter(evidence, span.ts); i < evidence.length; i++) {
      const e = evidence[i]!;
      if (e.ts > span.end) break;
      if (`${e.pid}:${e.tid}` !== span.thread) continue;
      if (isOurs(scriptUrl(e))) {
        ours = true;
        frame ??= dataOf(e).frame;
      } else theirs = true;
    }
    if (ours && !theirs) attributed.push({ span, frame });
  }

  // Keep the outermost: spans are sorted by start, longer first, and well nested on one thread.
  attributed.sort((a, b) => a.span.ts - b.span.ts || b.span.end - a.span.end);
  const outermost: { span: Span; frame: string | undefined }[] = [];
  const reach = new Map<string, number>();
  for (const item of attributed) {
    const end = reach.get(item.span.thread) ?? Number.NEGATIVE_INFINITY;
    if (item.span.ts < end) {
      // Nested in one already counted; a frame-less outer span borrows the inner one's frame.
      const outer = outermost.findLast((o) => o.span.thread === item.span.thread);
      if (outer && outer.frame === undefined) outer.frame = item.frame;
      continue;
    }
    outermost.push({ ...item });
    reach.set(item.span.thread, item.span.end);
  }

  const msByFrame: Record<string, number> = Object.fromEntries(frames.map((f) => [f.label, 0]));
  const wallMsByFrame: Record<string, number> = Object.fromEntries(frames.map((f) => [f.label, 0]));
  let unassignedMs = 0;
  for (const { span, frame } of outermost) {
    const ms = span.cpu / 1000;
    const label = frame === undefined ? undefined : frameLabel.get(frame);
    if (label === undefined) unassignedMs += ms;
    else {
      msByFrame[label] = (msByFrame[label] ?? 0) + ms;
      wallMsByFrame[label] = (wallMsByFrame[label] ?? 0) + (span.end - span.ts) / 1000;
    }
  }

  const marker =
    idleMarker === undefined
      ? undefined
      : events.find((e) => e.name === "TimeStamp" && dataOf(e).message === idleMarker);
  if (idleMarker !== undefined && !marker)
    throw new Error(`the idle marker ${idleMarker} is not in the trace`);

  // The page's parse and layout, left out of its other tasks' time (outermost only).
  const leftOut: Span[] = [];
  const leftOutReach = new Map<string, number>();
  for (const span of spans) {
    if (!PAGE_OWN.has(span.name)) continue;
    if (span.ts < (leftOutReach.get(span.thread) ?? Number.NEGATIVE_INFINITY)) continue;
    leftOut.push(span);
    leftOutReach.set(span.thread, span.end);
  }

  const wholeTaskMsByFrame: Record<string, number> = Object.fromEntries(frames.map((f) => [f.label, 0]));
  let wholeTaskUnassignedMs = 0;
  const addWhole = (frame: string | undefined, ms: number) => {
    const label = frame === undefined ? undefined : frameLabel.get(frame);
    if (label === undefined) wholeTaskUnassignedMs += ms;
    else wholeTaskMsByFrame[label] = (wholeTaskMsByFrame[label] ?? 0) + ms;
  };
  let pageTaskMs = 0;
  const inTask = new Set<(typeof outermost)[number]>();

  // The page's own work that can share a task with ours: its scripts, its parsing and its
  // rendering (a deferred script, the embed's, runs in the parser's task, just before the page's
  // DOMContentLoaded listeners and often its first style and layout). Outermost only, and not
  // inside any of ours (a layout our code forces is ours); left out of our whole tasks (below),
  // less any of ours inside it.
  const theirs: Span[] = [];
  const theirReach = new Map<string, number>();
  for (const span of spans) {
    const page =
      PAGE_IN_SHARED_TASK.has(span.name) ||
      (!NOT_SCRIPT.has(span.name) &&
        span.name !== "v8.evaluateModule" &&
        span.name !== "RunMicrotasks" &&
        (() => {
          const url = scriptUrl(span.event);
          return url !== undefined && !isOurs(url);
        })());
    if (!page || span.ts < (theirReach.get(span.thread) ?? Number.NEGATIVE_INFINITY)) continue;
    theirs.push(span);
    theirReach.set(span.thread, span.end);
  }
  const ourSpans = outermost.map((o) => o.span);
  /** CPU of the page's own work in [from, to) on `thread` that none of ours holds, ours in it taken out. */
  const theirsIn = (thread: string, from: number, to: number): number => {
    let cpu = 0;
    for (let i = firstAtOrAfter(theirs, from); i < theirs.length && theirs[i]!.ts < to; i++) {
      const span = theirs[i]!;
      if (span.thread !== thread) continue;
      if (ourSpans.some((o) => o.thread === thread && o.ts <= span.ts && span.end <= o.end)) continue;
      let inside = 0;
      for (const o of ourSpans)
        if (o.thread === thread && span.ts <= o.ts && o.end <= span.end) inside += o.cpu;
      cpu += Math.max(0, span.cpu - inside);
    }
    return cpu;
  };

  // Tasks: the outermost RunTask spans on the page's threads.
  const isTask = (s: Span) => s.name === "RunTask" || s.name === "ThreadControllerImpl::RunTask";
  const tasks = spans.filter(isTask);
  // Every other span, by thread, in time order (longer first at one start): a task's children.
  const inThread = new Map<string, Span[]>();
  for (const span of spans) {
    if (isTask(span)) continue;
    const list = inThread.get(span.thread) ?? [];
    list.push(span);
    inThread.set(span.thread, list);
  }
  for (const list of inThread.values()) list.sort((a, b) => a.ts - b.ts || b.end - a.end);
  const theirSet = new Set(theirs);
  /** Whether `span` is one of our outermost events or holds one. */
  const holdsOurs = (span: Span): boolean =>
    ourSpans.some((o) => o.thread === span.thread && span.ts <= o.ts && o.end <= span.end);
  /**
   * Our share of a task the page shares with us: its events less the page's (theirsIn), and of the
   * time no event names, the part that comes right before an event of ours or one of no script that
   * holds ours (a content script's world set-up, a deferred script's start); the rest of it,
   * before the page's own events (ours inside them or not), before events that hold none of ours
   * (a DOMContentLoaded dispatch) and after our last one, is the page's.
   */
  const sharedBill = (task: Span, theirCpu: number): number => {
    const list = inThread.get(task.thread) ?? [];
    const children: Span[] = [];
    let reach = Number.NEGATIVE_INFINITY;
    for (let i = firstAtOrAfter(list, task.ts); i < list.length && list[i]!.ts < task.end; i++) {
      const span = list[i]!;
      if (span.end > task.end || span.ts < reach) continue;
      children.push(span);
      reach = span.end;
    }
    let traced = 0;
    let gaps = 0;
    let ourGaps = 0;
    let last = task.ts;
    for (const child of children) {
      traced += child.cpu;
      const gap = Math.max(0, child.ts - last);
      gaps += gap;
      if (holdsOurs(child) && !theirSet.has(child)) ourGaps += gap;
      last = child.end;
    }
    gaps += Math.max(0, task.end - last);
    const untraced = Math.max(0, task.cpu - traced);
    return traced - theirCpu + (gaps > 0 ? (untraced * ourGaps) / gaps : 0);
  };
  let longestTaskMs = 0;
  let longestTaskExtensionMs = 0;
  let longestCausedTaskMs = 0;
  let longestCausedTaskExtensionMs = 0;
  let taskCount = 0;
  let k = 0;
  const taskEnd = new Map<string, number>();
  for (const task of tasks) {
    if (task.ts < (taskEnd.get(task.thread) ?? Number.NEGATIVE_INFINITY)) continue;
    taskEnd.set(task.thread, task.end);
    while (k < outermost.length && outermost[k]!.span.ts < task.ts) k++;
    let ours = 0;
    let frame: string | undefined;
    let held = false;
    for (let j = k; j < outermost.length && outermost[j]!.span.ts < task.end; j++) {
      const item = outermost[j]!;
      if (item.span.thread !== task.thread) continue;
      ours += item.span.end - item.span.ts;
      frame ??= item.frame;
      held = true;
      inTask.add(item);
    }
    if (!held) {
      if (marker === undefined || task.ts < marker.ts) {
        let own = 0;
        for (let j = firstAtOrAfter(leftOut, task.ts); j < leftOut.length; j++) {
          const span = leftOut[j]!;
          if (span.ts >= task.end) break;
          if (span.thread === task.thread) own += span.cpu;
        }
        pageTaskMs += Math.max(0, task.cpu - own) / 1000;
      }
      continue;
    }
    // A task the page shares with us (its parser's last task runs a deferred script, the embed's,
    // before its own first style and layout): the event loop's and the parser's own bookkeeping
    // around the page's events, which a big page's last parser task has with us or without
    // (docs/LOG.md), is the page's (sharedBill). A task of ours alone is ours whole.
    const theirCpu = theirsIn(task.thread, task.ts, task.end);
    addWhole(frame, Math.max(0, theirCpu > 0 ? sharedBill(task, theirCpu) : task.cpu) / 1000);
    if (ours === 0) continue;
    taskCount++;
    const ms = (task.end - task.ts) / 1000;
    if (ms > longestTaskMs) {
      longestTaskMs = ms;
      longestTaskExtensionMs = ours / 1000;
    }
    if (ours / 1000 >= ms / 2 && ms > longestCausedTaskMs) {
      longestCausedTaskMs = ms;
      longestCausedTaskExtensionMs = ours / 1000;
    }
  }

  // Our work outside any task (none seen so far) still counts, by itself.
  for (const item of outermost) if (!inTask.has(item)) addWhole(item.frame, item.span.cpu / 1000);

  let idleEvents = 0;
  let idleMs = 0;
  if (marker !== undefined) {
    for (const { span } of outermost) {
      if (span.ts <= marker.ts) continue;
      idleEvents++;
      idleMs += (span.end - span.ts) / 1000;
    }
  }

  return {
    msByFrame,
    wallMsByFrame,
    unassignedMs,
    longestTaskMs,
    longestTaskExtensionMs,
    longestCausedTaskMs,
    longestCausedTaskExtensionMs,
    tasks: taskCount,
    wholeTaskMsByFrame,
    wholeTaskUnassignedMs,
    pageTaskMs,
    idleEvents,
    idleMs,
  };
}

/**
 * The page's own work that a task of ours may hold without our asking, at its top level: parsing,
 * and the rendering steps. Left out of whole tasks (analyseTrace).
 */
const PAGE_IN_SHARED_TASK = new Set([
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
  "Layerize",
  "UpdateLayer",
  "UpdateLayerTree",
  "Commit",
]);

/** The page's own work, left out of its tasks' time in pageTaskMs: parsing its HTML and laying it out. */
const PAGE_OWN = new Set(["ParseHTML", "Layout"]);

/** Index of the first item (an event, a span) at or after `ts` in items sorted by time. */
function firstAtOrAfter(items: readonly { ts: number }[], ts: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (items[mid]!.ts < ts) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
