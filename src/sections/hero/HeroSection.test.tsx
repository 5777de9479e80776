// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import about from 'virtual:content/doc/page/about';
import affiliatePage from 'virtual:content/doc/page/affiliate';
import home from 'virtual:content/doc/page/home';
import { dollars, renderRouted, sectionOf, site, textsOf } from '../../../tests/helpers/page-sections.tsx';
import { sectionsAcross } from '../../../tests/helpers/route-docs.ts';
import { SEARCHING, SEARCHING_DOMAINS, SEARCH_DOMAINS, affiliate, domainErrors } from '../../../tests/spec.ts';
import ProductPlans from '../product-plans/ProductPlans.tsx';
import HeroSection from './HeroSection.tsx';
import { SearchFromAddress } from '../../features/domain-search/SearchFromAddress.tsx';
import { closeSearch } from '../../features/domain-search/search-store.ts';
import { withModalDialogs } from '../../../tests/helpers/modal-dialogs.ts';
import { fill } from '../../vocabulary/phrases.ts';

const homeHero = sectionOf(home, 'hero');
const search = homeHero.search;
const onProducts = await sectionsAcross('product', 'hero');
const suffix = (period: 'month' | 'year') => (period === 'month' ? site.ui.perMonth : site.ui.perYear);
/** The plan a visitor pays least for, per month, from the plans the page's cards show. */
function cheapest(plans: { price: number; period: 'month' | 'year' }[]) {
  const perMonth = (p: (typeof plans)[number]) => p.price / (p.period === 'year' ? 12 : 1);
  return plans.reduce((best, p) => (perMonth(p) < perMonth(best) ? p : best));
}

afterEach(() => vi.restoreAllMocks());

describe('HeroSection', () => {
  it('shows the title as the page heading, with the line above and below it and the selling points', () => {
    const hero = sectionOf(about, 'hero');
    renderRouted(<HeroSection section={hero} />);
    expect(screen.getByRole('heading', { level: 1, name: hero.title })).toBeInTheDocument();
    if (hero.eyebrow) expect(screen.getByText(hero.eyebrow)).toBeInTheDocument();
    if (hero.subtitle) expect(screen.getByText(hero.subtitle)).toBeInTheDocument();
    expect(textsOf(screen.queryAllByRole('listitem'))).toEqual(hero.badges);
    const buttons = [hero.cta, hero.secondaryCta].filter((b) => b !== undefined);
    expect(screen.queryAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      buttons.map((b) => [b.label, b.href]),
    );
  });

  it("is the affiliate page's 'Earn With Us' with a 'Become an Affiliate' button (SPEC §2)", () => {
    renderRouted(<HeroSection section={sectionOf(affiliatePage, 'hero')} />);
    expect(screen.getByRole('heading', { level: 1, name: affiliate.hero })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: affiliate.heroButton })).toHaveAttribute('type', 'button');
  });

  it.each(onProducts.map(({ path, doc, section }) => [path, doc, section] as const))(
    '%s: says what the cheapest plan costs, in the words of site.yaml, and links to the plan cards',
    (_path, doc, section) => {
      const plans = sectionOf(doc, 'productPlans');
      const { price, period } = cheapest(plans.plans);
      renderRouted(
        <>
          <HeroSection section={section} />
          <ProductPlans section={plans} />
        </>,
      );
      const hero = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
      if (price === 0) expect(within(hero).getByText(site.ui.freePlan)).toBeInTheDocument();
      else
        expect(within(hero).getByText(dollars(price)).closest('p')).toHaveTextContent(
          fill(site.ui.fromPrice, { price: `${dollars(price)}${suffix(period)}` }),
          { normalizeWhitespace: true },
        );
      const link = within(hero).getByRole('link', { name: section.cta?.label });
      if (section.cta?.label === site.ui.seePlans) {
        const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
        expect(target).toContainElement(screen.getByRole('heading', { level: 2, name: plans.title }));
      }
    },
  );

  it('says a free plan is available when the cheapest plan is free, with no price', () => {
    const [first] = onProducts;
    if (!first) throw new Error('no product page has a hero');
    const { fromPrice } = first.section as { fromPrice?: object };
    if (!fromPrice) throw new Error(`${first.path} states no price in its hero`);
    const section = { ...first.section, fromPrice: { ...fromPrice, price: 0, period: 'month' as const } };
    renderRouted(<HeroSection section={section} />);
    expect(screen.getByText(site.ui.freePlan)).toBeInTheDocument();
    expect(screen.queryByText(site.ui.perMonth)).toBeNull();
  });

  it('states no price on a page that sells no plans', () => {
    renderRouted(<HeroSection section={sectionOf(about, 'hero')} />);
    expect(screen.queryByText(site.ui.freePlan)).toBeNull();
    expect(screen.queryByText(/\$\d/)).toBeNull();
  });

  describe('with the domain search', () => {
    withModalDialogs();
    afterEach(() => act(() => closeSearch()));

    it("has a labelled text input and a 'Search Domains' button on the home page (SPEC §2)", () => {
      renderRouted(<HeroSection section={homeHero} />);
      const form = screen.getByRole('search');
      expect(within(form).getByRole('textbox', { name: search?.label })).toHaveAttribute(
        'placeholder',
        search?.placeholder,
      );
      expect(within(form).getByRole('button', { name: SEARCH_DOMAINS })).toHaveAttribute('type', 'submit');
    });

    it('does nothing on an empty or blank search (SPEC §5)', async () => {
      const fetch = vi.spyOn(globalThis, 'fetch');
      renderRouted(<HeroSection section={homeHero} />);
      await userEvent.click(screen.getByRole('button', { name: SEARCH_DOMAINS }));
      await userEvent.type(screen.getByRole('textbox'), '   {Enter}');
      expect(fetch).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('refuses an unsupported extension on the spot, without asking the server (SPEC §5)', async () => {
      const fetch = vi.spyOn(globalThis, 'fetch');
      renderRouted(<HeroSection section={homeHero} />);
      const input = screen.getByRole('textbox');
      await userEvent.type(input, 'example.xyz{Enter}');
      expect(screen.getByRole('alert')).toHaveTextContent(domainErrors.extension);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(domainErrors.extension);
      await userEvent.clear(input);
      await userEvent.type(input, 'bad_name{Enter}');
      expect(screen.getByRole('alert')).toHaveTextContent(domainErrors.invalid);
      expect(fetch).not.toHaveBeenCalled();
    });

    it('searches a valid name: the button reads Searching... and the overlay shows its loading text (SPEC §4)', async () => {
      const fetch = vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => {}));
      // The overlay is the layout's: it shows whatever search the page's address holds.
      renderRouted(
        <>
          <HeroSection section={homeHero} />
          <SearchFromAddress />
        </>,
      );
      await userEvent.type(screen.getByRole('textbox'), '  My-Shop {Enter}');
      // The overlay and the search are a chunk of their own, loaded when the visitor turns to the form.
      expect(within(await screen.findByRole('dialog')).getByText(SEARCHING_DOMAINS)).toBeInTheDocument();
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(String(fetch.mock.calls[0]?.[0])).toContain(`q=${encodeURIComponent('my-shop.com')}`);
      expect(screen.getByRole('button', { name: SEARCHING })).toBeDisabled();
      expect(screen.getByRole('textbox')).toBeDisabled();
    });
  });
});
