import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollarText, formatDollars, parseDollars } from './money.ts';

describe('money in dollars', () => {
  it.each([
    ['5.49', 549],
    ['$5.49', 549],
    ['12', 1200],
    ['12.5', 1250],
    ['0.99', 99],
    ['.5', 50],
    ['1,299.00', 129900],
    [' 7 ', 700],
  ])('reads %j as %i cents', (typed, cents) => expect(parseDollars(typed)).toBe(cents));

  it.each(['', 'abc', '4.999', '-5', '1.2.3', '12,5'])('refuses %j', (typed) => expect(parseDollars(typed)).toBeNull());

  it('reads back every amount it shows', () => {
    fc.assert(fc.property(fc.nat(10_000_000), (cents) => parseDollars(dollarText(cents)) === cents));
    fc.assert(fc.property(fc.nat(10_000_000), (cents) => parseDollars(formatDollars(cents)) === cents));
  });
});
