// @vitest-environment jsdom
/**
 * A host added to `urlHosts` in data/grammar/quran.json needs no code change: the quick check
 * (quick-check.ts) takes its link selector from the probe's tables, made from the same compiled table the detector
 * reads links with, so a page whose only reference is a link to the new host is scanned, and the
 * link found. The table is extended here as an editor would extend the file, then compiled as the
 * build compiles it.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mightHaveReferences } from "../../../src/content/gate/quick-check.ts";
import { PageIndex } from "../../../src/content/page/page-index.ts";
import { Scanner } from "../../../src/content/page/scanner.ts";
import { createDetector } from "../../../src/core/detect/index.ts";
import { compileGrammar, readGrammarTables } from "../../../src/node/grammar.ts";
import { probeFor } from "../core/detect/helpers.ts";

const NEW_HOST = "quran.example.org";

describe("a host added to urlHosts", () => {
  it("is in the quick check, so a page whose only reference is a link to it is scanned and the link found", () => {
    const tables = readGrammarTables(join(import.meta.dirname, "../../../data"));
    tables.quran.urlHosts = [...tables.quran.urlHosts, NEW_HOST];
    const grammar = compileGrammar(tables);
    const detector = createDetector(grammar, new Set(["8:67"]));
    const probe = probeFor(grammar, ["8:67"]);
    Element.prototype.checkVisibility = () => true;
    document.body.innerHTML = `<p>Read it <a href="https://${NEW_HOST}/8/67">on this site</a>.</p>`;
    const index = new PageIndex();
    const scanner = new Scanner(detector, index);
    const check = mightHaveReferences(document.body, probe);
    let step = check.next();
    while (!step.done) step = check.next();
    expect(step.value).toBe(true);
    for (const _ of scanner.scan(document.body));
    expect(index.all().map((r) => [r.text, r.targets, r.isLink])).toEqual([["on this site", ["8:67"], true]]);
    expect(probe.verseLinkSelector).toContain(NEW_HOST);
  });
});
