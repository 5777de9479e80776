import type { ContentIssue } from './issue.ts';
import { formatFieldPath } from './issue.ts';
import { productPath, routedPaths } from './paths.ts';
import type { SiteContent } from './types.ts';

type Check = (content: SiteContent, files: Files) => ContentIssue[];
interface Files {
  site: string;
  categories: string;
  page(p: SiteContent['pages'][number]): string;
  product(p: SiteContent['products'][number]): string;
  post(p: SiteContent['posts'][number]): string;
  job(p: SiteContent['jobs'][number]): string;
}

const list = (items: Iterable<string>) => [...items].map((i) => `"${i}"`).join(', ');

const onePopularPlan: Check = ({ products }, files) =>
  products.flatMap((product) => {
    const popular = product.plans.filter((p) => p.popular).map((p) => p.name);
    if (popular.length === 1) return [];
    return [{
      file: files.product(product),
      field: 'plans',
      message: popular.length === 0
        ? 'no plan is marked "popular: true"; mark exactly one plan as the Most Popular'
        : `${popular.length} plans are marked popular (${list(popular)}); keep "popular: true" on exactly one`,
    }];
  });

const planFeatures: Check = ({ products }, files) =>
  products.flatMap((product) => {
    const keys = product.featureKeys.map((k) => k.key);
    return product.plans.flatMap((plan, i) => [
      ...keys.filter((k) => !(k in plan.features)).map((k) => ({
        file: files.product(product),
        field: formatFieldPath(['plans', i, 'features', k]),
        message: `plan "${plan.name}" has no value for feature "${k}"; every plan needs a value for each of featureKeys (${keys.join(', ')})`,
      })),
      ...Object.keys(plan.features).filter((k) => !keys.includes(k)).map((k) => ({
        file: files.product(product),
        field: formatFieldPath(['plans', i, 'features', k]),
        message: `"${k}" is not one of featureKeys (${keys.join(', ')}); declare it under featureKeys or remove it`,
      })),
    ]);
  });

const productReferences: Check = ({ products, site, pages }, files) => {
  const groups = site.nav.hosting.groups.map((g) => g.id);
  const slugs = products.map((p) => p.slug);
  return [
    ...products.flatMap((product) => [
      ...(product.menu && !groups.includes(product.menu.group)
        ? [{ file: files.product(product), field: 'menu.group', message: `"${product.menu.group}" is not a menu group; use one of ${list(groups)} (site.yaml nav.hosting.groups)` }]
        : []),
      ...(product.card && !product.plans.some((p) => p.name === product.card?.pricePlan)
        ? [{ file: files.product(product), field: 'card.pricePlan', message: `"${product.card.pricePlan}" is not a plan of this product; use one of ${list(product.plans.map((p) => p.name))}` }]
        : []),
    ]),
    ...pages.flatMap((page) =>
      page.sections.flatMap((section, i) =>
        section.type !== 'productCards' ? [] : section.products.flatMap((slug, j) => {
          const product = products.find((p) => p.slug === slug);
          if (!product) return [{ file: files.page(page), field: formatFieldPath(['sections', i, 'products', j]), message: `no product "${slug}" in content/products; use one of ${list(slugs)}` }];
          if (!product.card) return [{ file: files.page(page), field: formatFieldPath(['sections', i, 'products', j]), message: `product "${slug}" has no "card" to show; add one to ${files.product(product)}` }];
          return [];
        }),
      ),
    ),
  ];
};

const pageSections: Check = ({ pages, legal }, files) =>
  pages.flatMap((page) =>
    page.sections.flatMap((section, i) => {
      const field = (...rest: (string | number)[]) => formatFieldPath(['sections', i, ...rest]);
      if (section.type === 'comparison')
        return section.rows.flatMap((row, r) =>
          row.values.length === section.columns.length ? [] : [{
            file: files.page(page),
            field: field('rows', r, 'values'),
            message: `row "${row.label}" has ${row.values.length} values for ${section.columns.length} columns (${section.columns.join(', ')}); give one value per column`,
          }]);
      if (section.type === 'legal' && !legal.some((d) => d.slug === section.document))
        return [{ file: files.page(page), field: field('document'), message: `no document "${section.document}" in content/legal; use one of ${list(legal.map((d) => d.slug))}` }];
      if ('items' in section && Array.isArray(section.items)) {
        const popular = (section.items as { popular?: boolean }[]).filter((item) => item.popular).length;
        if (popular > 1) return [{ file: files.page(page), field: field('items'), message: `${popular} items are marked popular; keep "popular: true" on one at most` }];
      }
      return [];
    }),
  );

