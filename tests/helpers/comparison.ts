import { within } from '@testing-library/react';
import { expect } from 'vitest';

type Value = string | number | boolean | undefined;

/**
 * A comparison table shows the columns in order, a row per feature headed by its label, and each value in its cell:
 * text as text, true and false as marks with a spoken name (one name for yes, another for no).
 */
export function expectComparisonTable(
  table: HTMLElement,
  columns: string[],
  rows: { label: string; values: Value[] }[],
) {
  // A column heading names its column; it may say more about it (its price, that it is the popular plan).
  const headings = within(table).getAllByRole('columnheader');
  expect(headings).toHaveLength(columns.length);
  for (const [c, name] of columns.entries()) expect(within(headings[c] as HTMLElement).getByText(name)).toBeVisible();
  expect(
    within(table)
      .getAllByRole('rowheader')
      .map((c) => c.textContent),
  ).toEqual(rows.map((r) => r.label));
  const spoken = new Map<boolean, Set<string | null>>([
    [true, new Set()],
    [false, new Set()],
  ]);
  for (const [r, row] of rows.entries()) {
    const tr = within(table).getAllByRole('rowheader')[r]?.closest('tr') as HTMLElement;
    const cells = within(tr).getAllByRole('cell');
    expect(cells).toHaveLength(columns.length);
    for (const [c, value] of row.values.entries()) {
      const cell = cells[c] as HTMLElement;
      if (typeof value === 'boolean') spoken.get(value)?.add(within(cell).getByRole('img').getAttribute('aria-label'));
      else expect(cell.textContent, `${row.label}, ${columns[c]}`).toBe(String(value ?? '—'));
    }
  }
  const [yes, no] = [spoken.get(true), spoken.get(false)];
  expect(yes?.size ?? 0).toBeLessThanOrEqual(1);
  expect(no?.size ?? 0).toBeLessThanOrEqual(1);
  if (yes?.size && no?.size) expect([...yes][0]).not.toBe([...no][0]);
}
