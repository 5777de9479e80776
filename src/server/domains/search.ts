import pLimit from 'p-limit';
import type { DomainResult, DomainSearchResponse, SearchStreamEvent } from '../../features/domain-search/contract.ts';
import { normalizeDomain, type Domain } from '../../features/domain-search/normalize.ts';
import { UNABLE, type AvailabilityChecker, type Logger } from './availability.ts';
import { inCompletionOrder } from './completion-order.ts';
import { afterAnswers } from './after-answers.ts';
import { abortable, DEFAULT_DEADLINE_MS, DeadlineExceeded, limited, searchScope } from './deadline.ts';
import { skippedSummary } from './skipped.ts';
import type { AvailabilityResult } from './types.ts';

/**
 * Suggestion checks one search runs at once: all fourteen in one round trip. What keeps providers from being flooded
 * is the bound per registry (registry-limit.ts), the back-off after a 429 and the deadline, not a slower search.
 */
export const SEARCH_CONCURRENCY = 14;

/** Alternatives: the base name on every other extension, then five variants (my-, -online, -web, get-, the-) on the searched one. */
export function suggestionCandidates({ name, extension }: Domain, extensions: readonly string[]): string[] {
  return [
    ...extensions.filter((e) => e !== extension).map((e) => `${name}.${e}`),
    ...[`my${name}`, `${name}online`, `${name}web`, `get${name}`, `the${name}`]
      .filter((n) => n.length <= 63)
      .map((n) => `${n}.${extension}`),
  ];
}

export interface SearchOptions {
  checker: AvailabilityChecker;
  extensions: readonly string[];
  /** The whole search answers within this (DOMAIN_SEARCH_DEADLINE_MS) */
  deadlineMs?: number;
  /** The visitor's request (Hono: c.req.raw.signal): when it aborts, so does every provider call of the search */
  signal?: AbortSignal;
  /** Suggestion checks run at once */
  concurrency?: number;
  log?: Logger;
}

export const toDomainResult = ({ domain, available, price, currency }: AvailabilityResult): DomainResult => ({
  domain,
  available,
  status: available ? 'available' : 'taken',
  price,
  currency,
});

/** The term as the API accepts it: null when blank; throws DomainInputError with the spec's message otherwise. */
export function parseTerm(term: string, extensions: readonly string[]): Domain | null {
  return normalizeDomain(term, extensions);
}

/**
 * One search as it arrives: `searched` once the searched domain is known, each available suggestion as its check
 * ends, then `done`, all within the deadline. Nothing for a blank term. The first `next()` throws DomainInputError
 * for bad input and Error(UNABLE) when no provider could check the searched domain in time, so a caller can still
 * answer with an error status before sending anything.
 */
export async function* searchStream(
  term: string,
  {
    checker,
    extensions,
    deadlineMs = DEFAULT_DEADLINE_MS,
    signal,
    concurrency = SEARCH_CONCURRENCY,
    log = console,
  }: SearchOptions,
): AsyncGenerator<SearchStreamEvent, void, undefined> {
  const domain = parseTerm(term, extensions);
  if (!domain) return;
  const scope = searchScope(deadlineMs, signal);
  // The search waits on scope.signal; its provider calls stop on `work`, right after the answer has gone.
  const work = afterAnswers(scope.signal);
  try {
    // Asked before the suggestions so that it is first in every queue (the pool, a registry's limit).
    const searched = abortable(checker.check(domain.domain, work), scope.signal);
    const pool = pLimit(concurrency);
    const candidates = suggestionCandidates(domain, extensions);
    const checks = candidates.map((c) => limited(pool, scope.signal, () => checker.check(c, work)));
    // Read below, unless the searched domain fails first: then they are dropped, and must not count as unhandled.
    for (const check of checks) check.catch(() => {});
    let result: AvailabilityResult;
    try {
      result = await searched;
    } catch (error) {
      // Each provider's failure is logged as it happens; running out of time is the search's own to report.
      if (!(error instanceof DeadlineExceeded)) throw error;
      log.warn(`search ${domain.domain}: ${UNABLE} (${error.message})`);
      throw new Error(UNABLE, { cause: error });
    }
    yield { type: 'searched', searchedDomain: domain.domain, result: toDomainResult(result) };

    const skipped: { domain: string; reason: string }[] = [];
    for await (const outcome of inCompletionOrder(checks)) {
      if (!outcome.ok) skipped.push({ domain: candidates[outcome.index] as string, reason: outcome.error.message });
      else if (outcome.value.available) {
        const { domain: d, price, currency } = outcome.value;
        yield { type: 'suggestion', suggestion: { domain: d, price, currency } };
      }
    }
    // A visitor who left needs no account of what was skipped.
    if (skipped.length && !signal?.aborted)
      log.warn(
        `search ${domain.domain}: skipped ${skipped.length} of ${candidates.length} suggestions: ${skippedSummary(skipped)}`,
      );
    yield { type: 'done', checked: candidates.length - skipped.length, skipped: skipped.length };
  } finally {
    scope.end();
  }
}

/**
 * The whole search at once, within the deadline: null for a blank term; throws DomainInputError for bad input and
 * Error(UNABLE) when the searched domain cannot be checked. Suggestions keep the order of suggestionCandidates.
 */
export async function searchDomains(term: string, options: SearchOptions): Promise<DomainSearchResponse | null> {
  let response: DomainSearchResponse | null = null;
  for await (const event of searchStream(term, options)) {
    if (event.type === 'searched')
      response = { searchedDomain: event.searchedDomain, results: [event.result], suggestions: [] };
    else if (event.type === 'suggestion') response?.suggestions.push(event.suggestion);
  }
  if (!response) return null;
  const order = suggestionCandidates(
    parseTerm(response.searchedDomain, options.extensions) as Domain,
    options.extensions,
  );
  response.suggestions.sort((a, b) => order.indexOf(a.domain) - order.indexOf(b.domain));
  return response;
}
