// dist/client/_headers, read by static hosts (Netlify, Cloudflare Pages and others that copied the format): the
// headers the Node server sends, for when dist/client is served without it. Such a host applies every rule whose
// path matches and joins a header set by two of them with a comma, which would make two policies of two CSPs
// (both enforced): so each header is set by exactly one rule for any path.
import { STRICTEST_CSP } from './security-headers.ts';

export interface StaticHeadersInput {
  /** Each page's Content-Security-Policy by path (csp.json); /404 is the not-found page, 404.html */
  policies: Record<string, string>;
  /** The headers of every response (securityHeaders()) */
  security: [string, string][];
  /** What sits at the top of dist/client, to give files that are not pages the server's headers for them */
  entries: { name: string; directory: boolean }[];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HOURLY = 'public, max-age=3600';

/** One policy allowing what each of `policies` allows: each directive's sources, every one once, in order. */
export function unionOf(policies: string[]): string {
  if (new Set(policies).size === 1) return policies[0] ?? '';
  const directives = new Map<string, string[]>();
  for (const policy of policies)
    for (const directive of policy
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)) {
      const [name = '', ...sources] = directive.split(/\s+/);
      const known = directives.get(name) ?? [];
      directives.set(name, [...known, ...sources.filter((source) => !known.includes(source))]);
    }
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** A page's paths as hosts match them: /about and /about/ (Cloudflare Pages redirects to the latter). */
const pagePaths = (page: string) => (page === '/' ? ['/'] : page === '/404' ? ['/404.html'] : [page, `${page}/`]);

export function staticHeadersFile({ policies, security, entries }: StaticHeadersInput): {
  text: string;
  rules: number;
} {
  const rules: [string, [string, string][]][] = [
    ['/*', security],
    [
      '/static/*',
      [
        ['Cache-Control', IMMUTABLE],
        ['Content-Security-Policy', STRICTEST_CSP],
      ],
    ],
  ];
  // Files and folders beside the pages (favicon, robots.txt, sitemap.xml, images/): the server's headers for them.
  const pageRoots = new Set(Object.keys(policies).map((p) => p.split('/')[1]));
  for (const { name, directory } of entries) {
    if (name === 'static' || name.startsWith('_') || /\.(html|br|gz)$/.test(name)) continue;
    if (directory && pageRoots.has(name)) continue;
    rules.push([
      directory ? `/${name}/*` : `/${name}`,
      [
        ['Cache-Control', HOURLY],
        ['Content-Security-Policy', STRICTEST_CSP],
      ],
    ]);
  }
  // A page alone in its folder gets its policy at its two paths. A folder of pages (/blog/…) gets one rule for all of
  // them, whose policy allows what any of them needs (they differ only in their inline styles' hashes), and its
  // own page keeps its exact path: a rule a page would otherwise need twice made 117 rules, and Cloudflare Pages
  // reads only the first 100.
  const folders = new Map<string, [string, string][]>();
  for (const entry of Object.entries(policies)) {
    const folder = entry[0].split('/')[1] ?? '';
    folders.set(folder, [...(folders.get(folder) ?? []), entry]);
  }
  const page = (path: string, policy: string) =>
    rules.push([
      path,
      [
        ['Cache-Control', 'no-cache'],
        ['Content-Security-Policy', policy],
      ],
    ]);
  for (const [folder, pages] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
    const own = pages.find(([path]) => path === `/${folder}`);
    if (pages.length === 1 || folder === '' || folder === '404')
      for (const [path, policy] of pages) for (const rulePath of pagePaths(path)) page(rulePath, policy);
    else {
      if (own) page(own[0], own[1]);
      page(`/${folder}/*`, unionOf(pages.map(([, policy]) => policy)));
    }
  }
  const text = [
    '# Written by scripts/prerender.ts from dist/csp.json and src/server/security-headers.ts: do not edit.',
    '# The headers the Node server sends, for static hosts. /api and /domains?q= need the Node server (docs/deploy.md).',
    '',
    rules.map(([rulePath, headers]) => [rulePath, ...headers.map(([n, v]) => `  ${n}: ${v}`)].join('\n')).join('\n\n'),
    '',
  ].join('\n');
  return { text, rules: rules.length };
}
