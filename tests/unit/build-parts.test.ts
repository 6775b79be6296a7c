/**
 * The build's own parts: manifests derived per browser, the zip writer, the icon encoder; and the
 * manifests a real build writes.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { inflateRawSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawIcon } from "../../src/build/icons.ts";
import { FIREFOX_MIN_VERSION, GECKO_ID, manifestFor } from "../../src/build/manifest.ts";
import { createZip } from "../../src/build/zip.ts";

const ROOT = join(import.meta.dirname, "../..");
const source = JSON.parse(readFileSync(join(ROOT, "manifest.json"), "utf8"));

/**
 * Extension pages run only the package's own scripts (both browsers require at least
 * script-src 'self'), embed no plugins, take no <base>, may not be framed by anyone, and post no
 * forms. No style-src: the pages' inline <style> and Preact's style attributes stay allowed.
 */
const STRICT_CSP =
  "script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

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

  it("asks for no permission beyond storage", () => {
    expect(source.permissions).toEqual(["storage"]);
    expect(source.host_permissions).toBeUndefined();
  });

  it("gives both browsers the strict CSP for extension pages", () => {
    for (const browser of ["chrome", "firefox"] as const)
      expect(manifestFor(source, browser, "1.2.3").content_security_policy, browser).toEqual({
        extension_pages: STRICT_CSP,
      });
  });
});

/** Reads back every entry of a zip made by createZip: name and inflated bytes. */
function readZip(zip: Buffer): { name: string; data: Buffer }[] {
  const out: { name: string; data: Buffer }[] = [];
  let offset = 0;
  while (zip.readUInt32LE(offset) === 0x04034b50) {
    const size = zip.readUInt32LE(offset + 18);
    const nameLength = zip.readUInt16LE(offset + 26);
    const name = zip.subarray(offset + 30, offset + 30 + nameLength).toString("utf8");
    const start = offset + 30 + nameLength;
    out.push({ name, data: inflateRawSync(zip.subarray(start, start + size)) });
    offset = start + size;
  }
  return out;
}

describe("createZip", () => {
  it("round-trips names and contents, and records the entry count", () => {
    const files = [
      { name: "manifest.json", data: Buffer.from('{"a":1}') },
      { name: "icons/16.png", data: Buffer.from([0, 1, 2, 3, 255]) },
      { name: "sūrah.txt", data: Buffer.from("الأنفال") },
    ];
    const zip = createZip(files);
    expect(readZip(zip).map((f) => [f.name, f.data.toString("hex")])).toEqual(
      files.map((f) => [f.name, Buffer.from(f.data).toString("hex")]),
    );
    expect(zip.readUInt16LE(zip.length - 22 + 10)).toBe(3);
  });
});

describe("drawIcon", () => {
  it("encodes a PNG of the requested size", () => {
    const png = drawIcon(48);
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(48);
    expect(png.readUInt32BE(20)).toBe(48);
  });
});

describe("the built extension", () => {
  let out: string;
  beforeAll(async () => {
    // A fresh build of the current sources, not whatever dist/ holds.
    out = mkdtempSync(join(tmpdir(), "badr-lens-build-parts-"));
    await promisify(execFile)("npx", ["tsx", "build.ts", "--out", out], { cwd: ROOT, timeout: 120_000 });
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it("writes the strict CSP into both manifests", () => {
    for (const browser of ["chrome", "firefox"]) {
      const manifest = JSON.parse(readFileSync(join(out, browser, "manifest.json"), "utf8"));
      expect(manifest.content_security_policy, browser).toEqual({ extension_pages: STRICT_CSP });
    }
  });
});
