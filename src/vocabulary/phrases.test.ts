import { describe, expect, it } from 'vitest';
import { aroundSlot, fill } from './phrases.ts';

describe('phrases', () => {
  it.each([
    ['From {price}', { before: 'From ', after: '' }],
    ['{price} is all it takes', { before: '', after: ' is all it takes' }],
    ['Only {price} to start', { before: 'Only ', after: ' to start' }],
    // A phrase that lost its slot still shows the price, after it.
    ['Plans from', { before: 'Plans from ', after: '' }],
  ])('splits %j around its {price} slot', (phrase, parts) => {
    expect(aroundSlot(phrase, 'price')).toEqual(parts);
  });

  it('fills the slots it has values for and leaves the others', () => {
    expect(fill('{count} of {total}', { count: 3 })).toBe('3 of {total}');
  });
});
