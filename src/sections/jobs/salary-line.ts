import { fill } from '../../vocabulary/phrases.ts';
import type { salaryPeriods } from '../../content/types/jobs.ts';

type Per = (typeof salaryPeriods)[number];

/** The section's words for a pay range, one per period, around its {range}: "{range} a year". */
export type SalaryWords = Record<Per, string>;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** A job's pay as a visitor reads it: "$125,000 – $155,000 a year"; one figure when the range is one. */
export function salaryLine(salary: { min: number; max: number; per: Per }, words: SalaryWords): string {
  const [min, max] = [dollars.format(salary.min), dollars.format(salary.max)];
  return fill(words[salary.per], { range: min === max ? min : `${min} – ${max}` });
}
