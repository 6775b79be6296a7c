// Temporary profiling script (not committed): where the content script's start-up time goes.
import { mkdirSync, writeFileSync } from "node:fs";
import { launchWithExtension } from "../e2e/harness/browsers.ts";
import { startFixtureServer } from "../e2e/harness/server.ts";

mkdirSync("/tmp/prof/pages", { recursive: true });
writeFileSync("/tmp/prof/pages/hi.html", "<!doctype html><p>hi</p>");
const { writeBenchPages } = await import("../fixtures/generate/bench-pages.ts");
writeBenchPages("/tmp/prof/pages");
const PAGE = process.env.PROF_PAGE ?? "hi";
const RUNS = Number(process.env.PROF_RUNS ?? 5);
const server = await startFixtureServer({ "/p/": "/tmp/prof/pages/" });
const eb = await launchWithExtension("chromium");
const totals = new Map<string, number>();
for (let run = 0; run < RUNS; run++) {
  const page = await eb.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 50 });
  await cdp.send("Profiler.start");
  await page.goto(server.url(`/p/${PAGE}.html`));
  await new Promise((r) => setTimeout(r, Number(process.env.PROF_WAIT ?? 1500)));
  const { profile } = await cdp.send("Profiler.stop");
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const deltas = profile.timeDeltas ?? [];
  profile.samples?.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i + 1] ?? 0)));
  for (const [id, us] of self) {
    const n = byId.get(id)!;
    const url = n.callFrame.url;
    if (!url.startsWith("chrome-extension://") && !n.callFrame.functionName.match(/^\((program|garbage)/))
      continue;
    const key = `${n.callFrame.functionName || "(anon)"} ${url.split("/").pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
    totals.set(key, (totals.get(key) ?? 0) + us / 1000);
  }
  await page.close();
}
const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30);
for (const [k, ms] of rows) console.log((ms / RUNS).toFixed(2).padStart(7), "ms", k);
await eb.close();
await server.close();
