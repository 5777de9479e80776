// GET /domains?q=<term> or ?names=<names> without JavaScript: the domain page rendered with its box holding what was
// sent (page-render.ts), then the results once the search (bounded by its deadline) is done. The top of the page goes
// out at once, uncompressed (no-transform) so that nothing holds it back; a visitor who leaves aborts the search.
import type { Context, Next } from 'hono';
import {
  BULK_PARAM,
  SEARCH_FORMS,
  SEARCH_PAGE,
  SEARCH_PARAM,
  type BulkStreamEvent,
  type DomainResult,
  type DomainSearchResponse,
  type BulkName,
} from '../features/domain-search/contract.ts';
import { DomainInputError } from '../features/domain-search/normalize.ts';
import {
  BULK_MARKER,
  RESULTS_MARKER,
  bulkResultsHtml,
  messageHtml,
  pageParts,
  resultsHtml,
  type SearchOutcome,
  type SearchRefusal,
  type SearchPageWords,
} from './search-page.tsx';
import type { RenderPage } from './page-render.ts';

/** Longest raw text read from the address; the search has its own limits. */
const MAX_PARAM = 2000;

export interface SearchPageOptions {
  /** Renders the domain page with its search box holding what was sent */
  renderPage: RenderPage;
  words: SearchPageWords;
  /** The extensions the search takes: a failed search offers the name with a few others */
  extensions: readonly string[];
  /** One search: null for a blank term; throws DomainInputError or the failure */
  search: (term: string, signal: AbortSignal) => Promise<DomainSearchResponse | null>;
  /** One bulk search; its first step throws DomainInputError for too many names */
  bulk: (names: string, signal: AbortSignal) => AsyncIterable<BulkStreamEvent>;
}

const outcomeOf = (error: unknown): SearchRefusal =>
  error instanceof DomainInputError ? { invalid: error.message } : { failed: (error as Error).message };

async function searchResults(term: string, signal: AbortSignal, { search, words, extensions }: SearchPageOptions) {
  const outcome = await search(term, signal).then(
    (response): SearchOutcome => (response ? { response } : { invalid: '' }),
    outcomeOf,
  );
  return resultsHtml(term, outcome, words, extensions);
}

async function bulkResults(names: string, signal: AbortSignal, { bulk, words }: SearchPageOptions) {
  let accepted: BulkName[] = [];
  let demo = false;
  const results = new Map<string, DomainResult>();
  try {
    for await (const event of bulk(names, signal)) {
      if (event.type === 'accepted') {
        accepted = event.names;
        demo = event.demo === true;
      } else if (event.type === 'result') results.set(event.result.domain, event.result);
    }
  } catch (error) {
    return messageHtml(outcomeOf(error), words);
  }
  return bulkResultsHtml(accepted, results, words, demo);
}

export function searchPage(options: SearchPageOptions) {
  return async (c: Context, next: Next) => {
    // The box shows what was sent as it was; the search takes it trimmed, and no longer than it reads.
    const sentTerm = c.req.query(SEARCH_PARAM);
    const sentNames = c.req.query(BULK_PARAM);
    const term = sentTerm?.slice(0, MAX_PARAM).trim();
    const names = sentNames?.slice(0, MAX_PARAM);
    if (!term && !names?.trim()) return next();
    const page = await options.renderPage(
      SEARCH_PAGE,
      term
        ? { form: SEARCH_FORMS.search, values: { [SEARCH_PARAM]: sentTerm ?? '' } }
        : { form: SEARCH_FORMS.bulk, values: { [BULK_PARAM]: sentNames ?? '' } },
    );
    const parts = page.status === 200 ? pageParts(page.html, term ? RESULTS_MARKER : BULK_MARKER) : null;
    if (!parts) return next();
    const signal = c.req.raw.signal;
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(parts[0]));
        const results = term
          ? await searchResults(term, signal, options)
          : await bulkResults(names ?? '', signal, options);
        const marker = term ? 'data-search-results' : 'data-bulk-results';
        controller.enqueue(encoder.encode(`<noscript ${marker}="">${results}</noscript>${parts[1]}`));
        controller.close();
      },
    });
    return c.body(body, 200, {
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': 'no-store, no-transform',
      'Content-Security-Policy': page.policy,
    });
  };
}
