/**
 * The popover's stylesheet, adopted into our shadow root as a constructed stylesheet (CSSOM is not
 * subject to the page's style-src CSP). `:host { all: initial }` cuts inheritance from the page;
 * sizes are in px, not rem, because the page owns the root font size (`html { font-size: 5px }`).
 */
export const POPOVER_CSS = `
:host { all: initial; }
[role="dialog"] {
  all: initial;
  box-sizing: border-box;
  position: fixed;
  inset: auto;
  margin: 0;
  padding: 0;
  width: min(448px, calc(100vw - 16px));
  max-height: min(70vh, 560px);
  overflow: auto;
  overscroll-behavior: contain;
  border-radius: 10px;
  border: 1px solid var(--bl-border);
  background: var(--bl-bg);
  color: var(--bl-fg);
  box-shadow: 0 8px 28px rgb(0 0 0 / 0.22);
  font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
  --bl-bg: #fffdf8;
  --bl-fg: #1d232b;
  --bl-muted: #5b6470;
  --bl-border: #d9d3c4;
  --bl-accent: #2f5d8a;
  --bl-verse-bg: #f4efe2;
}
[role="dialog"][data-theme="dark"] {
  --bl-bg: #1e2228;
  --bl-fg: #e7e9ec;
  --bl-muted: #a5adb8;
  --bl-border: #3a414b;
  --bl-accent: #8cb8e6;
  --bl-verse-bg: #262b33;
}
[role="dialog"]:not(:popover-open) { display: none; }
* { box-sizing: border-box; }
.bl-card { display: block; padding: 12px 16px 10px; }
.bl-header { display: flex; align-items: flex-start; gap: 8px; }
.bl-title { flex: 1; margin: 0; font-size: 16px; font-weight: 650; line-height: 1.35; color: var(--bl-fg); }
.bl-close { all: unset; cursor: pointer; font-size: 20px; line-height: 1; padding: 2px 6px; border-radius: 6px; color: var(--bl-muted); }
.bl-close:hover, .bl-close:focus-visible { background: var(--bl-verse-bg); color: var(--bl-fg); }
.bl-tabs { display: flex; gap: 6px; margin: 8px 0 0; flex-wrap: wrap; }
.bl-tab, .bl-chip, .bl-button, .bl-more { font: inherit; font-size: 13px; cursor: pointer; border-radius: 999px; border: 1px solid var(--bl-border); background: transparent; color: var(--bl-fg); padding: 2px 10px; }
.bl-tab[aria-selected="true"] { background: var(--bl-accent); border-color: var(--bl-accent); color: var(--bl-bg); }
.bl-body p { margin: 8px 0; }
.bl-verses { margin: 10px 0; padding: 8px 12px; border-radius: 8px; background: var(--bl-verse-bg); }
.bl-verse { margin: 0 0 8px; }
.bl-arabic { font-family: "Amiri", "Noto Naskh Arabic", "Scheherazade New", "Traditional Arabic", "Geeza Pro", serif; font-size: 22px; line-height: 1.9; text-align: right; margin: 4px 0; }
.bl-english { font-style: italic; }
.bl-key, .bl-credit, .bl-provenance { color: var(--bl-muted); }
.bl-provenance { font-size: 12px; border-top: 1px solid var(--bl-border); margin-top: 8px; }
.bl-provenance p { margin: 6px 0 0; }
.bl-actions { display: flex; gap: 8px; flex-wrap: wrap; align-items: center; }
.bl-link { color: var(--bl-accent); font-size: 13px; }
.bl-related { display: flex; gap: 6px; flex-wrap: wrap; margin-top: 6px; }
.bl-tab:focus-visible, .bl-chip:focus-visible, .bl-button:focus-visible, .bl-more:focus-visible, .bl-link:focus-visible { outline: 2px solid var(--bl-accent); outline-offset: 2px; }
@media (prefers-reduced-motion: no-preference) {
  [role="dialog"]:popover-open { animation: bl-in 120ms ease-out; }
  @keyframes bl-in { from { opacity: 0; transform: translateY(-3px); } }
}
@media (forced-colors: active) {
  [role="dialog"] { border: 1px solid CanvasText; }
  .bl-tab[aria-selected="true"] { forced-color-adjust: none; background: Highlight; color: HighlightText; }
}
`;
