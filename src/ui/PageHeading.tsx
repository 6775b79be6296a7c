/**
 * The heading of an extension page of its own (the options, the first-run page): the icon, the
 * page's title and a line that says what the page is for.
 */
export function PageHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <h1>
        <img src="icons/48.png" alt="" />
        {title}
      </h1>
      <p class="intro">{intro}</p>
    </>
  );
}
