// Rules that hold for every text of every content file, whatever its type.
import type { Meta } from './define.ts';
import type { ContentIssue } from './issue.ts';
import { formatFieldPath } from './issue.ts';
import { scanBody } from './mdx-body.ts';
import { routedPaths } from '../vocabulary/paths.ts';
import type { SiteContent } from './registry.ts';

type Path = (string | number)[];

/** Every text field of a value, with its field path. */
export function* texts(value: unknown, path: Path = []): Generator<[string, Path]> {
  if (typeof value === 'string') yield [value, path];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* texts(item, [...path, i]);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (key !== '_meta') yield* texts(item, [...path, key]);
}

export const documents = (content: SiteContent): { _meta: Meta }[] =>
  Object.values(content).flatMap((docs: { _meta: Meta } | { _meta: Meta }[]) => (Array.isArray(docs) ? docs : [docs]));

const normalised = (href: string) => href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');

const notAPage = (href: string) =>
  `"${href}" is not a page of this site; link to an existing path, or list it under unroutedLinks in site.yaml if it is meant to show the not-found page`;
/** The links of an MDX body, checked as the fields' are, each named by its line in the file (prices: price-check.ts). */
function checkBody({ file, body, bodyLine = 1 }: Meta, known: ReadonlySet<string>): ContentIssue[] {
  if (body === undefined) return [];
  const { links } = scanBody(body);
  const at = (line: number) => `at line ${line + bodyLine - 1}`;
  return [
    ...links
      .filter(({ value }) => value.startsWith('/') && !value.startsWith('//') && !known.has(normalised(value)))
      .map(({ value, line }) => ({ file, field: 'body', message: `links ${at(line)} to ${notAPage(value)}` })),
  ];
}

export function checkSiteRules(content: SiteContent): ContentIssue[] {
  const known = new Set([...routedPaths(content), ...content.site.unroutedLinks]);
  return documents(content).flatMap((doc) => [
    ...[...texts(doc)].flatMap(([text, path]): ContentIssue[] => {
      const file = doc._meta.file;
      // An internal link leads to a page, or to a target the site knowingly answers with its not-found page.
      if (path.at(-1) === 'href' && text.startsWith('/') && !known.has(normalised(text)))
        return [{ file, field: formatFieldPath(path), message: notAPage(text) }];
      return [];
    }),
    ...checkBody(doc._meta, known),
  ]);
}
