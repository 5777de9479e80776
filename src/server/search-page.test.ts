// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  BULK_MARKER,
  RESULTS_MARKER,
  bulkResultsHtml,
  messageHtml,
  pageParts,
  resultsHtml,
  type SearchPageWords,
} from './search-page.tsx';

const words: SearchPageWords = {
  dialogTitle: 'Results',
  resultTitle: 'Your search',
  suggestionsTitle: 'Alternatives',
  available: 'Free',
  taken: 'Gone',
  unknown: 'Unsure',
  checking: 'Asking',
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

/** The server's HTML as a document fragment, to read as a visitor does. */
function parse(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}
const text = (node: Node | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim();
/** Each row of the results: its status and its text. */
const rows = (html: string) =>
  [...parse(html).querySelectorAll('li[data-status]')].map((li) => [li.getAttribute('data-status'), text(li)]);

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
    const page = parse(html);
    expect(text(page.querySelector('h2'))).toBe('Results: brand');
    expect([...page.querySelectorAll('h3')].map(text)).toEqual(['Your search', 'Alternatives']);
    expect(rows(html)).toEqual([
      ['taken', 'brand.comGone'],
      ['available', 'brand.netFree$14.99/yr'],
    ]);
    // Nothing that needs the script: no cart button, no sort control.
    expect(page.querySelector('button, select')).toBeNull();
  });

  it('says why the searched domain could not be checked', () => {
    const unknown = { ...taken, status: 'unknown' as const, reason: 'unreachable' as const };
    const html = resultsHtml(
      'brand',
      { response: { searchedDomain: 'brand.com', results: [unknown], suggestions: [] } },
      words,
    );
    expect(rows(html)).toEqual([['unknown', 'brand.comUnsureOut of reach']]);
  });

  it('says when nothing else is free, and shows a rule broken or a failure as an alert', () => {
    const none = resultsHtml(
      'brand',
      { response: { searchedDomain: 'brand.com', results: [taken], suggestions: [] } },
      words,
    );
    expect(text(parse(none).querySelector('.results-empty'))).toBe('Nothing else');
    const alert = (html: string) => text(parse(html).querySelector('[role="alert"]'));
    expect(alert(resultsHtml('x', { invalid: 'Bad name' }, words))).toBe('Bad name');
    expect(alert(resultsHtml('x', { failed: 'Down' }, words))).toBe('Sorry: Down');
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
    const note = (html: string) => text(parse(html).querySelector('.demo-note'));
    expect(note(resultsHtml('brand.com', { response: { ...response, demo: true } }, words))).toBe('Made up');
    expect(resultsHtml('brand.com', { response }, words)).not.toContain('Made up');
    const names = [{ input: 'brand.com', domain: 'brand.com' }];
    const results = new Map([['brand.com', taken]]);
    expect(note(bulkResultsHtml(names, results, words, true))).toBe('Made up');
    expect(bulkResultsHtml(names, results, words)).not.toContain('Made up');
  });

  it('links each available domain to the order system when the site hands orders off, and only then', () => {
    const response = {
      searchedDomain: 'brand.com',
      results: [{ ...taken, available: true, status: 'available' as const }],
      suggestions: [{ domain: 'brand.net', price: 1499, currency: 'USD' as const }],
    };
    const order = { template: 'https://billing.example.com/order?a=add&domain={domain}', label: 'Buy' };
    const links = (html: string) =>
      [...parse(html).querySelectorAll('li[data-status] a')].map((a) => [a.getAttribute('href'), text(a)]);
    const expected = [
      ['https://billing.example.com/order?a=add&domain=brand.com', 'Buy brand.com'],
      ['https://billing.example.com/order?a=add&domain=brand.net', 'Buy brand.net'],
    ];
    expect(links(resultsHtml('brand', { response }, { ...words, order }))).toEqual(expected);
    const names = [{ input: 'brand.net', domain: 'brand.net' }];
    const results = new Map([
      ['brand.net', { ...taken, domain: 'brand.net', available: true, status: 'available' as const, price: 1499 }],
    ]);
    expect(links(bulkResultsHtml(names, results, { ...words, order }))).toEqual(expected.slice(1));
    expect(links(resultsHtml('brand', { response }, words))).toEqual([]);
  });

  it('escapes the term', () => {
    expect(resultsHtml('<img src=x>', { invalid: 'Bad' }, words)).toContain('Results: &lt;img src=x&gt;');
  });

  it("brings no style of its own, which the page's CSP would refuse: the page's frame holds the rules", () => {
    const html = resultsHtml(
      'brand',
      { response: { searchedDomain: 'brand.com', results: [taken], suggestions: [], demo: true } },
      words,
    );
    expect(html).not.toMatch(/<style|\sstyle=/);
    expect(html).not.toMatch(/class="[^"]*\bsc-/);
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
    expect(rows(html)).toEqual([
      ['taken', 'one.comGone'],
      ['invalid', 'bad_nameBad name'],
      // No answer came for it before the search ended.
      ['unknown', 'two.ioUnsureToo slow'],
      ['unknown', 'three.netUnsureOut of reach'],
    ]);
  });

  it('says why a bulk search was refused as a whole, after the failure words', () => {
    expect(text(parse(messageHtml({ invalid: 'Too many' }, words)).querySelector('[role="alert"]'))).toBe(
      'Sorry: Too many',
    );
  });
});

describe('pageParts', () => {
  it('splits the page where the results go, and finds no place in a page without one', () => {
    const html = `<form><input name="q" value="$&amp;"/></form>${RESULTS_MARKER}<footer></footer>`;
    expect(pageParts(html, RESULTS_MARKER)).toEqual([
      '<form><input name="q" value="$&amp;"/></form>',
      '<footer></footer>',
    ]);
    expect(pageParts(`<textarea name="names"></textarea>${BULK_MARKER}`, BULK_MARKER)?.[1]).toBe('');
    expect(pageParts('<p>no marker</p>', RESULTS_MARKER)).toBeNull();
  });
});
