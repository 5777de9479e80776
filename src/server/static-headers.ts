// dist/client/_headers, read by static hosts (Netlify, Cloudflare Pages and others that copied the format): the
// headers the Node server sends, for when dist/client is served without it. Such a host applies every rule whose
// path matches and joins a header set by two of them with a comma, which would make two policies of two CSPs
// (both enforced): so each header is set by exactly one rule for any path.
import { STRICTEST_CSP } from './security-headers';

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
  for (const [page, policy] of Object.entries(policies).sort(([a], [b]) => a.localeCompare(b)))
    for (const rulePath of pagePaths(page))
      rules.push([
        rulePath,
        [
          ['Cache-Control', 'no-cache'],
          ['Content-Security-Policy', policy],
        ],
      ]);
  const text = [
    '# Written by scripts/prerender.ts from dist/csp.json and src/server/security-headers.ts: do not edit.',
    '# The headers the Node server sends, for static hosts. /api and /domains?q= need the Node server (docs/deploy.md).',
    '',
    rules.map(([rulePath, headers]) => [rulePath, ...headers.map(([n, v]) => `  ${n}: ${v}`)].join('\n')).join('\n\n'),
    '',
  ].join('\n');
  return { text, rules: rules.length };
}
