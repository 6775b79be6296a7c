/**
 * The toolbar popup: the global switch and this site's, and the references on the page grouped by
 * the entry they point at, each with the words around it (a click scrolls to it and opens its
 * popover). It asks the page's content script, so it needs no "tabs" permission to learn the site,
 * and asks again whenever that script reports a change (content:references-changed) or the
 * settings change, so it follows the page while open without a timer.
 */

import dataset from "virtual:badr-lens-dataset";
import localTitles from "virtual:badr-lens-local-titles";
import { render } from "preact";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "preact/hooks";
import { SNIPPET_CONTEXT_CHARS } from "../content/page/snippet.ts";
import { displayText } from "../core/text/display.ts";
import { directionOf, type Language, languageOf, type Translate, translator } from "../shared/i18n.ts";
import {
  isContentToBackground,
  type PageDescription,
  type PageReferenceSummary,
  type PopupToContent,
} from "../shared/messages.ts";
import { extensionPages, platform, readerLanguages, uiLanguage } from "../shared/platform.ts";
import {
  followSettings,
  isSiteEnabled,
  type Settings,
  saveSettings,
  withSiteEnabled,
} from "../shared/settings.ts";
import { isolated } from "../ui/isolated.tsx";
import { usePageDocument } from "../ui/page-document.ts";
import { Switch } from "../ui/Switch.tsx";
import { holdsArabicScript, useScriptFontReady } from "../ui/script-font.ts";
import { VersesAndTitle } from "../ui/VersesAndTitle.tsx";
import { contextWords, groupReferences } from "./groups.ts";

/** Mentions a group shows before "Show all": the popup stays short on a page that cites a verse often. */
const MENTIONS_FIRST = 3;
/** The most a group shows even when opened in full: a popup, not the page again. */
const MENTIONS_SHOWN = 100;

function PopupApp({ tabId }: { tabId: number | undefined }) {
  const [settings, setSettings] = useState<Settings | undefined>(undefined);
  const [page, setPage] = useState<PageDescription | null | undefined>(undefined);
  /** The browser refused the last change (storage.sync's quota): said, not silently dropped. */
  const [notSaved, setNotSaved] = useState(false);

  useEffect(() => {
    const ask = () => {
      if (tabId === undefined) return setPage(null);
      extensionPages
        .sendToTab(tabId, { type: "popup:describe-page" } satisfies PopupToContent, 0)
        .then((d) => setPage((d as PageDescription | undefined) ?? null))
        .catch(() => setPage(null));
    };
    ask();
    const { stop: stopSettings } = followSettings((next, first) => {
      setSettings(next);
      if (!first) ask();
    });
    // The page's script tells the background when its references change; the popup hears it too.
    const stopMessages = platform.onMessage((message, from) => {
      if (from === tabId && isContentToBackground(message)) ask();
      return undefined;
    });
    return () => {
      stopSettings();
      stopMessages();
    };
  }, [tabId]);

  const language = languageOf(settings?.language ?? "auto", uiLanguage(), readerLanguages());
  const t = useMemo(() => translator(language), [language]);
  const theme = settings?.theme ?? "auto";
  usePageDocument(language, theme);

  // The Arabic and Urdu interface, and a page's Arabic-script words, wait for the bundled face.
  const pageTexts = page ? [page.host, ...page.references.flatMap((r) => [r.text, r.before, r.after])] : [];
  const fontReady = useScriptFontReady(directionOf(language) === "rtl" || holdsArabicScript(...pageTexts));
  if (!settings || page === undefined || !fontReady)
    return (
      <>
        <h1 class="sr-only">{t("popoverName")}</h1>
        <p class="pad">{t("popupReading")}</p>
      </>
    );
  const save = (next: Settings) => {
    setSettings(next);
    setNotSaved(false);
    saveSettings(next).catch(() => setNotSaved(true));
  };
  return (
    <>
      <header>
        <img src="icons/32.png" alt="" />
        {/* The switch's label already names Badr Lens on screen; the heading is for navigation. */}
        <h1 class="sr-only">{t("popoverName")}</h1>
        <Switch
          name="enabled"
          checked={settings.enabled}
          label={settings.enabled ? t("popupGlobalOn") : t("popupGlobalOff")}
          onChange={(enabled) => save({ ...settings, enabled })}
        />
      </header>
      {notSaved && (
        <p class="pad" role="alert">
          {t("settingsNotSaved")}
        </p>
      )}
      {page === null ? (
        <p class="pad">{t("popupUnavailable")}</p>
      ) : (
        <PageView page={page} settings={settings} t={t} language={language} tabId={tabId!} save={save} />
      )}
      <footer>
        <button type="button" class="link-button" onClick={() => void extensionPages.openOptionsPage()}>
          {t("popupOptions")}
        </button>
      </footer>
    </>
  );
}

