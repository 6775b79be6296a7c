/**
 * The popover's content: pure props in, callbacks out, so it renders and is tested without a page.
 * The container (src/content/popover-host.tsx) owns placement, the shadow root, focus and keys.
 *
 * One entry is shown at a time. A reference that covers several entries (al-Anfāl 8:1–75) shows
 * them as tabs (WAI-ARIA tabs: arrow keys move between them, one tab stop); related entries are
 * links that switch the view inside the popover, and the entry switched to links back.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { looksLikeVerseKey, parseVerseKey } from "../core/dataset/targets.ts";
import type { Entry, Verse } from "../core/dataset/types.ts";
import { type Translate, translator } from "../shared/i18n.ts";
import {
  commentaryPreview,
  copyText,
  entryHeading,
  quranComUrl,
  shortTitle,
  toArabicDigits,
  verseRuns,
} from "./labels.ts";
import { VerseArabic } from "./VerseArabic.tsx";

export interface PopoverProps {
  /** The entries serving the reference's targets; more than one shows as tabs. */
  entries: readonly Entry[];
  /** All entries by id, for the related-entry links. */
  entriesById: Record<string, Entry>;
  verses: Record<string, Verse>;
  verseCredit: string;
  onClose: () => void;
  /** Puts text on the clipboard; resolves to whether that worked, which the button then says. */
  onCopy?: (text: string) => Promise<boolean>;
  /** Told when another entry is shown (the container scrolls back to the top). */
  onEntryChange?: (id: string) => void;
  /** The interface's strings (English by default). The dataset's own text is English whatever it is. */
  t?: Translate;
  /** Show the verse in Arabic, its English translation (both by default). */
  showArabic?: boolean;
  showTranslation?: boolean;
  /** A line said before the entry, and announced; with no entries, all the popover shows. */
  notice?: string;
}

const ENGLISH = translator("en");

export function Popover(props: PopoverProps) {
  const t = props.t ?? ENGLISH;
  const [selectedId, setSelectedId] = useState(props.entries[0]?.id);
  const entry = props.entriesById[selectedId ?? ""] ?? props.entries[0];
  const onEntryChange = props.onEntryChange;
  const entryId = entry?.id;
  useEffect(() => {
    if (entryId) onEntryChange?.(entryId);
  }, [entryId, onEntryChange]);
  const notice = props.notice ? (
    <p class="bl-notice" role="status">
      {props.notice}
    </p>
  ) : null;
  if (!entry) {
    if (!notice) return null;
    return (
      <article class="bl-card">
        <header class="bl-header">
          <h2 class="bl-title" id="bl-title">
            {t("popoverName")}
          </h2>
          <CloseButton onClose={props.onClose} t={t} />
        </header>
        {notice}
      </article>
    );
  }
  const tabs = props.entries.length > 1 ? props.entries : [];
  const selectedTab = tabs.find((e) => e.id === entry.id);
  return (
    <article class="bl-card" data-entry={entry.id}>
      <header class="bl-header">
        <h2 class="bl-title" id="bl-title" lang="en" dir="ltr">
          {entryHeading(entry.title, entry.targets, props.verses)}
        </h2>
        <CloseButton onClose={props.onClose} t={t} />
      </header>
      {notice}
      {tabs.length > 0 && <Tabs tabs={tabs} selectedId={entry.id} onSelect={setSelectedId} t={t} />}
      <div
        class="bl-body"
        {...(selectedTab
          ? { role: "tabpanel", id: "bl-panel", "aria-labelledby": `bl-tab-${entry.id}` }
          : {})}
      >
        <EntryView
          key={entry.id}
          entry={entry}
          verses={props.verses}
          entriesById={props.entriesById}
          onSelect={setSelectedId}
          t={t}
          showArabic={props.showArabic ?? true}
          showTranslation={props.showTranslation ?? true}
          {...(props.onCopy ? { onCopy: props.onCopy } : {})}
        />
      </div>
      <footer class="bl-provenance" data-part="provenance">
        <p>
          <bdi lang="en">{entry.provenance.hadith}</bdi> · {t("popoverExplanationFrom")}{" "}
          <bdi lang="en">{entry.provenance.explanation}</bdi>
        </p>
        {entry.targets.some(looksLikeVerseKey) && (
          <p class="bl-credit" lang="en" dir="ltr">
            {props.verseCredit}
          </p>
        )}
      </footer>
    </article>
  );
}

function CloseButton({ onClose, t }: { onClose: () => void; t: Translate }) {
  return (
    <button
      type="button"
      class="bl-close"
      aria-label={t("popoverClose")}
      title={t("popoverCloseHint")}
      onClick={onClose}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}

interface TabsProps {
  tabs: readonly Entry[];
  selectedId: string;
  onSelect: (id: string) => void;
  t: Translate;
}

function Tabs({ tabs, selectedId, onSelect, t }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    // In the Arabic interface the tabs run right to left, and so do the arrow keys.
    const rtl = list.current !== null && getComputedStyle(list.current).direction === "rtl";
    const keys: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowDown: 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowUp: -1,
    };
    let index = tabs.findIndex((t) => t.id === selectedId);
    if (event.key in keys) index = (index + keys[event.key]! + tabs.length) % tabs.length;
    else if (event.key === "Home") index = 0;
    else if (event.key === "End") index = tabs.length - 1;
    else return;
    event.preventDefault();
    const next = tabs[index]!;
    onSelect(next.id);
    list.current?.querySelector<HTMLElement>(`#bl-tab-${CSS.escape(next.id)}`)?.focus();
  };
  return (
    <div class="bl-tabs" role="tablist" aria-label={t("popoverTabs")} ref={list} onKeyDown={onKeyDown}>
      {tabs.map((e) => {
        const selected = e.id === selectedId;
        return (
          <button
            type="button"
            role="tab"
            key={e.id}
            id={`bl-tab-${e.id}`}
            aria-selected={selected}
            aria-controls={selected ? "bl-panel" : undefined}
            tabIndex={selected ? 0 : -1}
            class="bl-tab"
            onClick={() => onSelect(e.id)}
          >
            {tabLabel(e)}
          </button>
        );
      })}
    </div>
  );
}

