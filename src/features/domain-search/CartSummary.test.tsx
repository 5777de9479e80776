// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dollars, site } from '../../../tests/helpers/page-sections.tsx';
import { CART_KEY, MAX_CART_ITEMS } from './cart-store.ts';
import { orderCartButton } from './CartButton.tsx';
import { CartSummary } from './CartSummary.tsx';
import { SearchAnswerView } from './DomainResults.tsx';
import type { DomainOrder } from './order.ts';
import { resultWords } from './words.ts';

// The test's own hand-off and words: the shipped content has none.
const order: DomainOrder = {
  template: 'https://billing.example.com/cart.php?a=add&domain=register&query={domain}',
  words: {
    title: 'Basket ({count})',
    total: 'Sum',
    remove: 'Drop',
    continue: 'Checkout',
    added: '{domain} is in',
    removed: '{domain} is out',
    full: 'Only {max}',
    register: 'Buy',
  },
};
const searched = {
  domain: 'brand.com',
  available: true,
  status: 'available' as const,
  price: 1299,
  currency: 'USD' as const,
};
const suggestions = [{ domain: 'brand.io', price: 3999, currency: 'USD' as const }];
const perYear = site.ui.perYear;
const add = site.domainSearch.register;

afterEach(() => localStorage.clear());

function show() {
  render(
    <>
      <SearchAnswerView
        searched={searched}
        suggestions={suggestions}
        words={resultWords}
        action={orderCartButton(order)}
      />
      <CartSummary order={order} perYear={perYear} />
    </>,
  );
  return { user: userEvent.setup() };
}
const cart = () => screen.getByRole('region', { name: /^Basket/ });

describe('the domain cart', () => {
  it('shows nothing while empty, then the domains added, their total and a link to order them all', async () => {
    const { user } = show();
    expect(screen.queryByRole('region')).toBeNull();
    await user.click(screen.getByRole('button', { name: `${add} brand.com` }));
    await user.click(screen.getByRole('button', { name: `${add} brand.io` }));
    expect(cart()).toHaveAccessibleName('Basket (2)');
    expect(
      within(cart())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['brand.comDrop brand.com', 'brand.ioDrop brand.io']);
    expect(within(cart()).getByText(`Sum ${dollars(1299 + 3999)}${perYear}`)).toBeInTheDocument();
    expect(within(cart()).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      'https://billing.example.com/cart.php?a=add&domain=register&query=brand.com&query=brand.io',
    );
    // Each change is said politely; the row's button now takes the domain out again.
    expect(screen.getByText('brand.io is in').closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getAllByRole('button', { name: 'Drop brand.io' })).toHaveLength(2);
    expect(localStorage.getItem(CART_KEY)).toContain('brand.io');
  });

  it("removes a domain from the cart, keeping focus in it, then back on the domain's own button", async () => {
    const { user } = show();
    await user.click(screen.getByRole('button', { name: `${add} brand.com` }));
    await user.click(screen.getByRole('button', { name: `${add} brand.io` }));
    await user.click(within(cart()).getByRole('button', { name: 'Drop brand.com' }));
    expect(screen.getByText('brand.com is out')).toBeInTheDocument();
    await waitFor(() => expect(within(cart()).getByRole('button', { name: 'Drop brand.io' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: `${add} brand.io` })).toHaveFocus());
  });

  it('picks up a cart kept from an earlier visit, leaving out what is not a domain', () => {
    localStorage.setItem(
      CART_KEY,
      JSON.stringify([
        { domain: 'kept.net', price: 1499 },
        { domain: '<b>', price: 1 },
      ]),
    );
    show();
    expect(cart()).toHaveAccessibleName('Basket (1)');
    expect(screen.getByRole('button', { name: 'Drop kept.net' })).toBeInTheDocument();
  });

  it('shows nothing for a corrupt stored cart', () => {
    localStorage.setItem(CART_KEY, '[{"domain":"kept.net","pri');
    show();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says so when a full cart refuses a domain', async () => {
    const full = Array.from({ length: MAX_CART_ITEMS }, (_, i) => ({ domain: `name${i}.com`, price: 1299 }));
    localStorage.setItem(CART_KEY, JSON.stringify(full));
    const { user } = show();
    await user.click(screen.getByRole('button', { name: `${add} brand.com` }));
    expect(screen.getByText(`Only ${MAX_CART_ITEMS}`)).toBeVisible();
    expect(cart()).toHaveAccessibleName(`Basket (${MAX_CART_ITEMS})`);
  });
});
