/**
 * Quran references in folded text: a head (marker, sūrah word, sūrah name, verse word, URL or a
 * bare "S:V") followed by a verse list, parsed with sticky expressions from a cursor so that no
 * pattern can backtrack across the text.
 */
import { at, skip } from "./cursor.ts";
import { type Grammar, rangeEnd } from "./grammar.ts";
import { counting } from "./work.ts";

/** One verse or range as written, before it is checked against the sūrah's length. */
export interface RawItem {
  start: number;
  end: number;
  /** The sūrah written in the item itself ("8:9"), or 0 when it inherits one ("9"). */
  surah: number;
  from: number;
  to: number;
  /**
   * Verses "and following" after a single verse ("8:67f." 1, "8:67ff." 2), added to `to` up to
   * the sūrah's last verse when the item is checked.
   */
  following?: number;
}

/** A checked item: a real range of verses in a real sūrah. */
export interface Item extends RawItem {
  /** Whether the sūrah was written in the item ("2:255") rather than inherited. */
  explicit: boolean;
}

export interface Parsed {
  start: number;
  end: number;
  items: Item[];
  /** Whether the reference names its sūrah itself (rather than borrowing it from context). */
  needsContext: boolean;
  /** Index into `s` of an opening bracket the reference itself opened, or -1. */
  open: number;
}

/** A walk reads at most this many items, so that what one head costs is bounded. */
const LIST_CAP = 40;

/** Reads "S:V", "V", "V-W", "S:V-S:W" at `p`. `sv` is the separator allowed inside an item. */
function item(g: Grammar, s: string, p: number, sv: RegExp): RawItem | null {
  const a = at(g.R.num, s, p);
  if (!a) return null;
  const stats = counting.stats;
  if (stats) stats.items++;
  let c = g.R.num.lastIndex;
  let surah = 0;
  let from = Number(a[0]);
  if (at(sv, s, c)) {
    const b = at(g.R.num, s, sv.lastIndex);
    if (!b) return null;
    surah = from;
    from = Number(b[0]);
    c = g.R.num.lastIndex;
  }
  let to = from;
  if (at(g.R.range, s, c)) {
    // A short end only after a dash with no space ("67-9"): "67 - 9 of the 10" is no range.
    const tight = g.R.range.lastIndex === c + 1;
    const d = at(g.R.num, s, g.R.range.lastIndex);
    if (d) {
      let c2 = g.R.num.lastIndex;
      let t = Number(d[0]);
      // "8:67-8:69": the second half repeats the sūrah.
      const e = surah && t === surah && at(sv, s, c2) ? at(g.R.num, s, sv.lastIndex) : null;
      if (e) {
        t = Number(e[0]);
        c2 = g.R.num.lastIndex;
      } else if (tight) t = rangeEnd(from, d[0]); // "8:67-9" is 8:67–69.
      if (t > from) {
        to = t;
        c = c2;
      }
    }
  }
  // "8:67ff": the verse and those after it, read only after a single verse ("8:67-69ff" is no
  // more than 67-69).
  const f = to === from ? at(g.R.following, s, c) : null;
  if (f) c = g.R.following.lastIndex;
  else if (at(g.R.badTail, s, c)) return null;
  return f
    ? { start: p, end: c, surah, from, to, following: f[1]!.length }
    : { start: p, end: c, surah, from, to };
}

/** Where the list goes on after an item ending at `end` (past ", ", " and ", a verse word), or -1. */
function nextItemStart(g: Grammar, s: string, end: number): number {
  if (!at(g.R.list, s, end)) return -1;
  const next = skip(g.R.verseWord, s, g.R.list.lastIndex);
  return at(g.R.num, s, next) ? next : -1;
}

/**
 * Walks the list at `p`: items joined by commas, "and", "&", ";", "،", "و", handed to `take` until
 * it refuses one. Returns true when the walk stopped at LIST_CAP with the list going on.
 */
