/**
 * A verse's Arabic, drawn in the bundled verse font (ADR 008). Since the popover's content lives in
 * the extension's own frame (ADR 014), the face belongs to that document alone, so the verse is
 * plain text in it: selectable, found by find in page, read by screen readers, and laid out once.
 * The face is added by the frame (src/popover-frame/verse-font.ts); until it is in, or where it
 * could not be read, the reader's own Arabic fonts draw the verse.
 */
export function VerseArabic({ text, ornament }: { text: string; ornament: string }) {
  return (
    <p class="bl-arabic" lang="ar" dir="rtl">
      {text}
      {ornament ? (
        <>
          {" "}
          <span class="bl-ayah">{ornament}</span>
        </>
      ) : null}
    </p>
  );
}
