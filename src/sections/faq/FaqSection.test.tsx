// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import domains from 'virtual:content/doc/page/domains';
import shared from 'virtual:content/doc/product/shared';
import { renderRouted, sectionOf, textsOf } from '../../../tests/helpers/page-sections';
import { prerenderedDocs } from '../../../tests/helpers/route-docs';
import FaqSection from './FaqSection';

const domainFaq = sectionOf(domains, 'faq');
const productFaq = sectionOf(shared, 'faq');

describe('FaqSection', () => {
  it('lists every question as a button that controls its answer', () => {
    renderRouted(<FaqSection section={productFaq} />);
    expect(screen.getByRole('heading', { level: 2, name: productFaq.title })).toBeInTheDocument();
    const questions = screen.getAllByRole('button');
    expect(textsOf(questions)).toEqual(productFaq.items.map((i) => i.question));
    for (const [i, question] of questions.entries()) {
      const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
      expect(answer).toHaveTextContent(productFaq.items[i]?.answer ?? '');
    }
  });

  it('opens the first answer on load on the domains page (SPEC §2), the others stay closed until clicked', async () => {
    expect(domainFaq.openFirst).toBe(true);
    renderRouted(<FaqSection section={domainFaq} />);
    const [first, second] = screen.getAllByRole('button');
    const firstItem = domainFaq.items[0];
    expect(first).toHaveAccessibleName(firstItem?.question);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: firstItem?.question })).toBeVisible();
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await userEvent.click(second as HTMLElement);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: domainFaq.items[1]?.question })).toHaveTextContent(
      domainFaq.items[1]?.answer ?? '',
    );
    await userEvent.click(first as HTMLElement);
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts with every answer closed unless told otherwise', () => {
    renderRouted(<FaqSection section={{ ...domainFaq, openFirst: false }} />);
    for (const question of screen.getAllByRole('button')) expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('opens and closes answers from the keyboard', async () => {
    renderRouted(<FaqSection section={productFaq} />);
    const [first] = screen.getAllByRole('button', { expanded: false });
    first?.focus();
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
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
