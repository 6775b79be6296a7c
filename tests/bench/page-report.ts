/**
 * The page benchmark's verdicts, table and chart. The budgets are the issue's, written once here;
 * the benchmark reports against them and never fails.
 */
import { type EmbedVerdict, embedVerdicts } from "./embed-verdict.ts";
import type { PageBenchResult, PageRow } from "./page.ts";

const MB = 1024 * 1024;
/** The thread clock counts microseconds, but a floor of a few of them is mostly the two marks
 * around it, so a ratio against a floor under this says little. */
export const FLOOR_RESOLUTION_MS = 0.01;

/**
 * Issue 32's budgets, held to the cost (whole tasks + work caused in the page's tasks: page.ts
 * PageRow.costMs); the first open, the content script's size and idle work are earlier issues'.
 */
export const BUDGETS = {
  /** Pages with no reference (a Quran reader's page of another sūrah too): 1.5 reads of the text
   * + 3 ms, and no significant work caused in the page's tasks. */
  noReferenceTimes: 1.5,
  noReferenceFixedMs: 3,
  /** `<p>hi</p>` and an empty frame: 3 ms in the top frame and in each iframe. */
  emptyMs: 3,
  /** Pages with references: eight reads of the text + 10 ms (loading the detector). */
  referenceTimes: 8,
  referenceFixedMs: 10,
  longTaskMs: 50,
  /** The first open of a popover, module loading included. */
  firstOpenMs: 100,
  heapNoReferenceBytes: 1 * MB,
  heapReferenceBytes: 10 * MB,
  contentScriptBytes: 5 * 1024,
  idleEvents: 0,
};

export interface Verdict {
  /** The time budget in ms for this row (undefined when it cannot be computed, e.g. no mark.js run). */
  timeBudgetMs: number | undefined;
  timeBudgetText: string;
  heapBudgetBytes: number | undefined;
  failures: string[];
}

export function verdict(row: PageRow): Verdict {
  const failures: string[] = [];
  let timeBudgetMs: number | undefined;
  let timeBudgetText: string;
  if (row.kind === "empty") {
    timeBudgetMs = BUDGETS.emptyMs;
    timeBudgetText = `≤ ${BUDGETS.emptyMs} ms`;
  } else if (row.kind === "no-reference") {
    timeBudgetMs = BUDGETS.noReferenceTimes * row.floorMs + BUDGETS.noReferenceFixedMs;
    timeBudgetText = `≤ ${BUDGETS.noReferenceTimes}× floor + ${BUDGETS.noReferenceFixedMs} ms = ${ms(timeBudgetMs)}`;
  } else if (row.kind === "stress") {
    timeBudgetMs = undefined;
    timeBudgetText = "— (long tasks only)";
  } else {
    timeBudgetMs = BUDGETS.referenceTimes * row.floorMs + BUDGETS.referenceFixedMs;
    timeBudgetText = `≤ ${BUDGETS.referenceTimes}× floor + ${BUDGETS.referenceFixedMs} ms = ${ms(timeBudgetMs)}`;
  }
  if (timeBudgetMs !== undefined && row.costMs > timeBudgetMs) failures.push("time");
  // A page with no reference may not make the page's own tasks measurably slower.
  if ((row.kind === "no-reference" || row.kind === "empty") && row.caused.ms > 0)
    failures.push("caused work");
  // A task is ours when we did at least half its work; and none of our own work may run 50 ms in
  // one task, whoever's task it is.
  if (row.longestCausedTaskMs > BUDGETS.longTaskMs || row.longestTaskExtensionMs > BUDGETS.longTaskMs)
    failures.push("long task");
  const heapBudgetBytes =
    row.kind === "references" || (row.kind === "stress" && (row.planted ?? 0) > 0)
      ? BUDGETS.heapReferenceBytes
      : BUDGETS.heapNoReferenceBytes;
  if (heapBudgetBytes !== undefined && row.heapAddedBytes > heapBudgetBytes) failures.push("heap");
  if (row.idleEvents > BUDGETS.idleEvents) failures.push("idle work");
  if (row.firstOpenMs !== undefined && row.firstOpenMs.hover > BUDGETS.firstOpenMs)
    failures.push("first open");
  return { timeBudgetMs, timeBudgetText, heapBudgetBytes, failures };
}

function ms(value: number): string {
  if (value < 10) return `${value.toFixed(1)} ms`;
  return `${Math.round(value).toLocaleString("en")} ms`;
}

function floorText(value: number): string {
  if (value < FLOOR_RESOLUTION_MS) return `< ${FLOOR_RESOLUTION_MS} ms`;
  return value < 0.1 ? `${value.toFixed(2)} ms` : `${value.toFixed(1)} ms`;
}

/** Cost ÷ floor; against a floor under the timer's resolution, a lower bound. */
export function ratioOf(row: PageRow): { value: number; atLeast: boolean } {
  const atLeast = row.floorMs < FLOOR_RESOLUTION_MS;
  return { value: row.costMs / Math.max(row.floorMs, FLOOR_RESOLUTION_MS), atLeast };
}

