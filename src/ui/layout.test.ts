import { describe, expect, it } from 'vitest';
import { balancedColumns } from './layout';

describe('balancedColumns', () => {
  it.each([
    // [cards, most columns, columns]
    [1, 3, 1],
    [2, 3, 2],
    [3, 3, 3],
    [4, 3, 2],
    [5, 3, 3],
    [6, 3, 3],
    [9, 3, 3],
    [3, 4, 3],
    [4, 4, 4],
    [5, 4, 3],
    [6, 4, 3],
    [7, 4, 4],
    [8, 4, 4],
    [0, 4, 1],
  ])('%i cards in at most %i columns: %i', (count, max, columns) => {
    expect(balancedColumns(count, max)).toBe(columns);
  });

  it('never leaves a last row emptier than it must, nor uses more columns than allowed', () => {
    for (let count = 1; count <= 24; count++)
      for (const max of [2, 3, 4]) {
        const columns = balancedColumns(count, max);
        expect(columns).toBeLessThanOrEqual(max);
        expect(columns).toBeGreaterThanOrEqual(Math.min(count, max - 1, 2));
        if (count % max === 0) expect(columns).toBe(max);
      }
  });
});
