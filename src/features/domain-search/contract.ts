// What the domain search API and the page agree on; the server imports this file and the normaliser, nothing else
// of the features.

/**
 * NDJSON (`application/x-ndjson`), the same search as it arrives. Bad input, a rate limit, or a searched domain no
 * provider could check answer like the JSON search, /api/domains/search (`{ error }` with 400, 429 or 503) before any line is sent; otherwise
 * 200 and one SearchStreamEvent a line: `searched` first, then `suggestion`s as they come, then `done`.
 */
export const SEARCH_STREAM_ENDPOINT = '/api/domains/search/stream';
/**
 * NDJSON, several names at once: `?q=` holds up to MAX_BULK_NAMES names separated by commas or new lines. More names
 * answer 400 `{ error }` before any line; otherwise 200 and BulkStreamEvents: `accepted` first, `result`s as they
 * come (in any order), then `done`.
 */
export const BULK_ENDPOINT = '/api/domains/bulk';
/** Most names one bulk search takes */
export const MAX_BULK_NAMES = 20;
/** The domain page's address: its search forms send `?q=<term>` here, and any page opened with `?q=` searches. */
export const SEARCH_PAGE = '/domains';
export const SEARCH_PARAM = 'q';
/** The id of the hero's search form: a domain's Register leads there when the site hands orders off (sections/order-hrefs.ts). */
export const SEARCH_ANCHOR = 'domain-search';
/** The bulk search's box: /domains?names=… is what its form sends before its script runs. */
export const BULK_PARAM = 'names';
/** The two search forms, as the server names them when it answers one sent without JavaScript (src/ui/sent-form.tsx) */
export const SEARCH_FORMS = { search: 'domain-search', bulk: 'bulk-search' } as const;

/** available or taken as a provider said; unknown when no provider could say in time. */
export type DomainStatus = 'available' | 'taken' | 'unknown';
/** Why a domain is unknown: no answer by the search's deadline, or every provider failed (unreachable, refused). */
export type UnknownReason = 'timeout' | 'unreachable';

export interface DomainResult {
  domain: string;
  /** true only when status is 'available' */
  available: boolean;
  status: DomainStatus;
  /** Yearly registration price in US cents */
  price: number;
  currency: 'USD';
  /** Only with status 'unknown', in a bulk search: why no provider could say */
  reason?: UnknownReason;
}

export interface DomainSuggestion {
  domain: string;
  price: number;
  currency: 'USD';
}

/** The searched domain, then its available alternatives; prices in US cents per year. */
export interface DomainSearchResponse {
  searchedDomain: string;
  /** The searched domain first */
  results: DomainResult[];
  /** Available alternatives only */
  suggestions: DomainSuggestion[];
  /** Made-up answers (the server runs with DOMAIN_PROVIDERS=demo): no registry was asked */
  demo?: true;
}

export type SearchStreamEvent =
  /** demo: as DomainSearchResponse's */
  | { type: 'searched'; searchedDomain: string; result: DomainResult; demo?: true }
  | { type: 'suggestion'; suggestion: DomainSuggestion }
  /** checked: suggestions a provider answered for; skipped: failed or not checked before the deadline */
  | { type: 'done'; checked: number; skipped: number };

/** One name of a bulk search as typed, and the domain it normalises to or the spec's message for it. */
export interface BulkName {
  input: string;
  domain?: string;
  error?: string;
}

export type BulkStreamEvent =
  /** Every name, in the order typed (blank entries dropped, repeats of a domain kept once) */
  /** demo: as DomainSearchResponse's */
  { type: 'accepted'; names: BulkName[]; demo?: true } | { type: 'result'; result: DomainResult } | { type: 'done' };
