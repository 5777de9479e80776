// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import about from 'virtual:content/doc/page/about';
import { renderRouted, sectionOf, textsOf } from '../../../tests/helpers/page-sections.tsx';
import StatsSection from './StatsSection.tsx';

const stats = sectionOf(about, 'stats');

describe('StatsSection', () => {
  it('lists every figure with its label, in the order of the content, under its heading', () => {
    renderRouted(<StatsSection section={stats} />);
    expect(screen.queryByRole('heading', { level: 2 })?.textContent).toBe(stats.title);
    expect(textsOf(screen.getAllByRole('listitem'))).toEqual(stats.items.map((s) => `${s.value} ${s.label}`));
  });

  it('has no heading when the section has no title', () => {
    renderRouted(<StatsSection section={{ ...stats, title: undefined }} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(stats.items.length);
  });
});