/** A tab names its verses when it has some ("8:67–69"), else its title. */
function tabLabel(entry: Entry): string {
  const runs = verseRuns(entry.targets);
  return runs.length > 0 ? runs.join(", ") : shortTitle(entry.title);
}

interface EntryViewProps {
  entry: Entry;
  verses: Record<string, Verse>;
  entriesById: Record<string, Entry>;
  onSelect: (id: string) => void;
  onCopy?: (text: string) => Promise<boolean>;
  t: Translate;
  showArabic: boolean;
  showTranslation: boolean;
}

type CopyState = "idle" | "copied" | "failed";

function EntryView(props: EntryViewProps) {
  const { entry, verses, entriesById, onSelect, onCopy, t } = props;
  const [expanded, setExpanded] = useState(false);
  const [copyState, setCopyState] = useState<CopyState>("idle");
  const keys = entry.targets.filter(looksLikeVerseKey);
  const shown = keys.map((k) => verses[k]).filter((v): v is Verse => v !== undefined);
  const preview = commentaryPreview(entry.commentary);
  const commentary = expanded ? entry.commentary : preview.paragraphs;
  const related = entry.related.map((id) => entriesById[id]).filter((e): e is Entry => e !== undefined);
  const copy = async () => {
    if (!onCopy) return;
    setCopyState((await onCopy(copyText(shown))) ? "copied" : "failed");
  };
  return (
    <>
      {shown.length > 0 && (
        <section class="bl-verses" aria-label={t("popoverVerses")}>
          {shown.map((v) => (
            <figure class="bl-verse" key={v.key} data-verse={v.key}>
              {props.showArabic && (
                <VerseArabic
                  text={v.arabic}
                  ornament={`﴿${toArabicDigits(String(parseVerseKey(v.key)?.ayah ?? ""))}﴾`}
                />
              )}
              {/* With both texts hidden the verse keeps its key, so the reader still sees which. */}
              {props.showTranslation || !props.showArabic ? (
                <p class="bl-english" lang="en" dir="ltr">
                  {props.showTranslation && `${v.english} `}
                  <span class="bl-key">({v.key})</span>
                </p>
              ) : null}
            </figure>
          ))}
          <div class="bl-actions">
            {verseRuns(keys).map((run) => (
              <a
                key={run}
                class="bl-link"
                data-part="quran-com"
                href={quranComUrl(run)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t("popoverReadOn", run)}
                <span aria-hidden="true"> ↗</span>
                <span class="bl-sr"> {t("popoverNewTab")}</span>
              </a>
            ))}
            {onCopy && (
              <button type="button" class="bl-button" data-part="copy" data-state={copyState} onClick={copy}>
                {copyState === "copied"
                  ? t("popoverCopied")
                  : copyState === "failed"
                    ? t("popoverCopyFailed")
                    : t("popoverCopy")}
              </button>
            )}
            <span class="bl-sr" aria-live="polite">
              {copyState === "copied" ? t("popoverCopiedAnnounce") : ""}
            </span>
          </div>
        </section>
      )}
      <section class="bl-excerpt" aria-labelledby="bl-excerpt-label">
        <h3 class="bl-label" id="bl-excerpt-label">
          {entry.provenance.narration ?? t("popoverNarration")}
        </h3>
        {entry.excerpt.map((p) => (
          <p key={p} lang="en" dir="ltr">
            {p}
          </p>
        ))}
      </section>
      {entry.commentary.length > 0 && (
        <section class="bl-commentary" aria-labelledby="bl-commentary-label">
          <h3 class="bl-label" id="bl-commentary-label">
            {t("popoverExplanation")}
          </h3>
          <div id="bl-commentary-text" lang="en" dir="ltr">
            {commentary.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          {preview.truncated && (
            <button
              type="button"
              class="bl-more"
              data-part="more"
              aria-expanded={expanded}
              aria-controls="bl-commentary-text"
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? t("popoverShowLess") : t("popoverReadMore")}
            </button>
          )}
        </section>
      )}
      {related.length > 0 && (
        <nav class="bl-related" aria-label={t("popoverRelated")}>
          <span class="bl-label">{t("popoverRelated")}</span>
          {related.map((e) => (
            <button
              type="button"
              class="bl-chip"
              data-related={e.id}
              key={e.id}
              onClick={() => onSelect(e.id)}
              lang="en"
              dir="ltr"
            >
              {entryHeading(e.title, e.targets, verses)}
            </button>
          ))}
        </nav>
      )}
    </>
  );
}
