// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dollars, site } from '../../../tests/helpers/page-sections.tsx';
import { SEARCHING_DOMAINS, domainErrors } from '../../../tests/spec.ts';
import { MemoryRouter } from 'react-router';
import domains from 'virtual:content/domains';
import { DomainResultsDialog } from './DomainResultsDialog.tsx';
import { withModalDialogs } from '../../../tests/helpers/modal-dialogs.ts';

const copy = site.domainSearch;
const yearly = (cents: number) => `${dollars(cents)}${site.ui.perYear}`;
const taken = {
  domain: 'brand.com',
  available: false,
  status: 'taken' as const,
  price: 1299,
  currency: 'USD' as const,
};
const suggestions = [
  { domain: 'brand.net', price: 1499, currency: 'USD' as const },
  { domain: 'mybrand.com', price: 1299, currency: 'USD' as const },
];

withModalDialogs();

type Shown = Parameters<typeof DomainResultsDialog>[0]['state'];
type Results = Extract<Shown, { status: 'results' }>;
/** The dialog showing a finished search (unless told otherwise) for brand.com. */
const results = (props: Partial<Results> = {}): Results => ({
  status: 'results',
  term: taken.domain,
  searched: taken,
  suggestions: [],
  complete: true,
  skipped: 0,
  ...props,
});
const show = (state: Shown) => {
  const handlers = { onClose: vi.fn(), onRetry: vi.fn() };
  // Under the page's router, as the layout renders it: its links are router links.
  const dialog = (shown: Shown) => (
    <MemoryRouter>
      <DomainResultsDialog state={shown} {...handlers} />
    </MemoryRouter>
  );
  const view = render(dialog(state));
  return {
    ...handlers,
    rerender: (next: Shown) => view.rerender(dialog(next)),
    dialog: screen.getByRole('dialog', { name: `${copy.dialogTitle}: ${taken.domain}` }),
  };
};
/** The row of a domain: it starts with the domain's name. */
const row = (dialog: HTMLElement, domain: string) => {
  const found = within(dialog)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(domain));
  if (!found) throw new Error(`no row for ${domain}`);
  return found;
};

