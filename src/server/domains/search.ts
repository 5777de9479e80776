import pLimit from 'p-limit';
import type { DomainSearchResponse } from '../../features/domain-search/contract';
import { normalizeDomain, type Domain } from '../../features/domain-search/normalize';
import type { AvailabilityChecker, Logger } from './availability';

/** Alternatives: the base name on every other extension, then five variants (my-, -online, -web, get-, the-) on the searched one. */
export function suggestionCandidates({ name, extension }: Domain, extensions: readonly string[]): string[] {
  return [
    ...extensions.filter((e) => e !== extension).map((e) => `${name}.${e}`),
    ...[`my${name}`, `${name}online`, `${name}web`, `get${name}`, `the${name}`]
      .filter((n) => n.length <= 63)
      .map((n) => `${n}.${extension}`),
  ];
}

interface SearchOptions {
  checker: AvailabilityChecker;
  extensions: readonly string[];
  /** How many suggestion checks run at once */
  concurrency?: number;
  log?: Logger;
}

/** Throws DomainInputError for bad input and Error(UNABLE) when the searched domain cannot be checked. */
export async function searchDomains(
  term: string,
  { checker, extensions, concurrency = 8, log = console }: SearchOptions,
): Promise<DomainSearchResponse | null> {
  const domain = normalizeDomain(term, extensions);
  if (!domain) return null;
  const limit = pLimit(concurrency);
  const candidates = suggestionCandidates(domain, extensions);
  // The searched domain and every suggestion start together; the pool bounds how many run at once.
  const suggestionChecks = candidates.map((candidate) =>
    limit(() => checker.check(candidate)).catch((error: Error) => {
      log.warn(`suggestion ${candidate} skipped: ${error.message}`);
      return undefined;
    }),
  );
  const searched = await checker.check(domain.domain);
  const suggestions = (await Promise.all(suggestionChecks)).filter((r) => r?.available);
  return {
    searchedDomain: domain.domain,
    results: [
      { domain: searched.domain, available: searched.available, price: searched.price, currency: searched.currency },
    ],
    suggestions: suggestions.map((r) => ({ domain: r!.domain, price: r!.price, currency: r!.currency })),
  };
}
