// What the blogIndex section's schema cannot check: the pages it adds to the site (./listings.ts) need titles of
// their own that search engines show whole, and paths no other page claims.
import { MAX_TITLE_LENGTH } from '../../content/document-title.ts';
import type { ContentIssue } from '../../content/issue.ts';
import { blogListings } from '../../vocabulary/paths.ts';
import type { SiteContent } from '../../content/registry.ts';
import { isProduct } from '../checks.ts';
import type { Host } from '../define.ts';
import { listingTitle, type ListingWords } from './listing-words.ts';

type Words = ListingWords & { pagination: { status: string } };

type Field = (...path: (string | number)[]) => string;

export function checkBlogIndex(section: Words, host: Host, content: SiteContent, field: Field): ContentIssue[] {
  const file = host._meta.file;
  if (isProduct(host))
    return [{ file, field: field(), message: 'lists the blog, whose pages go under its own path: move it to a page' }];
  // The slots each phrase needs, so that every page has a title of its own and says which page it is.
  const phrases: [string[], string, string[]][] = [
    [['pageTitle'], section.pageTitle, ['{page}']],
    [['category', 'title'], section.category.title, ['{category}']],
    [['category', 'pagedTitle'], section.category.pagedTitle, ['{category}', '{page}']],
    [['category', 'heading'], section.category.heading, ['{category}']],
    [['pagination', 'status'], section.pagination.status, ['{page}', '{pages}']],
  ];
  const slots = phrases.flatMap(([at, phrase, needed]) => {
    const missing = needed.filter((slot) => !phrase.includes(slot));
    return missing.length ? [{ file, field: field(...at), message: `needs ${missing.join(' and ')} in it` }] : [];
  });

  const pages = blogListings(content).filter((l) => l.blog === host.path && (l.page > 1 || l.category !== undefined));
  // The longest title each phrase makes, when too long: one issue per phrase, however many pages it titles.
  const longest = new Map<string, { title: string; length: number; path: string }>();
  for (const list of pages) {
    const { title, field: at } = listingTitle(section, list);
    const length = [...title].length;
    const key = field(...at);
    if (length > MAX_TITLE_LENGTH && length > (longest.get(key)?.length ?? 0))
      longest.set(key, { title, length, path: list.path });
  }
  const titles = [...longest].map(([at, { title, length, path }]) => ({
    file,
    field: at,
    message: `makes the title "${title}" (${path}) ${length} characters; search engines cut titles after ${MAX_TITLE_LENGTH}, so shorten it by ${length - MAX_TITLE_LENGTH}`,
  }));

  const taken = new Set(content.pages.flatMap((p) => [p.path, ...p.aliases]));
  const clashes = pages
    .filter((l) => taken.has(l.path))
    .map((l) => ({
      file,
      field: field(),
      message: `adds the page ${l.path}, which another page claims too; give that page another path`,
    }));
  return [...slots, ...titles, ...clashes];
}
