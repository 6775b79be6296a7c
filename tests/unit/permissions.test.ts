/**
 * The permissions snapshot: every permission, host permission and content-script match of both
 * built manifests is listed, with its reason, in SECURITY.md's permissions table, and the table
 * lists nothing the manifests do not ask for. A new permission fails here until SECURITY.md says
 * why it is needed.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { type BrowserName, manifestFor } from "../../src/node/manifest.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const source = JSON.parse(readFileSync(join(ROOT, "manifest.json"), "utf8"));
const security = readFileSync(join(ROOT, "SECURITY.md"), "utf8");

const BROWSERS: Record<BrowserName, string> = { chrome: "chromium", firefox: "firefox" };

/** What a manifest may do, one line each, as the table names it: "scripting", "<all_urls> (host permission)". */
function asked(browser: BrowserName, from: unknown = source): string[] {
  const manifest = manifestFor(from as typeof source, browser, "1.0.0") as {
    permissions?: string[];
    optional_permissions?: string[];
    host_permissions?: string[];
    optional_host_permissions?: string[];
    content_scripts?: { matches: string[] }[];
  };
  return [
    ...(manifest.permissions ?? []),
    ...(manifest.optional_permissions ?? []).map((p) => `${p} (optional)`),
    ...(manifest.host_permissions ?? []).map((p) => `${p} (host permission)`),
    ...(manifest.optional_host_permissions ?? []).map((p) => `${p} (optional host permission)`),
    ...(manifest.content_scripts ?? []).flatMap((c) => c.matches.map((m) => `${m} (content script)`)),
  ].sort();
}

/** SECURITY.md's table: the rows under "What it may do", by browser. */
function documented(browser: BrowserName): string[] {
  const section = security.split("## What it may do: the permissions")[1]?.split("\n## ")[0] ?? "";
  const rows = section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) => line.split("|").map((cell) => cell.trim()))
    .map(([, permission, who, why]) => ({ permission: permission!.replace(/`/g, ""), who, why }));
  for (const row of rows) expect(row.why, `${row.permission} has no reason`).toMatch(/\w{3,}/);
  return rows
    .filter((row) => row.who === "both" || row.who === BROWSERS[browser])
    .map((row) => row.permission)
    .sort();
}

describe("the permissions", () => {
  it.each(Object.keys(BROWSERS) as BrowserName[])(
    "of the %s build are the ones SECURITY.md lists, each with its reason",
    (browser) => {
      expect(asked(browser).length).toBeGreaterThan(0);
      expect(asked(browser)).toEqual(documented(browser));
    },
  );

  it("fail the snapshot when one is added", () => {
    const more = { ...source, permissions: [...source.permissions, "tabs"] };
    expect(asked("firefox", more)).not.toEqual(documented("firefox"));
    expect(asked("chrome", more)).toContain("tabs");
  });

  it("never read a tab's address or title, which scripting with <all_urls> would allow", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name)) files.push(path);
      }
    };
    walk(join(ROOT, "src"));
    const readers = files.filter((file) =>
      /\btabs?\??\.(?:url|title|pendingUrl|favIconUrl)\b|\burl:\s*true\b/.test(readFileSync(file, "utf8")),
    );
    expect(files.length).toBeGreaterThan(20);
    expect(readers).toEqual([]);
  });
});