describe('DomainResultsDialog', () => {
  it('opens on Close with the loading status while searching (SPEC §2)', () => {
    const { dialog } = show({ status: 'loading', term: taken.domain });
    expect(within(dialog).getByRole('status')).toHaveTextContent(SEARCHING_DOMAINS);
    expect(within(dialog).getByRole('button', { name: copy.close })).toHaveFocus();
    expect(within(dialog).queryByRole('list')).toBeNull();
  });

  it('shows a taken domain with its status only, and each alternative with status, yearly price and cart button', () => {
    const { dialog } = show(results({ suggestions }));
    const searched = row(dialog, taken.domain);
    expect(searched).toHaveTextContent(copy.taken);
    expect(searched).not.toHaveTextContent(yearly(taken.price));
    expect(searched).not.toHaveTextContent('$');
    expect(within(searched).queryByRole('button')).toBeNull();
    for (const s of suggestions) {
      const alternative = row(dialog, s.domain);
      expect(alternative).toHaveTextContent(copy.available);
      expect(alternative).toHaveTextContent(yearly(s.price));
      expect(within(alternative).getByRole('button', { name: `${copy.register} ${s.domain}` })).toBeInTheDocument();
    }
  });

  it('shows an available searched domain with its price', () => {
    const { dialog } = show(results({ searched: { ...taken, available: true, status: 'available' } }));
    expect(row(dialog, taken.domain)).toHaveTextContent(`${copy.available}${yearly(taken.price)}`);
    expect(within(dialog).queryByText(copy.empty)).toBeNull();
  });

  it('says so when the searched domain is taken and nothing else is available', () => {
    const { dialog } = show(results());
    expect(within(dialog).getByText(copy.empty)).toBeInTheDocument();
  });

  it('shows a domain no provider could check as unknown, without price or cart', () => {
    const { dialog } = show(results({ searched: { ...taken, status: 'unknown' } }));
    const searched = row(dialog, taken.domain);
    expect(searched).toHaveTextContent(copy.unknown);
    expect(within(searched).queryByRole('button')).toBeNull();
    expect(searched).not.toHaveTextContent('$');
  });

  it('says when the answers are demo data (DOMAIN_PROVIDERS=demo), and only then', () => {
    const { dialog, rerender } = show(results({ demo: true }));
    expect(within(dialog).getByText(copy.demoNote)).toBeVisible();
    rerender(results());
    expect(within(dialog).queryByText(copy.demoNote)).toBeNull();
  });

  it('adds alternatives as they arrive, says more are coming until the search is complete', () => {
    const first = suggestions.slice(0, 1);
    const { dialog, rerender } = show(results({ suggestions: first, complete: false }));
    expect(row(dialog, taken.domain)).toHaveTextContent(copy.taken);
    expect(within(dialog).getByRole('status')).toHaveTextContent(copy.checkingMore);
    expect(within(dialog).queryByText(copy.empty)).toBeNull();
    rerender(results({ suggestions, complete: true }));
    for (const s of suggestions) expect(row(dialog, s.domain)).toHaveTextContent(yearly(s.price));
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('sorts the alternatives by price or by extension, as the visitor chooses', async () => {
    const many = [
      { domain: 'brand.org', price: 1299, currency: 'USD' as const },
      { domain: 'brand.biz', price: 1599, currency: 'USD' as const },
      { domain: 'brand.uk', price: 899, currency: 'USD' as const },
    ];
    const { dialog } = show(results({ suggestions: many }));
    const order = () =>
      within(dialog)
        .getAllByRole('listitem')
        .slice(1)
        .map((li) => li.querySelector('strong')?.textContent);
    expect(order()).toEqual(many.map((s) => s.domain));
    const select = within(dialog).getByRole('combobox', { name: copy.sort.label });
    await userEvent.selectOptions(select, copy.sort.price);
    expect(order()).toEqual([...many].sort((a, b) => a.price - b.price).map((s) => s.domain));
    await userEvent.selectOptions(select, copy.sort.extension);
    expect(order()).toEqual(['brand.biz', 'brand.org', 'brand.uk']);
  });

  it('shows the failure text and a retry button that runs the search again, focus kept in the dialog', async () => {
    const error = 'Unable to check domain availability';
    const { dialog, onRetry } = show({ status: 'error', term: taken.domain, message: error, invalid: false });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`${copy.errorIntro} ${error}`);
    await userEvent.click(within(dialog).getByRole('button', { name: copy.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveFocus();
  });

  it('offers ways on after a failure: the name with other extensions, then the links of the content', () => {
    const { dialog } = show({ status: 'error', term: 'brand.com', message: 'Down', invalid: false });
    expect(within(dialog).getByRole('heading', { level: 3, name: copy.failure.title })).toBeInTheDocument();
    const others = Object.keys(domains.searchPrices)
      .filter((extension) => extension !== 'com')
      .slice(0, 3)
      .map((extension) => `brand.${extension}`);
    for (const domain of others)
      expect(within(dialog).getByRole('link', { name: domain })).toHaveAttribute('href', `/domains?q=${domain}`);
    expect(within(dialog).queryByRole('link', { name: 'brand.com' })).toBeNull();
    for (const link of copy.failure.links)
      expect(within(dialog).getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
  });

  it('shows a rule the term breaks without the failure text and without Retry', () => {
    const { dialog } = show({ status: 'error', term: taken.domain, message: domainErrors.extension, invalid: true });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(domainErrors.extension);
    expect(within(dialog).queryByRole('button', { name: copy.retry })).toBeNull();
    expect(within(dialog).queryByRole('heading', { level: 3, name: copy.failure.title })).toBeNull();
  });

  it('closes with its Close button, Escape or a click on the backdrop, not on a click inside', async () => {
    const { dialog, onClose } = show(results({ suggestions }));
    await userEvent.click(within(dialog).getByRole('button', { name: copy.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
    // What a browser does on Escape in a modal dialog (jsdom has no modal dialogs).
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(within(dialog).getByRole('heading', { level: 2 }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
