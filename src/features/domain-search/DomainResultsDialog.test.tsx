// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dollars, site } from '../../../tests/helpers/page-sections';
import { SEARCHING_DOMAINS } from '../../../tests/spec';
import { DomainResultsDialog } from './DomainResultsDialog';

const copy = site.domainSearch;
const yearly = (cents: number) => `${dollars(cents)}${site.ui.perYear}`;
const taken = { domain: 'brand.com', available: false, price: 1299, currency: 'USD' as const };
const suggestions = [
  { domain: 'brand.net', price: 1499, currency: 'USD' as const },
  { domain: 'mybrand.com', price: 1299, currency: 'USD' as const },
];

// jsdom has no modal dialogs: opening and closing set the attribute here.
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

type Props = Parameters<typeof DomainResultsDialog>[0];
const show = (props: Partial<Props> = {}) => {
  const handlers = { onClose: vi.fn(), onRetry: vi.fn() };
  render(
    <DomainResultsDialog
      searchTerm={taken.domain}
      results={[]}
      suggestions={[]}
      loading={false}
      error={null}
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, dialog: screen.getByRole('dialog', { name: `${copy.dialogTitle}: ${taken.domain}` }) };
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
    const { dialog } = show({ loading: true });
    expect(within(dialog).getByRole('status')).toHaveTextContent(SEARCHING_DOMAINS);
    expect(within(dialog).getByRole('button', { name: copy.close })).toHaveFocus();
    expect(within(dialog).queryByRole('list')).toBeNull();
  });

  it('shows a taken domain with its status only, and each alternative with status, yearly price and cart button', () => {
    const { dialog } = show({ results: [taken], suggestions });
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
    const { dialog } = show({ results: [{ ...taken, available: true }] });
    expect(row(dialog, taken.domain)).toHaveTextContent(`${copy.available}${yearly(taken.price)}`);
    expect(within(dialog).queryByText(copy.empty)).toBeNull();
  });

  it('says so when the searched domain is taken and nothing else is available', () => {
    const { dialog } = show({ results: [taken] });
    expect(within(dialog).getByText(copy.empty)).toBeInTheDocument();
  });

  it('shows the failure text and a retry button that runs the search again, focus kept in the dialog', async () => {
    const error = 'Unable to check domain availability';
    const { dialog, onRetry } = show({ error });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(`${copy.errorIntro} ${error}`);
    await userEvent.click(within(dialog).getByRole('button', { name: copy.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveFocus();
  });

  it('closes with its Close button, Escape or a click on the backdrop, not on a click inside', async () => {
    const { dialog, onClose } = show({ results: [taken], suggestions });
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
