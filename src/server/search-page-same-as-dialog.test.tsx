// @vitest-environment jsdom
// One search, two renderings: the results dialog (and the bulk search's answers) in the browser, and the server's
// /domains?q= (and ?names=) page without JavaScript. From one fixture each, a visitor reads the same words on both:
// the domains, their status, price and period, why one could not be checked, the demo note and the headings. Only
// what needs the script is left out of the comparison: the cart buttons and the sort control (the server has
// neither).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import domains from 'virtual:content/domains';
import domainsPage from 'virtual:content/doc/page/domains';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dollars, renderRouted, sectionOf } from '../../tests/helpers/page-sections.tsx';
import { domainErrors } from '../../tests/spec.ts';
import type {
  BulkName,
  BulkStreamEvent,
  DomainResult,
  DomainSearchResponse,
} from '../features/domain-search/contract.ts';
import { DomainResultsDialog } from '../features/domain-search/DomainResultsDialog.tsx';
import BulkSearchSection from '../sections/bulk-search/BulkSearchSection.tsx';
import { pageWords } from './page-words.ts';
import { bulkResultsHtml, resultsHtml, type SearchOutcome } from './search-page.tsx';
import { withModalDialogs } from '../../tests/helpers/modal-dialogs.ts';

const extensions = Object.keys(domains.searchPrices);
const result = (domain: string, status: DomainResult['status'], extra: Partial<DomainResult> = {}): DomainResult => ({
  domain,
  status,
  available: status === 'available',
  price: 1299,
  currency: 'USD',
  ...extra,
});
const suggestions = [
  { domain: 'brand.net', price: 1499, currency: 'USD' as const },
  { domain: 'brand.io', price: 3999, currency: 'USD' as const },
  { domain: 'mybrand.com', price: 1299, currency: 'USD' as const },
];
/** Searches that end in every way the results show: each status, a reason, alternatives or none, demo data. */
const searches: { name: string; response: DomainSearchResponse }[] = [
  {
    name: 'an available domain with alternatives, as demo data',
    response: {
      searchedDomain: 'brand.com',
      results: [result('brand.com', 'available')],
      suggestions,
      demo: true,
    },
  },
  {
    name: 'a taken domain with alternatives',
    response: { searchedDomain: 'brand.com', results: [result('brand.com', 'taken')], suggestions },
  },
  {
    name: 'a domain no provider could check, with its reason, and no alternative',
    response: {
      searchedDomain: 'brand.com',
      results: [result('brand.com', 'unknown', { available: false, reason: 'unreachable' })],
      suggestions: [],
      demo: true,
    },
  },
];

/** The text a visitor reads in an element, whitespace collapsed, without the parts that need the script. */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const cart of copy.querySelectorAll('.domain-action')) cart.remove();
  for (const select of copy.querySelectorAll('select')) (select.closest('label') ?? select).remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
/** The server's results as the page holds them. */
function serverText(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const section = holder.querySelector('section.search-results');
  if (!section) throw new Error('no results section in the server HTML');
  return visibleText(section);
}

withModalDialogs();
afterEach(() => vi.restoreAllMocks());

type Shown = Parameters<typeof DomainResultsDialog>[0]['state'];
function dialogText(state: Shown): string {
  const view = render(
    <MemoryRouter>
      <DomainResultsDialog state={state} onClose={() => {}} onRetry={() => {}} />
    </MemoryRouter>,
  );
  const text = visibleText(screen.getByRole('dialog'));
  view.unmount();
  return text;
}

