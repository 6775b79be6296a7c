/**
 * The build's own parts: manifests derived per browser, the icon; and what a real build writes (its
 * manifests' CSP, store zips that hold exactly the folders, and no remote or string-evaluated code
 * in its bundles).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { unzipSync } from "fflate";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawIcon } from "../../../src/node/icons.ts";
import { FIREFOX_MIN_VERSION, GECKO_ID, manifestFor } from "../../../src/node/manifest.ts";

const ROOT = join(import.meta.dirname, "../../..");
const source = JSON.parse(readFileSync(join(ROOT, "manifest.json"), "utf8"));

/**
 * Extension pages run only the package's own scripts (both browsers require at least
 * script-src 'self'), embed no plugins, take no <base>, may be framed only by web pages (the
 * popover's frame is one of them, ADR 014; no other page of ours is web-accessible, so no page can
 * frame it), and post no forms. No style-src: the pages' inline <style> and Preact's style
 * attributes stay allowed.
 */
const STRICT_CSP =
  "script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors http: https: file:; form-action 'none'";

describe("manifestFor", () => {
  it("gives Chrome a service worker and no gecko settings", () => {
    const chrome = manifestFor(source, "chrome", "1.2.3");
    expect(chrome.version).toBe("1.2.3");
    expect(chrome.background).toEqual({ service_worker: "background.js" });
    expect(chrome.browser_specific_settings).toBeUndefined();
  });

  it("gives Firefox background scripts, a stable gecko id and a minimum version", () => {
    const firefox = manifestFor(source, "firefox", "1.2.3") as Record<string, never>;
    expect(firefox.background).toEqual({ scripts: ["background.js"] });
    expect(firefox.browser_specific_settings).toMatchObject({
      gecko: { id: GECKO_ID, strict_min_version: FIREFOX_MIN_VERSION },
    });
  });

  it("does not change the source manifest", () => {
    const before = JSON.stringify(source);
    manifestFor(source, "firefox", "9.9.9");
    expect(JSON.stringify(source)).toBe(before);
  });

  it("asks for no permission beyond storage and the context menu", () => {
    expect(source.permissions).toEqual(["storage", "contextMenus"]);
    expect(source.host_permissions).toBeUndefined();
  });

  it("gives both browsers the strict CSP for extension pages", () => {
    for (const browser of ["chrome", "firefox"] as const)
      expect(manifestFor(source, browser, "1.2.3").content_security_policy, browser).toEqual({
        extension_pages: STRICT_CSP,
      });
  });
});

describe("drawIcon", () => {
  it("encodes a PNG of the requested size", () => {
    const icon = PNG.sync.read(drawIcon(48));
    expect([icon.width, icon.height]).toEqual([48, 48]);
    // Transparent corner, deep blue disc, gold crescent: the drawing, not only a header.
    const at = (x: number, y: number) => [...icon.data.subarray((y * 48 + x) * 4, (y * 48 + x) * 4 + 4)];
    expect(at(0, 0)[3]).toBe(0);
    expect(at(24, 3)).toEqual([0x3d, 0x5a, 0x80, 255]);
    expect(at(14, 24)).toEqual([0xf2, 0xc1, 0x4e, 255]);
  });

  it("draws the off icon as the same shape in faded greys", () => {
    const icon = PNG.sync.read(drawIcon(48, { off: true }));
    const at = (x: number, y: number) => [...icon.data.subarray((y * 48 + x) * 4, (y * 48 + x) * 4 + 4)];
    expect(at(0, 0)[3]).toBe(0);
    const [r, g, b, a] = at(24, 3);
    expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!)).toBeLessThan(16); // grey, not blue
    expect(a).toBeLessThan(255);
    expect(at(14, 24).slice(0, 3)).toEqual([0xd8, 0xda, 0xdd]);
  });
});

/**
 * Each "scheme://" a built bundle may hold, as the run of characters around it up to a space, quote
 * or backtick (minified names vary, hence patterns), with the bundles it may appear in and why.
 */