const pText = (p: number) => (p < 0.001 ? "p < 0.001" : `p = ${p.toFixed(3)}`);

/** Work caused in the page's tasks: the difference and its p-value, "—" where there is none to tell. */
function causedText(caused: PageRow["caused"], frame: PageRow["frame"]): string {
  if (frame === "iframe") return "(on the top frame's row)";
  const p = pText(caused.p);
  if (caused.ms > 0) return `**${ms(caused.ms)}** (${p})`;
  return `not significant (${caused.differenceMs >= 0 ? "+" : "−"}${ms(Math.abs(caused.differenceMs))}, ${p})`;
}

/** The embed's verdict against the extension, with its p before and after adjustment (embedVerdicts). */
function verdictText(verdict: EmbedVerdict): string {
  return `${verdict.more ? "**no**" : "yes"} (${pText(verdict.p)}; adjusted ${verdict.adjustedP.toFixed(3)})`;
}

function ratioText(row: PageRow): string {
  const { value, atLeast } = ratioOf(row);
  const digits = value < 10 ? 1 : 0;
  return `${atLeast ? "≥ " : ""}${value.toFixed(digits)}×`;
}

function chars(n: number): string {
  if (n >= 1e6) return `${(n / 1e6).toFixed(2)} M`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(0)} k`;
  return String(n);
}

function heapText(bytes: number, budget: number | undefined): string {
  const text = `${(bytes / MB).toFixed(2)} MB`;
  return budget === undefined ? text : `${text} (≤ ${budget / MB} MB)`;
}

export function pageTable(result: PageBenchResult): string {
  const header = [
    "page",
    "text (chars)",
    "references found / planted",
    "floor",
    "Badr Lens: whole tasks (script alone)",
    "work caused in the page's tasks",
    "cost",
    "cost ÷ floor",
    "time budget",
    "bare extension",
    "longest task caused (ours in it); longest holding any of ours",
    "heap added",
    "idle work in 10 s",
    "mark.js (matches)",
    "findAndReplaceDOMText (matches)",
    "first open: after hover intent (≤ 100 ms) / on click",
    "result",
  ];
  const lines = [`| ${header.join(" | ")} |`, `| ${header.map(() => "---").join(" | ")} |`];
  for (const row of result.rows) {
    const v = verdict(row);
    const refs =
      row.frame === "iframe"
        ? "—"
        : `${row.found?.toLocaleString("en") ?? "?"}${row.planted === undefined ? "" : ` / ${row.planted.toLocaleString("en")}`}`;
    const peer = (p: PageRow["markJs"]) => (p ? `${ms(p.ms)} (${p.matches.toLocaleString("en")})` : "—");
    lines.push(
      `| ${[
        row.label,
        chars(row.textChars),
        refs,
        floorText(row.floorMs),
        `${ms(row.wholeTaskMs)} (${ms(row.extensionMs + (row.frame === undefined ? row.unassignedMs : 0))})`,
        causedText(row.caused, row.frame),
        ms(row.costMs),
        ratioText(row),
        v.timeBudgetText,
        ms(row.bareMs),
        `${ms(row.longestCausedTaskMs)} (${ms(row.longestCausedTaskExtensionMs)}); any: ${ms(row.longestTaskMs)} (${ms(row.longestTaskExtensionMs)})`,
        heapText(row.heapAddedBytes, v.heapBudgetBytes),
        row.idleEvents === 0 ? "none" : `${row.idleEvents} events, ${ms(row.idleMs)}`,
        peer(row.markJs),
        peer(row.findAndReplace),
        row.firstOpenMs === undefined ? "—" : `${ms(row.firstOpenMs.hover)} / ${ms(row.firstOpenMs.click)}`,
        (v.failures.length === 0 ? "pass" : `**FAIL**: ${v.failures.join(", ")}`) +
          (row.settled ? "" : " (never settled)"),
      ].join(" | ")} |`,
    );
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const sizeOk = result.contentScriptBytes <= BUDGETS.contentScriptBytes;
  lines.push(
    "",
    `content.js (dist/chrome, minified): ${kb(result.contentScriptBytes)}, budget ${kb(BUDGETS.contentScriptBytes)}: ${sizeOk ? "pass" : "**FAIL**"}.`,
  );
  return lines.join("\n");
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/`/g, "");

/**
 * A horizontal bar per row: extension time ÷ floor on a log scale, with the row's time budget
 * (as a ratio to the same floor) as a tick. Green within budget, red over it.
 */
