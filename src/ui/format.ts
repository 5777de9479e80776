// Money is integer cents everywhere; it becomes text in one place (vocabulary/money.ts), handed to the pages here.
export { formatCents, perPeriod } from '../vocabulary/money.ts';

/** 1234 -> "12.34": a price as structured data states it, without the currency sign. */
export const decimalDollars = (cents: number) => (cents / 100).toFixed(2);
