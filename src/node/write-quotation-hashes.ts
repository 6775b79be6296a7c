/**
 * `npm run data:quotation-hashes -- <id>=<file> …`: makes data/quotations/hashed.json, the
 * translations Badr Lens recognises when quoted but may not ship as text (docs/adr/015). Each
 * argument names a version of the table below and a file of its whole text, fetched by whoever
 * runs the script (data/README.md says from where): Tanzil's plain text ("8|67|It is …" a line) or
 * a JSON object whose `translations` map each verse's number in the whole Quran (1 to 6236) to its
 * text. Nothing else is read from outside the checkout, and the build never reads these files.
 *
 * For each covered verse the script writes the hash of every four words in a row (hashed.ts), and
 * one digit per word saying what it is to the rules (an anchor, the verse's own, a key word),
 * worked out as src/node/quotations.ts works them out for a version shipped as text, against the
 * whole Quran in that translation: an n-gram any verse the dataset does not cover also has is not
 * distinctive, and the words it covers are not the verse's own, so a formula such as "Allah is
 * Oft-Forgiving, Most Merciful" never anchors a quotation. It also writes the version's key words,
 * for the probe, and its windows of rule B that hold no key word, for the run probe.
 *
 * Versions not given keep what the file held for them.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  ANCHOR,
  encodeGrams,
  gramHash,
  HASH_GRAM,
  KEY,
  OWN,
  wordHash32,
} from "../core/detect/quotations/hashed.ts";
import { encodeHashes, runWordHashes, windowHash } from "../core/detect/quotations/run-probe.ts";
import { foldedPhrase, wordPairs } from "../core/detect/quotations/words.ts";
import { coveredTargets, loadDataset } from "./dataset.ts";
import {
  gramsOf,
  type HashedTable,
  keyWords,
  loadTranslations,
  ownWords,
  RUN_WORDS,
  runOwnWords,
  sharedWithOthers,
} from "./quotations.ts";

/** The versions this script knows: what the file says of each (data/README.md, "Quotations"). */
const VERSIONS: Record<string, Omit<HashedTable, "keys" | "runs" | "verses">> = {
  "en-hilali": {
    id: "en-hilali",
    language: "en",
    translator: "Muhammad Taqi-ud-Din al-Hilali and Muhammad Muhsin Khan",
    title: "The Noble Quran",
    year: 1977,
    source:
      "Tanzil en.hilali, as github.com/ewinsutriandi/data-quran ayah-translation/en-hilali-tanzil.json (b17fc77)",
  },
  "en-shakir": {
    id: "en-shakir",
    language: "en",
    translator: "Mohammad Habib Shakir",
    title: "The Holy Qur'an",
    year: 1983,
    source:
      "Tanzil en.shakir, as github.com/ewinsutriandi/data-quran ayah-translation/en-shakir-tanzil.json (b17fc77)",
  },
  "en-maududi": {
    id: "en-maududi",
    language: "en",
    translator: "Abul Ala Maududi (English by Zafar Ishaq Ansari)",
    title: "Towards Understanding the Qur'an (Tafhim al-Qur'an)",
    year: 1988,
    source:
      "Tanzil en.maududi, as github.com/ewinsutriandi/data-quran ayah-translation/en-maududi-tanzil.json (b17fc77)",
  },
  "en-ahmedali": {
    id: "en-ahmedali",
    language: "en",
    translator: "Ahmed Ali",
    title: "Al-Qur'an: A Contemporary Translation",
    year: 1984,
    source:
      "Tanzil en.ahmedali, as github.com/ewinsutriandi/data-quran ayah-translation/en-ahmedali-tanzil.json (b17fc77)",
  },
  "en-arberry": {
    id: "en-arberry",
    language: "en",
    translator: "Arthur John Arberry",
    title: "The Koran Interpreted",
    year: 1955,
    source:
      "Tanzil en.arberry, as github.com/ewinsutriandi/data-quran ayah-translation/en-arberry-tanzil.json (b17fc77)",
  },
  "en-asad": {
    id: "en-asad",
    language: "en",
    translator: "Muhammad Asad",
    title: "The Message of the Qur'an",
    year: 1980,
    source: "Tanzil-format en.asad.txt in github.com/Behdad-Moghadam/quran-analysis (c96be29)",
  },
  "en-khattab": {
    id: "en-khattab",
    language: "en",
    translator: "Mustafa Khattab",
    title: "The Clear Quran",
    year: 2015,
    source: "Tanzil-format en.mustafa.txt in github.com/Behdad-Moghadam/quran-analysis (c96be29)",
  },
  "en-daryabadi": {
    id: "en-daryabadi",
    language: "en",
    translator: "Abdul Majid Daryabadi",
    title: "The Holy Qur'an",
    source:
      "Tanzil en.daryabadi, as github.com/ewinsutriandi/data-quran ayah-translation/en-daryabadi-tanzil.json (b17fc77)",
  },
  "en-sarwar": {
    id: "en-sarwar",
    language: "en",
    translator: "Muhammad Sarwar",
    title: "The Holy Quran",
    source:
      "Tanzil en.sarwar, as github.com/ewinsutriandi/data-quran ayah-translation/en-sarwar-tanzil.json (b17fc77)",
  },
  "en-qaribullah": {
    id: "en-qaribullah",
    language: "en",
    translator: "Hasan Qaribullah and Ahmad Darwish",
    title: "The Meaning of the Glorious Koran",
    source:
      "Tanzil en.qaribullah, as github.com/ewinsutriandi/data-quran ayah-translation/en-qaribullah-tanzil.json (b17fc77)",
  },
  "en-itani": {
    id: "en-itani",
    language: "en",
    translator: "Talal Itani",
    title: "Quran in English (ClearQuran)",
    source:
      "Tanzil en.itani, as github.com/ewinsutriandi/data-quran ayah-translation/en-itani-tanzil.json (b17fc77)",
  },
  "en-wahiduddin": {
    id: "en-wahiduddin",
    language: "en",
    translator: "Wahiduddin Khan",
    title: "The Quran",
    source:
      "Tanzil en.wahiduddin, as github.com/ewinsutriandi/data-quran ayah-translation/en-wahiduddin-tanzil.json (b17fc77)",
  },
  "en-mubarakpuri": {
    id: "en-mubarakpuri",
    language: "en",
    translator: "Safi-ur-Rahman al-Mubarakpuri",
    title: "Tafsir Ibn Kathir (Abridged), the verses' translation",
    source:
      "Tanzil en.mubarakpuri, as github.com/ewinsutriandi/data-quran ayah-translation/en-mubarakpuri-tanzil.json (b17fc77)",
  },
  "de-rassoul": {
    id: "de-rassoul",
    language: "de",
    translator: "Abu-r-Rida Muhammad ibn Ahmad ibn Rassoul",
    title: "Die ungefähre Bedeutung des Al-Qur'an Al-Karim in deutscher Sprache",
    year: 1986,
    source:
      "Tanzil de.aburida, as github.com/ewinsutriandi/data-quran ayah-translation/de-aburida-tanzil.json (b17fc77)",
  },
  "de-bubenheim": {
    id: "de-bubenheim",
    language: "de",
    translator: "Frank Bubenheim and Nadeem Elyas",
    title: "Der edle Qur'an und die Übersetzung seiner Bedeutungen in die deutsche Sprache",
    year: 2002,
    source:
      "Tanzil de.bubenheim, as github.com/ewinsutriandi/data-quran ayah-translation/de-bubenheim-tanzil.json (b17fc77)",
  },
  "fr-hamidullah-revised": {
    id: "fr-hamidullah-revised",
    language: "fr",
    translator: "Muhammad Hamidullah, revised",
    title: "Le Noble Coran (QuranEnc's revised text, 2020)",
    source:
      "QuranEnc french_hameedullah, as github.com/ewinsutriandi/data-quran ayah-translation/fr-hameedullah-quranenc.json (b17fc77)",
  },
  "tr-diyanet-meal": {
    id: "tr-diyanet-meal",
    language: "tr",
    translator: "Diyanet İşleri Başkanlığı",
    title: "Kur'an-ı Kerim Meali (the Directorate's newer text, as kuranayetleri.net serves it)",
    source:
      "github.com/alialparslan/Kuran-Meali-Ebook-Olusturucu JSON/Diyanet İşleri.json (8a20d81), scraped from kuranayetleri.net",
  },
  "ur-jalandhry": {
    id: "ur-jalandhry",
    language: "ur",
    translator: "Fateh Muhammad Jalandhry",
    title: "Fath al-Hameed",
    source:
      "Tanzil ur.jalandhry, as github.com/ewinsutriandi/data-quran ayah-translation/ur-jalandhry-tanzil.json (b17fc77)",
  },
  "es-cortes": {
    id: "es-cortes",
    language: "es",
    translator: "Julio Cortés",
    title: "El Corán",
    year: 1979,
    source:
      "Tanzil es.cortes, as github.com/ewinsutriandi/data-quran ayah-translation/es-cortes-tanzil.json (b17fc77)",
  },
  "ru-krachkovsky": {
    id: "ru-krachkovsky",
    language: "ru",
    translator: "Ignaty Krachkovsky",
    title: "Коран",
    year: 1963,
    source:
      "Tanzil ru.krachkovsky, as github.com/ewinsutriandi/data-quran ayah-translation/ru-krachkovsky-tanzil.json (b17fc77)",
  },
  "tr-yazir": {
    id: "tr-yazir",
    language: "tr",
    translator: "Elmalılı Muhammed Hamdi Yazır",
    title: "Hak Dini Kur'an Dili",
    year: 1935,
    source:
      "Tanzil tr.yazir, as github.com/ewinsutriandi/data-quran ayah-translation/tr-yazir-tanzil.json (b17fc77)",
  },
};

