/**
 * What the extension's own pages (popup, options, first-run) set on their document as the
 * reader's language and theme change: `lang`, the writing direction, the theme pages.css reads,
 * and the title where the page has one (the popup's is the browser's).
 */
import { useEffect } from "preact/hooks";
import { directionOf } from "../shared/i18n.ts";

export function usePageDocument(language: string, theme: string, title?: string): void {
  useEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = directionOf(language);
    root.dataset.theme = theme;
    if (title !== undefined) document.title = title;
  }, [language, theme, title]);
}
