/**
 * A verse's Arabic: the text itself, for screen readers, selection across the popover and find in
 * page, and its drawing in the bundled font inside a frame of its own (verse-frame.ts), which the
 * accessibility tree skips. The drawing follows the popover's look: its colours, size and line
 * height are read from this placeholder on every render, so the theme, the text size and forced
 * colours carry over.
 */
import { createContext } from "preact";
import { useContext, useLayoutEffect, useRef } from "preact/hooks";
import { drawInFrame, fitFrame, VERSE_FRAME_ATTRIBUTE } from "./verse-frame.ts";

/** The bundled verse font's bytes (a WOFF2 subset); null draws in the reader's own fonts. */
export const VerseFontContext = createContext<ArrayBuffer | null>(null);

export function VerseArabic({ text, ornament }: { text: string; ornament: string }) {
  const font = useContext(VerseFontContext);
  const placeholder = useRef<HTMLParagraphElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  const draw = () => {
    const line = placeholder.current;
    const target = frame.current;
    if (!line || !target) return;
    const style = getComputedStyle(line);
    const ayah = line.querySelector(".bl-ayah");
    const drawing = {
      text,
      ornament,
      color: style.color,
      ornamentColor: ayah ? getComputedStyle(ayah).color : style.color,
      fontSize: style.fontSize,
      lineHeight: style.lineHeight,
      colorScheme: style.colorScheme,
    };
    // Once the face is parsed the text's height may change: size the frame again then.
    void drawInFrame(target, drawing, font).then(() => fitFrame(target));
  };

  useLayoutEffect(draw);

  useLayoutEffect(() => {
    const target = frame.current;
    const view = target?.ownerDocument.defaultView;
    if (!target || !view || typeof view.ResizeObserver !== "function") return;
    let width = -1;
    let pending = 0;
    // A narrower popover wraps the verse onto more lines. Sized on the next frame, not inside the
    // observer's callback, where resizing the observed frame would be a resize loop.
    const observer = new view.ResizeObserver((records) => {
      const next = records[records.length - 1]?.contentRect.width ?? width;
      if (next === width) return;
      width = next;
      view.cancelAnimationFrame(pending);
      pending = view.requestAnimationFrame(() => fitFrame(target));
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      view.cancelAnimationFrame(pending);
    };
  }, []);

  return (
    <p class="bl-arabic" lang="ar" dir="rtl" ref={placeholder}>
      <span class="bl-sr">
        {text} <span class="bl-ayah">{ornament}</span>
      </span>
      <iframe
        ref={frame}
        class="bl-arabic-frame"
        aria-hidden="true"
        tabIndex={-1}
        {...{ [VERSE_FRAME_ATTRIBUTE]: "" }}
        onLoad={draw}
      />
    </p>
  );
}
