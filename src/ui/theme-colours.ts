/** The popover's colours, light and dark, which the box in the page and the frame's card share. */
export const THEME = `
  --bl-bg: #fffdf8;
  --bl-fg: #1f2328;
  --bl-muted: #59606b;
  --bl-border: #d8d0bd;
  --bl-accent: #1d5f8c;
  --bl-accent-fg: #ffffff;
  --bl-verse-bg: #f6f0e1;
  --bl-verse-edge: #c9a65a;
  /* The verse number's gold, dark enough for text (5.3:1 on the verse's background). */
  --bl-ayah: #7d5e18;
`;
export const DARK_THEME = `
  --bl-bg: #1d2127;
  --bl-fg: #e8eaed;
  --bl-muted: #a7afba;
  --bl-border: #3b424d;
  --bl-accent: #8ec1ef;
  --bl-accent-fg: #10161d;
  --bl-verse-bg: #262b33;
  --bl-verse-edge: #b8934a;
  --bl-ayah: #d6b46c;
`;
