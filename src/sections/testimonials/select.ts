// Which testimonials a testimonials section shows, in which order: a product's own first, then general ones.
import { byCodeUnits } from '../../vocabulary/code-order.ts';

/** What choosing reads of a testimonial (content/testimonials/<slug>.yaml). */
interface Tagged {
  slug: string;
  /** The products it is about; none for a testimonial about us in general */
  products: string[];
  order: number;
}

/** How many testimonials a section about one product shows when its `limit` does not say: one row on a laptop. */
export const PRODUCT_TESTIMONIALS = 3;

const byOrder = (a: Tagged, b: Tagged) => a.order - b.order || byCodeUnits(a.slug, b.slug);

/**
 * About a product: its own testimonials, then, when `general` allows it, general ones (tagged with no product) to fill
 * up to `limit` (PRODUCT_TESTIMONIALS unless given), each group lowest order first; a testimonial about other products
 * only never shows. About no product: every testimonial, lowest order first, `limit` of them if given.
 */
export function selectTestimonials<T extends Tagged>(
  testimonials: readonly T[],
  { product, limit, general = true }: { product?: string | undefined; limit?: number | undefined; general?: boolean },
): T[] {
  const sorted = [...testimonials].sort(byOrder);
  if (product === undefined) return sorted.slice(0, limit);
  const own = sorted.filter((t) => t.products.includes(product));
  const others = general ? sorted.filter((t) => t.products.length === 0) : [];
  return [...own, ...others].slice(0, limit ?? PRODUCT_TESTIMONIALS);
}
