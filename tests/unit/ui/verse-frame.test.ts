// @vitest-environment jsdom
/**
 * The verse frame's drawing, without a browser's fonts or layout (tests/e2e/verse-font.test.ts
 * checks the font in real browsers): what goes into the frame's document, that it is redrawn in
 * a fresh document, and that a frame we cannot draw in never throws.
 */
import { afterEach, describe, expect, it } from "vitest";
import { drawInFrame, type VerseDrawing } from "../../../src/ui/verse-frame.ts";

const DRAWING: VerseDrawing = {
  text: "لَّوۡلَا كِتَٰبٞ مِّنَ ٱللَّهِ سَبَقَ",
  ornament: "﴿٦٨﴾",
  color: "rgb(20, 20, 20)",
  ornamentColor: "rgb(120, 80, 10)",
  fontSize: "23px",
  lineHeight: "46px",
  colorScheme: "dark",
};

function attachedFrame(): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  return frame;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("drawInFrame", () => {
  it("puts the verse and its ornament in the frame's document, right to left, in the given look", async () => {
    const frame = attachedFrame();
    await drawInFrame(frame, DRAWING, null);
    const doc = frame.contentDocument!;
    expect(doc.documentElement.lang).toBe("ar");
    expect(doc.documentElement.dir).toBe("rtl");
    expect(doc.documentElement.style.colorScheme).toBe("dark");
    const line = doc.body.firstElementChild as HTMLElement;
    expect(line.textContent).toBe(`${DRAWING.text} ${DRAWING.ornament}`);
    expect(line.style.fontFamily).toMatch(/^"Badr Lens Naskh"/);
    expect(line.style.fontSize).toBe("23px");
    expect(line.style.color).toBe("rgb(20, 20, 20)");
    expect((line.lastElementChild as HTMLElement).style.color).toBe("rgb(120, 80, 10)");
    expect(doc.body.children).toHaveLength(1);
  });

  it("replaces the text when the verse changes, and keeps one line", async () => {
    const frame = attachedFrame();
    await drawInFrame(frame, DRAWING, null);
    await drawInFrame(frame, { ...DRAWING, text: "فَكُلُواْ", ornament: "" }, null);
    const body = frame.contentDocument!.body;
    expect(body.children).toHaveLength(1);
    expect(body.textContent).toBe("فَكُلُواْ");
  });

  it("draws again in the fresh document a frame gets when it is put back into a page", async () => {
    const frame = attachedFrame();
    await drawInFrame(frame, DRAWING, null);
    frame.remove();
    document.body.append(frame);
    expect(frame.contentDocument!.body.textContent).toBe("");
    await drawInFrame(frame, DRAWING, null);
    expect(frame.contentDocument!.body.textContent).toBe(`${DRAWING.text} ${DRAWING.ornament}`);
  });

  it("leaves a frame with no document alone, without throwing", async () => {
    const detached = document.createElement("iframe");
    await expect(drawInFrame(detached, DRAWING, null)).resolves.toBeUndefined();
  });
});
