// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import security from 'virtual:content/doc/page/security';
import { dollars, renderRouted, sectionOf, sectionsOf, site } from '../../../tests/helpers/page-sections.tsx';
import { MOST_POPULAR } from '../../../tests/spec.ts';
import type { SectionContext } from '../define.ts';
import definition from './definition.ts';
import PlanSection from './PlanSection.tsx';

const plan = (name: string) => screen.getByRole('article', { name });
const suffix = (period: 'month' | 'year') => (period === 'month' ? site.ui.perMonth : site.ui.perYear);

describe('PlanSection', () => {
  it.each(sectionsOf(security, 'plans').map((s) => [s.title, s] as const))(
    '%s: every plan with its price per period, description, features and button',
    (_title, section) => {
      renderRouted(<PlanSection section={section} />);
      expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(section.items.length);
      for (const item of section.items) {
        const card = plan(item.name);
        expect(within(card).getByText(item.price === 0 ? site.ui.free : dollars(item.price))).toBeInTheDocument();
        if (item.price > 0) expect(within(card).getByText(suffix(item.period))).toBeInTheDocument();
        if (item.description) expect(within(card).getByText(item.description)).toBeInTheDocument();
        for (const feature of item.features) expect(within(card).getByText(feature)).toBeInTheDocument();
        const name = `${item.cta?.label} ${item.name}`;
        if (item.cta?.href) expect(within(card).getByRole('link', { name })).toHaveAttribute('href', item.cta.href);
        else if (item.cta) expect(within(card).getByRole('button', { name })).toHaveAttribute('type', 'button');
      }
      const popular = section.items.filter((i) => i.popular);
      expect(screen.queryAllByText(MOST_POPULAR)).toHaveLength(popular.length);
      for (const item of popular) expect(within(plan(item.name)).getByText(MOST_POPULAR)).toBeInTheDocument();
    },
  );

  it("bills a plan that names no period by the section's period", () => {
    const data = definition.schema.parse({
      type: 'plans',
      title: 'Plans',
      period: 'year',
      items: [
        { name: 'Fallback', price: 1234, features: ['One thing'] },
        { name: 'Declared', price: 567, period: 'month', features: ['Another thing'] },
      ],
    });
    const section = definition.resolve?.(data, {} as SectionContext);
    if (!section) throw new Error('the plans section resolves its plans');
    expect(section.items.map((i) => i.period)).toEqual(['year', 'month']);
    renderRouted(<PlanSection section={section} />);
    expect(within(plan('Fallback')).getByText(site.ui.perYear)).toBeInTheDocument();
    expect(within(plan('Declared')).getByText(site.ui.perMonth)).toBeInTheDocument();
  });

  it('shows a plan of 0 cents as free, with no period, and highlights the popular plan', () => {
    const section = sectionOf(security, 'plans');
    const items = [
      { name: 'Gratis', price: 0, period: 'year' as const, popular: false, features: ['One thing'] },
      { name: 'Paid', price: 4200, period: 'year' as const, popular: true, features: ['Two things'] },
    ];
    renderRouted(<PlanSection section={{ ...section, items }} />);
    expect(within(plan('Gratis')).getByText(site.ui.free)).toBeInTheDocument();
    expect(within(plan('Gratis')).queryByText(site.ui.perYear)).toBeNull();
    expect(within(plan('Gratis')).queryByRole('button')).toBeNull();
    expect(within(plan('Paid')).getByText(dollars(4200))).toBeInTheDocument();
    expect(within(plan('Paid')).getByText(MOST_POPULAR)).toBeInTheDocument();
    expect(screen.getAllByText(MOST_POPULAR)).toHaveLength(1);
  });
});
