// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import careers from 'virtual:content/doc/page/careers';
import domains from 'virtual:content/doc/page/domains';
import ssl from 'virtual:content/doc/product/ssl';
import { renderRouted, sectionOf, sectionsOf, textsOf } from '../../../tests/helpers/page-sections.tsx';
import { SSL_TRUST_BADGES } from '../../../tests/spec.ts';
import FeaturesSection from './FeaturesSection.tsx';

describe('FeaturesSection', () => {
  it.each([
    ['domains premium features', sectionOf(domains, 'features')],
    ['careers benefits', sectionOf(careers, 'features')],
  ])('%s: a card per item, with its heading and text', (_name, features) => {
    renderRouted(<FeaturesSection section={features} />);
    expect(screen.queryByRole('heading', { level: 2 })?.textContent).toBe(features.title);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
      features.items.map((i) => i.title),
    );
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual(features.items.map((i) => i.text));
  });

  it('can go without a heading, as the SSL trust badges do', () => {
    const [first] = sectionsOf(domains, 'features');
    if (!first) throw new Error('the domains page has no features section');
    renderRouted(<FeaturesSection section={{ ...first, title: undefined, subtitle: undefined }} />);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(first.items.length);
  });

  it('shows the SSL trust badges: 256-bit Encryption, $1.75M Warranty, 30-Day Money Back (SPEC §2)', () => {
    const badges = sectionsOf(ssl, 'features').find((s) => s.items.some((i) => i.title === SSL_TRUST_BADGES[0]));
    expect(badges?.items.map((i) => i.title)).toEqual(expect.arrayContaining([...SSL_TRUST_BADGES]));
    renderRouted(<FeaturesSection section={badges as NonNullable<typeof badges>} />);
    for (const badge of SSL_TRUST_BADGES)
      expect(screen.getByRole('heading', { level: 3, name: badge })).toBeInTheDocument();
    expect(textsOf(screen.getAllByRole('heading', { level: 3 }))).toHaveLength(badges?.items.length ?? 0);
  });
});
