// A price: typed and shown in dollars, kept in cents. What was typed stays as typed; the amount it means is said
// beside it, or how to type one.
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { dollarText, formatDollars, parseDollars } from './money.ts';

const shown = (value: unknown) =>
  typeof value === 'number' ? dollarText(value) : typeof value === 'string' ? value : '';

export function MoneyWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, rawErrors }: WidgetProps) {
  const [typed, setTyped] = useState(() => shown(value));
  const [last, setLast] = useState<unknown>(value);
  // A value set from outside (a restored version, a reload) replaces what was typed.
  if (value !== last) {
    setLast(value);
    if (parseDollars(typed) !== value) setTyped(shown(value));
  }
  const cents = parseDollars(typed);
  const change = (text: string) => {
    setTyped(text);
    const next = parseDollars(text);
    const stored = next ?? (text.trim() === '' ? undefined : text);
    setLast(stored);
    onChange(stored);
  };
  return (
    <div className="money">
      <span className="money-sign" aria-hidden="true">
        $
      </span>
      <input
        id={id}
        name={id}
        inputMode="decimal"
        autoComplete="off"
        value={typed}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={cents === null && typed !== '' ? true : undefined}
        aria-describedby={`${id}__amount`}
        className={rawErrors?.length ? 'invalid' : undefined}
        onChange={(e) => change(e.target.value)}
        onBlur={() => onBlur(id, cents ?? typed)}
        onFocus={() => onFocus(id, cents ?? typed)}
      />
      <span id={`${id}__amount`} aria-live="polite" className={cents === null ? 'money-hint' : 'money-amount'}>
        {cents !== null ? formatDollars(cents) : typed ? 'Type dollars and cents, like 12.50' : ''}
      </span>
    </div>
  );
}
