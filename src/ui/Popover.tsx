/**
 * The popover's content: pure props in, callbacks out, so it renders and is tested without a page.
 * The container (src/content/popover/popover-host.ts) owns placement and focus coming in; the frame (src/popover-frame) owns keys.
 *
 * One entry is shown at a time, summary first (docs/adr/010-reader-popover.md): the title, the
 * cited verse (Arabic and translation, marked as cited), the summary and, for an event, its facts
 * card. The rest waits in sections one keypress away (buttons with aria-expanded): the entry's other
 * verses, the narration, the full explanation, the sources, related entries. A reference that
 * covers several entries (al-Anfāl 8:1–75) shows them as tabs (WAI-ARIA tabs); related entries and
 * a fact's verses open in place, with a back button.
 */
import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { looksLikeVerseKey, parseVerseKey } from "../core/dataset/targets.ts";
import type {
  Entry,
  Fact,
  FactKind,
  LocalEntry,
  LocalNarration,
  LocalSource,
  Target,
  Verse,
} from "../core/dataset/types.ts";
import { directionOf, type Language, type MessageKey, type Translate, translator } from "../shared/i18n.ts";
import { type Citation, type CitedTranslation, citation, citationStyleOf } from "./citation.ts";
import { isolated } from "./isolated.tsx";
import { entryHeading, quranComUrl, shortTitle, toArabicDigits, verseRuns, versesLabel } from "./labels.ts";
import { SECTION_IDS, type SectionId, sectionsOf, type VersePlan, versePlan } from "./layout.ts";
import { VerseArabic } from "./VerseArabic.tsx";
import { VersesAndTitle } from "./VersesAndTitle.tsx";

export interface PopoverProps {
  /** The entries serving the reference's targets; more than one shows as tabs. */
  entries: readonly Entry[];
  /** All entries by id, for the related-entry links. */
  entriesById: Record<string, Entry>;
  verses: Record<string, Verse>;
  verseCredit: string;
  onClose: () => void;
  /** What the reference cites: its verses lead and are marked "cited". Default: nothing marked. */
  cited?: readonly Target[];
  /** The translation shown beside the Arabic (the reader's language); English by default. */
  translation?: CitedTranslation;
  /** Puts a citation on the clipboard; resolves to whether that worked, which the button then says. */
  onCopy?: (citation: Citation) => Promise<boolean>;
  /** Told when another entry is shown (the container scrolls back to the top). */
  onEntryChange?: (id: string) => void;
  /** The interface's strings (English by default). The entries' own text is English unless `local` has it. */
  t?: Translate;
  /** The interface's language: when it is not English, the dataset's English still shown is labelled as such. */
  language?: Language;
  /** Show the verse in Arabic, its translation (both by default). */
  showArabic?: boolean;
  showTranslation?: boolean;
  /** A line said before the entry, and announced; with no entries, all the popover shows. */
  notice?: string;
  /** A pinned popover offers to open every section at once. */
  pinned?: boolean;
  /** Sections open when the popover opens (the reader's last choice, remembered by the container). */
  openSections?: readonly SectionId[];
  onSectionsChange?: (open: SectionId[]) => void;
  /**
   * On a narrow screen the popover is a bottom sheet (issue 35); when it has more than fits, it
   * offers to grow to nearly the full height and back. The container does the growing.
   */
  sheet?: { expanded: boolean; expandable: boolean; onToggle: () => void };
  /** The entries in the interface's language, where data/local has them (ADR 018). */
  local?: LocalView;
}

/** What data/local gives one interface language. */
export interface LocalView {
  /** The entries in the interface's language, by entry id. */
  entries: Readonly<Record<string, LocalEntry>>;
  /** The narrations' Arabic originals by entry id, offered to readers of every language. */
  originals: Readonly<Record<string, LocalNarration>>;
  sources: Readonly<Record<string, LocalSource>>;
}

const ENGLISH = translator("en");

function englishTranslation(verses: Record<string, Verse>): CitedTranslation {
  return {
    language: "en",
    dir: "ltr",
    name: "Saheeh International",
    text: Object.fromEntries(Object.values(verses).map((v) => [v.key, v.english])),
  };
}

