/**
 * The stylesheet of the popover's card, in the frame's own document (src/popover-frame), which no
 * page style reaches (ADR 014). Lengths are in em of the dialog, whose font-size follows the
 * reader's text size.
 */
import { DARK_THEME, THEME } from "./theme-colours.ts";

/** The bundled verse font's family name, in the popover's frame only (src/popover-frame/verse-font.ts). */
export const VERSE_FONT_FAMILY = "Badr Lens Naskh";

/**
 * The card's stylesheet with `root` as the element that stands for the document: `html` in the
 * extension's frame, the embed's own wrapper inside its shadow root (src/embed/inline-link.ts),
 * where the theme and the sheet's attributes go and which scrolls.
 */
export function contentCss(root: string): string {
  return `
${root === "html" ? "html, body" : root} { margin: 0; padding: 0; background: transparent; }
${root} {
  overflow: auto;
  overscroll-behavior: contain;
  scrollbar-width: thin;
  scrollbar-color: var(--bl-border) transparent;
  color-scheme: light;
${THEME}}
${root}[data-theme="dark"] {
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
  font-size: 1.45em; line-height: 2; text-align: start; margin: 0.2em 0 0.15em; color: var(--bl-fg);
}
.bl-ayah { color: var(--bl-ayah); white-space: nowrap; }
/* The verses and the facts' Arabic names: the bundled face first (the frame adds it to its own
   document), then the Arabic faces readers commonly have. */
.bl-arabic[lang] { font-family: "${VERSE_FONT_FAMILY}", "Amiri", "Amiri Quran", "Noto Naskh Arabic", "Scheherazade New",
  "KFGQPC Uthmanic Script HAFS", "Sakkal Majalla", "Traditional Arabic", "Geeza Pro", "Noto Sans Arabic", "Segoe UI",
  "DejaVu Sans", serif; }
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
/* Arabic-script interface (Arabic, Urdu): the reader's own Arabic fonts, then the bundled face where
   the extension's frame adds it (script-font.ts; the embed leaves it to the site's fonts); the
   verse face draws the verses and names, in their frames (ADR 008). No interpolation in this sheet: content.js imports
   this module for a constant, and a template with substitutions would keep the whole sheet there. */
[lang="ar"], [lang="ur"] { font-family: "Amiri", "Noto Naskh Arabic", "Scheherazade New", "Sakkal Majalla",
  "Traditional Arabic", "Geeza Pro", "Noto Sans Arabic", "Badr Lens Arabic", "Segoe UI", "DejaVu Sans", sans-serif; }
[lang="en"] { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif; }
.bl-back {
  flex: none; display: inline-flex; align-items: center; justify-content: center;
  width: 1.75em; height: 1.75em; margin: -0.2em 0 0; margin-inline-start: -0.45em; padding: 0;
  font: inherit; font-size: 1.1em; line-height: 1; cursor: pointer;
  border: 1px solid var(--bl-border); border-radius: 0.35em; background: transparent; color: var(--bl-accent);
}
/* The bottom sheet's expand control (narrow screens): a chevron that points where the sheet goes. */
.bl-sheet-toggle {
  flex: none; display: inline-flex; align-items: center; justify-content: center;
  width: 1.75em; height: 1.75em; margin: -0.2em 0 0; padding: 0;
  font: inherit; font-size: 1.2em; line-height: 1; cursor: pointer;
  border: none; border-radius: 0.35em; background: transparent; color: var(--bl-muted);
}
.bl-sheet-toggle:hover { background: var(--bl-verse-bg); color: var(--bl-fg); }
/* Touch targets of at least 44 × 44 CSS px (WCAG 2.5.5) on a coarse pointer, and always in the
   sheet, which is what a phone shows. Written twice: a media query and a selector cannot be or-ed. */
@media (pointer: coarse) {
  .bl-close, .bl-back, .bl-sheet-toggle { min-width: 44px; min-height: 44px; }
  .bl-tab, .bl-chip, .bl-button, .bl-more { min-width: 44px; min-height: 44px; }
  .bl-toggle { min-height: 44px; align-items: center; }
  .bl-link { display: inline-flex; align-items: center; min-width: 44px; min-height: 44px; }
}
${root}[data-sheet] :is(.bl-close, .bl-back, .bl-sheet-toggle) { min-width: 44px; min-height: 44px; }
${root}[data-sheet] :is(.bl-tab, .bl-chip, .bl-button, .bl-more) { min-width: 44px; min-height: 44px; }
${root}[data-sheet] .bl-toggle { min-height: 44px; align-items: center; }
${root}[data-sheet] .bl-link { display: inline-flex; align-items: center; min-width: 44px; min-height: 44px; }
/* A sheet is a phone's two thirds of a screen: its first screen (title, cited verse, translation,
   summary) fits there with a tighter frame around the same text size. */
${root}[data-sheet] .bl-card { padding: 0.3em 0.8em 0.6em; }
${root}[data-sheet] .bl-verses { margin: 0.25em 0 0.35em; padding: 0.25em 0.6em 0.3em; }
${root}[data-sheet] .bl-body .bl-arabic { line-height: 1.6; margin: 0.1em 0; }
${root}[data-sheet] .bl-body .bl-english { margin-bottom: 0.2em; }
${root}[data-sheet] .bl-actions { margin-top: 0; }
${root}[data-sheet] .bl-summary { margin: 0.3em 0; }
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
/* A text in the reader's language comes first; the seed's English and the Arabic original wait
   behind a disclosure. Each tafsīr passage is followed by its source. */
.bl-more-text { margin: 0.6em 0; }
.bl-more-text > summary { cursor: pointer; color: var(--bl-accent); }
.bl-tafsir + .bl-tafsir { margin-top: 0.6em; }
p.bl-source { margin: 0.2em 0 0; }
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
[role="dialog"][dir="rtl"] .bl-toggle[aria-expanded="true"] .bl-chevron { transform: rotate(-45deg); }
/* The sheet's chevron points up or down in either direction: physical borders, and written after
   the right-to-left turn above, which would otherwise point it sideways. */
[role="dialog"] .bl-sheet-toggle .bl-chevron {
  border-inline-end: 0; border-right: 2px solid currentColor; transform: rotate(-135deg); margin-top: 0.25em;
}
[role="dialog"] .bl-sheet-toggle[data-expanded="true"] .bl-chevron { transform: rotate(45deg); margin-top: -0.25em; }
.bl-section-body { display: block; padding: 0 0 0.5em; }
.bl-section-body[hidden] { display: none; }
.bl-sources { font-size: 0.85em; color: var(--bl-muted); }
.bl-notice { display: block; margin: 0 0 0.6em; padding: 0.45em 0.6em; border-inline-start: 3px solid var(--bl-accent); background: var(--bl-verse-bg); font-size: 0.9em; }
.bl-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
[role="dialog"]:focus { outline: none; }
.bl-close:focus-visible, .bl-tab:focus-visible, .bl-chip:focus-visible, .bl-button:focus-visible,
.bl-more:focus-visible, .bl-link:focus-visible, .bl-back:focus-visible, .bl-sheet-toggle:focus-visible, .bl-toggle:focus-visible, .bl-title:focus-visible {
  outline: 2px solid var(--bl-accent); outline-offset: 2px;
}
@media (forced-colors: active) {
  .bl-verses { border: 1px solid CanvasText; }
  .bl-tab[aria-selected="true"] { forced-color-adjust: none; background: Highlight; color: HighlightText; border-color: Highlight; }
  .bl-tab, .bl-chip, .bl-button, .bl-more, .bl-close, .bl-back, .bl-sheet-toggle { border: 1px solid ButtonText; color: ButtonText; }
  .bl-toggle { color: ButtonText; }
  .bl-link { color: LinkText; }
}
`;
}

export const CONTENT_CSS = contentCss("html");
