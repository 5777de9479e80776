import pLimit from 'p-limit';
import {
  MAX_BULK_NAMES,
  type BulkName,
  type BulkStreamEvent,
  type DomainResult,
  type UnknownReason,
} from '../../features/domain-search/contract.ts';
import { DomainInputError } from '../../features/domain-search/normalize.ts';
import { afterAnswers } from './after-answers.ts';
import { inCompletionOrder } from './completion-order.ts';
import { DEFAULT_DEADLINE_MS, DeadlineExceeded, limited, searchScope } from './deadline.ts';
import { parseTerm, toDomainResult, type SearchOptions } from './search.ts';
import { skippedSummary } from './skipped.ts';

/** Checks one bulk search runs at once, whatever the number of names */
export const BULK_CONCURRENCY = 8;
export const TOO_MANY_NAMES = `Enter at most ${MAX_BULK_NAMES} domain names.`;
/**
 * Between names: commas, semicolons and line breaks. Spaces and tabs are not, since the spec's normaliser removes
 * whitespace inside a name ("my site.com" is mysite.com).
 */
const SEPARATORS = /[,;\r\n]+/;

/**
 * The names of a bulk search in the order typed: blank entries dropped, each through the search's own rules (a
 * domain, or the spec's message), a repeated domain kept once. Throws DomainInputError(TOO_MANY_NAMES) past
 * MAX_BULK_NAMES distinct names. The raw query needs no cap of its own: Node refuses request lines over 16 KB.
 */
export function parseBulkNames(query: string, extensions: readonly string[]): BulkName[] {
  const names: BulkName[] = [];
  const seen = new Set<string>();
  for (const part of query.split(SEPARATORS)) {
    const input = part.trim();
    let name: BulkName | undefined;
    try {
      const domain = parseTerm(input, extensions);
      if (domain) name = { input, domain: domain.domain };
    } catch (error) {
      if (!(error instanceof DomainInputError)) throw error;
      name = { input, error: error.message };
    }
    const key = name?.domain ?? input.replace(/\s+/g, '').toLowerCase();
    if (!name || seen.has(key)) continue;
    if (names.length === MAX_BULK_NAMES) throw new DomainInputError(TOO_MANY_NAMES);
    seen.add(key);
    names.push(name);
  }
  return names;
}

const unknown = (domain: string, price: number, reason: UnknownReason): DomainResult => ({
  domain,
  available: false,
  status: 'unknown',
  price,
  currency: 'USD',
  reason,
});

/** A check that ran out of time (the search's deadline, or a provider's own time-out), or one every provider failed. */
const reasonOf = (error: Error): UnknownReason =>
  error instanceof DeadlineExceeded || error.name === 'TimeoutError' ? 'timeout' : 'unreachable';

/**
 * A bulk search as it arrives: `accepted` (every name, or nothing at all for a blank query), one `result` per valid
 * name as its check ends (status unknown when no provider could say by the deadline), then `done`. The first
 * `next()` throws DomainInputError(TOO_MANY_NAMES) before anything is checked.
 */
export async function* bulkSearch(
  query: string,
  {
    checker,
    extensions,
    deadlineMs = DEFAULT_DEADLINE_MS,
    signal,
    concurrency = BULK_CONCURRENCY,
    log = console,
  }: SearchOptions,
): AsyncGenerator<BulkStreamEvent, void, undefined> {
  const names = parseBulkNames(query, extensions);
  if (names.length === 0) return;
  const domains = names.flatMap((n) => (n.domain ? [n.domain] : []));
  const scope = searchScope(deadlineMs, signal);
  // The results wait on scope.signal; the provider calls stop on `work`, right after the last line has gone.
  const work = afterAnswers(scope.signal);
  try {
    const pool = pLimit(concurrency);
    const checks = domains.map((d) => limited(pool, scope.signal, () => checker.check(d, work)));
    // A reader may stop after `accepted`; what it leaves unread must not count as unhandled.
    for (const check of checks) check.catch(() => {});
    yield { type: 'accepted', names };
    const failed: { domain: string; reason: string }[] = [];
    for await (const outcome of inCompletionOrder(checks)) {
      const domain = domains[outcome.index] as string;
      if (outcome.ok) yield { type: 'result', result: toDomainResult(outcome.value) };
      else {
        failed.push({ domain, reason: outcome.error.message });
        yield { type: 'result', result: unknown(domain, checker.priceOf(domain) ?? 0, reasonOf(outcome.error)) };
      }
    }
    if (failed.length && !signal?.aborted)
      log.warn(`bulk search: ${failed.length} of ${domains.length} names unknown: ${skippedSummary(failed)}`);
    yield { type: 'done' };
  } finally {
    scope.end();
  }
}
