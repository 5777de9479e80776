// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../tests/helpers/page-sections.tsx';
import { SEARCH_DOMAINS, domainErrors } from '../../../tests/spec.ts';
import { SEARCH_STREAM_ENDPOINT, type SearchStreamEvent } from './contract.ts';
import { DomainSearchForm } from './DomainSearchForm.tsx';
import { SearchFromAddress } from './SearchFromAddress.tsx';
import { closeSearch } from './search-store.ts';
import { withModalDialogs } from '../../../tests/helpers/modal-dialogs.ts';

const copy = site.domainSearch;
// The form's own words come from the page that holds it; these are the test's.
const formCopy = { label: 'Domain name', placeholder: 'Find your domain', button: SEARCH_DOMAINS };
const failure = 'Unable to check domain availability';
const found: SearchStreamEvent[] = [
  {
    type: 'searched',
    searchedDomain: 'brand.com',
    result: { domain: 'brand.com', available: true, status: 'available', price: 1299, currency: 'USD' },
  },
  { type: 'suggestion', suggestion: { domain: 'brand.net', price: 1499, currency: 'USD' } },
  { type: 'done', checked: 1, skipped: 0 },
];
const stream = (events: SearchStreamEvent[]) =>
  new Response(events.map((e) => `${JSON.stringify(e)}\n`).join(''), {
    headers: { 'content-type': 'application/x-ndjson' },
  });
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

withModalDialogs();
afterEach(() => {
  act(() => closeSearch());
  vi.restoreAllMocks();
});

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}
/** The form on a page, with the layout's results dialog and the page's address. */
const page = (at = '/') =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <DomainSearchForm copy={formCopy} />
      <SearchFromAddress />
      <Address />
    </MemoryRouter>,
  );

describe('DomainSearchForm', () => {
  it('is a GET form to /domains?q= before its script runs', () => {
    page();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/domains');
    expect(screen.getByRole('textbox', { name: formCopy.label })).toHaveAttribute('name', 'q');
  });

  it('searches on the page, puts the domain in the address, and closing takes it out again', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(stream(found));
    page('/hosting');
    await userEvent.type(screen.getByRole('textbox', { name: formCopy.label }), ' Brand {Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByTestId('address')).toHaveTextContent('/hosting?q=brand.com');
    expect(await within(dialog).findByRole('button', { name: `${copy.register} brand.net` })).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`${SEARCH_STREAM_ENDPOINT}?q=brand.com`);
    await userEvent.click(within(dialog).getByRole('button', { name: copy.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/hosting$/);
    expect(screen.getByRole('textbox', { name: formCopy.label })).toHaveValue('brand.com');
  });

  it('runs the search a page is opened with (?q=) and shows its term in the box', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(stream(found));
    page('/domains?q=brand.com');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: `${copy.register} brand.net` })).toBeInTheDocument();
  });

  it('runs the same search again from the Retry button after a failure', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(answer(503, { error: failure }))
      .mockResolvedValueOnce(stream(found));
    page();
    await userEvent.type(screen.getByRole('textbox', { name: formCopy.label }), 'Brand{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`${copy.errorIntro} ${failure}`);
    await userEvent.click(within(dialog).getByRole('button', { name: copy.retry }));
    expect(await within(dialog).findByRole('button', { name: `${copy.register} brand.net` })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
    const [first, second] = fetch.mock.calls.map(([url]) => String(url));
    expect(second).toBe(first);
  });

  it('marks the input invalid and shows the rule it breaks beside an icon (SPEC §5), asking nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    page();
    const input = screen.getByRole('textbox', { name: formCopy.label });
    await userEvent.type(input, 'example.xyz{Enter}');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(domainErrors.extension);
    expect(screen.getByRole('alert').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/);
  });
});