function walk(g: Grammar, s: string, p: number, sv: RegExp, take: (it: RawItem) => boolean): boolean {
  let c = p;
  for (let n = 0; n < LIST_CAP; n++) {
    const it = item(g, s, c, sv);
    if (!it || !take(it)) return false;
    c = nextItemStart(g, s, it.end);
    if (c < 0) return false;
  }
  return true;
}

/**
 * Keeps the items that are real verses, in order, stopping at the first that is not (so
 * "Quran 8:9, 2019" keeps "8:9"). `surah` is the sūrah an item without one belongs to; 0 when
 * none is known, in which case the first item must name one.
 */
class Checker {
  readonly items: Item[] = [];
  #current: number;
  readonly #counts: readonly number[];
  readonly #surah: number;

  constructor(g: Grammar, surah: number) {
    this.#counts = g.verseCount;
    this.#surah = surah;
    this.#current = surah;
  }

  /** Keeps `it` when it is a real verse range; false when it is not, and the list ends there. */
  add(it: RawItem): boolean {
    const sn = it.surah || this.#current;
    const count = this.#counts[sn - 1];
    if (!count || it.from > count || it.to > count) return false;
    const to = it.following ? Math.min(count, it.to + it.following) : it.to;
    if (it.surah && this.#surah && this.items.length === 0 && it.surah !== this.#surah) return false;
    // Spelt out rather than spread: this runs for every item of every list, and a spread copy
    // costs several times as much.
    this.items.push({
      start: it.start,
      end: it.end,
      surah: sn,
      from: it.from,
      to,
      explicit: it.surah !== 0,
    });
    this.#current = sn;
    return true;
  }
}

/** The real verses of `raw[from, to)`, up to the first that is not one (see Checker). */
function check(g: Grammar, raw: readonly RawItem[], surah: number, from = 0, to = raw.length): Item[] {
  const checker = new Checker(g, surah);
  for (let k = from; k < to && checker.add(raw[k]!); k++);
  return checker.items;
}

/**
 * The real verses of the list at `p`, read no further than the first item that is not one: a list
 * whose first item is no verse costs one item, however long it runs ("8:90, 8:90, …").
 */
function verses(
  g: Grammar,
  s: string,
  p: number,
  sv: RegExp,
  surah: number,
): { items: Item[]; capped: boolean } {
  const checker = new Checker(g, surah);
  const capped = walk(g, s, p, sv, (it) => checker.add(it));
  return { items: checker.items, capped };
}

/**
 * "Q 8;67", a bare "8;67": a first item whose sūrah and verse are joined by a semicolon with no
 * space, then the list as usual. Only a first item may be read so: in a list, ";" joins items
 * ("8:67;68;69"), and a run of numbers joined by semicolons is data ("8;67;12").
 */
function tightFirst(g: Grammar, s: string, p: number): Item[] {
  const first = item(g, s, p, g.R.svTight);
  if (!first?.surah || /^;\d/.test(s.slice(first.end, first.end + 2))) return [];
  const checker = new Checker(g, 0);
  if (!checker.add(first)) return [];
  const next = nextItemStart(g, s, first.end);
  if (next >= 0) walk(g, s, next, g.R.sv, (it) => checker.add(it));
  return checker.items;
}

function finish(start: number, items: Item[], open: number, needsContext = false) {
  if (items.length === 0) return null;
  return { start, end: items[items.length - 1]!.end, items, needsContext, open } satisfies Parsed;
}

/** A list walked from a verse word, shared by every verse word inside it. */
interface VerseList {
  /** The items read, less those before a verse word already answered, let go in batches. */
  items: RawItem[];
  /** Where the item after the last one read starts, or -1 when the list ends there. */
  next: number;
  /**
   * A verse word whose first item starts in (after, until] is no reference when the list's name
   * is sūrah `surah`: a later item is no verse of it, and the items between are read as the same
   * sūrah.
   */
  notOf: { surah: number; after: number; until: number } | null;
}

/** How many answered items a list keeps before letting them go. */
const KEPT_BEHIND = 1024;

/**
 * What the heads already parsed in one folded window learnt about the lists they read. A list of
 * n items holds up to n heads (each "8:9" in it, each "verse"), and when a list is rejected the
 * heads inside it would each walk it again, up to 40 item reads per item: "8:9, 8:9, …" with no
 * Quran context cost 30 to 40 times as much as prose that way. With this, each item is read a
 * bounded number of times, and every head gets the answer it would have got walking on its own.
 */
export class Walked {
  readonly #g: Grammar;

