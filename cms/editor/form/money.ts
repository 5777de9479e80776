// Money as a marketer types and reads it: dollars and cents ("12.50", "$1,299"), kept as integer cents.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$12.50" */
export const formatDollars = (cents: number) => usd.format(cents / 100);

/** The text an input shows for a number of cents: "12.50", "0.99". */
export const dollarText = (cents: number) => (cents / 100).toFixed(2);

/** Cents from what was typed, or null when it is not an amount of dollars with at most two decimals. */
export function parseDollars(typed: string): number | null {
  const text = typed
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,(?=\d{3}\b)/g, '');
  const match = /^(\d+)(?:\.(\d{0,2}))?$|^\.(\d{1,2})$/.exec(text);
  if (!match) return null;
  const [, whole = '0', fraction = match[3] ?? ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
