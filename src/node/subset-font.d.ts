/** subset-font 2.9.0 ships no types; the one call we make. */
declare module "subset-font" {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: "truetype" | "woff" | "woff2" | "sfnt" },
  ): Promise<Buffer>;
}
