// Dates and percentages become text here, as money does in format.ts. Each formatter is made on first use (see
// format.ts): a page builds only those it shows.
import { once } from './once.ts';

const longDate = once(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }));
const percent = once(() => new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }));

/** "2026-02-24" -> "February 24, 2026", the same on every machine whatever its time zone. */
export const formatDate = (isoDate: string) => longDate().format(new Date(`${isoDate}T00:00:00Z`));

/** 20 -> "20%" */
export const formatPercent = (value: number) => percent().format(value / 100);

const wholeNumber = once(() => new Intl.NumberFormat('en-US'));
const rating = once(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }));

const terms = {
  month: once(() => new Intl.NumberFormat('en-US', { style: 'unit', unit: 'month', unitDisplay: 'long' })),
  year: once(() => new Intl.NumberFormat('en-US', { style: 'unit', unit: 'year', unitDisplay: 'long' })),
};

/** (12, 'month') -> "12 months", (1, 'year') -> "1 year" */
export const formatTerm = (count: number, period: 'month' | 'year') => terms[period]().format(count);

/** 2417 -> "2,417" */
export const formatCount = (value: number) => wholeNumber().format(value);

/** 4.8 -> "4.8", 5 -> "5": an average rating as it reads beside its stars. */
export const formatRating = (value: number) => rating().format(value);

const regions = once(() => new Intl.DisplayNames('en-US', { type: 'region' }));
const either = once(() => new Intl.ListFormat('en-US', { type: 'disjunction' }));

/** "DE" -> "Germany": a country's ISO 3166-1 code as people read it. */
export const countryName = (code: string) => regions().of(code) ?? code;

/** ["Canada", "Mexico", "Brazil"] -> "Canada, Mexico, or Brazil" */
export const formatAlternatives = (items: string[]) => either().format(items);
