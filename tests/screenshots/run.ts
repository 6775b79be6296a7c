/**
 * `npm run screenshots`: renders the popover for each entry, in light and dark, on an English page,
 * an Arabic right-to-left page and an Indonesian page (in a browser whose language is Indonesian),
 * at 390 and 1280 px wide, with the built extension in Chromium, into
 * docs/screenshots/<page>-<entry>-<theme>-<width>.png. Each shot is checked first with the same
 * placement check as the e2e tests (not clipped, not off-screen, not over its reference), so a
 * broken layout fails the run instead of landing in the README.
 *
 * At 390 px the shot is the whole viewport (a phone screen); at 1280 px it is the region around the
 * reference and the popover, so the README stays readable.
 * Then the interface in English and in Arabic, light and dark: the toolbar popup (the real one,
 * opened by action.openPopup() on a page with references), the options page, and a popover with
 * the interface language set, into docs/screenshots/ui-<part>-<language>-<theme>.png. Last, the
 * popover in the reader's language (READER_SHOTS), into docs/screenshots/reader-*.png.
 *
 * Needs `npm run build` first, and root (see tests/e2e/harness/no-arabic-fonts.ts): the popovers are shot where
 * Chromium sees no Arabic font, as on a machine without one; the popover's verses are drawn with
 * the bundled face (ADR 008, ADR 010), while the page's own Arabic shows what such a machine shows:
 * boxes. The interface shots use Debian's default fonts, as a reader whose browser speaks Arabic has.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page } from "puppeteer-core";
import { SHEET_BELOW_WIDTH } from "../../src/ui/placement.ts";
import { CHROMIUM_PATH, type ExtensionBrowser, launchWithExtension } from "../e2e/harness/browsers.ts";
import { openActionPopup, openExtensionPage, setStorage } from "../e2e/harness/extension.ts";
import { noArabicFontWrapper } from "../e2e/harness/no-arabic-fonts.ts";
import { openPage, waitForPopover, waitForReferenceText } from "../e2e/harness/page.ts";
import { type FixtureServer, startFixtureServer } from "../e2e/harness/server.ts";
import {
  placementProblems,
  pointOn,
  popoverGeometry,
  referenceRect,
  sheetProblems,
  waitForSettled,
} from "../e2e/popover-helpers.ts";

const OUT = resolve(import.meta.dirname, "../../docs/screenshots");
const WIDTHS = [390, 1280];
const HEIGHT = 740;
/** Margin kept around the reference and popover in the 1280 px crops. */
const MARGIN = 24;

interface Shot {
  page: "en" | "ar" | "id" | "tr" | "ur";
  file: string;
  entry: string;
  /** The highlighted reference to open, as it appears on the page. */
  text: string;
}

const SHOTS: Shot[] = [
  { page: "en", file: "popover-en.html", entry: "anfal-8-9", text: "Sūrat al-Anfāl: 9" },
  { page: "en", file: "popover-en.html", entry: "anfal-8-67-69", text: "Quran 8:67-69" },
  { page: "en", file: "popover-en.html", entry: "badr", text: "Battle of Badr" },
  { page: "en", file: "popover-en.html", entry: "tabs-8-1-75", text: "al-Anfal 8:1-75" },
  { page: "ar", file: "popover-ar.html", entry: "anfal-8-9", text: "الأنفال: ٩" },
  { page: "ar", file: "popover-ar.html", entry: "anfal-8-67-69", text: "الأنفال: ٦٧" },
  { page: "ar", file: "popover-ar.html", entry: "badr", text: "غزوة بدر" },
];

/** Shot in a browser whose language is Indonesian: the translation and the popover follow it. */
const INDONESIAN_SHOTS: Shot[] = [
  { page: "id", file: "popover-id.html", entry: "anfal-8-68", text: "Al-Anfal 8:68" },
  { page: "id", file: "popover-id.html", entry: "anfal-8-9", text: "Quran 8:9" },
  { page: "id", file: "popover-id.html", entry: "badr", text: "Badr" },
];

/**
 * The popover in the reader's language (issue 38): a browser whose language is Arabic, Indonesian,
 * Turkish or Urdu, on a page in that language, where Chromium sees no Arabic font. The title,
 * summary and facts come from data/local, the Arabic and Urdu interface drawn with the bundled face.
 * Written as reader-<language>-<entry>-<theme>-<width>.png.
 */
