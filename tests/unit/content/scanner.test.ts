// @vitest-environment jsdom
/**
 * The scanner (src/content/scanner.ts): the quick check that lets most pages go unscanned, read in
 * slices with an overlap so that a hit across text nodes and chunks is still seen; the scan that
 * turns blocks into index entries (text and links, rendered blocks only, ranges on the right
 * nodes); and the notifications it owns. jsdom has no layout: `checkVisibility` is stubbed here,
 * per element, so "rendered" is what the test says.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import quranTables from "../../../data/grammar/quran.json";
import { PageIndex } from "../../../src/content/page-index.ts";
import { FIRST_TRIGGER_CHUNK, Scanner, TRIGGER_CHUNK } from "../../../src/content/scanner.ts";
import { PIECE_ELEMENTS } from "../../../src/content/text-pieces.ts";
import { createDetector } from "../../../src/core/detect/index.ts";
import { GRAMMAR } from "../core/detect/helpers.ts";

const COVERED = ["8:9", "8:67", "8:68", "8:69", "badr"];
/** The scanner's chunk, restated: a test that must straddle a chunk boundary needs to know it. */
const CHUNK = TRIGGER_CHUNK;
const FIRST = FIRST_TRIGGER_CHUNK;

function setup() {
  const index = new PageIndex();
  const scanner = new Scanner(createDetector(GRAMMAR, new Set(COVERED)), index);
  const heard: number[] = [];
  index.onChange(() => heard.push(index.size));
  return { index, scanner, heard };
}

/** Runs a job to its end, counting its yields (each one a point where the scheduler may stop). */
function drive<T>(job: Generator<unknown, T>): { value: T; yields: number } {
  let yields = 0;
  for (;;) {
    const step = job.next();
    if (step.done) return { value: step.value, yields };
    yields++;
  }
}

/** A body made of the given text nodes, each in its own <span> inside one <div>. */
function textNodes(...parts: string[]): HTMLElement {
  const div = document.createElement("div");
  for (const part of parts) div.append(Object.assign(document.createElement("span"), { textContent: part }));
  // More elements than textPieces reads at once, so each part arrives as a piece of its own.
  for (let i = 0; i < PIECE_ELEMENTS; i++) div.append(document.createElement("br"));
  document.body.replaceChildren(div);
  return document.body;
}

/** Filler of exactly `n` characters that holds no trigger and no vocabulary. */
const filler = (n: number) => "lorem ipsum ".repeat(Math.ceil(n / 12)).slice(0, n);

const checkVisibility = Element.prototype.checkVisibility;
beforeEach(() => {
  // Rendered unless the element or an ancestor has class "gone".
  Element.prototype.checkVisibility = function (this: Element) {
    return !this.closest(".gone");
  };
});
afterEach(() => {
  Element.prototype.checkVisibility = checkVisibility;
  document.body.replaceChildren();
});

describe("Scanner.mightHaveReferences", () => {
  it("is false for a page with no trigger, and for one whose only hits are numbers with no Quran vocabulary", () => {
    const { scanner } = setup();
    expect(drive(scanner.mightHaveReferences(textNodes("Nothing to see.", " At all."))).value).toBe(false);
    expect(drive(scanner.mightHaveReferences(textNodes("Doors open at 8:30, section 8.1."))).value).toBe(
      false,
    );
  });

  it("is true for a reference, also when it is split across text nodes", () => {
    const { scanner } = setup();
    expect(drive(scanner.mightHaveReferences(textNodes("As the Quran 8:67 says."))).value).toBe(true);
    expect(drive(scanner.mightHaveReferences(textNodes("As the Qur", "an 8", ":67 says."))).value).toBe(true);
  });

  it("sees a hit that straddles two chunks, thanks to the overlap", () => {
    const { scanner } = setup();
    // The first chunk ends right after "8"; the next chunk brings ":67".
    const first = `${filler(FIRST - 12)} the Quran 8`;
    expect(first).toHaveLength(FIRST);
    const { value, yields } = drive(scanner.mightHaveReferences(textNodes(first, ":67 says.")));
    expect(value).toBe(true);
    expect(yields).toBe(1);
  });

  it("finds vocabulary within reach of a hit, in the chunk before it too, and none beyond reach", () => {
    const { scanner } = setup();
    // "The Quran" ends a chunk with no trigger in it; a bare "8:67" opens the next one.
    const near = textNodes(`${filler(CHUNK - 10)}The Quran.`, "see 8:67 below");
    expect(drive(scanner.mightHaveReferences(near)).value).toBe(true);
    // The same number two chunks after the only word of the vocabulary: no paragraph holds both,
    // so no reference can count (docs/DETECTION.md, step 0).
    const far = textNodes(`The Quran. ${filler(CHUNK)}`, filler(CHUNK), "see 8:67 below");
    expect(drive(scanner.mightHaveReferences(far)).value).toBe(false);
  });

  it("reads a big page in slices, never in one step", () => {
    const { scanner } = setup();
    const parts = Array.from({ length: 40 }, () => filler(CHUNK / 8));
    // 5 chunks of text: the job gives the scheduler a chance to stop between each two.
    const { value, yields } = drive(scanner.mightHaveReferences(textNodes(...parts)));
    expect(value).toBe(false);
    expect(yields).toBeGreaterThanOrEqual(4);
  });

  it("cuts one long paragraph into chunks too, and sees a hit across a cut", () => {
    const { scanner } = setup();
    document.body.innerHTML = `<p>${filler(5 * CHUNK)}</p>`;
    const { value, yields } = drive(scanner.mightHaveReferences(document.body));
    expect(value).toBe(false);
    expect(yields).toBeGreaterThanOrEqual(4);
    // The first cut falls right after "8"; ":67" begins the second chunk.
    document.body.innerHTML = `<p>${filler(FIRST - 12)} the Quran 8:67 says. ${filler(CHUNK)}</p>`;
    expect(drive(scanner.mightHaveReferences(document.body)).value).toBe(true);
  });

  it("is true for a page whose only reference is a link to a verse page, whatever its text", () => {
    const { scanner } = setup();
    document.body.innerHTML = '<p>More <a href="https://tanzil.net/#8:9">here</a>.</p>';
    expect(drive(scanner.mightHaveReferences(document.body)).value).toBe(true);
  });

  it("checks links to every host of data/grammar/quran.json (the detector's selector, which the scanner uses)", () => {
    for (const host of quranTables.urlHosts) {
      document.body.innerHTML = `<a href="https://${host}/8/9">x</a>`;
      expect(
        document.body.querySelector(createDetector(GRAMMAR, COVERED).verseLinkSelector),
        host,
      ).not.toBeNull();
    }
  });
});

