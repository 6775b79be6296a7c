/** The build's own parts: manifests derived per browser, the zip writer, the icon encoder. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { drawIcon } from "../../src/build/icons.ts";
import { FIREFOX_MIN_VERSION, GECKO_ID, manifestFor } from "../../src/build/manifest.ts";
import { createZip } from "../../src/build/zip.ts";

const source = JSON.parse(readFileSync(join(import.meta.dirname, "../../manifest.json"), "utf8"));

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
