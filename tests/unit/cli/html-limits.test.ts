/**
 * The scan command on hostile HTML (issue 37): markup on which jsdom's time or memory grows faster
 * than the file (many frames, long option lists, deep nesting, many elements) is refused before
 * it is parsed, with a message that names the limit, and a file at every limit at once is read
 * within a 1 GiB heap. The limits are checked in one pass that every tag-looking thing in comments,
 * scripts and quoted attributes cannot fool either way.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import {
  checkHtmlLimits,
  HTML_LIMITS,
  type HtmlLimit,
  HtmlLimitError,
} from "../../../src/cli/html-limits.ts";
import { records, runScan } from "./helpers.ts";

const { elements, depth, frames, options } = HTML_LIMITS;
const REFERENCE = "<p>Quran 8:9</p>";

/** Markup at `limit`'s maximum, or one past it. */
const MARKUP: Record<HtmlLimit, (n: number) => string> = {
  elements: (n) => "<b>a</b>".repeat(n),
  depth: (n) => `${"<div>".repeat(n)}x${"</div>".repeat(n)}`,
  frames: (n) => "<iframe></iframe>".repeat(n),
  options: (n) => `<select>${"<option>x".repeat(n)}</select>`,
};

function limitOf(html: string): HtmlLimit | undefined {
  try {
    checkHtmlLimits(html);
    return undefined;
  } catch (error) {
    if (error instanceof HtmlLimitError) return error.limit;
    throw error;
  }
}

describe("the HTML limits", () => {
  test.each(Object.keys(MARKUP) as HtmlLimit[])(
    "%s: the limit passes, one more is refused by name",
    (limit) => {
      const max = HTML_LIMITS[limit];
      // The reference's <p> and the markup's own containers count as elements too.
      const room = limit === "elements" ? max - 1 : max;
      expect(limitOf(REFERENCE + MARKUP[limit](room))).toBeUndefined();
      expect(limitOf(REFERENCE + MARKUP[limit](room + 1))).toBe(limit);
    },
  );

  test("what is not a tag is not counted: comments, scripts, styles, text areas, quoted attributes", () => {
    const hidden = "<iframe></iframe>".repeat(frames + 1);
    for (const html of [
      `<!-- ${hidden} -->`,
      `<script>let s = "${hidden}";</script>`,
      `<SCRIPT type="x">${hidden}</SCRIPT >`,
      `<style>/* ${hidden} */</style>`,
      `<textarea>${hidden}</textarea>`,
      `<p title="${hidden}">x</p>`,
      `<p title='${hidden}'>x</p>`,
    ])
      expect(limitOf(html), html.slice(0, 30)).toBeUndefined();
  });

  test("a stray quote or a false end tag hides nothing from the count", () => {
    const many = "<iframe></iframe>".repeat(frames + 1);
    expect(limitOf(`<p class=a'b>${many}<p title='x'>`)).toBe("frames");
    expect(limitOf(`<script>x</scriptx>${many}</script><iframe></iframe>`)).toBeUndefined();
    expect(limitOf(`<script>x</script>${many}`)).toBe("frames");
    expect(limitOf(`<!-->${many}`)).toBe("frames");
  });

  test("elements whose end tag may be left out are not counted as nesting", () => {
    const open = "<p>a<li>b<option>c<tr><td>d".repeat(depth * 2);
    expect(limitOf(open)).toBeUndefined();
    expect(limitOf(`${"<span>".repeat(depth + 1)}`)).toBe("depth");
    // Closed elements give their depth back.
    expect(limitOf(`${"<div><span>x</span></div>".repeat(depth * 2)}`)).toBeUndefined();
  });
});

describe("the scan command on hostile HTML", () => {
  const dir = mkdtempSync(join(tmpdir(), "scan-limits-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, html: string) => {
    const path = join(dir, name);
    writeFileSync(path, html);
    return path;
  };

  test("reads a file at every limit within a 1 GiB heap, and refuses each one past a limit with its name", {
    timeout: 120_000,
  }, () => {
    // Every limit reached in one file: frames, options and depth, then elements up to the limit.
    const parts = [REFERENCE, MARKUP.frames(frames), MARKUP.options(options), MARKUP.depth(depth)];
    const used = 1 + frames + 1 + options + depth;
    const atLimits = file("at-limits.html", `${parts.join("")}${MARKUP.elements(elements - used)}`);
    expect(limitOf(`${parts.join("")}${MARKUP.elements(elements - used)}`)).toBeUndefined();
    const past = (Object.keys(MARKUP) as HtmlLimit[]).map((limit) =>
      file(`past-${limit}.html`, REFERENCE + MARKUP[limit](HTML_LIMITS[limit] + 1)),
    );
    const result = runScan([atLimits, ...past], { nodeArgs: ["--max-old-space-size=1024"] });
    expect(result.status).toBe(2);
    expect(records(result.stdout)).toEqual([
      { file: atLimits, start: 0, end: 9, text: "Quran 8:9", targets: ["8:9"] },
    ]);
    const said = result.stderr.trim().split("\n");
    expect(said).toEqual([
      `scan: ${past[0]}: more than 100,000 elements: the scan command's limit for HTML, which bounds its time and memory; not scanned`,
      `scan: ${past[1]}: more than 1,000 levels of nested elements: the scan command's limit for HTML, which bounds its time and memory; not scanned`,
      `scan: ${past[2]}: more than 100 frames (iframe, frame, object, embed): the scan command's limit for HTML, which bounds its time and memory; not scanned`,
      `scan: ${past[3]}: more than 5,000 <option> elements: the scan command's limit for HTML, which bounds its time and memory; not scanned`,
    ]);
  });
});
