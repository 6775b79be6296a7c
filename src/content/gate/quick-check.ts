/**
 * Step 0 of docs/DETECTION.md on a live page: whether the text under a root could hold a reference
 * at all. Links to verse pages (their text can be anything), a number on a page whose title,
 * heading or address names a sūrah, a quotation (the quotation probe), or a trigger hit with a word
 * of the vocabulary within reach (near-hits.ts) say it could. A page whose only hits are numbers (section
 * 8.1, 8:9 pm) with no word naming the Quran, a sūrah, an āyah, tafsir, al-Anfāl or Badr near them
 * cannot hold a reference that counts, so it is never scanned block by block: most pages end here,
 * in main.js, and never load page.js (page-gate.ts).
 */
import type { PageInfo } from "../../core/detect/index.ts";
import { mayUsePageContext } from "../../core/detect/page-context-scope.ts";
import type { Probe } from "../../core/detect/probe/page-probe.ts";
import { tailHit } from "../../core/detect/trigger.ts";
import { lowerCased } from "../../core/text/lower-case.ts";
import { customElementsUnder } from "../common/custom-elements.ts";
import { ELEMENT_NODE, TEXT_NODE } from "../common/dom-constants.ts";
import type { ReadAhead } from "../common/read-ahead.ts";
import { VocabularyNearHits } from "./near-hits.ts";
import { readTextChunks } from "./text-pieces.ts";

/**
 * The text is read in pieces of bounded subtrees, in chunks, with a yield between chunks (one
 * `textContent` of a 5 MB body was a single step of over 100 ms). Shadow trees are not entered:
 * openShadowRoots finds them. The order is the document's. With a `readAhead`, the reading waits
 * after each lap until the reader is near the text it has reached (read-ahead.ts), as the
 * annotator's scan does.
 */
export function* mightHaveReferences(
  root: Element | ShadowRoot,
  probe: Probe,
  page?: PageInfo,
  readAhead?: ReadAhead,
): Generator<unknown, boolean> {
  if (root.querySelector(probe.verseLinkSelector)) return true;
  const numbersCount = numbersOnQuranPage(probe, page);
  const nearHits = new VocabularyNearHits({
    trigger: probe.trigger,
    tailHit: (text) => tailHit(probe.triggerTail, text),
    mightHaveVocabulary: (text) => probe.vocabulary.test(text),
  });
  return yield* readTextChunks(
    root,
    (chunk, overlap, last) =>
      // The probe's expressions are for lower-cased text; lowerCased keeps the overlap's length.
      nearHits.feed(lowerCased(chunk), overlap, last) ||
      numbersCount(chunk, nearHits.sawHit) ||
      probe.mightContainQuotation(chunk),
    readAhead && ((element, read) => readAhead.after(element, read)),
  );
}

/**
 * What a page's title, heading and address (`page`) add to the check: a Quran reading page's verse
 * labels ("67", ﴿٦٧﴾) say nothing alone, and its title says which sūrah. Page context makes only
 * numbers count (mayUsePageContext), so the title is asked once a text shows a digit, and once.
 * Two questions: a verse label counts only on a covered sūrah's page (mightNameCoveredSurah, with
 * the trigger and a sūrah number); on any sūrah's page a bare "8:67" counts with no word near it,
 * but that is a trigger hit, so the wider question, whose vocabulary was the largest expression
 * main.js compiled on a page of numbers, is asked only of a text that has one.
 */
export function numbersOnQuranPage(
  probe: Probe,
  page: PageInfo | undefined,
): (text: string, hasTriggerHit?: boolean) => boolean {
  let coveredPage: boolean | undefined;
  let quranPage: boolean | undefined;
  // `hasTriggerHit`: whether `text` has a trigger hit, where the caller has run the trigger over it
  // already (the page gate's near hits): asked otherwise.
  return (text, hasTriggerHit) => {
    if (page === undefined || !mayUsePageContext(text)) return false;
    coveredPage ??= probe.mightNameCoveredSurah(page);
    if (coveredPage) return true;
    // Once the title has said no, no text of this page needs reading for trigger hits here.
    if (quranPage === false || !(hasTriggerHit ?? probe.hasTriggerHit(text))) return false;
    quranPage ??= probe.mightBeQuranPage(page);
    return quranPage;
  };
}

/**
 * Whether a node added to the page, or a text that changed, may hold a reference: a verse link,
 * any trigger hit or quotation in its text, or a number where `numbersCount` (numbersOnQuranPage)
 * says numbers count. Looser than mightHaveReferences, since the word that makes a number count may
 * be anywhere else on the page; the annotator's scan decides.
 */
export function* mayHoldReference(
  node: Node,
  probe: Probe,
  numbersCount: (text: string) => boolean = () => false,
): Generator<unknown, boolean> {
  const holds = (text: string) => probe.mightContainReference(text) || numbersCount(text);
  if (node.nodeType === TEXT_NODE) return holds((node as Text).data);
  if (node.nodeType !== ELEMENT_NODE) return false;
  const element = node as Element;
  if (element.matches(probe.verseLinkSelector) || element.querySelector(probe.verseLinkSelector)) return true;
  return yield* readTextChunks(element, holds);
}

/**
 * The open shadow roots of `root` and the custom elements under it (custom-elements.ts). A shadow
 * root attached to a built-in element (a <div>) on a page with no reference in its light DOM is
 * not looked into.
 */
export function* openShadowRoots(root: Element): Generator<ShadowRoot> {
  for (const host of customElementsUnder(root)) {
    const shadow = host.shadowRoot;
    if (shadow) yield shadow;
  }
}
