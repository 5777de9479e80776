import { describe, expect, it } from 'vitest';
import { instantChecker, siteBuild } from '../../tests/helpers/ops-site.ts';
import { createApp } from './app.ts';
import { securityHeaders, STRICTEST_CSP } from './security-headers.ts';
import { staticHeadersFile, unionOf } from './static-headers.ts';

const policies = { '/': 'csp-home', '/about': 'csp-about', '/hosting/shared': 'csp-shared', '/404': 'csp-404' };
const entries = [
  { name: 'about', directory: true },
  { name: 'hosting', directory: true },
  { name: 'images', directory: true },
  { name: 'static', directory: true },
  { name: 'index.html', directory: false },
  { name: 'index.html.br', directory: false },
  { name: '404.html', directory: false },
  { name: 'robots.txt', directory: false },
  { name: 'favicon.svg', directory: false },
  { name: '_headers', directory: false },
];

/** The rules of a _headers file, as [path, headers] */
function parse(text: string): [string, [string, string][]][] {
  const rules: [string, [string, string][]][] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || !line.trim()) continue;
    if (line.startsWith('/')) rules.push([line, []]);
    else
      rules.at(-1)?.[1].push(
        line
          .trim()
          .split(/: (.*)/)
          .slice(0, 2) as [string, string],
      );
  }
  return rules;
}

/** What a static host sends for a path: every matching rule's headers, a header set twice joined by a comma. */
function headersFor(rules: ReturnType<typeof parse>, target: string): Record<string, string> {
  const matches = (rule: string) => (rule.endsWith('/*') ? target.startsWith(rule.slice(0, -1)) : rule === target);
  const headers: Record<string, string> = {};
  for (const [, list] of rules.filter(([rule]) => matches(rule)))
    for (const [name, value] of list) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  return headers;
}

describe('staticHeadersFile', async () => {
  const security = await securityHeaders();
  const { text, rules } = staticHeadersFile({ policies, security, entries });
  const parsed = parse(text);

  it('counts its rules', () => expect(rules).toBe(parsed.length));

  it.each([
    ['/', 'csp-home'],
    ['/about', 'csp-about'],
    ['/about/', 'csp-about'],
    ['/hosting/shared', 'csp-shared'],
    ['/hosting/shared/', 'csp-shared'],
    ['/404.html', 'csp-404'],
  ])('gives the page %s its own policy, once, and no-cache', (target, policy) => {
    const headers = headersFor(parsed, target);
    expect(headers['Content-Security-Policy']).toBe(policy);
    expect(headers['Cache-Control']).toBe('no-cache');
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
  });

  it.each([
    ['/static/js/main-abc123.js', 'public, max-age=31536000, immutable'],
    ['/images/team/ana-640.webp', 'public, max-age=3600'],
    ['/robots.txt', 'public, max-age=3600'],
    ['/favicon.svg', 'public, max-age=3600'],
  ])('gives %s the strictest policy and its cache rule', (target, cache) => {
    const headers = headersFor(parsed, target);
    expect(headers['Content-Security-Policy']).toBe(STRICTEST_CSP);
    expect(headers['Cache-Control']).toBe(cache);
  });

  it('makes no rule for the pages folders, the precompressed copies or the file itself', () => {
    expect(parsed.map(([rule]) => rule)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/(hosting|about)\/\*|\.br$|_headers|^\/index\.html$/)]),
    );
  });

  it('carries the security headers the server sends, with the same values', async () => {
    const build = siteBuild();
    try {
      const served = await createApp({
        clientDir: build.clientDir,
        domains: { checker: instantChecker, extensions: [] },
      }).request('/');
      const all = headersFor(parsed, '/about');
      for (const [name, value] of security) expect(served.headers.get(name), name).toBe(value);
      for (const name of [
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'X-Frame-Options',
        'Permissions-Policy',
      ])
        expect(all[name], name).toBe(served.headers.get(name));
    } finally {
      build.remove();
    }
  });
});

describe('a folder of pages', async () => {
  const security = await securityHeaders();
  const style = (hash: string) => `default-src 'self'; script-src 'self' 'sha256-s'; style-src 'self' 'sha256-${hash}'`;
  const folder = { '/': style('home'), '/blog': style('blog'), '/blog/a': style('a'), '/blog/b': style('b') };
  const parsed = parse(staticHeadersFile({ policies: folder, security, entries: [] }).text);

  it('is one rule for its pages, whose policy allows what each of them needs, and its own page keeps its policy', () => {
    expect(parsed.map(([rule]) => rule)).toEqual(expect.arrayContaining(['/blog', '/blog/*']));
    expect(headersFor(parsed, '/blog')['Content-Security-Policy']).toBe(style('blog'));
    for (const target of ['/blog/', '/blog/a', '/blog/b/'])
      expect(headersFor(parsed, target)['Content-Security-Policy']).toBe(
        "default-src 'self'; script-src 'self' 'sha256-s'; style-src 'self' 'sha256-blog' 'sha256-a' 'sha256-b'",
      );
  });

  it('leaves a page alone in its folder, and the home page, their own policies', () => {
    expect(headersFor(parsed, '/')['Content-Security-Policy']).toBe(style('home'));
  });
});

describe('unionOf', () => {
  it('gives back a policy shared by all as it is', () => expect(unionOf(['a b', 'a b'])).toBe('a b'));
  it('keeps each source once, in order, directive by directive', () =>
    expect(unionOf(["img-src 'self'; style-src 'x'", "style-src 'y' 'x'; font-src 'self'"])).toBe(
      "img-src 'self'; style-src 'x' 'y'; font-src 'self'",
    ));
});
