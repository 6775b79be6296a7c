/**
 * The whole answer in the reader's language (issue 38), in Chromium and Firefox ESR: in a browser
 * whose language is Arabic, Indonesian, Turkish or Urdu (the interface language left on automatic),
 * on a page in that language, the popover's
 * title, summary, explanation (a tafsīr on each verse) and facts come from data/local, each
 * published text naming its source; the narration is the hadith's Arabic for an Arabic reader,
 * and for the others the English, said plainly, with its Arabic original beside it; the sources say
 * which texts were written for Badr Lens; Copy cites the verses as that language's readers do.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { ElementHandle, Page } from "puppeteer-core";
import { afterEach, describe, expect, it } from "vitest";
import type { LocalEntry } from "../../src/core/dataset/types.ts";
import { translator } from "../../src/shared/i18n.ts";
import { BROWSER_KINDS } from "./harness/browsers.ts";
import { resetSettings } from "./harness/extension.ts";
import { openPage, waitForPopover, waitForReferenceText } from "./harness/page.ts";
import { waitForPopoverRoot } from "./harness/popover-root.ts";
import { extensionSuite, speaking } from "./harness/suite.ts";
import { clickInPopover, pointOn, waitForSettled } from "./popover-helpers.ts";

const LOCAL = join(resolve(import.meta.dirname, "../.."), "data", "local");
const localEntry = (language: string, id: string) =>
  JSON.parse(readFileSync(join(LOCAL, language, `${id}.json`), "utf8")) as LocalEntry;
const sources = JSON.parse(readFileSync(join(LOCAL, "sources.json"), "utf8")) as {
  id: string;
  work: string;
}[];
const workOf = (id: string) => sources.find((s) => s.id === id)!.work;

const READERS = [
  {
    language: "ar",
    file: "popover-ar.html",
    range: "الأنفال: ٦٧-٦٩",
    battle: "غزوة بدر",
    cited: "«الأنفال: ٦٧–٦٩»",
  },
  {
    language: "id",
    file: "popover-id.html",
    range: "Surat Al-Anfal ayat 67-69",
    battle: "Battle of Badr",
    cited: "QS. Al-Anfal [8]: 67–69",
  },
  {
    language: "tr",
    file: "popover-tr.html",
    range: "Enfal 8/67-69",
    battle: "Bedir Savaşı",
    cited: "Al-Anfal 8/67–69",
  },
  {
    language: "ur",
    file: "popover-ur.html",
    range: "سورۃ الانفال کی آیات ۶۷ تا ۶۹",
    battle: "غزوۂ بدر",
    cited: "سورۃ الأنفال: ۶۷–۶۹",
  },
] as const;

type Root = ElementHandle<Document>;

/** The text of every element matching `selector` in the popover, in order. */
function texts(page: Page, root: Root, selector: string): Promise<string[]> {
  return page.evaluate(
    (r, sel) => [...r.querySelectorAll(sel)].map((el) => el.textContent ?? ""),
    root,
    selector,
  );
}

/**
 * Opens a section of the pinned popover unless it is open: a pinned popover opens with the sections
 * the reader last left open (storage.session), so the last test's may be open already.
 */
async function openSection(page: Page, root: Root, id: string): Promise<void> {
  const open = (r: Document, section: string) =>
    r.querySelector<HTMLElement>(`#bl-section-${section}`)?.hidden === false;
  if (!(await page.evaluate(open, root, id))) await clickInPopover(page, `#bl-toggle-${id}`);
  await page.waitForFunction(open, {}, root, id);
}

