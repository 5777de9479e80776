// The share cards: each page's head names a card of its own whose words come from what the page shows, and the
// renderer draws a 1200×630 PNG of them.
import site from 'virtual:content/site';
import { describe, expect, it } from 'vitest';
import { posts, products } from '../../tests/e2e/content.ts';
import { sectionOf } from '../../tests/helpers/page-sections.tsx';
import { routeDocs } from '../../tests/helpers/route-docs.ts';
import { PATH } from '../../tests/spec.ts';
import { postPath, productPath } from '../vocabulary/paths.ts';
import { formatCents } from '../ui/format.ts';
import { SHARE_IMAGE, type ShareCard } from '../seo/share-card.ts';
import { shareCardLayout, type CardNode } from './share-card-layout.ts';
import { shareCardUrl } from './share-card-name.ts';
import { renderShareCard } from './share-card-render.ts';

// Pages kept out of search results (sign-in, registration) are not meant to be shared: they show the site's picture.
const docs = (await Promise.all((['page', 'product', 'post'] as const).map(routeDocs)))
  .flat()
  .filter(({ doc }) => !doc.meta.noindex);
const doc = (path: string) => {
  const found = docs.find((d) => d.path === path)?.doc;
  if (!found) throw new Error(`no route document for ${path}`);
  return found;
};
const cardOf = (path: string): ShareCard => {
  const card = doc(path).meta.shareCard;
  if (!card) throw new Error(`${path} has no share card`);
  return card;
};
/** What a product page's hero gets to state its lowest price (sections/hero/definition.ts). */
interface FromPrice {
  price: number;
  period: 'month' | 'year';
  words: { before: string; after: string };
  free: string;
}
/** Every text of a card's drawing, as satori sets it. */
const texts = (node: CardNode | string): string[] =>
  typeof node === 'string' ? [node] : (node.props.children ?? []).flatMap(texts);

describe('share cards', () => {
  it('give every page a card of its own, named by its words (but those kept out of search)', () => {
    expect(docs.length).toBeGreaterThan(0);
    for (const { path, doc } of docs) {
      expect(doc.meta.image, path).toMatch(/^\/static\/share\/[a-z0-9-]+-[0-9a-f]{12}\.png$/);
      expect(shareCardUrl(path, cardOf(path)), path).toBe(doc.meta.image);
      expect(doc.meta.imageAlt, path).toContain(cardOf(path).title);
    }
    expect(new Set(docs.map((d) => d.doc.meta.image)).size).toBe(docs.length);
  });

  it('are the picture of every Product and BlogPosting a page tells search engines of', () => {
    const pictured = docs.flatMap(({ doc }) =>
      doc.meta.structuredData
        .filter((d) => d['@type'] === 'Product' || d['@type'] === 'BlogPosting')
        .map((d) => [d.image, `${site.url.replace(/\/$/, '')}${doc.meta.image}`]),
    );
    expect(pictured.length).toBeGreaterThanOrEqual(products.length);
    for (const [image, card] of pictured) expect(image).toBe(card);
  });

  it.each(products.map((p) => [productPath(p.slug), p.name] as const))(
    '%s: the product name and the starting price its hero shows',
    (path, name) => {
      const from = (sectionOf(doc(path), 'hero') as { fromPrice?: FromPrice }).fromPrice;
      if (!from) throw new Error(`the hero of ${path} states no price`);
      const amount = `${formatCents(from.price)}${from.period === 'month' ? site.ui.perMonth : site.ui.perYear}`;
      expect(cardOf(path)).toMatchObject({
        site: site.name,
        title: name,
        price: from.price === 0 ? from.free : `${from.words.before}${amount}${from.words.after}`,
      });
    },
  );

  it.each(posts.map((p) => [postPath(p.slug), p.title] as const))(
    '%s: the post title, and the category and author its page shows',
    (path, title) => {
      const page = doc(path);
      if (page.template !== 'post') throw new Error(`${path} is not a post`);
      expect(cardOf(path)).toMatchObject({ title, eyebrow: page.post.category });
      expect(cardOf(path).subtitle).toContain(page.post.author);
    },
  );

  it('get another address when their words change, the same one for the same words', () => {
    const card = cardOf(PATH.shared);
    const url = shareCardUrl(PATH.shared, card);
    expect(shareCardUrl(PATH.shared, { ...card })).toBe(url);
    expect(shareCardUrl(PATH.shared, { ...card, title: `${card.title}!` })).not.toBe(url);
    expect(shareCardUrl(PATH.shared, { ...card, price: `${card.price}0` })).not.toBe(url);
  });

  it('draw a 1200×630 PNG of the title and the price', async () => {
    const card = cardOf(PATH.shared);
    expect(texts(shareCardLayout(card, 'data:,'))).toEqual(
      expect.arrayContaining([card.site, card.title, card.subtitle, card.price, card.host]),
    );
    const png = await renderShareCard(card);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // The first chunk is IHDR: its width and height are the 4-byte numbers after its length and type.
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height]);
  });
});
