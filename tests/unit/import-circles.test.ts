/**
 * No circle of imports in src/ (type imports count too): a file that imports, through others, the
 * file that imports it has no clear place in the tiers, and issue 33 took the last one out of
 * core/detect. The graph is read from the sources' relative imports, as farm-studio draws it.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const SRC = join(ROOT, "src");

/** Each source file (relative to the repository) with the source files it imports. */
function importGraph(): Map<string, string[]> {
  const files = readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith(".d.ts"))
    .map((f) => join(SRC, f));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const targets = [
      ...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\sfrom\s+["'](\.{1,2}\/[^"']+)["']/g),
    ]
      .map((m) => relative(ROOT, resolve(dirname(file), m[1]!)))
      .filter((target) => /\.(ts|tsx)$/.test(target));
    graph.set(relative(ROOT, file), targets);
  }
  return graph;
}

/** Every circle, each as the files on it in order, found by depth-first search. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe("imports", () => {
  it("read the whole graph", () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect([...graph.values()].flat().length).toBeGreaterThan(200);
  });

  it("form no circle in src/, type imports included", () => {
    expect(circles(importGraph()).map((c) => c.join(" -> "))).toEqual([]);
  });

  it("would see one", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(circles(graph)).toEqual([["a.ts", "b.ts", "c.ts", "a.ts"]]);
  });
});
