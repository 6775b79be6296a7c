/** The dataset, validated and compiled by build.ts (see its datasetPlugin). */
declare module "virtual:badr-lens-dataset" {
  import type { Dataset } from "../core/dataset/types.ts";

  const dataset: Dataset;
  export default dataset;
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
