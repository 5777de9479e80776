import { z } from 'zod';
import { singleton, type SingletonType } from '../define.ts';
import { formatFieldPath, type ContentIssue } from '../issue.ts';
import { feedPaths, routedPaths } from '../../vocabulary/paths.ts';

/**
 * What the server answers itself, whatever the content (src/server/app.ts and what the build puts beside the pages):
 * a redirect from one of them would take it away, or never be followed. Each also stands for the paths under it.
 */
export const SERVER_PATHS = [
  '/api',
  '/healthz',
  '/readyz',
  '/static',
  '/images',
  '/favicon.svg',
  '/sitemap.xml',
  '/robots.txt',
  '/404.html',
  '/index.html',
  '/_headers',
  '/_redirects',
  ...Object.values(feedPaths),
];

const redirectTypes = ['permanent', 'temporary'] as const;
/** The HTTP status each type of redirect is answered with. */
export const statusOf = { permanent: 301, temporary: 302 } as const;

const SEGMENT = '(?!\\.\\.?(?:/|$))[A-Za-z0-9._~-]+';
/** A path of this site as a request names it: "/" or /one/or/more/segments, no query, fragment or trailing slash. */
const SITE_PATH = new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*)?$`);

/** Says what is wrong with an address written as a `from`, and how to write it. */
function fromProblem(input: unknown): string {
  const text = String(input);
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (url && /^https?:$/.test(url.protocol))
    return `expected the path alone, without the domain: ${url.pathname.replace(/(.)\/$/, '$1')}`;
  if (!text.startsWith('/')) return `expected a path starting with /, e.g. /${text.replace(/^\W+/, '')}`;
  if (/[?#]/.test(text))
    return 'expected the path without a ?query or #fragment (a visitor\'s query is passed on to "to" as it is)';
  if (/.\/$/.test(text)) return `expected the path without its trailing slash: ${text.replace(/\/+$/, '')}`;
  return 'expected a path made of letters, digits, -, ., _ and ~ between single slashes, e.g. /old-offer';
}

const redirect = z.strictObject({
  from: z
    .string({ error: 'expected the old address, as a path such as /wordpress-hosting' })
    .regex(SITE_PATH, { error: (issue) => fromProblem(issue.input) })
    .describe(
      'The old address, as a path of this site: starts with /, no domain, no ?query or #fragment, no trailing ' +
        'slash, e.g. /wordpress-hosting. It must not be a page of the site (pages win over redirects)',
    ),
  to: z
    .string({ error: 'expected where the old address now leads: a page such as /hosting/wordpress, or https://…' })
    .regex(/^(\/\S*|https?:\/\/\S+)$/, {
      error: 'expected a page of this site such as /hosting/wordpress, or a full address starting with https://',
    })
    .describe(
      'Where visitors and search engines are sent: a page of this site (/hosting/wordpress, may end in #part or ' +
        '?query) or a full https:// address elsewhere. Never another redirect: point straight at the final page',
    ),
  type: z
    .enum(redirectTypes)
    .default('permanent')
    .describe(
      'permanent (the default, HTTP 301): the page moved for good, search engines move its ranking to "to". ' +
        'temporary (302): for a while only, e.g. a seasonal offer; search engines keep the old address',
    ),
});

/** content/redirects.yaml: old addresses and where they now lead, answered by the server and written for static hosts. */
const schema = z.strictObject({
  redirects: z
    .array(redirect)
    .default([])
    .describe('Old addresses of the site and where each now leads; an empty list is fine'),
});

type Redirect = z.output<typeof redirect>;

const pathOf = (href: string) => href.replace(/[?#].*$/, '');
/** A host name without www., which the site usually answers under as well. */
const bare = (host: string) => host.replace(/^www\./, '');
const serverOwns = (from: string) => SERVER_PATHS.some((p) => from === p || from.startsWith(`${p}/`));

/** Every problem of one redirect, given all of them and the site's pages; rules[i] is the one checked. */
function problemsOf(rules: Redirect[], i: number, pages: Set<string>, host: string): [string, string][] {
  const { from, to } = rules[i] as Redirect;
  const name = (j: number) => `redirects[${j}]`;
  const ruleFrom = new Map(rules.map((r, j): [string, number] => [r.from, j]).reverse());
  /** The entry that redirects a target further, if any. */
  const redirectOf = (target: string) => (/^https?:/.test(target) ? undefined : ruleFrom.get(pathOf(target)));
  const problems: [string, string][] = [];

  const first = ruleFrom.get(from) as number;
  if (first !== i) problems.push(['from', `"${from}" is already redirected by ${name(first)}; keep one of the two`]);
  if (pages.has(from))
    problems.push(['from', `"${from}" is a page of this site: remove the redirect, or move the page away first`]);
  else if (serverOwns(from))
    problems.push([
      'from',
      `"${from}" is answered by the server itself (the API, a health check or a file); choose another`,
    ]);

  if (/^https?:/.test(to)) {
    if (!URL.canParse(to)) problems.push(['to', `"${to}" is not a valid address`]);
    else if (bare(new URL(to).hostname) === bare(host))
      problems.push([
        'to',
        `"${to}" is on this site: write it as a path, ${new URL(to).pathname.replace(/(.)\/$/, '$1')}`,
      ]);
    return problems;
  }
  const target = pathOf(to);
  const next = redirectOf(to);
  if (next === undefined) {
    if (!pages.has(target))
      problems.push([
        'to',
        /.\/$/.test(target) && pages.has(target.replace(/\/+$/, ''))
          ? `"${to}" ends in a slash: write ${to.replace(/\/+(?=$|[?#])/, '')}`
          : `"${to}" is not a page of this site; use the path of an existing page, or a full https:// address`,
      ]);
    return problems;
  }
  // The target is redirected itself: follow the rules from here to see whether they come back (a loop) or end.
  const seen = [i];
  let at: number | undefined = next;
  while (at !== undefined && !seen.includes(at)) {
    seen.push(at);
    at = redirectOf((rules[at] as Redirect).to);
  }
  if (at === i) {
    // One report per loop, on its first entry; every entry of the loop is named.
    if (Math.min(...seen) === i)
      problems.push([
        'to',
        `makes a loop: ${seen.map((j) => `${name(j)} ${(rules[j] as Redirect).from} → ${(rules[j] as Redirect).to}`).join(', ')}; point each at a page`,
      ]);
    return problems;
  }
  const end = at === undefined ? (rules[seen.at(-1) as number] as Redirect).to : undefined;
  problems.push([
    'to',
    `"${to}" is redirected itself, by ${name(next)} (${target} → ${(rules[next] as Redirect).to}): ${end ? `point straight at ${end}` : 'which leads into a loop'}`,
  ]);
  return problems;
}

// Typed by hand: its check reads SiteContent, whose type comes from this module.
export const redirects: SingletonType<typeof schema> = singleton({
  schemaName: 'redirects',
  file: 'redirects.yaml',
  schema,
  check: (content) => {
    const doc = content.redirects;
    const pages = new Set(routedPaths(content));
    const host = new URL(content.site.url).hostname;
    return doc.redirects.flatMap((_, i) =>
      problemsOf(doc.redirects, i, pages, host).map(([field, message]): ContentIssue => ({
        file: doc._meta.file,
        field: formatFieldPath(['redirects', i, field]),
        message,
      })),
    );
  },
});
