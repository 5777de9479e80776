// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import email from 'virtual:content/doc/page/email';
import { renderRouted, sectionOf, textsOf } from '../../../tests/helpers/page-sections.tsx';
import { expectComparisonTable } from '../../../tests/helpers/comparison.ts';
import { MOST_POPULAR } from '../../../tests/spec.ts';
import ComparisonSection from './ComparisonSection.tsx';

const comparison = sectionOf(email, 'comparison');

describe('ComparisonSection', () => {
  it('compares the plans in a table: a column per plan, a row per feature, a value in every cell', () => {
    renderRouted(<ComparisonSection section={comparison} />);
    expect(screen.getByRole('heading', { level: 2, name: comparison.title })).toBeInTheDocument();
    expectComparisonTable(screen.getByRole('table'), comparison.columns, comparison.rows);
  });

  it('scrolls inside a keyboard-reachable region named by its title', () => {
    renderRouted(<ComparisonSection section={comparison} />);
    const region = screen.getByRole('region', { name: comparison.title });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('marks the column it names popular, and only it', () => {
    const popular = comparison.columns.at(-1);
    renderRouted(<ComparisonSection section={{ ...comparison, popular }} />);
    const headings = screen.getAllByRole('columnheader');
    expect(within(headings.at(-1) as HTMLElement).getByText(MOST_POPULAR)).toBeInTheDocument();
    expect(screen.getAllByText(MOST_POPULAR)).toHaveLength(1);
  });

  it('marks no column when it names none', () => {
    renderRouted(<ComparisonSection section={{ ...comparison, popular: undefined }} />);
    expect(screen.queryByText(MOST_POPULAR)).toBeNull();
  });

  it('shows yes and no as two different spoken marks', () => {
    const rows = [{ label: 'Archiving', values: [true, false, true] }];
    renderRouted(<ComparisonSection section={{ ...comparison, columns: ['A', 'B', 'C'], rows }} />);
    const marks = screen.getAllByRole('img');
    expect(textsOf(marks)).toEqual(['✓', '✕', '✓']);
    const names = marks.map((m) => m.getAttribute('aria-label'));
    expect(names[0]).toBe(names[2]);
    expect(names[0]).not.toBe(names[1]);
    expect(names.every(Boolean)).toBe(true);
  });
});
