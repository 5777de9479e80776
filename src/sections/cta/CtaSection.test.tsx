// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import about from 'virtual:content/doc/page/about';
import hosting from 'virtual:content/doc/page/hosting';
import support from 'virtual:content/doc/page/hosting-support';
import cloud from 'virtual:content/doc/product/cloud';
import { pageOf, renderRouted, sectionOf } from '../../../tests/helpers/page-sections.tsx';
import { cloudContact, paths, supportContact } from '../../../tests/spec.ts';
import type { ResolvedSection } from '../definitions.ts';
import CtaSection from './CtaSection.tsx';

const linksOf = () => screen.queryAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('CtaSection', () => {
  it.each([
    ['about', sectionOf(about, 'cta')],
    ['hosting overview', sectionOf(hosting, 'cta')],
    ['support', sectionOf(support, 'cta')],
    ['cloud hosting', sectionOf(cloud, 'cta')],
  ])('%s: the heading, the line under it and its buttons, linking where the content says', (_page, cta) => {
    renderRouted(<CtaSection section={cta} />);
    expect(screen.getByRole('heading', { level: 2, name: cta.title })).toBeInTheDocument();
    if (cta.subtitle) expect(screen.getByText(cta.subtitle)).toBeInTheDocument();
    const buttons = [cta.cta, ...(cta.secondaryCta ? [cta.secondaryCta] : [])];
    expect(linksOf()).toEqual(buttons.map((b) => [b.label, b.href]));
  });

  it('leads to the places the spec names: /hosting from about, /contact from the overview and support', () => {
    const targets = (cta: ResolvedSection<'cta'>) => [cta.cta.href, cta.secondaryCta?.href];
    expect(targets(sectionOf(about, 'cta'))).toContain(paths.hosting);
    expect(targets(sectionOf(hosting, 'cta'))).toContain(paths.contact);
    expect(sectionOf(support, 'cta').cta).toEqual(supportContact);
  });

  it('ends the cloud page with a Contact Sales button to /contact (SPEC §2)', () => {
    const last = pageOf(cloud).sections.at(-1);
    expect(last?.type).toBe('cta');
    renderRouted(<CtaSection section={sectionOf(cloud, 'cta')} />);
    expect(screen.getByRole('link', { name: cloudContact.label })).toHaveAttribute('href', cloudContact.href);
  });

  it('shows a button without a target as a button, not a link', () => {
    const cta = sectionOf(about, 'cta');
    renderRouted(<CtaSection section={{ ...cta, cta: { label: 'Talk to us' }, secondaryCta: undefined }} />);
    expect(screen.getByRole('button', { name: 'Talk to us' })).toBeInTheDocument();
    expect(linksOf()).toEqual([]);
  });
});
