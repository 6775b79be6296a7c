/**
 * Detector throughput (quotation recognition on) beside four anchors measured on the same text in
 * the same process:
 *   first wave — the detector as it was at FIRST_WAVE (before the languages and quotations), its
 *     code and data taken from git history (issue 15: ours within 1.5× of its time on (a));
 *   without quotations — the same detector without the quotation tables;
 *   floor — one pass of the detector's own precompiled trigger expression (all matches);
 *   bible — bible-passage-reference-parser finding Bible references (its English grammar).
 * Corpus (a): ~5 MB of reference-free prose (English from tests/fixtures/real-pages, Arabic generated
 * here); corpus (b): the same with a reference inserted about every 500 characters. Text is fed
 * block by block, as the content script does. Results are ratios, not pass/fail.
 *
 * Then the adversarial shapes of tests/unit/core/detect/adversarial.ts, each one paragraph of 1 and of
 * 4 million UTF-16 units: linear work takes about 4× as long for the larger (goal: at most 5×).
 * The unit tests check the same by counting the detector's steps; only this file times them.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";
import * as en from "bible-passage-reference-parser/esm/lang/en.js";
import { visibleText } from "../../src/cli/scan.ts";
import { coverageOf } from "../../src/core/detect/coverage.ts";
import { createDetector } from "../../src/core/detect/index.ts";
import { PageProbe } from "../../src/core/detect/probe/page-probe.ts";
import { probeTables } from "../../src/core/detect/probe/tables.ts";
import { loadGrammar } from "../../src/node/grammar.ts";
import { loadQuotations } from "../../src/node/quotations.ts";
import { REAL_PAGE_FILES, REAL_PAGES, realPagePath } from "../fixtures/real-pages/index.ts";
import { SHAPES } from "../unit/core/detect/adversarial.ts";

/** The real pages, or copies of them elsewhere (BADR_LENS_PAGES), as in the page bench. */
const PAGES = process.env.BADR_LENS_PAGES ?? REAL_PAGES;
const COVERED = ["8:9", "8:67", "8:68", "8:69", "badr"];
/** The tables of data/, compiled as the build compiles them. */
const GRAMMAR = loadGrammar(new URL("../../data", import.meta.url).pathname);
/** The quotation tables, compiled as the build compiles them: quotation recognition is on. */
const QUOTATIONS = loadQuotations(new URL("../../data", import.meta.url).pathname, COVERED);
const TARGET_BYTES = 5_000_000;

/** The first wave of detection (issue 4), the baseline of issue 15's throughput goal. */
export const FIRST_WAVE = "d7aa5cc";
const ROOT = resolve(import.meta.dirname, "../..");

interface BaselineDetector {
  find(text: string, context?: { previousBlock?: string }): unknown[];
}

/**
 * The first wave's detector, built from its own code and data: `git archive` of src/core, src/node
 * and data at FIRST_WAVE into node_modules/.cache (inside the checkout, so its imports of packages
 * resolve), imported through tsx like the rest of this file. Null, with the reason printed, when
 * the history is not there (a shallow clone).
 */
async function firstWaveDetector(): Promise<BaselineDetector | null> {
  const dir = resolve(ROOT, "node_modules/.cache/badr-lens/first-wave", FIRST_WAVE);
  try {
    if (!existsSync(resolve(dir, "src/core/detect/index.ts"))) {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      const tar = execFileSync("git", ["archive", FIRST_WAVE, "src/core", "src/node", "data"], {
        cwd: ROOT,
        maxBuffer: 1 << 30,
      });
      execFileSync("tar", ["-x", "-C", dir], { input: tar });
    }
    const grammar = await import(resolve(dir, "src/node/grammar.ts"));
    const detect = await import(resolve(dir, "src/core/detect/index.ts"));
    return detect.createDetector(grammar.loadGrammar(resolve(dir, "data")), COVERED);
  } catch (error) {
    console.warn(`The first wave (${FIRST_WAVE}) could not be loaded from git history: ${error}`);
    return null;
  }
}

