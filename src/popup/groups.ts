/**
 * The popup's list: the page's references grouped by the dataset's entries (al-Anfāl 8:9,
 * 8:67–69, the Battle of Badr), in reading order, each group labelled with its entry's heading.
 * Pure, so the grouping is tested without a browser. A reference to several entries (8:1–75)
 * appears in each.
 */
import { coveredTargets, entriesInReadingOrder } from "../core/dataset/lookup.ts";
import type { Dataset, Entry } from "../core/dataset/types.ts";
import type { PageReferenceSummary } from "../shared/messages.ts";
import { entryHeading, versesLabel } from "../ui/labels.ts";

export interface ReferenceGroup {
  entry: Entry;
  /** The entry's heading in English ("8:67–69 · The captives of Badr"). */
  label: string;
  /** Its title in the interface's language (data/local) and the verses it names, kept apart so
   * that the verses keep their reading order in a right-to-left list. */
  local?: { title: string; verses: string };
  references: PageReferenceSummary[];
}

/** `titles`: the entries' titles in the interface's language, by id, where data/local has them. */
export function groupReferences(
  dataset: Pick<Dataset, "entries" | "verses">,
  references: readonly PageReferenceSummary[],
  titles: Readonly<Record<string, string>> = {},
): ReferenceGroup[] {
  return entriesInReadingOrder(dataset, coveredTargets(dataset))
    .map((entry) => {
      const title = titles[entry.id];
      return {
        entry,
        label: entryHeading(entry.title, entry.targets, dataset.verses),
        ...(title ? { local: { title, verses: versesLabel(entry.targets, dataset.verses) } } : {}),
        references: references.filter((r) => r.targets.some((t) => entry.targets.includes(t))),
      };
    })
    .filter((g) => g.references.length > 0);
}

/**
 * The context the page sent (a fixed number of characters each side) cut to whole words, with
 * "…" where the paragraph goes on. A side shorter than `chars` is the paragraph's own edge.
 */
export function contextWords(text: string, side: "before" | "after", chars: number): string {
  if (text.length < chars) return text;
  const space = side === "before" ? text.indexOf(" ") : text.lastIndexOf(" ");
  if (space <= 0) return side === "before" ? `…${text}` : `${text}…`;
  return side === "before" ? `…${text.slice(space + 1)}` : `${text.slice(0, space)}…`;
}
