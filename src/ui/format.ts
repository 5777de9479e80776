// Money is integer cents everywhere; this is the one place it becomes text.
import { once } from './once';

// Made on first use: building an Intl formatter loads locale data, a few milliseconds a page need not spend while
// it hydrates.
const usd = once(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }),
);

export const formatCents = (cents: number) => usd().format(cents / 100);

/** What follows a price: "/mo" or "/yr", in the site's words (site.yaml ui). */
export const perPeriod = (period: 'month' | 'year', words: { perMonth: string; perYear: string }) =>
  period === 'month' ? words.perMonth : words.perYear;

/** 1234 -> "12.34": a price as structured data states it, without the currency sign. */
export const decimalDollars = (cents: number) => (cents / 100).toFixed(2);