  constructor(g: Grammar) {
    this.#g = g;
  }

  /**
   * Bare pairs before this index are inside a list that ends in a clock word ("8:9, 8:10 pm"):
   * a bare pair further in that list reads the same items to the same end.
   */
  bareRejectedUntil = -1;
  /** The list the last verse word read. */
  #list: VerseList | null = null;
  /** The index in `list` of that verse word's first item. */
  #cursor = 0;
  readonly #names = new Map<number, [number, number] | null>();

  /**
   * The items a walk from `p` reads, as [from, to) of the list of the verse word before when `p`
   * starts one of its items, or of a new list; read further only as far as this walk needs.
   */
  verseListAt(s: string, p: number): { list: VerseList; from: number; to: number } {
    let list = this.#list;
    let from = -1;
    if (list) {
      // Verse words come in text order: no later one asks for an item before this one. Keeping
      // them all would hold a long list in memory to the end of the window, and the collector's
      // work on it would grow faster than the text.
      let k = this.#cursor;
      while (k < list.items.length && list.items[k]!.start < p) k++;
      if (k > KEPT_BEHIND) {
        list.items = list.items.slice(k);
        k = 0;
      }
      this.#cursor = k;
      if (list.items[k]?.start === p) from = k;
    }
    if (!list || from < 0) {
      list = { items: [], next: p, notOf: null };
      this.#list = list;
      this.#cursor = 0;
      from = 0;
    }
    while (list.next >= 0 && list.items.length < from + LIST_CAP) {
      const it = item(this.#g, s, list.next, this.#g.R.svBare);
      if (!it) {
        list.next = -1;
        break;
      }
      list.items.push(it);
      list.next = nextItemStart(this.#g, s, it.end);
    }
    return { list, from, to: Math.min(from + LIST_CAP, list.items.length) };
  }

  /** `ofNameAt`, once per position: every verse word of a list ending there asks. */
  nameAfter(s: string, p: number): [number, number] | null {
    let named = this.#names.get(p);
    if (named === undefined) {
      named = this.#g.ofNameAt(s, p);
      this.#names.set(p, named);
    }
    return named;
  }
}

/**
 * «في الأنفال (٦٨)», «انظر: الأنفال (٦٨)»: an Arabic name with its verse in brackets is a citation
 * after a word that points to a place in a book, or right after a quotation closes (﴿…﴾ الأنفال
 * (٦٨), «…» الأنفال (٦٨)): the name then stands outside the quoted words. Alone it is not: a
 * quoted verse that ends in the name would be followed by its own verse number the same way
 * («الأنفال (٦٧)»).
 */
const POINTS_TO =
  /(?:(?:^|[^\u0621-\u064a])(?:في|انظر|راجع|ينظر)\s*:?|[\ufd3e\ufd3f»”"\])]\s*[.،,:\u2013\u2014-]?)\s*$/;
function citedAsPlace(s: string, start: number): boolean {
  return /[\u0621-\u064a]/.test(s.charAt(start)) && POINTS_TO.test(s.slice(Math.max(0, start - 8), start));
}

/** After a name of sūrah `n` ending at `p`: "(8)", a gap, a verse word, then verses. */
function afterName(
  g: Grammar,
  s: string,
  start: number,
  p: number,
  n: number,
  openBefore: number,
): Parsed | null {
  let c = p;
  const num = at(g.R.surahNumberInParens, s, c);
  if (num && Number(num[1]) === n) c = g.R.surahNumberInParens.lastIndex;
  c = skip(g.R.nameGap, s, c);
  let open = openBefore;
  const o = at(g.R.open, s, c);
  if (o) {
    open = c + o[0].indexOf(o[0].trim());
    c = g.R.open.lastIndex;
  }
  const hadWord = at(g.R.verseWord, s, c) !== null;
  if (hadWord) c = g.R.verseWord.lastIndex;
  // «سورة الأنفال آية (67)»: the verse number in brackets after the verse word.
  const o2 = hadWord && !o ? at(g.R.open, s, c) : null;
  if (o2) {
    open = c + o2[0].indexOf(o2[0].trim());
    c = g.R.open.lastIndex;
  }
  if (o && !hadWord && !/^\d+\s*[:.]/.test(s.slice(c, c + 8)) && !citedAsPlace(s, start)) return null;
  return finish(start, verses(g, s, c, g.R.sv, n).items, open);
}

/**
 * "Sura VIII. 67", "Koran viii, 69", "Q VIII:9", "Surah VIII, verse 9": a sūrah by its Roman
 * numeral after a Quran word or a sūrah word, then its verses.
 */
function afterRoman(g: Grammar, s: string, start: number, p: number, open: number): Parsed | null {
  const roman = g.romanAt(s, p);
  if (!roman) return null;
  const [n, end] = roman;
  if (at(g.R.romanSep, s, end))
    return finish(start, verses(g, s, g.R.romanSep.lastIndex, g.R.sv, n).items, open);
  if (!at(g.R.verseWord, s, skip(g.R.nameGap, s, end))) return null;
  return finish(start, verses(g, s, g.R.verseWord.lastIndex, g.R.sv, n).items, open);
}

/** "Surah 8, verse 9", "Surah 8:69", "Surah al-Anfal …", "Surat 8 (al-Anfal): 67", "Sura VIII. 67". */
function afterSurahWord(g: Grammar, s: string, start: number, p: number, open: number): Parsed | null {
  const name = g.nameAt(s, p);
  if (name) return afterName(g, s, start, name[1], name[0], open);
  const a = at(g.R.num, s, p);
  if (!a) return afterRoman(g, s, start, p, open);
  const n = Number(a[0]);
  let c = g.R.num.lastIndex;
  if (at(g.R.sv, s, c)) return finish(start, verses(g, s, p, g.R.sv, 0).items, open);
  const o = at(g.R.open, s, c);
  if (o) {
    const nm = g.nameAt(s, g.R.open.lastIndex);
    if (nm && nm[0] === n && at(g.R.close, s, nm[1])) c = g.R.close.lastIndex;
  }
  c = skip(g.R.nameGap, s, c);
  if (!at(g.R.verseWord, s, c)) return null;
  c = g.R.verseWord.lastIndex;
  return finish(start, verses(g, s, c, g.R.sv, n).items, open);
}

/** After a Quran marker: "Quran 8:9", "Qur'an, Surah 8, verse 67", "Quran (al-Anfal 8:67)". */
export function afterMarker(g: Grammar, s: string, start: number, p: number): Parsed | null {
  let c = p;
  let open = -1;
  const o = at(g.R.open, s, c);
  if (o) {
    open = c + o[0].indexOf(o[0].trim());
    c = g.R.open.lastIndex;
  }
  if (at(g.R.surahWord, s, c)) return afterSurahWord(g, s, start, g.R.surahWord.lastIndex, open);
  const name = g.nameAt(s, c);
  if (name && !/^\d/.test(s.charAt(c))) return afterName(g, s, start, name[1], name[0], open);
  if (!at(g.R.num, s, c)) return afterRoman(g, s, start, c, open);
  if (item(g, s, c, g.R.sv)?.surah) return finish(start, verses(g, s, c, g.R.sv, 0).items, open);
  const tight = tightFirst(g, s, c);
  if (tight.length) return finish(start, tight, open);
  return afterSurahWord(g, s, start, c, open);
}

export function afterSurahWordHead(g: Grammar, s: string, start: number, p: number): Parsed | null {
  return afterSurahWord(g, s, start, p, -1);
}

export function afterNameHead(g: Grammar, s: string, start: number, p: number, n: number): Parsed | null {
  return afterName(g, s, start, p, n, -1);
}

/**
 * After a verse word: "verse 67 of Surah al-Anfal", "الآية 67 من سورة الأنفال" (inverted); a
 * follow-on "and verse 67" borrowing `lastSurah`; or "verse 8:67", which needs context, so that
 * with `contextMissing` it is nothing.
 */
export function afterVerseWord(
  g: Grammar,
  s: string,
  start: number,
  p: number,
  lastSurah: number,
  contextMissing: boolean,
  walked: Walked,
): Parsed | null {
  const { list, from, to } = walked.verseListAt(s, p);
  if (from === to) return null;
  const raw = list.items;
  if (raw[from]!.surah) return contextMissing ? null : finish(start, check(g, raw, 0, from, to), -1, true);
  const named = walked.nameAfter(s, raw[to - 1]!.end);
  if (named) {
    const n = named[0];
    const notOf = list.notOf;
    if (notOf && notOf.surah === n && p > notOf.after && p <= notOf.until) return null;
    const items = check(g, raw, n, from, to);
    if (items.length === to - from) return { start, end: named[1], items, needsContext: false, open: -1 };
    // Every later verse word up to item `bad` reads it as this one did, so is rejected too; but
    // not past an item that writes its sūrah ("verse 9, 2:5, verse 9"), since a verse word after
    // it reads the items that follow as verses of n rather than of 2.
    const bad = from + items.length;
    let until = bad;
    for (let k = from + 1; k < bad; k++) {
      if (raw[k]!.surah) {
        until = k;
        break;
      }
    }
    list.notOf = { surah: n, after: raw[from]!.start, until: raw[until]!.start };
    return null;
  }
  if (!lastSurah) return null;
  return finish(start, check(g, raw, lastSurah, from, to), -1);
}

/** A bare "8:67" (or "8:9, 67-69"): only with an established Quran context; never a Bible verse. */
export function bare(g: Grammar, s: string, start: number, walked: Walked): Parsed | null {
  if (!bareAllowed(g, s, start)) return null;
  let { items, capped } = verses(g, s, start, g.R.svBare, 0);
  if (items.length === 0) {
    // "8;67" with a Quran context; not a run of numbers joined by semicolons ("8;67;12").
    items = tightFirst(g, s, start);
    capped = false;
  }
  const last = items[items.length - 1];
  if (!last) return null;
  if (at(g.R.notAfter, s, last.end)) {
    if (!capped) walked.bareRejectedUntil = Math.max(walked.bareRejectedUntil, last.end);
    return null;
  }
  return { start, end: last.end, items, needsContext: true, open: -1 };
}

const BEFORE = /(?:^|[^a-z])(?:(?:[1-3]|i{1,3})\s*)?([a-z][a-z&]*)\.?\s*$/;

/** Rejects a bare pair whose preceding word makes it a Bible verse, a time, a ratio or a page. */
export function bareAllowed(g: Grammar, s: string, start: number): boolean {
  const m = BEFORE.exec(s.slice(Math.max(0, start - 24), start));
  if (!m) return true;
  const w = m[1]!;
  if (g.bible.has(w) || g.notBefore.has(w)) return false;
  // "a ratio of 8:9", "at the score of 8:9".
  if (w === "of") {
    const o = /([a-z]+)\s+of\s*$/.exec(s.slice(Math.max(0, start - 24), start));
    if (o && g.notBefore.has(o[1]!)) return false;
  }
  // "Song of Songs 8:9", "a ratio of 8:9", "Wisdom of Solomon 8:9": look one word further.
  const two = /([a-z]+)\s+(?:of|de)\s+[a-z]+\.?\s*$/.exec(s.slice(Math.max(0, start - 32), start));
  return !(two && (g.bible.has(two[1]!) || g.notBefore.has(two[1]!)));
}

/** A locale before the path: "fa/", "zh-hans/". */
const URL_LOCALE = /[a-z]{2}(?:-[a-z]{2,4})?\//y;
/** A sūrah's slug instead of its number: "al-anfal/". */
const URL_SLUG = /([a-z][a-z'-]*)[/:]/y;
const URL_VERSES = /(\d{1,3})[/:](\d{1,3})(?:-(?:\d{1,3}:)?(\d{1,3}))?|(\d{1,3})\?startingverse=(\d{1,3})/y;
const URL_VERSES_AFTER_SLUG = /(\d{1,3})(?:-(\d{1,3}))?/y;
/**
 * A verse by its query ("corpus.quran.com/translation.jsp?chapter=8&verse=67"): the sūrah's
 * parameter, then the verse's, among at most four others each. Every part is bounded, so a long
 * run of links with no match costs each of them a few dozen characters.
 */
const URL_QUERY =
  /[\w./-]{0,40}\?(?:[^\s#&"'<>()]{0,40}&){0,4}?(?:chapter|surah|sura)=0{0,2}(\d{1,3})&(?:[^\s#&"'<>()]{0,40}&){0,4}?(?:verse|ayah|aya)=0{0,2}(\d{1,3})/y;
/** The rest of the address, to the next space or quote. */
const URL_TAIL = /[/?#&=][^\s"'<>()[\]{}]*/y;

/** The URL path after the host: "8/67", "8:67-8:69", "fa/8:69", "al-anfal/9", "#8:67". */
export function afterHost(g: Grammar, s: string, start: number, p: number): Parsed | null {
  let c = p;
  const query = at(URL_QUERY, s, c);
  if (query) {
    const verse = Number(query[2]);
    return linkTo(g, s, start, URL_QUERY.lastIndex, Number(query[1]), verse, verse);
  }
  if (s.charAt(c) === "#") c++;
  if (at(URL_LOCALE, s, c) && !g.nameKeys.has(s.slice(c, URL_LOCALE.lastIndex - 1))) c = URL_LOCALE.lastIndex;
  let surah = 0;
  const slug = at(URL_SLUG, s, c);
  if (slug) {
    const n = g.nameKeys.get(slug[1]!.replace(/[^a-z]/g, ""));
    if (!n) return null;
    surah = n;
    c = URL_SLUG.lastIndex;
  }
  const versesRe = surah ? URL_VERSES_AFTER_SLUG : URL_VERSES;
  const r = at(versesRe, s, c);
  if (!r) return null;
  const versesEnd = versesRe.lastIndex;
  let sn: number;
  let from: number;
  let to: number;
  if (surah) {
    sn = surah;
    from = Number(r[1]);
    to = Number(r[2] ?? r[1]);
  } else if (r[4]) {
    sn = Number(r[4]);
    from = to = Number(r[5]);
  } else {
    sn = Number(r[1]);
    from = Number(r[2]);
    to = Number(r[3] ?? r[2]);
  }
  return linkTo(g, s, start, versesEnd, sn, from, to);
}

/** A link's verses, ending at `versesEnd`, then the rest of the address to its end. */
function linkTo(
  g: Grammar,
  s: string,
  start: number,
  versesEnd: number,
  sn: number,
  from: number,
  to: number,
): Parsed | null {
  if (/\d/.test(s.charAt(versesEnd))) return null;
  // Checked before the tail is read: the tail runs to the next space, and a line of rejected links
  // ("quran.com/8/90?quran.com/8/90?…") would read the rest of the line once per link.
  const checked = new Checker(g, 0);
  if (!checked.add({ start, end: versesEnd, surah: sn, from, to: Math.max(to, from) })) return null;
  let end = skip(URL_TAIL, s, versesEnd);
  const stats = counting.stats;
  if (stats) stats.scanned += end - versesEnd;
  // A sentence's closing punctuation is not part of the link.
  while (end > versesEnd && /[.,;:!?]/.test(s.charAt(end - 1))) end--;
  const items = checked.items;
  items[0]!.end = end;
  return { start, end, items, needsContext: false, open: -1 };
}
