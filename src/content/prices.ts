// A plan's price in copy: {price:shared/Starter} (the product's file name, which is its address /hosting/shared,
// then the plan's name as its card shows it) becomes the plan's price as its card shows it, "$4.99/mo": the price of
// the first term, per the plan's billing period, or the site's word for free. Written \{price:shared/Starter\} in an
// MDX body, as MDX reads braces as code. The loader fills fields (withPrices); src/build/remark-facts.ts fills
// bodies as they compile; price-check.ts refuses a plan's price typed as text and a slot naming no plan.
import { formatCents, perPeriod } from '../vocabulary/money.ts';
import { filled } from './filled.ts';
import type { SiteContent } from './registry.ts';

/** What a price slot needs of a product: the fields as the file has them, defaults not yet applied. */
export interface PricedProduct {
  slug: string;
  name: string;
  billing?: 'month' | 'year' | undefined;
  plans: { name: string; price: number; period?: 'month' | 'year' | undefined }[];
}
/** The site's words around a price (site.yaml ui). */
export interface PriceWords {
  perMonth: string;
  perYear: string;
  free: string;
}

/** One plan's price, as a slot names it and as the page shows it. */
export interface PlanPrice {
  /** What goes between the braces after "price:": "shared/Starter" */
  key: string;
  /** The product's name: "Shared Hosting" */
  product: string;
  /** The plan's name: "Starter" */
  plan: string;
  cents: number;
  /** As the plan card shows it: "$4.99/mo", or "Free" */
  shown: string;
}

/** A slot as written: {price:…}, whatever is inside (the check names the ones that name no plan). */
export const PRICE_SLOT = /\{price:([^{}\n]*)\}/g;

/** The slot that shows a plan's price, as copy writes it. */
export const priceSlot = (key: string) => `{price:${key}}`;

/** Every plan's price, product by product in the order given. */
export function planPrices(products: readonly PricedProduct[], words: PriceWords): PlanPrice[] {
  return products.flatMap((product) =>
    product.plans.map((plan) => ({
      key: `${product.slug}/${plan.name}`,
      product: product.name,
      plan: plan.name,
      cents: plan.price,
      shown:
        plan.price === 0
          ? words.free
          : formatCents(plan.price) + perPeriod(plan.period ?? product.billing ?? 'month', words),
    })),
  );
}

/** The site's plan prices, products in their menu order. */
export const pricesOf = (content: Pick<SiteContent, 'products' | 'site'>) =>
  planPrices(
    [...content.products].sort((a, b) => a.order - b.order),
    content.site.ui,
  );

/** The text with each slot that names a plan replaced by its price; any other is left as written. */
export const fillPrices = (text: string, prices: readonly PlanPrice[]) =>
  text.includes('{price:')
    ? text.replace(PRICE_SLOT, (slot, key: string) => prices.find((p) => p.key === key)?.shown ?? slot)
    : text;

/** Every document with its price slots filled; MDX bodies are filled as they compile. */
export function withPrices(content: SiteContent): SiteContent {
  const prices = pricesOf(content);
  return Object.fromEntries(
    Object.entries(content).map(([name, docs]) => [name, filled(docs, (text) => fillPrices(text, prices))]),
  ) as SiteContent;
}
