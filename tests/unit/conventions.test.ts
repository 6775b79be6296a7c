/** Conventions that the code relies on, checked rather than remembered. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
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

  it("lays unit tests out as src/ is laid out (repository-wide checks stay at the top)", () => {
    const unitDir = join(ROOT, "tests/unit");
    const strays = readdirSync(unitDir, { recursive: true, encoding: "utf8" })
      .filter((f) => /\.test\.tsx?$/.test(f) && f.includes("/"))
      .filter((f) => !existsSync(join(ROOT, "src", f.slice(0, f.lastIndexOf("/")))));
    expect(strays).toEqual([]);
  });

  it("makes no network request from extension code", () => {
    const offenders = sourceFiles
      .filter((f) => !rel(f).startsWith("src/node/") && !rel(f).startsWith("src/cli/"))
      .filter((f) => /\b(fetch|XMLHttpRequest|WebSocket|sendBeacon|EventSource)\s*\(/.test(read(f)));
    expect(offenders.map(rel)).toEqual([]);
  });
});

/**
 * Every "scheme://" in the sources, as the run of characters around it up to a space, quote or
 * backtick, by file. Each one has a reason here; a new one fails until someone gives it one.
 */
const KNOWN_URLS: Record<string, { urls: string[]; why: string }> = {
  "src/ui/labels.ts": {
    urls: ["https://quran.com/${run.replace("],
    why: "the link to the verse on quran.com that the popover shows; the reader follows it or not",
  },
  "src/core/detect/heads.ts": {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source's own text, placeholders included
    urls: ["(?<![./-])(?:https?://)?(?:${s.hosts})/"],
    why: "a pattern that recognises quran.com addresses written in a page's text; nothing is fetched",
  },
  "src/core/detect/index.ts": {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source's own text, placeholders included
    urls: ["^(?:https?://)?(?:${compiled.source.hosts})/"],
    why: "a pattern that recognises a link's quran.com address; nothing is fetched",
  },
  "src/core/detect/page-context.ts": {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source's own text, placeholders included
    urls: ["^(?:https?://)?(?:${s.hosts})/"],
    why: "a pattern that recognises the page's own address as a Quran site's (page context); nothing is fetched",
  },
};

function urlsIn(text: string): string[] {
  return [...text.matchAll(/[^\s"'`]*:\/\/[^\s"'`]*/g)].map((m) => m[0]);
}

describe("no remote code", () => {
  // Comments may name these; code may not, so comments are left out of the search.
  const code = (file: string) => read(file).replace(/\/\*[\s\S]*?\*\/|(?<![:"'`])\/\/.*$/gm, "");

  it("never evaluates strings as code (eval, Function, string timers, document.write)", () => {
    const forbidden =
      /\beval\s*\(|\bnew\s+Function\b|\bFunction\s*\(|\bset(Timeout|Interval)\s*\(\s*["'`]|\bdocument\s*\.\s*write(ln)?\s*\(|\bimportScripts\s*\(/;
    const offenders = sourceFiles.filter((f) => forbidden.test(code(f))).map(rel);
    expect(offenders).toEqual([]);
  });

  it("imports dynamically only its own modules, by relative path or from its own package", () => {
    const imports = sourceFiles.flatMap((f) =>
      [...code(f).matchAll(/\bimport\s*\(\s*([^)]*)/g)].map((m) => ({
        file: rel(f),
        argument: m[1]!.trim(),
      })),
    );
    expect(imports.length).toBeGreaterThan(0);
    const remote = imports.filter(
      ({ argument }) => !/^["'`]\.\.?\//.test(argument) && !/^ownFiles\.resourceUrl\(/.test(argument),
    );
    expect(remote).toEqual([]);
  });

  it("names no remote address but the known ones, each for a reason", () => {
    const found: Record<string, string[]> = {};
    for (const file of sourceFiles) {
      const urls = urlsIn(read(file));
      if (urls.length > 0) found[rel(file)] = urls;
    }
    const known = Object.fromEntries(Object.entries(KNOWN_URLS).map(([file, { urls }]) => [file, urls]));
    expect(found).toEqual(known);
  });

  it("loads its pages' scripts from the package, never from an address", () => {
    const pages = readdirSync(join(ROOT, "src"), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".html"))
      .map((f) => join(ROOT, "src", f));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      const html = read(page);
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length, rel(page)).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        // Inline script would not run under the manifest's CSP anyway; a page should not try.
        expect(body?.trim(), rel(page)).toBe("");
        expect(attributes, rel(page)).toMatch(/\bsrc="[\w-]+\.js"/);
      }
      expect(urlsIn(html), rel(page)).toEqual([]);
    }
  });
});
