// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import home from 'virtual:content/doc/page/home';
import shared from 'virtual:content/doc/product/shared';
import vps from 'virtual:content/doc/product/vps';
import app from 'virtual:content/doc/product/app';
import cloud from 'virtual:content/doc/product/cloud';
import wordpress from 'virtual:content/doc/product/wordpress';
import { formatReport } from '../../content/issue.ts';
import { loadContent } from '../../assembly/site-content.ts';
import { renderRouted, sectionOf } from '../../../tests/helpers/page-sections.tsx';
import { contentDir, root } from '../../../tests/helpers/content-fixture.ts';
import type { ResolvedSection } from '../definitions.ts';
import { PRODUCT_TESTIMONIALS } from './select.ts';
import TestimonialsSection from './TestimonialsSection.tsx';

const { content, issues } = await loadContent({ root, contentDir });
if (!content) throw new Error(formatReport(issues));
const byOrder = [...content.testimonials].sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
/**
 * What a product's page shows: its own testimonials, then general ones (about no product) where the section has a
 * heading for them (generalTitle), to its limit.
 */
const forProduct = (slug: string, limit = PRODUCT_TESTIMONIALS, general = false) =>
  [
    ...byOrder.filter((t) => t.products.includes(slug)),
    ...(general ? byOrder.filter((t) => t.products.length === 0) : []),
  ].slice(0, limit);
/** A product's testimonials section as its file has it, before resolving. */
const written = (slug: string) =>
  content.products.find((p) => p.slug === slug)?.sections.find((s) => s.type === 'testimonials') as
    { title: string; generalTitle?: string } | undefined;

/** A phrase of content with its {slots} filled, worked out apart from the component. */
const filled = (phrase: string, values: Record<string, string | number>) =>
  phrase.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

const cardsShown = () =>
  screen.getAllByRole('figure').map((figure) => ({
    quote: figure.querySelector('blockquote')?.textContent,
    caption: figure.querySelector('figcaption')?.textContent,
    stars:
      within(figure)
        .queryAllByRole('img')
        .find((img) => img.tagName !== 'IMG')
        ?.getAttribute('aria-label') ?? undefined,
    photo: figure.querySelector('figcaption img')?.getAttribute('alt') ?? undefined,
  }));

const cardsExpected = (
  section: Pick<ResolvedSection<'testimonials'>, 'ratingLabel' | 'ratingMax'>,
  testimonials: typeof byOrder,
) =>
  testimonials.map((t) => ({
    quote: t.quote,
    caption: expect.stringContaining(`${t.name}${t.role} · ${t.company}`) as unknown as string,
    stars:
      t.rating === undefined ? undefined : filled(section.ratingLabel, { rating: t.rating, outOf: section.ratingMax }),
    photo: t.photo?.alt,
  }));

describe('TestimonialsSection', () => {
  const onHome = sectionOf(home, 'testimonials');

  it('home: every testimonial as a quote, lowest order first, with its stars, name, role and company', () => {
    renderRouted(<TestimonialsSection section={onHome} />);
    expect(screen.getByRole('heading', { level: 2, name: onHome.title })).toBeInTheDocument();
    const shown = byOrder.slice(0, onHome.limit);
    expect(screen.getAllByRole('listitem')).toHaveLength(shown.length);
    expect(cardsShown()).toEqual(cardsExpected(onHome, shown));
  });

  it('home: the review summary in words from content, with the count written in full', () => {
    const { reviews } = content.socialProof;
    renderRouted(<TestimonialsSection section={onHome} />);
    const summary = filled(reviews.summary, {
      // An average reads with one decimal at most: 4.75 shows as 4.8.
      score: reviews.score.toLocaleString('en-US', { maximumFractionDigits: 1 }),
      outOf: reviews.outOf,
      count: reviews.count.toLocaleString('en-US'),
      source: reviews.source,
    });
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === summary)).toBeInTheDocument();
  });

  it.each([
    ['shared', shared],
    ['wordpress', wordpress],
    ['vps', vps],
    ['app', app],
    ['cloud', cloud],
  ])(
    '%s product page: its own testimonials first, then general ones only under a heading for them, no review summary',
    (slug, doc) => {
      const section = sectionOf(doc, 'testimonials');
      const product = section.product ?? slug;
      const { title, generalTitle } = written(slug) ?? { title: '' };
      const expected = forProduct(product, section.limit, generalTitle !== undefined);
      expect(expected[0]?.products).toContain(product);
      renderRouted(<TestimonialsSection section={section} />);
      expect(cardsShown()).toEqual(cardsExpected(section, expected));
      // The product's title promises quotes about it: it heads the section only while every quote is.
      const heading = expected.every((t) => t.products.includes(product)) ? title : generalTitle;
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(heading);
      expect(screen.queryByText(content.socialProof.reviews.source, { exact: false })).toBeNull();
    },
  );

  it('shows no stars for a testimonial that came without a rating', () => {
    const [first, ...rest] = onHome.items;
    if (!first) throw new Error('no testimonial on the home page');
    const { rating: _, ...unrated } = first;
    renderRouted(<TestimonialsSection section={{ ...onHome, items: [unrated, ...rest] }} />);
    const [card] = screen.getAllByRole('figure');
    const stars = (within: HTMLElement) => [...within.querySelectorAll('[role="img"]')];
    expect(stars(card as HTMLElement)).toEqual([]);
    expect(stars(document.body)).toHaveLength(rest.filter((t) => t.rating !== undefined).length);
  });

  it('shows nothing on a product page while no testimonial is about its product', () => {
    const { container } = renderRouted(
      <TestimonialsSection section={{ ...sectionOf(shared, 'testimonials'), items: [] }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
