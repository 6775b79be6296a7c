/**
 * The dataset as users see it: for each of the five targets the popover shows the entry's excerpt,
 * the verse in Arabic and English where the entry has verses, and the provenance line. And a
 * dataset with one more entry (2:255), or with one more event (the Battle of Uḥud), is detected and
 * served with no code change (one build holds both, so each browser starts once for them).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dataset } from "../../src/core/dataset/types.ts";
import { loadDataset } from "../../src/node/dataset.ts";
import { readVerses } from "../../src/node/quran-source.ts";
import { makeDataWith2255 } from "../fixtures/datasets/with-2-255.ts";
import { addUhud, UHUD_ENTRY, UHUD_ID } from "../fixtures/datasets/with-uhud.ts";
import {
  BROWSER_KINDS,
  type BrowserKind,
  type ExtensionBrowser,
  launchWithExtension,
} from "./harness/browsers.ts";
import {
  clickReference,
  highlightTexts,
  openPage,
  popoverState,
  waitForHighlightCount,
  waitForPopover,
} from "./harness/page.ts";
import { type FixtureServer, startFixtureServer } from "./harness/server.ts";
import { extensionSuite } from "./harness/suite.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const dataset: Dataset = loadDataset(join(ROOT, "data"));
const PROVENANCE = "Ṣaḥīḥ Muslim, Book of Jihad and Expeditions, no. 1763";

const REFERENCES: { text: string; target: string }[] = [
  { text: "Sūrat al-Anfāl: 9", target: "8:9" },
  { text: "Sūrat al-Anfāl: 67", target: "8:67" },
  { text: "Sūrat al-Anfāl: 68", target: "8:68" },
  { text: "Sūrat al-Anfāl: 69", target: "8:69" },
  { text: "Battle of Badr", target: "badr" },
];

/** The popover strips nothing, but whitespace between blocks differs by browser. */
const squash = (s: string) => s.replace(/\s+/g, " ");

describe.each(BROWSER_KINDS)("dataset in the popover, %s", (kind) => {
  const env = extensionSuite(kind);

  it("serves every target with its excerpt, verses and provenance", async () => {
    const page = await env.ext.newPage();
    const { errors } = await openPage(page, env.server.url("targets.html"));
    await waitForHighlightCount(page, REFERENCES.length);
    expect(await highlightTexts(page)).toEqual(REFERENCES.map((r) => r.text));
    for (const { text, target } of REFERENCES) {
      await clickReference(page, text);
      await waitForPopover(page, true, target);
      const shown = squash((await popoverState(page)).text);
      const entry = dataset.entries.find((e) => e.targets.includes(target))!;
      expect(shown).toContain(squash(entry.excerpt[0]!));
      expect(shown).toContain(PROVENANCE);
      for (const key of entry.targets.filter((t) => t.includes(":"))) {
        expect(shown).toContain(squash(dataset.verses[key]!.arabic));
        expect(shown).toContain(squash(dataset.verses[key]!.english));
      }
      await page.keyboard.press("Escape");
      await waitForPopover(page, false);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

/**
 * The extension built from a dataset of `make`'s (a temporary data folder), once for both browsers:
 * in .tmp/variants/, keyed by the label and the time of the build in dist/ (npm test builds dist/
 * first, so a new run builds its variants anew). Built in a folder of its own and renamed into
 * place, so a worker that finds it there finds it whole.
 */
function variantBuild(make: () => string, label: string): string {
  const stamp = Math.round(statSync(join(ROOT, "dist", "chrome", "manifest.json")).mtimeMs);
  const outDir = join(ROOT, ".tmp", "variants", `${label.replace(/\W+/g, "-")}-${stamp}`);
  if (existsSync(join(outDir, "firefox", "manifest.json"))) return outDir;
  // Builds of earlier runs go.
  const variants = dirname(outDir);
  const prefix = `${label.replace(/\W+/g, "-")}-`;
  if (existsSync(variants))
    for (const old of readdirSync(variants))
      if (old.startsWith(prefix) && !old.includes(String(stamp)))
        rmSync(join(variants, old), { recursive: true, force: true });
  const dataDir = make();
  const building = `${outDir}.${process.pid}`;
  try {
    const build = spawnSync("npx", ["tsx", "build.ts", "--data", dataDir, "--out", building], {
      cwd: ROOT,
      encoding: "utf8",
    });
    if (build.status !== 0) throw new Error(`build with ${label} failed:\n${build.stderr}`);
    try {
      renameSync(building, outDir);
    } catch {
      // Another worker put one there first: use it.
      rmSync(building, { recursive: true, force: true });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return outDir;
}

/** A browser with the extension built from a dataset of `make`'s, and a fixture server, for the describe block it is called in. */
function builtWith(
  kind: BrowserKind,
  make: () => string,
  label: string,
): { server: FixtureServer; ext: ExtensionBrowser } {
  const env = {} as { server: FixtureServer; ext: ExtensionBrowser };
  beforeAll(async () => {
    const outDir = variantBuild(make, label);
    env.server = await startFixtureServer();
    env.ext = await launchWithExtension(kind, {
      extensionDir: join(outDir, kind === "chromium" ? "chrome" : "firefox"),
    });
  });
  afterAll(async () => {
    await env.ext?.close();
    await env.server?.close();
  });
  return env;
}

describe.each(BROWSER_KINDS)(
  "a dataset with an entry for 2:255 and a second event, the Battle of Uḥud, %s",
  (kind) => {
    const env = builtWith(kind, () => addUhud(makeDataWith2255()), "2:255 and Uḥud");

    it("detects 2:255 (and not 2:256) and shows its entry and verse", async () => {
      const page = await env.ext.newPage();
      await openPage(page, env.server.url("kursi.html"));
      await waitForHighlightCount(page, 1);
      expect(await highlightTexts(page)).toEqual(["Quran 2:255"]);
      await clickReference(page, "Quran 2:255");
      await waitForPopover(page, true, "2:255");
      const shown = (await popoverState(page)).text;
      expect(shown).toContain("Āyat al-Kursī");
      const verse = readVerses(["2:255"])["2:255"]!;
      expect(shown).toContain(verse.arabic);
      expect(shown).toContain(verse.english);
      await page.close();
    });

    it("detects the battle (not the mountain), keeps Badr, and shows the event's entry", async () => {
      const page = await env.ext.newPage();
      await openPage(page, env.server.url("uhud.html"));
      await waitForHighlightCount(page, 2);
      expect(await highlightTexts(page)).toEqual(["Battle of Badr", "Battle of Uhud"]);
      await clickReference(page, "Battle of Uhud");
      await waitForPopover(page, true, UHUD_ID);
      const shown = squash((await popoverState(page)).text);
      expect(shown).toContain(squash(UHUD_ENTRY.excerpt[0]!));
      expect(shown).toContain(UHUD_ENTRY.provenance.explanation);
      await page.keyboard.press("Escape");
      await waitForPopover(page, false);
      await clickReference(page, "Battle of Badr");
      await waitForPopover(page, true, "badr");
      await page.close();
    });
  },
);
