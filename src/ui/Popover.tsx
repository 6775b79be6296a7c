/**
 * The popover's content: pure props in, callbacks out, so it renders and is tested without a page.
 * The container (src/content/popover-host.ts) owns placement, the shadow root, focus and keys.
 */
import { useState } from "preact/hooks";
import type { Entry, Verse } from "../core/dataset/types.ts";
import { isVerseKey, quranComUrl, verseRuns, versesLabel } from "./labels.ts";

export interface PopoverProps {
  /** The entries serving the reference's targets; more than one shows as tabs. */
  entries: Entry[];
  /** All entries by id, for the related-entry links. */
  entriesById: Record<string, Entry>;
  verses: Record<string, Verse>;
  verseCredit: string;
  onClose: () => void;
  onCopy?: (text: string) => void;
}

export function Popover(props: PopoverProps) {
  const [selectedId, setSelectedId] = useState(props.entries[0]?.id);
  const entry = props.entriesById[selectedId ?? ""] ?? props.entries[0];
  if (!entry) return null;
  const tabs = props.entries.length > 1 ? props.entries : [];
  return (
    <div class="bl-card">
      <header class="bl-header">
        <h2 class="bl-title" id="bl-title">
          {heading(entry)}
        </h2>
        <button type="button" class="bl-close" aria-label="Close" onClick={props.onClose}>
          ×
        </button>
      </header>
      {tabs.length > 0 && (
        <div class="bl-tabs" role="tablist">
          {tabs.map((e) => (
            <button
              type="button"
              role="tab"
              key={e.id}
              aria-selected={e.id === entry.id}
              class="bl-tab"
              onClick={() => setSelectedId(e.id)}
            >
              {e.title}
            </button>
          ))}
        </div>
      )}
      <EntryView
        entry={entry}
        verses={props.verses}
        entriesById={props.entriesById}
        onSelect={setSelectedId}
        {...(props.onCopy ? { onCopy: props.onCopy } : {})}
      />
      <footer class="bl-provenance">
        <p data-part="provenance">
          Explanation: {entry.provenance.explanation}. Hadith: {entry.provenance.hadith}.
        </p>
        {entry.targets.some(isVerseKey) && <p class="bl-credit">{props.verseCredit}</p>}
      </footer>
    </div>
  );
}

function heading(entry: Entry): string {
  const verses = versesLabel(entry.targets);
  return verses ? `${verses} · ${entry.title}` : entry.title;
}

interface EntryViewProps {
  entry: Entry;
  verses: Record<string, Verse>;
  entriesById: Record<string, Entry>;
  onSelect: (id: string) => void;
  onCopy?: (text: string) => void;
}

function EntryView({ entry, verses, entriesById, onSelect, onCopy }: EntryViewProps) {
  const [expanded, setExpanded] = useState(false);
  const keys = entry.targets.filter(isVerseKey);
  const shown = keys.map((k) => verses[k]).filter((v): v is Verse => v !== undefined);
  const commentary = expanded ? entry.commentary : entry.commentary.slice(0, 1);
  return (
    <div class="bl-body">
      {shown.length > 0 && (
        <section class="bl-verses" aria-label="The verses">
          {shown.map((v) => (
            <figure class="bl-verse" key={v.key} data-verse={v.key}>
              <p class="bl-arabic" lang="ar" dir="rtl">
                {v.arabic} <span class="bl-ayah">﴿{toArabicDigits(v.key.split(":")[1] ?? "")}﴾</span>
              </p>
              <p class="bl-english" lang="en">
                {v.english} <span class="bl-key">({v.key})</span>
              </p>
            </figure>
          ))}
          <div class="bl-actions">
            {verseRuns(keys).map((run) => (
              <a key={run} class="bl-link" href={quranComUrl(run)} target="_blank" rel="noopener noreferrer">
                Read {run} on quran.com
              </a>
            ))}
            {onCopy && (
              <button type="button" class="bl-button" onClick={() => onCopy(copyText(shown))}>
                Copy verse
              </button>
            )}
          </div>
        </section>
      )}
      <section class="bl-excerpt" aria-label="The narration">
        {entry.excerpt.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>
      {entry.commentary.length > 0 && (
        <section class="bl-commentary" aria-label="Explanation">
          {commentary.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {entry.commentary.length > 1 && (
            <button
              type="button"
              class="bl-more"
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? "Show less" : "Read more"}
            </button>
          )}
        </section>
      )}
      {entry.related.length > 0 && (
        <nav class="bl-related" aria-label="Related">
          {entry.related
            .map((id) => entriesById[id])
            .filter((e): e is Entry => e !== undefined)
            .map((e) => (
              <button type="button" class="bl-chip" key={e.id} onClick={() => onSelect(e.id)}>
                {heading(e)}
              </button>
            ))}
        </nav>
      )}
    </div>
  );
}

function toArabicDigits(digits: string): string {
  return digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
}

function copyText(verses: Verse[]): string {
  return verses.map((v) => `${v.arabic}\n${v.english} (Quran ${v.key})`).join("\n\n");
}