/**
 * Formulas of a version that stand in other verses too, worded otherwise there in that version, so
 * that its whole Quran does not show them shared ("Allah bağışlayıcıdır ve merhamet edicidir"):
 * as translations.json's sharedPhrases do for a version shipped as text, and added to that file's
 * phrases of the same language. Never written out.
 */
const SHARED_PHRASES: Record<string, string[]> = {
  "en-qaribullah": ["Allah is Forgiving and Most Merciful", "Allah is Mighty, Wise"],
  "de-rassoul": ["Allah ist Allvergebend, Barmherzig", "Allah ist Erhaben, Allweise"],
  "es-cortes": ["Alá es indulgente, misericordioso", "Alá es poderoso, sabio"],
  "ru-krachkovsky": ["Аллах прощающ, милосерд", "Аллах - великий, мудрый"],
  "tr-yazir": ["Allah bağışlayıcıdır ve merhamet edicidir", "Allah azizdir, hakimdir"],
  "ur-jalandhry": ["خدا بخشنے والا مہربان ہے", "خدا غالب حکمت والا ہے"],
};

const DATA = join(import.meta.dirname, "../../data");
const OUT = join(DATA, "quotations", "hashed.json");

/** Verse counts of the 114 sūrahs, to turn a number in the whole Quran into "S:V". */
function verseKeys(): string[] {
  const surahs = JSON.parse(readFileSync(join(DATA, "quran", "surahs.json"), "utf8")) as {
    number: number;
    verses: number;
  }[];
  return surahs.flatMap((s) => Array.from({ length: s.verses }, (_, i) => `${s.number}:${i + 1}`));
}

