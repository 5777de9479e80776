// Each page's share card, worked out with its route document: what the card says comes from the same content the
// page renders (its title, a product's starting price as its hero words it, a post's category, author and date).
import { startingPrice } from '../content/derive.ts';
import type { SiteContent } from '../content/registry.ts';
import type { ShareCard } from '../seo/share-card.ts';
import { formatCents, perPeriod } from '../ui/format.ts';
import { formatDate } from '../ui/intl.ts';
import { absoluteUrl, productPath } from '../vocabulary/paths.ts';
import { fill } from '../vocabulary/phrases.ts';
import type { RouteDoc } from './route-types.ts';

type Site = SiteContent['site'];
type Product = SiteContent['products'][number];

/** The site's name goes beside its mark, not in the title: "About Us – Our Team | <site>" -> "About Us – Our Team". */
function withoutSiteName(title: string, name: string): string {
  const separators = [' | ', ' – ', ' — ', ' - '];
  for (const s of separators) if (title.endsWith(`${s}${name}`)) return title.slice(0, -(s.length + name.length));
  for (const s of separators) if (title.startsWith(`${name}${s}`)) return title.slice(name.length + s.length);
  return title;
}

/** "Shared Hosting – Fast, Affordable Web Hosting": a big title and a smaller line, split at its first dash. */
function headline(title: string): Pick<ShareCard, 'title' | 'subtitle'> {
  const at = /\s[–—]\s/.exec(title);
  return at ? { title: title.slice(0, at.index), subtitle: title.slice(at.index + at[0].length) } : { title };
}

/** The price line of a product's hero: site.yaml ui.fromPrice with the lowest price filled in, or ui.freePlan. */
function priceLine(product: Product, ui: Site['ui']): string {
  const { price, period } = startingPrice(product);
  if (price === 0) return ui.freePlan;
  return fill(ui.fromPrice, { price: `${formatCents(price)}${perPeriod(period, ui)}` });
}

function shareCardOf(doc: RouteDoc, product: Product | undefined, site: Site): ShareCard {
  const brand = { site: site.name, host: new URL(site.url).hostname.replace(/^www\./, '') };
  if (doc.template === 'post') {
    const { post } = doc;
    return {
      ...brand,
      eyebrow: post.category,
      title: post.title,
      subtitle: `${post.author} · ${formatDate(post.date)}`,
    };
  }
  const words = headline(withoutSiteName(doc.meta.title, site.name));
  if (!product) return { ...brand, ...words };
  const subtitle = words.subtitle ?? (words.title === product.name ? undefined : words.title);
  return { ...brand, title: product.name, ...(subtitle && { subtitle }), price: priceLine(product, site.ui) };
}

/** The card's words as one line, for people who do not see the picture (og:image:alt). */
const shareCardAlt = (card: ShareCard) =>
  [[card.title, card.subtitle].filter(Boolean).join(' – '), card.price, card.site].filter(Boolean).join('. ');

/** Structured data that search engines show with a picture (a product, a post) takes the page's share card: a PNG of
 * 1200 × 630, where a post's own picture is an SVG they may not show. */
const PICTURED = new Set(['Product', 'BlogPosting', 'Article']);

/** The address a card is drawn under, named from its words and what draws it (src/build/share-card-name.ts). */
export type ShareCardNamer = (path: string, card: ShareCard) => string;

/**
 * Route documents with their share card named in their head (meta.image, meta.imageAlt) and its words kept for the
 * build (meta.shareCard): the card step draws each card from those words under that name. A page that names a
 * picture of its own keeps it; the not-found page keeps the site's default.
 */
export function withShareCards(
  content: SiteContent,
  docs: (readonly [string, RouteDoc])[],
  shareCardUrl: ShareCardNamer,
): Map<string, RouteDoc> {
  const products = new Map(content.products.map((p) => [productPath(p.slug), p]));
  return new Map(
    docs.map(([id, doc]) => {
      if (doc.meta.image || doc.meta.noindex) return [id, doc];
      const card = shareCardOf(doc, products.get(doc.meta.path), content.site);
      const image = shareCardUrl(doc.meta.path, card);
      const picture = absoluteUrl(content.site.url, image);
      const structuredData = doc.meta.structuredData.map((data) =>
        PICTURED.has(data['@type']) ? { ...data, image: picture } : data,
      );
      const meta = { ...doc.meta, image, imageAlt: shareCardAlt(card), shareCard: card, structuredData };
      return [id, { ...doc, meta }];
    }),
  );
}
