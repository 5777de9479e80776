// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import webmail from 'virtual:content/doc/page/webmail';
import { renderRouted, sectionOf, site, textsOf } from '../../../tests/helpers/page-sections.tsx';
import { webmailHelp } from '../../../tests/spec.ts';
import WebmailProviders from './WebmailProviders.tsx';

const providers = sectionOf(webmail, 'webmailProviders');
const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

describe('WebmailProviders', () => {
  it('shows a card per provider with its description', () => {
    renderRouted(<WebmailProviders section={providers} />);
    expect(screen.getByRole('heading', { level: 2, name: providers.title })).toBeInTheDocument();
    expect(textsOf(screen.getAllByRole('heading', { level: 3 }))).toEqual(providers.items.map((p) => p.name));
    for (const item of providers.items)
      expect(within(cardOf(item.name)).getByText(item.description)).toBeInTheDocument();
  });

  it('opens each provider in a new tab, safely, and says so', () => {
    renderRouted(<WebmailProviders section={providers} />);
    for (const item of providers.items) {
      const link = within(cardOf(item.name)).getByRole('link', {
        name: `${providers.openLabel}: ${item.name} ${site.ui.opensInNewTab}`,
      });
      expect(link).toHaveAttribute('href', item.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('links Contact Support to /hosting/support (SPEC §2)', () => {
    renderRouted(<WebmailProviders section={providers} />);
    expect(providers.help).toEqual(webmailHelp);
    expect(screen.getByRole('link', { name: webmailHelp.label })).toHaveAttribute('href', webmailHelp.href);
  });

  it('gives each card its brand colour through a class, not an inline style', () => {
    const { container } = renderRouted(<WebmailProviders section={providers} />);
    expect(container.querySelector('[style]')).toBeNull();
    for (const item of providers.items)
      expect(getComputedStyle(cardOf(item.name)).borderTopColor.toLowerCase()).toMatch(
        new RegExp(`^(${item.colour.toLowerCase()}|${rgb(item.colour).replace(/[()]/g, '\\$&')})$`),
      );
    const classes = new Set(providers.items.map((item) => cardOf(item.name).className));
    expect(classes.size).toBe(new Set(providers.items.map((item) => item.colour.toLowerCase())).size);
  });
});
