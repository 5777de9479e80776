// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import domains from 'virtual:content/doc/page/domains';
import shared from 'virtual:content/doc/product/shared';
import { renderRouted, sectionOf } from '../../../tests/helpers/page-sections.tsx';
import { prerenderedDocs } from '../../../tests/helpers/route-docs.ts';
import FaqSection from './FaqSection.tsx';

const domainFaq = sectionOf(domains, 'faq');
const productFaq = sectionOf(shared, 'faq');

describe('FaqSection', () => {
  const items = () => [...document.querySelectorAll('details')];
  const question = (item: Element) => item.querySelector(':scope > summary');

  it('lists every question as a disclosure (summary) holding its answer, readable before any script runs', () => {
    renderRouted(<FaqSection section={productFaq} />);
    expect(screen.getByRole('heading', { level: 2, name: productFaq.title })).toBeInTheDocument();
    expect(items().map((item) => question(item)?.textContent)).toEqual(productFaq.items.map((i) => i.question));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      productFaq.items.map((i) => i.question),
    );
    for (const [i, item] of items().entries()) expect(item).toHaveTextContent(productFaq.items[i]?.answer ?? '');
  });

  it('opens the first answer on load on the domains page (SPEC §2), the others stay closed', () => {
    expect(domainFaq.openFirst).toBe(true);
    renderRouted(<FaqSection section={domainFaq} />);
    expect(items().map((item) => (item as HTMLDetailsElement).open)).toEqual(domainFaq.items.map((_, i) => i === 0));
  });

  it('starts with every answer closed unless told otherwise', () => {
    renderRouted(<FaqSection section={{ ...domainFaq, openFirst: false }} />);
    expect(items().some((item) => (item as HTMLDetailsElement).open)).toBe(false);
  });

  it('tells search engines the questions and answers of the page', async () => {
    const prerendered = (await prerenderedDocs()).get('page/domains');
    const faqPage = prerendered?.meta.structuredData.find((d) => d['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity).toEqual(
      domainFaq.items.map((i) => ({
        '@type': 'Question',
        name: i.question,
        acceptedAnswer: { '@type': 'Answer', text: i.answer },
      })),
    );
  });
});
