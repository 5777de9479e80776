// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import support from 'virtual:content/doc/page/hosting-support';
import { renderRouted, sectionOf, textsOf } from '../../../tests/helpers/page-sections.tsx';
import { SUPPORT_CHANNELS } from '../../../tests/spec.ts';
import SupportChannels from './SupportChannels.tsx';

const channels = sectionOf(support, 'supportChannels');
const links = () => screen.getAllByRole('link').map((a) => ({ label: a.textContent, href: a.getAttribute('href') }));

describe('SupportChannels', () => {
  it('shows a card per channel with its text and a button to the channel', () => {
    renderRouted(<SupportChannels section={channels} />);
    expect(screen.getByRole('heading', { level: 2, name: channels.title })).toBeInTheDocument();
    expect(textsOf(screen.getAllByRole('heading', { level: 3 }))).toEqual(channels.items.map((c) => c.title));
    for (const item of channels.items) {
      const card = screen.getByRole('heading', { level: 3, name: item.title }).closest('article') as HTMLElement;
      expect(within(card).getByText(item.text)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: item.cta.label })).toHaveAttribute('href', item.cta.href);
    }
    expect(links()).toEqual(channels.items.map((c) => c.cta));
  });

  it('offers the six channels of the spec: chat, tickets, articles, forum, guides and the account manager', () => {
    renderRouted(<SupportChannels section={channels} />);
    const byHref = (a: { href: string | null }, b: { href: string | null }) =>
      String(a.href).localeCompare(String(b.href));
    expect(links().sort(byHref)).toEqual([...SUPPORT_CHANNELS].sort(byHref));
  });
});
