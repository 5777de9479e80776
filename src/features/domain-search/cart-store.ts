// The domain cart, when the site hands orders off (site.yaml's order.domain): the domains a visitor picked from the
// search results, kept in localStorage so that they outlive the dialog and the page, until "Continue to order" takes
// them to the order system. Storage may be missing, garbled, foreign, huge, full or throwing: what cannot be read is
// an empty cart (a foreign item is left out), what cannot be written is kept for the page, and nothing throws.
import { useSyncExternalStore } from 'react';

export const CART_KEY = 'domainCart';
/** Most domains the cart holds: a bound on what is stored and read back, and on the order link's length. */
export const MAX_CART_ITEMS = 20;
/** Stored text past this is no cart we wrote (20 domains of 253 characters and their prices): not even parsed. */
const MAX_STORED_LENGTH = 6000;
/** Dearest yearly price read back, in cents: anything past it is not a price the search gave. */
const MAX_PRICE = 10_000_000;
/** A lower-case domain name, as the search answers it: labels of letters, digits and inner hyphens. */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export interface CartItem {
  domain: string;
  /** Yearly price in US cents, as the search gave it */
  price: number;
}

/** What the cart just did, for the summary to say: a domain added or removed, or refused by a full cart. */
export type CartNotice = { kind: 'added' | 'removed' | 'full'; domain: string };

const isItem = (value: unknown): value is CartItem => {
  const { domain, price } = (value ?? {}) as Record<string, unknown>;
  return (
    typeof domain === 'string' &&
    DOMAIN.test(domain) &&
    Number.isInteger(price) &&
    (price as number) >= 0 &&
    (price as number) <= MAX_PRICE
  );
};

/** The cart in stored text: its valid items, once each, at most MAX_CART_ITEMS; anything else is an empty cart. */
export function parseCart(raw: string | null): CartItem[] {
  if (!raw || raw.length > MAX_STORED_LENGTH) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const items: CartItem[] = [];
  for (const item of value) {
    if (items.length === MAX_CART_ITEMS) break;
    if (isItem(item) && !items.some((i) => i.domain === item.domain))
      items.push({ domain: item.domain, price: item.price });
  }
  return items;
}

/** What could not be written (private mode, a full quota): the cart of this page. */
let unsaved: string | undefined;
function read(): string | null {
  if (unsaved !== undefined) return unsaved;
  try {
    return window.localStorage.getItem(CART_KEY);
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
const noticeListeners = new Set<(notice: CartNotice) => void>();
let cached: { raw: string | null; items: readonly CartItem[] } = { raw: null, items: [] };
const EMPTY: readonly CartItem[] = [];

/** The same array for the same stored text, as useSyncExternalStore requires. */
function snapshot(): readonly CartItem[] {
  const raw = read();
  if (raw !== cached.raw) cached = { raw, items: parseCart(raw) };
  return cached.items;
}

function write(items: readonly CartItem[], notice: CartNotice) {
  const raw = JSON.stringify(items);
  try {
    if (items.length) window.localStorage.setItem(CART_KEY, raw);
    else window.localStorage.removeItem(CART_KEY);
    unsaved = undefined;
  } catch {
    unsaved = raw;
  }
  listeners.forEach((l) => l());
  noticeListeners.forEach((l) => l(notice));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's cart changes this one's.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CART_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The cart's domains, oldest first; prerendered pages render an empty cart and settle after hydrating. */
export const useCart = (): readonly CartItem[] => useSyncExternalStore(subscribe, snapshot, () => EMPTY);

/** Calls `listener` with each change of the cart made on this page; returns how to stop. */
export function onCartNotice(listener: (notice: CartNotice) => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

/** Adds a domain (once); a full cart refuses it and says so. */
export function addToCart(item: CartItem): void {
  const items = snapshot();
  if (items.some((i) => i.domain === item.domain) || !isItem(item)) return;
  if (items.length >= MAX_CART_ITEMS) {
    noticeListeners.forEach((l) => l({ kind: 'full', domain: item.domain }));
    return;
  }
  write([...items, { domain: item.domain, price: item.price }], { kind: 'added', domain: item.domain });
}

export function removeFromCart(domain: string): void {
  const items = snapshot();
  if (items.some((i) => i.domain === domain))
    write(
      items.filter((i) => i.domain !== domain),
      { kind: 'removed', domain },
    );
}
