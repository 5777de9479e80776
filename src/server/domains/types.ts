/** demo: made-up answers, only when DOMAIN_PROVIDERS=demo (demo.ts) */
export type ProviderName = 'whoapi' | 'resellerclub' | 'rdap' | 'demo';

/** What one provider says about one domain. */
export interface ProviderAnswer {
  available: boolean;
  /** WhoAPI reports how many requests the account has left */
  requestsRemaining?: number;
}

export interface Provider {
  name: ProviderName;
  /** Resolves with the answer, or rejects with an Error whose message says why ("WhoAPI error", "ResellerClub request failed: ..."). */
  check(domain: string, signal: AbortSignal): Promise<ProviderAnswer>;
  /**
   * Which of the provider's rate limits a check of this domain counts against: the RDAP registry's host, since each
   * registry limits on its own. Absent: one limit for the whole provider (an account's quota).
   */
  scope?(domain: string): string;
}

/** One domain's availability as the search reports it: the answer, its yearly price and who gave it. */
export interface AvailabilityResult extends ProviderAnswer {
  domain: string;
  /** Yearly registration price in US cents */
  price: number;
  currency: 'USD';
  provider: ProviderName;
}

export type Fetch = typeof fetch;
