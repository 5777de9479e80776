// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import about from 'virtual:content/doc/page/about';
import hosting from 'virtual:content/doc/page/hosting';
import { renderRouted, sectionOf } from '../../tests/helpers/page-sections';
import { CtaSection } from './CtaSection';
import { StatsSection } from './StatsSection';
import { TeamSection } from './TeamSection';
import { TextSection } from './TextSection';

describe('about page sections', () => {
  it('lists the four stats, each figure with its label', () => {
    renderRouted(<StatsSection section={sectionOf(about, 'stats')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'NimbusHost in numbers' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['99.9% Uptime', '24/7 Support', '100% Security Focus', '10X Faster']);
  });

  it('shows the mission paragraphs, and the why-choose points as a list', () => {
    const { unmount } = renderRouted(<TextSection section={sectionOf(about, 'text')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByText(/founded in 2023/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();

    renderRouted(<TextSection section={sectionOf(about, 'text', 1)} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Why choose NimbusHost?' })).toBeInTheDocument();
    const points = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(points).toHaveLength(6);
    expect(points[0]).toHaveTextContent(/10X faster/);
  });

  it('introduces the three team members with initials, name, role and bio', () => {
    renderRouted(<TeamSection section={sectionOf(about, 'team')} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Daniel Reyes',
      'Priya Natarajan',
      'Marcus Holt',
    ]);
    const ceo = screen.getByText('Co-founder & Chief Executive Officer').closest('article');
    expect(ceo).not.toBeNull();
    expect(within(ceo as HTMLElement).getByText('DR')).toHaveAttribute('aria-hidden', 'true');
    expect(within(ceo as HTMLElement).getByText(/decade running infrastructure/)).toBeInTheDocument();
  });

  it('ends with a call to action linking to the hosting plans and the contact page', () => {
    renderRouted(<CtaSection section={sectionOf(about, 'cta')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to launch your website?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Hosting Plans' })).toHaveAttribute('href', '/hosting');
    expect(screen.getByRole('link', { name: 'Talk to Our Team' })).toHaveAttribute('href', '/contact');
  });

  it('links the hosting overview help box to /contact and the support centre', () => {
    renderRouted(<CtaSection section={sectionOf(hosting, 'cta')} />);
    expect(screen.getByRole('link', { name: 'Contact Our Experts' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Visit the Support Center' })).toHaveAttribute('href', '/hosting/support');
  });
});