const READER_SHOTS: Record<"ar" | "id" | "tr" | "ur", Shot[]> = {
  ar: [
    { page: "ar", file: "popover-ar.html", entry: "anfal-8-67-69", text: "الأنفال: ٦٧" },
    { page: "ar", file: "popover-ar.html", entry: "badr", text: "غزوة بدر" },
  ],
  id: [
    { page: "id", file: "popover-id.html", entry: "anfal-8-67-69", text: "Surat Al-Anfal ayat 67-69" },
    { page: "id", file: "popover-id.html", entry: "badr", text: "Badr" },
  ],
  tr: [
    { page: "tr", file: "popover-tr.html", entry: "anfal-8-67-69", text: "Enfal 8/67-69" },
    { page: "tr", file: "popover-tr.html", entry: "badr", text: "Bedir Savaşı" },
  ],
  ur: [
    { page: "ur", file: "popover-ur.html", entry: "anfal-8-67-69", text: "سورۃ الانفال کی آیات ۶۷ تا ۶۹" },
    { page: "ur", file: "popover-ur.html", entry: "badr", text: "غزوۂ بدر" },
  ],
};

/**
 * Shrinks the PNGs with pngquant (Debian's `pngquant`; 256 colours are plenty for an interface),
 * which roughly thirds what the README carries; without it the shots stay as Chromium wrote them.
 */
function compress(names: readonly string[]): void {
  const run = spawnSync("pngquant", ["--version"]);
  if (run.error) {
    console.warn("pngquant is not installed (apt-get install pngquant): the screenshots stay uncompressed");
    return;
  }
  const result = spawnSync("pngquant", [
    "--force",
    "--ext",
    ".png",
    "--speed",
    "1",
    ...names.map((n) => join(OUT, n)),
  ]);
  if (result.status !== 0) throw new Error(`pngquant failed: ${result.stderr.toString()}`);
}

/** Fails the run unless the page's Arabic is drawn without any Arabic system font. */
async function assertNoArabicFont(page: Page, server: FixtureServer): Promise<void> {
  await openPage(page, server.url("popover-ar.html"));
  const cdp = await page.createCDPSession();
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "p" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  const arabic = fonts.filter((f) => /amiri|dejavu sans|naskh/i.test(f.familyName));
  if (arabic.length > 0) throw new Error(`an Arabic system font is visible: ${JSON.stringify(arabic)}`);
}

/** Puts the reference a quarter down the viewport, so the popover opens below it in every shot. */
async function placeReference(page: Page, text: string): Promise<void> {
  await page.evaluate((wanted) => {
    for (const r of CSS.highlights.get("badr-lens") ?? []) {
      const live = document.createRange();
      live.setStart(r.startContainer, r.startOffset);
      live.setEnd(r.endContainer, r.endOffset);
      if (live.toString().includes(wanted)) {
        window.scrollBy(0, live.getBoundingClientRect().top - innerHeight / 6);
        return;
      }
    }
  }, text);
  await waitForReferenceText(page, text);
}

/** The popup, the options page and an open popover, in `language` and `theme`; returns the files written. */
async function shootInterface(
  ext: ExtensionBrowser,
  server: FixtureServer,
  language: "en" | "ar",
  theme: "light" | "dark",
): Promise<string[]> {
  const written: string[] = [];
  const scheme = [{ name: "prefers-color-scheme", value: theme }];
  await setStorage(ext, { language });

  const page = await ext.newPage();
  await page.setViewport({ width: 1280, height: HEIGHT, deviceScaleFactor: 1 });
  await openPage(page, server.url(`popup-groups.html${theme === "dark" ? "?dark" : ""}`));
  await waitForReferenceText(page, "Battle of Badr");
  await page.bringToFront();
  const popup = await openActionPopup(ext);
  await popup.emulateMediaFeatures(scheme);
  await popup.waitForFunction(
    (lang) => document.documentElement.lang === lang && document.querySelectorAll(".group").length === 3,
    {},
    language,
  );
  const popupName = `ui-popup-${language}-${theme}.png`;
  // The popup's own window, as the reader sees it (the browser caps its height; the list scrolls).
  await popup.screenshot({ path: join(OUT, popupName) });
  written.push(popupName);
  await popup.close();

  // A popover on the English page with the interface in `language`.
  await openPage(page, server.url(`popover-en.html${theme === "dark" ? "?dark" : ""}`));
  await placeReference(page, "Quran 8:67-69");
  const point = await pointOn(page, "Quran 8:67-69");
  await page.mouse.click(point.x, point.y);
  await waitForSettled(page);
  await page.mouse.move(2, 2);
  const geometry = await popoverGeometry(page);
  const reference = await referenceRect(page, "Quran 8:67-69");
  const problems = placementProblems(geometry, reference);
  if (problems.length > 0) throw new Error(`popover in ${language}, ${theme}: ${problems.join("; ")}`);
  const d = geometry.dialog;
  const left = Math.max(0, Math.min(d.left, reference.left) - MARGIN);
  const top = Math.max(0, Math.min(d.top, reference.top) - MARGIN);
  const popoverName = `ui-popover-${language}-${theme}.png`;
  await page.screenshot({
    path: join(OUT, popoverName),
    clip: {
      x: left,
      y: top,
      width: Math.min(1280, Math.max(d.right, reference.right) + MARGIN) - left,
      height: Math.min(HEIGHT, Math.max(d.bottom, reference.bottom) + MARGIN) - top,
    },
  });
  written.push(popoverName);
  await page.close();

  const options = await openExtensionPage(ext, "options.html");
  await options.setViewport({ width: 720, height: 900, deviceScaleFactor: 1 });
  await options.emulateMediaFeatures(scheme);
  await options.waitForFunction(
    (lang) => document.documentElement.lang === lang && document.querySelector("[data-command]") !== null,
    {},
    language,
  );
  const optionsName = `ui-options-${language}-${theme}.png`;
  await options.screenshot({ path: join(OUT, optionsName), fullPage: true });
  written.push(optionsName);
  await options.close();
  return written;
}

