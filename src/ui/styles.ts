/**
 * The popover's two stylesheets (ADR 014). Both are set through the CSSOM, which no style-src CSP
 * judges.
 *
 * CONTAINER_CSS is adopted into our closed shadow root in the page: the box in the top layer that
 * holds the arrow and the extension's frame, placed next to the reference. Isolation, rule by rule:
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
 *
 * CONTENT_CSS styles the frame's own document (src/popover-frame), which no page style reaches.
 */
/** The bundled verse font's family name, in the verse frames only (src/ui/verse-frame.ts). */
export const VERSE_FONT_FAMILY = "Badr Lens Naskh";

/** The colours, light and dark, that the box and the frame's card share. */
const THEME = `
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
const DARK_THEME = `
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

export const CONTENT_CSS = `
html, body { margin: 0; padding: 0; background: transparent; }
html {
  overflow: auto;
  overscroll-behavior: contain;
  scrollbar-width: thin;
  scrollbar-color: var(--bl-border) transparent;
  color-scheme: light;
${THEME}}
html[data-theme="dark"] {
  color-scheme: dark;
${DARK_THEME}}
[role="dialog"] {
  display: block;
  box-sizing: border-box;
  margin: 0;
  padding: 0;
  background: var(--bl-bg);
  direction: ltr;
  /* start, not left: the dataset's English keeps its own side inside the Arabic interface. */
  text-align: start;
  color: var(--bl-fg);
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif;
  font-size: 15px;
  font-weight: 400;
  line-height: 1.55;
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
}
/* The Arabic interface mirrors the whole card; the dataset's English text keeps dir="ltr" (Popover.tsx). */
[role="dialog"][dir="rtl"] { direction: rtl; }
*, *::before, *::after { box-sizing: border-box; }
.bl-card { display: block; padding: 0.85em 1.1em 0.75em; }
.bl-header { display: flex; align-items: flex-start; gap: 0.5em; }
.bl-title { flex: 1; margin: 0; font-size: 1.07em; font-weight: 650; line-height: 1.35; color: var(--bl-fg); }
.bl-close {
  flex: none; display: inline-flex; align-items: center; justify-content: center;
  width: 1.75em; height: 1.75em; margin: -0.2em 0 0; margin-inline-end: -0.45em; padding: 0;
  font: inherit; font-size: 1.2em; line-height: 1; cursor: pointer;
  border: none; border-radius: 0.35em; background: transparent; color: var(--bl-muted);
}
.bl-close:hover { background: var(--bl-verse-bg); color: var(--bl-fg); }
.bl-tabs { display: flex; gap: 0.35em; margin: 0.6em 0 0; flex-wrap: wrap; }
.bl-tab, .bl-chip, .bl-button, .bl-more {
  font: inherit; font-size: 0.87em; line-height: 1.4; cursor: pointer; text-align: start;
  margin: 0; border-radius: 999px; border: 1px solid var(--bl-border);
  background: transparent; color: var(--bl-fg); padding: 0.2em 0.75em;
}
.bl-tab[aria-selected="true"] { background: var(--bl-accent); border-color: var(--bl-accent); color: var(--bl-accent-fg); }
.bl-tab:hover, .bl-chip:hover, .bl-button:hover, .bl-more:hover { border-color: var(--bl-accent); }
.bl-body p { margin: 0.5em 0; }
.bl-verses {
  display: block; margin: 0.55em 0 0.5em; padding: 0.4em 0.85em 0.5em;
  border-radius: 0.55em; background: var(--bl-verse-bg); border-inline-start: 3px solid var(--bl-verse-edge);
}
.bl-verse { display: block; margin: 0 0 0.4em; padding: 0; }
.bl-body .bl-arabic {
  /* The verse frame (verse-frame.ts) draws the text, and takes its size and colours from here. */
  font-size: 1.45em; line-height: 2; text-align: start; margin: 0.2em 0 0.15em; color: var(--bl-fg);
}
.bl-ayah { color: var(--bl-ayah); white-space: nowrap; }
/* The placeholder's own text is for screen readers alone (its frame draws the verse), so it asks the
   system for no named Arabic family: on Linux, looking up the Arabic stack's missing families was
   about 9 ms of the first open's layout. */
.bl-arabic[lang] { font-family: sans-serif; }
.bl-arabic-frame {
  display: block; box-sizing: border-box; width: 100%; height: 2.1em; margin: 0; padding: 0; border: 0;
  background: transparent; color-scheme: inherit;
}
.bl-body .bl-english { margin: 0.1em 0 0.35em; font-size: 0.97em; }
.bl-key, .bl-credit, .bl-label { color: var(--bl-muted); }
.bl-key { white-space: nowrap; font-size: 0.9em; }
.bl-label { display: block; margin: 0.8em 0 0.2em; font-size: 0.8em; font-weight: 600; letter-spacing: 0.02em; }
.bl-actions { display: flex; gap: 0.5em 0.9em; flex-wrap: wrap; align-items: center; margin-top: 0.3em; }
.bl-link { color: var(--bl-accent); font-size: 0.87em; text-decoration: underline; text-underline-offset: 0.15em; cursor: pointer; }
.bl-button[data-state="copied"] { border-color: var(--bl-accent); color: var(--bl-accent); }
.bl-more { margin-top: 0.5em; }
.bl-chips { display: flex; gap: 0.35em; flex-wrap: wrap; margin: 0.3em 0; }
.bl-chip { color: var(--bl-accent); }
/* Arabic-script interface text (Arabic, Urdu; the facts' names) is drawn with the bundled face first. */
/* Arabic-script interface (Arabic, Urdu): the reader's own Arabic fonts; the bundled face draws the
   verses and names, in their frames (ADR 008). No interpolation in this sheet: content.js imports
   this module for a constant, and a template with substitutions would keep the whole sheet there. */
[lang="ar"], [lang="ur"] { font-family: "Amiri", "Noto Naskh Arabic", "Scheherazade New", "Sakkal Majalla",
  "Traditional Arabic", "Geeza Pro", "Noto Sans Arabic", "Segoe UI", "DejaVu Sans", sans-serif; }
[lang="en"] { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif; }
.bl-back {
  flex: none; display: inline-flex; align-items: center; justify-content: center;
  width: 1.75em; height: 1.75em; margin: -0.2em 0 0; margin-inline-start: -0.45em; padding: 0;
  font: inherit; font-size: 1.1em; line-height: 1; cursor: pointer;
  border: 1px solid var(--bl-border); border-radius: 0.35em; background: transparent; color: var(--bl-accent);
}
.bl-verse[data-cited] { position: relative; }
.bl-cited {
  display: inline-block; margin: 0.1em 0 0; padding: 0 0.5em; border-radius: 999px; border: 1px solid transparent;
  font-size: 0.75em; font-weight: 600; line-height: 1.6; background: var(--bl-accent); color: var(--bl-accent-fg);
}
.bl-translation-name { font-size: 0.8em; color: var(--bl-muted); }
.bl-summary { margin: 0.4em 0 0.4em; }
.bl-lang-note { color: var(--bl-muted); font-size: 0.85em; }
.bl-facts { display: block; margin: 0.5em 0; }
.bl-facts .bl-label { margin: 0 0 0.2em; }
.bl-facts dl { margin: 0; display: grid; grid-template-columns: minmax(4.5em, max-content) 1fr; gap: 0.25em 0.7em; }
.bl-fact { display: contents; }
.bl-fact dt { font-weight: 600; font-size: 0.87em; color: var(--bl-muted); padding-top: 0.1em; max-width: 7em; }
.bl-fact dd { margin: 0; font-size: 0.93em; }
.bl-arabic-name { display: block; font-size: 0.8em; }
.bl-arabic-name .bl-arabic { margin: 0; }
.bl-source { display: block; font-size: 0.8em; color: var(--bl-muted); }
.bl-source cite { font-style: normal; }
.bl-sections { display: block; border-top: 1px solid var(--bl-border); margin-top: 0.5em; }
.bl-section { display: block; border-bottom: 1px solid var(--bl-border); }
.bl-section-heading { margin: 0; font-size: 1em; font-weight: 400; }
.bl-toggle {
  display: flex; align-items: baseline; gap: 0.45em; width: 100%; margin: 0; padding: 0.35em 0.1em;
  font: inherit; font-size: 0.9em; font-weight: 600; text-align: start; cursor: pointer;
  border: none; background: transparent; color: var(--bl-fg);
}
.bl-toggle:hover { color: var(--bl-accent); }
.bl-chevron { display: inline-block; width: 0.45em; height: 0.45em; flex: none;
  border-inline-end: 2px solid currentColor; border-bottom: 2px solid currentColor; transform: rotate(-45deg); }
[role="dialog"][dir="rtl"] .bl-chevron { transform: rotate(45deg); }
.bl-toggle[aria-expanded="true"] .bl-chevron { transform: rotate(45deg); }
.bl-section-body { display: block; padding: 0 0 0.5em; }
.bl-section-body[hidden] { display: none; }
.bl-sources { font-size: 0.85em; color: var(--bl-muted); }
.bl-notice { display: block; margin: 0 0 0.6em; padding: 0.45em 0.6em; border-inline-start: 3px solid var(--bl-accent); background: var(--bl-verse-bg); font-size: 0.9em; }
.bl-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
[role="dialog"]:focus { outline: none; }
.bl-close:focus-visible, .bl-tab:focus-visible, .bl-chip:focus-visible, .bl-button:focus-visible,
.bl-more:focus-visible, .bl-link:focus-visible, .bl-back:focus-visible, .bl-toggle:focus-visible, .bl-title:focus-visible {
  outline: 2px solid var(--bl-accent); outline-offset: 2px;
}
@media (forced-colors: active) {
  .bl-verses { border: 1px solid CanvasText; }
  .bl-tab[aria-selected="true"] { forced-color-adjust: none; background: Highlight; color: HighlightText; border-color: Highlight; }
  .bl-tab, .bl-chip, .bl-button, .bl-more, .bl-close, .bl-back { border: 1px solid ButtonText; color: ButtonText; }
  .bl-toggle { color: ButtonText; }
  .bl-link { color: LinkText; }
}
`;
