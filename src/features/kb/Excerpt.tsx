import { Fragment, useMemo } from 'react';

type Part = { text: string; mark: boolean };

/**
 * Pagefind's excerpt is HTML: escaped text with the words found in <mark>. It is read as a document (no script in
 * it runs, nothing of it is written as HTML) and only its text and its marks are kept.
 */
function parts(html: string): Part[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return [...body.childNodes].map((node) => ({
    text: node.textContent ?? '',
    mark: node.nodeName === 'MARK',
  }));
}

/** The text around the words found, with those words highlighted. */
export function Excerpt({ html }: { html: string }) {
  const list = useMemo(() => parts(html), [html]);
  return (
    <>
      {list.map((p, i) => (
        <Fragment key={i}>{p.mark ? <mark>{p.text}</mark> : p.text}</Fragment>
      ))}
    </>
  );
}
