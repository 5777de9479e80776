export type ProviderName = 'whoapi' | 'resellerclub' | 'rdap';

/** What one provider says about one domain. */
export interface ProviderAnswer {
  available: boolean;
  /** WhoAPI reports how many requests the account has left */
  requestsRemaining?: number;
}

export interface Provider {
  name: ProviderName;
  /** Resolves with the answer, or rejects with an Error whose message is the SPEC §8 reason. */
  check(domain: string, signal: AbortSignal): Promise<ProviderAnswer>;
}

/** SPEC §3 "Domain availability result". */
export interface AvailabilityResult extends ProviderAnswer {
  domain: string;
  /** Yearly registration price in US cents */
  price: number;
  currency: 'USD';
  provider: ProviderName;
}

export type Fetch = typeof fetch;
