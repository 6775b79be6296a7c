// @vitest-environment jsdom
/**
 * A host added to `urlHosts` in data/grammar/quran.json needs no code change: the scanner's quick
 * check takes its link selector from the same table as the detector, so a page whose only
 * reference is a link to the new host is scanned, and the link found. The table is extended here
 * as an editor would extend the file.
 */
import { describe, expect, it, vi } from "vitest";
import { PageIndex } from "../../../src/content/page-index.ts";
import { Scanner, VERSE_LINK_SELECTOR } from "../../../src/content/scanner.ts";
import { createDetector } from "../../../src/core/detect/index.ts";

const NEW_HOST = vi.hoisted(() => "quran.example.org");

vi.mock("../../../data/grammar/quran.json", async (importOriginal) => {
  const original = (await importOriginal<{ default: { urlHosts: string[] } }>()).default;
  return { default: { ...original, urlHosts: [...original.urlHosts, NEW_HOST] } };
});

describe("a host added to urlHosts", () => {
  it("is in the quick check, so a page whose only reference is a link to it is scanned and the link found", () => {
    Element.prototype.checkVisibility = () => true;
    document.body.innerHTML = `<p>Read it <a href="https://${NEW_HOST}/8/67">on this site</a>.</p>`;
    const index = new PageIndex();
    const scanner = new Scanner(createDetector(new Set(["8:67"])), index);
    const check = scanner.mightHaveReferences(document.body);
    let step = check.next();
    while (!step.done) step = check.next();
    expect(step.value).toBe(true);
    for (const _ of scanner.scan(document.body));
    expect(index.all().map((r) => [r.text, r.targets, r.isLink])).toEqual([["on this site", ["8:67"], true]]);
    expect(VERSE_LINK_SELECTOR).toContain(NEW_HOST);
  });
});
