/** What the popover's first screen leads with, and which sections an entry has (src/ui/layout.ts). */
import { describe, expect, it } from "vitest";
import type { Entry } from "../../../src/core/dataset/types.ts";
import { openSectionsFrom, sectionsOf, versePlan } from "../../../src/ui/layout.ts";

describe("versePlan", () => {
  const range = ["8:67", "8:68", "8:69"];
  it("leads with the first verse cited, the others after in order", () => {
    expect(versePlan(range, ["8:68"])).toEqual({
      lead: "8:68",
      others: ["8:67", "8:69"],
      cited: new Set(["8:68"]),
    });
    expect(versePlan(range, ["8:69", "8:68"]).lead).toBe("8:68");
  });
  it("leads with the entry's first verse when the reference cites none of them", () => {
    expect(versePlan(range, ["badr"])).toEqual({ lead: "8:67", others: ["8:68", "8:69"], cited: new Set() });
    expect(versePlan(["badr"], ["badr"])).toEqual({ lead: undefined, others: [], cited: new Set() });
  });
});

describe("sectionsOf", () => {
  const entry = { excerpt: ["x"], commentary: [], related: [] } as unknown as Entry;
  it("lists only the sections with something in them, sources always", () => {
    expect(sectionsOf(entry, versePlan(["8:9"], []), 0)).toEqual(["narration", "sources"]);
    expect(sectionsOf({ ...entry, commentary: ["y"] }, versePlan(["8:67", "8:68"], []), 2)).toEqual([
      "verses",
      "narration",
      "explanation",
      "sources",
      "related",
    ]);
  });
});

describe("openSectionsFrom", () => {
  it("keeps known section names from a remembered value, in display order", () => {
    expect(openSectionsFrom(["related", "nonsense", "verses"])).toEqual(["verses", "related"]);
    expect(openSectionsFrom("verses")).toEqual([]);
    expect(openSectionsFrom(undefined)).toEqual([]);
  });
});
