// /domains?q=<term> without JavaScript: the search forms are GET forms to /domains, so the server answers with the
// domain page, its search box holding the term, and the results (or the reason there are none) inside the
// <noscript> the form leaves for them. A browser running scripts ignores that block and searches itself.
import { formatCents } from '../ui/format';
import { escapeHtml } from '../content/escape-html';
import { withValue } from './html-text';
import { failureHtml } from './search-failure';
import type { FailureWords } from '../features/domain-search/SearchFailure';
import type {
  BulkName,
  DomainResult,
  DomainSearchResponse,
  DomainStatus,
  UnknownReason,
} from '../features/domain-search/contract';

export const RESULTS_MARKER = '<noscript data-search-results=""></noscript>';
export const BULK_MARKER = '<noscript data-bulk-results=""></noscript>';

export interface SearchPageWords {
  dialogTitle: string;
  resultTitle: string;
  suggestionsTitle: string;
  available: string;
  taken: string;
  unknown: string;
  unknownReasons: Record<UnknownReason, string>;
  perYear: string;
  errorIntro: string;
  empty: string;
  retry: string;
  /** Above answers the server made up (DOMAIN_PROVIDERS=demo) */
  demoNote: string;
  failure: FailureWords['failure'];
}

/** What a search for the page came to: the response, a rule the term breaks, or a failure. */
export type SearchOutcome = { response: DomainSearchResponse } | { invalid: string } | { failed: string };

function row(domain: string, status: DomainStatus, price: number, words: SearchPageWords, reason?: UnknownReason) {
  const cost = status === 'available' ? `<span>${formatCents(price)}${escapeHtml(words.perYear)}</span>` : '';
  const why = status === 'unknown' && reason ? `<small>${escapeHtml(words.unknownReasons[reason])}</small>` : '';
  return `<li data-status="${status}"><strong>${escapeHtml(domain)}</strong><span>${escapeHtml(words[status])}</span>${cost}${why}</li>`;
}

/** The results as plain HTML (no script, no inline style: the page's stylesheet has rules for .search-results). */
export function resultsHtml(
  term: string,
  outcome: SearchOutcome,
  words: SearchPageWords,
  extensions: readonly string[] = [],
): string {
  const title = `<h2>${escapeHtml(`${words.dialogTitle}: ${term}`)}</h2>`;
  if ('failed' in outcome)
    return `<section class="search-results">${title}${failureHtml(term, outcome.failed, words, extensions)}</section>`;
  if (!('response' in outcome)) return `<section class="search-results">${title}${alertHtml(outcome, words)}</section>`;
  const { results, suggestions, demo } = outcome.response;
  const searched = results[0];
  const alternatives = suggestions.length
    ? `<ul>${suggestions.map((s) => row(s.domain, 'available', s.price, words)).join('')}</ul>`
    : searched && searched.status !== 'available'
      ? `<p>${escapeHtml(words.empty)}</p>`
      : '';
  return [
    '<section class="search-results">',
    title,
    demo ? demoNoteHtml(words) : '',
    `<h3>${escapeHtml(words.resultTitle)}</h3>`,
    searched ? `<ul>${row(searched.domain, searched.status, searched.price, words)}</ul>` : '',
    `<h3>${escapeHtml(words.suggestionsTitle)}</h3>`,
    alternatives,
    '</section>',
  ].join('');
}

/** A search that came to no answer: the rule broken, or a failure after the error words. */
export type SearchRefusal = Exclude<SearchOutcome, { response: DomainSearchResponse }>;

function alertHtml(outcome: SearchRefusal, words: SearchPageWords): string {
  const text = 'invalid' in outcome ? outcome.invalid : `${words.errorIntro} ${outcome.failed}`;
  return `<p role="alert">${escapeHtml(text)}</p>`;
}

/** A message in place of results (a bulk search refused as a whole). */
export const messageHtml = (outcome: SearchRefusal, words: SearchPageWords) =>
  `<section class="search-results">${alertHtml(outcome, words)}</section>`;

const demoNoteHtml = (words: SearchPageWords) => `<p class="demo-note">${escapeHtml(words.demoNote)}</p>`;

/**
 * A bulk search's answers without JavaScript: each name in the order typed, refused or with its status; `demo`: the
 * server made them up (DOMAIN_PROVIDERS=demo).
 */
export function bulkResultsHtml(
  names: BulkName[],
  results: Map<string, DomainResult>,
  words: SearchPageWords,
  demo = false,
): string {
  const rows = names.map((n) => {
    if (n.error)
      return `<li data-status="invalid"><strong>${escapeHtml(n.input)}</strong><span>${escapeHtml(n.error)}</span></li>`;
    const domain = n.domain ?? n.input;
    const result = results.get(domain);
    return row(domain, result?.status ?? 'unknown', result?.price ?? 0, words, result ? result.reason : 'timeout');
  });
  return `<section class="search-results">${demo ? demoNoteHtml(words) : ''}<ul>${rows.join('')}</ul></section>`;
}

/** The page split where `marker` stands, `fill` applied to what comes before it; null when there is no marker. */
export function pageParts(html: string, marker: string, fill: (before: string) => string): [string, string] | null {
  const at = html.indexOf(marker);
  return at < 0 ? null : [fill(html.slice(0, at)), html.slice(at + marker.length)];
}

/** The first box named q holding the term. */
export const fillSearchBox = (term: string) => (html: string) =>
  html.replace(/<input\b[^>]*\sname="q"[^>]*>/, (tag) => withValue(tag, term));

/** The bulk search's box (the textarea named names) holding what was sent. */
export const fillBulkBox = (names: string) => (html: string) =>
  html.replace(
    /(<textarea\b[^>]*\sname="names"[^>]*>)[\s\S]*?(<\/textarea>)/,
    (_whole, open: string, close: string) => `${open}${escapeHtml(names)}${close}`,
  );
