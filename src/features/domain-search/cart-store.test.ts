// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CART_KEY,
  MAX_CART_ITEMS,
  addToCart,
  onCartNotice,
  parseCart,
  removeFromCart,
  useCart,
  type CartNotice,
} from './cart-store.ts';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const item = (i: number) => ({ domain: `name${i}.com`, price: 1299 });

describe('parseCart', () => {
  it.each([
    null,
    '',
    'garbage',
    '{',
    'null',
    '42',
    '"brand.com"',
    '{"domain":"brand.com","price":1299}',
    JSON.stringify({ items: [item(1)] }),
  ])('%j is an empty cart', (raw) => expect(parseCart(raw)).toEqual([]));

  it('keeps the valid items once each and leaves out foreign ones', () => {
    const raw = JSON.stringify([
      item(1),
      { domain: 'BRAND.COM', price: 1 },
      { domain: 'bad_name.com', price: 1 },
      { domain: '-brand.com', price: 1 },
      { domain: 'brand', price: 1 },
      { domain: 'brand.io', price: '1299' },
      { domain: 'brand.io', price: 12.5 },
      { domain: 'brand.io', price: -1 },
      { domain: 'brand.io', price: 1e12 },
      { domain: 'brand.io' },
      null,
      [],
      item(1),
      { ...item(2), extra: '<script>' },
    ]);
    expect(parseCart(raw)).toEqual([item(1), item(2)]);
  });

  it(`reads ${MAX_CART_ITEMS} domains at most, and no stored text far too big to be a cart`, () => {
    const many = Array.from({ length: MAX_CART_ITEMS + 5 }, (_, i) => item(i));
    expect(parseCart(JSON.stringify(many))).toEqual(many.slice(0, MAX_CART_ITEMS));
    expect(parseCart(JSON.stringify([item(1), { domain: `${'a'.repeat(10_000)}.com`, price: 1 }]))).toEqual([]);
  });

  it('never throws, whatever is stored', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const cart = parseCart(raw);
        expect(cart.length).toBeLessThanOrEqual(MAX_CART_ITEMS);
      }),
    );
  });
});

describe('the cart', () => {
  const render = () => renderHook(() => useCart());
  const notices = () => {
    const said: CartNotice[] = [];
    const stop = onCartNotice((n) => said.push(n));
    return { said, stop };
  };

  it('adds a domain once, keeps it in storage, removes it, and says each change', () => {
    const { result } = render();
    const { said, stop } = notices();
    act(() => addToCart(item(1)));
    act(() => addToCart(item(1)));
    act(() => addToCart(item(2)));
    expect(result.current).toEqual([item(1), item(2)]);
    expect(JSON.parse(localStorage.getItem(CART_KEY) ?? '')).toEqual([item(1), item(2)]);
    act(() => removeFromCart(item(1).domain));
    expect(result.current).toEqual([item(2)]);
    act(() => removeFromCart(item(2).domain));
    expect(result.current).toEqual([]);
    expect(localStorage.getItem(CART_KEY)).toBeNull();
    expect(said).toEqual([
      { kind: 'added', domain: item(1).domain },
      { kind: 'added', domain: item(2).domain },
      { kind: 'removed', domain: item(1).domain },
      { kind: 'removed', domain: item(2).domain },
    ]);
    stop();
  });

  it(`refuses a domain past ${MAX_CART_ITEMS}, and says the cart is full`, () => {
    const { result } = render();
    act(() => {
      for (let i = 0; i < MAX_CART_ITEMS; i++) addToCart(item(i));
    });
    const { said, stop } = notices();
    act(() => addToCart(item(MAX_CART_ITEMS)));
    expect(result.current).toHaveLength(MAX_CART_ITEMS);
    expect(said).toEqual([{ kind: 'full', domain: item(MAX_CART_ITEMS).domain }]);
    stop();
  });

  it('starts from a corrupt stored cart as an empty one, and writes over it', () => {
    localStorage.setItem(CART_KEY, '[{"domain":');
    const { result } = render();
    expect(result.current).toEqual([]);
    act(() => addToCart(item(1)));
    expect(parseCart(localStorage.getItem(CART_KEY))).toEqual([item(1)]);
  });

  it("follows another tab's changes", () => {
    const { result } = render();
    act(() => {
      localStorage.setItem(CART_KEY, JSON.stringify([item(3)]));
      window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY }));
    });
    expect(result.current).toEqual([item(3)]);
  });

  it('keeps the cart for the page when storage refuses to write or to read', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { result } = render();
    act(() => addToCart(item(1)));
    expect(result.current).toEqual([item(1)]);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    act(() => addToCart(item(2)));
    expect(result.current).toEqual([item(1), item(2)]);
  });
});