describe("Scanner.scan", () => {
  it("adds each reference with a static range on its own text nodes, and tells listeners once", () => {
    const { index, scanner, heard } = setup();
    document.body.innerHTML =
      "<p id=a>Read <em>Sūrat al-Anfāl</em>: 67 today.</p><p id=b>The Battle of Badr was a test.</p>";
    drive(scanner.scan(document.body));
    expect(index.all().map((r) => [r.text, r.targets, r.element.id])).toEqual([
      ["Sūrat al-Anfāl: 67", ["8:67"], "a"],
      ["Battle of Badr", ["badr"], "b"],
    ]);
    const [anfal] = index.all();
    expect(anfal!.range.startContainer.textContent).toBe("Sūrat al-Anfāl");
    expect(anfal!.range.startOffset).toBe(0);
    expect(anfal!.range.endContainer.textContent).toBe(": 67 today.");
    expect(anfal!.range.endOffset).toBe(4);
    expect(anfal!.nodes.map((n) => n.data)).toEqual(["Sūrat al-Anfāl", ": 67 today."]);
    expect(heard).toEqual([2]);
  });

  it("makes a link to a verse page a reference whatever its text, and knows references inside links", () => {
    const { index, scanner } = setup();
    document.body.innerHTML =
      '<p>See <a href="https://quran.com/8/9"> this verse </a> and <a href="https://example.org">Quran 8:68</a>.</p>';
    drive(scanner.scan(document.body));
    expect(index.all().map((r) => [r.text, r.targets, r.isLink, r.insideLink])).toEqual([
      ["Quran 8:68", ["8:68"], false, true],
      ["this verse", ["8:9"], true, true],
    ]);
  });

  it("drops what it finds in blocks that are not rendered", () => {
    const { index, scanner, heard } = setup();
    document.body.innerHTML = "<p class=gone>Quran 8:9</p><p>Quran 8:67</p>";
    drive(scanner.scan(document.body));
    expect(index.all().map((r) => r.text)).toEqual(["Quran 8:67"]);
    expect(heard).toEqual([1]);
  });

  it("tells no one when it found nothing", () => {
    const { index, scanner, heard } = setup();
    document.body.innerHTML = "<p>Romans 8:9, at 8:30.</p>";
    drive(scanner.scan(document.body));
    expect(index.size).toBe(0);
    expect(heard).toEqual([]);
  });

  it("reports open shadow roots and scans inside them", () => {
    const { index, scanner } = setup();
    const host = document.createElement("x-card");
    document.body.append(host);
    const shadow = host.attachShadow({ mode: "open" });
    shadow.innerHTML = "<p>Quran 8:69</p>";
    const roots: ShadowRoot[] = [];
    drive(scanner.scan(document.body, { onShadowRoot: (root) => roots.push(root) }));
    expect(roots).toEqual([shadow]);
    expect(index.all().map((r) => r.text)).toEqual(["Quran 8:69"]);
  });
});

describe("Scanner.rescan", () => {
  it("replaces a changed block's references, leaves the others, and tells listeners once", () => {
    const { index, scanner, heard } = setup();
    document.body.innerHTML = "<p id=a>Quran 8:9</p><p id=b>Quran 8:67</p>";
    drive(scanner.scan(document.body));
    const a = document.getElementById("a")!;
    a.textContent = "Quran 8:68 and 8:69";
    drive(scanner.rescan([a], false));
    expect(index.all().map((r) => r.text)).toEqual(["Quran 8:67", "Quran 8:68 and 8:69"]);
    expect(heard).toEqual([2, 2]);
  });

  it("with sweep, drops references whose text left the document; tells no one when nothing changed", () => {
    const { index, scanner, heard } = setup();
    document.body.innerHTML = "<p id=a>Quran 8:9</p><p id=b>plain</p>";
    drive(scanner.scan(document.body));
    const b = document.getElementById("b")!;
    drive(scanner.rescan([b], false));
    expect(heard).toEqual([1]);
    document.getElementById("a")!.remove();
    drive(scanner.rescan([b], true));
    expect(index.size).toBe(0);
    expect(heard).toEqual([1, 0]);
  });

  it("clear() empties the index and says so", () => {
    const { index, scanner, heard } = setup();
    document.body.innerHTML = "<p>Quran 8:9</p>";
    drive(scanner.scan(document.body));
    scanner.clear();
    expect(index.size).toBe(0);
    expect(heard).toEqual([1, 0]);
  });
});