export function Popover(props: PopoverProps) {
  const t = props.t ?? ENGLISH;
  const [selectedId, setSelectedId] = useState(props.entries[0]?.id);
  /** Entries opened in place before this one, for the back button. */
  const [history, setHistory] = useState<string[]>([]);
  const [open, setOpen] = useState<ReadonlySet<SectionId>>(() => new Set(props.openSections ?? []));
  const backButton = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  /** Where focus goes after the view changes in place: the back button, or the heading. */
  const focusAfter = useRef<"back" | "title" | undefined>(undefined);
  const entry = props.entriesById[selectedId ?? ""] ?? props.entries[0];
  const onEntryChange = props.onEntryChange;
  const entryId = entry?.id;
  useEffect(() => {
    if (entryId) onEntryChange?.(entryId);
    const target = focusAfter.current === "back" ? backButton.current : title.current;
    if (focusAfter.current) target?.focus();
    focusAfter.current = undefined;
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
  const openInPlace = (id: string) => {
    setHistory([...history, entry.id]);
    focusAfter.current = "back";
    setSelectedId(id);
  };
  const back = () => {
    const previous = history[history.length - 1];
    if (!previous) return;
    setHistory(history.slice(0, -1));
    focusAfter.current = history.length > 1 ? "back" : "title";
    setSelectedId(previous);
  };
  const selectTab = (id: string) => {
    setHistory([]);
    setSelectedId(id);
  };
  const setSections = (next: ReadonlySet<SectionId>) => {
    setOpen(next);
    props.onSectionsChange?.(SECTION_IDS.filter((id) => next.has(id)));
  };
  const previous = props.entriesById[history[history.length - 1] ?? ""];
  const tabs = props.entries.length > 1 ? props.entries : [];
  const selectedTab = tabs.find((e) => e.id === entry.id);
  return (
    <article class="bl-card" data-entry={entry.id}>
      <header class="bl-header">
        {previous && (
          <button
            type="button"
            class="bl-back"
            data-part="back"
            ref={backButton}
            aria-label={t(
              "popoverBack",
              shortTitle(props.local?.entries[previous.id]?.title ?? previous.title),
            )}
            onClick={back}
          >
            <span aria-hidden="true">{directionOf(props.language ?? "en") === "rtl" ? "→" : "←"}</span>
          </button>
        )}
        <Heading entry={entry} local={props.local} verses={props.verses} refTo={title} />
        {props.sheet && (props.sheet.expandable || props.sheet.expanded) && (
          <SheetToggle expanded={props.sheet.expanded} onToggle={props.sheet.onToggle} t={t} />
        )}
        <CloseButton onClose={props.onClose} t={t} />
      </header>
      {notice}
      {tabs.length > 0 && (
        <Tabs tabs={tabs} selectedId={entry.id} onSelect={selectTab} t={t} local={props.local} />
      )}
      <div
        class="bl-body"
        {...(selectedTab
          ? { role: "tabpanel", id: "bl-panel", "aria-labelledby": `bl-tab-${entry.id}` }
          : {})}
      >
        <EntryView
          key={entry.id}
          entry={entry}
          plan={versePlan(entry.targets, props.cited ?? [])}
          verses={props.verses}
          verseCredit={props.verseCredit}
          translation={props.translation ?? englishTranslation(props.verses)}
          entriesById={props.entriesById}
          onOpen={openInPlace}
          t={t}
          english={props.language !== undefined && props.language !== "en"}
          language={props.language ?? "en"}
          showArabic={props.showArabic ?? true}
          showTranslation={props.showTranslation ?? true}
          open={open}
          onSections={setSections}
          pinned={props.pinned ?? false}
          sheet={props.sheet !== undefined}
          {...(props.local ? { local: props.local } : {})}
          {...(props.onCopy ? { onCopy: props.onCopy } : {})}
        />
      </div>
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

interface HeadingProps {
  entry: Entry;
  local: LocalView | undefined;
  verses: Record<string, Verse>;
  refTo: { current: HTMLHeadingElement | null };
}

/** The entry's verses and title; in the reader's language the verses keep their reading order. */
function Heading({ entry, local, verses, refTo }: HeadingProps) {
  return (
    <h2 class="bl-title" id="bl-title" tabIndex={-1} ref={refTo} {...nameAttributes(entry, local)}>
      <EntryName entry={entry} local={local} verses={verses} />
    </h2>
  );
}

function SheetToggle({ expanded, onToggle, t }: { expanded: boolean; onToggle: () => void; t: Translate }) {
  return (
    <button
      type="button"
      class="bl-sheet-toggle"
      data-part="sheet-toggle"
      data-expanded={String(expanded)}
      aria-label={t(expanded ? "popoverCollapse" : "popoverExpand")}
      title={t(expanded ? "popoverCollapse" : "popoverExpand")}
      onClick={onToggle}
    >
      <span class="bl-chevron" aria-hidden="true" />
    </button>
  );
}

interface TabsProps {
  tabs: readonly Entry[];
  selectedId: string;
  onSelect: (id: string) => void;
  t: Translate;
  local: LocalView | undefined;
}

function Tabs({ tabs, selectedId, onSelect, t, local }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    // In a right-to-left interface the tabs run right to left, and so do the arrow keys.
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
            {/* A range such as 8:67–69 keeps its order in a right-to-left interface. */}
            <bdi>{tabLabel(e, local)}</bdi>
          </button>
        );
      })}
    </div>
  );
}

