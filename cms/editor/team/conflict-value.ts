// A value a publisher types for a conflicting field, read as the field's own kind: money typed in dollars becomes
// cents (as the form's money field does), a number a number, text text, anything else JSON.
import type { Conflict } from './team-api.ts';

const isMoney = (c: Conflict) => typeof c.main === 'number' && c.mainText.startsWith('$');

/** What the "another value" box starts with: the draft's value as typed. */
export function typedOf(c: Conflict): string {
  if (isMoney(c) && typeof c.draft === 'number') return (c.draft / 100).toFixed(2);
  if (typeof c.draft === 'string') return c.draft;
  return JSON.stringify(c.draft ?? null);
}

/** The value typed, or why it cannot be one. */
export function valueOf(c: Conflict, typed: string): { value: unknown } | { error: string } {
  const text = typed.trim();
  if (isMoney(c)) {
    if (!/^\d+(\.\d{1,2})?$/.test(text)) return { error: `${c.label}: type dollars and cents, like 12.50` };
    return { value: Math.round(Number(text) * 100) };
  }
  if (typeof c.main === 'number' || typeof c.draft === 'number') {
    const n = Number(text);
    return text !== '' && Number.isFinite(n) ? { value: n } : { error: `${c.label}: type a number` };
  }
  if (typeof c.main === 'string' || typeof c.draft === 'string') return { value: typed };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { error: `${c.label}: not a value the file can hold (JSON)` };
  }
}
