/**
 * The `scan` command's contract (ARCHITECTURE.md): JSON Lines on stdout and nothing else, `.html`
 * as visible text, `-` as stdin, exit 2 with a message on stderr for an unreadable file.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { visibleText } from "../../../../src/cli/scan.ts";

const run = (args: string[], input?: string) =>
  spawnSync(process.execPath, ["--import", "tsx", "src/cli/scan.ts", ...args], { input, encoding: "utf8" });

const dir = mkdtempSync(join(tmpdir(), "scan-"));
const txt = join(dir, "a.txt");
const html = join(dir, "b.html");
writeFileSync(txt, "The Quran 8:67 and the Battle of Badr.\n\nRomans 8:9 is not ours.\n");
writeFileSync(
  html,
  `<html><head><title>Quran 8:9</title><script>var q = "Quran 8:9";</script></head><body>
  <p>Read <em>Sūrat al-Anfāl</em>: 67 today.</p><div hidden>Quran 8:68</div><p>غزوة بدر</p></body></html>`,
);

describe("scan", () => {
  test("prints one JSON object per reference, offsets into the text scanned", { timeout: 120_000 }, () => {
    const r = run([txt, html]);
    expect(r.status).toBe(0);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([
      { file: txt, start: 4, end: 14, text: "Quran 8:67", targets: ["8:67"] },
      { file: txt, start: 23, end: 37, text: "Battle of Badr", targets: ["badr"] },
      { file: html, start: 5, end: 23, text: "Sūrat al-Anfāl: 67", targets: ["8:67"] },
      { file: html, start: 32, end: 40, text: "غزوة بدر", targets: ["badr"] },
    ]);
    const visible = visibleText(`<body><p>Read <em>Sūrat al-Anfāl</em>: 67 today.</p><p>غزوة بدر</p></body>`);
    expect(visible.slice(5, 23)).toBe("Sūrat al-Anfāl: 67");
  });

  test("reads stdin for -", { timeout: 120_000 }, () => {
    const r = run(["-"], "See Q 8:9.\n");
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(
      `${JSON.stringify({ file: "-", start: 4, end: 9, text: "Q 8:9", targets: ["8:9"] })}\n`,
    );
  });

  test("prints the language files' forms and the new English and Arabic ones", { timeout: 120_000 }, () => {
    const input = [
      "Enfal suresi 68. ayet",
      "сура Аль-Анфаль, аят 69",
      "《古兰经》第8章第67节",
      "Perang Badar",
      "Chapter 8 of the Quran, verses 9-12",
      "من شهد بدرًا",
    ].join("\n\n");
    const r = run(["-"], input);
    expect(r.status).toBe(0);
    const found = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { text: string; targets: string[] });
    expect(found.map((f) => `${f.text} → ${f.targets.join(" ")}`)).toEqual([
      "Enfal suresi 68. ayet → 8:68",
      "сура Аль-Анфаль, аят 69 → 8:69",
      "《古兰经》第8章第67节 → 8:67",
      "Perang Badar → badr",
      "Chapter 8 of the Quran, verses 9-12 → 8:9",
      "شهد بدرًا → badr",
    ]);
  });

  test("exits 2 with a message on stderr for an unreadable file, stdout untouched", {
    timeout: 120_000,
  }, () => {
    const r = run([join(dir, "missing.txt")]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/missing\.txt/);
  });

  test("visible text skips scripts, styles and hidden elements and keeps blocks apart", () => {
    const t = visibleText(
      `<body><style>p{}</style><p>one <b>two</b></p><div style="display:none">x</div><ul><li>a</li><li>b</li></ul></body>`,
    );
    expect(t).toBe("one two\n\na\n\nb");
  });
});
