// A failed search on the domain page without JavaScript: the results dialog's own failure component, rendered to
// HTML, with Try again as a link to the same search.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SearchFailure, otherExtensions, searchFor, type FailureWords } from '../features/domain-search/SearchFailure';

/** `extensions`: those the search takes, in the price list's order; the first few others are offered. */
export function failureHtml(
  term: string,
  message: string,
  words: FailureWords & { retry: string },
  extensions: readonly string[],
): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <SearchFailure
        message={message}
        alternatives={otherExtensions(term, extensions)}
        words={words}
        retry={<a href={searchFor(term)}>{words.retry}</a>}
      />
    </MemoryRouter>,
  );
}
