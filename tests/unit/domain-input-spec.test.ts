// Issue 41: every domain search term gets the answer SPEC §5 gives it, in the spec's order, however long or spaced.
// A reference written from SPEC §5 alone, line by line, is held against the browser's check (search-store.ts, what
// the search box does before sending) and the server's answer (GET /api/domains/search), with fast-check terms made
// from the spec's grammar: whitespace of every kind, case, "www.", several dots, unsupported extensions, up to 4 kB.
import fc from 'fast-check';
import domains from 'virtual:content/domains';
import { describe, expect, it } from 'vitest';
import type { DomainSearchResponse } from '../../src/features/domain-search/contract.ts';
import { checkTerm } from '../../src/features/domain-search/search-store.ts';
import { domainApi, EMPTY } from '../../src/server/domains/api.ts';
import type { AvailabilityChecker } from '../../src/server/domains/availability.ts';
import { domainErrors } from '../spec.ts';

/** The extensions the site sells: the spec's list, as the price list holds it. */
const supported = Object.keys(domains.searchPrices);

type Answer = { nothing: true } | { error: string } | { search: string };

/** SPEC §5 "Domain search input", one line at a time. */
function spec(input: string): Answer {
  // "Empty or whitespace-only input does nothing."
  if (input.trim() === '') return { nothing: true };
  // "Before sending, the term is trimmed, all whitespace is removed and it is lower-cased."
  let term = [...input.trim()]
    .filter((c) => !/\s/.test(c))
    .join('')
    .toLowerCase();
  // "A leading www. is removed."
  if (term.startsWith('www.')) term = term.slice('www.'.length);
  // "If there is no dot, .com is appended."
  if (!term.includes('.')) term += '.com';
  // "The extension must be one of com, net, org, io, us, uk, ca, co, biz, app; otherwise 'Domain extension not
  // supported'."
  const dot = term.lastIndexOf('.');
  const extension = term.slice(dot + 1);
  if (!supported.includes(extension)) return { error: domainErrors.extension };
  // "The name must be one label of 1-63 letters, digits or hyphens that neither starts nor ends with a hyphen, then
  // a dot, then a 2-6 letter extension; otherwise 'Invalid characters in domain name'."
  const label = term.slice(0, dot);
  const allowed = (c: string) => 'abcdefghijklmnopqrstuvwxyz0123456789-'.includes(c);
  const oneLabel =
    label.length >= 1 &&
    label.length <= 63 &&
    [...label].every(allowed) &&
    !label.startsWith('-') &&
    !label.endsWith('-');
  const letters = extension.length >= 2 && extension.length <= 6 && [...extension].every((c) => /[a-z]/.test(c));
  if (!oneLabel || !letters) return { error: domainErrors.invalid };
  return { search: term };
}

/** What the search box does with a term before sending it. */
function browser(input: string): Answer {
  const { domain, invalid } = checkTerm(input);
  if (invalid) return { error: invalid };
  return domain ? { search: domain } : { nothing: true };
}

// The server with a checker that answers at once: what is compared is how it takes the term, not the providers.
const checker: AvailabilityChecker = {
  check: async (domain) => ({ domain, available: true, price: 1299, currency: 'USD', provider: 'rdap' }),
  priceOf: () => 1299,
  providerCalls: 0,
};
const app = domainApi({ checker, extensions: supported, rateLimit: { limit: 1e9, windowMs: 60_000 }, log: console });
async function server(input: string): Promise<Answer> {
  const response = await app.request(`/search?q=${encodeURIComponent(input)}`);
  const body = (await response.json()) as Partial<DomainSearchResponse> & { error?: string };
  if (response.status === 200) return { search: body.searchedDomain ?? '' };
  // A blank term is refused by the API with its own words: the page never sends one (it does nothing).
  if (response.status === 400 && body.error === EMPTY) return { nothing: true };
  return { error: body.error ?? `status ${response.status}` };
}