interface PageViewProps {
  page: PageDescription;
  settings: Settings;
  t: Translate;
  language: Language;
  tabId: number;
  save: (settings: Settings) => void;
}

function PageView({ page, settings, t, language, tabId, save }: PageViewProps) {
  /** The groups the reader opened in full. */
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  /**
   * The group whose "Show all" was just pressed: the button goes, and focus would fall to the
   * document; it moves to the first mention shown by the press instead, where the list goes on.
   */
  const justOpened = useRef<string | null>(null);
  // After every render (no dependencies): only the one after the press finds a group to focus. A
  // layout effect, so focus moves in the render's own task, never a frame after with the document
  // holding it in between (a keyboard's next Tab would start from the top).
  useLayoutEffect(() => {
    const id = justOpened.current;
    if (id === null) return;
    justOpened.current = null;
    document
      .querySelector<HTMLElement>(`[id="mentions-${id}"] > li:nth-child(${MENTIONS_FIRST + 1}) .mention`)
      ?.focus();
  });
  const site = displayText(page.host) || t("popupThisPage");
  const siteOn = isSiteEnabled(settings, page.host);
  const groups = groupReferences(dataset, page.references, localTitles[language]);
  const reveal = (ref: PageReferenceSummary) =>
    void extensionPages
      .sendToTab(tabId, { type: "popup:reveal", id: ref.id } satisfies PopupToContent, 0)
      .then(() => window.close());
  return (
    <>
      <section class="site">
        <Switch
          name="site"
          checked={siteOn}
          disabled={!settings.enabled || !page.host}
          label={isolated(t, siteOn ? "popupSiteOn" : "popupSiteOff", site)}
          {...(settings.enabled ? {} : { detail: isolated(t, "popupSiteBlocked", site) })}
          onChange={(on) => save(withSiteEnabled(settings, page.host, on))}
        />
      </section>
      <section class="refs" aria-labelledby="refs-heading">
        <h2 id="refs-heading">{t("popupHeading")}</h2>
        {/* Said politely when the count changes (a site switched back on, a live page). */}
        <p class="sr-only" role="status" aria-live="polite">
          {page.enabled ? t("popupTotal", page.references.length) : ""}
        </p>
        {groups.length === 0 ? (
          <div class="empty">
            <p>{page.enabled ? t("popupNone") : t("popupOffExplain")}</p>
            <p class="muted">{t("popupExplain")}</p>
          </div>
        ) : (
          groups.map((group) => (
            <div class="group" key={group.entry.id} data-entry={group.entry.id}>
              <h3>
                {group.local ? (
                  <span class="name" lang={language}>
                    <VersesAndTitle {...group.local} />
                  </span>
                ) : (
                  <span class="name" lang="en" dir="auto">
                    {group.label}
                  </span>
                )}
                <span class="count" title={t("popupCountLabel", group.references.length)}>
                  {group.references.length}
                </span>
              </h3>
              <ul id={`mentions-${group.entry.id}`}>
                {group.references
                  .slice(0, opened.has(group.entry.id) ? MENTIONS_SHOWN : MENTIONS_FIRST)
                  .map((ref) => (
                    <li key={ref.id}>
                      <button type="button" class="mention" data-id={ref.id} onClick={() => reveal(ref)}>
                        <Mention mention={ref} />
                      </button>
                    </li>
                  ))}
              </ul>
              {!opened.has(group.entry.id) && group.references.length > MENTIONS_FIRST && (
                <button
                  type="button"
                  class="link-button show-all"
                  aria-controls={`mentions-${group.entry.id}`}
                  onClick={() => {
                    justOpened.current = group.entry.id;
                    setOpened(new Set([...opened, group.entry.id]));
                  }}
                >
                  {isolated(t, "popupShowAll", group.references.length)}
                </button>
              )}
              {opened.has(group.entry.id) && group.references.length > MENTIONS_SHOWN && (
                <p class="muted">{isolated(t, "popupMore", group.references.length - MENTIONS_SHOWN)}</p>
              )}
            </div>
          ))
        )}
      </section>
    </>
  );
}

/**
 * The mention with the words around it, all taken from the page: each part bounded, stripped of
 * bidi controls and isolated (displayText, <bdi>), so a page cannot reorder or widen the popup.
 */
function Mention({ mention }: { mention: PageReferenceSummary }) {
  return (
    <bdi dir="auto" class="snippet">
      {displayText(contextWords(mention.before, "before", SNIPPET_CONTEXT_CHARS))}{" "}
      <mark>
        <bdi class="text">{displayText(mention.text)}</bdi>
      </mark>{" "}
      {displayText(contextWords(mention.after, "after", SNIPPET_CONTEXT_CHARS))}
    </bdi>
  );
}

void extensionPages
  .activeTabId()
  .catch(() => undefined)
  .then((tabId) => render(<PopupApp tabId={tabId} />, document.getElementById("app")!));
