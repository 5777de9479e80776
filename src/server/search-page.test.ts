import { describe, expect, it } from 'vitest';
import {
  BULK_MARKER,
  RESULTS_MARKER,
  bulkResultsHtml,
  fillBulkBox,
  fillSearchBox,
  pageParts,
  resultsHtml,
  type SearchPageWords,
} from './search-page';

const words: SearchPageWords = {
  dialogTitle: 'Results',
  resultTitle: 'Your search',
  suggestionsTitle: 'Alternatives',
  available: 'Free',
  taken: 'Gone',
  unknown: 'Unsure',
  unknownReasons: { timeout: 'Too slow', unreachable: 'Out of reach' },
  perYear: '/yr',
  errorIntro: 'Sorry:',
  empty: 'Nothing else',
  retry: 'Again',
  demoNote: 'Made up',
  failure: {
    title: 'Ways on',
    otherExtensions: 'Other endings:',
    links: [
      { label: 'Many at once', href: '/domains#bulk-search' },
      { label: 'Ask us', href: '/contact' },
    ],
  },
};
const taken = {
  domain: 'brand.com',
  available: false,
  status: 'taken' as const,
  price: 1299,
  currency: 'USD' as const,
};

describe('resultsHtml', () => {
  it('lists the searched domain with its status and the alternatives with their yearly price', () => {
    const html = resultsHtml(
      'brand',
      {
        response: {
          searchedDomain: 'brand.com',
          results: [taken],
          suggestions: [{ domain: 'brand.net', price: 1499, currency: 'USD' }],
        },
      },
      words,
    );
    expect(html).toContain('<h2>Results: brand</h2>');
    expect(html).toContain('<li data-status="taken"><strong>brand.com</strong><span>Gone</span></li>');
    expect(html).toContain('<strong>brand.net</strong><span>Free</span><span>$14.99/yr</span>');
  });

  it('says when nothing else is free, and shows a rule broken or a failure as an alert', () => {
    const none = resultsHtml(
      'brand',
      { response: { searchedDomain: 'brand.com', results: [taken], suggestions: [] } },
      words,
    );
    expect(none).toContain('<p>Nothing else</p>');
    expect(resultsHtml('x', { invalid: 'Bad name' }, words)).toContain('<p role="alert">Bad name</p>');
    expect(resultsHtml('x', { failed: 'Down' }, words)).toContain('<p role="alert"><span>Sorry: Down</span></p>');
  });

  it('follows a failure with ways on: the same search again, the name with other extensions, and the links', () => {
    const html = resultsHtml('brand.com', { failed: 'Down' }, words, ['com', 'net', 'org', 'io', 'co']);
    const links = [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, text]) => [href, text]);
    expect(html).toContain('<h3>Ways on</h3>');
    expect(links[0]).toEqual(['/domains?q=brand.com', 'Again']);
    const others = links.filter(([href]) => /^\/domains\?q=brand\.(?!com)/.test(href!));
    expect(others).toHaveLength(3);
    for (const [href, text] of others) expect(href).toBe(`/domains?q=${text}`);
    expect(links.slice(-2)).toEqual([
      ['/domains#bulk-search', 'Many at once'],
      ['/contact', 'Ask us'],
    ]);
  });

  it('says when the answers are demo data, and only then', () => {
    const response = { searchedDomain: 'brand.com', results: [taken], suggestions: [] };
    expect(resultsHtml('brand.com', { response: { ...response, demo: true } }, words)).toContain(
      '<p class="demo-note">Made up</p>',
    );
    expect(resultsHtml('brand.com', { response }, words)).not.toContain('Made up');
    const names = [{ input: 'brand.com', domain: 'brand.com' }];
    const results = new Map([['brand.com', taken]]);
    expect(bulkResultsHtml(names, results, words, true)).toContain('<p class="demo-note">Made up</p>');
    expect(bulkResultsHtml(names, results, words)).not.toContain('Made up');
  });

  it('escapes the term', () => {
    expect(resultsHtml('<img src=x>', { invalid: 'Bad' }, words)).toContain('Results: &lt;img src=x&gt;');
  });
});

describe('bulkResultsHtml', () => {
  it('lists each name in the order typed: refused with its message, else with its status, and why it is unknown', () => {
    const html = bulkResultsHtml(
      [
        { input: 'one.com', domain: 'one.com' },
        { input: 'bad_name', error: 'Bad name' },
        { input: 'two.io', domain: 'two.io' },
        { input: 'three.net', domain: 'three.net' },
      ],
      new Map([
        ['one.com', { ...taken, domain: 'one.com' }],
        ['three.net', { ...taken, domain: 'three.net', status: 'unknown', reason: 'unreachable' }],
      ]),
      words,
    );
    expect(html).toBe(
      '<section class="search-results"><ul>' +
        '<li data-status="taken"><strong>one.com</strong><span>Gone</span></li>' +
        '<li data-status="invalid"><strong>bad_name</strong><span>Bad name</span></li>' +
        // No answer came for it before the search ended.
        '<li data-status="unknown"><strong>two.io</strong><span>Unsure</span><small>Too slow</small></li>' +
        '<li data-status="unknown"><strong>three.net</strong><span>Unsure</span><small>Out of reach</small></li>' +
        '</ul></section>',
    );
  });
});

describe('pageParts', () => {
  it('fills the box named q with the term and splits the page where the results go', () => {
    const html = `<form><input name="q" value=""/></form>${RESULTS_MARKER}<footer></footer>`;
    const parts = pageParts(html, RESULTS_MARKER, fillSearchBox('a"b'));
    expect(parts).toEqual(['<form><input name="q" value="a&quot;b"/></form>', '<footer></footer>']);
    expect(pageParts('<p>no marker</p>', RESULTS_MARKER, fillSearchBox('x'))).toBeNull();
  });

  it('fills the bulk box with the names sent', () => {
    const html = `<textarea id="b" name="names"></textarea>${BULK_MARKER}`;
    expect(pageParts(html, BULK_MARKER, fillBulkBox('a.com\n<b>'))?.[0]).toBe(
      '<textarea id="b" name="names">a.com\n&lt;b&gt;</textarea>',
    );
  });
});
