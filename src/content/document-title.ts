// The <title> of every document the site serves, and the check that search engines show each one whole.
import type { ContentIssue } from './issue.ts';
import type { SiteContent } from './registry.ts';

/** Search engines cut a result's title after about this many characters. */
export const MAX_TITLE_LENGTH = 70;

/** A post's and the not-found page's <title>: their own title, then the site's name (pages write theirs whole). */
export const withSiteName = (title: string, siteName: string) => `${title} | ${siteName}`;

interface Titled {
  /** The file and field the title is written in */
  file: string;
  field: string;
  /** The document's <title> as the browser shows it */
  title: string;
}

/** Every document title, with where it is written: pages and products whole, posts and the not-found page named. */
export function documentTitles(content: Pick<SiteContent, 'site' | 'pages' | 'products' | 'posts'>): Titled[] {
  const { site } = content;
  return [
    ...[...content.pages, ...content.products].map((d) => ({ file: d._meta.file, field: 'title', title: d.title })),
    ...content.posts.map((p) => ({ file: p._meta.file, field: 'title', title: withSiteName(p.title, site.name) })),
    { file: site._meta.file, field: 'ui.notFound.title', title: withSiteName(site.ui.notFound.title, site.name) },
  ];
}

export function checkTitleLengths(content: SiteContent): ContentIssue[] {
  return documentTitles(content).flatMap(({ file, field, title }) => {
    // Characters as people count them: an en dash or an accented letter is one.
    const length = [...title].length;
    return length > MAX_TITLE_LENGTH
      ? [
          {
            file,
            field,
            message: `the page title "${title}" is ${length} characters; search engines cut titles after ${MAX_TITLE_LENGTH}, so shorten it by ${length - MAX_TITLE_LENGTH}`,
          },
        ]
      : [];
  });
}
