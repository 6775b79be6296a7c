/**
 * The detector's public face. Text in, references out, with UTF-16 offsets into the text given.
 *
 * How a call runs (the rules themselves are in docs/DETECTION.md):
 *   1. One pass of the trigger expression over the raw text. It matches only what every covered
 *      reference must contain (the sūrah's number before a separator, a name of the sūrah, the
 *      word Badr), so most pages stop here.
 *   2. Around each trigger hit, a window of the paragraph is folded (normalize/) and parsed from
 *      every head the grammar knows, including references the dataset does not cover, so that
 *      "2:255" is consumed whole and "18:9" never yields "8:9".
 *   3. References whose targets the dataset covers are mapped back to the original offsets.
 */
import quranTables from "../../../data/grammar/quran.json";
import type { Target } from "../dataset/types.ts";
import { fold, toOriginal } from "../normalize/index.ts";
import { BADR_ID, BADR_THRESHOLD, badrAt, badrTerms, CONTEXT_WINDOW, scoreTerms, type Term } from "./badr.ts";
import {
  AB,
  AE,
  AL,
  alt,
  bareNameKeys,
  bareNames,
  hosts,
  LB,
  LE,
  MARKERS,
  MARKERS_AR,
  nameAt,
  R,
  SURAH_WORDS,
  SURAH_WORDS_AR,
  VERSE_WORDS,
  VERSE_WORDS_AR,
} from "./grammar.ts";
import {
  afterHost,
  afterMarker,
  afterNameHead,
  afterSurahWordHead,
  afterVerseWord,
  bare,
  type Parsed,
  Walked,
} from "./quran.ts";
import { counting, type WorkStats } from "./work.ts";

export type { WorkStats } from "./work.ts";
export { newWorkStats, totalWork } from "./work.ts";

export interface Reference {
  start: number;
  end: number;
  text: string;
  /** Covered targets, sorted: verse keys in verse order, then event ids. */
  targets: Target[];
}

export interface BlockContext {
  /** Text of the block before this one, for the "established Quran context" rule. */
  previousBlock?: string;
}

export interface Detector {
  /** `stats`, for tests only, receives counts of the steps taken (see work.ts). */
  find(text: string, context?: BlockContext, stats?: WorkStats): Reference[];
  /** Covered targets a link's URL points at (quran.com verse pages), or [] when none. */
  targetsForUrl(url: string): Target[];
  /** False only when `text` cannot contain a covered reference: one pass of one expression. */
  mightContainReference(text: string): boolean;
  /**
   * False only when no reference in `text` can count, whatever its numbers: nothing in it names
   * the Quran, a sūrah, an āyah, tafsir or a covered sūrah, nor the covered events. A bare "8:9"
   * counts only beside such a word (or a verse link), so a page whose text has trigger hits
   * (section numbers) but none of these words needs no block-by-block scan. One pass of one
   * expression over raw text; it errs towards true.
   */
  mightHaveVocabulary(text: string): boolean;
  /** The trigger expression itself, for benchmarks that compare against it. */
  readonly trigger: RegExp;
}

/** No reference is longer than this, so a window this far around a hit always holds it whole. */
const MARGIN = 160;
/** Bucket size for caching Badr context terms; a bucket's terms cover every window starting in it. */
const TERM_BUCKET = 1024;
/** How far after a Quran reference a follow-on "and verse 67" still borrows its sūrah. */
const FOLLOW = 1500;

/** Arabic marks the trigger must see through, since it runs on unfolded text. */
const D = "[\\u064b-\\u065f\\u0670\\u0640\\u06d6-\\u06ed]*";
const DIGITS = ["0٠۰", "1١۱", "2٢۲", "3٣۳", "4٤۴", "5٥۵", "6٦۶", "7٧۷", "8٨۸", "9٩۹"];
const ANY_DIGIT = "0-9\\u0660-\\u0669\\u06f0-\\u06f9";
const VOWELS: Record<string, string> = { a: "aāâáàä", e: "eēéèê", i: "iīíîï", u: "uūúûü" };

