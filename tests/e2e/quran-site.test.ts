/**
 * Quoted verses and page context in both browsers (docs/DETECTION.md, "Quoted verses" and "Page
 * context"). On a Quran reading page served at /surah/8/ whose heading is «سورة الأنفال», the verse
 * labels, the Arabic with its ornament and the English of 8:9 and 8:67–69 are marked, and nothing
 * else: not the neighbouring verses, the page number or the footer's section and time. On an
 * ordinary article, a quotation with no citation opens the right popover; a page with no reference
 * stays unmarked.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { BROWSER_KINDS } from "./harness/browsers.ts";
import {
  clickReference,
  HOST_INSERTED,
  highlightTexts,
  openPage,
  pageMutations,
  waitForHighlightTexts,
  waitForPopover,
} from "./harness/page.ts";
import { extensionSuite } from "./harness/suite.ts";

const require = createRequire(import.meta.url);
const dist = join(dirname(require.resolve("quran-json/package.json")), "dist");
type Chapters = { verses: { text: string; translation?: string }[] }[];
const arabic = (JSON.parse(readFileSync(join(dist, "quran.json"), "utf8")) as Chapters)[7]!.verses;
const english = (JSON.parse(readFileSync(join(dist, "quran_en.json"), "utf8")) as Chapters)[7]!.verses;
const ORNAMENT = (n: number) => `﴿${[...String(n)].map((d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]).join("")}﴾`;

/** What a verse's row marks: its label, its Arabic (the quoted run), its ornament, its English run. */
function marked(verse: number, englishRun: string): string[] {
  return [`8:${verse}`, arabic[verse - 1]!.text.trim(), ORNAMENT(verse), englishRun];
}
const en = (verse: number) => english[verse - 1]!.translation!.trim();

const QURAN_PAGE = [
  // The first word of Saheeh International's 8:9 is in brackets: the run starts inside them.
  ...marked(9, en(9).slice(1).replace(/"$/, "")),
  ...marked(67, en(67)),
  ...marked(68, en(68)),
  ...marked(69, en(69)),
];

describe.each(BROWSER_KINDS)("quoted verses and Quran reading pages in %s", (kind) => {
  const env = extensionSuite(kind);

  it("marks the labels and the verse text of 8:9 and 8:67–69 on al-Anfāl's page, and nothing else", async () => {
    const page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("surah/8/"));
    await waitForHighlightTexts(page, QURAN_PAGE);
    expect(await highlightTexts(page)).toEqual(QURAN_PAGE);
    // The first covered verse is near the top of the page, in view; its English opens its entry.
    await clickReference(page, QURAN_PAGE[3]!);
    await waitForPopover(page, true, "8:9");
    await page.keyboard.press("Escape");
    await waitForPopover(page, false);
    expect(await pageMutations(page)).toEqual([HOST_INSERTED]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("marks quotations with no citation on an article, and opens the quoted verse's popover", async () => {
    const page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("quotes/article.html"));
    const quotes = [
      "It is not fitting for a prophet that he should have prisoners of war until he hath thoroughly subdued the land",
      "لولا كتاب من الله سبق لمسكم فيما أخذتم عذاب عظيم",
    ];
    await waitForHighlightTexts(page, quotes);
    expect(await highlightTexts(page)).toEqual(quotes);
    await clickReference(page, quotes[0]!);
    await waitForPopover(page, true, "8:67");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("leaves a page with no reference unmarked: only the sentinel in its shadow root is marked", async () => {
    const page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("quotes/plain.html"));
    // The page's shadow trees are scanned after its own text is judged (DomWatcher's first job),
    // so once the sentinel there is marked, nothing else will be.
    await waitForHighlightTexts(page, ["Quran 8:9"]);
    expect(await highlightTexts(page)).toEqual(["Quran 8:9"]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