export function pageChart(result: PageBenchResult, subtitle: string): string {
  const rows = result.rows.map((row) => {
    const v = verdict(row);
    const floorMs = Math.max(row.floorMs, FLOOR_RESOLUTION_MS);
    return {
      label: row.label,
      ratio: ratioOf(row),
      budget: v.timeBudgetMs === undefined ? undefined : v.timeBudgetMs / floorMs,
      pass: v.timeBudgetMs === undefined || row.costMs <= v.timeBudgetMs,
    };
  });
  const values = rows.flatMap((r) => [r.ratio.value, ...(r.budget === undefined ? [] : [r.budget])]);
  const lo = 10 ** Math.floor(Math.log10(Math.max(Math.min(...values), 1e-3)));
  const hi = 10 ** Math.ceil(Math.log10(Math.max(...values, lo * 10)));
  const left = 290;
  const width = 520;
  const rowHeight = 26;
  const top = 64;
  const height = top + rows.length * rowHeight + 40;
  const x = (v: number) =>
    left + (width * (Math.log10(Math.max(v, lo)) - Math.log10(lo))) / (Math.log10(hi) - Math.log10(lo));
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${left + width + 90}" height="${height}" font-family="system-ui, sans-serif" font-size="12">`,
    "<title>Badr Lens: what a page pays against the floor, per page</title>",
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="12" y="22" font-size="15" font-weight="600">Badr Lens: cost (whole tasks + work caused) ÷ one read of the page's text (log scale)</text>`,
    `<text x="12" y="40" fill="#555">${escapeXml(subtitle)}</text>`,
  ];
  for (let p = lo; p <= hi * 1.0001; p *= 10) {
    const px = x(p).toFixed(1);
    parts.push(
      `<line x1="${px}" y1="${top - 8}" x2="${px}" y2="${top + rows.length * rowHeight}" stroke="#ddd"/>`,
      `<text x="${px}" y="${top + rows.length * rowHeight + 16}" text-anchor="middle" fill="#555">${p >= 1 ? p.toLocaleString("en") : p}×</text>`,
    );
  }
  rows.forEach((r, i) => {
    const y = top + i * rowHeight;
    const end = x(r.ratio.value);
    parts.push(
      `<text x="${left - 8}" y="${y + 15}" text-anchor="end">${escapeXml(r.label)}</text>`,
      `<rect x="${left}" y="${y + 4}" width="${Math.max(end - left, 1).toFixed(1)}" height="${rowHeight - 10}" fill="${r.pass ? "#2e8b57" : "#c0392b"}"/>`,
      `<text x="${(end + 4).toFixed(1)}" y="${y + 15}" fill="#333">${r.ratio.atLeast ? "≥ " : ""}${r.ratio.value < 10 ? r.ratio.value.toFixed(1) : Math.round(r.ratio.value)}×</text>`,
    );
    if (r.budget !== undefined) {
      const bx = x(r.budget).toFixed(1);
      parts.push(
        `<line x1="${bx}" y1="${y + 1}" x2="${bx}" y2="${y + rowHeight - 3}" stroke="#000" stroke-width="2"/>`,
      );
    }
  });
  parts.push(
    `<text x="12" y="${height - 8}" fill="#555">Bar: measured ratio (green within its time budget, red over). Black tick: the budget, as a ratio to the same floor.</text>`,
    "</svg>",
    "",
  );
  return parts.join("\n");
}

/** The embed beside the extension on the pages measured with both: a page with no reference (or an
 * empty one) must cost a site's readers no more with the embed than with the extension (issue 34).
 * The verdict is embedVerdicts': each page's loads, whole tasks plus the page's own tasks, the
 * embed's against the extension's by the one-sided test the bench asks of caused work, the pages'
 * p-values adjusted together. */
export function embedTable(result: PageBenchResult): string {
  const header = [
    "page",
    "Badr Lens (extension): cost",
    "embed: cost (whole tasks; caused)",
    "longest task the embed caused (its own in it)",
    "heap added: extension / embed",
    "embed's idle work in 10 s",
    "embed ≤ extension (one-sided test of its loads against the extension's, whole tasks plus the page's tasks; p adjusted over the pages)",
  ];
  const asked = result.rows.filter((row) => row.embed?.againstExtension);
  const verdicts = new Map(
    embedVerdicts(asked.map((row) => row.embed!.againstExtension!)).map((v, i) => [asked[i]!, v]),
  );
  const lines = [`| ${header.join(" | ")} |`, `| ${header.map(() => "---").join(" | ")} |`];
  for (const row of result.rows) {
    const embed = row.embed;
    if (!embed) continue;
    const mb = (bytes: number) => `${(bytes / MB).toFixed(2)} MB`;
    lines.push(
      `| ${[
        row.label,
        ms(row.costMs),
        `${ms(embed.costMs)} (${ms(embed.wholeTaskMs)}; ${causedText(embed.caused, row.frame)})`,
        `${ms(embed.longestCausedTaskMs)} (${ms(embed.longestCausedTaskEmbedMs)})`,
        `${mb(row.heapAddedBytes)} / ${mb(embed.heapAddedBytes)}`,
        embed.idleEvents === 0 ? "none" : `${embed.idleEvents} events`,
        (verdicts.has(row) ? verdictText(verdicts.get(row)!) : "(on the top frame's row)") +
          (embed.settled ? "" : " (never settled)"),
      ].join(" | ")} |`,
    );
  }
  return lines.join("\n");
}
