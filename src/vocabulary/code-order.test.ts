import { describe, expect, it } from 'vitest';
import { byCodeUnits } from './code-order.ts';

describe('byCodeUnits', () => {
  // What it replaced localeCompare for: the same order on the strings it is used for.
  it.each([
    ['ISO dates', ['2026-01-05', '2025-12-31', '2026-01-15', '2024-02-29', '2026-01-05']],
    ['slugs', ['wordpress-speed', 'vps-vs-cloud', 'choosing-the-right-hosting-plan', 'a-b', 'a1', 'ab', 'a']],
    ['domain names', ['example.com', 'example.co', 'ex-ample.net', 'example1.io', 'e.dev']],
  ])('orders %s as localeCompare does', (_, list) => {
    expect(list.toSorted(byCodeUnits)).toEqual(list.toSorted((a, b) => a.localeCompare(b)));
  });

  it('answers 0 for equal strings, and the sign of the first differing unit', () => {
    expect(byCodeUnits('2026-01-05', '2026-01-05')).toBe(0);
    expect(byCodeUnits('2026-01-05', '2026-01-15')).toBe(-1);
    expect(byCodeUnits('b', 'a')).toBe(1);
  });
});