/** A tab names its verses when it has some ("8:67–69"), else its title. */
function tabLabel(entry: Entry, local: LocalView | undefined): string {
  const runs = verseRuns(entry.targets);
  return runs.length > 0 ? runs.join(", ") : shortTitle(local?.entries[entry.id]?.title ?? entry.title);
}

interface EntryViewProps {
  entry: Entry;
  plan: VersePlan;
  verses: Record<string, Verse>;
  verseCredit: string;
  translation: CitedTranslation;
  entriesById: Record<string, Entry>;
  onOpen: (id: string) => void;
  onCopy?: (citation: Citation) => Promise<boolean>;
  t: Translate;
  /** Label the dataset's English as English (the interface is in another language). */
  english: boolean;
  language: Language;
  showArabic: boolean;
  showTranslation: boolean;
  open: ReadonlySet<SectionId>;
  onSections: (open: ReadonlySet<SectionId>) => void;
  pinned: boolean;
  /** A bottom sheet: the verse's links and Copy follow the summary, so the first screen fits. */
  sheet: boolean;
  local?: LocalView;
}

type CopyState = "idle" | "copied" | "failed";

const SECTION_LABELS: Record<Exclude<SectionId, "narration">, MessageKey> = {
  verses: "popoverOtherVerses",
  explanation: "popoverExplanation",
  sources: "popoverSources",
  related: "popoverRelated",
};

