// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import email from 'virtual:content/doc/page/email';
import security from 'virtual:content/doc/page/security';
import { renderRouted, sectionOf } from '../../tests/helpers/page-sections';
import { ComparisonSection } from './ComparisonSection';
import { EmailPlans } from './EmailPlans';
import { PlanSection } from './PlanSection';

const plan = (name: string) => screen.getByRole('article', { name });

describe('plan sections', () => {
  it('shows the email plans with monthly price, storage, accounts and features; Business is the popular one', () => {
    renderRouted(<EmailPlans section={sectionOf(email, 'emailPlans')} />);
    const basic = plan('Basic');
    expect(within(basic).getByText('$2.99')).toBeInTheDocument();
    expect(within(basic).getByText('/mo')).toBeInTheDocument();
    expect(within(basic).getByText(/10 GB/)).toHaveTextContent('Storage: 10 GB');
    expect(within(plan('Enterprise')).getByText(/Unlimited/)).toHaveTextContent('Email accounts: Unlimited');
    expect(within(basic).getByText('Spam and virus protection')).toBeInTheDocument();
    expect(within(plan('Business')).getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(within(plan('Business')).getByRole('button', { name: 'Get Started Business' })).toBeInTheDocument();
  });

  it('shows the SSL certificates priced per year, none of them highlighted', () => {
    renderRouted(<PlanSection section={sectionOf(security, 'sslProducts')} />);
    const wildcard = plan('Wildcard SSL');
    expect(within(wildcard).getByText('$149.99')).toBeInTheDocument();
    expect(within(wildcard).getByText('/yr')).toBeInTheDocument();
    expect(screen.queryByText('Most Popular')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Buy Now/ })).toHaveLength(3);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('shows the protection plans with descriptions; Enterprise links to sales, the others are plain buttons', () => {
    renderRouted(<PlanSection section={sectionOf(security, 'protectionPlans')} />);
    expect(within(plan('Advanced')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(plan('Advanced')).getByText('$24.99')).toBeInTheDocument();
    expect(within(plan('Basic')).getByText('Essential protection for personal sites and blogs.')).toBeInTheDocument();
    expect(within(plan('Enterprise')).getByRole('link', { name: 'Contact Sales Enterprise' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(plan('Basic')).getByRole('button', { name: 'Get Started Basic' })).toBeInTheDocument();
  });

  it('compares the email plans in a table', () => {
    renderRouted(<ComparisonSection section={sectionOf(email, 'comparison')} />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Basic', 'Business', 'Enterprise']);
    const accounts = within(table).getByRole('row', { name: /Email accounts/ });
    expect(
      within(accounts)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '5', 'Unlimited']);
    const archiving = within(table).getByRole('row', { name: /Email archiving/ });
    expect(
      within(archiving)
        .getAllByRole('img')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['Not included', 'Not included', 'Included']);
  });
});
