// /domains?q=<term> without JavaScript: the search forms are GET forms to /domains, so the server answers with the
// domain page, its search box holding the term, and the results (or the reason there are none) inside the
// <noscript> the form leaves for them. A browser running scripts ignores that block and searches itself.
// The results are the components the browser renders (DomainResults.tsx, SearchFailure.tsx), rendered to HTML here;
// the page's ServerResults frame holds their stylesheet (results-style.ts).
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import {
  BulkAnswerView,
  BulkRefusal,
  Refusal,
  ResultsTitle,
  SearchAnswerView,
  orderLink,
  type ResultWords,
} from '../features/domain-search/DomainResults.tsx';
import {
  SearchFailure,
  otherExtensions,
  searchFor,
  type FailureWords,
} from '../features/domain-search/SearchFailure.tsx';
import type { BulkName, DomainResult, DomainSearchResponse } from '../features/domain-search/contract.ts';
import { Glyph } from '../ui/Glyph.tsx';

export const RESULTS_MARKER = '<noscript data-search-results=""></noscript>';
export const BULK_MARKER = '<noscript data-bulk-results=""></noscript>';

/**
 * The results' words (site.yaml's domainSearch): those of the results, of a failure, and Try again; with an order
 * hand-off (site.yaml's order.domain), the template and words of an available domain's link to the order system.
 */
export type SearchPageWords = ResultWords &
  FailureWords & { retry: string; order?: { template: string; label: string } | undefined };

/** What an available domain offers without JavaScript: a link to the order system, or nothing. */
const actionOf = (words: SearchPageWords) => (words.order ? orderLink(words.order) : undefined);

/** What a search for the page came to: the response, a rule the term breaks, or a failure. */
export type SearchOutcome = { response: DomainSearchResponse } | { invalid: string } | { failed: string };

/** A search that came to no answer: the rule broken, or a failure. */
export type SearchRefusal = Exclude<SearchOutcome, { response: DomainSearchResponse }>;

/** Results as plain HTML in the frame's section (no script, no inline style); links as the browser's router has them. */
const section = (children: ReactNode) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <section className="search-results">{children}</section>
    </MemoryRouter>,
  );

/** A failed search: the dialog's failure, with Try again as a link to the same search. */
function Failure({
  term,
  message,
  words,
  extensions,
}: {
  term: string;
  message: string;
  words: SearchPageWords;
  extensions: readonly string[];
}) {
  return (
    <SearchFailure
      message={message}
      alternatives={otherExtensions(term, extensions)}
      words={words}
      icon={<Glyph name="info" size={20} />}
      retry={<a href={searchFor(term)}>{words.retry}</a>}
    />
  );
}

/**
 * A search's results as the dialog shows them, without what needs its script (the sort control, the cart buttons);
 * with an order hand-off, each available domain links to the order system instead of a cart.
 * `extensions`: those the search takes, in the price list's order; a failure offers the first few others.
 */
export function resultsHtml(
  term: string,
  outcome: SearchOutcome,
  words: SearchPageWords,
  extensions: readonly string[] = [],
): string {
  return section(
    <>
      <ResultsTitle term={term} words={words} />
      {'failed' in outcome ? (
        <Failure term={term} message={outcome.failed} words={words} extensions={extensions} />
      ) : 'invalid' in outcome ? (
        <Refusal>{outcome.invalid}</Refusal>
      ) : (
        outcome.response.results[0] && (
          <SearchAnswerView
            searched={outcome.response.results[0]}
            suggestions={outcome.response.suggestions}
            demo={outcome.response.demo}
            words={words}
            action={actionOf(words)}
          />
        )
      )}
    </>,
  );
}

/** A bulk search refused as a whole (too many names, or a failure), as the bulk search's script says it. */
export const messageHtml = (outcome: SearchRefusal, words: SearchPageWords) =>
  section(<BulkRefusal message={'invalid' in outcome ? outcome.invalid : outcome.failed} words={words} />);

/**
 * A bulk search's answers without JavaScript: each name in the order typed, refused or with its status; `demo`: the
 * server made them up (DOMAIN_PROVIDERS=demo).
 */
export function bulkResultsHtml(
  names: BulkName[],
  results: ReadonlyMap<string, DomainResult>,
  words: SearchPageWords,
  demo = false,
): string {
  return section(
    <BulkAnswerView
      names={names}
      results={Object.fromEntries(results)}
      demo={demo}
      words={words}
      action={actionOf(words)}
    />,
  );
}

/** The page split where `marker` stands (before it, after it); null when there is no marker. */
export function pageParts(html: string, marker: string): [string, string] | null {
  const at = html.indexOf(marker);
  return at < 0 ? null : [html.slice(0, at), html.slice(at + marker.length)];
}