/** A raw-text pattern for a folded Latin stem, tolerant of accents ("anfal" finds "Anfâl"). */
function rawLatin(stem: string): string {
  return [...stem].map((c) => (VOWELS[c] ? `[${VOWELS[c]}]\\u0304?` : c)).join("");
}

/** A raw-text pattern for a folded Arabic stem, tolerant of diacritics and hamza on the alif. */
function rawArabic(stem: string): string {
  return [...stem.replace(/^ا/, "")]
    .map((c) => (c === "ا" ? "[اأإآٱ]" : c === "ه" ? "[هة]" : c === "ي" ? "[يىی]" : c))
    .join(D);
}

function buildTrigger(surahs: Set<number>, badr: boolean): RegExp {
  const parts: string[] = [];
  if (surahs.size > 0) {
    const nums = [...surahs].map((n) => [...String(n)].map((d) => `[${DIGITS[Number(d)]}]`).join(""));
    parts.push(
      `(?<![${ANY_DIGIT}])(?:${nums.join("|")})\\s{0,2}(?:[:./：]\\s{0,2}[1-9\\u0661-\\u0669\\u06f1-\\u06f9]|[,،]?\\s{1,3}[vaāâ([اآأإ]|\\?starting)`,
    );
  }
  parts.push(...triggerWords(surahs, badr));
  return new RegExp(parts.join("|") || "(?!)", "gi");
}

/** The trigger's words: the covered sūrahs' names, "spoils" for al-Anfāl, and Badr. */
function triggerWords(surahs: Set<number>, badr: boolean): string[] {
  const parts: string[] = [];
  if (surahs.size > 0) {
    const names = bareNames(surahs);
    if (names.latin.length) parts.push(`(?:${[...new Set(names.latin)].map(rawLatin).join("|")})`);
    if (names.arabic.length) parts.push(`(?:${[...new Set(names.arabic)].map(rawArabic).join("|")})`);
    // The English meaning of a name only counts after "Surah"; its one telling word is enough here.
    if (surahs.has(8)) parts.push("spoils");
  }
  if (badr) parts.push(`(?<![a-z])badr(?![a-z])`, `ب${D}د${D}ر(?!${D}[\\u0621-\\u064a])`);
  return parts;
}

/**
 * Everything that can make a reference count, on raw text, as loose prefixes so that no spelling
 * the folded grammar accepts is missed (accents, ʾ or ’ for the apostrophe, any case): the words
 * of the "Quran context" rule, the covered sūrahs' names, and the trigger's non-numeric parts.
 */
function buildVocabulary(surahs: Set<number>, badr: boolean): RegExp {
  const U = "[uūúùûüoōó]";
  const A = "[aāáàâä]";
  const APOSTROPHE = "['’‘ʼʾʿ`´-]?";
  const latin = [
    `(?:al-?)?[qk]${U}r${APOSTROPHE}${A}{1,2}n`, // Quran, Qurʾān, Koran, Kuran, al-Qur'an
    `c${U}r${A}n`, // Coran
    `s(?:${U}|oo|ou)r${A}`, // Surah, Sūrat, Soorah, Sourate
    `${A}y${A}`, // āyah, ayat, ayaat
    "tafs", // tafsir, tafsīr, tafseer
    // Q 8:9, Q8:9, Q.8:9, Q 8/68, Q 8, v. 9, Q 8 ayah 9: a Q, a sūrah number and a verse.
    `q\\.?\\s?\\d{1,3}(?:\\s{0,2}[:./：]|[,،]?\\s{1,3}(?:v|[aā]y))`,
  ];
  // Whole Arabic words, with or without the article and a leading clitic (و ف ب ل ك), diacritics
  // allowed between letters: a stem alone would match inside unrelated words (…ية).
  const arabicStems = [
    ...quranTables.markersArabic,
    ...quranTables.surahWordsArabic,
    ...quranTables.verseWordsArabic,
    "تفسير",
  ].map((stem) => {
    const word = stem.replace(/^ال/, "");
    // rawArabic drops a leading alif (it follows a prefix where it is used); here it is the word's.
    return (word.startsWith("ا") ? `[اأإآٱ]${D}` : "") + rawArabic(word);
  });
  const arabic = `(?<![${AL}])(?:[وفبلك]${D})?(?:[اأإآٱ]${D}ل${D})?(?:${arabicStems.join("|")})(?!${D}[${AL}])`;
  // Verse addresses written out as text ("tanzil.net/#8:67") are references of their own.
  const parts = [`(?<![a-z])(?:${latin.join("|")})`, `(?:${hosts})/`, arabic, ...triggerWords(surahs, badr)];
  return new RegExp(parts.join("|"), "i");
}