function readSource(file: string): Map<string, string> {
  const text = readFileSync(file, "utf8");
  const out = new Map<string, string>();
  if (file.endsWith(".json")) {
    const keys = verseKeys();
    const byNumber = (JSON.parse(text) as { translations: Record<string, string> }).translations;
    for (const [n, t] of Object.entries(byNumber)) {
      const key = keys[Number(n) - 1];
      if (key) out.set(key, t);
    }
  } else
    for (const line of text.split("\n")) {
      const m = /^(\d+)\|(\d+)\|(.*)$/.exec(line.trim());
      if (m) out.set(`${m[1]}:${m[2]}`, m[3]!);
    }
  return out;
}

function hashVersion(
  meta: (typeof VERSIONS)[string],
  quran: Map<string, string>,
  covered: string[],
  common: ReadonlySet<string>,
  sharedPhrases: readonly string[],
): HashedTable {
  const coveredSet = new Set(covered);
  const texts = covered.flatMap((k) => (quran.has(k) ? [quran.get(k)!] : []));
  const wanted = new Set(texts.flatMap((t) => gramsOf(foldedPhrase(t).split(" "))));
  const others = sharedWithOthers(quran, coveredSet, wanted);
  // The phrases translations.json lists as shared, in any version of this language, are shared
  // here too: "a thousand of the angels" is no quotation of 8:9 in any English version.
  for (const phrase of sharedPhrases)
    for (const g of gramsOf(foldedPhrase(phrase).split(" "))) others.shared.add(g);
  const verses: HashedTable["verses"] = {};
  const keys = new Set<string>();
  const runs = new Set<number>();
  const run = RUN_WORDS;
  const runOwn = runOwnWords(run);
  for (const target of covered) {
    const text = quran.get(target);
    if (!text) continue;
    const words = foldedPhrase(text).split(" ");
    const hashes = runWordHashes(text);
    if (hashes.length !== words.length)
      throw new Error(
        `${meta.id} ${target}: the run probe reads ${hashes.length} words, the matcher ${words.length}`,
      );
    const own = new Set(ownWords(words, others.shared, sharedPhrases));
    const verseKeys = keyWords(wordPairs(text), others.counts, common);
    const keySet = new Set(verseKeys.keys);
    for (const k of verseKeys.probeKeys) keys.add(k);
    const folded = words.map(wordHash32);
    const grams: number[] = [];
    for (let i = 0; i + HASH_GRAM <= words.length; i++) grams.push(gramHash(folded, i));
    const anchors = new Set<number>();
    gramsOf(words).forEach((g, i) => {
      if (!others.shared.has(g)) anchors.add(i);
    });
    const marks = words
      .map((w, i) => (anchors.has(i) ? ANCHOR : 0) + (own.has(i) ? OWN : 0) + (keySet.has(w) ? KEY : 0))
      .join("");
    verses[target] = { grams: encodeGrams(grams), marks };
    // Windows of rule B the key-word probe cannot see: those with no key word.
    for (let i = 0; i + run <= words.length; i++) {
      const window = words.slice(i, i + run);
      const owned = window.filter((_, j) => own.has(i + j)).length;
      if (owned >= runOwn && !window.some((w) => keySet.has(w)))
        runs.add(windowHash(hashes.slice(i, i + run)));
    }
  }
  return {
    ...meta,
    keys: [...keys].sort(),
    runs: encodeHashes([...runs].sort((a, b) => a - b)),
    verses,
  };
}

