// A draft is the branch cms/<slug>; the slug is the only part of a ref name a caller ever gives.
import { isSlug } from '../../../src/content/file-names.ts';
import { DraftError } from './errors.ts';

/** A draft's name is a slug like a content file's (the same rule), short enough for a branch and an address. */
const MAX_SLUG = 60;

export const DRAFT_PREFIX = 'cms/';
export const branchOf = (slug: string) => `${DRAFT_PREFIX}${checkSlug(slug)}`;

export function checkSlug(slug: unknown): string {
  if (typeof slug !== 'string' || slug.length > MAX_SLUG || !isSlug(slug))
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
