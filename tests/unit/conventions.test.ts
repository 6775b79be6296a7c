/** Conventions that the code relies on, checked rather than remembered. */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const sourceFiles = readdirSync(join(ROOT, "src"), { recursive: true, encoding: "utf8" })
  .filter((f) => /\.(ts|tsx)$/.test(f))
  .map((f) => join(ROOT, "src", f));
const read = (file: string) => readFileSync(file, "utf8");
const rel = (file: string) => relative(ROOT, file);

describe("source conventions", () => {
  it("finds the sources it checks", () => {
    expect(sourceFiles.length).toBeGreaterThan(20);
  });

  it("imports webextension-polyfill only in src/shared/platform.ts", () => {
    const importers = sourceFiles
      .filter((f) => /from\s+["']webextension-polyfill["']/.test(read(f)))
      .map(rel);
    expect(importers).toEqual(["src/shared/platform.ts"]);
  });

  it("never parses strings as HTML (no innerHTML, outerHTML, insertAdjacentHTML or dangerouslySetInnerHTML)", () => {
    const offenders = sourceFiles.filter((f) =>
      /\b(innerHTML|outerHTML|insertAdjacentHTML|dangerouslySetInnerHTML)\b/.test(read(f)),
    );
    expect(offenders.map(rel)).toEqual([]);
  });

  it("keeps src/core free of DOM, Node and extension imports", () => {
    const core = sourceFiles.filter((f) => rel(f).startsWith("src/core/"));
    expect(core.length).toBeGreaterThan(3);
    const offenders = core.filter((f) =>
      /from\s+["'](node:|preact|webextension-polyfill|\.\.\/(content|ui|shared)\/)/.test(read(f)),
    );
    expect(offenders.map(rel)).toEqual([]);
  });

  it("makes no network request from extension code", () => {
    const offenders = sourceFiles
      .filter((f) => !rel(f).startsWith("src/build/") && !rel(f).startsWith("src/cli/"))
      .filter((f) => /\b(fetch|XMLHttpRequest|WebSocket|sendBeacon|EventSource)\s*\(/.test(read(f)));
    expect(offenders.map(rel)).toEqual([]);
  });
});