const given = new Map<string, string>();
for (const arg of process.argv.slice(2)) {
  const m = /^([a-z-]+)=(.+)$/.exec(arg);
  if (!m || !VERSIONS[m[1]!]) {
    console.error(
      `usage: write-quotation-hashes <id>=<file> …, <id> one of ${Object.keys(VERSIONS).join(", ")}`,
    );
    process.exit(1);
  }
  given.set(m[1]!, m[2]!);
}
const covered = coveredTargets(loadDataset(DATA)).filter((t) => /^\d+:\d+$/.test(t));
const { translations, commonWords } = loadTranslations(DATA);
const common = new Set(commonWords);
const previous: HashedTable[] = existsSync(OUT)
  ? (JSON.parse(readFileSync(OUT, "utf8")) as { versions: HashedTable[] }).versions
  : [];
const byId = new Map(previous.map((v) => [v.id, v]));
for (const [id, file] of given) {
  const meta = VERSIONS[id]!;
  const shared = [
    ...translations.filter((t) => t.language === meta.language).flatMap((t) => t.sharedPhrases),
    ...(SHARED_PHRASES[id] ?? []),
  ];
  byId.set(id, hashVersion(meta, readSource(file), covered, common, shared));
}
const versions = Object.keys(VERSIONS).flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
const comment =
  "Translations under copyright, for recognising quotations of the covered verses without shipping their text (docs/DETECTION.md, 'Quoted verses'; docs/adr/016-hashed-translations.md): per verse, the hash of every four words in a row and one digit per word (1 anchor + 2 own + 4 key word); the version's key words for the probe; its windows of rule B without a key word for the run probe. Made by src/node/write-quotation-hashes.ts; do not edit by hand. Provenance and licences: data/README.md.";
writeFileSync(OUT, `${JSON.stringify({ $comment: comment, versions }, null, 2)}\n`);
// Laid out as the project's formatter lays it out, so that `npm test`'s lint passes on the file
// as written (JSON.stringify puts each key word on a line of its own).
const biome = spawnSync(
  join(import.meta.dirname, "../../node_modules/.bin/biome"),
  ["format", "--write", OUT],
  {
    stdio: "inherit",
  },
);
if (biome.status !== 0) throw new Error(`biome format ${OUT} failed (${biome.status ?? biome.error})`);
console.log(`wrote ${versions.length} versions to data/quotations/hashed.json`);
