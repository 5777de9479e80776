// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import domains from 'virtual:content/doc/page/domains';
import { dollars, renderRouted, sectionOf, site, textsOf } from '../../../tests/helpers/page-sections.tsx';
import ExtensionCards from './ExtensionCards.tsx';

const cards = sectionOf(domains, 'extensionCards');

describe('ExtensionCards', () => {
  it('shows a card for each popular extension of the price list, and only those', () => {
    expect(cards.extensions.length).toBeGreaterThan(0);
    expect(cards.extensions.every((e) => e.popular)).toBe(true);
    renderRouted(<ExtensionCards section={cards} />);
    expect(screen.getByRole('heading', { level: 2, name: cards.title })).toBeInTheDocument();
    expect(textsOf(screen.getAllByRole('heading', { level: 3 }))).toEqual(
      cards.extensions.map((e) => `.${e.extension}`),
    );
  });

  it('gives each card its yearly registration price and its line', () => {
    renderRouted(<ExtensionCards section={cards} />);
    for (const { extension, registration, description } of cards.extensions) {
      const card = screen.getByRole('heading', { level: 3, name: `.${extension}` }).closest('article') as HTMLElement;
      expect(within(card).getByText(dollars(registration))).toBeInTheDocument();
      expect(within(card).getByText(site.ui.perYear)).toBeInTheDocument();
      if (description) expect(within(card).getByText(description)).toBeInTheDocument();
    }
  });

  it('has a register button per extension that does nothing (no purchase flow exists)', async () => {
    const { container } = renderRouted(<ExtensionCards section={cards} />);
    const buttons = cards.extensions.map((e) => screen.getByRole('button', { name: `${cards.cta} .${e.extension}` }));
    for (const button of buttons) expect(button).toHaveAttribute('type', 'button');
    const [first] = buttons;
    await userEvent.click(first as HTMLElement);
    expect(container).toContainElement(first as HTMLElement);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