describe('the search results, in the dialog and on the server’s page without JavaScript', () => {
  for (const { name, response } of searches)
    it(`read the same for ${name}`, () => {
      const term = response.searchedDomain;
      const searched = response.results[0]!;
      const outcome: SearchOutcome = { response };
      const server = serverText(resultsHtml(term, outcome, pageWords, extensions));
      const dialog = dialogText({
        status: 'results',
        term,
        searched,
        suggestions: response.suggestions,
        complete: true,
        skipped: 0,
        ...(response.demo && { demo: true }),
      });
      expect(server).toBe(dialog);
      // And they say what the visitor came for (so that neither side can drop a word the other drops too).
      const words = pageWords;
      expect(server).toContain(`${words.dialogTitle}: ${term}`);
      expect(server).toContain(words.resultTitle);
      expect(server).toContain(words.suggestionsTitle);
      expect(server).toContain(`${searched.domain}${words[searched.status]}`);
      if (searched.reason) expect(server).toContain(words.unknownReasons[searched.reason]);
      for (const s of response.suggestions) expect(server).toContain(s.domain);
      if (response.suggestions.length) expect(server).toContain(`${dollars(1499)}${words.perYear}`);
      else expect(server).toContain(words.empty);
      if (response.demo) expect(server).toContain(words.demoNote);
      else expect(server).not.toContain(words.demoNote);
    });

  it('read the same for a term that breaks a rule, and for a search no provider could answer', () => {
    const term = 'brand.com';
    const cases: [SearchOutcome, Shown][] = [
      [{ invalid: domainErrors.extension }, { status: 'error', term, message: domainErrors.extension, invalid: true }],
      [{ failed: 'Down' }, { status: 'error', term, message: 'Down', invalid: false }],
    ];
    for (const [outcome, state] of cases) {
      const server = serverText(resultsHtml(term, outcome, pageWords, extensions));
      expect(server).toBe(dialogText(state));
      expect(server).toContain('failed' in outcome ? `${pageWords.errorIntro} Down` : domainErrors.extension);
    }
  });
});

describe('a bulk search, in the bulk search box and on the server’s page without JavaScript', () => {
  const names: BulkName[] = [
    { input: 'one.com', domain: 'one.com' },
    { input: 'bad_name', error: domainErrors.invalid },
    { input: 'two.io', domain: 'two.io' },
    { input: 'three.net', domain: 'three.net' },
    { input: 'four.org', domain: 'four.org' },
    // No answer comes for this one before the search ends.
    { input: 'five.co', domain: 'five.co' },
  ];
  const results = [
    result('one.com', 'available'),
    result('two.io', 'taken'),
    result('three.net', 'unknown', { available: false, reason: 'unreachable' }),
    result('four.org', 'unknown', { available: false, reason: 'timeout' }),
  ];

  it('reads the same: every name in the order typed, refused or with its answer, and the demo note', async () => {
    const events: BulkStreamEvent[] = [
      { type: 'accepted', names, demo: true },
      ...results.map((r) => ({ type: 'result' as const, result: r })),
      { type: 'done' },
    ];
    const body = events.map((e) => `${JSON.stringify(e)}\n`).join('');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(body, { headers: { 'content-type': 'application/x-ndjson' } }),
    );
    const bulk = sectionOf(domainsPage, 'bulkSearch');
    const { container } = renderRouted(<BulkSearchSection section={bulk} />);
    await userEvent.type(screen.getByRole('textbox', { name: bulk.label }), names.map((n) => n.input).join(', '));
    await userEvent.click(screen.getByRole('button', { name: bulk.button }));
    const answers = container.querySelector('[aria-live="polite"][aria-busy]');
    if (!answers) throw new Error("no answers region in the bulk search's box");
    await waitFor(() => expect(answers.getAttribute('aria-busy')).toBe('false'));
    await waitFor(() => expect(answers.textContent).toContain('five.co'));

    const server = serverText(bulkResultsHtml(names, new Map(results.map((r) => [r.domain, r])), pageWords, true));
    expect(server).toBe(visibleText(answers));
    const words = pageWords;
    expect(server).toBe(
      [
        words.demoNote,
        `one.com${words.available}${dollars(1299)}${words.perYear}`,
        `bad_name${domainErrors.invalid}`,
        `two.io${words.taken}`,
        `three.net${words.unknown}${words.unknownReasons.unreachable}`,
        `four.org${words.unknown}${words.unknownReasons.timeout}`,
        `five.co${words.unknown}${words.unknownReasons.timeout}`,
      ].join(''),
    );
  });
});
