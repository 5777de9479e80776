// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import domains from 'virtual:content/doc/page/domains';
import { renderRouted, sectionOf } from '../../tests/helpers/page-sections';
import { DomainPricing } from './DomainPricing';
import { ExtensionCards } from './ExtensionCards';
import { FaqSection } from './FaqSection';
import { FeaturesSection } from './FeaturesSection';

const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);

describe('domains page sections', () => {
  it('shows a card per popular extension with its yearly price and a Register button that does nothing', async () => {
    const { container } = renderRouted(<ExtensionCards section={sectionOf(domains, 'extensionCards')} />);
    expect(texts(screen.getAllByRole('heading', { level: 3 }))).toEqual(['.com', '.net', '.org', '.io']);
    const com = screen.getByRole('heading', { name: '.com' }).closest('article') as HTMLElement;
    expect(within(com).getByText('$9.99')).toBeInTheDocument();
    expect(within(com).getByText('/yr')).toBeInTheDocument();
    expect(within(com).getByText("The world's most trusted extension")).toBeInTheDocument();
    const register = within(com).getByRole('button', { name: 'Register .com' });
    await userEvent.click(register);
    expect(container).toContainElement(register);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('prices every extension in a table with the five column headings', () => {
    renderRouted(<DomainPricing section={sectionOf(domains, 'domainPricing')} />);
    const table = screen.getByRole('table', { name: 'Domain pricing' });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'Extension',
      'Registration',
      'Renewal',
      'Transfer',
      'Action',
    ]);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(8);
    const com = within(table).getByRole('row', { name: /^\.com / });
    expect(within(com).getByRole('rowheader')).toHaveTextContent('.com');
    expect(texts(within(com).getAllByRole('cell')).slice(0, 3)).toEqual(['$9.99/yr', '$9.99/yr', '$9.99/yr']);
    expect(within(com).getByRole('button', { name: 'Register .com' })).toHaveAttribute('type', 'button');
    const tech = within(table).getByRole('row', { name: /^\.tech / });
    expect(within(tech).getAllByRole('cell')[0]).toHaveTextContent('$39.99/yr');
    // The table scrolls inside its own keyboard-reachable region on narrow screens.
    expect(screen.getByRole('region', { name: 'Domain pricing' })).toHaveAttribute('tabindex', '0');
  });

  it('lists the premium features as cards', () => {
    renderRouted(<FeaturesSection section={sectionOf(domains, 'features')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Premium features with every domain' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'Free WHOIS privacy' })).toBeInTheDocument();
  });

  it('opens the first FAQ answer on load and toggles the others', async () => {
    renderRouted(<FaqSection section={sectionOf(domains, 'faq')} />);
    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveAccessibleName('How do I register a domain name?');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How do I register a domain name?' })).toBeVisible();
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second as HTMLElement);
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });
});
