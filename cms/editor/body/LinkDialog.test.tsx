// @vitest-environment jsdom
// The link dialog: a page of the site picked by its title from a searchable list, or an address typed; the link is
// written to the body with the page's address.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withModalDialogs } from '../../../tests/helpers/modal-dialogs.ts';
import type { SiteDocument } from '../site-pages.ts';
import { BodyEditor } from './BodyEditor.tsx';

withModalDialogs();

const DOCUMENTS: SiteDocument[] = [
  { file: 'products/shared.yaml', title: 'Shared Hosting', page: '/hosting/shared', kind: 'Products' },
  { file: 'products/vps.yaml', title: 'VPS Hosting', page: '/hosting/vps', kind: 'Products' },
  { file: 'facts.yaml', title: 'Facts', page: null, kind: 'Facts' },
];
vi.mock('../site-pages', () => ({ useSiteDocuments: () => DOCUMENTS }));

async function openDialog() {
  const onChange = vi.fn<(next: string) => void>();
  render(<BodyEditor value={'\nA paragraph.\n'} onChange={onChange} label="Text" components={[]} />);
  const user = userEvent.setup();
  await user.click(await screen.findByText('A paragraph.'));
  await user.click(await screen.findByRole('button', { name: 'Create link' }));
  return { onChange, user, dialog: await screen.findByRole('dialog', { name: 'Link' }) };
}

describe('the link dialog', () => {
  it('finds a page by words of its title and links to its address', async () => {
    const { onChange, user, dialog } = await openDialog();
    const list = within(dialog).getByRole('list', { name: 'Pages of the site' });
    // Only documents with a page are offered.
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Shared HostingProducts', 'VPS HostingProducts']);
    await user.type(within(dialog).getByLabelText('A page of the site'), 'vps');
    await user.click(within(list).getByRole('button', { name: /^VPS Hosting/ }));
    expect(within(dialog).getByLabelText('Or an address')).toHaveProperty('value', '/hosting/vps');
    expect(dialog).toHaveTextContent('Links to the page “VPS Hosting”.');
    await user.type(within(dialog).getByLabelText('Link text'), 'our VPS plans');
    await user.click(within(dialog).getByRole('button', { name: 'Save link' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('[our VPS plans](/hosting/vps)')),
    );
  });

  it('asks for a page or an address before it saves', async () => {
    const { onChange, user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Pick a page, or type an address.');
    expect(onChange).not.toHaveBeenCalled();
  });
});
