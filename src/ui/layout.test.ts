import { describe, expect, it } from 'vitest';
import { balancedColumns } from './layout.ts';

describe('balancedColumns', () => {
  it.each([
    [1, [1]],
    [2, [1, 2]],
    [3, [1, 3]],
    [4, [1, 2, 4]],
    [5, [1, 3]],
    [6, [1, 2, 3]],
    [7, [1, 4]],
    [8, [1, 2, 3, 4]],
    [9, [1, 3]],
  ])('lays %i items out in even rows with %j columns', (count, columns) => {
    expect(balancedColumns(count)).toEqual(columns);
  });
});
