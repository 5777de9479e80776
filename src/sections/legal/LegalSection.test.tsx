// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import privacy from 'virtual:content/doc/page/privacy';
import terms from 'virtual:content/doc/page/terms';
import { root } from '../../../tests/helpers/content-fixture.ts';
import { loadedSectionOf, renderRouted, sectionOf, textsOf } from '../../../tests/helpers/page-sections.tsx';
import { LAST_UPDATED, LEGAL_SECTIONS, UPTIME_SLA } from '../../../tests/spec.ts';
import LegalSection from './LegalSection.tsx';

/** The MDX source of a legal page's document: what its body is compiled from. */
const sourceOf = (doc: typeof privacy) => readFileSync(path.join(root, sectionOf(doc, 'legal').body.mdx), 'utf8');
const headingsIn = (mdx: string) => [...mdx.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
const internalLinksIn = (mdx: string) => [...mdx.matchAll(/\[([^\]]+)\]\((\/[^)\s]*)\)/g)].map((m) => [m[1], m[2]]);

const [privacySection, termsSection] = await Promise.all([
  loadedSectionOf(privacy, 'legal'),
  loadedSectionOf(terms, 'legal'),
]);

describe('LegalSection', () => {
  it.each([
    ['privacy policy', privacy, privacySection],
    ['terms of service', terms, termsSection],
  ])("%s: marked 'Last updated: April 5, 2025' (SPEC §2), then its sections", (_name, doc, section) => {
    renderRouted(<LegalSection section={section} />);
    expect(screen.getByText(LAST_UPDATED)).toBeInTheDocument();
    const headings = headingsIn(sourceOf(doc));
    expect(headings).toHaveLength(LEGAL_SECTIONS);
    expect(textsOf(screen.getAllByRole('heading', { level: 2 }))).toEqual(headings);
  });

  it('links to other pages of the site through the router', () => {
    const links = internalLinksIn(sourceOf(privacy));
    expect(links.length).toBeGreaterThan(0);
    renderRouted(<LegalSection section={privacySection} />);
    for (const [label, href] of links) expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
  });

  it('states the 99.9% uptime SLA in the terms (SPEC §2)', () => {
    renderRouted(<LegalSection section={termsSection} />);
    expect(screen.getAllByText(new RegExp(UPTIME_SLA.replace('.', '\\.'))).length).toBeGreaterThan(0);
  });
});