function EntryView(props: EntryViewProps) {
  const { entry, plan, verses, entriesById, onOpen, onCopy, t } = props;
  const [copyState, setCopyState] = useState<CopyState>("idle");
  /** The entry in the reader's language, and the narration's Arabic original for other readers. */
  const mine = props.local?.entries[entry.id];
  const original = props.language === "ar" ? undefined : props.local?.originals[entry.id];
  const sources = props.local?.sources ?? {};
  const localNarration = mine?.narration;
  const localExplanation = mine?.explanation && mine.explanation.length > 0 ? mine.explanation : undefined;
  const noSource = props.english ? (
    <p class="bl-lang-note" data-part="no-local-source">
      {t("popoverNoLocalSource")}
    </p>
  ) : null;
  const englishParagraphs = (paragraphs: readonly string[]) =>
    paragraphs.map((p) => (
      <p key={p} lang="en" dir="ltr">
        {p}
      </p>
    ));
  const verseOf = (key: string | undefined) => (key === undefined ? undefined : verses[key]);
  const lead = verseOf(plan.lead);
  const related = entry.related.map((id) => entriesById[id]).filter((e): e is Entry => e !== undefined);
  const sections = sectionsOf(entry, plan, related.length);
  // Copy takes the verses the reference cites, or the whole entry's when it cites none of them.
  const copied = (plan.cited.size > 0 ? [...plan.cited] : [plan.lead, ...plan.others])
    .map(verseOf)
    .filter((v): v is Verse => v !== undefined)
    .sort((a, b) => (parseVerseKey(a.key)?.ayah ?? 0) - (parseVerseKey(b.key)?.ayah ?? 0));
  const copy = async () => {
    if (!onCopy) return;
    const cited = citation(copied, props.translation, citationStyleOf(props.language));
    setCopyState((await onCopy(cited)) ? "copied" : "failed");
  };
  const toggle = (id: SectionId) => {
    const next = new Set(props.open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    props.onSections(next);
  };
  const allOpen = sections.every((id) => props.open.has(id));
  const verseFigure = (verse: Verse) => (
    <VerseFigure
      key={verse.key}
      verse={verse}
      cited={plan.cited.has(verse.key)}
      translation={props.translation}
      showArabic={props.showArabic}
      showTranslation={props.showTranslation}
      language={props.language}
      t={t}
    />
  );
  const englishNote = props.english ? (
    <bdi class="bl-lang-note" data-part="english-note" lang={props.language}>
      {" "}
      · {t("popoverInEnglish")}
    </bdi>
  ) : null;
  const body: Record<SectionId, () => ComponentChildren> = {
    verses: () => plan.others.map(verseOf).map((v) => v && verseFigure(v)),
    narration: () =>
      localNarration && mine ? (
        <div data-part="local-narration">
          {localNarration.paragraphs.map((p) => (
            <p key={p} lang={mine.language} dir={directionOf(mine.language)}>
              {p}
            </p>
          ))}
          <SourceLine source={sources[localNarration.source]} t={t} />
        </div>
      ) : (
        <>
          {noSource}
          {englishParagraphs(entry.excerpt)}
          {original && (
            <details class="bl-more-text" data-part="arabic-original">
              <summary>{t("popoverArabicOriginal")}</summary>
              {original.paragraphs.map((p) => (
                <p key={p} lang="ar" dir="rtl">
                  {p}
                </p>
              ))}
              <SourceLine source={sources[original.source]} t={t} />
            </details>
          )}
        </>
      ),
    explanation: () =>
      localExplanation && mine ? (
        <>
          {localExplanation.map((x) => (
            <div class="bl-tafsir" data-part="local-explanation" data-verse={x.verse} key={x.verse}>
              <p lang={mine.language} dir={directionOf(mine.language)}>
                <bdi class="bl-key" dir="ltr">
                  ({x.verse})
                </bdi>{" "}
                {x.text}
              </p>
              <SourceLine source={sources[x.source]} t={t} />
            </div>
          ))}
          {entry.commentary.length > 0 && (
            <details class="bl-more-text" data-part="hadith-explanation">
              <summary>
                {t("popoverHadithExplanation")}
                <span class="bl-lang-note"> · {t("popoverInEnglish")}</span>
              </summary>
              {englishParagraphs(entry.commentary)}
            </details>
          )}
        </>
      ) : (
        <>
          {noSource}
          {englishParagraphs(entry.commentary)}
        </>
      ),
    sources: () => (
      <div data-part="provenance">
        <p>
          <bdi lang="en">{entry.provenance.hadith}</bdi> · {t("popoverExplanationFrom")}{" "}
          <bdi lang="en">{entry.provenance.explanation}</bdi>
        </p>
        {entry.targets.some(looksLikeVerseKey) && (
          <p class="bl-credit" lang="en" dir="ltr">
            {props.verseCredit}
          </p>
        )}
        {mine && (
          <p data-part="written-for-badr-lens" lang={mine.language}>
            {t("popoverWrittenForBadrLens")}
          </p>
        )}
      </div>
    ),
    related: () => (
      <div class="bl-chips">
        {related.map((e) => (
          <button
            type="button"
            class="bl-chip"
            data-related={e.id}
            key={e.id}
            onClick={() => onOpen(e.id)}
            {...nameAttributes(e, props.local)}
          >
            <EntryName entry={e} local={props.local} verses={verses} />
          </button>
        ))}
      </div>
    ),
  };
  const label = (id: SectionId) =>
    id === "narration"
      ? (mine?.narrationLabel ?? entry.provenance.narration ?? t("popoverNarration"))
      : id === "verses"
        ? isolated(t, "popoverOtherVerses", plan.others.length)
        : t(SECTION_LABELS[id]);
  const actions = lead && (
    <div class="bl-actions">
      {verseRuns([plan.lead!, ...plan.others]).map((run) => (
        <a
          key={run}
          class="bl-link"
          data-part="quran-com"
          href={quranComUrl(run)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {isolated(t, "popoverReadOn", run)}
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
  );
  return (
    <>
      {lead && (
        <section class="bl-verses" aria-label={t("popoverVerses")} data-part="lead">
          {verseFigure(lead)}
          {!props.sheet && actions}
        </section>
      )}
      {mine ? (
        <p class="bl-summary" data-part="summary" lang={mine.language}>
          {mine.summary}
        </p>
      ) : (
        <p class="bl-summary" data-part="summary" dir="ltr">
          <span lang="en" dir="ltr">
            {entry.summary}
          </span>
          {englishNote}
        </p>
      )}
      {props.sheet && actions}
      {entry.facts && entry.facts.length > 0 && (
        <FactsCard
          entryId={entry.id}
          facts={entry.facts}
          entriesById={entriesById}
          verses={verses}
          onOpen={onOpen}
          t={t}
          {...(props.local ? { local: props.local } : {})}
        />
      )}
      <div class="bl-sections">
        {sections.map((id) => {
          const isOpen = props.open.has(id);
          const english =
            props.english &&
            ((id === "narration" && !localNarration) || (id === "explanation" && !localExplanation));
          return (
            <div class="bl-section" data-section={id} key={id}>
              <h3 class="bl-section-heading">
                <button
                  type="button"
                  class="bl-toggle"
                  id={`bl-toggle-${id}`}
                  aria-expanded={isOpen}
                  aria-controls={`bl-section-${id}`}
                  onClick={() => toggle(id)}
                >
                  <span class="bl-chevron" aria-hidden="true" />
                  <span
                    lang={
                      id === "narration" && !mine?.narrationLabel && entry.provenance.narration
                        ? "en"
                        : undefined
                    }
                  >
                    {label(id)}
                  </span>
                  {english && <span class="bl-lang-note"> · {t("popoverInEnglish")}</span>}
                </button>
              </h3>
              <section
                class={`bl-section-body bl-${id}`}
                id={`bl-section-${id}`}
                aria-labelledby={`bl-toggle-${id}`}
                hidden={!isOpen}
              >
                {body[id]()}
              </section>
            </div>
          );
        })}
      </div>
      {props.pinned && sections.length > 1 && (
        <button
          type="button"
          class="bl-more"
          data-part="expand-all"
          aria-expanded={allOpen}
          onClick={() => props.onSections(new Set(allOpen ? [] : sections))}
        >
          {allOpen ? t("popoverShowLess") : t("popoverShowAll")}
        </button>
      )}
    </>
  );
}

interface VerseFigureProps {
  verse: Verse;
  /** The interface's language, for the words around the verse (the translation has its own). */
  language: Language;
  cited: boolean;
  translation: CitedTranslation;
  showArabic: boolean;
  showTranslation: boolean;
  t: Translate;
}

function VerseFigure({
  verse,
  cited,
  translation,
  showArabic,
  showTranslation,
  language,
  t,
}: VerseFigureProps) {
  return (
    <figure class="bl-verse" data-verse={verse.key} data-cited={cited ? "true" : undefined}>
      {cited && (
        <figcaption class="bl-cited" data-part="cited">
          {t("popoverCited")}
        </figcaption>
      )}
      {showArabic && (
        <VerseArabic
          text={verse.arabic}
          ornament={`﴿${toArabicDigits(String(parseVerseKey(verse.key)?.ayah ?? ""))}﴾`}
        />
      )}
      {/* With both texts hidden the verse keeps its key, so the reader still sees which. The class
          bl-english names the translation's paragraph whatever its language (the tests know it so). */}
      {showTranslation || !showArabic ? (
        <p class="bl-english bl-translation" lang={translation.language} dir={translation.dir}>
          {showTranslation && `${translation.text[verse.key] ?? verse.english} `}
          <bdi class="bl-key" dir="ltr">
            ({verse.key})
          </bdi>
          {showTranslation && (
            <bdi class="bl-translation-name" data-part="translation-name" lang={language}>
              {" "}
              {translation.kind === "tafsir"
                ? isolated(t, "popoverTafsir", translation.name)
                : isolated(t, "popoverTranslation", translation.name)}
            </bdi>
          )}
        </p>
      ) : null}
    </figure>
  );
}

const FACT_LABELS: Record<FactKind, MessageKey> = {
  date: "popoverFactDate",
  place: "popoverFactPlace",
  sides: "popoverFactSides",
  outcome: "popoverFactOutcome",
  losses: "popoverFactLosses",
  verses: "popoverFactVerses",
};

interface FactsCardProps {
  /** The entry whose card this is: its facts in the reader's language are that entry's. */
  entryId: string;
  facts: readonly Fact[];
  entriesById: Record<string, Entry>;
  verses: Record<string, Verse>;
  onOpen: (id: string) => void;
  t: Translate;
  local?: LocalView;
}

function FactsCard({ entryId, facts, entriesById, verses, onOpen, t, local }: FactsCardProps) {
  const mine = local?.entries[entryId];
  return (
    <section class="bl-facts" aria-labelledby="bl-facts-label" data-part="facts">
      <h3 class="bl-label" id="bl-facts-label">
        {t("popoverFacts")}
      </h3>
      <dl>
        {facts.map((fact) => (
          <div class="bl-fact" data-fact={fact.kind} key={fact.kind}>
            <dt>{t(FACT_LABELS[fact.kind])}</dt>
            <dd>
              {mine?.facts?.[fact.kind] ? (
                <span lang={mine.language}>{mine.facts[fact.kind]}</span>
              ) : (
                <span lang="en" dir="ltr">
                  {fact.text}
                </span>
              )}
              {/* The name in Arabic, drawn like the verses in the bundled face (a frame of its own). */}
              {fact.arabic && (
                <div class="bl-arabic-name">
                  <VerseArabic text={fact.arabic} ornament="" />
                </div>
              )}
              {fact.links.length > 0 && (
                <span class="bl-chips">
                  {fact.links.map((id) => {
                    const linked = entriesById[id];
                    return linked ? (
                      <button
                        type="button"
                        class="bl-chip"
                        data-fact-link={id}
                        key={id}
                        onClick={() => onOpen(id)}
                        {...nameAttributes(linked, local)}
                      >
                        <EntryName entry={linked} local={local} verses={verses} />
                      </button>
                    ) : null;
                  })}
                </span>
              )}
              <small class="bl-source" data-part="fact-source">
                {t("popoverFactSource")}{" "}
                <cite lang="en" dir="ltr">
                  {fact.sources.map((s) => s.work).join("; ")}
                </cite>
              </small>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** An entry's verses and title, as a heading or a chip names it, in the reader's language if it has one. */
function EntryName({
  entry,
  local,
  verses,
}: {
  entry: Entry;
  local: LocalView | undefined;
  verses: Record<string, Verse>;
}) {
  const mine = local?.entries[entry.id];
  if (!mine) return <>{entryHeading(entry.title, entry.targets, verses)}</>;
  return <VersesAndTitle verses={versesLabel(entry.targets, verses)} title={mine.title} />;
}

/** The language and direction of what EntryName draws for an entry. */
function nameAttributes(entry: Entry, local: LocalView | undefined): { lang: string; dir?: "ltr" } {
  const mine = local?.entries[entry.id];
  return mine ? { lang: mine.language } : { lang: "en", dir: "ltr" };
}

/** Where a text in the reader's language comes from: the work, and who published it. */
function SourceLine({ source, t }: { source: LocalSource | undefined; t: Translate }) {
  if (!source) return null;
  return (
    <p class="bl-source" data-part="local-source" data-source={source.id}>
      <small>
        {t("popoverLocalSource")}{" "}
        <cite lang={source.language} dir={directionOf(source.language)}>
          {source.work}
        </cite>
        {source.publisher && (
          <>
            {" · "}
            <bdi lang={source.language}>{source.publisher}</bdi>
          </>
        )}
      </small>
    </p>
  );
}