// Whitespace of every kind JavaScript's \s knows, ASCII and Unicode.
const SPACES = [' ', '\t', '\n', '\r', '\v', '\f', '\u00a0', '\u1680', '\u2000', '\u2003', '\u2009', '\u200a'];
const SPACES_MORE = ['\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff'];
const space = fc.constantFrom(...SPACES, ...SPACES_MORE);
const spaces = (max: number) => fc.string({ unit: space, maxLength: max });
const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-'.split(''));
const odd = fc.constantFrom('_', 'é', 'Ä', 'İ', 'K', 'ß', '!', '/', '@', '…', '字', '\u0307');
const label = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: letter, minLength: 0, maxLength: 70 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.oneof(letter, odd), maxLength: 20 }) },
);
const extension = fc.oneof(
  fc.constantFrom(...supported),
  fc.constantFrom(...supported.map((e) => e.toUpperCase())),
  fc.constantFrom('xyz', 'dev', 'c0m', 'comm', 'a', '', 'info', 'co.uk', 'app1', 'toolongext'),
);
/** A term as a visitor might type it: maybe "www.", labels and dots, maybe an extension, spaces anywhere. */
const term = fc
  .record({
    www: fc.constantFrom('', 'www.', 'WWW.', 'Www.'),
    labels: fc.array(label, { minLength: 1, maxLength: 4 }),
    extension: fc.option(extension, { nil: undefined }),
    gaps: fc.array(spaces(3), { minLength: 8, maxLength: 8 }),
    pad: fc.tuple(spaces(40), spaces(40)),
    long: fc.nat({ max: 4000 }),
  })
  .map(({ www, labels, extension: ext, gaps, pad, long }) => {
    const bare = `${www}${labels.join('.')}${ext === undefined ? '' : `.${ext}`}`;
    // Spaces slipped in at a few places of the term, and around it, sometimes kilobytes of them.
    const chars = [...bare];
    gaps.forEach((gap, i) => chars.splice(Math.floor(((i + 1) * chars.length) / 9), 0, gap));
    const around = long > 3000 ? ' \u2003\t'.repeat(Math.floor(long / 3)) : '';
    return `${around}${pad[0]}${chars.join('')}${pad[1]}${around}`;
  });

describe('a domain search term, as SPEC §5 answers it', () => {
  it.each([
    // A long term of many dots whose last label is not sold: its extension is refused first.
    [`${'muc.6xp.wpd.wa1.'.repeat(5)}fab.b7r.c88`, { error: domainErrors.extension }],
    // Kilobytes of whitespace around a domain: the whitespace goes, and the domain is searched.
    [`${' '.repeat(2000)}example.com${'\t'.repeat(2005)}`, { search: 'example.com' }],
    // A long mixed term that normalises to a valid domain is searched, not refused.
    [`${'\u2003'.repeat(1500)}WWW.My\u00a0Site${'\n '.repeat(200)}.IO`, { search: 'mysite.io' }],
    ['my\u2003site.com', { search: 'mysite.com' }],
    ['www.', { error: domainErrors.invalid }],
  ])('%j', async (input, expected) => {
    expect(spec(input)).toEqual(expected);
    expect(browser(input)).toEqual(expected);
    expect(await server(input)).toEqual(expected);
  });

  it("the search box answers 10,000 terms as the spec's steps do", () => {
    fc.assert(
      fc.property(term, (input) => {
        expect(browser(input)).toEqual(spec(input));
      }),
      { numRuns: 10_000 },
    );
  });

  it("the server answers 10,000 terms as the spec's steps do", { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(term, async (input) => {
        expect(await server(input)).toEqual(spec(input));
      }),
      { numRuns: 10_000 },
    );
  });

  it('takes the spec steps in order on terms of every length, a megabyte included', async () => {
    const huge = `${' '.repeat(1_000_000)}Example.NET`;
    expect(browser(huge)).toEqual({ search: 'example.net' });
    expect(browser(`${'a'.repeat(1_000_000)}.xyz`)).toEqual({ error: domainErrors.extension });
    expect(browser(`${'a'.repeat(1_000_000)}.com`)).toEqual({ error: domainErrors.invalid });
  });
});
