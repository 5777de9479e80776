// The editor's own document routes in a draft: with X-CMS-Draft the form reads the draft's version and Save commits
// into the draft as the signed-in person, pushed; without it, every write of the editor's API is refused, so a
// marketer's change always goes into a draft.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productOn, SHARED, type Product } from '../../testing/people.ts';
import { OPEN_A_DRAFT } from './draft-document.ts';
import { EDITOR } from '../../testing/team-service.ts';
import { startDraftsApi, type DraftsApi } from '../../testing/drafts-api.ts';

let api: DraftsApi;
beforeAll(async () => {
  api = await startDraftsApi();
}, 60_000);
afterAll(() => api?.stop());

const document = `/api/document?file=${SHARED}`;
interface View {
  version: string;
  data: Product;
  schema: object;
  canCommit: boolean;
  history: unknown[];
}

describe('the editor inside a draft', () => {
  it('reads the draft’s version and saves into it as the signed-in person, pushed', { timeout: 60_000 }, async () => {
    const created = await api.editor.call<{ draft: { slug: string } }>('POST', '/api/drafts', { title: 'Price' });
    const { slug } = created.body.draft;
    const inDraft = { 'x-cms-draft': slug };
    const start = productOn(api.remote, 'main');

    const opened = await api.editor.call<View>('GET', document, undefined, inDraft);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ data: { name: start.name }, canCommit: false, history: [] });
    expect(opened.body.schema).toBeTypeOf('object');

    const data = structuredClone(opened.body.data);
    data.plans[0]!.price += 100;
    const base = { version: opened.body.version, data: opened.body.data };
    const saved = await api.editor.call<{ version: string; commit: string }>(
      'PUT',
      document,
      { data, base, commit: false },
      inDraft,
    );
    expect(saved).toMatchObject({ status: 200, body: { saved: true, pushed: true, file: SHARED } });
    expect(saved.body.commit).toMatch(/price/);

    // In the remote's draft branch, by the editor; main untouched.
    expect(productOn(api.remote, `cms/${slug}`).plans[0]!.price).toBe(start.plans[0]!.price + 100);
    expect(productOn(api.remote, 'main').plans[0]!.price).toBe(start.plans[0]!.price);
    expect(api.remote.bare('log', '-1', '--format=%an <%ae>', `cms/${slug}`).trim()).toBe(
      `${EDITOR.name} <${EDITOR.email}>`,
    );
    // And read back from the draft.
    const again = await api.editor.call<View>('GET', document, undefined, inDraft);
    expect(again.body.data.plans[0]!.price).toBe(start.plans[0]!.price + 100);
    const next = { version: saved.body.version, data };
    expect(next.version).toBe(again.body.version);
    const unchanged = await api.editor.call('PUT', document, { data, base: next }, inDraft);
    expect(unchanged.body).toMatchObject({ saved: false });

    // A save that breaks the content: the build's words on the field, nothing pushed.
    const refs = api.refs();
    data.plans[0]!.price = -1;
    const refused = await api.editor.call('PUT', document, { data, base: next }, inDraft);
    expect(refused).toMatchObject({
      status: 422,
      body: { error: /^Not saved/, issues: [expect.objectContaining({ field: 'plans[0].price' })] },
    });
    expect(api.refs()).toBe(refs);
  });

  it('a draft that does not exist is 404', async () => {
    const answer = await api.editor.call('GET', document, undefined, { 'x-cms-draft': 'no-such-draft' });
    expect(answer.status).toBe(404);
  });

  it.each([
    ['PUT', document, { data: {} }],
    ['POST', '/api/document?file=blog/new.mdx', {}],
    ['DELETE', document, {}],
    ['POST', `/api/publish?file=${SHARED}`, { changes: [] }],
    ['POST', `/api/restore?file=${SHARED}&commit=abcdef`, {}],
  ])('%s %s outside a draft is refused, and nothing changes', async (method, url, body) => {
    const refs = api.refs();
    const answer = await api.publisher.call(method, url, body);
    expect(answer).toMatchObject({ status: 409, body: OPEN_A_DRAFT });
    expect(api.refs()).toBe(refs);
  });
});
