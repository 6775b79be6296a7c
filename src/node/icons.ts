/**
 * Draws the toolbar icon (a crescent beside a full moon, for the night before Badr) as PNGs at
 * build time, so no binary art lives in the repo and every size is crisp.
 */
import { PNG } from "pngjs";

/** Coverage of a pixel by the shape, sampled 4×4 for smooth edges. */
function coverage(x: number, y: number, size: number, inside: (u: number, v: number) => boolean): number {
  let hits = 0;
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      if (inside((x + (i + 0.5) / 4) / size, (y + (j + 0.5) / 4) / size)) hits++;
    }
  }
  return hits / 16;
}

export interface IconOptions {
  /**
   * The icon of a tab where Badr Lens is off: grey and faded, the same shape, so the toolbar says
   * "off" without a badge (the badge counts references).
   */
  off?: boolean;
}

/** Deep blue disc and warm gold crescent; or two greys, lighter than the page of a toolbar. */
const COLOURS = {
  on: { disc: [0x3d, 0x5a, 0x80], moon: [0xf2, 0xc1, 0x4e], alpha: 1 },
  off: { disc: [0x8a, 0x8f, 0x96], moon: [0xd8, 0xda, 0xdd], alpha: 0.75 },
};

export function drawIcon(size: number, options: IconOptions = {}): Buffer {
  const colours = options.off ? COLOURS.off : COLOURS.on;
  const rgba = new Uint8Array(size * size * 4);
  const disc = (u: number, v: number, cx: number, cy: number, r: number) =>
    (u - cx) ** 2 + (v - cy) ** 2 <= r * r;
  const background = (u: number, v: number) => disc(u, v, 0.5, 0.5, 0.5);
  const moon = (u: number, v: number) => disc(u, v, 0.5, 0.5, 0.3) && !disc(u, v, 0.62, 0.42, 0.25);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const bg = coverage(x, y, size, background);
      const fg = coverage(x, y, size, moon);
      const i = (y * size + x) * 4;
      for (let c = 0; c < 3; c++)
        rgba[i + c] = Math.round(colours.disc[c]! * (1 - fg) + colours.moon[c]! * fg);
      rgba[i + 3] = Math.round(255 * bg * colours.alpha);
    }
  }
  const png = new PNG({ width: size, height: size });
  png.data = Buffer.from(rgba.buffer);
  return PNG.sync.write(png);
}
