// @vitest-environment jsdom
/**
 * whenTextArrives: a frame with no text starts when text first arrives, and only then; white
 * space and script or style text do not count.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { holdsText, whenTextArrives } from "../../../src/content/loader/first-text.ts";
import { restoreCustomElementsQuery, standInForCustomElementsQuery } from "./custom-elements-query.ts";

/** Lets the MutationObserver's records be delivered. */
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

beforeEach(standInForCustomElementsQuery);
afterEach(() => {
  restoreCustomElementsQuery();
  document.body.replaceChildren();
});

describe("holdsText", () => {
  it("sees prose and passes over white space, scripts and styles", () => {
    document.body.innerHTML = "<div> \n <span>  </span></div><script>var x = 1;</script><style>p{}</style>";
    expect(holdsText(document.body)).toBe(false);
    document.body.insertAdjacentHTML("beforeend", "<p><b>Quran 8:9</b></p>");
    expect(holdsText(document.body)).toBe(true);
    expect(holdsText(document.createTextNode("Badr"))).toBe(true);
  });
});

describe("whenTextArrives", () => {
  it("starts at once where the body holds text", () => {
    document.body.innerHTML = "<p>Quran 8:67</p>";
    let started = 0;
    whenTextArrives(document, () => started++);
    expect(started).toBe(1);
  });

  it("waits through markup with no text, then starts once when text arrives", async () => {
    let started = 0;
    whenTextArrives(document, () => started++);
    expect(started).toBe(0);
    document.body.innerHTML = "<div><img alt=''></div><script>1</script>";
    await settle();
    expect(started).toBe(0);
    document.body.insertAdjacentHTML("beforeend", "<p>The captives: Quran 8:67.</p>");
    await settle();
    expect(started).toBe(1);
    document.body.insertAdjacentHTML("beforeend", "<p>More text.</p>");
    await settle();
    expect(started).toBe(1);
  });

  it("starts at once, or on its arrival, for a web component, whose text may be in its shadow root", async () => {
    document.body.innerHTML = "<quran-verse></quran-verse>";
    let started = 0;
    whenTextArrives(document, () => started++);
    expect(started).toBe(1);

    document.body.replaceChildren();
    let later = 0;
    whenTextArrives(document, () => later++);
    document.body.innerHTML = "<div><comment-widget></comment-widget></div>";
    await settle();
    expect(later).toBe(1);
  });

  it("starts when an empty text node is filled, and never after being stopped", async () => {
    const text = document.createTextNode("");
    document.body.append(text);
    let started = 0;
    whenTextArrives(document, () => started++);
    text.data = "Battle of Badr";
    await settle();
    expect(started).toBe(1);

    document.body.replaceChildren();
    let again = 0;
    const stop = whenTextArrives(document, () => again++);
    stop();
    document.body.innerHTML = "<p>Quran 8:9</p>";
    await settle();
    expect(again).toBe(0);
  });

  it("waits while the text it has cannot hold a reference, and starts when one may arrive", async () => {
    document.body.innerHTML = "<p>hi</p>";
    const mayHold = (root: Element) => /\d|Badr/.test(root.textContent ?? "");
    let started = 0;
    whenTextArrives(document, () => started++, mayHold);
    expect(started).toBe(0);
    document.body.insertAdjacentHTML("beforeend", "<p>Welcome</p>");
    await settle();
    expect(started).toBe(0);
    document.body.querySelector("p")!.firstChild!.textContent = "The Battle of Badr";
    await settle();
    expect(started).toBe(1);
  });
});
