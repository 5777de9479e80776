// The help center's words, categories and articles, read from content/kb like ./content.ts reads the rest.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { must, parseShown as parse } from './content.ts';
import { GUIDES_PATH, KB_PATH } from '../spec.ts';

const dir = resolve(fileURLToPath(new URL('../..', import.meta.url)), process.env.CONTENT_DIR ?? 'content', 'kb');

interface Category {
  slug: string;
  name: string;
  description: string;
  aliases?: string[];
}
interface HelpCenter {
  heading: string;
  search: { label: string; placeholder: string; button: string; results: string; resultsLabel: string; empty: string };
  categoriesTitle: string;
  contact: { title: string; cta: { label: string; href: string } };
  categories: Category[];
}

export const helpCenter = parse(readFileSync(join(dir, 'help-center.yaml'), 'utf8')) as HelpCenter;

/** Issue 27 part 6: an article's page is /kb/<file name>, a category's /kb/category/<slug>. */
export const articles = readdirSync(dir)
  .filter((f) => f.endsWith('.mdx'))
  .sort()
  .map((f) => {
    const [, frontmatter = '', body = ''] =
      /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(readFileSync(join(dir, f), 'utf8')) ?? [];
    const data = parse(frontmatter) as { title: string; description: string; category: string; order?: number };
    const slug = basename(f, '.mdx');
    return { ...data, slug, path: `${KB_PATH}/${slug}`, body };
  });

export const categories = helpCenter.categories.map((c) => ({
  ...c,
  path: `${KB_PATH}/category/${c.slug}`,
  articles: articles
    .filter((a) => a.category === c.slug)
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.title.localeCompare(b.title)),
}));

/** SPEC §2: the support page's "View Guides" goes to /guides, which shows the category that names it. */
export const guides = must(
  categories.find((c) => c.aliases?.includes(GUIDES_PATH)),
  `help center category with the alias ${GUIDES_PATH}`,
);

/** The words a visitor can read on an article's page: its title, its category's name and its body's text. */
const readable = (a: (typeof articles)[number]) =>
  [
    a.title,
    must(
      categories.find((c) => c.slug === a.category),
      `category ${a.category}`,
    ).name,
    // Link targets and code fences' language names are not text on the page.
    a.body.replace(/\]\([^)]*\)/g, ']').replace(/```\w*/g, ''),
  ]
    .join(' ')
    .toLowerCase();

/**
 * A word that only one article has (the longest such), and that article: what a search for it must find. Words
 * that share their first six letters with any word of another article are left out, since search stems words
 * ("restores", "restored").
 */
export function wordOfOneArticle() {
  const words = articles.map((a) => new Set(readable(a).match(/[a-z]{8,}/g) ?? []));
  const stems = words.map((set) => new Set([...set].map((w) => w.slice(0, 6))));
  const candidates = articles.flatMap((article, i) =>
    [...(words[i] ?? [])]
      .filter((w) => stems.every((others, j) => j === i || !others.has(w.slice(0, 6))))
      .map((word) => ({ word, article })),
  );
  return must(
    candidates.sort((a, b) => b.word.length - a.word.length || a.word.localeCompare(b.word))[0],
    'word found in one article only',
  );
}