/** A small deterministic generator, so every run measures the same text. */
function rng(seed: number) {
  let x = seed >>> 0;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

const ARABIC_WORDS = (
  "في من على إلى عن مع هذا هذه ذلك التي الذي كان كانت يكون قد لقد ثم حتى إذا لكن بل أو أن إن " +
  "الناس العلم الكتاب المدينة البيت الطريق الماء الأرض السماء الشمس النهار الليل الوقت العمل المدرسة " +
  "الطلاب المعلم الدرس اللغة العربية التاريخ الحضارة الثقافة الفكر الأدب الشعر الرواية القصة الصحيفة " +
  "الحكومة الدولة الشعب الاقتصاد السوق التجارة الزراعة الصناعة الطب المستشفى الطبيب الصحة الرياضة " +
  "يذهب يكتب يقرأ يدرس يعمل يسافر يقول يرى يعرف يريد يستطيع جديد قديم كبير صغير جميل طويل قصير " +
  "كثير قليل أول آخر عام يوم شهر سنة صباح مساء اليوم أمس غدا هنا هناك حيث كيف لماذا متى كل بعض " +
  "الجامعة البحث الدراسة النتائج المشروع الفريق المجتمع الأسرة الأطفال الشباب المرأة الرجل الصديق"
).split(" ");

function arabicProse(bytes: number): string {
  const r = rng(7);
  const paras: string[] = [];
  let size = 0;
  while (size < bytes) {
    const words: string[] = [];
    const n = 40 + Math.floor(r() * 80);
    for (let i = 0; i < n; i++) {
      words.push(ARABIC_WORDS[Math.floor(r() * ARABIC_WORDS.length)]!);
      if (r() < 0.08) words[words.length - 1] += r() < 0.5 ? "،" : ".";
    }
    const p = `${words.join(" ")}.`;
    paras.push(p);
    size += Buffer.byteLength(p) + 2;
  }
  return paras.join("\n\n");
}

function englishProse(bytes: number): string {
  const texts = REAL_PAGE_FILES.map((f) => visibleText(readFileSync(realPagePath(f, PAGES), "utf8")));
  let out = "";
  for (let i = 0; Buffer.byteLength(out) < bytes; i++) out += `${texts[i % texts.length]}\n\n`;
  return out.slice(0, bytes);
}

/** References of every family, inserted in turn. */
const REFERENCES = [
  "Quran 8:9",
  "(Q 8:67–69)",
  "Surat al-Anfal, verse 67",
  "the Battle of Badr",
  "[الأنفال: ٩]",
  "غزوة بدر",
  "quran.com/8/68",
  "Qur'an 2:255",
  "سورة الأنفال الآية 69",
  "Ghazwa-e-Badr",
];

function withReferences(text: string, every: number): string {
  const parts: string[] = [];
  let i = 0;
  let k = 0;
  while (i < text.length) {
    let j = Math.min(text.length, i + every);
    const sp = text.indexOf(" ", j);
    j = sp < 0 ? text.length : sp;
    parts.push(text.slice(i, j));
    if (j < text.length) parts.push(` ${REFERENCES[k++ % REFERENCES.length]}`);
    i = j;
  }
  return parts.join("");
}

/**
 * The corpus's blocks as strings of their own. The content script's block texts are built by
 * appending text nodes' data and are flat once first read; `split`'s pieces are V8 sliced strings
 * (views into the whole corpus), which its regular expressions and charCodeAt read markedly slower
 * (the first wave's detector took about twice as long on them), so they are copied.
 */
const blocks = (text: string) =>
  text
    .split(/\n\s*\n/)
    .filter((b) => b.length > 0)
    .map((b) => Buffer.from(b, "utf16le").toString("utf16le"));

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function time(fn: () => unknown): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

export interface BenchResult {
  corpus: string;
  mb: number;
  found: number;
  /** Milliseconds (median) for the whole corpus. */
  detector: number;
  withoutQuotations: number;
  /** The first wave's detector (FIRST_WAVE), or null when it could not be loaded. */
  firstWave: number | null;
  floor: number;
  /** The quotation probe alone (PageProbe.mightContainQuotation on each block). */
  probe: number;
  bible: number;
}

/** Which corpora to run: both, or (a) alone (`npm run bench -- detector a`, for quick comparisons). */
export async function runDetectorBench(runs = 5, corpora: "all" | "a" = "all"): Promise<BenchResult[]> {
  const d = createDetector(GRAMMAR, COVERED, { quotations: QUOTATIONS });
  // The probe made from the same tables as `d`: its trigger, and its quotation probe.
  const gateProbe = new PageProbe(probeTables(GRAMMAR, coverageOf(GRAMMAR, COVERED), QUOTATIONS.probe));
  const plainDetector = createDetector(GRAMMAR, COVERED);
  const firstWave = await firstWaveDetector();
  const bcv = new bcv_parser(en);
  const plain = `${englishProse(TARGET_BYTES * 0.7)}\n\n${arabicProse(TARGET_BYTES * 0.3)}`;
  const texts: [string, string][] = [["(a) prose, no references", plain]];
  if (corpora === "all")
    texts.push(["(b) prose, a reference every 500 characters", withReferences(plain, 500)]);
  const out: BenchResult[] = [];
  for (const [name, text] of texts) {
    const bs = blocks(text);
    const mb = Buffer.byteLength(text) / 1e6;
    let found = 0;
    const trig = gateProbe.trigger;
    const feed = (detector: BaselineDetector) => () => {
      let n = 0;
      let prev: string | undefined;
      for (const b of bs) {
        n += detector.find(b, prev === undefined ? undefined : { previousBlock: prev }).length;
        prev = b;
      }
      return n;
    };
    const detect = feed(d);
    const detectPlain = feed(plainDetector);
    const detectFirstWave = firstWave ? feed(firstWave) : null;
    const pass = () => {
      let n = 0;
      for (const b of bs) {
        trig.lastIndex = 0;
        while (trig.exec(b)) n++;
      }
      return n;
    };
    const probe = () => {
      let n = 0;
      for (const b of bs) if (gateProbe.mightContainQuotation(b)) n++;
      return n;
    };
    const parseBible = () => {
      for (const b of bs) bcv.parse(b).osis_and_indices();
    };
    // Interleaved, so a busy machine slows all of them alike and the ratios stay meaningful.
    const t = {
      detector: [] as number[],
      plain: [] as number[],
      firstWave: [] as number[],
      floor: [] as number[],
      probe: [] as number[],
      bible: [] as number[],
    };
    found = detect();
    detectPlain();
    detectFirstWave?.();
    pass();
    probe();
    for (let i = 0; i < runs; i++) {
      t.detector.push(time(detect));
      t.plain.push(time(detectPlain));
      if (detectFirstWave) t.firstWave.push(time(detectFirstWave));
      t.floor.push(time(pass));
      t.probe.push(time(probe));
      // The Bible parser is three orders of magnitude slower; one timed run of it is plenty.
      if (i === 0 && corpora === "all") t.bible.push(time(parseBible));
    }
    out.push({
      corpus: name,
      mb,
      found,
      detector: median(t.detector),
      withoutQuotations: median(t.plain),
      firstWave: detectFirstWave ? median(t.firstWave) : null,
      floor: median(t.floor),
      probe: median(t.probe),
      bible: t.bible.length ? median(t.bible) : Number.NaN,
    });
  }
  return out;
}

export function report(results: BenchResult[]): string {
  const rate = (mb: number, ms: number | null) =>
    ms === null || Number.isNaN(ms) ? "—" : `${Number((mb / (ms / 1000)).toPrecision(3))} MB/s`;
  const ratio = (a: number, b: number | null) =>
    b === null || Number.isNaN(b) ? "—" : `${(a / b).toFixed(2)}×`;
  const lines = [
    "| corpus | size | references found | detector | first wave | without quotations | floor (trigger only) | quotation probe alone | Bible parser | detector ÷ first wave time | trigger alone ÷ first wave time | probe alone ÷ first wave time | detector ÷ without quotations time | detector ÷ floor time | Bible ÷ detector time |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of results) {
    lines.push(
      `| ${r.corpus} | ${r.mb.toFixed(2)} MB | ${r.found} | ${rate(r.mb, r.detector)} | ${rate(r.mb, r.firstWave)} | ${rate(r.mb, r.withoutQuotations)} | ${rate(r.mb, r.floor)} | ${rate(r.mb, r.probe)} | ${rate(r.mb, r.bible)} | ${ratio(r.detector, r.firstWave)} | ${ratio(r.floor, r.firstWave)} | ${ratio(r.probe, r.firstWave)} | ${ratio(r.detector, r.withoutQuotations)} | ${ratio(r.detector, r.floor)} | ${Number.isNaN(r.bible) ? "—" : `${(r.bible / r.detector).toFixed(1)}×`} |`,
    );
  }
  return lines.join("\n");
}

export interface ShapeResult {
  shape: string;
  /** Fastest milliseconds for the 1 M-unit and the 4 M-unit paragraph. */
  small: number;
  large: number;
}

const MILLION = 1_000_000;

export function runAdversarialBench(runs = 5): ShapeResult[] {
  const d = createDetector(GRAMMAR, COVERED);
  return SHAPES.map(([shape, make]) => {
    const small = make(MILLION);
    const large = make(4 * MILLION);
    d.find(small);
    d.find(large);
    // Interleaved, and the fastest of each kept: what other work on a shared machine adds to a run
    // (and a collection of the garbage of the run before) is no cost of the detector's.
    let [fastSmall, fastLarge] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
    for (let i = 0; i < runs; i++) {
      fastSmall = Math.min(
        fastSmall,
        time(() => d.find(small)),
      );
      fastLarge = Math.min(
        fastLarge,
        time(() => d.find(large)),
      );
    }
    return { shape, small: fastSmall, large: fastLarge };
  });
}

export function adversarialReport(results: ShapeResult[]): string {
  const lines = ["| shape | 1 MB | 4 MB | 4 MB ÷ 1 MB time |", "|---|---|---|---|"];
  for (const r of results) {
    lines.push(
      `| ${r.shape} | ${r.small.toFixed(0)} ms | ${r.large.toFixed(0)} ms | ${(r.large / r.small).toFixed(2)}× |`,
    );
  }
  return lines.join("\n");
}