const KNOWN_BUNDLE_URLS: { pattern: RegExp; files: string[]; why: string }[] = [
  {
    pattern: /^http:\/\/www\.w3\.org\/(2000\/svg|1998\/Math\/MathML|1999\/xhtml)$/,
    files: ["options.js", "popup.js", "first-run.js", "popover-frame.js"],
    why: "Preact's XML namespace names for createElementNS; identifiers, never fetched",
  },
  {
    pattern: /^https:\/\/quran\.com\/\$\{[\w$]+\.replace\($/,
    files: ["popover-frame.js"],
    why: "the link to the verse on quran.com that the popover shows (src/ui/labels.ts)",
  },
  {
    pattern: /^(\(\?<!\[\.\/-\]\)|\^)\(\?:https\?:\/\/\)\?\(\?:\$\{[\w$.]+\}\)\/$/,
    files: ["detector.js"],
    why: "the detector's patterns for quran.com addresses in a page's text (src/core/detect)",
  },
  {
    pattern: /^chrome:\/\/extensions\/shortcuts\.$/,
    files: ["background.js", "options.js", "popup.js", "first-run.js"],
    why: "the options and first-run pages' words on where to change shortcuts, in the message tables the classic bundles carry (src/_locales); shown, never fetched",
  },
];

/** Each "scheme://" in `text`, with the characters around it up to a space, quote or backtick. */
function urlsIn(text: string): string[] {
  const urls: string[] = [];
  const boundary = /[\s"'`]/;
  for (let at = text.indexOf("://"); at !== -1; at = text.indexOf("://", at + 3)) {
    let start = at;
    while (start > 0 && !boundary.test(text[start - 1]!)) start--;
    let end = at + 3;
    while (end < text.length && !boundary.test(text[end]!)) end++;
    urls.push(text.slice(start, end));
  }
  return urls;
}

describe("the built extension", () => {
  let out: string;
  let bundles: { browser: string; file: string; text: string }[];
  beforeAll(async () => {
    // A fresh build of the current sources, not whatever dist/ holds.
    out = mkdtempSync(join(tmpdir(), "badr-lens-build-parts-"));
    await promisify(execFile)("npx", ["tsx", "build.ts", "--out", out], { cwd: ROOT, timeout: 120_000 });
    bundles = ["chrome", "firefox"].flatMap((browser) =>
      readdirSync(join(out, browser))
        .filter((f) => f.endsWith(".js"))
        .map((file) => ({ browser, file, text: readFileSync(join(out, browser, file), "utf8") })),
    );
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("zips each browser's folder whole: the same files, byte for byte", () => {
    const version = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).version;
    for (const browser of ["chrome", "firefox"]) {
      const folder = join(out, browser);
      const files = readdirSync(folder, { recursive: true, encoding: "utf8" })
        .filter((f) => statSync(join(folder, f)).isFile())
        .sort();
      const entries = unzipSync(readFileSync(join(out, `badr-lens-${browser}-${version}.zip`)));
      expect(Object.keys(entries).sort(), browser).toEqual(files);
      for (const file of files)
        expect(
          Buffer.from(entries[file]!).equals(readFileSync(join(folder, file))),
          `${browser}/${file}`,
        ).toBe(true);
    }
  });

  it("writes the strict CSP into both manifests", () => {
    for (const browser of ["chrome", "firefox"]) {
      const manifest = JSON.parse(readFileSync(join(out, browser, "manifest.json"), "utf8"));
      expect(manifest.content_security_policy, browser).toEqual({ extension_pages: STRICT_CSP });
    }
  });

  it("bundles no code that evaluates strings, and no HTML parsing but Preact's unused one", () => {
    expect(bundles.map((b) => `${b.browser}/${b.file}`).sort()).toEqual(
      ["chrome", "firefox"].flatMap((b) =>
        [
          "background.js",
          "content.js",
          "detector.js",
          "first-look.js",
          "first-run.js",
          "main.js",
          "options.js",
          "page.js",
          "popover-frame.js",
          "popover.js",
          "popup.js",
        ].map((f) => `${b}/${f}`),
      ),
    );
    const forbidden =
      /\beval\s*\(|\bnew\s+Function\b|\bFunction\s*\(|\bset(Timeout|Interval)\s*\(\s*["'`]|\bdocument\.write(ln)?\s*\(|\bimportScripts\s*\(|\bouterHTML\b|\binsertAdjacentHTML\b|\bcreateContextualFragment\b|\bsrcdoc\b|javascript:/;
    expect(bundles.filter((b) => forbidden.test(b.text)).map((b) => `${b.browser}/${b.file}`)).toEqual([]);
    // Preact's dangerouslySetInnerHTML branch, which no component uses (conventions.test.ts), is
    // the only innerHTML: `a.__html==b.innerHTML)||(b.innerHTML=a.__html)`.
    for (const { browser, file, text } of bundles) {
      const preact = /\w+\.__html==(\w+)\.innerHTML\)\|\|\(\1\.innerHTML=\w+\.__html\)/g;
      expect(text.replace(preact, ""), `${browser}/${file}`).not.toMatch(/innerHTML/);
    }
  });

  it("imports no module but its own, from its own package", () => {
    const imports = bundles.flatMap(({ browser, file, text }) =>
      [...text.matchAll(/\bimport\s*\(([^)]*\)?)/g)].map((m) => ({ at: `${browser}/${file}`, call: m[0] })),
    );
    // The lazy imports, each by its package URL (runtime.getURL), all through one function
    // (load-once.ts importOwnModule): the content script's of the first look's and the main
    // module, the main module's of the page module, and the page module's of the detector and
    // popover modules.
    const own = { call: expect.stringMatching(/^import\([\w$]+\.resourceUrl\([\w$]+\)$/) };
    expect(imports).toEqual([
      { at: "chrome/content.js", ...own },
      { at: "chrome/main.js", ...own },
      { at: "chrome/page.js", ...own },
      { at: "firefox/content.js", ...own },
      { at: "firefox/main.js", ...own },
      { at: "firefox/page.js", ...own },
    ]);
  });

  it("builds the embed as the extension's code: no string evaluated, modules only from its own folder, no remote address but the known ones", () => {
    const dir = join(out, "embed");
    const embed = readdirSync(dir)
      .filter((f) => f.endsWith(".js"))
      .sort()
      .map((file) => ({ file, text: readFileSync(join(dir, file), "utf8") }));
    expect(embed.map((b) => b.file)).toEqual([
      "badr-lens.js",
      "detector.js",
      "first-look.js",
      "main.js",
      "page.js",
      "popover-view.js",
      "popover.js",
    ]);
    const forbidden =
      /\beval\s*\(|\bnew\s+Function\b|\bFunction\s*\(|\bset(Timeout|Interval)\s*\(\s*["'`]|\bdocument\.write(ln)?\s*\(|\bouterHTML\b|\binsertAdjacentHTML\b|\bcreateContextualFragment\b|\bsrcdoc\b|javascript:|\bchrome\.|\bbrowser\.runtime/;
    expect(embed.filter((b) => forbidden.test(b.text)).map((b) => b.file)).toEqual([]);
    const imports = embed.flatMap(({ file, text }) =>
      [...text.matchAll(/\bimport\s*\(([^)]*\)?)/g)].map((m) => ({ file, call: m[0] })),
    );
    const own = { call: expect.stringMatching(/^import\([\w$]+\.resourceUrl\([\w$]+\)$/) };
    expect(imports).toEqual([
      { file: "badr-lens.js", ...own },
      { file: "main.js", ...own },
      { file: "page.js", ...own },
      { file: "popover.js", ...own },
    ]);
    const asExtension: Record<string, string> = { "popover-view.js": "popover-frame.js" };
    const unknown = embed.flatMap(({ file, text }) =>
      urlsIn(text)
        .filter(
          (url) =>
            !KNOWN_BUNDLE_URLS.some(
              (k) => k.files.includes(asExtension[file] ?? file) && k.pattern.test(url),
            ),
        )
        .map((url) => `embed/${file}: ${url}`),
    );
    expect(unknown).toEqual([]);
  });

  it("names no remote address but the known ones", () => {
    const unknown = bundles.flatMap(({ browser, file, text }) =>
      urlsIn(text)
        .filter((url) => !KNOWN_BUNDLE_URLS.some((k) => k.files.includes(file) && k.pattern.test(url)))
        .map((url) => `${browser}/${file}: ${url}`),
    );
    expect(unknown).toEqual([]);
    // Each allowance still matches something, so none outlives its reason unnoticed.
    for (const known of KNOWN_BUNDLE_URLS) {
      const used = bundles.some(
        ({ file, text }) => known.files.includes(file) && urlsIn(text).some((url) => known.pattern.test(url)),
      );
      expect(used, known.why).toBe(true);
    }
  });

  it("loads its pages' scripts from the package", () => {
    for (const browser of ["chrome", "firefox"])
      for (const page of ["popup.html", "options.html", "first-run.html"]) {
        const html = readFileSync(join(out, browser, page), "utf8");
        expect(html, `${browser}/${page}`).not.toMatch(/:\/\//);
        expect(
          [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]),
          `${browser}/${page}`,
        ).toEqual([`<script src="${page.replace(".html", ".js")}">`]);
      }
  });
});
