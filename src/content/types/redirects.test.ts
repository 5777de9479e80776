import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { root } from '../../../tests/helpers/content-fixture.ts';
import { reportFor } from '../../../tests/helpers/content-report.ts';
import { healthRoutes } from '../../server/health.ts';
import { loadContent } from '../../assembly/site-content.ts';
import { routedPaths } from '../../vocabulary/paths.ts';
import { SERVER_PATHS } from './redirects.ts';

const site = parse(readFileSync(`${root}/content/site.yaml`, 'utf8')) as { url: string };

/** The report for content/redirects.yaml holding these entries instead of its own. */
const reportWith = (entries: string) =>
  reportFor((f) => f.write('redirects.yaml', `redirects:\n${entries.replace(/^\n/, '')}`));

describe('content/redirects.yaml', () => {
  it('takes an empty list, external addresses and pages with a #part or ?query', async () => {
    expect(await reportWith('  []')).toBe('0 content problems in 0 files:');
    const report = await reportWith(`
  - { from: /old-status, to: "https://status.example.com/" }
  - { from: /plans, to: "/hosting/shared#plans", type: temporary }
  - { from: /summer-sale, to: "/hosting?offer=summer" }
  - { from: /index.php, to: / }`);
    expect(report).toBe('0 content problems in 0 files:');
  });

  it('names the entries of a loop of two, and of three, once', async () => {
    const report = await reportWith(`
  - { from: /a, to: /b }
  - { from: /b, to: /a }
  - { from: /x, to: /y }
  - { from: /y, to: /z }
  - { from: /z, to: /x }
  - { from: /self, to: /self }`);
    expect(report).toMatchInlineSnapshot(`
      "3 content problems in 1 file:
      content/redirects.yaml
        redirects[0].to: makes a loop: redirects[0] /a → /b, redirects[1] /b → /a; point each at a page
        redirects[2].to: makes a loop: redirects[2] /x → /y, redirects[3] /y → /z, redirects[4] /z → /x; point each at a page
        redirects[5].to: makes a loop: redirects[5] /self → /self; point each at a page"
    `);
  });

  it('refuses a chain, naming the entry it goes through and the page at its end', async () => {
    const report = await reportWith(`
  - { from: /old, to: /older }
  - { from: /older, to: /hosting/vps }
  - { from: /into-loop, to: /a }
  - { from: /a, to: /b }
  - { from: /b, to: /a }`);
    expect(report).toMatchInlineSnapshot(`
      "3 content problems in 1 file:
      content/redirects.yaml
        redirects[0].to: "/older" is redirected itself, by redirects[1] (/older → /hosting/vps): point straight at /hosting/vps
        redirects[2].to: "/a" is redirected itself, by redirects[3] (/a → /b): which leads into a loop
        redirects[3].to: makes a loop: redirects[3] /a → /b, redirects[4] /b → /a; point each at a page"
    `);
  });

  it('refuses a redirect from a page, an alias or a path the server answers, and a second one from a path', async () => {
    const report = await reportWith(`
  - { from: /hosting/shared, to: /hosting/vps }
  - { from: /signin, to: /login }
  - { from: /api/domains/search, to: / }
  - { from: /static/old.js, to: / }
  - { from: /robots.txt, to: / }
  - { from: /blog/rss.xml, to: /blog }
  - { from: /deals, to: /hosting/vps }
  - { from: /deals, to: /hosting/cloud }`);
    expect(report).toMatchInlineSnapshot(`
      "7 content problems in 1 file:
      content/redirects.yaml
        redirects[0].from: "/hosting/shared" is a page of this site: remove the redirect, or move the page away first
        redirects[1].from: "/signin" is a page of this site: remove the redirect, or move the page away first
        redirects[2].from: "/api/domains/search" is answered by the server itself (the API, a health check or a file); choose another
        redirects[3].from: "/static/old.js" is answered by the server itself (the API, a health check or a file); choose another
        redirects[4].from: "/robots.txt" is answered by the server itself (the API, a health check or a file); choose another
        redirects[5].from: "/blog/rss.xml" is answered by the server itself (the API, a health check or a file); choose another
        redirects[7].from: "/deals" is already redirected by redirects[6]; keep one of the two"
    `);
  });

  it('refuses a redirect from every page the site routes, category pages and aliases included', async () => {
    // The same content reportFor copies: content/, whatever CONTENT_DIR says.
    const { content } = await loadContent({ root, contentDir: 'content' });
    const paths = [...new Set(routedPaths(content!))];
    expect(paths).toEqual(expect.arrayContaining([expect.stringMatching(/\/category\//)]));
    const entries = paths.map((from) => `  - { from: "${from}", to: "https://example.com/" }`).join('\n');
    const problems = (await reportWith(entries)).split('\n').filter((line) => line.includes('].from: '));
    expect(problems).toEqual(
      paths.map((from, i) => expect.stringContaining(`redirects[${i}].from: "${from}" is a page`)),
    );
  });

  it('refuses a target that is no page, a page with a trailing slash, and this site written as an address', async () => {
    const apex = site.url.replace('://www.', '://');
    const written = await reportWith(`
  - { from: /a, to: /hosting/wordpres }
  - { from: /b, to: /hosting/wordpress/ }
  - { from: /c, to: "${site.url}/hosting/vps/" }
  - { from: /d, to: "${apex}/hosting/vps" }`);
    // The site's address is content: the report shows it as <site>.
    const report = written.replaceAll(site.url, '<site>').replaceAll(apex, '<site without www>');
    expect(report).toMatchInlineSnapshot(`
      "4 content problems in 1 file:
      content/redirects.yaml
        redirects[0].to: "/hosting/wordpres" is not a page of this site; use the path of an existing page, or a full https:// address
        redirects[1].to: "/hosting/wordpress/" ends in a slash: write /hosting/wordpress
        redirects[2].to: "<site>/hosting/vps/" is on this site: write it as a path, /hosting/vps
        redirects[3].to: "<site without www>/hosting/vps" is on this site: write it as a path, /hosting/vps"
    `);
  });

  it('says how to write an old address it cannot take', async () => {
    const report = await reportWith(`
  - { from: "https://nimbushost.com/old-page/", to: / }
  - { from: old-page, to: / }
  - { from: "/old-page?ref=mail", to: / }
  - { from: /old-page/, to: / }
  - { from: /old page, to: / }
  - { from: /a/../b, to: / }
  - { to: / }
  - { from: /d, to: hosting/vps }
  - { from: /e, to: /, type: forever }`);
    expect(report).toMatchInlineSnapshot(`
      "9 content problems in 1 file:
      content/redirects.yaml
        redirects[0].from: expected the path alone, without the domain: /old-page, found "https://nimbushost.com/old-page/" (text)
        redirects[1].from: expected a path starting with /, e.g. /old-page, found "old-page" (text)
        redirects[2].from: expected the path without a ?query or #fragment (a visitor's query is passed on to "to" as it is), found "/old-page?ref=mail" (text)
        redirects[3].from: expected the path without its trailing slash: /old-page, found "/old-page/" (text)
        redirects[4].from: expected a path made of letters, digits, -, ., _ and ~ between single slashes, e.g. /old-offer, found "/old page" (text)
        redirects[5].from: expected a path made of letters, digits, -, ., _ and ~ between single slashes, e.g. /old-offer, found "/a/../b" (text)
        redirects[6].from: expected the old address, as a path such as /wordpress-hosting, but the field is missing
        redirects[7].to: expected a page of this site such as /hosting/wordpress, or a full address starting with https://, found "hosting/vps" (text)
        redirects[8].type: expected one of "permanent", "temporary", found "forever" (text)"
    `);
  });
});

describe('the paths the server answers itself', () => {
  it('include its health routes and every file and folder of public/', () => {
    const owned = (p: string) => SERVER_PATHS.some((s) => p === s || p.startsWith(`${s}/`));
    const health = healthRoutes({ clientDir: root }).routes.map((r) => r.path);
    expect(health.length).toBeGreaterThan(0);
    for (const p of [...health, ...readdirSync(`${root}/public`).map((name) => `/${name}`)])
      expect(owned(p), p).toBe(true);
  });
});
