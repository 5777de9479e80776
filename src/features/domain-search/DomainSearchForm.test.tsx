// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { site } from '../../../tests/helpers/page-sections';
import { SEARCH_DOMAINS, domainErrors } from '../../../tests/spec';
import type { DomainSearchResponse } from './contract';
import { DomainSearchForm } from './DomainSearchForm';

const copy = site.domainSearch;
// The form's own words come from the page that holds it; these are the test's.
const formCopy = { label: 'Domain name', placeholder: 'Find your domain', button: SEARCH_DOMAINS };
const failure = 'Unable to check domain availability';
const found: DomainSearchResponse = {
  searchedDomain: 'brand.com',
  results: [{ domain: 'brand.com', available: true, price: 1299, currency: 'USD' }],
  suggestions: [{ domain: 'brand.net', price: 1499, currency: 'USD' }],
};
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const dialogProto = HTMLDialogElement.prototype as Partial<Pick<HTMLDialogElement, 'showModal' | 'close'>>;
beforeAll(() => {
  dialogProto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialogProto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterAll(() => {
  delete dialogProto.showModal;
  delete dialogProto.close;
});
afterEach(() => vi.restoreAllMocks());

describe('DomainSearchForm', () => {
  it('runs the same search again from the Retry button after a failure', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(answer(503, { error: failure }))
      .mockResolvedValueOnce(answer(200, found));
    render(<DomainSearchForm copy={formCopy} />);
    await userEvent.type(screen.getByRole('textbox', { name: formCopy.label }), 'Brand{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`${copy.errorIntro} ${failure}`);
    await userEvent.click(within(dialog).getByRole('button', { name: copy.retry }));
    expect(await within(dialog).findByRole('button', { name: `${copy.register} brand.net` })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
    const [first, second] = fetch.mock.calls.map(([url]) => String(url));
    expect(second).toBe(first);
    expect(first).toContain(`q=${encodeURIComponent('brand.com')}`);
  });

  it('marks the input invalid and shows the rule it breaks beside an icon (SPEC §5)', async () => {
    render(<DomainSearchForm copy={formCopy} />);
    const input = screen.getByRole('textbox', { name: formCopy.label });
    await userEvent.type(input, 'example.xyz{Enter}');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(domainErrors.extension);
    expect(screen.getByRole('alert').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
