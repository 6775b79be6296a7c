/**
 * The scan command reads a page's context as the content script does (docs/DETECTION.md, "Page
 * context"): an HTML file's <title> and first <h1>, and the address given with --url.
 */
import { describe, expect, it } from "vitest";
import { parseScanArgs } from "../../../src/cli/args.ts";
import { findInHtml } from "../../../src/cli/html.ts";
import { quoting } from "../core/detect/quotations/helpers.ts";

const VERSES = `<main><p>67</p><p>ما كان لنبي ﴿٦٧﴾</p><p>8:68</p><p>Section 8.9</p></main>`;
const texts = (html: string, url?: string) =>
  findInHtml(quoting, html, url).map((r) => `${r.text} → ${r.targets}`);

describe("the scan command's page context", () => {
  it("reads the sūrah from <title> or <h1>", () => {
    const expected = ["67 → 8:67", "﴿٦٧﴾ → 8:67", "8:68 → 8:68"];
    expect(texts(`<title>Surah Al-Anfal</title>${VERSES}`)).toEqual(expected);
    expect(texts(`<h1>سورة الأنفال</h1>${VERSES}`)).toEqual(expected);
  });

  it("reads it from --url", () => {
    expect(texts(VERSES, "https://quran.com/8")).toEqual(["67 → 8:67", "﴿٦٧﴾ → 8:67", "8:68 → 8:68"]);
  });

  it("reads none from a novel's chapter or an address that names no sūrah", () => {
    expect(texts(`<title>Chapter 8</title><h1>Chapter 8</h1>${VERSES}`)).toEqual([]);
    expect(texts(VERSES, "https://example.org/8")).toEqual([]);
  });

  it("takes --url as an option", () => {
    expect(parseScanArgs(["--url=https://quran.com/8", "a.html"], "/data", "/here").url).toBe(
      "https://quran.com/8",
    );
    expect(parseScanArgs(["a.html"], "/data", "/here").url).toBeUndefined();
  });
});
