// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import email from 'virtual:content/doc/page/email';
import { dollars, renderRouted, sectionOf, site } from '../../../tests/helpers/page-sections.tsx';
import { MOST_POPULAR } from '../../../tests/spec.ts';
import EmailPlans from './EmailPlans.tsx';

const plans = sectionOf(email, 'emailPlans');
const plan = (name: string) => screen.getByRole('article', { name });
const suffix = (period: 'month' | 'year') => (period === 'month' ? site.ui.perMonth : site.ui.perYear);

describe('EmailPlans', () => {
  it('shows each plan with its price, storage, accounts and features', () => {
    renderRouted(<EmailPlans section={plans} />);
    expect(screen.getByRole('heading', { level: 2, name: plans.title })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(plans.items.length);
    for (const item of plans.items) {
      const card = plan(item.name);
      expect(within(card).getByText(dollars(item.price))).toBeInTheDocument();
      expect(within(card).getByText(suffix(item.period))).toBeInTheDocument();
      const facts = within(card).getAllByRole('listitem').slice(0, 2);
      expect(facts[0]).toHaveTextContent(`${plans.labels.storage} ${item.storage}`);
      expect(facts[1]).toHaveTextContent(`${plans.labels.accounts} ${item.accounts}`);
      for (const feature of item.features) expect(within(card).getByText(feature)).toBeInTheDocument();
      if (item.cta)
        expect(within(card).getByRole('button', { name: `${item.cta.label} ${item.name}` })).toBeInTheDocument();
    }
  });

  it('marks the popular plan, and only it, Most Popular', () => {
    const popular = plans.items.filter((p) => p.popular);
    expect(popular.length).toBeLessThanOrEqual(1);
    renderRouted(<EmailPlans section={plans} />);
    expect(screen.queryAllByText(MOST_POPULAR)).toHaveLength(popular.length);
    for (const item of popular) expect(within(plan(item.name)).getByText(MOST_POPULAR)).toBeInTheDocument();
  });
});
