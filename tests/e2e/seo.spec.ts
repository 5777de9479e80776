import { expect, test } from './fixtures';
import { routes } from './routes';

type Ld = Record<string, unknown> & { '@type': string };
const jsonLd = (html: string): Ld[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, body]) =>
    JSON.parse(body ?? ''),
  );
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

test.describe('search and sharing metadata', () => {
  for (const path of Object.keys(routes)) {
    test(`${path} has Open Graph and X cards and an Organization`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(meta(html, 'og:title')).toMatch(/NimbusHost/);
      expect(meta(html, 'og:description')?.length).toBeGreaterThan(50);
      expect(meta(html, 'og:url')).toMatch(/^https:\/\/www\.nimbushost\.com\//);
      expect(meta(html, 'og:image')).toBe('https://www.nimbushost.com/images/og-default.jpg');
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      const org = jsonLd(html).find((d) => d['@type'] === 'Organization');
      expect(org).toMatchObject({
        '@context': 'https://schema.org',
        name: 'NimbusHost',
        url: 'https://www.nimbushost.com',
      });
    });
  }

  test('a product page describes each plan as an Offer in USD', async ({ request }) => {
    const data = jsonLd(await (await request.get('/hosting/vps')).text());
    const product = data.find((d) => d['@type'] === 'Product') as unknown as {
      name: string;
      offers: Record<string, unknown>[];
    };
    expect(product.name).toBe('VPS Hosting');
    expect(product.offers.map((o) => [o['@type'], o.price, o.priceCurrency])).toEqual([
      ['Offer', '19.99', 'USD'],
      ['Offer', '39.99', 'USD'],
      ['Offer', '79.99', 'USD'],
    ]);
    expect(data.some((d) => d['@type'] === 'FAQPage')).toBe(true);
  });

  test('FAQ sections become a FAQPage with one Question per item', async ({ request }) => {
    const faq = jsonLd(await (await request.get('/hosting/support')).text()).find(
      (d) => d['@type'] === 'FAQPage',
    ) as unknown as {
      mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
    };
    expect(faq.mainEntity).toHaveLength(6);
    for (const q of faq.mainEntity) {
      expect(q['@type']).toBe('Question');
      expect(q.acceptedAnswer['@type']).toBe('Answer');
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(20);
    }
  });

  test('each open position is a JobPosting', async ({ request }) => {
    const jobs = jsonLd(await (await request.get('/careers')).text()).filter((d) => d['@type'] === 'JobPosting');
    expect(jobs).toHaveLength(3);
    for (const job of jobs) {
      expect(job).toMatchObject({ hiringOrganization: { '@type': 'Organization', name: 'NimbusHost' } });
      expect(job.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(String(job.title).length).toBeGreaterThan(3);
    }
  });

  test('a blog post is a BlogPosting and an Open Graph article', async ({ request }) => {
    const html = await (await request.get('/blog/website-security-checklist')).text();
    const post = jsonLd(html).find((d) => d['@type'] === 'BlogPosting');
    expect(post).toMatchObject({
      author: { '@type': 'Person' },
      mainEntityOfPage: 'https://www.nimbushost.com/blog/website-security-checklist',
    });
    expect(post?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(meta(html, 'og:type')).toBe('article');
  });

  test('the sitemap lists every canonical page and robots.txt points at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of Object.keys(routes).filter((p) => p !== '/signin'))
      expect(sitemap).toContain(`<loc>https://www.nimbushost.com${path}</loc>`);
    expect(sitemap).toContain('<loc>https://www.nimbushost.com/blog/website-security-checklist</loc>');
    expect(sitemap).not.toContain('/signin<');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://www.nimbushost.com/sitemap.xml');
  });
});