describe.each(BROWSER_KINDS.flatMap((kind) => READERS.map((reader) => ({ kind, ...reader }))))(
  "a $language reader's popover in $kind",
  ({ kind, language, file, range, battle, cited }) => {
    const env = extensionSuite(kind, speaking(kind, language));
    afterEach(() => resetSettings(env.ext));

    /** `file`, `text`'s popover opened by a click and settled. */
    async function opened(text: string, targets: string) {
      const page = await env.ext.newPage();
      await openPage(page, env.server.url(file));
      await waitForReferenceText(page, text);
      const point = await pointOn(page, text);
      await page.mouse.click(point.x, point.y);
      await waitForPopover(page, true, targets);
      await waitForSettled(page);
      return { page, root: (await waitForPopoverRoot(page)) as Root };
    }

    it("8:67–69's title, summary, tafsīr and narration, each sourced, and Copy in its citation style", async () => {
      const t = translator(language);
      const mine = localEntry(language, "anfal-8-67-69");
      const { page, root } = await opened(range, "8:67 8:68 8:69");
      expect(await texts(page, root, "#bl-title")).toEqual([`Al-Anfal 8:67–69 · ${mine.title}`]);
      expect(await texts(page, root, "[data-part=summary]")).toEqual([mine.summary]);
      // An Arabic reader, with no translation chosen, reads al-Muyassar under the verse, not English.
      const lead = (await texts(page, root, "[data-part=lead] .bl-translation"))[0]!;
      const muyassar = localEntry("ar", "anfal-8-67-69").explanation![0]!;
      if (language === "ar") expect(lead).toContain(`${muyassar.text} (8:67)`);
      expect(lead.includes(workOf("tafsir-muyassar"))).toBe(language === "ar");

      if (kind === "chromium") {
        // Firefox asks the reader before a page may read the clipboard; popover.test.ts says so.
        const context = env.ext.browser.defaultBrowserContext();
        await context.overridePermissions(env.server.origin, ["clipboard-read", "clipboard-sanitized-write"]);
        await clickInPopover(page, "[data-part=copy]");
        await page.waitForFunction(
          (r) => r.querySelector<HTMLElement>("[data-part=copy]")?.dataset.state === "copied",
          {},
          root,
        );
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied).toContain(cited);
        if (language === "ar") expect(copied).toContain(`${cited} (${workOf("tafsir-muyassar")})`);
      }
      await openSection(page, root, "explanation");
      expect(await texts(page, root, "[data-part=local-explanation] > p[lang]")).toEqual(
        mine.explanation!.map((x) => `(${x.verse}) ${x.text}`),
      );
      expect(new Set(await texts(page, root, "[data-part=local-explanation] cite"))).toEqual(
        new Set([workOf(mine.explanation![0]!.source)]),
      );

      await openSection(page, root, "narration");
      const original = localEntry("ar", "anfal-8-67-69").narration!;
      if (language === "ar") {
        expect(await texts(page, root, "[data-part=local-narration] > p[lang=ar]")).toEqual(
          original.paragraphs,
        );
        expect(await texts(page, root, "#bl-section-narration cite")).toEqual([workOf(original.source)]);
        expect(await texts(page, root, "[data-part=no-local-source], [data-part=arabic-original]")).toEqual(
          [],
        );
      } else {
        expect(await texts(page, root, "[data-part=no-local-source]")).toEqual([t("popoverNoLocalSource")]);
        expect((await texts(page, root, "#bl-toggle-narration"))[0]).toContain(t("popoverInEnglish"));
        await clickInPopover(page, "[data-part=arabic-original] summary");
        await page.waitForFunction(
          (r) => r.querySelector<HTMLDetailsElement>("[data-part=arabic-original]")?.open === true,
          {},
          root,
        );
        expect(await texts(page, root, "[data-part=arabic-original] p[lang=ar]")).toEqual(
          original.paragraphs,
        );
      }

      await openSection(page, root, "sources");
      expect(await texts(page, root, "[data-part=written-for-badr-lens]")).toEqual([
        t("popoverWrittenForBadrLens"),
      ]);

      await page.close();
    });

    it("the Battle of Badr's facts card", async () => {
      const mine = localEntry(language, "badr");
      const { page, root } = await opened(battle, "badr");
      expect(await texts(page, root, "#bl-title")).toEqual([mine.title]);
      const facts = await page.evaluate(
        (r) =>
          [...r.querySelectorAll<HTMLElement>("[data-fact]")].map((f) => [
            f.dataset.fact ?? "",
            f.querySelector("dd > span")?.textContent ?? "",
            f.querySelector("dd > span")?.getAttribute("lang") ?? "",
          ]),
        root,
      );
      expect(facts).toEqual(Object.entries(mine.facts!).map(([kind, text]) => [kind, text, language]));
      await page.close();
    });
  },
);
