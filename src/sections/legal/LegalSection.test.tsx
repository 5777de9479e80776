// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import privacy from 'virtual:content/doc/page/privacy';
import terms from 'virtual:content/doc/page/terms';
import { renderRouted, sectionOf } from '../../tests/helpers/page-sections';
import { LegalSection } from './LegalSection';
import { loadBody } from '../../content/bodies';

beforeAll(async () => {
  await Promise.all([loadBody('legal', 'privacy'), loadBody('legal', 'terms')]);
});

describe('LegalSection', () => {
  it('shows the privacy policy date and its six sections', () => {
    renderRouted(<LegalSection section={sectionOf(privacy, 'legal')} />);
    expect(screen.getByText('Last updated: April 5, 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Information We Collect',
      'How We Use Your Information',
      'Data Security',
      'Data Retention',
      'Third-Party Services',
      'Your Rights',
    ]);
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  });

  it('shows the terms with their six sections, the 99.9% SLA among them', () => {
    renderRouted(<LegalSection section={sectionOf(terms, 'legal')} />);
    expect(screen.getByText('Last updated: April 5, 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.getAllByText(/99\.9%/).length).toBeGreaterThan(0);
  });
});
