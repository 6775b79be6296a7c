/** The dataset, validated and compiled by build.ts (see its datasetPlugin). */
declare module "virtual:badr-lens-dataset" {
  import type { Dataset } from "../core/dataset/types.ts";

  const dataset: Dataset;
  export default dataset;
}

/** The dataset's verses in every language quran-json translates into (popover.js alone). */
declare module "virtual:badr-lens-translations" {
  import type { Translation, TranslationLanguage } from "../core/dataset/types.ts";

  const translations: Record<TranslationLanguage, Translation>;
  export default translations;
}

/** Only the targets the dataset covers: all the content script needs before a popover opens. */
declare module "virtual:badr-lens-targets" {
  import type { Target } from "../core/dataset/types.ts";

  const targets: Target[];
  export default targets;
}

/** The verse font, subset to the dataset's verses at build time (src/node/verse-font.ts): WOFF2 as base64. */
declare module "virtual:badr-lens-verse-font" {
  const woff2Base64: string;
  export default woff2Base64;
}

/** The detector's tables, compiled by src/node/grammar.ts (see build.ts's grammarPlugin). */
declare module "virtual:badr-lens-grammar" {
  import type { CompiledGrammar } from "../core/detect/tables.ts";

  const grammar: CompiledGrammar;
  export default grammar;
}

/** main.js's probe: the page gate's part of the probe's tables (src/core/detect/probe/shipped.ts). */
declare module "virtual:badr-lens-probe" {
  import type { GateProbeTables } from "../core/detect/probe/shipped.ts";

  const probe: GateProbeTables;
  export default probe;
}

/** page.js's block filter: the covered verses' anchors and the sūrah number (src/content/page/block-filter.ts). */
declare module "virtual:badr-lens-block-filter" {
  import type { BlockFilterTables } from "../content/page/block-filter.ts";

  const tables: BlockFilterTables;
  export default tables;
}

/** The probe's verse-link selector, for content.js's screen (src/content/loader/screen.ts). */
declare module "virtual:badr-lens-verse-links" {
  const verseLinkSelector: string;
  export default verseLinkSelector;
}

/** What the first look (first-look.js) at a frame reads (src/content/loader/first-look.ts): its part of the probe's tables. */
declare module "virtual:badr-lens-first-look" {
  import type { FirstLookTables } from "../core/detect/probe/shipped.ts";

  const firstLook: FirstLookTables;
  export default firstLook;
}

/** The quotation tables, compiled by src/node/quotations.ts (build.ts); only detector.js imports them. */
declare module "virtual:badr-lens-quotations" {
  import type { CompiledQuotations } from "../core/detect/quotations/types.ts";

  const quotations: CompiledQuotations;
  export default quotations;
}

/** The entries in readers' languages and their sources, data/local (the popover alone). */
declare module "virtual:badr-lens-local" {
  import type { LocalTexts } from "../core/dataset/types.ts";

  const local: LocalTexts;
  export default local;
}

/** The entries' titles by reader's language and entry id (the toolbar popup's list). */
declare module "virtual:badr-lens-local-titles" {
  const titles: Record<string, Record<string, string>>;
  export default titles;
}
