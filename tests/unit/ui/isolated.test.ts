// @vitest-environment jsdom
/**
 * isolated(): a message's substituted values each in a <bdi> of their own, the words around them
 * as they are, and no bidi control character left in the text (tests/e2e/rtl-order.test.ts reads
 * what the browsers draw from it).
 */
import { h, render } from "preact";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES, translator } from "../../../src/shared/i18n.ts";
import { isolated } from "../../../src/ui/isolated.tsx";

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement("p");
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

describe("isolated", () => {
  it("puts the verse range of the Arabic quran.com link in a <bdi>, between the message's words", () => {
    render(h("span", null, isolated(translator("ar"), "popoverReadOn", "8:67–69")), root);
    expect(root.textContent).toBe("اقرأ 8:67–69 في quran.com");
    expect([...root.querySelectorAll("bdi")].map((b) => b.textContent)).toEqual(["8:67–69"]);
    expect(BIDI_CONTROLS.test(root.textContent ?? "")).toBe(false);
  });

  it("isolates a value at the start of the message (Urdu puts the range first)", () => {
    render(h("span", null, isolated(translator("ur"), "popoverReadOn", "8:67–69")), root);
    expect(root.firstElementChild?.firstChild?.nodeName).toBe("BDI");
    expect(root.querySelector("bdi")?.textContent).toBe("8:67–69");
  });

  it("isolates numbers and names alike, and leaves a message without values as it is", () => {
    render(
      h("span", null, [
        isolated(translator("ar"), "popoverTranslation", "Saheeh International"),
        isolated(translator("ar"), "popupShowAll", 12),
        isolated(translator("ar"), "popoverCopy"),
      ]),
      root,
    );
    expect([...root.querySelectorAll("bdi")].map((b) => b.textContent)).toEqual([
      "Saheeh International",
      "12",
    ]);
    expect(root.textContent).toBe(
      `الترجمة: Saheeh International${"اعرض الكل (12)"}${MESSAGES.ar.popoverCopy!.message}`,
    );
  });

  it("has no message that holds the characters it marks values with", () => {
    for (const [language, table] of Object.entries(MESSAGES))
      for (const [key, message] of Object.entries(table))
        expect(/[\u2068\u2069]/.test(message.message), `${language} ${key}`).toBe(false);
  });
});
