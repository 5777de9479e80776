// The site path inside a draft's preview address: a page's path as the site names it, or nothing at all.
import { describe, expect, it } from 'vitest';
import { sitePathOf } from './site-path.ts';

const of = (rest: string) => sitePathOf(`/drafts/summer/preview${rest}`, 'summer');

describe('a preview address', () => {
  it('names the site path after the prefix, / for the home page', () => {
    expect(of('')).toBe('/');
    expect(of('/')).toBe('/');
    expect(of('/hosting/shared')).toBe('/hosting/shared');
    expect(of('/hosting/shared/')).toBe('/hosting/shared');
    expect(of('/static/img/shared-ff787467-dark.svg')).toBe('/static/img/shared-ff787467-dark.svg');
    expect(of('/@fs/work/node_modules/@fontsource-variable/inter/files/inter.woff2')).toBe(
      '/@fs/work/node_modules/@fontsource-variable/inter/files/inter.woff2',
    );
    expect(of('/blog/%61bout')).toBe('/blog/about');
  });

  it('refuses anything that is not plainly a site path', () => {
    for (const rest of [
      '/..',
      '/.',
      '/%2e%2e',
      '/..%2Fpackage.json',
      '/a%2fb',
      '/%252e%252e',
      '/..%5C..%5Cpackage.json',
      '/x%00.svg',
      '/shared%3Fq=1',
      '/%E0%A4%A',
      '/caf%C3%A9',
      '/a b',
    ])
      expect([rest, of(rest)]).toEqual([rest, null]);
  });

  it('belongs to its own draft only', () => {
    expect(sitePathOf('/drafts/summer/preview/', 'winter')).toBeNull();
    expect(sitePathOf('/drafts/summer/previewed/', 'summer')).toBeNull();
  });
});
