/**
 * Languages as data in a real browser (Chromium and Firefox ESR): an Indonesian and a Turkish
 * article are marked where they cite al-Anfāl or name the battle, nowhere else (a street named
 * Badar, a man named Bedir, a clock time, a Bible verse), and each mark opens the popover on its
 * own targets.
 */
import { describe, expect, it } from "vitest";
import { BROWSER_KINDS } from "./harness/browsers.ts";
import { highlightTexts, openPage, waitForPopover, waitForReferenceText } from "./harness/page.ts";
import { extensionSuite } from "./harness/suite.ts";
import { pointOn } from "./popover-helpers.ts";

const ARTICLES = [
  {
    file: "article-id.html",
    marks: [
      ["Tawanan Perang Badar", "badr"],
      ["QS. Al-Anfal [8]: 9", "8:9"],
      ["surat Al-Anfal ayat 67–69", "8:67 8:68 8:69"],
      ["Perang Badar", "badr"],
    ],
  },
  {
    file: "article-tr.html",
    marks: [
      ["Bedir esirleri", "badr"],
      ["Bedir Savaşı", "badr"],
      ["Enfâl Sûresi'nin 67-69. ayetlerinde", "8:67 8:68 8:69"],
      ["Enfal suresi 9. ayette", "8:9"],
    ],
  },
] as const;

describe.each(BROWSER_KINDS)("articles in other languages in %s", (kind) => {
  const env = extensionSuite(kind);

  it.each(ARTICLES)(
    "$file: marked where it cites, and each mark opens its popover",
    async ({ file, marks }) => {
      const page = await env.ext.newPage();
      await openPage(page, env.server.url(file));
      const last = marks[marks.length - 1]![0];
      await waitForReferenceText(page, last);
      await page.waitForFunction(
        (n) => (CSS.highlights.get("badr-lens")?.size ?? 0) >= n,
        { polling: 50 },
        marks.length,
      );
      expect(await highlightTexts(page)).toEqual(marks.map(([text]) => text));
      // Hover the marks that are not in the heading, one after another, each opening its own targets.
      for (const [text, targets] of marks.slice(1)) {
        await page.mouse.move(2, 2);
        await waitForPopover(page, false);
        const { x, y } = await pointOn(page, text);
        await page.mouse.move(x, y);
        await waitForPopover(page, true, targets);
      }
      await page.close();
    },
  );
});
