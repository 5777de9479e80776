// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import affiliate from 'virtual:content/doc/page/affiliate';
import careers from 'virtual:content/doc/page/careers';
import contact from 'virtual:content/doc/page/contact';
import { renderRouted, sectionOf } from '../../tests/helpers/page-sections';
import { AddressSection } from './AddressSection';
import { AffiliateTiersSection } from './AffiliateTiersSection';
import { ContactCardsSection } from './ContactCardsSection';
import { JobsSection } from './JobsSection';
import { StepsSection } from './StepsSection';

describe('careers, affiliate and contact sections', () => {
  it('lists three open positions, each with its requirements and an Apply Now link, then the resume link', () => {
    renderRouted(<JobsSection section={sectionOf(careers, 'jobs')} />);
    const jobs = screen.getAllByRole('article');
    expect(jobs).toHaveLength(3);
    const developer = screen.getByRole('article', { name: 'Full-Stack Developer' });
    expect(within(developer).getByText('Hybrid (San Francisco, CA)')).toBeInTheDocument();
    expect(within(developer).getByText('Engineering')).toBeInTheDocument();
    expect(within(developer).getByText('Strong TypeScript, React and Node.js skills')).toBeInTheDocument();
    const apply = within(developer).getByRole('link', { name: 'Apply Now: Full-Stack Developer' });
    expect(apply).toHaveAttribute('href', '/careers/apply');
    expect(screen.getByRole('link', { name: 'Send Your Resume' })).toHaveAttribute('href', '/careers/submit-resume');
  });

  it('shows the commission tiers as percentages, and the payout notes', () => {
    renderRouted(<AffiliateTiersSection section={sectionOf(affiliate, 'affiliateTiers')} />);
    const tiers = screen
      .getAllByRole('article')
      .map((tier) => [
        within(tier).getByRole('heading', { level: 3 }).textContent,
        within(tier).getByText(/%$/).textContent,
      ]);
    expect(tiers).toEqual([
      ['Standard', '20%'],
      ['Advanced', '25%'],
      ['Premium', '30%'],
    ]);
    expect(screen.getByText('First 10 referrals')).toBeInTheDocument();
    expect(screen.getByText(/no minimum payout threshold/)).toBeInTheDocument();
  });

  it('numbers the three steps of How It Works', () => {
    renderRouted(<StepsSection section={sectionOf(affiliate, 'steps')} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sign Up', 'Share Your Link', 'Earn Rewards']);
  });

  it('offers email, phone and live chat, each linking to its channel', () => {
    renderRouted(<ContactCardsSection section={sectionOf(contact, 'contactCards')} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Email Us',
      'Call Us',
      'Live Chat',
    ]);
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['support@nimbushost.com', 'mailto:support@nimbushost.com'],
      ['+1 (888) 646-2870', 'tel:+18886462870'],
      ['Start a chat', '#chat'],
    ]);
  });

  it('shows the street address in an address block with the opening hours', () => {
    renderRouted(<AddressSection section={sectionOf(contact, 'address')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Visit our office' })).toBeInTheDocument();
    expect(document.querySelector('address')).toHaveTextContent('548 Market Street, Suite 2300');
    expect(screen.getByText(/Monday to Friday/)).toBeInTheDocument();
  });
});
