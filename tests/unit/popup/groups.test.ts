import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadDataset } from "../../../src/node/dataset.ts";
import { contextWords, groupReferences } from "../../../src/popup/groups.ts";
import type { PageReferenceSummary } from "../../../src/shared/messages.ts";

const dataset = loadDataset(join(resolve(import.meta.dirname, "../../.."), "data"));
const ref = (id: number, targets: string[]): PageReferenceSummary => ({
  id,
  text: `ref ${id}`,
  targets,
  before: "",
  after: "",
});

describe("groupReferences", () => {
  it("groups by entry in reading order, labelled from the dataset, and keeps page order inside", () => {
    const groups = groupReferences(dataset, [
      ref(1, ["badr"]),
      ref(2, ["8:67", "8:68"]),
      ref(3, ["8:9"]),
      ref(4, ["8:9"]),
    ]);
    expect(groups.map((g) => g.entry.id)).toEqual(["anfal-8-9", "anfal-8-67-69", "badr"]);
    expect(groups.map((g) => g.references.map((r) => r.id))).toEqual([[3, 4], [2], [1]]);
    expect(groups.map((g) => g.label)).toEqual([
      "Al-Anfāl 8:9 · The thousand angels at Badr",
      "Al-Anfāl 8:67–69 · The captives of Badr",
      "The Battle of Badr",
    ]);
  });

  it("names a group by its title in the interface's language where data/local has one, its verses apart", () => {
    const groups = groupReferences(dataset, [ref(1, ["badr"]), ref(2, ["8:68"])], {
      "anfal-8-67-69": "أسرى بدر",
      badr: "غزوة بدر",
    });
    expect(groups.map((g) => g.local)).toEqual([
      { title: "أسرى بدر", verses: "Al-Anfal 8:67–69" },
      { title: "غزوة بدر", verses: "" },
    ]);
    expect(groupReferences(dataset, [ref(1, ["badr"])])[0]?.local).toBeUndefined();
  });

  it("lists a reference to several entries in each, and leaves out empty groups", () => {
    const groups = groupReferences(dataset, [ref(1, ["8:9", "8:67"])]);
    expect(groups.map((g) => g.entry.id)).toEqual(["anfal-8-9", "anfal-8-67-69"]);
    expect(groupReferences(dataset, [])).toEqual([]);
  });
});

describe("contextWords", () => {
  it("cuts to whole words where the paragraph goes on, and keeps a paragraph's own edge", () => {
    expect(contextWords("short start ", "before", 20)).toBe("short start ");
    expect(contextWords("rd one two three four", "before", 20)).toBe("…one two three four");
    expect(contextWords(" one two three four fi", "after", 20)).toBe(" one two three four…");
  });
});
