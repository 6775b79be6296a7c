/**
 * The stylesheet of the popover's box, adopted into our closed shadow root in the page (CSSOM, which
 * no style-src CSP judges): the box in the top layer that holds the arrow and the extension's
 * frame, placed next to the reference (ADR 014). Isolation, rule by rule:
 * - Page selectors never match inside a shadow root; what still reaches in is inheritance from the
 *   host and the host's own box. `:host { all: initial !important }` settles the host: for
 *   !important declarations the shadow tree's context wins over the page's, so even the page's
 *   `* { all: unset !important }` loses here (CSS Cascade 5, "context").
 * - The box restates `all: initial` so that no inherited value passes through.
 * - Lengths are in em of the box, whose font-size the host sets in px from the user's setting:
 *   never rem, because the page owns the root font size (`html { font-size: 5px }`).
 * - CSS `zoom` on <html> multiplies through to the top layer; the host counters it with an inline
 *   `zoom` on the box (see PopoverHost.pageZoom).
 * - The box is shown only while the manifest's content.css sets --badr-lens-display on the host.
 *   Firefox withdraws that stylesheet the moment the extension is disabled or removed, when no
 *   code of ours can run any more: a popover left open then disappears instead of staying on the
 *   page, dead (docs/adr/006-popover-isolation.md). Custom properties pass through `all`.
 * A module of its own: popover.js carries this sheet and not the card's (styles.ts).
 */
import { DARK_THEME, THEME } from "./theme-colours.ts";

export const CONTAINER_CSS = `
:host { all: initial !important; }
.bl-popover {
  all: initial;
  display: var(--badr-lens-display, none);
  box-sizing: border-box;
  position: fixed;
  inset: auto;
  margin: 0;
  padding: 0;
  overflow: visible;
  border-radius: 0.8em;
  border: 1px solid var(--bl-border);
  background: var(--bl-bg);
  color-scheme: light;
  box-shadow: 0 0.6em 2em rgb(0 0 0 / 0.18), 0 0.1em 0.3em rgb(0 0 0 / 0.08);
  font-size: 15px;
${THEME}}
.bl-popover[data-theme="dark"] {
  color-scheme: dark;
  box-shadow: 0 0.6em 2em rgb(0 0 0 / 0.5), 0 0 0 1px rgb(255 255 255 / 0.03);
${DARK_THEME}}
.bl-popover:not(:popover-open) { display: none; }
/* Laid out, so the frame has its width to draw at, but not seen until the frame has drawn. */
.bl-popover[data-drawing] { visibility: hidden; }
.bl-frame {
  display: block; box-sizing: border-box; width: 100%; height: 0; margin: 0; padding: 0; border: 0;
  border-radius: calc(0.8em - 1px); background: transparent; color-scheme: inherit;
}
.bl-arrow {
  position: absolute;
  box-sizing: border-box;
  width: 0.9em;
  height: 0.9em;
  margin-left: -0.45em;
  background: var(--bl-bg);
  border: 1px solid var(--bl-border);
  transform: rotate(45deg);
  pointer-events: none;
}
[data-placement="below"] > .bl-arrow { top: -0.48em; border-right: none; border-bottom: none; }
[data-placement="above"] > .bl-arrow { bottom: -0.48em; border-left: none; border-top: none; }
/* A bottom sheet on a narrow screen (issue 35): the visual viewport's width, on its bottom edge,
   above the home indicator's safe area; no arrow, for it points at nothing. */
.bl-popover[data-placement="sheet"] {
  border-radius: 0.8em 0.8em 0 0;
  border-bottom: none;
  padding-bottom: env(safe-area-inset-bottom, 0px);
  box-shadow: 0 -0.3em 1.5em rgb(0 0 0 / 0.2);
}
[data-placement="sheet"] > .bl-frame { border-radius: calc(0.8em - 1px) calc(0.8em - 1px) 0 0; }
[data-placement="sheet"] > .bl-arrow { display: none; }
@media (prefers-reduced-motion: no-preference) {
  /* Opacity only: a slide would have to know the side, and flipping sides would replay it. */
  .bl-popover:popover-open { animation: bl-in 140ms ease-out; }
  @keyframes bl-in { from { opacity: 0; } }
}
@media (forced-colors: active) {
  .bl-popover { border: 1px solid CanvasText; box-shadow: none; }
  .bl-arrow { border-color: CanvasText; background: Canvas; }
}
`;