function buildHead(surahs: Set<number>): RegExp {
  const names = bareNames(surahs);
  const latinNames = names.latin.length ? alt(names.latin) : "(?!)";
  const arabicNames = names.arabic.length ? alt(names.arabic) : "(?!)";
  // Two families behind one boundary check each, so a position inside a word costs one test.
  const latin = [
    `(?<![./-])(?:https?://)?(?:${hosts})/`,
    `(?:al-?)?(?:${MARKERS})${LE}|q(?=\\.?\\s?\\d)`,
    `(?:${SURAH_WORDS})${LE}`,
    `(?:[aeu]l[\\s'-]{0,2}'?)?(?:${latinNames})${LE}`,
    `(?:${VERSE_WORDS})(?![a-z])`,
  ];
  const arabic = [
    `(?:${SURAH_WORDS_AR})${AE}`,
    `(?:ال|ل)?(?:${arabicNames})${AE}`,
    `(?:${VERSE_WORDS_AR})${AE}`,
    `(?:${MARKERS_AR})${AE}`,
  ];
  const bareNum = `(?<![\\w.:/-])[1-9]\\d{0,2}\\s?:\\s?[1-9]`;
  const g = (xs: string[]) => xs.map((x) => `(${x})`).join("|");
  return new RegExp(
    `${LB}(?:${g(latin)})|(?=[\\u0621-\\u064a])${AB}(?:${g(arabic)})|(${bareNum})|${LB}(badr)${LE}|(?=ب)${AB}(بدر)${AE}`,
    "g",
  );
}

enum Head {
  Host = 1,
  Marker,
  SurahWord,
  Name,
  VerseWord,
  SurahWordAr,
  NameAr,
  VerseWordAr,
  MarkerAr,
  Bare,
  Badr,
  BadrAr,
}

/** Paragraphs are separated by a blank line or U+2029; a block from the page is one paragraph. */
const PARA = /\n[^\S\n]*\n|\u2029/g;

interface Para {
  start: number;
  end: number;
  /** Start of the paragraph before, or -1 when it is the first. */
  prevStart: number;
  /** Where the next paragraph starts. */
  next: number;
}

