/** The dataset, validated and compiled by build.ts (see its datasetPlugin). */
declare module "virtual:badr-lens-dataset" {
  import type { Dataset } from "../core/dataset/types.ts";

  const dataset: Dataset;
  export default dataset;
}
