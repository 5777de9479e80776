// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import shared from 'virtual:content/doc/product/shared';
import ssl from 'virtual:content/doc/product/ssl';
import type { ResolvedProduct } from '../content/resolve';
import ProductPage from './ProductPage';

const renderProduct = (product: unknown) =>
  render(
    <MemoryRouter>
      <ProductPage product={product as ResolvedProduct} />
    </MemoryRouter>,
  );

describe('ProductPage', () => {
  it('shows every plan from the YAML, one marked Most Popular, with formatted prices', () => {
    renderProduct(shared);
    const starter = screen.getByRole('article', { name: 'Starter plan' });
    const professional = screen.getByRole('article', { name: 'Professional plan' });
    expect(within(starter).getByText('$4.99')).toBeInTheDocument();
    expect(within(professional).getByText('Most Popular')).toBeInTheDocument();
    expect(within(starter).queryByText('Most Popular')).toBeNull();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
  });

  it('builds the comparison table from the feature keys, one column per plan', () => {
    renderProduct(shared);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Starter', 'Professional', 'Business']);
    const storage = within(table).getByRole('row', { name: /Storage/ });
    expect(
      within(storage)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10 GB SSD', '25 GB SSD', '50 GB SSD']);
    expect(within(table).getAllByRole('img', { name: 'Included' }).length).toBeGreaterThan(0);
  });

  it('shows a free plan as Free and yearly plans per year', () => {
    renderProduct(ssl);
    expect(within(screen.getByRole('article', { name: 'Basic plan' })).getByText('Free')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Business plan' })).getByText('/yr')).toBeInTheDocument();
  });

  it('reports any site as not secure after a check (the spec has no real check)', async () => {
    renderProduct(ssl);
    expect(screen.queryByText('Your website is not secure!')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Check Now' }));
    expect(screen.getByText('Your website is not secure!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Secure it now with SSL' })).toBeInTheDocument();
  });

  it('opens and closes FAQ answers from the keyboard', async () => {
    renderProduct(shared);
    const [first] = screen.getAllByRole('button', { expanded: false });
    expect(first).toBeDefined();
    first?.focus();
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});
