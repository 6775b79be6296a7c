/**
 * The probe's tables (src/core/detect/probe/): the tables a detector makes for itself and the part
 * the build ships to main.js, carried as JSON, answer alike on every text of the detector's tables,
 * and neither turns away a text the detector finds a reference in.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PageProbe } from "../../../../src/core/detect/probe/page-probe.ts";
import { gateProbeTables } from "../../../../src/core/detect/probe/shipped.ts";
import { mustFind } from "./cases-find.ts";
import { mustNotFind } from "./cases-not.ts";
import { COVERED, GRAMMAR, probeTablesFor } from "./helpers.ts";
import type { LanguageTable } from "./languages/table.ts";
import { QUOTATIONS, quoting, quotingProbe } from "./quotations/helpers.ts";

const tables: LanguageTable[] = [];
for (const file of readdirSync(join(import.meta.dirname, "../../../../data/grammar/languages"))) {
  if (!file.endsWith(".json")) continue;
  const code = file.replace(/\.json$/, "");
  tables.push(((await import(`./languages/${code}.ts`)) as { table: LanguageTable }).table);
}

/** Every text of the detector's tables: citations, look-alikes, real sentences, in every language. */
const TEXTS = [
  ...Object.values(mustFind).flatMap((rows) => rows.map((r) => r[0])),
  ...Object.values(mustNotFind).flat(),
  ...tables.flatMap((t) => [...t.find.map((r) => r[0]), ...t.not, ...t.real.map((r) => r[1])]),
];

/** main.js's probe, from what the build writes into it: its part of the tables, through JSON. */
const shipped = new PageProbe(
  JSON.parse(JSON.stringify(gateProbeTables(probeTablesFor(GRAMMAR, COVERED, QUOTATIONS)))),
);

describe("the probe the build ships", () => {
  it("answers as the detector's own probe on every text of the tables", () => {
    expect(TEXTS.length).toBeGreaterThan(1000);
    const differs = (ask: (probe: PageProbe, text: string) => boolean) =>
      TEXTS.filter((text) => ask(shipped, text) !== ask(quotingProbe, text));
    expect(differs((probe, text) => probe.mightContainReference(text))).toEqual([]);
    expect(differs((probe, text) => probe.mightHaveVocabulary(text))).toEqual([]);
    expect(differs((probe, text) => probe.mightContainQuotation(text))).toEqual([]);
  });

  it("reads capitals as the detector's own probe does, though its expressions are for lower-cased text", () => {
    const title = (text: string) => text.replace(/\p{L}+/gu, (w) => w[0]!.toUpperCase() + w.slice(1));
    const variants = TEXTS.flatMap((text) => [text.toUpperCase(), title(text), text.replace(/i/g, "İ")]);
    const differs = (ask: (probe: PageProbe, text: string) => boolean) =>
      variants.filter((text) => ask(shipped, text) !== ask(quotingProbe, text));
    expect(differs((probe, text) => probe.mightContainReference(text))).toEqual([]);
    expect(differs((probe, text) => probe.mightHaveVocabulary(text))).toEqual([]);
    // The shipped expressions carry no "i" flag: lower-casing is what reads the capitals.
    const tables = gateProbeTables(probeTablesFor(GRAMMAR, COVERED, QUOTATIONS));
    for (const name of ["trigger", "triggerTail", "vocabulary", "surahNumber"] as const)
      expect(tables[name][1], name).not.toContain("i");
  });

  it("lets by every text the detector finds a reference in", () => {
    const found = TEXTS.filter((text) => quoting.find(text).length > 0);
    expect(found.length).toBeGreaterThan(1000);
    expect(found.filter((text) => !shipped.mightContainReference(text))).toEqual([]);
  });

  it("carries no Han pairs: only content.js's first look reads them", () => {
    const own = probeTablesFor(GRAMMAR, COVERED, QUOTATIONS);
    expect(own.quotations?.hanPairs).toBeTruthy();
    expect(gateProbeTables(own).quotations).not.toHaveProperty("hanPairs");
  });
});
