// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import domains from 'virtual:content/doc/page/domains';
import { dollars, renderRouted, sectionOf, site, textsOf } from '../../../tests/helpers/page-sections.tsx';
import DomainPricing from './DomainPricing.tsx';

const pricing = sectionOf(domains, 'domainPricing');
const perYear = (cents: number) => `${dollars(cents)}${site.ui.perYear}`;

describe('DomainPricing', () => {
  it('has the five columns: extension, registration, renewal, transfer and action (SPEC §2)', () => {
    renderRouted(<DomainPricing section={pricing} />);
    const table = screen.getByRole('table', { name: pricing.title });
    const { extension, registration, renewal, transfer, action } = pricing.columns;
    expect(textsOf(within(table).getAllByRole('columnheader'))).toEqual([
      extension,
      registration,
      renewal,
      transfer,
      action,
    ]);
  });

  it('prices every extension of the price list per year, each with its register button', () => {
    renderRouted(<DomainPricing section={pricing} />);
    const table = screen.getByRole('table', { name: pricing.title });
    expect(textsOf(within(table).getAllByRole('rowheader'))).toEqual(pricing.extensions.map((e) => `.${e.extension}`));
    for (const e of pricing.extensions) {
      const row = within(table)
        .getByRole('rowheader', { name: `.${e.extension}` })
        .closest('tr') as HTMLElement;
      expect(textsOf(within(row).getAllByRole('cell')).slice(0, 3)).toEqual([
        perYear(e.registration),
        perYear(e.renewal),
        perYear(e.transfer),
      ]);
      const register = within(row).getByRole('button', { name: `${pricing.actionLabel} .${e.extension}` });
      expect(register).toHaveAttribute('type', 'button');
    }
  });

  it('scrolls the table inside its own keyboard-reachable region on narrow screens', () => {
    renderRouted(<DomainPricing section={pricing} />);
    expect(screen.getByRole('region', { name: pricing.title })).toHaveAttribute('tabindex', '0');
  });
});
