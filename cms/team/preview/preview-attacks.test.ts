// The attacks on a draft's preview: no session, a draft that does not exist or a name that cannot be one, an address
// that tries to leave the preview (.., encoded or not, a slash or backslash in disguise, NUL), and every method but
// a read. Each is refused before anything is rendered, and nothing is written: the remote's refs are the same after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readYaml } from '../../local-api/yaml-edit.ts';
import { SHARED, type Product } from '../../testing/people.ts';
import { clientOf, startDraftsApi, type DraftsApi } from '../../testing/drafts-api.ts';

// Measured on the 2-core machine: the start (remote, clone, three sign-ins) takes 3 to 6 s, one save 1 to 2 s.
const SLOW = 60_000;
let api: DraftsApi;
let slug = '';
let product: Product;

beforeAll(async () => {
  api = await startDraftsApi(undefined, undefined, { idleMs: 600_000 });
  const created = await api.editor.call<{ draft: { slug: string } }>('POST', '/api/drafts', { title: 'Attack target' });
  slug = created.body.draft.slug;
  const read = await api.editor.call<{ text: string }>('GET', `/api/drafts/${slug}/files/${SHARED}`);
  product = readYaml(read.body.text) as Product;
}, SLOW);
afterAll(() => api?.stop());

/** What a file of the project or the machine would show if it leaked. */
const LEAKED = /"name": "hostsite"|"scripts"|root:x:0|renderToString|CMS_SESSION_SECRET/;

describe('signed out', () => {
  it('every preview address and the pages route answer 401', async () => {
    const anonymous = clientOf(api.service, undefined);
    for (const url of [
      `/drafts/${slug}/preview`,
      `/drafts/${slug}/preview/`,
      `/drafts/${slug}/preview/hosting/shared`,
      `/drafts/${slug}/preview/static/img/shared.svg`,
      '/drafts/no-such-draft/preview/',
    ]) {
      const answer = await anonymous.call<{ text: string }>('GET', url);
      expect([url, answer.status, answer.headers.get('cache-control')]).toEqual([url, 401, 'no-store']);
      expect(answer.body.text).toContain('Sign in first');
    }
    const pages = await anonymous.call('GET', `/api/drafts/${slug}/pages`);
    expect(pages).toMatchObject({ status: 401, body: { error: 'Sign in first' } });
  });
});

describe('a draft that does not exist', () => {
  it('has no preview: 404, whether its name could be a draft’s or not', async () => {
    for (const name of ['no-such-draft', 'Attack-Target', 'attack_target', '-attack', 'a'.repeat(61), '%2e%2e'])
      for (const sitePath of ['/', '/hosting/shared']) {
        const url = `/drafts/${name}/preview${sitePath}`;
        const answer = await api.editor.call<{ text: string }>('GET', url);
        expect([url, answer.status]).toEqual([url, 404]);
      }
    expect((await api.editor.call('GET', '/api/drafts/no-such-draft/pages')).status).toBe(404);
    expect((await api.editor.call('GET', '/api/drafts/..%2F..%2Fetc/pages')).status).toBe(404);
  });
});

describe('an address that leaves the preview', () => {
  it('is refused, never served from the checkout, the project or the machine', async () => {
    const prefix = `/drafts/${slug}/preview`;
    for (const rest of [
      '/..%2F..%2Fpackage.json',
      '/%2e%2e%2f%2e%2e%2fpackage.json',
      '/%252e%252e/%252e%252e/package.json',
      '/..%5C..%5Cpackage.json',
      '/hosting%00.svg',
      '/@fs/etc/passwd%00.woff2',
      '/static/img/%2e%2e%2f%2e%2e%2fcontent%2fproducts%2fshared.yaml',
      '/hosting/shared%3Fq=1',
    ]) {
      const answer = await api.editor.call<{ text: string }>('GET', `${prefix}${rest}`);
      expect([rest, answer.status]).toEqual([rest, 400]);
      expect(answer.body.text).not.toMatch(LEAKED);
    }
    // Dot segments sent as they are never reach the preview: the URL is resolved before any route sees it.
    for (const rest of ['/../../../package.json', '/%2e%2e/%2e%2e/%2e%2e/package.json']) {
      const answer = await api.editor.call<{ text: string }>('GET', `${prefix}${rest}`);
      expect([rest, answer.status]).toEqual([rest, 404]);
      expect(answer.body.text).not.toMatch(LEAKED);
    }
  });
});

describe('a write through a preview', () => {
  it('is 405 whatever it carries, and nothing changes on the remote', async () => {
    const before = api.refs();
    const url = `/drafts/${slug}/preview/hosting/shared`;
    const headers: Record<string, string | null>[] = [
      {},
      { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'x-cms-token': null },
    ];
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      for (const sent of headers) {
        const answer = await api.editor.call(method, url, { data: { ...product, name: 'Planted' } }, sent);
        expect([method, sent, answer.status]).toEqual([method, sent, 405]);
        expect(answer.headers.get('allow')).toBe('GET, HEAD');
      }
    // The pages route is a read too: a write to it goes nowhere.
    const planted = await api.editor.call('POST', `/api/drafts/${slug}/pages`, { pages: [] });
    expect(planted.status).toBeGreaterThanOrEqual(400);
    expect(api.refs()).toBe(before);
    const read = await api.editor.call<{ text: string }>('GET', `/api/drafts/${slug}/files/${SHARED}`);
    expect(read.body.text).not.toContain('Planted');
  });
});
