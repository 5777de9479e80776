import { SEARCH_ENDPOINT, type DomainSearchResponse } from './contract';

/** Asks our own API (never a provider: their keys stay on the server). Rejects with the API's error text. */
export async function fetchDomainSearch(domain: string, signal?: AbortSignal): Promise<DomainSearchResponse> {
  const response = await fetch(`${SEARCH_ENDPOINT}?q=${encodeURIComponent(domain)}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  const body = (await response.json().catch(() => null)) as (DomainSearchResponse & { error?: string }) | null;
  if (!response.ok || !body) throw new Error(body?.error ?? 'Network response was not ok');
  return body;
}
