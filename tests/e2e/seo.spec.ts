import { jobs, must, posts, product, section, site } from './content';
import { expect, test } from './fixtures';
import { routes } from './routes';
import { ALIASES, CURRENCY, PATH } from './spec';

type Ld = Record<string, unknown> & { '@type': string };
const jsonLd = (html: string): Ld[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, body]) =>
    JSON.parse(body ?? ''),
  );
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A post of content/blog, to check what every post page gets. */
const post = must(posts[0], 'a blog post');

test.describe('search and sharing metadata', () => {
  for (const path of Object.keys(routes)) {
    test(`${path} has Open Graph and X cards and an Organization`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(meta(html, 'og:title')).toContain(site.name);
      expect(meta(html, 'og:description')?.length).toBeGreaterThan(50);
      expect(meta(html, 'og:url')).toMatch(new RegExp(`^${escape(site.url)}/`));
      expect(meta(html, 'og:image')).toBe(`${site.url}${site.seo.image}`);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      const org = jsonLd(html).find((d) => d['@type'] === 'Organization');
      expect(org).toMatchObject({
        '@context': 'https://schema.org',
        name: site.name,
        url: site.url,
      });
    });
  }

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

  test('each open position is a JobPosting', async ({ request }) => {
    const postings = jsonLd(await (await request.get(PATH.careers)).text()).filter((d) => d['@type'] === 'JobPosting');
    expect(postings).toHaveLength(jobs.length);
    for (const job of postings) {
      expect(job).toMatchObject({ hiringOrganization: { '@type': 'Organization', name: site.name } });
      expect(job.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(String(job.title).length).toBeGreaterThan(3);
    }
  });

  test('a blog post is a BlogPosting and an Open Graph article', async ({ request }) => {
    const html = await (await request.get(`/blog/${post.slug}`)).text();
    const ld = jsonLd(html).find((d) => d['@type'] === 'BlogPosting');
    expect(ld).toMatchObject({
      author: { '@type': 'Person' },
      mainEntityOfPage: `${site.url}/blog/${post.slug}`,
    });
    expect(ld?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(meta(html, 'og:type')).toBe('article');
  });

  test('the sitemap lists every canonical page and robots.txt points at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const aliases = Object.keys(ALIASES);
    for (const path of Object.keys(routes).filter((p) => !aliases.includes(p)))
      expect(sitemap).toContain(`<loc>${site.url}${path}</loc>`);
    for (const { slug } of posts) expect(sitemap).toContain(`<loc>${site.url}/blog/${slug}</loc>`);
    for (const alias of aliases) expect(sitemap).not.toContain(`${alias}<`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});