const blogReferences: Check = ({ posts, blogCategories }, files) => {
  const names = blogCategories.categories.map((c) => c.name);
  const featured = posts.filter((p) => p.featured);
  return [
    ...posts.filter((p) => !names.includes(p.category)).map((post) => ({
      file: files.post(post),
      field: 'category',
      message: `"${post.category}" is not a blog category; use one of ${list(names)} or add it to ${files.categories}`,
    })),
    ...(featured.length > 1
      ? featured.map((post) => ({ file: files.post(post), field: 'featured', message: `${featured.length} posts are featured (${list(featured.map((p) => p.slug))}); keep "featured: true" on one` }))
      : []),
  ];
};

const uniquePaths: Check = (content, files) => {
  const owners = new Map<string, string[]>();
  const claim = (path: string, file: string) => owners.set(path, [...(owners.get(path) ?? []), file]);
  content.pages.forEach((p) => [p.path, ...p.aliases].forEach((path) => claim(path, files.page(p))));
  content.products.forEach((p) => claim(productPath(p.slug), files.product(p)));
  return [...owners].filter(([, claimants]) => claimants.length > 1).flatMap(([path, claimants]) =>
    claimants.map((file) => ({ file, field: '', message: `the path ${path} is claimed by ${claimants.length} files (${claimants.join(', ')}); give each page its own path` })));
};

/** Walks any value and yields every text field with its field path. */
function* texts(value: unknown, path: (string | number)[] = []): Generator<[string, (string | number)[]]> {
  if (typeof value === 'string') yield [value, path];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* texts(item, [...path, i]);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (key !== '_meta') yield* texts(item, [...path, key]);
}

const editable = (content: SiteContent, files: Files): [unknown, string][] => [
  [content.site, files.site],
  ...content.pages.map((p) => [p, files.page(p)] as [unknown, string]),
  ...content.products.map((p) => [p, files.product(p)] as [unknown, string]),
  ...content.jobs.map((p) => [p, files.job(p)] as [unknown, string]),
];

const internalLinks: Check = (content, files) => {
  const known = new Set([...routedPaths(content), ...content.site.unroutedLinks]);
  return editable(content, files).flatMap(([doc, file]) =>
    [...texts(doc)]
      .filter(([text, path]) => path.at(-1) === 'href' && text.startsWith('/') && !known.has(text.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1')))
      .map(([href, path]) => ({
        file,
        field: formatFieldPath(path),
        message: `"${href}" is not a page of this site; link to an existing path, or list it under unroutedLinks in site.yaml if it is meant to show the not-found page`,
      })));
};

// A price typed into prose goes stale the day the plan's price changes.
const pricesInText: Check = (content, files) =>
  editable(content, files).flatMap(([doc, file]) =>
    [...texts(doc)].flatMap(([text, path]) => {
      const price = /\$\d[\d,]*\.\d{2}\b/.exec(text)?.[0];
      return price
        ? [{ file, field: formatFieldPath(path), message: `writes the price ${price} as text; prices live only in price fields (in cents) so that a change shows everywhere, so reword this without it` }]
        : [];
    }));

export const checks: Record<string, Check> = { onePopularPlan, planFeatures, productReferences, pageSections, blogReferences, uniquePaths, internalLinks, pricesInText };

/** Checks what no single file's schema can: references between files. */
export function checkCrossReferences(content: SiteContent, contentDir = 'content'): ContentIssue[] {
  const files: Files = {
    site: `${contentDir}/site.yaml`,
    categories: `${contentDir}/blog/categories.yaml`,
    page: (p) => `${contentDir}/pages/${p._meta.filePath}`,
    product: (p) => `${contentDir}/products/${p._meta.filePath}`,
    post: (p) => `${contentDir}/blog/${p._meta.filePath}`,
    job: (p) => `${contentDir}/jobs/${p._meta.filePath}`,
  };
  return Object.values(checks).flatMap((check) => check(content, files));
}
