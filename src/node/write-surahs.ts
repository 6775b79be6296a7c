/** `npm run data:surahs`: regenerates data/quran/surahs.json from the quran-json package. */
import { writeFileSync } from "node:fs";
import { readSurahs } from "./quran-source.ts";

const target = new URL("../../data/quran/surahs.json", import.meta.url);
const rows = readSurahs().map((s) => `  ${JSON.stringify(s)}`);
writeFileSync(target, `[\n${rows.join(",\n")}\n]\n`);
console.log(`wrote ${rows.length} sūrahs to data/quran/surahs.json`);