export function createDetector(covered: Iterable<Target>): Detector {
  const keep = new Set(covered);
  const surahs = new Set<number>();
  for (const t of keep) {
    const m = /^(\d{1,3}):\d{1,3}$/.exec(t);
    if (m) surahs.add(Number(m[1]));
  }
  const badrOn = keep.has(BADR_ID);
  const trigger = buildTrigger(surahs, badrOn);
  const vocabulary = buildVocabulary(surahs, badrOn);
  const head = buildHead(surahs);
  const names = bareNames(surahs);
  const anchor = new RegExp(
    [
      `${LB}(?:al-?)?(?:${MARKERS}|${SURAH_WORDS}|ayahs?|ayat|tafsir|tafseer)${LE}`,
      `quran\\.com/`,
      `${LB}q\\.?\\s?\\d{1,3}\\s?[:.]\\s?\\d`,
      `${AB}(?:${SURAH_WORDS_AR}|${MARKERS_AR}|${VERSE_WORDS_AR}|تفسير)${AE}`,
      ...(names.latin.length ? [`${LB}(?:[aeu]l[\\s'-]{0,2}'?)?(?:${alt(names.latin)})${LE}`] : []),
      ...(names.arabic.length ? [`${AB}(?:ال)?(?:${alt(names.arabic)})${AE}`] : []),
    ].join("|"),
  );

  function targetsOf(items: Parsed["items"]): Target[] {
    const out: Target[] = [];
    for (const it of items) {
      // No verse of an uncovered sūrah is a target; "2:1-286" need not spell 286 keys to say so.
      if (!surahs.has(it.surah)) continue;
      for (let v = it.from; v <= it.to; v++) {
        const k = `${it.surah}:${v}`;
        if (keep.has(k)) out.push(k);
      }
    }
    return out;
  }

  function find(text: string, context?: BlockContext, stats?: WorkStats): Reference[] {
    trigger.lastIndex = 0;
    const hit = trigger.exec(text);
    if (!stats) return hit ? scan(text, hit, context) : [];
    // Most blocks stop at the trigger; only a counted call pays for setting the counters up.
    stats.hits += hit ? 1 : 0;
    if (!hit) return [];
    counting.stats = stats;
    try {
      return scan(text, hit, context, stats);
    } finally {
      counting.stats = null;
    }
  }

  /** The rest of `find`, from the trigger's first hit on. */
  function scan(
    text: string,
    first: RegExpExecArray,
    context?: BlockContext,
    stats?: WorkStats,
  ): Reference[] {
    let hit: RegExpExecArray | null = first;
    const foldCounted = (t: string, from = 0, to = t.length) => {
      if (stats) stats.folded += to - from;
      return fold(t, from, to);
    };
    const out: Reference[] = [];
    const hasContext = new Map<number, boolean>();

    // Paragraph bounds, found lazily and in order as the hits advance.
    let para: Para = { start: 0, end: -1, prevStart: -1, next: 0 };
    const paraAt = (h: number): Para => {
      if (h < para.end) return para;
      let start = para.end < 0 ? 0 : para.next;
      let prevStart = para.end < 0 ? -1 : para.start;
      for (;;) {
        PARA.lastIndex = start;
        const b = PARA.exec(text);
        const end = b ? b.index : text.length;
        const next = b ? b.index + b[0].length : text.length;
        if (h < end || !b) {
          para = { start, end, prevStart, next };
          return para;
        }
        prevStart = start;
        start = next;
      }
    };

    const quranContext = (p: Para): boolean => {
      let ok = hasContext.get(p.start);
      if (ok === undefined) {
        ok = anchor.test(foldCounted(text, p.start, p.end).text);
        if (!ok) {
          if (p.prevStart >= 0) ok = anchor.test(foldCounted(text, p.prevStart, p.start).text);
          else if (context?.previousBlock) ok = anchor.test(foldCounted(context.previousBlock).text);
        }
        hasContext.set(p.start, ok);
      }
      return ok;
    };

    // Context terms for the Badr score, found once per 1,024-character bucket of a paragraph and
    // kept with original offsets, so a page full of lone Badrs folds each stretch once.
    const termCache = new Map<string, Term[]>();
    const termsAround = (p: Para, at: number): Term[] => {
      const b = Math.floor(at / TERM_BUCKET);
      const k = `${p.start}:${b}`;
      let terms = termCache.get(k);
      if (!terms) {
        const from = Math.max(p.start, b * TERM_BUCKET - CONTEXT_WINDOW);
        const to = Math.min(p.end, (b + 1) * TERM_BUCKET + 64 + CONTEXT_WINDOW);
        const f = foldCounted(text, from, to);
        terms = badrTerms(f.text);
        for (const t of terms) [t.start, t.end] = toOriginal(text, f, t.start, t.end);
        termCache.set(k, terms);
      }
      return terms;
    };

    let lastSurah = 0;
    let lastQuranEnd = -1;
    let statePara = -1;
    let done = 0;

    const emit = (start: number, end: number, targets: Target[]) => {
      out.push({ start, end, text: text.slice(start, end), targets });
    };

    /** Parses the references that start in [rs, re) of paragraph `p`. */
    const region = (p: Para, rs: number, re: number) => {
      if (statePara !== p.start) {
        statePara = p.start;
        lastSurah = 0;
        lastQuranEnd = -1;
      }
      for (;;) {
        const ws = Math.max(p.start, rs - MARGIN);
        const we = Math.min(p.end, re + MARGIN);
        const f = foldCounted(text, ws, we);
        const s = f.text;
        const walked = new Walked();
        head.lastIndex = 0;
        for (let m = head.exec(s); m; m = head.exec(s)) {
          if (stats) stats.heads++;
          const i = m.index;
          const orig = f.map[i]!;
          if (orig >= re) break;
          let g = 1;
          while (m[g] === undefined) g++;
          const hEnd = i + m[0].length;
          let parsed: Parsed | null = null;
          switch (g as Head) {
            case Head.Host:
              parsed = afterHost(s, i, hEnd);
              break;
            case Head.Marker:
            case Head.MarkerAr: {
              const gap = g === Head.Marker ? R.markerGap : R.markerGapAr;
              gap.lastIndex = hEnd;
              gap.exec(s);
              const c = s.charAt(i) === "q" && m[0] === "q" ? skipQ(s, hEnd) : gap.lastIndex;
              parsed = afterMarker(s, i, c);
              break;
            }
            case Head.SurahWord:
            case Head.SurahWordAr:
              R.surahWord.lastIndex = i;
              parsed = afterSurahWordHead(s, i, R.surahWord.exec(s) ? R.surahWord.lastIndex : hEnd);
              break;
            case Head.Name:
            case Head.NameAr: {
              const nm = nameAt(s, i, bareNameKeys);
              if (nm) parsed = afterNameHead(s, i, nm[1], nm[0]);
              break;
            }
            case Head.VerseWord:
            case Head.VerseWordAr: {
              R.verseWord.lastIndex = i;
              const c = R.verseWord.exec(s) ? R.verseWord.lastIndex : hEnd;
              parsed = afterVerseWord(
                s,
                i,
                c,
                lastQuranEnd >= 0 && orig - lastQuranEnd < FOLLOW ? lastSurah : 0,
                hasContext.get(p.start) === false,
                walked,
              );
              if (parsed?.needsContext && !quranContext(p)) parsed = null;
              break;
            }
            case Head.Bare:
              // Once the paragraph is known to have no Quran context, no bare pair in it can count.
              if (hasContext.get(p.start) === false || i < walked.bareRejectedUntil) break;
              parsed = bare(s, i, walked);
              if (parsed && !quranContext(p)) parsed = null;
              break;
            case Head.Badr:
            case Head.BadrAr: {
              if (!badrOn) break;
              const eOrig = f.map[hEnd]!;
              const upperNext = /^[^\S\n]+[A-Z]/.test(text.slice(eOrig, eOrig + 3));
              const b = badrAt(s, i, hEnd, upperNext);
              if (!b) break;
              if (!b.sure) {
                const lo = Math.max(p.start, orig - CONTEXT_WINDOW);
                const hi = Math.min(p.end, eOrig + CONTEXT_WINDOW);
                if (scoreTerms(termsAround(p, orig), lo, hi) < BADR_THRESHOLD) break;
              }
              const [a, z] = toOriginal(text, f, b.start, b.end);
              if (a >= rs && a >= done) emit(a, z, [BADR_ID]);
              head.lastIndex = Math.max(head.lastIndex, b.end);
              break;
            }
          }
          if (!parsed) continue;
          head.lastIndex = Math.max(head.lastIndex, parsed.end);
          const last = parsed.items[parsed.items.length - 1]!;
          lastSurah = last.surah;
          lastQuranEnd = f.map[parsed.end - 1]! + 1;
          if (orig < rs || orig < done) continue;
          // One reference per sūrah run: "Q 2:255; 8:9" reports "8:9" alone.
          let gStart = 0;
          for (let k = 1; k <= parsed.items.length; k++) {
            const it = parsed.items[k];
            if (it && !(it.explicit && it.surah !== parsed.items[k - 1]!.surah)) continue;
            const group = parsed.items.slice(gStart, k);
            const targets = targetsOf(group);
            if (targets.length) {
              let lastCovered = group.length - 1;
              while (targetsOf([group[lastCovered]!]).length === 0) lastCovered--;
              const start = gStart === 0 ? parsed.start : group[0]!.start;
              let end = group[lastCovered]!.end;
              if (k === parsed.items.length && lastCovered === group.length - 1) end = parsed.end;
              if (parsed.open >= 0 && parsed.open >= start) {
                R.close.lastIndex = end;
                if (R.close.exec(s)) end = R.close.lastIndex;
              }
              const [a, z] = toOriginal(text, f, start, end);
              emit(a, z, sortTargets(targets));
            }
            gStart = k;
          }
        }
        done = Math.max(done, re);
        // Keep reading for follow-on verses while a Quran reference is recent.
        const ext = Math.min(p.end, lastQuranEnd + FOLLOW);
        if (lastQuranEnd < 0 || ext <= re) return;
        rs = re;
        re = ext;
      }
    };

    let cur: Para | null = null;
    let rs = 0;
    let re = 0;
    while (hit) {
      const h = hit.index;
      const p = paraAt(h);
      const s0 = Math.max(p.start, h - MARGIN, done);
      if (cur && cur.start === p.start && s0 <= re + MARGIN) re = Math.max(re, h + 1);
      else {
        if (cur) region(cur, rs, re);
        cur = p;
        rs = Math.max(s0, done);
        re = Math.max(rs, h + 1);
      }
      if (hit[0].length === 0) trigger.lastIndex++;
      hit = trigger.exec(text);
      if (stats && hit) stats.hits++;
    }
    if (cur && re > rs) region(cur, rs, re);
    return dedupe(out);
  }

  return {
    find,
    trigger,
    mightContainReference(text) {
      trigger.lastIndex = 0;
      return trigger.test(text);
    },
    mightHaveVocabulary(text) {
      return vocabulary.test(text);
    },
    targetsForUrl(url) {
      const s = fold(url.trim()).text;
      const m = new RegExp(`^(?:https?://)?(?:${hosts})/`).exec(s);
      if (!m) return [];
      const p = afterHost(s, 0, m[0].length);
      return p ? sortTargets(targetsOf(p.items)) : [];
    },
  };
}

/** "Q." and "Q 8:67": the letter marker takes only a dot and a space before its numbers. */
function skipQ(s: string, p: number): number {
  const m = /\.?\s?/y;
  m.lastIndex = p;
  m.exec(s);
  return m.lastIndex;
}

function sortTargets(t: Target[]): Target[] {
  const verse = (k: string) => {
    const [a, b] = k.split(":");
    return Number(a) * 1000 + Number(b);
  };
  return [...new Set(t)].sort((a, b) => {
    const va = a.includes(":") ? verse(a) : 1e9;
    const vb = b.includes(":") ? verse(b) : 1e9;
    return va - vb || (a < b ? -1 : a > b ? 1 : 0);
  });
}

function dedupe(refs: Reference[]): Reference[] {
  refs.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Reference[] = [];
  for (const r of refs) {
    const prev = out[out.length - 1];
    if (prev && r.start < prev.end) continue;
    out.push(r);
  }
  return out;
}
