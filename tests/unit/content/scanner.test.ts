// @vitest-environment jsdom
/**
 * The scanner (src/content/page/scanner.ts): the scan that turns blocks into index entries (text and links, rendered blocks only, ranges on the right
 * nodes); and the notifications it owns. jsdom has no layout: `checkVisibility` is stubbed here,
 * per element, so "rendered" is what the test says.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PageIndex } from "../../../src/content/page/page-index.ts";
import { Scanner } from "../../../src/content/page/scanner.ts";
import { createDetector } from "../../../src/core/detect/index.ts";
import { GRAMMAR } from "../core/detect/helpers.ts";
import { drive } from "./jobs.ts";

const COVERED = ["8:9", "8:67", "8:68", "8:69", "badr"];

function setup() {
  const index = new PageIndex();
  const scanner = new Scanner(createDetector(GRAMMAR, new Set(COVERED)), index);
  const heard: number[] = [];
  index.onChange(() => heard.push(index.size));
  return { index, scanner, heard };
}

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
