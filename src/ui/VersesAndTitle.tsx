/**
 * An entry named in the reader's language: its verses ("Al-Anfal 8:67–69"), isolated so that they
 * keep their order in right-to-left text, then its title (the popover's heading and chips, the
 * popup's groups).
 */
export function VersesAndTitle({ verses, title }: { verses: string; title: string }) {
  return (
    <>
      {verses && (
        <>
          <bdi lang="en" dir="ltr">
            {verses}
          </bdi>
          {" · "}
        </>
      )}
      {title}
    </>
  );
}
