// A draft is the branch cms/<slug>; the slug is the only part of a ref name a caller ever gives.
import { DraftError } from './errors.ts';

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;

export const DRAFT_PREFIX = 'cms/';
export const branchOf = (slug: string) => `${DRAFT_PREFIX}${checkSlug(slug)}`;

export function checkSlug(slug: unknown): string {
  if (typeof slug !== 'string' || !SLUG.test(slug))
    throw new DraftError('no-such-draft', `${JSON.stringify(slug)} is not the name of a draft`);
  return slug;
}

/** "Summer prices!" → "summer-prices"; a title with no letter or digit → "draft". */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return words || 'draft';
}
