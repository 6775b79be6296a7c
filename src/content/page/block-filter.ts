/**
 * Whether a block of the page may hold a reference, asked before detector.js is loaded for it: a
 * page the gate let by for one possible hit (a key word of a covered verse in a Quran reader's page
 * of another sūrah, a name in a footer) then reads its blocks without ever loading the detector,
 * its 150 KB compiled and its tables built, when none of them can hold one (issue 32).
 *
 * A block may hold a reference when it has a link to one of the verse sites the detector reads
 * (main.js's verseLinkSelector: a reader's page links every verse to itself, which says nothing), a
 * trigger hit, a number on a page whose title may name a covered sūrah (a verse label there), or a
 * quotation: a key word or a run of a covered verse (main.js's probe) and an anchor of one
 * (anchor-probe.ts). Each of those is something the detector itself needs in the block: it errs
 * towards yes, and only the detector says what counts.
 */
import type { PageInfo } from "../../core/detect/index.ts";
import { mayUsePageContext } from "../../core/detect/page-context-scope.ts";
import type { Probe } from "../../core/detect/probe/page-probe.ts";
import { AnchorProbe, type AnchorTables } from "../../core/detect/quotations/anchor-probe.ts";
import type { TextBlock } from "./text-blocks.ts";

/** What the build gives page.js for the filter (build.ts, virtual:badr-lens-block-filter). */
export interface BlockFilterTables {
  anchors: AnchorTables;
}

export class BlockFilter {
  readonly #probe: Probe;
  /** The hosts of the verse link selector ("quran.com/"), lower case, as href substrings. */
  readonly #linkHosts: string[];
  readonly #tables: BlockFilterTables;
  #anchors: AnchorProbe | undefined;
  /** The page's title asked once per page read (PageInfo changes with a single-page app's moves). */
  #quranPage: { page: PageInfo | undefined; is: boolean } | undefined;

  /** `probe`: main.js's (page-probe.ts); `tables`: the build's (page-module.ts). */
  constructor(probe: Probe, tables: BlockFilterTables) {
    this.#probe = probe;
    this.#linkHosts = [...probe.verseLinkSelector.matchAll(/href\*="([^"]+)"/g)].map((m) =>
      m[1]!.toLowerCase(),
    );
    this.#tables = tables;
  }

  mayHold(block: TextBlock, page: PageInfo | undefined): boolean {
    if (block.links.some((link) => this.#isVerseLink(link.href))) return true;
    const text = block.text;
    const probe = this.#probe;
    if (probe.hasTriggerHit(text)) return true;
    if (page !== undefined && mayUsePageContext(text) && this.#namesCoveredSurah(page)) return true;
    if (!probe.mightContainQuotation(text)) return false;
    this.#anchors ??= new AnchorProbe(this.#tables.anchors);
    return this.#anchors.holds(text);
  }

  /** Whether `href` may be a link to a verse: any of the selector's hosts in it (no host read: yes). */
  #isVerseLink(href: string): boolean {
    if (this.#linkHosts.length === 0) return true;
    const lower = href.toLowerCase();
    return this.#linkHosts.some((host) => lower.includes(host));
  }

  /** Whether the page may name a covered sūrah, where its verse labels count (the probe's question). */
  #namesCoveredSurah(page: PageInfo): boolean {
    if (this.#quranPage?.page !== page)
      this.#quranPage = { page, is: this.#probe.mightNameCoveredSurah(page) };
    return this.#quranPage.is;
  }
}
