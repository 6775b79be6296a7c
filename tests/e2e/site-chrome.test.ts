/**
 * Site chrome is not content (docs/DETECTION.md, "What is content"), in both browsers: on a page
 * built like a real article (a site menu, a breadcrumb trail, tag links, a link to the next
 * article), only the article's references are marked, so they are what the popup lists and what
 * the next-reference command reaches first.
 */
import { describe, it } from "vitest";
import { BROWSER_KINDS } from "./harness/browsers.ts";
import { openPage, waitForHighlightTexts } from "./harness/page.ts";
import { extensionSuite } from "./harness/suite.ts";

describe.each(BROWSER_KINDS)("site chrome in %s", (kind) => {
  const env = extensionSuite(kind);

  it("marks the article's references and none in the menu, the breadcrumbs, the tags or the pager", async () => {
    const page = await env.ext.newPage();
    try {
      await openPage(page, env.server.url("site-chrome.html"));
      await waitForHighlightTexts(page, ["Battle of Badr", "Battle of Badr", "Quran 8:9"]);
    } finally {
      await page.close();
    }
  });
});
