// The structured data the prerender writes into the pages, checked against what Google's rich results ask of each
// type (developers.google.com/search/docs/appearance/structured-data: organization, product (merchant listing),
// article, breadcrumb, job-posting): every required property, and every recommended one the site's content can fill.
// Built as the build builds it: the content loaded and checked, its images prepared, every route's document made.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageAssets } from '../../src/build/image-assets.ts';
import { lastModified } from '../../src/build/last-modified.ts';
import { shareCardUrl } from '../../src/build/share-card-name.ts';
import { loadContent } from '../../src/assembly/site-content.ts';
import { IMAGE_CACHE } from '../../src/build/content-modules.ts';
import { resolveSite, routeDocs } from '../../src/assembly/resolve.ts';
import { organization, type JsonLd } from '../../src/seo/json-ld.ts';
import { contentDir, root } from '../helpers/content-fixture.ts';

/** A property path ("author.url"); "a|b" is satisfied by either. */
type Rule = string;
const GOOGLE: Record<string, { required: Rule[]; recommended: Rule[] }> = {
  Organization: {
    required: [],
    recommended: [
      'name',
      'url',
      'logo',
      'description',
      'sameAs',
      'address.streetAddress',
      'address.addressLocality',
      'address.postalCode',
      'address.addressCountry',
      'contactPoint.telephone|contactPoint.email',
      'email',
      'telephone',
      'legalName',
      'foundingDate',
    ],
  },
  Product: {
    required: ['name', 'image', 'offers|review|aggregateRating'],
    recommended: ['description', 'brand.name', 'offers'],
  },
  Offer: { required: ['price|priceSpecification.price', 'priceCurrency'], recommended: ['availability', 'url'] },
  BlogPosting: {
    required: [],
    recommended: ['headline', 'image', 'datePublished', 'dateModified', 'author.name', 'author.url'],
  },
  Article: {
    required: [],
    recommended: ['headline', 'image', 'datePublished', 'dateModified', 'author.name', 'author.url'],
  },
  BreadcrumbList: {
    required: ['itemListElement.position', 'itemListElement.name', 'itemListElement.item'],
    recommended: [],
  },
  JobPosting: {
    required: [
      'title',
      'description',
      'datePosted',
      'hiringOrganization.name',
      'jobLocation|applicantLocationRequirements',
    ],
    recommended: [
      'validThrough',
      'employmentType',
      'baseSalary.currency',
      'baseSalary.value',
      'directApply',
      'hiringOrganization.sameAs',
      'hiringOrganization.logo',
    ],
  },
};

/** The values at a property path; through lists, every item's. */
function valuesAt(data: unknown, path: string): unknown[] {
  return path
    .split('.')
    .reduce<unknown[]>(
      (found, key) =>
        found
          .flatMap((v) => (Array.isArray(v) ? v : [v]))
          .map((v) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined)),
      [data],
    );
}
const filled = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
const holds = (data: unknown, rule: Rule) =>
  rule.split('|').some((path) => {
    const values = valuesAt(data, path);
    return values.length > 0 && values.every(filled);
  });

let byType: Map<string, { where: string; data: JsonLd }[]>;

beforeAll(async () => {
  const { issues, content } = await loadContent({ root, contentDir });
  expect(issues).toEqual([]);
  const resolved = await imageAssets(path.resolve(root, contentDir), path.resolve(root, IMAGE_CACHE)).resolve(content!);
  const docs = routeDocs(resolved, { dates: await lastModified(root, contentDir), shareCardUrl });
  byType = new Map();
  const add = (where: string, data: JsonLd) =>
    byType.set(data['@type'], [...(byType.get(data['@type']) ?? []), { where, data }]);
  add('every page', organization(resolveSite(resolved)));
  for (const [id, doc] of docs) for (const data of doc.meta.structuredData ?? []) add(id, data);
  for (const { where, data } of byType.get('Product') ?? [])
    for (const offer of (Array.isArray(data.offers) ? data.offers : [data.offers]) as JsonLd[]) add(where, offer);
}, 120_000);

describe.each(Object.entries(GOOGLE))("Google's rich results: %s", (type, { required, recommended }) => {
  it('is on the site', () => expect(byType.get(type)?.length ?? 0).toBeGreaterThan(0));

  it.each([...required.map((r) => ['required', r]), ...recommended.map((r) => ['recommended', r])])(
    'has the %s %s in every instance',
    (_kind, rule) => {
      const missing = (byType.get(type) ?? []).filter(({ data }) => !holds(data, rule)).map(({ where }) => where);
      expect(missing, `${type} without ${rule}`).toEqual([]);
    },
  );
});
