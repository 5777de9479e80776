// Shapes derived from one content file for display elsewhere: a product's card, a post's summary.
import type { IconName } from '../vocabulary/icon-names.ts';
import { postPath, productPath } from '../vocabulary/paths.ts';
import { readingMinutes } from './reading-time.ts';
import type { SiteContent } from './registry.ts';
import { byCodeUnits } from '../vocabulary/code-order.ts';

type ProductDoc = SiteContent['products'][number];
type PostDoc = SiteContent['posts'][number];

export type WithoutMeta<T> = Omit<T, '_meta'>;
export const withoutMeta = <T extends { _meta: unknown }>({ _meta, ...rest }: T): WithoutMeta<T> => rest;

interface ProductCard {
  slug: string;
  href: string;
  title: string;
  description: string;
  features: string[];
  icon?: IconName;
  price: number;
  period: 'month' | 'year';
}

/**
 * A post as cards and its page show it: its reading time stated or worked out from its body. Its own call to action
 * goes to its page alone (sections/blog-index/post-end.ts), not to every card of it.
 */
export type PostSummary = Omit<WithoutMeta<PostDoc>, 'readTime' | 'cta'> & {
  href: string;
  readTime: number;
  /** The author's card on the team page (src/sections/team/people.ts), where the post's page links it */
  authorHref?: string | undefined;
};

export function productCard(product: ProductDoc): ProductCard | undefined {
  const { card } = product;
  const plan = product.plans.find((p) => p.name === card?.pricePlan);
  if (!card || !plan) return undefined;
  return {
    slug: product.slug,
    href: productPath(product.slug),
    title: card.title,
    description: card.description,
    features: card.features,
    ...(card.icon ? { icon: card.icon } : {}),
    price: plan.price,
    period: plan.period ?? product.billing,
  };
}

/** Months in a billing period, to compare a monthly price with a yearly one. */
const MONTHS = { month: 1, year: 12 } as const;

/**
 * The price a product starts at: its cheapest plan's, compared per month, stated in that plan's own period.
 * The first plan wins a tie, so a product shows the price of the plan it lists first among equals.
 */
export function startingPrice(product: ProductDoc): { price: number; period: 'month' | 'year' } {
  const offers = product.plans.map((plan) => ({ price: plan.price, period: plan.period ?? product.billing }));
  const perMonth = (o: (typeof offers)[number]) => o.price / MONTHS[o.period];
  const [first, ...rest] = offers;
  if (!first) throw new Error(`${product._meta.file} has no plan`);
  return rest.reduce((best, o) => (perMonth(o) < perMonth(best) ? o : best), first);
}

/** Every post, newest first. */
export const postSummaries = (posts: PostDoc[]): PostSummary[] =>
  posts.map(postSummary).sort((a, b) => byCodeUnits(b.date, a.date));

export const postSummary = ({ cta: _cta, ...post }: PostDoc): PostSummary => ({
  ...withoutMeta(post),
  href: postPath(post.slug),
  readTime: post.readTime ?? readingMinutes(post._meta.body ?? ''),
});
