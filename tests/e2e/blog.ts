// The blog's categories and the posts each holds, read from the content files like ./content.ts reads the rest.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { must, parseShown as parse, posts, section } from './content.ts';
import { PATH } from '../spec.ts';

const dir = resolve(fileURLToPath(new URL('../..', import.meta.url)), process.env.CONTENT_DIR ?? 'content');

interface Category {
  name: string;
  count: number;
  description?: string;
}
/** What a post's frontmatter says that the category pages show and order by. */
type Filed = (typeof posts)[number] & { category: string };

/** The words of the blog index: its headings and the links between its pages. */
export const blogIndex = section<{
  categoriesTitle: string;
  pageSize: number;
  recentCount: number;
  pagination: { label: string };
}>(PATH.blog, 'blogIndex');

/** Issue 14: a category's page is /blog/category/<slug>, the slug made from its name ("Web Design" → web-design). */
const categoryPath = (name: string) =>
  `${PATH.blog}/category/${name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** Every category with its page and its posts, newest first, as its page lists them. */
export const categories = (
  parse(readFileSync(join(dir, 'blog/categories.yaml'), 'utf8')) as { categories: Category[] }
).categories.map((c) => ({
  ...c,
  path: categoryPath(c.name),
  posts: (posts as Filed[]).filter((p) => p.category === c.name).sort((a, b) => b.date.localeCompare(a.date)),
}));

/** The category the route loops (a11y, SEO, layout…) check: all four pages share one template. */
export const checkedCategory = must(
  categories.find((c) => c.posts.length > 0),
  'blog category with a post',
);
