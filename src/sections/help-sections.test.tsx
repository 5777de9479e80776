// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import support from 'virtual:content/doc/page/hosting-support';
import webmail from 'virtual:content/doc/page/webmail';
import { renderRouted, sectionOf } from '../../tests/helpers/page-sections';
import { SupportChannels } from './SupportChannels';
import { WebmailProviders } from './WebmailProviders';

describe('support and webmail sections', () => {
  it('shows six support channels, each linking to its channel', () => {
    renderRouted(<SupportChannels section={sectionOf(support, 'supportChannels')} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(screen.getByText(/Chat with a hosting expert in real time/)).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Start Chat', '/chat'],
      ['Open Ticket', '/tickets'],
      ['Browse Articles', '/kb'],
      ['Join Discussion', '/forum'],
      ['View Guides', '/guides'],
      ['Contact Manager', '/account-manager'],
    ]);
  });

  it('opens each webmail provider in a new tab, safely, and says so', () => {
    renderRouted(<WebmailProviders section={sectionOf(webmail, 'webmailProviders')} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Gmail',
      'Outlook',
      'Yahoo Mail',
      'Zoho Mail',
    ]);
    const gmail = screen.getByRole('link', { name: 'Open Webmail: Gmail (opens in a new tab)' });
    expect(gmail).toHaveAttribute('href', 'https://mail.google.com/');
    const external = screen.getAllByRole('link', { name: /opens in a new tab/ });
    expect(external).toHaveLength(4);
    for (const link of external) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/hosting/support');
  });

  it('gives each provider card its brand colour through a class, not an inline style', () => {
    const { container } = renderRouted(<WebmailProviders section={sectionOf(webmail, 'webmailProviders')} />);
    expect(container.querySelector('[style]')).toBeNull();
    const card = (name: string) => screen.getByRole('heading', { name }).closest('article') as HTMLElement;
    expect(card('Gmail').className).not.toEqual(card('Outlook').className);
    expect(getComputedStyle(card('Gmail')).borderTopColor).toMatch(/#ea4335|rgb\(234, 67, 53\)/i);
    expect(within(card('Gmail')).getByText(/Google's email service/)).toBeInTheDocument();
  });
});
