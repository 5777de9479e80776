// A value as the review shows it, whole: money in dollars, yes/no, a list one item a line, a group one field a line
// with the field's name in plain words; nothing as (none). Never cut short: the publisher reads all of it.
import type { IsMoney, Path } from '../../shared/describe-change.ts';
import { humanize } from '../../shared/form-words.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** "$12.50", as the form's money fields show it (cms/editor/form/money.ts) */
const dollars = (cents: number) => usd.format(cents / 100);

const isScalar = (v: unknown) => v === null || typeof v !== 'object';

function lines(value: unknown, at: Path, isMoney: IsMoney, indent: string): string[] {
  if (isScalar(value)) return [`${indent}${scalar(value, at, isMoney)}`];
  if (Array.isArray(value))
    return value.flatMap((item, i) =>
      isScalar(item)
        ? [`${indent}- ${scalar(item, [...at, i], isMoney)}`]
        : [`${indent}-`, ...lines(item, [...at, i], isMoney, `${indent}  `)],
    );
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    isScalar(item)
      ? [`${indent}${humanize(key)}: ${scalar(item, [...at, key], isMoney)}`]
      : [`${indent}${humanize(key)}:`, ...lines(item, [...at, key], isMoney, `${indent}  `)],
  );
}

function scalar(value: unknown, at: Path, isMoney: IsMoney): string {
  if (value === undefined || value === null || value === '') return '(none)';
  if (typeof value === 'number' && isMoney(at)) return dollars(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** The whole value at a path, as text; a list or a group on several lines. */
export const valueText = (value: unknown, at: Path, isMoney: IsMoney = () => false): string =>
  isScalar(value) || value === undefined ? scalar(value, at, isMoney) : lines(value, at, isMoney, '').join('\n');
