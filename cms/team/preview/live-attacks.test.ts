// The attacks on the team editor's live preview (POST /api/drafts/<slug>/live, GET /drafts/<slug>/live/<token>):
// it takes a body, so it stands behind the API's gate like a write (session, origin, token, content type), and it
// renders only content files of the draft; a kept page is for the draft it was made in, and for signed-in people.
// Nothing is written: the remote's refs and the draft's files are the same after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readYaml } from '../../local-api/yaml-edit.ts';
import { SHARED, type Product } from '../../testing/people.ts';
import { clientOf, startDraftsApi, type DraftsApi } from '../../testing/drafts-api.ts';

// Measured on the 2-core machine: the start (remote, clone, three sign-ins) 3 to 6 s; the first live page (the preview
// renderer's start and first render) 31 s at load 12. Two minutes keeps that within half.
const SLOW = 120_000;
let api: DraftsApi;
let slug = '';
let product: Product;
const live = () => `/api/drafts/${slug}/live`;

beforeAll(async () => {
  api = await startDraftsApi(undefined, undefined, { idleMs: 600_000 });
  const created = await api.editor.call<{ draft: { slug: string } }>('POST', '/api/drafts', { title: 'Live target' });
  slug = created.body.draft.slug;
  const read = await api.editor.call<{ text: string }>('GET', `/api/drafts/${slug}/files/${SHARED}`);
  product = readYaml(read.body.text) as Product;
}, SLOW);
afterAll(() => api?.stop());

const request = () => ({ file: SHARED, type: 'products', data: product });

describe('the gate', () => {
  it('refuses no session, a foreign origin, a missing token and a body that is not JSON', async () => {
    const anonymous = clientOf(api.service, undefined);
    expect((await anonymous.call('POST', live(), request())).status).toBe(401);
    expect((await api.editor.call('POST', live(), request(), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await api.editor.call('POST', live(), request(), { 'x-cms-token': null })).status).toBe(403);
    const form = await api.editor.call('POST', live(), 'file=products/shared.yaml', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
  });
});

describe('what it renders', () => {
  it('a draft that does not exist, a body of another shape: 404 and 400', async () => {
    for (const name of ['no-such-draft', '..%2F..%2Fetc', 'Live-Target'])
      expect((await api.editor.call('POST', `/api/drafts/${name}/live`, request())).status).toBe(404);
    for (const body of [{}, { file: SHARED }, { file: 1, data: {} }, { file: SHARED, data: 'x' }, []])
      expect((await api.editor.call('POST', live(), body)).status).toBe(400);
  });

  it(
    'only a content file of the draft: a path out of the content folder is refused in words, with no page',
    async () => {
      for (const file of ['../package.json', '/etc/passwd', 'products/../../.cms/users.json', 'products/x.txt']) {
        const answer = await api.editor.call<{ ok: boolean; body?: string }>('POST', live(), {
          file,
          type: 'products',
          data: product,
        });
        expect([file, answer.status, answer.body.ok, answer.body.body]).toEqual([file, 200, false, undefined]);
      }
    },
    SLOW,
  );

  it(
    'renders unsaved data, writes nothing, and keeps the page for this draft and signed-in people only',
    async () => {
      const refs = api.refs();
      const before = await api.editor.call<{ text: string }>('GET', `/api/drafts/${slug}/files/${SHARED}`);
      const name = `${product.name} <script>alert(1)</script>`;
      const answer = await api.editor.call<{ ok: boolean; body: string; live: string }>('POST', live(), {
        ...request(),
        data: { ...product, name },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.ok).toBe(true);
      expect(answer.body.body).not.toContain('<script>alert(1)');
      const kept = await api.editor.call<{ text: string }>('GET', answer.body.live);
      expect(kept.status).toBe(200);
      expect(kept.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect((await clientOf(api.service, undefined).call('GET', answer.body.live)).status).toBe(401);
      const elsewhere = answer.body.live.replace(`/drafts/${slug}/`, () => '/drafts/another-draft/');
      expect((await api.editor.call('GET', elsewhere)).status).toBe(404);
      const after = await api.editor.call<{ text: string }>('GET', `/api/drafts/${slug}/files/${SHARED}`);
      expect(after.body.text).toBe(before.body.text);
      expect(api.refs()).toEqual(refs);
    },
    SLOW,
  );
});
