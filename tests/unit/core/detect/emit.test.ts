import { describe, expect, test } from "vitest";
import { dedupe, emitQuran } from "../../../../src/core/detect/emit.ts";
import type { Reference } from "../../../../src/core/detect/index.ts";
import type { Item, Parsed } from "../../../../src/core/detect/quran.ts";
import { fold } from "../../../../src/core/normalize/index.ts";

const covered = (items: readonly Item[]) =>
  items.flatMap((it) => (it.surah === 8 && it.from <= 9 && it.to >= 9 ? ["8:9"] : []));
const item = (start: number, end: number, surah: number, v: number, explicit: boolean): Item => ({
  start,
  end,
  surah,
  from: v,
  to: v,
  explicit,
});

describe("emitQuran", () => {
  test("one reference per sūrah run, only where a covered verse is", () => {
    const text = "Q 2:255; 8:9";
    const parsed: Parsed = {
      start: 0,
      end: 12,
      items: [item(2, 7, 2, 255, true), item(9, 12, 8, 9, true)],
      needsContext: false,
      open: -1,
    };
    const out: Reference[] = [];
    emitQuran(text, fold(text), parsed, covered, out);
    expect(out).toEqual([{ start: 9, end: 12, text: "8:9", targets: ["8:9"] }]);
  });

  test("closes a bracket only when the reference opened it", () => {
    const text = "Quran [8:9] and";
    const parsed: Parsed = {
      start: 0,
      end: 10,
      items: [item(7, 10, 8, 9, true)],
      needsContext: false,
      open: 6,
    };
    const out: Reference[] = [];
    emitQuran(text, fold(text), parsed, covered, out);
    expect(out.map((r) => r.text)).toEqual(["Quran [8:9]"]);
  });

  test("offsets refer to the text given, not the folded one", () => {
    const text = "Qurʾān 8:9";
    const f = fold(text);
    const start = f.text.indexOf("8");
    const parsed: Parsed = {
      start: 0,
      end: f.text.length,
      items: [item(start, f.text.length, 8, 9, true)],
      needsContext: false,
      open: -1,
    };
    const out: Reference[] = [];
    emitQuran(text, f, parsed, covered, out);
    expect(out[0]).toMatchObject({ start: 0, end: text.length, text });
  });
});

describe("dedupe", () => {
  test("of overlapping references, the first and longest wins", () => {
    const ref = (start: number, end: number): Reference => ({ start, end, text: "", targets: [] });
    expect(dedupe([ref(5, 8), ref(0, 4), ref(0, 6), ref(9, 10)])).toEqual([ref(0, 6), ref(9, 10)]);
  });
});
