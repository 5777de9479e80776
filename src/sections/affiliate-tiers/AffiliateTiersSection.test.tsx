// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import affiliatePage from 'virtual:content/doc/page/affiliate';
import { renderRouted, sectionOf, textsOf } from '../../../tests/helpers/page-sections.tsx';
import { MOST_POPULAR } from '../../../tests/spec.ts';
import AffiliateTiersSection from './AffiliateTiersSection.tsx';

const tiers = sectionOf(affiliatePage, 'affiliateTiers');

describe('AffiliateTiersSection', () => {
  it('shows each commission tier with its rate as a percentage and who qualifies, then the payout notes', () => {
    renderRouted(<AffiliateTiersSection section={tiers} />);
    expect(screen.getByRole('heading', { level: 2, name: tiers.title })).toBeInTheDocument();
    const shown = screen
      .getAllByRole('article')
      .map((tier) => [
        within(tier).getByRole('heading', { level: 3 }).textContent,
        ...[...tier.querySelectorAll('p')].map((p) => p.textContent),
      ]);
    expect(shown).toEqual(tiers.items.map((t) => [t.name, `${t.rate}%`, t.requirement]));
    const notes = screen.getAllByRole('list').at(-1) as HTMLElement;
    expect(textsOf(within(notes).getAllByRole('listitem'))).toEqual(tiers.notes);
  });

  it('marks a popular tier as Most Popular, and no other', () => {
    const items = tiers.items.map((t, i) => ({ ...t, popular: i === 1 }));
    renderRouted(<AffiliateTiersSection section={{ ...tiers, items }} />);
    const popular = screen.getByRole('article', { name: items[1]?.name });
    expect(within(popular).getByText(MOST_POPULAR)).toBeInTheDocument();
    expect(screen.getAllByText(MOST_POPULAR)).toHaveLength(1);
  });

  it('shows a fractional rate with one decimal, and leaves the notes out when there are none', () => {
    const items = [{ name: 'Trial', rate: 12.5, requirement: 'Everyone', popular: false }];
    renderRouted(<AffiliateTiersSection section={{ ...tiers, items, notes: [] }} />);
    expect(screen.getByText('12.5%')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
