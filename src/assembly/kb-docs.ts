// The help center's route documents (/kb, each category's page and its aliases, each article) and the not-found
// page's, from content/kb. Node only, like the resolver that calls it.
import { mdxBody } from '../content/bodies.ts';
import { withoutMeta } from '../content/derive.ts';
import { withSiteName } from '../content/document-title.ts';
import { newest, type LastModified } from '../content/last-modified.ts';
import type { SiteContent } from '../content/registry.ts';
import type { KbCategoryView } from '../features/kb/views.ts';
import { helpArticle } from '../seo/json-ld.ts';
import { KB, kbArticlePath, kbCategoryPath } from '../vocabulary/paths.ts';
import { fill } from '../vocabulary/phrases.ts';
import type { KbDoc, RouteEntry } from './route-types.ts';

export type { KbDoc } from './route-types.ts';

type Article = SiteContent['kbArticles'][number];

const inOrder = (a: Article, b: Article) => a.order - b.order || a.title.localeCompare(b.title);

/** Every category with its articles in order, as lists and the sitemap show them. */
function kbCategories(content: SiteContent): KbCategoryView[] {
  return content.helpCenter.categories.map((c) => ({
    slug: c.slug,
    name: c.name,
    description: c.description,
    icon: c.icon,
    href: kbCategoryPath(c.slug),
    articles: content.kbArticles
      .filter((a) => a.category === c.slug)
      .sort(inOrder)
      .map((a) => ({ slug: a.slug, title: a.title, description: a.description, href: kbArticlePath(a.slug) })),
  }));
}

const kbWords = (content: SiteContent) => {
  const {
    title: _title,
    description: _description,
    categories: _categories,
    ...words
  } = withoutMeta(content.helpCenter);
  return words;
};

/** Pages that show the help center's search, whose script compiles WebAssembly (Pagefind). */
const searching = { search: true } as const;

export function kbDocs(content: SiteContent, dates?: LastModified): [string, KbDoc][] {
  const { helpCenter, site } = content;
  const words = kbWords(content);
  const categories = kbCategories(content);
  const date = (...files: string[]) => {
    const last = dates && newest(files.map(dates));
    return last ? { lastModified: last } : {};
  };
  const articleFiles = (slugs: string[]) =>
    content.kbArticles.filter((a) => slugs.includes(a.slug)).map((a) => a._meta.file);
  const index: [string, KbDoc] = [
    'kb/index',
    {
      template: 'kb',
      meta: {
        title: helpCenter.title,
        description: helpCenter.description,
        path: KB,
        structuredData: [],
        ...searching,
        ...date(helpCenter._meta.file, ...content.kbArticles.map((a) => a._meta.file)),
      },
      kb: { kind: 'index', words, categories },
    },
  ];
  const categoryDocs = categories.map((category): [string, KbDoc] => [
    `kb/category/${category.slug}`,
    {
      template: 'kb',
      meta: {
        title: withSiteName(fill(helpCenter.categoryTitle, { category: category.name }), site.name),
        description: category.description,
        path: category.href,
        structuredData: [],
        ...searching,
        ...date(helpCenter._meta.file, ...articleFiles(category.articles.map((a) => a.slug))),
      },
      kb: { kind: 'category', words, category, categories },
    },
  ]);
  const articleDocs = content.kbArticles.map((doc): [string, KbDoc] => {
    const category = categories.find((c) => c.slug === doc.category) as KbCategoryView;
    const href = kbArticlePath(doc.slug);
    return [
      `kb/${doc.slug}`,
      {
        template: 'kb',
        meta: {
          title: withSiteName(doc.title, site.name),
          description: doc.description,
          path: href,
          type: 'article',
          structuredData: helpArticle(
            site,
            doc,
            [
              { name: helpCenter.home, path: KB },
              { name: category.name, path: category.href },
              { name: doc.title, path: href },
            ],
            date(doc._meta.file).lastModified,
          ),
          ...searching,
          ...date(doc._meta.file),
        },
        kb: {
          kind: 'article',
          words,
          article: { slug: doc.slug, title: doc.title, description: doc.description, href, updated: doc.updated },
          category,
          body: mdxBody(doc._meta.file),
        },
      },
    ];
  });
  const notFound: [string, KbDoc] = [
    'not-found',
    {
      template: 'notFound',
      meta: {
        title: withSiteName(site.ui.notFound.title, site.name),
        description: site.ui.notFound.text,
        path: '/404',
        noindex: true,
        structuredData: [],
        ...searching,
      },
      notFound: { words: site.ui.notFound, search: helpCenter.search },
    },
  ];
  return [index, ...categoryDocs, ...articleDocs, notFound];
}

/** A help center page's route: listed in virtual:content/kb-routes, not in the table every page loads. */
export const isKbEntry = (entry: RouteEntry) => entry.id.startsWith('kb/');

export function kbEntries(content: SiteContent): RouteEntry[] {
  return [
    { id: 'kb/index', path: KB, aliases: [] },
    ...content.helpCenter.categories.map((c) => ({
      id: `kb/category/${c.slug}`,
      path: kbCategoryPath(c.slug),
      aliases: c.aliases,
    })),
    ...content.kbArticles.map((a) => ({ id: `kb/${a.slug}`, path: kbArticlePath(a.slug), aliases: [] })),
  ];
}
