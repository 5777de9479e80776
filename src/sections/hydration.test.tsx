// @vitest-environment jsdom
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import blog from 'virtual:content/doc/page/blog';
import email from 'virtual:content/doc/page/email';
import forgotPassword from 'virtual:content/doc/page/forgot-password';
import home from 'virtual:content/doc/page/home';
import privacy from 'virtual:content/doc/page/privacy';
import register from 'virtual:content/doc/page/register';
import shared from 'virtual:content/doc/product/shared';
import { Providers, loadedSectionOf, sectionOf } from '../../tests/helpers/page-sections.tsx';
import BlogIndexSection from './blog-index/BlogIndexSection.tsx';
import EmailPlans from './email-plans/EmailPlans.tsx';
import FaqSection from './faq/FaqSection.tsx';
import FormSection from './form/FormSection.tsx';
import HeroSection from './hero/HeroSection.tsx';
import LegalSection from './legal/LegalSection.tsx';
import ProductPlans from './product-plans/ProductPlans.tsx';
import TestimonialsSection from './testimonials/TestimonialsSection.tsx';

// The prerendered HTML must be what the first client render produces, or React throws it away.
async function hydrationErrors(ui: ReactElement) {
  const tree = <Providers>{ui}</Providers>;
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  const onRecoverableError = vi.fn();
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError }));
  const errors = [...onRecoverableError.mock.calls, ...consoleError.mock.calls];
  consoleError.mockRestore();
  act(() => root.unmount());
  container.remove();
  return errors;
}

const privacyPolicy = await loadedSectionOf(privacy, 'legal');

describe('prerendered sections hydrate without a mismatch', () => {
  it.each([
    ['blog index', <BlogIndexSection key="b" section={sectionOf(blog, 'blogIndex')} />],
    ['register form', <FormSection key="r" section={sectionOf(register, 'form')} />],
    ['reset form', <FormSection key="f" section={sectionOf(forgotPassword, 'form')} />],
    ['privacy policy', <LegalSection key="p" section={privacyPolicy} />],
    ['home hero with the domain search', <HeroSection key="h" section={sectionOf(home, 'hero')} />],
    ['product plans', <ProductPlans key="s" section={sectionOf(shared, 'productPlans')} />],
    ['email plans', <EmailPlans key="e" section={sectionOf(email, 'emailPlans')} />],
    ['open FAQ', <FaqSection key="q" section={{ ...sectionOf(shared, 'faq'), openFirst: true }} />],
    ['testimonials with the review summary', <TestimonialsSection key="t" section={sectionOf(home, 'testimonials')} />],
  ])('%s', async (_name, ui) => {
    expect(await hydrationErrors(ui)).toEqual([]);
  });

  it('notices a mismatch, so that the checks above can fail', async () => {
    let renders = 0;
    const Different = () => <p>{renders++ === 0 ? 'on the server' : 'in the browser'}</p>;
    expect(await hydrationErrors(<Different />)).not.toEqual([]);
  });
});
