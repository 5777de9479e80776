import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dollars } from '../helpers/money.ts';
import { must, openJobs, pages, posts, product, products, section, site } from './content.ts';
import { expect, test } from './fixtures.ts';
import { articles, categories } from './kb.ts';
import { aliases as aliasOf, routes } from './routes.ts';
import { CURRENCY, PATH } from '../spec.ts';

type Ld = Record<string, unknown> & { '@type': string };
const jsonLd = (html: string): Ld[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, body]) =>
    JSON.parse(body ?? ''),
  );
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Issue 12: search engines cut a result's title after 70 characters. */
const MAX_TITLE_LENGTH = 70;
/** Google's JobPosting documentation: the values employmentType takes. */
const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];
const NOT_FOUND = '/no-such-page';
const countryName = new Intl.DisplayNames('en-US', { type: 'region' });
const title = (html: string) =>
  (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
/** A post of content/blog, to check what every post page gets. */
const post = must(posts[0], 'a blog post');
/** Issue 14: every page's picture is 1200×630, the size of Open Graph's and X's large card. */
const CARD = { width: 1200, height: 630 };
/** A PNG's width and height, read from its IHDR chunk (the first, after the 8-byte signature). */
const pngSize = (png: Buffer) => {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
};
type BuiltCards = Record<string, { paths: string[]; card: { title: string; price?: string } }>;
let built: BuiltCards | undefined;
/** What the build drew on each share card, by the card's address (dist/share-cards.json, never served). */
const builtCards = () =>
  (built ??= JSON.parse(readFileSync(join(process.env.OUT_DIR ?? 'dist', 'share-cards.json'), 'utf8')) as BuiltCards);

/** Pages content keeps out of search results, with their aliases: no address of their own, no share card. */
const unindexedPaths = pages.filter((p) => p.noindex).flatMap((p) => [p.path, ...(p.aliases ?? [])]);

test.describe('search and sharing metadata', () => {
  for (const path of Object.keys(routes).filter((p) => !unindexedPaths.includes(p))) {
    test(`${path} has Open Graph and X cards and an Organization`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(meta(html, 'og:title')).toContain(site.name);
      expect(meta(html, 'og:description')?.length).toBeGreaterThan(50);
      expect(meta(html, 'og:url')).toMatch(new RegExp(`^${escape(site.url)}/`));
      // The page's own share card: a PNG the server serves, as big as the head says.
      const image = must(meta(html, 'og:image'), 'og:image');
      expect(image).toMatch(new RegExp(`^${escape(site.url)}/.+\\.png$`));
      expect(meta(html, 'twitter:image')).toBe(image);
      expect(meta(html, 'og:image:type')).toBe('image/png');
      expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual([
        String(CARD.width),
        String(CARD.height),
      ]);
      expect(builtCards()[new URL(image).pathname]?.paths, 'the card drawn for this page').toContain(path);
      const png = await request.get(new URL(image).pathname);
      expect(png.status()).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
      expect(pngSize(await png.body())).toEqual(CARD);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      const org = jsonLd(html).find((d) => d['@type'] === 'Organization');
      expect(org).toMatchObject({
        '@context': 'https://schema.org',
        name: site.name,
        url: site.url,
      });
    });
  }

  test('the Organization has the address and the phone and email the contact page shows', async ({ page }) => {
    await page.goto(PATH.contact);
    const org = jsonLd(await page.content()).find((d) => d['@type'] === 'Organization') as unknown as {
      address: { streetAddress: string; addressLocality: string; postalCode: string };
      contactPoint: { telephone: string; email: string }[];
    };
    const shown = must(await page.locator('main address').textContent(), 'address on the contact page');
    for (const part of [org.address.streetAddress, org.address.addressLocality, org.address.postalCode])
      expect(shown).toContain(part);
    const point = must(org.contactPoint[0], 'contact point');
    const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');
    await expect(page.locator(`main a[href="tel:${point.telephone}"]`)).toHaveCount(1);
    expect(digits(await page.locator(`main a[href="tel:${point.telephone}"]`).textContent())).toContain(
      digits(point.telephone),
    );
    await expect(page.locator(`main a[href="mailto:${point.email}"]`)).toHaveCount(1);
  });

  test(`sharing ${PATH.shared} shows a card with the product's name and starting price`, async ({ request }) => {
    const shared = product(PATH.shared);
    const from = dollars(Math.min(...shared.plans.map((p) => p.price)));
    const html = await (await request.get(PATH.shared)).text();
    const image = new URL(must(meta(html, 'og:image'), 'og:image')).pathname;
    const card = builtCards()[image];
    expect(card?.paths).toContain(PATH.shared);
    expect(card?.card.title).toBe(shared.name);
    expect(card?.card.price).toContain(from);
    expect(meta(html, 'og:image:alt')).toContain(shared.name);
    expect(meta(html, 'og:image:alt')).toContain(from);
  });

  test('a product page describes each plan as an Offer in USD', async ({ request }) => {
    const vps = product(PATH.vps);
    const data = jsonLd(await (await request.get(PATH.vps)).text());
    const ld = data.find((d) => d['@type'] === 'Product') as unknown as {
      name: string;
      offers: Record<string, unknown>[];
    };
    expect(ld.name).toBe(vps.name);
    expect(ld.offers.map((o) => [o['@type'], o.price, o.priceCurrency])).toEqual(
      vps.plans.map((plan) => ['Offer', (plan.price / 100).toFixed(2), CURRENCY]),
    );
    expect(data.some((d) => d['@type'] === 'FAQPage')).toBe(true);
  });

  test('FAQ sections become a FAQPage with one Question per item', async ({ request }) => {
    const faq = jsonLd(await (await request.get(PATH.support)).text()).find(
      (d) => d['@type'] === 'FAQPage',
    ) as unknown as {
      mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
    };
    expect(faq.mainEntity).toHaveLength(section<{ items: unknown[] }>(PATH.support, 'faq').items.length);
    for (const q of faq.mainEntity) {
      expect(q['@type']).toBe('Question');
      expect(q.acceptedAnswer['@type']).toBe('Answer');
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(20);
    }
  });

  test('each open position is a JobPosting with its place, its last day and its employment type', async ({
    request,
  }) => {
    const postings = jsonLd(await (await request.get(PATH.careers)).text()).filter((d) => d['@type'] === 'JobPosting');
    expect(postings.map((p) => p.title).sort()).toEqual(openJobs.map((j) => j.title).sort());
    for (const job of openJobs) {
      const ld = must(
        postings.find((p) => p.title === job.title),
        `JobPosting of ${job.title}`,
      );
      expect(ld).toMatchObject({
        hiringOrganization: { '@type': 'Organization', name: site.name },
        datePosted: job.datePosted,
        validThrough: job.validThrough,
      });
      expect(job.validThrough > job.datePosted, `${job.title}: validThrough after datePosted`).toBe(true);
      expect(EMPLOYMENT_TYPES).toContain(ld.employmentType);
      if (job.workplace === 'remote') {
        // Remote all the time: no address, and the countries applicants may work from.
        expect(ld.jobLocationType).toBe('TELECOMMUTE');
        expect(ld.applicantLocationRequirements).toEqual(
          must(job.applicantCountries, `countries of ${job.title}`).map((code) => ({
            '@type': 'Country',
            name: countryName.of(code),
          })),
        );
        expect(ld).not.toHaveProperty('jobLocation');
      } else {
        const office = must(job.office, `office of ${job.title}`);
        expect(ld.jobLocation).toEqual({
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: office.locality,
            addressRegion: office.region,
            addressCountry: office.country,
          },
        });
        expect(ld).not.toHaveProperty('jobLocationType');
      }
    }
  });

  test(`every page's title fits in a search result (${MAX_TITLE_LENGTH} characters)`, async ({ request }) => {
    const paths = new Set([
      ...Object.keys(routes),
      ...products.map((p) => `/hosting/${p.slug}`),
      ...posts.map((p) => `/blog/${p.slug}`),
      ...articles.map((a) => a.path),
      ...categories.map((c) => c.path),
      NOT_FOUND,
    ]);
    for (const path of paths) {
      const text = title(await (await request.get(path)).text());
      expect(text.length, path).toBeGreaterThan(0);
      expect([...text].length, `${path}: "${text}"`).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    }
  });

  test('a blog post is a BlogPosting and an Open Graph article', async ({ request }) => {
    const html = await (await request.get(`/blog/${post.slug}`)).text();
    const ld = jsonLd(html).find((d) => d['@type'] === 'BlogPosting');
    expect(ld).toMatchObject({
      author: { '@type': 'Person' },
      mainEntityOfPage: `${site.url}/blog/${post.slug}`,
    });
    // The author's url is their card on the site, which names them.
    const author = ld?.author as { name: string; url: string };
    const card = new URL(author.url);
    expect(card.origin).toBe(site.url);
    const page = await (await request.get(card.pathname)).text();
    expect(page).toMatch(new RegExp(`id="${card.hash.slice(1)}"[^]*?${author.name}`));
    expect(ld?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(meta(html, 'og:type')).toBe('article');
  });

  test('the not-found page declares no address of its own and asks not to be indexed', async ({ request }) => {
    const response = await request.get(NOT_FOUND);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).not.toContain('rel="canonical"');
    expect(meta(html, 'og:url')).toBeUndefined();
    expect(meta(html, 'robots')).toBe('noindex');
    expect(meta(html, 'og:image')).toBe(`${site.url}${site.seo.image}`);
  });

  test('the canonical link follows client-side navigation onto the not-found page and back', async ({ page }) => {
    const canonical = page.locator('head link[rel="canonical"]');
    const robots = page.locator('head meta[name="robots"]');
    await page.goto(PATH.careers, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(canonical).toHaveAttribute('href', `${site.url}${PATH.careers}`);
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, NOT_FOUND);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.ui.notFound.title);
    await expect(canonical).toHaveCount(0);
    await expect(robots).toHaveAttribute('content', 'noindex');
    await page.goBack();
    await expect(canonical).toHaveAttribute('href', `${site.url}${PATH.careers}`);
    await expect(robots).toHaveCount(0);
  });

  test('the sitemap lists every canonical page but those kept out of search, and robots.txt points at it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const aliases = Object.keys(aliasOf);
    for (const path of Object.keys(routes).filter((p) => !aliases.includes(p) && !unindexedPaths.includes(p)))
      expect(sitemap).toContain(`<loc>${site.url}${path}</loc>`);
    for (const path of unindexedPaths) expect(sitemap).not.toContain(`<loc>${site.url}${path}</loc>`);
    for (const { slug } of posts) expect(sitemap).toContain(`<loc>${site.url}/blog/${slug}</loc>`);
    for (const { path } of [...articles, ...categories]) expect(sitemap).toContain(`<loc>${site.url}${path}</loc>`);
    for (const alias of aliases) expect(sitemap).not.toContain(`<loc>${site.url}${alias}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});
