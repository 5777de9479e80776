// What the domain search API and the page agree on; the server imports this file and the normaliser, nothing else
// of the features.

export const SEARCH_ENDPOINT = '/api/domains/search';

/** The searched domain, then its available alternatives; prices in US cents per year. */
export interface DomainSearchResponse {
  searchedDomain: string;
  /** The searched domain first */
  results: { domain: string; available: boolean; price: number; currency: 'USD' }[];
  /** Available alternatives only */
  suggestions: { domain: string; price: number; currency: 'USD' }[];
}
