// A field's value as a person reads it in a notice: money in dollars, on/off, a list item by its name; never JSON.
import { defaultText } from '../../shared/form-words.ts';
import { formatDollars } from './money.ts';

export function shownValue(value: unknown, money: boolean): string {
  if (money && typeof value === 'number') return formatDollars(value);
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  return defaultText(value) ?? '(empty)';
}