/** Each shot at each width, light and dark, checked for placement first; returns the files written. */
async function shootPopovers(
  page: Page,
  server: FixtureServer,
  shots: readonly Shot[],
  prefix = "",
): Promise<string[]> {
  const written: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewport({ width, height: HEIGHT, deviceScaleFactor: 1 });
    for (const theme of ["light", "dark"] as const) {
      for (const shot of shots) {
        await openPage(page, server.url(`${shot.file}${theme === "dark" ? "?dark" : ""}`));
        await waitForReferenceText(page, shot.text);
        await placeReference(page, shot.text);
        await page.mouse.move(2, 2);
        const point = await pointOn(page, shot.text);
        await page.mouse.click(point.x, point.y);
        await waitForSettled(page);
        // A pointer click leaves no focus ring; move the mouse off so no hover state shows either.
        await page.mouse.move(2, 2);
        const geometry = await popoverGeometry(page);
        const reference = await referenceRect(page, shot.text);
        // A phone's popover is a sheet on the bottom edge (issue 35), which may cover its reference.
        const problems =
          width < SHEET_BELOW_WIDTH ? sheetProblems(geometry) : placementProblems(geometry, reference);
        if (geometry.theme !== theme) problems.push(`theme ${geometry.theme}, expected ${theme}`);
        if (problems.length > 0)
          throw new Error(`${shot.file} ${shot.text} at ${width}px: ${problems.join("; ")}`);
        const name = `${prefix}${shot.page}-${shot.entry}-${theme}-${width}.png`;
        const path = join(OUT, name);
        if (width <= 400) {
          await page.screenshot({ path });
        } else {
          const d = geometry.dialog;
          const left = Math.max(0, Math.min(d.left, reference.left) - MARGIN);
          const top = Math.max(0, Math.min(d.top, reference.top) - MARGIN);
          const right = Math.min(width, Math.max(d.right, reference.right) + MARGIN);
          const bottom = Math.min(HEIGHT, Math.max(d.bottom, reference.bottom) + MARGIN);
          await page.screenshot({
            path,
            clip: { x: left, y: top, width: right - left, height: bottom - top },
          });
        }
        written.push(name);
        await page.keyboard.press("Escape");
        await waitForPopover(page, false);
      }
    }
  }
  return written;
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const server = await startFixtureServer();
  const chromium = noArabicFontWrapper(CHROMIUM_PATH);
  const ext = await launchWithExtension("chromium", { chromiumExecutable: chromium });
  const written: string[] = [];
  try {
    const page = await ext.newPage();
    await assertNoArabicFont(page, server);
    written.push(...(await shootPopovers(page, server, SHOTS)));
    await page.close();
  } finally {
    await ext.close();
  }
  // The interface in Arabic is shot with Debian's default fonts (DejaVu Sans draws Arabic and
  // Urdu letters): a reader whose browser speaks Arabic has such a font; the verse is still drawn
  // with the bundled face.
  const plain = await launchWithExtension("chromium");
  try {
    for (const language of ["en", "ar"] as const)
      for (const theme of ["light", "dark"] as const)
        written.push(...(await shootInterface(plain, server, language, theme)));
    await setStorage(plain, { language: "auto" });
  } finally {
    await plain.close();
  }
  const indonesian = await launchWithExtension("chromium", {
    chromiumExecutable: chromium,
    chromiumLanguage: "id",
  });
  try {
    written.push(...(await shootPopovers(await indonesian.newPage(), server, INDONESIAN_SHOTS)));
  } finally {
    await indonesian.close();
  }
  try {
    for (const [language, shots] of Object.entries(READER_SHOTS)) {
      const reader = await launchWithExtension("chromium", {
        chromiumExecutable: chromium,
        chromiumLanguage: language,
      });
      try {
        written.push(...(await shootPopovers(await reader.newPage(), server, shots, "reader-")));
      } finally {
        await reader.close();
      }
    }
  } finally {
    await server.close();
  }
  compress(written);
  console.log(`${written.length} screenshots in docs/screenshots:`);
  for (const name of written) console.log(`  ${name}`);
}

await main();
