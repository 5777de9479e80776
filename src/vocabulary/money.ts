// Money is integer cents everywhere; this is the one place it becomes text. The pages take it through ui/format.ts,
// the content loader and the MDX compile (a {price:…} slot in copy: content/prices.ts) from here.

let usd: Intl.NumberFormat | undefined;

// Made on first use: building an Intl formatter loads locale data, a few milliseconds a page need not spend while
// it hydrates.
export const formatCents = (cents: number) =>
  (usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })).format(
    cents / 100,
  );

/** What follows a price: "/mo" or "/yr", in the site's words (site.yaml ui). */
export const perPeriod = (period: 'month' | 'year', words: { perMonth: string; perYear: string }) =>
  period === 'month' ? words.perMonth : words.perYear;
